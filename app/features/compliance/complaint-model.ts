// The complaint form as a pure model: values, checks in plain words (the bounds of the shared
// contract, from shared/rules and shared/constants), values → the complaint payload, where a
// server's field message belongs, and the form's texts.

import { problemsOnly } from '#app/components/form/field-checks.ts'
import type { CompliancePayloadInput } from '#shared/compliance/cases.ts'
import { askerPayload, askerProblems, caseFormTexts, detailsProblem } from './case-model'

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
    ...askerProblems(values),
    details: detailsProblem(values.details, 'complaint', 'Tell us what happened.'),
  })
}

export function buildComplaintPayload(values: ComplaintValues): CompliancePayloadInput<'complaint'> | null {
  if (Object.keys(validateComplaint(values)).length > 0) return null
  return {
    ...askerPayload(values),
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

export const COMPLAINT_FORM_TEXTS = caseFormTexts('complaint', 'Complaint received. We will acknowledge it in writing.')
