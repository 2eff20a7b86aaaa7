import { Portal } from '@ark-ui/react/portal'
import { useEffect, useState, type FormEvent } from 'react'
import { css } from '../../../styled-system/css'
import type { LeadPayloadInput } from '../../../shared/schemas/leads'
import { Button } from '../../components/ui/button'
import { Dialog } from '../../components/ui/dialog'
import { Field } from '../../components/ui/field'
import { announceAccepted, deliveryToasts, type LeadToastTexts } from '../../components/form/lead-toasts'

/** What sending a lead can come to (the route passes the app's outbox sender). */
export type CopyOutcome =
  | { status: 'sent' }
  | { status: 'queued'; onDevice: boolean }
  | { status: 'rejected'; message: string }
  | { status: 'invalid'; fields: Record<string, string> }

export interface SendCopy {
  (payload: LeadPayloadInput<'affordability-copy'>, notices: { delivered(): void; failed(reason: string): void }): Promise<CopyOutcome>
  /** Loads the sender ahead of time (called when the dialog opens). */
  prepare?: () => void
}

const EMAIL_RE = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/

const SENT = 'Thanks! A broker will email you a copy of these results.'
const FAILED = 'Failed to submit form'
const TOASTS: LeadToastTexts = {
  success: SENT,
  failure: FAILED,
  queued: "You're offline. Your request is saved and will be sent when you're back online.",
  queuedInMemory: "You're offline. Keep this page open: your request will be sent when you're back online.",
}

/** 'Send me a copy': asks for an email (name optional) and records a lead with the figures. */
export function SendCopyDialog({
  open,
  onOpenChange,
  build,
  sendCopy,
}: {
  open: boolean
  onOpenChange(open: boolean): void
  /** The lead for these results and this email, or null when the results do not compute. */
  build(email: string, name: string): LeadPayloadInput<'affordability-copy'> | null
  sendCopy: SendCopy
}) {
  const [email, setEmail] = useState('')
  const [name, setName] = useState('')
  const [error, setError] = useState<string>()
  const [formError, setFormError] = useState<string>()
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (open) sendCopy.prepare?.()
  }, [open, sendCopy])

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setFormError(undefined)
    const trimmed = email.trim()
    if (!trimmed || trimmed.length > 254 || !EMAIL_RE.test(trimmed)) {
      setError(trimmed ? 'Enter a valid email address, like name@example.com.' : 'Enter your email address.')
      return
    }
    setError(undefined)
    const payload = build(trimmed, name)
    if (!payload) {
      setFormError('Fix the highlighted numbers first: there are no results to send yet.')
      return
    }
    setBusy(true)
    try {
      const outcome = await sendCopy(payload, deliveryToasts(TOASTS))
      if (outcome.status === 'sent' || outcome.status === 'queued') {
        announceAccepted(outcome, TOASTS)
        setEmail('')
        setName('')
        onOpenChange(false)
      } else if (outcome.status === 'rejected') {
        setFormError(`${FAILED}: ${outcome.message}`)
      } else {
        setFormError(`${FAILED}: ${Object.values(outcome.fields)[0] ?? 'check the details above.'}`)
      }
    } catch {
      setFormError(`${FAILED}. Please try again.`)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={(d) => onOpenChange(d.open)} size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Title>Send me a copy</Dialog.Title>
            <Dialog.Description>We'll email these results to you. A broker may follow up to answer your questions.</Dialog.Description>
            <form onSubmit={onSubmit} noValidate className={css({ display: 'grid', gap: '4' })}>
              <Field.Root invalid={Boolean(error)} required>
                <Field.Label>
                  Email <Field.RequiredIndicator />
                </Field.Label>
                <Field.Input type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
                <Field.ErrorText>{error}</Field.ErrorText>
              </Field.Root>
              <Field.Root>
                <Field.Label>Name (optional)</Field.Label>
                <Field.Input name="name" autoComplete="name" maxLength={100} value={name} onChange={(e) => setName(e.currentTarget.value)} />
              </Field.Root>
              {formError ? (
                <p role="alert" className={css({ color: 'danger.fg', fontWeight: 'medium', textStyle: 'sm' })}>
                  {formError}
                </p>
              ) : null}
              <Dialog.Footer>
                <Dialog.CloseTrigger asChild>
                  <Button variant="outline">Cancel</Button>
                </Dialog.CloseTrigger>
                <Button type="submit" loading={busy} loadingText="Sending...">
                  Send
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
