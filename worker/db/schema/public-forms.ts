import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { createdTime, id, timestamp } from './columns'
import { leads } from './leads'

/**
 * Tables of the public lead forms.
 *
 * `lead_partner_posts`: the contact form's submission to the partner network, one row per lead.
 * The row is inserted ('pending') BEFORE the POST with ON CONFLICT DO NOTHING: only the request
 * that inserted it posts, so a lead replayed by the outbox (or two tabs racing) is posted once.
 *
 * `newsletter_subscribers`: one row per address (lower-cased), with the consent given (CASL:
 * its text version and time) and the token of its unsubscribe link.
 */
export const PARTNER_POST_STATES = ['pending', 'sent', 'failed'] as const

export const leadPartnerPosts = sqliteTable('lead_partner_posts', {
  leadId: text()
    .primaryKey()
    .references(() => leads.id, { onDelete: 'cascade' }),
  state: text({ enum: PARTNER_POST_STATES }).notNull(),
  /** The partner's HTTP status, when it answered. */
  httpStatus: integer(),
  /** Why it failed, or the start of the partner's answer (no personal data). */
  detail: text(),
  createdAt: createdTime(),
  finishedAt: timestamp(),
})

export const newsletterSubscribers = sqliteTable(
  'newsletter_subscribers',
  {
    id: id(),
    /** Trimmed and lower-cased: the same address twice is one subscriber. */
    email: text().notNull(),
    /** The lead that (last) subscribed it. */
    leadId: text().references(() => leads.id, { onDelete: 'set null' }),
    unsubscribeToken: text().notNull(),
    consentVersion: text().notNull(),
    consentAt: timestamp().notNull(),
    subscribedAt: timestamp().notNull(),
    unsubscribedAt: timestamp(),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_idx').on(t.email),
    uniqueIndex('newsletter_subscribers_token_idx').on(t.unsubscribeToken),
  ],
)
