import { emailProblem, problemsOnly, textFieldProblem } from '#app/components/form/field-checks.ts'
import { EmailRow, NameRow } from '#app/components/form/form-rows.tsx'
import { LeadFormDialog } from '#app/components/form/lead-form-dialog.tsx'
import { offlineTexts } from '#app/components/form/lead-form-texts.ts'
import type { LeadFormTexts } from '#app/components/form/use-lead-form.ts'
import { LEAD_TEXT } from '#shared/rules/leads.ts'
import type { LeadPayloadInput } from '#shared/schemas/leads.ts'
import { useFiguresLead } from './kit/use-figures-lead'

type CopyField = 'email' | 'name'

const FAILED = 'Failed to submit form'
const TEXTS: LeadFormTexts = {
  success: 'Thanks! A broker will email you a copy of these results.',
  failure: FAILED,
  ...offlineTexts('request'),
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
  const { field, dialog } = useFiguresLead('affordability-copy', {
    open,
    onOpenChange,
    empty: { email: '', name: '' },
    serverFields: SERVER_FIELDS,
    texts: TEXTS,
    check: (values) =>
      problemsOnly<Partial<Record<CopyField, string>>>({
        email: emailProblem(values.email),
        // The name is optional: only its length is checked.
        name: values.name.trim()
          ? textFieldProblem(values.name, LEAD_TEXT.personName, {
              tooLong: (max) => `Your name can be at most ${max} characters.`,
            })
          : undefined,
      }),
    build: (values) => build(values.email.trim(), values.name),
    noFigures: NO_RESULTS,
  })
  return (
    <LeadFormDialog
      {...dialog}
      title="Send me a copy"
      description="We'll email these results to you. A broker may follow up to answer your questions."
    >
      <EmailRow {...field('email')} required />
      <NameRow label="Name (optional)" {...field('name')} />
    </LeadFormDialog>
  )
}
