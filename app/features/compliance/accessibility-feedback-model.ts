// The accessibility feedback form as a pure model: values, checks in plain words, values → the
// payload, where a server's field message belongs, and the form's texts.

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
    name: personNameProblem(values.name, 'Enter your name.'),
    email: emailProblem(values.email),
    phone: phoneProblem(values.phone, true),
    details: textFieldProblem(values.details, CASE_TEXT.details, {
      required: 'Tell us what is hard to use, or what we could do better.',
      tooLong: (max) => `Your feedback can be at most ${max} characters.`,
    }),
  })
}

export function buildFeedbackPayload(values: FeedbackValues): CompliancePayloadInput<'accessibility-feedback'> | null {
  if (Object.keys(validateFeedback(values)).length > 0) return null
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim() || null,
    details: values.details.trim(),
  }
}

export const FEEDBACK_SERVER_FIELDS: Readonly<Record<string, FeedbackField>> = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  details: 'details',
}

export const FEEDBACK_FORM_TEXTS: LeadFormTexts = {
  success: 'Thank you. We will reply within 2 business days.',
  failure: 'Failed to send your feedback. Please try again.',
  queued: "You're offline. Your feedback is saved and will be sent when you're back online.",
  queuedInMemory: "You're offline. Keep this page open: your feedback will be sent when you're back online.",
}
