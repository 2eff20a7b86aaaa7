// 'Join Our Team', the become-a-broker form, as a pure model: checks in plain words (the lead
// schema's rules, from shared/rules/), the lead payload and the form's texts.

import {
  emailProblem,
  personNameProblem,
  phoneProblem,
  problemsOnly,
  textFieldProblem,
} from '#app/components/form/field-checks.ts'
import { publicFormTexts } from '#app/components/form/lead-form-texts.ts'
import type { LeadFormTexts } from '#app/components/form/use-lead-form.ts'
import { leadSourceOfKind } from '#shared/leads/sources.ts'
import { LEAD_TEXT } from '#shared/rules/leads.ts'
import type { LeadPayloadInput } from '#shared/schemas/leads.ts'

export const BECOME_BROKER_MESSAGES = {
  success: 'Application submitted successfully!',
  failure: 'Failed to submit application. Please try again.',
} as const

export const EXPERIENCE_PLACEHOLDER = 'e.g., New to industry, Licensed Agent, etc.'

export interface BecomeBrokerValues {
  name: string
  email: string
  phone: string
  experience: string
  message: string
}

export type BecomeBrokerField = keyof BecomeBrokerValues
export type BecomeBrokerErrors = Partial<Record<BecomeBrokerField, string>>

export function initialBecomeBrokerValues(): BecomeBrokerValues {
  return { name: '', email: '', phone: '', experience: '', message: '' }
}

export function validateBecomeBroker(values: BecomeBrokerValues): BecomeBrokerErrors {
  return problemsOnly<BecomeBrokerErrors>({
    name: personNameProblem(values.name, 'Enter your full name.'),
    email: emailProblem(values.email),
    phone: phoneProblem(values.phone),
    experience: textFieldProblem(values.experience, LEAD_TEXT.experience, {
      required: 'Tell us your current experience level.',
      tooLong: (max) => `Keep it to ${max} characters.`,
    }),
    message: textFieldProblem(values.message, LEAD_TEXT.brokerMessage, {
      tooLong: (max) => `Additional information can be at most ${max} characters.`,
    }),
  })
}

/** The lead (type contact, metadata type agent_application), or null when a check fails. */
export function buildBecomeBrokerPayload(values: BecomeBrokerValues): LeadPayloadInput<'become-broker'> | null {
  if (Object.keys(validateBecomeBroker(values)).length > 0) return null
  const message = values.message.trim()
  return {
    type: 'contact',
    source: leadSourceOfKind('become-broker'),
    client_name: values.name.trim(),
    client_email: values.email.trim(),
    client_phone: values.phone.trim(),
    ...(message ? { message } : {}),
    metadata: { type: 'agent_application', experience: values.experience.trim() },
  }
}

export const BECOME_BROKER_SERVER_FIELDS: Readonly<Record<string, BecomeBrokerField>> = {
  client_name: 'name',
  client_email: 'email',
  client_phone: 'phone',
  message: 'message',
  'metadata.experience': 'experience',
}

export const BECOME_BROKER_FORM_TEXTS: LeadFormTexts = publicFormTexts('application', {
  success: BECOME_BROKER_MESSAGES.success,
  failure: BECOME_BROKER_MESSAGES.failure,
})
