// The contact form as a pure model: values, checks in plain words (the lead schema's rules, from
// shared/rules/), values → the contact lead payload, where a server's field message belongs, and
// the form's texts (app/components/form/use-lead-form.ts sends it).

import {
  emailProblem,
  phoneProblem,
  postalCodeProblem,
  problemsOnly,
  textFieldProblem,
} from '#app/components/form/field-checks.ts'
import { publicFormTexts } from '#app/components/form/lead-form-texts.ts'
import type { LeadFormTexts } from '#app/components/form/use-lead-form.ts'
import { CONTACT_CONSENT } from '#shared/constants/public-forms.ts'
import { leadSourceOfKind } from '#shared/leads/sources.ts'
import { LEAD_TEXT, type PhoneType } from '#shared/rules/leads.ts'
import type { LeadPayloadInput } from '#shared/schemas/leads.ts'

export const PHONE_TYPE_OPTIONS: readonly { value: PhoneType; label: string }[] = [
  { value: 'Mobile', label: 'Mobile' },
  { value: 'Work', label: 'Work' },
  { value: 'Residential', label: 'Residential' },
]

/** The toast when the consent box is not ticked: nothing is sent without consent. */
export const CONSENT_REQUIRED = 'Please consent to receiving communications'

export const CONTACT_MESSAGES = {
  success: "Message sent! We'll get back to you soon.",
  failure: 'Failed to send message. Please try again.',
} as const

export interface ContactValues {
  firstName: string
  lastName: string
  email: string
  phone: string
  phoneType: PhoneType
  postalCode: string
  message: string
  consent: boolean
}

export type ContactField = keyof ContactValues
export type ContactErrors = Partial<Record<ContactField, string>>

/** The partner codes come with the link (hidden values of the spec's form state). */
export interface ContactHidden {
  agentId?: string | undefined
  brokerCode?: string | undefined
  wpnonce?: string | undefined
}

/** Empty form; after a success the spec resets phone type to Mobile and consent to off. */
export function initialContactValues(): ContactValues {
  return {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    phoneType: 'Mobile',
    postalCode: '',
    message: '',
    consent: false,
  }
}

export function validateContact(values: ContactValues): ContactErrors {
  const checks: ContactErrors = {
    firstName: textFieldProblem(values.firstName, LEAD_TEXT.namePart, {
      required: 'Enter your first name.',
      tooLong: (max) => `Your first name can be at most ${max} characters.`,
    }),
    lastName: textFieldProblem(values.lastName, LEAD_TEXT.namePart, {
      required: 'Enter your last name.',
      tooLong: (max) => `Your last name can be at most ${max} characters.`,
    }),
    email: emailProblem(values.email),
    phone: phoneProblem(values.phone),
    postalCode: postalCodeProblem(values.postalCode),
    message: textFieldProblem(values.message, LEAD_TEXT.contactMessage, {
      required: 'Enter your comments.',
      tooLong: (max) => `Your comments can be at most ${max} characters.`,
    }),
    consent: values.consent ? undefined : CONSENT_REQUIRED,
  }
  return problemsOnly(checks)
}

/** The contact lead (type contact, source contact_form, status new), or null when a check fails. */
export function buildContactPayload(
  values: ContactValues,
  hidden: ContactHidden,
  now: Date = new Date(),
): LeadPayloadInput<'contact'> | null {
  if (Object.keys(validateContact(values)).length > 0) return null
  const postal = values.postalCode.trim()
  return {
    type: 'contact',
    source: leadSourceOfKind('contact'),
    first_name: values.firstName.trim(),
    last_name: values.lastName.trim(),
    client_email: values.email.trim(),
    client_phone: values.phone.trim(),
    message: values.message.trim(),
    agent_id: hidden.agentId ?? null,
    consent: { granted: true, text_version: CONTACT_CONSENT.version, granted_at: now.toISOString() },
    ...(hidden.brokerCode ? { broker_code: hidden.brokerCode } : {}),
    ...(hidden.wpnonce ? { wpnonce: hidden.wpnonce } : {}),
    metadata: { phoneType: values.phoneType, ...(postal ? { postalCode: postal } : {}) },
  }
}

export const CONTACT_SERVER_FIELDS: Readonly<Record<string, ContactField>> = {
  first_name: 'firstName',
  last_name: 'lastName',
  client_email: 'email',
  client_phone: 'phone',
  message: 'message',
  'consent.granted': 'consent',
  consent: 'consent',
  'metadata.phoneType': 'phoneType',
  'metadata.postalCode': 'postalCode',
}

export const CONTACT_FORM_TEXTS: LeadFormTexts = publicFormTexts('message', {
  success: CONTACT_MESSAGES.success,
  failure: CONTACT_MESSAGES.failure,
})
