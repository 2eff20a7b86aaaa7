// The newsletter sign-up as a pure model: the email (the lead schema's rule, from shared/rules/)
// and the opt-in, the lead payload and the form's texts.

import { emailProblem, problemsOnly } from '#app/components/form/field-checks.ts'
import { publicFormTexts } from '#app/components/form/lead-form-texts.ts'
import type { LeadFormTexts } from '#app/components/form/use-lead-form.ts'
import { NEWSLETTER_CONSENT } from '#shared/constants/public-forms.ts'
import { leadSourceOfKind } from '#shared/leads/sources.ts'
import type { LeadPayloadInput } from '#shared/schemas/leads.ts'

export const NEWSLETTER_MESSAGES = {
  success: 'Successfully subscribed to our newsletter!',
  alreadySubscribed: 'You’re already subscribed with this address. Nothing more to do: each issue comes once.',
  failure: 'Failed to subscribe. Please try again.',
} as const

export const NEWSLETTER_CONSENT_REQUIRED = 'Tick the box to confirm you want our newsletter.'

export interface NewsletterValues {
  email: string
  consent: boolean
}
export type NewsletterField = keyof NewsletterValues
export type NewsletterErrors = Partial<Record<NewsletterField, string>>

export function initialNewsletterValues(): NewsletterValues {
  return { email: '', consent: false }
}

export function validateNewsletter(values: NewsletterValues): NewsletterErrors {
  return problemsOnly<NewsletterErrors>({
    email: emailProblem(values.email),
    consent: values.consent ? undefined : NEWSLETTER_CONSENT_REQUIRED,
  })
}

/** The lead (type contact, subscribed_to newsletter) with its consent. */
export function buildNewsletterPayload(
  values: NewsletterValues,
  now: Date = new Date(),
): LeadPayloadInput<'newsletter'> | null {
  if (Object.keys(validateNewsletter(values)).length > 0) return null
  return {
    type: 'contact',
    source: leadSourceOfKind('newsletter'),
    client_email: values.email.trim(),
    consent: { granted: true, text_version: NEWSLETTER_CONSENT.version, granted_at: now.toISOString() },
    metadata: { subscribed_to: 'newsletter' },
  }
}

export const NEWSLETTER_SERVER_FIELDS: Readonly<Record<string, NewsletterField>> = {
  client_email: 'email',
  consent: 'consent',
  'consent.granted': 'consent',
}

export const NEWSLETTER_FORM_TEXTS: LeadFormTexts = publicFormTexts('subscription', {
  success: NEWSLETTER_MESSAGES.success,
  alreadySubscribed: NEWSLETTER_MESSAGES.alreadySubscribed,
  failure: NEWSLETTER_MESSAGES.failure,
})
