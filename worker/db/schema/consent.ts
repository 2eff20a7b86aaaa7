import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { CONSENT_ACTIONS, CONSENT_METHODS, CONSENT_PURPOSES } from '#shared/compliance/consent.ts'
import { bool, timestamp } from './columns'

/**
 * Provable consent (docs/decisions/200-consent-records.md).
 *
 * `consent_texts`: the exact words of each consent text, by version, so the words a person was
 * shown can be proven; a text changes only under a new version (a migration adds it).
 *
 * `consent_records`: append-only (the migration's triggers refuse UPDATE and DELETE), one row per
 * grant or withdrawal, written in the same batch as what carries it (the lead, the unsubscribe,
 * the staff request). `key` names that cause (the submission and purpose, the unsubscribe, the
 * staff request's id), so a retry never records it twice. No references: a record outlives the
 * lead or subscriber it names (it is the proof of a withdrawal too).
 */
export const consentTexts = sqliteTable('consent_texts', {
  version: text().primaryKey(),
  purpose: text({ enum: CONSENT_PURPOSES }).notNull(),
  text: text().notNull(),
})

export const consentRecords = sqliteTable(
  'consent_records',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    key: text().notNull(),
    /** Trimmed and lower-cased. */
    email: text().notNull(),
    leadId: text(),
    subscriberId: text(),
    purpose: text({ enum: CONSENT_PURPOSES }).notNull(),
    action: text({ enum: CONSENT_ACTIONS }).notNull(),
    /** The consent text's version (grants). */
    textVersion: text(),
    /** When it was given or withdrawn (a form's tick: the device's time). */
    at: timestamp().notNull(),
    recordedAt: timestamp().notNull(),
    /** The page and the form it came from (a web form), when known. */
    page: text(),
    form: text(),
    method: text({ enum: CONSENT_METHODS }).notNull(),
    /** The staff member who recorded it (staff-recorded). */
    actorUserId: text(),
    /** Copied from the older consent columns when the table was introduced. */
    backfilled: bool().notNull().default(false),
  },
  (t) => [uniqueIndex('consent_records_key_idx').on(t.key), index('consent_records_email_at_idx').on(t.email, t.at)],
)
