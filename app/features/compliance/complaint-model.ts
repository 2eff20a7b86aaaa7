// The complaint form as a pure model: values, checks in plain words (the bounds of the shared
// contract, from shared/rules and shared/constants), values → the complaint payload, where a
// server's field message belongs, and the form's texts.

import {
  emailProblem,
  personNameProblem,
  phoneProblem,
  problemsOnly,
  textFieldProblem,
} from '#app/components/form/field-checks.ts'
import type { LeadFormTexts } from '#app/components/form/use-lead-form.ts'
import type { CompliancePayloadInput } from '#shared/compliance/cases.ts'
import { CASE_TEXT } from '#shared/constants/compliance.ts'

/** The agent select's "none" value: the complaint is not about one agent. */
export const NO_AGENT = 'none'

export interface ComplaintValues {
  name: string
  email: string
  phone: string
  agentId: string
  details: string
}
export type ComplaintField = keyof ComplaintValues

export function initialComplaintValues(): ComplaintValues {
  return { name: '', email: '', phone: '', agentId: NO_AGENT, details: '' }
}

export function validateComplaint(values: ComplaintValues): Partial<Record<ComplaintField, string>> {
  return problemsOnly({
    name: personNameProblem(values.name, 'Enter your name.'),
    email: emailProblem(values.email),
    phone: phoneProblem(values.phone, true),
    details: textFieldProblem(values.details, CASE_TEXT.details, {
      required: 'Tell us what happened.',
      tooLong: (max) => `Your complaint can be at most ${max} characters.`,
    }),
  })
}

export function buildComplaintPayload(values: ComplaintValues): CompliancePayloadInput<'complaint'> | null {
  if (Object.keys(validateComplaint(values)).length > 0) return null
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim() || null,
    agent_id: values.agentId === NO_AGENT ? null : values.agentId,
    details: values.details.trim(),
  }
}

export const COMPLAINT_SERVER_FIELDS: Readonly<Record<string, ComplaintField>> = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  agent_id: 'agentId',
  details: 'details',
}

export const COMPLAINT_FORM_TEXTS: LeadFormTexts = {
  success: 'Complaint received. We will acknowledge it in writing.',
  failure: 'Failed to send your complaint. Please try again.',
  queued: "You're offline. Your complaint is saved and will be sent when you're back online.",
  queuedInMemory: "You're offline. Keep this page open: your complaint will be sent when you're back online.",
}
