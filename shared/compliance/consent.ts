import * as z from 'zod/mini'

/**
 * Provable marketing consent (docs/decisions/200-consent-records.md): every grant and every
 * withdrawal is one append-only consent record, saying who (the address, the lead or subscriber),
 * for what purpose, under which text (its version; the words are kept by version in
 * `consent_texts`), when, from which page and form, and how it was given.
 */

/** What the consent is for: the contact form's communications, or the newsletter. */
export const CONSENT_PURPOSES = ['marketing-email', 'newsletter'] as const
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number]

export const CONSENT_ACTIONS = ['granted', 'withdrawn'] as const
export type ConsentAction = (typeof CONSENT_ACTIONS)[number]

/**
 * How it was given or withdrawn: the unticked box of a web form, the newsletter's unsubscribe
 * link, a request to an agent recorded by staff, or the chat.
 */
export const CONSENT_METHODS = ['web-form', 'unsubscribe-link', 'staff-recorded', 'chat'] as const
export type ConsentMethod = (typeof CONSENT_METHODS)[number]

/** The purpose a form's consent box grants (none: the form asks for no marketing consent). */
export function consentPurposeOf(kind: string): ConsentPurpose | null {
  if (kind === 'newsletter') return 'newsletter'
  if (kind === 'contact') return 'marketing-email'
  return null
}

/** A request to an agent to stop marketing withdraws every purpose at once. */
export const STOP_MARKETING_PURPOSES: readonly ConsentPurpose[] = CONSENT_PURPOSES

/** The request body of "client asked to stop marketing": its id makes a retry count once. */
export const stopMarketingRequestSchema = z.strictObject({ id: z.uuid() })

/** The lead view's and the admin drawer's words for it. */
export const STOP_MARKETING_TEXTS = {
  button: 'Client asked to stop marketing',
  confirmTitle: 'Stop marketing to this client?',
  confirmBody:
    'This records that the client withdrew consent to marketing e-mail and takes the address off the newsletter at once.',
  confirm: 'Record withdrawal',
  done: 'Withdrawal recorded. No marketing will be sent to this address.',
  failed: 'Failed to record the withdrawal. Please try again.',
} as const
