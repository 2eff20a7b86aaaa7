import { BRAND } from '#shared/config/brand.ts'

/**
 * The public lead forms' texts and codes without the schema library: the forms read them on
 * their first render, and shared/schemas/public-forms.ts re-exports them with the contracts.
 */

// ---------------------------------------------------------------------------------------
// Contact form: the partner network's submission
// ---------------------------------------------------------------------------------------

/**
 * What became of the partner POST of a contact lead, as the server reports it with the lead's
 * result: `sent` (the partner accepted it), `failed` (it refused or could not be reached),
 * `skipped` (brokerCode or wpnonce missing). A replay of a lead reports the stored outcome.
 */
export const PARTNER_OUTCOMES = ['sent', 'failed', 'skipped'] as const
export type PartnerOutcome = (typeof PARTNER_OUTCOMES)[number]

/**
 * The note each outcome leaves on the lead's timeline, for staff ("Mortgage Alliance" is the
 * partner network). The visitor is not told: they see one message, that theirs was sent.
 */
export const PARTNER_MESSAGES: Record<PartnerOutcome, string> = {
  sent: 'Also submitted to Mortgage Alliance (external).',
  failed: 'Failed to submit to Mortgage Alliance (external).',
  skipped: 'Broker code or wpnonce not provided; skipped external submission.',
}

/** Who the partner network's timeline note is from. */
export const PARTNER_TIMELINE_ACTOR = 'Partner network'

/** The partner's phone type codes: Mobile 1, Work 2, Residential 3 (1 when unknown). */
export const PARTNER_PHONE_TYPE_CODES = { Mobile: '1', Work: '2', Residential: '3' } as const

/** The `action` field of the partner's admin-ajax form. */
export const PARTNER_CONTACT_ACTION = 'm3-boss-contact-form'

// ---------------------------------------------------------------------------------------
// Consent texts (CASL): what the visitor ticked, stored by version with the lead
// ---------------------------------------------------------------------------------------

/** The contact form's consent, required to send the form. */
export const CONTACT_CONSENT = {
  version: 'contact-2026-11',
  text: `I consent to receive communications from ${BRAND.network}, its affiliates and authorized agents. I understand I can withdraw my consent at any time by unsubscribing.`,
} as const

/** The newsletter's consent: express opt-in, unticked by default. */
export const NEWSLETTER_CONSENT = {
  version: 'newsletter-2026-11',
  text: `Yes, send me the ${BRAND.name} newsletter by email. I can unsubscribe at any time with the link in every issue.`,
} as const

// ---------------------------------------------------------------------------------------
// Newsletter unsubscribe
// ---------------------------------------------------------------------------------------

export const UNSUBSCRIBE_TEXTS = {
  title: 'Unsubscribe from our newsletter',
  button: 'Unsubscribe',
  busy: 'Unsubscribing...',
  done: "You're unsubscribed. You won't receive our newsletter any more.",
  unknown: 'This unsubscribe link is not valid or has expired. Write to us and we will take you off the list.',
  missing: 'This page needs the unsubscribe link from one of our emails.',
  failed: 'Failed to unsubscribe. Please try again.',
} as const
