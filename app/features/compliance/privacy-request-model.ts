// The privacy request form as a pure model: values, checks in plain words, values → the
// privacy request payload, where a server's field message belongs, and the form's texts.

import { problemsOnly } from '#app/components/form/field-checks.ts'
import type { CompliancePayloadInput } from '#shared/compliance/cases.ts'
import {
  PRIVACY_REQUEST_TYPE_LABELS,
  PRIVACY_REQUEST_TYPES,
  type PrivacyRequestType,
} from '#shared/constants/compliance.ts'
import { askerPayload, askerProblems, caseFormTexts, detailsProblem } from './case-model'

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
  const required =
    values.requestType === 'correction' ? 'Tell us what should be corrected.' : 'Tell us what you would like a copy of.'
  return problemsOnly({
    ...askerProblems(values),
    details: detailsProblem(values.details, 'request', required),
  })
}

export function buildPrivacyRequestPayload(
  values: PrivacyRequestValues,
): CompliancePayloadInput<'privacy-request'> | null {
  if (Object.keys(validatePrivacyRequest(values)).length > 0) return null
  return { request_type: values.requestType, ...askerPayload(values), details: values.details.trim() }
}

export const PRIVACY_REQUEST_SERVER_FIELDS: Readonly<Record<string, PrivacyRequestField>> = {
  request_type: 'requestType',
  name: 'name',
  email: 'email',
  details: 'details',
}

export const PRIVACY_REQUEST_FORM_TEXTS = caseFormTexts('request', 'Request received. We will answer within 30 days.')
