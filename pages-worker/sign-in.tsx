/**
 * The header's sign-in button as a visitor without a session sees it (what the prerender drew),
 * in place of app/features/auth/header-sign-in.tsx: the session code (device database, outbox)
 * stays out of the pages worker, and the browser hydrates the same markup.
 */
import type { ReactNode } from 'react'

export function SignInButton({ className, children = 'Sign in' }: { className?: string; children?: ReactNode }) {
  return (
    <button type="button" className={className} aria-haspopup="dialog">
      {children}
    </button>
  )
}

export function HeaderSignIn({ className }: { className?: string }) {
  return <SignInButton className={className} />
}
