import { createFileRoute, Link, redirect, useNavigate } from '@tanstack/react-router'
import { BrandMark } from '#app/components/layout/brand-mark.tsx'
import { SignInForm } from '#app/features/auth/sign-in-form.tsx'
import { targetAfterSignIn } from '#app/features/auth/targets.ts'
import { BRAND } from '#shared/config/brand.ts'
import { css } from '#styled-system/css'

type AuthSearch = { redirect?: string }

export const Route = createFileRoute('/auth')({
  validateSearch: (search: Record<string, unknown>): AuthSearch =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  beforeLoad: async ({ search }) => {
    // Only the hint-based silent refresh here: an anonymous visit makes no request. The session
    // module loads on demand so it stays out of the public pages' initial bundle.
    const [{ session }, { needsSecondStep }] = await Promise.all([
      import('#app/features/auth/browser-session.ts'),
      import('#app/features/auth/session.ts'),
    ])
    const snap = await session.init()
    if (snap.status === 'signed-in' && !needsSecondStep(snap))
      throw redirect({ href: targetAfterSignIn(snap.user.role, search.redirect) })
  },
  component: AuthPage,
})

function AuthPage() {
  const { redirect: kept } = Route.useSearch()
  const navigate = useNavigate()
  return (
    <div
      className={css({
        minH: '[70dvh]',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        px: '4',
        py: { base: '8', md: '16' },
      })}
    >
      <div
        className={css({
          w: 'full',
          maxW: 'sm',
          bg: 'bg.default',
          borderWidth: '1px',
          borderColor: 'border.subtle',
          borderRadius: 'xl',
          boxShadow: 'card',
          p: { base: '6', md: '8' },
        })}
      >
        <div className={css({ textAlign: 'center', mb: '6' })}>
          <Link
            to="/"
            className={css({
              display: 'inline-flex',
              borderRadius: 'md',
              _focusVisible: { outline: '2px solid', outlineColor: 'border.focus', outlineOffset: '0.5' },
            })}
          >
            <BrandMark size={48} label={`${BRAND.name} home`} />
          </Link>
          <h1 className={css({ mt: '3', fontSize: '2xl', fontWeight: 'bold', color: 'fg.heading' })}>Welcome Back</h1>
          <p className={css({ mt: '1', color: 'fg.muted' })}>Sign in to your account</p>
        </div>
        <SignInForm redirect={kept} onSignedIn={(target) => void navigate({ href: target, replace: true })} />
      </div>
    </div>
  )
}
