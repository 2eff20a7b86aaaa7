import * as z from 'zod/mini'
import { UNSUBSCRIBE_TOKEN_PATTERN } from '#shared/rules/ids.ts'

/**
 * Contracts of the public lead forms: the contact form's partner outcome and the newsletter's
 * unsubscribe request. The forms' texts and codes (consent texts, partner messages) are in
 * shared/constants/public-forms.ts, re-exported here. Functional zod/mini style.
 */

export {
  CONTACT_CONSENT,
  NEWSLETTER_CONSENT,
  PARTNER_CONTACT_ACTION,
  PARTNER_MESSAGES,
  PARTNER_OUTCOMES,
  PARTNER_PHONE_TYPE_CODES,
  type PartnerOutcome,
  UNSUBSCRIBE_TEXTS,
} from '#shared/constants/public-forms.ts'

// ---------------------------------------------------------------------------------------
// Newsletter unsubscribe (public, no sign-in; idempotent)
// ---------------------------------------------------------------------------------------

/** Unsubscribe tokens: 32 random bytes, base64url (43 characters). */
export const newsletterUnsubscribeRequestSchema = z.strictObject({
  token: z.string().check(z.regex(UNSUBSCRIBE_TOKEN_PATTERN, 'This unsubscribe link is not valid')),
})
export type NewsletterUnsubscribeRequest = z.infer<typeof newsletterUnsubscribeRequestSchema>

/**
 * `unsubscribed`: this request (or an earlier one) took the address off the list; the answer
 * is the same both times, so a second click says the same. `unknown`: no subscriber has the
 * token (a mistyped or very old link).
 */
export type NewsletterUnsubscribeResponse = { outcome: 'unsubscribed' | 'unknown' }
