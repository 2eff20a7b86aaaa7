import { and, asc, desc, inArray, isNull, notInArray, or, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { CLOSED_LEAD_STATUSES } from '#shared/constants/leads.ts'
import type { LeadSubmission } from '#shared/schemas/leads.ts'
import type { LeadInquiry } from '#shared/schemas/sync.ts'
import type { Db } from '#worker/db/client.ts'
import { leadActivities, leadInquiries, leads } from '#worker/db/schema/index.ts'
import type { NewLead } from './leads'

/**
 * Returning clients: a new client inquiry (quote, contact, application, affordability copy)
 * whose e-mail or phone key (shared/leads/contact-keys.ts) matches an OPEN lead (not Funded,
 * not Lost, not deleted) is attached to that lead as an inquiry instead of becoming a second
 * lead: the lead keeps its agent and its stage, is marked returning (`returning_at`) and its
 * timeline gets an 'inquiry' entry.
 *
 * Not attached: newsletter sign-ups (a subscription, not an inquiry), broker applications (a
 * recruit, not a client) and chat entries (the chat rewrites its session's lead as the
 * conversation goes, so it keeps a lead of its own).
 */
export const ATTACHABLE_KINDS: ReadonlySet<LeadSubmission['kind']> = new Set([
  'quote',
  'contact',
  'application',
  'affordability-copy',
])

export type OpenLeadMatch = { id: string; agentId: string | null; emailKey: string | null; phoneKey: string | null }

/**
 * The open leads having any of these keys, newest first (by the key indexes): a query to run in
 * the caller's batch of reads; at least one key must be given.
 */
export function openLeadsMatching(db: Db, emailKeys: readonly string[], phoneKeys: readonly string[]) {
  return db
    .select({ id: leads.id, agentId: leads.agentId, emailKey: leads.emailKey, phoneKey: leads.phoneKey })
    .from(leads)
    .where(
      and(
        or(
          emailKeys.length > 0 ? inArray(leads.emailKey, [...emailKeys]) : undefined,
          phoneKeys.length > 0 ? inArray(leads.phoneKey, [...phoneKeys]) : undefined,
        ),
        isNull(leads.deletedAt),
        notInArray(leads.status, [...CLOSED_LEAD_STATUSES]),
      ),
    )
    .orderBy(desc(leads.createdAt), desc(leads.id))
}

/** The lead a submission attaches to: the newest open lead with its e-mail, else its phone. */
export function matchOpenLead(
  values: Pick<NewLead, 'emailKey' | 'phoneKey'>,
  open: readonly OpenLeadMatch[],
): OpenLeadMatch | null {
  if (values.emailKey) {
    const byEmail = open.find((l) => l.emailKey === values.emailKey)
    if (byEmail) return byEmail
  }
  if (values.phoneKey) return open.find((l) => l.phoneKey === values.phoneKey) ?? null
  return null
}

export const INQUIRY_STATEMENTS = 3

/**
 * The statements attaching one submission to lead `leadId`, in one batch with the rest:
 *   1. the inquiry, only while the lead is still open and undeleted and no lead already has the
 *      submission's id (ON CONFLICT(id) DO NOTHING: a replay stores nothing);
 *   2. its timeline entry, only when (1) stored a row (`changes() = 1`);
 *   3. the lead marked returning, version and change stamp moved (agents' devices pull it), only
 *      when (2) wrote this very entry.
 * When (1) stores nothing and no inquiry has the id, the lead closed meanwhile: the caller
 * stores the submission as a lead of its own.
 */
export function attachStatements(
  db: Db,
  leadId: string,
  values: Omit<NewLead, 'updatedAt'>,
  stamp: ReturnType<typeof sql>,
  now: Date,
) {
  const activityId = uuidv7()
  const at = now.getTime()
  const metadata = JSON.stringify(values.metadata ?? {})
  const closed = sql.join(
    CLOSED_LEAD_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  )
  return [
    db.all<{ id: string }>(sql`
      INSERT INTO ${leadInquiries} (id, lead_id, submission_hash, submission_kind, type, source, client_name, client_email, client_phone, agent_id, message, metadata, consent_version, consent_at, created_at)
      SELECT ${values.id}, l.id, ${values.submissionHash ?? null}, ${values.submissionKind ?? null}, ${values.type}, ${values.source}, ${values.clientName},
             ${values.clientEmail}, ${values.clientPhone ?? null}, ${values.agentId ?? null}, ${values.message ?? null}, ${metadata},
             ${values.consentVersion ?? null}, ${values.consentAt ? values.consentAt.getTime() : null}, ${at}
      FROM ${leads} l
      WHERE l.id = ${leadId} AND l.deleted_at IS NULL AND l.status NOT IN (${closed})
        AND NOT EXISTS (SELECT 1 FROM ${leads} x WHERE x.id = ${values.id})
      ON CONFLICT(id) DO NOTHING
      RETURNING id`),
    db.run(sql`
      INSERT INTO ${leadActivities} (id, lead_id, kind, actor_name, to_value, to_label, created_at)
      SELECT ${activityId}, ${leadId}, 'inquiry', ${values.clientName}, ${values.id}, ${values.source}, ${at}
      WHERE changes() = 1`),
    db.all<{ id: string; agentId: string | null; status: string }>(sql`
      UPDATE ${leads} SET returning_at = ${at}, version = version + 1, updated_at = ${stamp}
      WHERE id = ${leadId} AND EXISTS (SELECT 1 FROM ${leadActivities} WHERE id = ${activityId})
      RETURNING id, agent_id AS agentId, status`),
  ] as const
}

type StoredInquiry = { leadId: string; status: string; agentId: string | null; submissionHash: string | null }

/** The inquiries already stored under these submission ids, with their lead. */
export async function storedInquiries(db: Db, ids: readonly string[]): Promise<Map<string, StoredInquiry>> {
  return ids.length === 0 ? new Map() : inquiriesById(await storedInquiriesQuery(db, ids))
}

/** The inquiries stored under these ids keyed by id (the rows of `storedInquiriesQuery`). */
export function inquiriesById(rows: readonly (StoredInquiry & { id: string })[]): Map<string, StoredInquiry> {
  return new Map(rows.map(({ id, ...inquiry }) => [id, inquiry]))
}

/** The query of `storedInquiries`, to run in the caller's batch of reads (at least one id). */
export function storedInquiriesQuery(db: Db, ids: readonly string[]) {
  return db
    .select({
      id: leadInquiries.id,
      leadId: leadInquiries.leadId,
      status: leads.status,
      agentId: leads.agentId,
      submissionHash: leadInquiries.submissionHash,
    })
    .from(leadInquiries)
    .innerJoin(leads, sql`${leads.id} = ${leadInquiries.leadId}`)
    .where(inArray(leadInquiries.id, [...ids]))
}

/** The inquiries of these leads, oldest first per lead (one read; none when no id is given). */
export async function inquiriesOf(db: Db, leadIds: readonly string[]): Promise<Map<string, LeadInquiry[]>> {
  const out = new Map<string, LeadInquiry[]>()
  if (leadIds.length === 0) return out
  const rows = await db
    .select()
    .from(leadInquiries)
    .where(inArray(leadInquiries.leadId, [...leadIds]))
    .orderBy(asc(leadInquiries.createdAt), asc(leadInquiries.id))
  for (const r of rows) {
    const list = out.get(r.leadId) ?? []
    list.push({
      id: r.id,
      submissionKind: r.submissionKind,
      type: r.type,
      source: r.source,
      clientName: r.clientName,
      clientEmail: r.clientEmail,
      clientPhone: r.clientPhone,
      agentId: r.agentId,
      message: r.message,
      metadata: r.metadata ?? {},
      consentVersion: r.consentVersion,
      consentAt: r.consentAt ? r.consentAt.toISOString() : null,
      createdAt: r.createdAt.toISOString(),
    })
    out.set(r.leadId, list)
  }
  return out
}

/** The inquiries of the returning leads among `rows` (the others have none to read). */
export function inquiriesOfReturning(
  db: Db,
  rows: readonly { id: string; returningAt: Date | null; deletedAt?: Date | null }[],
): Promise<Map<string, LeadInquiry[]>> {
  return inquiriesOf(
    db,
    rows.filter((r) => r.returningAt !== null && !r.deletedAt).map((r) => r.id),
  )
}
