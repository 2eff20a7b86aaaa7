import { sql } from 'drizzle-orm'
import type { LeadSubmission } from '#shared/schemas/leads.ts'
import type { Db } from '#worker/db/client.ts'
import { chatLeadSessions, leads } from '#worker/db/schema/index.ts'

/**
 * Chat leads: one lead per `chat_session_id` (docs/decisions/056-chat-lead-upsert.md).
 *
 * The chat sends its session's lead again whenever the visitor's details change, each time
 * as a new outbox entry with its own id. Per entry, in the request's one batch (a
 * transaction), writes first:
 *   1. INSERT the lead under the entry's id, only when the session has no lead yet
 *      (ON CONFLICT(id) DO NOTHING: a replayed first entry inserts nothing);
 *   2. map the session to it, only when (1) inserted (`changes() = 1`);
 *   3. UPDATE the session's lead with this entry's contact details, conversation and metadata,
 *      only when the entry is newer than the last one applied (`last_interaction`), so a late
 *      or replayed older entry never overwrites newer details; status, agent and notes (staff
 *      fields) are left alone; `version` and `updated_at` move, so agents' devices pull it;
 *   4. record the newer `last_interaction`;
 *   5. read the session's lead (id, status, content fingerprint) for the answer.
 * An entry under the id of the entry that created the lead but with other content (a
 * fingerprint that differs) changes nothing in (3) and (4); the caller refuses it.
 * Concurrent entries of one session serialise on SQLite's single writer: exactly one inserts,
 * the others update or do nothing.
 */

export type ChatSubmission = Extract<LeadSubmission, { kind: 'chat' }>

/** What happened to one chat entry: inserted a lead, updated it, or changed nothing. */
export type ChatLeadResult = {
  applied: 'inserted' | 'updated' | 'none'
  leadId: string | null
  status: string
  /** The content fingerprint stored with the session's lead (that of the entry that created it). */
  submissionHash: string | null
}

type Row = Record<string, unknown>

function lastInteractionMs(submission: ChatSubmission, fallback: Date): number {
  const at = Date.parse(submission.payload.message.last_interaction)
  return Number.isFinite(at) ? at : fallback.getTime()
}

/** The statements of one chat entry (5 per entry), in order; `values` is its lead row. */
export function chatLeadStatements(
  db: Db,
  submission: ChatSubmission,
  values: {
    clientName: string
    clientEmail: string
    clientPhone?: string | null | undefined
    message?: string | null | undefined
    metadata?: unknown
    submissionHash?: string | null | undefined
    emailKey?: string | null | undefined
    phoneKey?: string | null | undefined
  },
  stamp: ReturnType<typeof sql>,
  now: Date,
) {
  const sessionId = submission.payload.metadata.chat_session_id
  const at = lastInteractionMs(submission, now)
  const metadata = JSON.stringify(values.metadata ?? {})
  const phone = values.clientPhone ?? null
  const message = values.message ?? null
  const hash = values.submissionHash ?? null
  const keys = { email: values.emailKey ?? null, phone: values.phoneKey ?? null }
  return [
    db.all<Row>(sql`
      INSERT INTO ${leads} (id, client_name, client_email, client_phone, email_key, phone_key, type, source, status, message, metadata, submission_kind, submission_hash, created_at, updated_at)
      SELECT ${submission.id}, ${values.clientName}, ${values.clientEmail}, ${phone}, ${keys.email}, ${keys.phone}, ${submission.payload.type}, ${submission.payload.source},
             'new', ${message}, ${metadata}, 'chat', ${hash}, ${now.getTime()}, ${stamp}
      WHERE NOT EXISTS (SELECT 1 FROM ${chatLeadSessions} WHERE session_id = ${sessionId})
      ON CONFLICT(id) DO NOTHING
      RETURNING id`),
    db.run(sql`
      INSERT INTO ${chatLeadSessions} (session_id, lead_id, last_interaction, updated_at)
      SELECT ${sessionId}, ${submission.id}, ${at}, ${now.getTime()}
      WHERE changes() = 1
      ON CONFLICT DO NOTHING`),
    db.all<Row>(sql`
      UPDATE ${leads}
      SET client_name = ${values.clientName}, client_email = ${values.clientEmail}, client_phone = ${phone},
          email_key = ${keys.email}, phone_key = ${keys.phone},
          message = ${message}, metadata = ${metadata}, version = version + 1, updated_at = ${stamp}
      WHERE id = (SELECT lead_id FROM ${chatLeadSessions} WHERE session_id = ${sessionId} AND last_interaction < ${at})
        AND deleted_at IS NULL
        AND NOT (id = ${submission.id} AND submission_hash IS NOT NULL AND submission_hash IS NOT ${hash})
      RETURNING id`),
    db.run(sql`
      UPDATE ${chatLeadSessions} SET last_interaction = ${at}, updated_at = ${now.getTime()}
      WHERE session_id = ${sessionId} AND last_interaction < ${at}
        AND NOT EXISTS (SELECT 1 FROM ${leads} WHERE id = ${submission.id} AND submission_hash IS NOT NULL
                        AND submission_hash IS NOT ${hash})`),
    db.all<Row>(sql`
      SELECT s.lead_id AS lead_id, l.status AS status, l.submission_hash AS submission_hash
      FROM ${chatLeadSessions} s LEFT JOIN ${leads} l ON l.id = s.lead_id
      WHERE s.session_id = ${sessionId}`),
  ] as const
}

export const CHAT_STATEMENTS_PER_ENTRY = 5

/** Reads the five results of one entry's statements. */
export function readChatLeadResults(results: readonly unknown[]): ChatLeadResult {
  const [inserted, , updated, , current] = results as [Row[], unknown, Row[], unknown, Row[]]
  const row = current[0]
  const leadId = typeof row?.lead_id === 'string' ? row.lead_id : null
  const status = typeof row?.status === 'string' ? row.status : 'new'
  const applied = inserted.length > 0 ? 'inserted' : updated.length > 0 ? 'updated' : 'none'
  const submissionHash = typeof row?.submission_hash === 'string' ? row.submission_hash : null
  return { applied, leadId, status, submissionHash }
}

/** Stores chat entries on their own (one batch); submitLeads batches them with the rest. */
export async function storeChatLeads(
  db: Db,
  entries: readonly { submission: ChatSubmission; values: Parameters<typeof chatLeadStatements>[2] }[],
  stamp: ReturnType<typeof sql>,
  now = new Date(),
) {
  if (entries.length === 0) return []
  const statements = entries.flatMap((e) => chatLeadStatements(db, e.submission, e.values, stamp, now))
  const results = (await db.batch(statements as unknown as Parameters<Db['batch']>[0])) as unknown as unknown[]
  return entries.map((_, i) =>
    readChatLeadResults(results.slice(i * CHAT_STATEMENTS_PER_ENTRY, (i + 1) * CHAT_STATEMENTS_PER_ENTRY)),
  )
}
