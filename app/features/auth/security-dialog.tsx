import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { Badge } from '#app/components/ui/badge.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Dialog } from '#app/components/ui/dialog.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { Modal } from '#app/components/ui/modal.tsx'
import { toaster } from '#app/components/ui/toaster.tsx'
import { authKeys, factorsQueryOptions } from '#app/data/auth.ts'
import { PASSWORD_MIN_LENGTH } from '#shared/schemas/auth.ts'
import { css } from '#styled-system/css'
import { CodeField, PasswordField } from './auth-field'
import { session } from './browser-session'
import { AuthRequestError } from './session'

const errorText = (e: unknown) =>
  e instanceof AuthRequestError ? e.message : 'Something went wrong. Please try again.'

const sectionTitle = css({ fontSize: 'md', fontWeight: 'semibold', color: 'fg.heading', mb: '2' })

/**
 * A form's busy flag and its submit: `work` runs with the flag up; when it throws, the `failed`
 * toast says why and `recover` runs.
 */
function useBusySubmit() {
  const [busy, setBusy] = useState(false)
  const submit = (failed: string, work: () => Promise<void>, recover?: () => Promise<void>) => async (e: FormEvent) => {
    e.preventDefault()
    setBusy(true)
    try {
      await work()
    } catch (err) {
      toaster.error({ title: failed, description: errorText(err) })
      await recover?.()
    } finally {
      setBusy(false)
    }
  }
  return { busy, submit }
}

type Enrolment = { id: string; secret: string; uri: string; challengeId: string }

/** TOTP enrolment: secret and otpauth URI, then a code to verify the factor. */
function EnrolTotp({ onDone }: { onDone: () => void }) {
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null)
  const [name, setName] = useState('')
  const [code, setCode] = useState('')
  const { busy, submit } = useBusySubmit()

  const start = submit('Could not start two-step set-up', async () => {
    const f = await session.enrollTotp(name.trim() || undefined)
    const { challengeId } = await session.challenge(f.id)
    setEnrolment({ id: f.id, secret: f.secret, uri: f.uri, challengeId })
  })

  const verify = submit(
    'Code not accepted',
    async () => {
      if (!enrolment) return
      await session.verify(enrolment.id, enrolment.challengeId, code)
      toaster.success({ title: 'Two-step verification is on' })
      setEnrolment(null)
      setCode('')
      onDone()
    },
    // A challenge is single-use: a fresh one for the next code.
    async () => {
      setCode('')
      if (!enrolment) return
      try {
        const { challengeId } = await session.challenge(enrolment.id)
        setEnrolment({ ...enrolment, challengeId })
      } catch {
        /* the next attempt will say */
      }
    },
  )

  if (!enrolment) {
    return (
      <form onSubmit={start} className={css({ display: 'grid', gap: '3' })}>
        <Field.Root>
          <Field.Label>Name for this authenticator (optional)</Field.Label>
          <Field.Input
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={100}
            placeholder="My phone"
          />
        </Field.Root>
        <Button type="submit" variant="outline" loading={busy}>
          Add authenticator app
        </Button>
      </form>
    )
  }

  return (
    <form onSubmit={verify} className={css({ display: 'grid', gap: '3' })} aria-label="Verify authenticator">
      <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
        In your authenticator app, add an account with this key (or open the link on the phone that has the app), then
        enter the 6-digit code it shows.
      </p>
      <div>
        <p className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>Secret key</p>
        <code
          data-testid="totp-secret"
          className={css({
            display: 'block',
            fontFamily: 'mono',
            wordBreak: 'break-all',
            bg: 'bg.subtle',
            p: '2',
            borderRadius: 'md',
          })}
        >
          {enrolment.secret}
        </code>
      </div>
      <div>
        <p className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>Set-up link</p>
        <a
          href={enrolment.uri}
          className={css({
            display: 'block',
            color: 'accent.fg',
            fontFamily: 'mono',
            fontSize: 'sm',
            wordBreak: 'break-all',
            textDecoration: 'underline',
          })}
        >
          {enrolment.uri}
        </a>
      </div>
      <CodeField label="Code from the app" value={code} onChange={setCode} />
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        <Button type="submit" loading={busy} disabled={code.length !== 6}>
          Verify
        </Button>
        <Button variant="ghost" onClick={() => setEnrolment(null)} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  )
}

function ChangePassword() {
  const [current, setCurrent] = useState('')
  const [next, setNext] = useState('')
  const { busy, submit } = useBusySubmit()
  const change = submit('Password not changed', async () => {
    await session.updateUser({ currentPassword: current, newPassword: next })
    toaster.success({ title: 'Password changed' })
    setCurrent('')
    setNext('')
  })
  return (
    <form onSubmit={change} className={css({ display: 'grid', gap: '3' })} aria-label="Change password">
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        value={current}
        onChange={setCurrent}
        maxLength={1024}
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        maxLength={128}
        value={next}
        onChange={setNext}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      />
      <Button type="submit" variant="outline" loading={busy} disabled={!current || next.length < PASSWORD_MIN_LENGTH}>
        Change password
      </Button>
    </form>
  )
}

/** The admin header's 'Security' dialog: two-step verification, password, other devices. */
export default function SecurityDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const qc = useQueryClient()
  const factors = useQuery({ ...factorsQueryOptions(), enabled: open })
  const refetch = () => void qc.invalidateQueries({ queryKey: authKeys.factors() })

  const remove = async (id: string) => {
    if (!window.confirm('Remove this authenticator? You will no longer be asked for its codes.')) return
    try {
      await session.unenroll(id)
      toaster.success({ title: 'Authenticator removed' })
      refetch()
    } catch (err) {
      toaster.error({ title: 'Could not remove the authenticator', description: errorText(err) })
    }
  }

  const signOutOthers = async () => {
    await session.signOut('others')
    toaster.success({ title: 'Signed out on your other devices' })
  }

  const verified = (factors.data ?? []).filter((f) => f.status === 'verified')

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Security"
      description="Two-step verification, your password and your other sessions."
    >
      <Dialog.Body className={css({ display: 'grid', gap: '6' })}>
        <section aria-labelledby="sec-2fa">
          <h3 id="sec-2fa" className={sectionTitle}>
            Two-step verification
          </h3>
          {factors.isPending ? (
            <p className={css({ color: 'fg.muted' })}>Loading…</p>
          ) : factors.isError ? (
            <p className={css({ color: 'danger.fg' })}>Could not load your authenticators.</p>
          ) : verified.length === 0 ? (
            <p className={css({ color: 'fg.muted', mb: '3' })}>
              Off. Add an authenticator app to ask for a code at each sign-in.
            </p>
          ) : (
            <ul className={css({ listStyle: 'none', display: 'grid', gap: '2', mb: '3' })}>
              {verified.map((f) => (
                <li
                  key={f.id}
                  className={css({
                    display: 'flex',
                    alignItems: 'center',
                    gap: '2',
                    justifyContent: 'space-between',
                    borderWidth: '1px',
                    borderColor: 'border.subtle',
                    borderRadius: 'md',
                    p: '2',
                  })}
                >
                  <span>
                    {f.friendlyName ?? 'Authenticator app'} <Badge tone="success">Verified</Badge>
                  </span>
                  <Button variant="ghost" tone="danger" size="sm" onClick={() => void remove(f.id)}>
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <EnrolTotp onDone={refetch} />
        </section>
        <section aria-labelledby="sec-password">
          <h3 id="sec-password" className={sectionTitle}>
            Password
          </h3>
          <ChangePassword />
        </section>
        <section aria-labelledby="sec-devices">
          <h3 id="sec-devices" className={sectionTitle}>
            Other devices
          </h3>
          <Button variant="outline" onClick={() => void signOutOthers()}>
            Sign out other devices
          </Button>
        </section>
      </Dialog.Body>
    </Modal>
  )
}
