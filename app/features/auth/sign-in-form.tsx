import { type FormEvent, useEffect, useRef, useState } from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { toaster } from '#app/components/ui/toaster.tsx'
import { css } from '#styled-system/css'
import { CodeField, EmailField, PasswordField } from './auth-field'
import { session } from './browser-session'
import { AUTH_MESSAGES } from './messages'
import { AuthRequestError, type MfaFactor, needsSecondStep, type SignedInSnapshot } from './session'
import { targetAfterSignIn } from './targets'

/** The spec's message for a failed sign-in. */
export function signInErrorMessage(e: unknown): string {
  if (e instanceof AuthRequestError) {
    if (e.kind === 'profile') return AUTH_MESSAGES.profileFailed
    if (e.kind === 'role') return AUTH_MESSAGES.roleFailed
    // The server's own words (a 401 for bad credentials is the spec's text; a deactivated
    // account says so); without a body: the spec's fallback for the status.
    if (e.kind === 'http')
      return e.message || (e.status === 401 ? AUTH_MESSAGES.badCredentials : AUTH_MESSAGES.otherError)
  }
  return AUTH_MESSAGES.otherError
}

type Step = { kind: 'credentials' } | { kind: 'code'; factor: MfaFactor; challengeId: string }

const formStyle = css({ display: 'grid', gap: '4' })

/**
 * Email + password, then (for staff with a verified factor) the 6-digit code. Used by the
 * /auth page and the header's 'Welcome Back' dialog. `onSignedIn` gets where to go next.
 */
export function SignInForm({
  redirect,
  onSignedIn,
}: {
  redirect?: string | undefined
  onSignedIn: (target: string) => void
}) {
  const [step, setStep] = useState<Step>({ kind: 'credentials' })
  const [busy, setBusy] = useState(false)
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')

  const finish = (snap: SignedInSnapshot) => {
    toaster.success({ title: AUTH_MESSAGES.success })
    onSignedIn(targetAfterSignIn(snap.user.role, redirect))
  }

  const startSecondStep = async (snap: SignedInSnapshot) => {
    const factor = snap.mfa.factors[0]
    if (!factor) {
      finish(snap)
      return
    }
    const { challengeId } = await session.challenge(factor.id)
    setCode('')
    setStep({ kind: 'code', factor, challengeId })
  }

  // A staff member sent here by a guard for the second step resumes at the code.
  const resumed = useRef(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once on mount (guarded by a ref); startSecondStep is recreated each render
  useEffect(() => {
    const snap = session.getSnapshot()
    if (resumed.current || snap.status !== 'signed-in' || !needsSecondStep(snap)) return
    resumed.current = true
    setBusy(true)
    startSecondStep(snap)
      .catch((e: unknown) => toaster.error({ title: signInErrorMessage(e) }))
      .finally(() => setBusy(false))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, [])

  const onCredentials = async (e: FormEvent) => {
    e.preventDefault()
    if (busy) return
    if (!email.trim() || !password) {
      toaster.error({ title: AUTH_MESSAGES.missingFields })
      return
    }
    setBusy(true)
    try {
      const snap = await session.signIn(email.trim(), password)
      if (needsSecondStep(snap)) await startSecondStep(snap)
      else finish(snap)
    } catch (err) {
      console.error('Sign-in failed', err instanceof AuthRequestError ? `${err.kind} ${err.status}` : err)
      toaster.error({ title: signInErrorMessage(err) })
    } finally {
      setBusy(false)
    }
  }

  const onCode = async (e: FormEvent) => {
    e.preventDefault()
    if (busy || step.kind !== 'code') return
    if (!/^\d{6}$/.test(code)) {
      toaster.error({ title: 'Enter the 6-digit code from your authenticator app.' })
      return
    }
    setBusy(true)
    try {
      finish(await session.verify(step.factor.id, step.challengeId, code))
    } catch (err) {
      toaster.error({
        title: err instanceof AuthRequestError && err.kind === 'http' ? err.message : AUTH_MESSAGES.otherError,
      })
      setCode('')
      // A challenge is single-use: get a fresh one for the next try.
      session
        .challenge(step.factor.id)
        .then(({ challengeId }) => setStep({ ...step, challengeId }))
        .catch(() => {})
    } finally {
      setBusy(false)
    }
  }

  const startOver = async () => {
    setBusy(true)
    await session.signOut()
    setBusy(false)
    setPassword('')
    setStep({ kind: 'credentials' })
  }

  if (step.kind === 'code') {
    return (
      <form onSubmit={onCode} noValidate className={formStyle} aria-label="Two-step verification">
        <p className={css({ color: 'fg.muted' })}>
          <strong className={css({ color: 'fg.default' })}>Two-step verification.</strong> Enter the 6-digit code from
          your authenticator app
          {step.factor.friendlyName ? ` (${step.factor.friendlyName})` : ''}.
        </p>
        <CodeField
          label="Verification code"
          name="code"
          value={code}
          onChange={setCode}
          autoFocus
          className={css({ fontFamily: 'mono', letterSpacing: 'wide', fontSize: 'lg' })}
        />
        <Button type="submit" size="lg" loading={busy} loadingText="Loading…">
          Verify
        </Button>
        <Button variant="link" onClick={() => void startOver()} disabled={busy}>
          Use a different account
        </Button>
      </form>
    )
  }

  return (
    <form onSubmit={onCredentials} noValidate className={formStyle} aria-label="Sign in">
      <EmailField value={email} onChange={setEmail} />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        maxLength={200}
      />
      <Button type="submit" size="lg" loading={busy} loadingText="Loading…">
        Sign In
      </Button>
    </form>
  )
}
