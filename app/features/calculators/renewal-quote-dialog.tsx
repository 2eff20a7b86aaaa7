import { emailProblem, personNameProblem, phoneProblem, problemsOnly } from '#app/components/form/field-checks.ts'
import { EmailRow, NameRow, PhoneRow } from '#app/components/form/form-rows.tsx'
import { LeadFormDialog } from '#app/components/form/lead-form-dialog.tsx'
import type { LeadFormTexts } from '#app/components/form/use-lead-form.ts'
import type { LeadPayloadInput } from '#shared/schemas/leads.ts'
import { useFiguresLead } from './kit/use-figures-lead'
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
  const { field, dialog } = useFiguresLead('quote', {
    open,
    onOpenChange,
    empty: { name: '', email: '', phone: '' },
    serverFields: SERVER_FIELDS,
    texts: TEXTS,
    check: (contact: RenewalContact) =>
      problemsOnly<Partial<Record<ContactField, string>>>({
        name: personNameProblem(contact.name, 'Enter your full name.'),
        email: emailProblem(contact.email),
        phone: phoneProblem(contact.phone, true),
      }),
    build,
    noFigures: NO_FIGURES,
  })
  return (
    <LeadFormDialog
      {...dialog}
      title="Get my renewal quote"
      description="A broker receives these figures with your request and replies with the rates lenders offer for your renewal."
    >
      <NameRow label="Full name" {...field('name')} required />
      <EmailRow {...field('email')} required />
      <PhoneRow label="Phone (optional)" {...field('phone')} />
    </LeadFormDialog>
  )
}
