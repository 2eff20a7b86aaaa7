/**
 * Compliance cases (complaints, privacy requests): taken from the public submissions batch next
 * to the leads, exactly once per submission id, and worked by the super admin, every change
 * written to the case's append-only history in the same transaction as the change itself.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import {
  type CaseEvent,
  type CaseUpdateRequest,
  type ComplianceCase,
  type ComplianceCaseDetail,
  type ComplianceSubmission,
  complianceSubmissionSchema,
} from '#shared/compliance/cases.ts'
import { caseDueDates } from '#shared/compliance/due-dates.ts'
import { type ComplianceKind, caseStatusesFor, isComplianceKind } from '#shared/constants/compliance.ts'
import type { ApiErrorDetail } from '#shared/schemas/errors.ts'
import { toFieldErrors } from '#shared/schemas/errors.ts'
import { LEAD_VALIDATION_ERROR_CODE, type LeadBatchResult } from '#shared/schemas/leads.ts'
import type { Db } from '#worker/db/client.ts'
import { agents, complianceCaseEvents, complianceCases } from '#worker/db/schema/index.ts'
import type { Actor } from '#worker/domain/auth/actor.ts'
import { HttpError } from '#worker/lib/http-error.ts'
import { actorName, SUBMISSION_CONFLICT } from './leads'
import { contentHash } from './submission-hash'

type BatchItem = Parameters<Db['batch']>[0][number]
type CaseRow = typeof complianceCases.$inferSelect

export type ParsedComplianceEntry =
  | { status: 'valid'; submission: ComplianceSubmission }
  | { status: 'trapped'; id: string | null }
  | { status: 'invalid'; id: string | null; error: ApiErrorDetail }

/** Whether a raw batch entry claims a compliance kind (it is then judged here, not as a lead). */
export function isComplianceEntry(entry: unknown): boolean {
  return typeof entry === 'object' && entry !== null && isComplianceKind((entry as { kind?: unknown }).kind)
}

/** One raw entry judged on its own: a filled bot trap is answered as stored and nothing is kept. */
export function parseComplianceEntry(entry: unknown): ParsedComplianceEntry {
  const raw = entry as { id?: unknown; honeypot?: unknown }
  const id = typeof raw.id === 'string' && raw.id.length > 0 && raw.id.length <= 64 ? raw.id : null
  if (raw.honeypot !== undefined && raw.honeypot !== '') return { status: 'trapped', id }
  const parsed = complianceSubmissionSchema.safeParse(entry)
  if (parsed.success) return { status: 'valid', submission: parsed.data }
  return {
    status: 'invalid',
    id,
    error: { code: LEAD_VALIDATION_ERROR_CODE, message: 'Invalid submission', fields: toFieldErrors(parsed.error) },
  }
}

/** The content's fingerprint: its kind and normalised payload (not its id or bot trap). */
const fingerprint = (s: ComplianceSubmission) => contentHash({ kind: s.kind, payload: s.payload })

/**
 * Stores each valid submission once under its id, with its due dates and its 'received' history
 * entry; a retry with the same content is `duplicate`, other content under a stored id is refused
 * (409 `conflict`, nothing changed). Results in the entries' order.
 */
export async function intakeComplianceEntries(
  db: Db,
  entries: readonly ParsedComplianceEntry[],
  now: Date,
): Promise<LeadBatchResult[]> {
  const valid = entries.flatMap((e) => (e.status === 'valid' ? [e.submission] : []))
  const hashes = new Map<string, string>()
  for (const s of valid) hashes.set(s.id, await fingerprint(s))
  const agentIds = [
    ...new Set(valid.flatMap((s) => ('agent_id' in s.payload && s.payload.agent_id ? [s.payload.agent_id] : []))),
  ]
  const known = new Set(
    agentIds.length > 0
      ? (await db.select({ id: agents.id }).from(agents).where(inArray(agents.id, agentIds))).map((r) => r.id)
      : [],
  )
  const inserted = new Set<string>()
  if (valid.length > 0) {
    const writes: BatchItem[] = []
    const insertIndex: number[] = []
    for (const s of valid) {
      const due = caseDueDates(s.kind, now)
      const p = s.payload
      insertIndex.push(writes.length)
      writes.push(
        db
          .insert(complianceCases)
          .values({
            id: s.id,
            kind: s.kind,
            status: 'received',
            name: p.name,
            email: p.email.toLowerCase(),
            phone: 'phone' in p ? p.phone : null,
            agentId: 'agent_id' in p && p.agent_id && known.has(p.agent_id) ? p.agent_id : null,
            requestType: 'request_type' in p ? p.request_type : null,
            details: p.details,
            submissionHash: hashes.get(s.id) as string,
            receivedAt: now,
            acknowledgeBy: due.acknowledgeBy,
            resolveBy: due.resolveBy,
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing()
          .returning({ id: complianceCases.id }),
      )
      // The 'received' entry takes the case's id: written once, however often the case is sent.
      writes.push(
        db
          .insert(complianceCaseEvents)
          .values({ id: s.id, caseId: s.id, at: now, action: 'received', toStatus: 'received' })
          .onConflictDoNothing(),
      )
    }
    writes.push(
      db
        .select({ id: complianceCases.id, hash: complianceCases.submissionHash })
        .from(complianceCases)
        .where(
          inArray(
            complianceCases.id,
            valid.map((s) => s.id),
          ),
        ),
    )
    const out = (await db.batch(writes as [BatchItem, ...BatchItem[]])) as unknown[]
    for (const i of insertIndex) for (const row of out[i] as { id: string }[]) inserted.add(row.id)
    const stored = new Map((out.at(-1) as { id: string; hash: string }[]).map((r) => [r.id, r.hash]))
    for (const s of valid) if (stored.get(s.id) !== hashes.get(s.id)) hashes.set(s.id, 'conflict')
  }
  const seen = new Set<string>()
  return entries.map((e): LeadBatchResult => {
    if (e.status === 'trapped') return { id: e.id ?? 'unknown', outcome: 'ok', status: 'received' }
    if (e.status === 'invalid') return { id: e.id ?? 'unknown', outcome: 'rejected', error: e.error }
    const id = e.submission.id
    if (hashes.get(id) === 'conflict') return { id, outcome: 'rejected', error: SUBMISSION_CONFLICT }
    const first = inserted.has(id) && !seen.has(id)
    seen.add(id)
    return { id, outcome: first ? 'ok' : 'duplicate', status: 'received' }
  })
}

// ---------------------------------------------------------------------------------------
// The super admin's tab
// ---------------------------------------------------------------------------------------

const iso = (d: Date | null) => (d ? d.toISOString() : null)

function toCase(row: CaseRow & { agentName: string | null }): ComplianceCase {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    name: row.name,
    email: row.email,
    phone: row.phone,
    agentId: row.agentId,
    agentName: row.agentName,
    requestType: row.requestType,
    details: row.details,
    receivedAt: row.receivedAt.toISOString(),
    acknowledgeBy: row.acknowledgeBy,
    resolveBy: row.resolveBy,
    response: row.response,
    respondedAt: iso(row.respondedAt),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  }
}

async function selectCases(db: Db, where: ReturnType<typeof eq>, limit: number) {
  const rows = await db
    .select({ c: complianceCases, agentName: agents.name })
    .from(complianceCases)
    .leftJoin(agents, eq(agents.id, complianceCases.agentId))
    .where(where)
    .orderBy(desc(complianceCases.receivedAt), desc(complianceCases.id))
    .limit(limit)
  return rows.map((r) => toCase({ ...r.c, agentName: r.agentName }))
}

export const CASE_LIST_LIMIT = 500

/** The cases of a kind, newest first. */
export function listCases(db: Db, kind: ComplianceKind): Promise<ComplianceCase[]> {
  return selectCases(db, eq(complianceCases.kind, kind), CASE_LIST_LIMIT)
}

/** A case with its history, oldest entry first; 404 when there is none. */
export async function caseDetail(db: Db, id: string): Promise<ComplianceCaseDetail> {
  const [found] = await selectCases(db, eq(complianceCases.id, id), 1)
  if (!found) throw new HttpError('not_found', 'No such record')
  const events = await db
    .select()
    .from(complianceCaseEvents)
    .where(eq(complianceCaseEvents.caseId, id))
    .orderBy(complianceCaseEvents.at, complianceCaseEvents.id)
  const history: CaseEvent[] = events.map((e) => ({
    id: e.id,
    at: e.at.toISOString(),
    actorName: e.actorName,
    action: e.action,
    fromStatus: e.fromStatus,
    toStatus: e.toStatus,
    detail: e.detail,
  }))
  return { case: found, history }
}

export type CaseUpdateOutcome =
  | { kind: 'applied'; detail: ComplianceCaseDetail }
  | { kind: 'stale'; detail: ComplianceCaseDetail }

/**
 * Applies the super admin's change made on `baseVersion`: a new status, the written response
 * (stamped when it was written), a note. Each is a history entry with who and when, written in
 * the same transaction, only if the change itself was applied. Nothing changed (same status,
 * same response, no note) answers the case as it is. A stale version answers `stale` with the
 * current case.
 */
export async function updateCase(
  db: Db,
  id: string,
  change: CaseUpdateRequest,
  actor: Actor,
  now: Date,
): Promise<CaseUpdateOutcome> {
  const current = await caseDetail(db, id)
  const c = current.case
  if (c.version !== change.baseVersion) return { kind: 'stale', detail: current }
  if (change.status !== undefined && !caseStatusesFor(c.kind as ComplianceKind).includes(change.status))
    throw new HttpError('validation_failed', 'Invalid json: status', {
      status: 'Only a complaint can be referred to FSRA',
    })
  const status = change.status !== undefined && change.status !== c.status ? change.status : undefined
  const response = change.response !== undefined && change.response !== (c.response ?? '') ? change.response : undefined
  const note = change.note ? change.note : undefined
  if (status === undefined && response === undefined && note === undefined) return { kind: 'applied', detail: current }

  const name = await actorName(db, actor.id)
  const next = c.version + 1
  const at = now.getTime()
  // Each history entry is written only when the version moved: the update below took effect.
  const applied = sql`EXISTS (SELECT 1 FROM ${complianceCases} WHERE id = ${id} AND version = ${next})`
  const event = (action: string, from: string | null, to: string | null, detail: string | null) =>
    db.run(sql`INSERT INTO ${complianceCaseEvents} (id, case_id, at, actor_id, actor_name, action, from_status, to_status, detail)
      SELECT ${uuidv7()}, ${id}, ${at}, ${actor.id}, ${name}, ${action}, ${from}, ${to}, ${detail} WHERE ${applied}`)
  const writes: BatchItem[] = [
    db
      .update(complianceCases)
      .set({
        version: next,
        updatedAt: now,
        ...(status !== undefined ? { status } : {}),
        ...(response !== undefined ? { response: response || null, respondedAt: response ? now : null } : {}),
      })
      .where(and(eq(complianceCases.id, id), eq(complianceCases.version, change.baseVersion))),
  ]
  if (status !== undefined) writes.push(event('status', c.status, status, null))
  if (response !== undefined) writes.push(event('response', null, null, response || null))
  if (note !== undefined) writes.push(event('note', null, null, note))
  await db.batch(writes as [BatchItem, ...BatchItem[]])
  const after = await caseDetail(db, id)
  return after.case.version === next && after.history.length > current.history.length
    ? { kind: 'applied', detail: after }
    : { kind: 'stale', detail: after }
}

// ---------------------------------------------------------------------------------------
// Beside the leads in the public submission routes
// ---------------------------------------------------------------------------------------

/**
 * A public submissions batch with compliance entries among the leads: the leads go to `leads`
 * (the lead intake), the compliance entries are stored here, and the results come back in the
 * entries' order.
 */
export async function withComplianceEntries(
  db: Db,
  entries: readonly unknown[],
  now: Date,
  leads: (entries: unknown[]) => Promise<LeadBatchResult[]>,
): Promise<LeadBatchResult[]> {
  const ours = entries.map(isComplianceEntry)
  if (!ours.includes(true)) return leads([...entries])
  const leadEntries = entries.filter((_, i) => !ours[i])
  const leadResults = leadEntries.length > 0 ? await leads(leadEntries) : []
  const caseResults = await intakeComplianceEntries(
    db,
    entries.filter((_, i) => ours[i]).map(parseComplianceEntry),
    now,
  )
  let l = 0
  let k = 0
  return ours.map((mine) => (mine ? caseResults[k++] : leadResults[l++])) as LeadBatchResult[]
}

/** `POST /api/leads` with a compliance entry: stored once, or a 400 naming the fields, or 409. */
export async function submitComplianceCase(
  db: Db,
  body: unknown,
  now: Date,
): Promise<{ id: string; outcome: 'ok' | 'duplicate'; status: string }> {
  const [result] = await intakeComplianceEntries(db, [parseComplianceEntry(body)], now)
  if (!result || result.outcome === 'rejected') {
    const error = result?.error
    if (error?.code === SUBMISSION_CONFLICT.code) throw new HttpError('conflict', error.message, error.fields)
    const names = error?.fields ? Object.keys(error.fields).join(', ') : ''
    throw new HttpError('validation_failed', `Invalid submission${names ? `: ${names}` : ''}`, error?.fields)
  }
  return { id: result.id, outcome: result.outcome, status: result.status ?? 'received' }
}
