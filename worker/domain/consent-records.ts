/**
 * Consent records (docs/decisions/200-consent-records.md): each grant or withdrawal is written
 * as one statement of the batch that carries it, keyed by its cause, so it is stored with that
 * write or not at all, and once however often the write is retried.
 */
import { sql } from 'drizzle-orm'
import { consentPurposeOf } from '#shared/compliance/consent.ts'
import type { Db } from '#worker/db/client.ts'
import { consentRecords, consentTexts, leadInquiries, leads } from '#worker/db/schema/index.ts'
import type { CsvColumn } from '#worker/lib/csv.ts'

export const RECORD_COLUMNS = sql`key, email, lead_id, subscriber_id, purpose, action, text_version, at, recorded_at, page, form, method, actor_user_id`

/**
 * The grant a stored submission carries (none when its form asks no consent): written only when
 * the submission's lead, or the inquiry it became, exists after the batch's earlier statements.
 */
export function grantStatement(
  db: Db,
  id: string,
  v: {
    clientEmail: string
    submissionKind?: string | null
    consentVersion?: string | null
    consentAt?: Date | null
    metadata?: unknown
  },
  now: Date,
) {
  const purpose = consentPurposeOf(v.submissionKind ?? '')
  if (!purpose || !v.consentVersion) return null
  const page = (v.metadata as { context?: { page?: string } } | undefined)?.context?.page ?? null
  return db.run(sql`INSERT INTO ${consentRecords} (${RECORD_COLUMNS})
    SELECT ${`lead:${id}:${purpose}`}, ${v.clientEmail.trim().toLowerCase()},
      coalesce((SELECT lead_id FROM ${leadInquiries} WHERE id = ${id}), ${id}), NULL, ${purpose}, 'granted',
      ${v.consentVersion}, ${(v.consentAt ?? now).getTime()}, ${now.getTime()}, ${page}, ${v.submissionKind}, 'web-form', NULL
    WHERE EXISTS (SELECT 1 FROM ${leads} WHERE id = ${id}) OR EXISTS (SELECT 1 FROM ${leadInquiries} WHERE id = ${id})
    ON CONFLICT (key) DO NOTHING`)
}

/** The withdrawal of the unsubscribe that `token` just made (the row it stamped with `now`). */
export function unsubscribeWithdrawal(db: Db, token: string, now: Date) {
  return db.run(sql`INSERT INTO ${consentRecords} (${RECORD_COLUMNS})
    SELECT 'unsubscribe:' || id || ':' || unsubscribed_at, email, lead_id, id, 'newsletter', 'withdrawn', NULL,
      unsubscribed_at, ${now.getTime()}, '/newsletter/unsubscribe', 'newsletter-unsubscribe', 'unsubscribe-link', NULL
    FROM newsletter_subscribers WHERE unsubscribe_token = ${token} AND unsubscribed_at = ${now.getTime()}
    ON CONFLICT (key) DO NOTHING`)
}

/**
 * The consent an address holds, as the exports say it: its latest record, 'granted <version>
 * <day>' or 'withdrawn <day>' (the record's UTC day), else 'none recorded'.
 */
export const heldConsentSql = (emailColumn: unknown) =>
  sql<string>`coalesce((SELECT c.action || CASE c.action WHEN 'granted' THEN ' ' || coalesce(c.text_version, 'unknown version') ELSE '' END || ' ' || date(c.at / 1000, 'unixepoch')
    FROM ${consentRecords} c WHERE c.email = lower(trim(${emailColumn})) ORDER BY c.at DESC, c.id DESC LIMIT 1), 'none recorded')`

/** The consent history's columns, in order (the CSV's headers are these names; times ISO, UTC). */
const HISTORY = [
  'at',
  'action',
  'purpose',
  'text_version',
  'text',
  'method',
  'page',
  'form',
  'lead_id',
  'subscriber_id',
  'actor_user_id',
  'recorded_at',
  'backfilled',
] as const

export type ConsentHistoryRow = Record<(typeof HISTORY)[number], string | number | null>

/** A person's consent history, oldest first, each record with the exact words of its text. */
export const consentHistory = (db: Db, email: string) =>
  db.all<ConsentHistoryRow>(sql`SELECT ${sql.raw(
    HISTORY.map((k) =>
      k === 'text'
        ? 't.text'
        : k.endsWith('at')
          ? `strftime('%Y-%m-%dT%H:%M:%fZ', r.${k} / 1000.0, 'unixepoch') AS ${k}`
          : `r.${k}`,
    ).join(),
  )}
    FROM ${consentRecords} r LEFT JOIN ${consentTexts} t ON t.version = r.text_version
    WHERE r.email = ${email.trim().toLowerCase()} ORDER BY r.at, r.id`)

/** The consent history CSV (worker/lib/csv.ts neutralises formula-looking cells); times in UTC. */
export const CONSENT_HISTORY_COLUMNS: readonly CsvColumn<ConsentHistoryRow>[] = HISTORY.map((k) => ({
  header: k,
  value: (r) => r[k],
}))
