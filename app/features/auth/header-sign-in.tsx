import { Link } from '@tanstack/react-router'
import { type ReactNode, Suspense, useState, useSyncExternalStore } from 'react'
import { lazyChunk } from '#app/lib/lazy-chunk.ts'
import { session } from './browser-session'
import { HOME_FOR_ROLE } from './targets'
import { useSession } from './use-session'

/**
 * The header's sign-in entry points. The 'Welcome Back' dialog is a lazy chunk: it starts
 * loading when a pointer or focus reaches a sign-in button and opens on click.
 */
const loadDialog = () => import('./sign-in-dialog')
const SignInDialog = lazyChunk(loadDialog)

// One dialog for the page, opened from any button (the mobile drawer closes as it opens).
let dialogOpen = false
const openListeners = new Set<() => void>()
function setDialogOpen(open: boolean) {
  dialogOpen = open
  for (const fn of openListeners) fn()
}
const subscribeOpen = (fn: () => void) => {
  openListeners.add(fn)
  return () => openListeners.delete(fn)
}

export function openSignInDialog() {
  setDialogOpen(true)
}

function SignInDialogHost() {
  const open = useSyncExternalStore(
    subscribeOpen,
    () => dialogOpen,
    () => false,
  )
  const [mounted, setMounted] = useState(false)
  if (open && !mounted) setMounted(true)
  if (!mounted) return null
  return (
    <Suspense fallback={null}>
      <SignInDialog open={open} onOpenChange={setDialogOpen} />
    </Suspense>
  )
}

const AREA_LABEL = { super_admin: 'Admin Panel', admin: 'Dashboard', agent: 'Dashboard' } as const

/**
 * 'Sign in' (opens the dialog) while signed out; a link to the user's area once signed in
 * (or 'Sign out' for an ordinary user, who has no area).
 */
export function SignInButton({
  className,
  children = 'Sign in',
  onBeforeOpen,
}: {
  className?: string
  children?: ReactNode
  onBeforeOpen?: () => void
}) {
  const s = useSession()
  if (s.status === 'signed-in') {
    if (s.user.role === 'other') {
      return (
        <button type="button" className={className} onClick={() => void session.signOut()}>
          Sign out
        </button>
      )
    }
    return (
      <Link to={HOME_FOR_ROLE[s.user.role]} className={className} onClick={onBeforeOpen}>
        {AREA_LABEL[s.user.role]}
      </Link>
    )
  }
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      onPointerEnter={() => void loadDialog()}
      onFocus={() => void loadDialog()}
      onClick={() => {
        onBeforeOpen?.()
        openSignInDialog()
      }}
    >
      {children}
    </button>
  )
}

/** The desktop header's sign-in button plus the page's one dialog. */
export function HeaderSignIn({ className }: { className?: string }) {
  return (
    <>
      <SignInButton className={className} />
      <SignInDialogHost />
    </>
  )
}
