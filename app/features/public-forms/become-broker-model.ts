// 'Join Our Team' (spec 000 §2 "Become-a-broker page", §3 lead table, §5, §8): pure model.

import type { LeadFormTexts } from '#app/components/form/use-lead-form.ts'
import { emailProblem, phoneProblem } from '#app/lib/contact-checks.ts'
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
  const errors: BecomeBrokerErrors = {}
  const name = values.name.trim()
  if (!name) errors.name = 'Enter your full name.'
  else if (name.length > 100) errors.name = 'Your name can be at most 100 characters.'
  const email = emailProblem(values.email)
  if (email) errors.email = email
  const phone = phoneProblem(values.phone)
  if (phone) errors.phone = phone
  const experience = values.experience.trim()
  if (!experience) errors.experience = 'Tell us your current experience level.'
  else if (experience.length > 200) errors.experience = 'Keep it to 200 characters.'
  if (values.message.trim().length > 5000) errors.message = 'Additional information can be at most 5,000 characters.'
  return errors
}

/** The lead (spec 000 §3: contact / website, metadata type agent_application), or null. */
export function buildBecomeBrokerPayload(values: BecomeBrokerValues): LeadPayloadInput<'become-broker'> | null {
  if (Object.keys(validateBecomeBroker(values)).length > 0) return null
  const message = values.message.trim()
  return {
    type: 'contact',
    source: 'website',
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

export const BECOME_BROKER_FORM_TEXTS: LeadFormTexts = {
  success: BECOME_BROKER_MESSAGES.success,
  failure: BECOME_BROKER_MESSAGES.failure,
  failed: (reason) => (reason ? `${BECOME_BROKER_MESSAGES.failure} ${reason}` : BECOME_BROKER_MESSAGES.failure),
  toastFailures: true,
  queued: "You're offline. Your application is saved and will be sent when you're back online.",
  queuedInMemory: "You're offline. Keep this page open: your application will be sent when you're back online.",
}
