// The privacy request form as a pure model: values, checks in plain words, values → the
// privacy request payload, where a server's field message belongs, and the form's texts.

import { emailProblem, personNameProblem, problemsOnly, textFieldProblem } from '#app/components/form/field-checks.ts'
import type { LeadFormTexts } from '#app/components/form/use-lead-form.ts'
import type { CompliancePayloadInput } from '#shared/compliance/cases.ts'
import {
  CASE_TEXT,
  PRIVACY_REQUEST_TYPE_LABELS,
  PRIVACY_REQUEST_TYPES,
  type PrivacyRequestType,
} from '#shared/constants/compliance.ts'

export interface PrivacyRequestValues {
  requestType: PrivacyRequestType
  name: string
  email: string
  details: string
}
export type PrivacyRequestField = keyof PrivacyRequestValues

export const REQUEST_TYPE_OPTIONS = PRIVACY_REQUEST_TYPES.map((t) => ({
  value: t,
  label: PRIVACY_REQUEST_TYPE_LABELS[t],
}))

export function initialPrivacyRequestValues(): PrivacyRequestValues {
  return { requestType: 'access', name: '', email: '', details: '' }
}

export function validatePrivacyRequest(values: PrivacyRequestValues): Partial<Record<PrivacyRequestField, string>> {
  return problemsOnly({
    name: personNameProblem(values.name, 'Enter your name.'),
    email: emailProblem(values.email),
    details: textFieldProblem(values.details, CASE_TEXT.details, {
      required:
        values.requestType === 'correction'
          ? 'Tell us what should be corrected.'
          : 'Tell us what you would like a copy of.',
      tooLong: (max) => `Your request can be at most ${max} characters.`,
    }),
  })
}

export function buildPrivacyRequestPayload(
  values: PrivacyRequestValues,
): CompliancePayloadInput<'privacy-request'> | null {
  if (Object.keys(validatePrivacyRequest(values)).length > 0) return null
  return {
    request_type: values.requestType,
    name: values.name.trim(),
    email: values.email.trim(),
    details: values.details.trim(),
  }
}

export const PRIVACY_REQUEST_SERVER_FIELDS: Readonly<Record<string, PrivacyRequestField>> = {
  request_type: 'requestType',
  name: 'name',
  email: 'email',
  details: 'details',
}

export const PRIVACY_REQUEST_FORM_TEXTS: LeadFormTexts = {
  success: 'Request received. We will answer within 30 days.',
  failure: 'Failed to send your request. Please try again.',
  queued: "You're offline. Your request is saved and will be sent when you're back online.",
  queuedInMemory: "You're offline. Keep this page open: your request will be sent when you're back online.",
}
