import { Portal } from '@ark-ui/react/portal'
import { useState } from 'react'
import { emailProblem, phoneProblem, problemsOnly, textFieldProblem } from '#app/components/form/field-checks.ts'
import { type LeadFormTexts, useLeadForm } from '#app/components/form/use-lead-form.ts'
import { Button } from '#app/components/ui/button.tsx'
import { Dialog } from '#app/components/ui/dialog.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { LEAD_TEXT } from '#shared/rules/leads.ts'
import type { LeadPayloadInput } from '#shared/schemas/leads.ts'
import { css } from '#styled-system/css'
import type { RenewalContact } from './renewal-model'

type ContactField = keyof RenewalContact

// The quote dialog's own texts: this is the same request, made from the renewal calculator.
const TEXTS: LeadFormTexts = {
  success: 'Your mortgage quote request has been submitted!',
  failure: 'Failed to submit form',
  queued: "You're offline. Your quote request is saved on this device and will be sent when you're back online.",
  queuedInMemory: "You're offline. Keep this page open: your request will be sent when you're back online.",
}
const SERVER_FIELDS: Readonly<Record<string, ContactField>> = {
  client_name: 'name',
  client_email: 'email',
  client_phone: 'phone',
}
const NO_FIGURES = 'Fix the highlighted numbers first: there are no figures to send yet.'

/** 'Get my renewal quote': asks who to reply to and sends the page's figures as a renewal quote. */
export function RenewalQuoteDialog({
  open,
  onOpenChange,
  build,
}: {
  open: boolean
  onOpenChange(open: boolean): void
  /** The lead for this contact, or null when the figures do not compute. */
  build(contact: RenewalContact): LeadPayloadInput<'quote'> | null
}) {
  const [contact, setContact] = useState<RenewalContact>({ name: '', email: '', phone: '' })
  const form = useLeadForm('quote', {
    serverFields: SERVER_FIELDS,
    texts: TEXTS,
    active: open,
    onAccepted: () => {
      setContact({ name: '', email: '', phone: '' })
      onOpenChange(false)
    },
  })
  const checks = problemsOnly<Partial<Record<ContactField, string>>>({
    name: textFieldProblem(contact.name, LEAD_TEXT.personName, {
      required: 'Enter your full name.',
      tooLong: (max) => `Your name can be at most ${max} characters.`,
    }),
    email: emailProblem(contact.email),
    phone: phoneProblem(contact.phone, true),
  })
  const shown = (field: ContactField) => (form.submitted ? (form.fieldErrors[field] ?? checks[field]) : undefined)
  const onSubmit = form.handleSubmit(() => {
    if (Object.keys(checks).length > 0) return { errors: checks }
    const payload = build(contact)
    return payload ? { payload } : { errors: {}, message: NO_FIGURES }
  })
  const input = (field: ContactField, label: string, type: string, autoComplete: string, required: boolean) => (
    <Field.Root invalid={Boolean(shown(field))} required={required}>
      <Field.Label>
        {label} {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <Field.Input
        type={type}
        name={field}
        autoComplete={autoComplete}
        value={contact[field]}
        onChange={(e) => {
          const value = e.currentTarget.value
          setContact((c) => ({ ...c, [field]: value }))
          form.fieldChanged(field)
        }}
      />
      <Field.ErrorText>{shown(field)}</Field.ErrorText>
    </Field.Root>
  )

  return (
    <Dialog.Root open={open} onOpenChange={(d) => onOpenChange(d.open)} size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Title>Get my renewal quote</Dialog.Title>
            <Dialog.Description>
              A broker receives these figures with your request and replies with the rates lenders offer for your
              renewal.
            </Dialog.Description>
            <form ref={form.formRef} onSubmit={onSubmit} noValidate className={css({ display: 'grid', gap: '4' })}>
              {input('name', 'Full name', 'text', 'name', true)}
              {input('email', 'Email', 'email', 'email', true)}
              {input('phone', 'Phone (optional)', 'tel', 'tel', false)}
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
