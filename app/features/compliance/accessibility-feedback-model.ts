// The accessibility feedback form as a pure model: values, checks in plain words, values → the
// payload, where a server's field message belongs, and the form's texts.

import { problemsOnly } from '#app/components/form/field-checks.ts'
import type { CompliancePayloadInput } from '#shared/compliance/cases.ts'
import { askerPayload, askerProblems, caseFormTexts, detailsProblem } from './case-model'

export interface FeedbackValues {
  name: string
  email: string
  phone: string
  details: string
}
export type FeedbackField = keyof FeedbackValues

export function initialFeedbackValues(): FeedbackValues {
  return { name: '', email: '', phone: '', details: '' }
}

export function validateFeedback(values: FeedbackValues): Partial<Record<FeedbackField, string>> {
  return problemsOnly({
    ...askerProblems(values),
    details: detailsProblem(values.details, 'feedback', 'Tell us what is hard to use, or what we could do better.'),
  })
}

export function buildFeedbackPayload(values: FeedbackValues): CompliancePayloadInput<'accessibility-feedback'> | null {
  if (Object.keys(validateFeedback(values)).length > 0) return null
  return { ...askerPayload(values), phone: values.phone.trim() || null, details: values.details.trim() }
}

export const FEEDBACK_SERVER_FIELDS: Readonly<Record<string, FeedbackField>> = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  details: 'details',
}

export const FEEDBACK_FORM_TEXTS = caseFormTexts('feedback', 'Thank you. We will reply within 2 business days.')
