import { Portal } from '@ark-ui/react/portal'
import { useState } from 'react'
import { emailProblem, problemsOnly, textFieldProblem } from '#app/components/form/field-checks.ts'
import { type LeadFormTexts, useLeadForm } from '#app/components/form/use-lead-form.ts'
import { Button } from '#app/components/ui/button.tsx'
import { Dialog } from '#app/components/ui/dialog.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { LEAD_TEXT } from '#shared/rules/leads.ts'
import type { LeadPayloadInput } from '#shared/schemas/leads.ts'
import { css } from '#styled-system/css'

type CopyField = 'email' | 'name'

const FAILED = 'Failed to submit form'
const TEXTS: LeadFormTexts = {
  success: 'Thanks! A broker will email you a copy of these results.',
  failure: FAILED,
  queued: "You're offline. Your request is saved and will be sent when you're back online.",
  queuedInMemory: "You're offline. Keep this page open: your request will be sent when you're back online.",
}
const SERVER_FIELDS: Readonly<Record<string, CopyField>> = { client_email: 'email', client_name: 'name' }
const NO_RESULTS = 'Fix the highlighted numbers first: there are no results to send yet.'

/** 'Send me a copy': asks for an email (name optional) and records a lead with the figures. */
export function SendCopyDialog({
  open,
  onOpenChange,
  build,
}: {
  open: boolean
  onOpenChange(open: boolean): void
  /** The lead for these results and this email, or null when the results do not compute. */
  build(email: string, name: string): LeadPayloadInput<'affordability-copy'> | null
}) {
  const [email, setEmail] = useState('')
  const [name, setName] = useState('')
  const form = useLeadForm('affordability-copy', {
    serverFields: SERVER_FIELDS,
    texts: TEXTS,
    active: open,
    onAccepted: () => {
      setEmail('')
      setName('')
      onOpenChange(false)
    },
  })
  const checks = problemsOnly<Partial<Record<CopyField, string>>>({
    email: emailProblem(email),
    // The name is optional: only its length is checked.
    name: name.trim()
      ? textFieldProblem(name, LEAD_TEXT.personName, {
          tooLong: (max) => `Your name can be at most ${max} characters.`,
        })
      : undefined,
  })
  const shown = (field: CopyField) => (form.submitted ? (form.fieldErrors[field] ?? checks[field]) : undefined)

  const onSubmit = form.handleSubmit(() => {
    if (Object.keys(checks).length > 0) return { errors: checks }
    const payload = build(email.trim(), name)
    return payload ? { payload } : { errors: {}, message: NO_RESULTS }
  })

  return (
    <Dialog.Root open={open} onOpenChange={(d) => onOpenChange(d.open)} size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Title>Send me a copy</Dialog.Title>
            <Dialog.Description>
              We'll email these results to you. A broker may follow up to answer your questions.
            </Dialog.Description>
            <form ref={form.formRef} onSubmit={onSubmit} noValidate className={css({ display: 'grid', gap: '4' })}>
              <Field.Root invalid={Boolean(shown('email'))} required>
                <Field.Label>
                  Email <Field.RequiredIndicator />
                </Field.Label>
                <Field.Input
                  type="email"
                  name="email"
                  autoComplete="email"
                  value={email}
                  onChange={(e) => {
                    setEmail(e.currentTarget.value)
                    form.fieldChanged('email')
                  }}
                />
                <Field.ErrorText>{shown('email')}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={Boolean(shown('name'))}>
                <Field.Label>Name (optional)</Field.Label>
                <Field.Input
                  name="name"
                  autoComplete="name"
                  maxLength={100}
                  value={name}
                  onChange={(e) => {
                    setName(e.currentTarget.value)
                    form.fieldChanged('name')
                  }}
                />
                <Field.ErrorText>{shown('name')}</Field.ErrorText>
              </Field.Root>
              {form.message ? (
                <p role="alert" className={css({ color: 'danger.fg', fontWeight: 'medium', textStyle: 'sm' })}>
                  {form.message}
                </p>
              ) : null}
              <Dialog.Footer>
                <Dialog.CloseTrigger asChild>
                  <Button variant="outline">Cancel</Button>
                </Dialog.CloseTrigger>
                <Button type="submit" loading={form.busy} loadingText="Sending…">
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
