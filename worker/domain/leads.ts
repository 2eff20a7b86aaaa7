import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { CHAT_PLACEHOLDER_EMAIL, type LeadLostReason, leadStageOf, lostReasonWords } from '#shared/constants/leads.ts'
import { emailKey, phoneKey } from '#shared/leads/contact-keys.ts'
import { chatMessageText } from '#shared/leads/lead-message.ts'
import type { ApiErrorDetail } from '#shared/schemas/errors.ts'
import {
  contactClientName,
  LEAD_VALIDATION_ERROR_CODE,
  type LeadBatchResult,
  type LeadStatus,
  type LeadSubmission,
  newsletterClientName,
  type ParsedBatchEntry,
} from '#shared/schemas/leads.ts'
import type { LeadInquiry, LeadStatusChangeResponse, SyncedLead } from '#shared/schemas/sync.ts'
import type { Db } from '#worker/db/client.ts'
import { agents, leadActivities, leads, profiles, syncMutations, users } from '#worker/db/schema/index.ts'
import type { Actor } from '#worker/domain/auth/actor.ts'
import { HttpError } from '#worker/lib/http-error.ts'
import { requireAgentOfUser } from './auth/ownership'
import { type ChatLeadResult, type ChatSubmission, storeChatLeads } from './chat-leads'
import { grantStatement } from './consent-records'
import type { LeadIntake } from './lead-intake'
import { normalizeEmail, subscribedAddresses } from './newsletter'
import {
  ATTACHABLE_KINDS,
  attachStatements,
  INQUIRY_STATEMENTS,
  inquiriesById,
  inquiriesOfReturning,
  matchOpenLead,
  type OpenLeadMatch,
  openLeadsMatching,
  storedInquiries,
  storedInquiriesQuery,
} from './returning-clients'
import { contentHash } from './submission-hash'

/**
 * Leads: public submissions (idempotent on the device-generated id) and staff status changes
 * (version-checked, idempotent on the mutation id). See
 * docs/decisions/012-lead-idempotency-and-delta-sync.md.
 */

export type LeadRow = typeof leads.$inferSelect
export type NewLead = typeof leads.$inferInsert

// ---------------------------------------------------------------------------------------
// Change stamps
// ---------------------------------------------------------------------------------------

/**
 * `updated_at` of every lead write. Computed INSIDE the write, from the database clock, and
 * always above the current maximum, so stamps grow in commit order (SQLite has one writer):
 * a delta pull that handed out cursor (t, id) can never later meet a committed row stamped
 * below t. Every code path that changes a lead (status, notes, delete, reassignment) must set
 * `updatedAt: leadStamp()` and bump `version`, or devices will miss the change.
 */
export function leadStamp(): SQL<Date> {
  return sql<Date>`max(CAST(unixepoch('subsec') * 1000 AS INTEGER), coalesce((SELECT max("updated_at") FROM "leads"), 0) + 1)`
}

// ---------------------------------------------------------------------------------------
// Submission → row (the public forms and the application form)
// ---------------------------------------------------------------------------------------

/**
 * The `leads` row for a validated submission, column for column as the spec's lead table
 * says. Pure; `updatedAt` is set by the insert (leadStamp).
 */
export function leadValuesFromSubmission(submission: LeadSubmission, now: Date): Omit<NewLead, 'updatedAt'> {
  const columns = submissionColumns(submission, now)
  return { ...columns, emailKey: emailKey(columns.clientEmail), phoneKey: phoneKey(columns.clientPhone) }
}

/** The payload fields most kinds share, as one shape (each kind has a subset). */
type CommonPayload = {
  type: NewLead['type']
  source: NewLead['source']
  client_name?: string
  client_email?: string
  client_phone?: string | null
  agent_id?: string | null
  metadata: Record<string, unknown>
  consent?: { text_version: string; granted_at: string }
}

function submissionColumns(submission: LeadSubmission, now: Date): Omit<NewLead, 'updatedAt'> {
  // Every kind fills the shared columns alike; the switch says only where a kind differs.
  const p = submission.payload as CommonPayload
  const email = p.client_email ?? CHAT_PLACEHOLDER_EMAIL
  const row = {
    id: submission.id,
    status: 'new' as const,
    submissionKind: submission.kind,
    createdAt: now,
    type: p.type,
    source: p.source,
    clientName: p.client_name ?? newsletterClientName(email),
    clientEmail: email,
    clientPhone: p.client_phone ?? null,
    agentId: p.agent_id ?? null,
    metadata: p.metadata,
    ...(p.consent ? { consentVersion: p.consent.text_version, consentAt: new Date(p.consent.granted_at) } : {}),
  }
  switch (submission.kind) {
    case 'chat': {
      const { message } = submission.payload
      return { ...row, message: chatMessageText(message.conversation, message.last_interaction) }
    }
    case 'contact': {
      const c = submission.payload
      const metadata = {
        phoneType: c.metadata.phoneType,
        postalCode: c.metadata.postalCode ?? null,
        ...(c.metadata.context ? { context: c.metadata.context } : {}),
      }
      return { ...row, clientName: contactClientName(c), message: c.message, metadata }
    }
    case 'become-broker':
      return { ...row, message: submission.payload.message || null }
    case 'application': {
      const m = submission.payload.metadata
      const metadata = {
        mortgage_amount: m.mortgage_amount ?? null,
        property_address: m.property_address ?? null,
        ...(m.product ? { product: m.product } : {}),
        ...(m.context ? { context: m.context } : {}),
      }
      return { ...row, metadata }
    }
    default:
      return row
  }
}

function agentIdOf(submission: LeadSubmission): string | null {
  switch (submission.kind) {
    case 'quote':
    case 'contact':
    case 'application':
      return submission.payload.agent_id ?? null
    default:
      return null
  }
}

// ---------------------------------------------------------------------------------------
// Side effects after a NEW lead
// ---------------------------------------------------------------------------------------

/**
 * A lead this request inserted (never a duplicate): what a side effect may need. Only ids whose
 * INSERT ... ON CONFLICT DO NOTHING actually inserted a row are listed, so work done per new lead
 * (worker/domain/public-lead-effects.ts) never runs twice for a replayed submission.
 */
export type InsertedLead = {
  id: string
  submission: LeadSubmission
  /** The lead it is part of: its own id, or the open lead a returning client's inquiry joined. */
  leadId: string
}

// ---------------------------------------------------------------------------------------
// Submissions
// ---------------------------------------------------------------------------------------

export const UNKNOWN_AGENT_MESSAGE = 'Unknown or inactive agent'

/** A retry under a stored submission id whose content differs from what was stored. */
export const SUBMISSION_CONFLICT: ApiErrorDetail = {
  code: 'conflict',
  message: 'This submission id was already used for different details; nothing was changed. Send the form again.',
  fields: { id: 'Already used for a submission with different details' },
}

/** The fingerprint of a submission's content (its kind and normalised payload; not its id or honeypot). */
export function submissionHash(submission: LeadSubmission): Promise<string> {
  return contentHash({ kind: submission.kind, payload: submission.payload })
}

/**
 * `inserted`: submissions stored now (a new lead, or a returning client's inquiry attached now),
 * for the effects that run once per submission; `intakes`: what happened to which lead, for
 * worker/domain/lead-intake.ts.
 */
export type SubmitOutcome = { results: LeadBatchResult[]; inserted: InsertedLead[]; intakes: LeadIntake[] }

function rejection(fields: Record<string, string>, message = 'Invalid lead submission'): ApiErrorDetail {
  return { code: LEAD_VALIDATION_ERROR_CODE, message, fields }
}

/**
 * Stores parsed submissions. Each entry gets its own outcome: `ok` (inserted now),
 * `duplicate` (the id exists: first write wins, the stored status is returned), or
 * `rejected` (invalid, or naming an agent that is not active). A filled honeypot answers
 * `ok` and stores nothing.
 *
 * Round trips: one batch of reads (`readBeforeStore`), then one batch (a transaction): a
 * multi-row INSERT ... ON CONFLICT(id) DO NOTHING RETURNING id, followed by a read of every
 * id's status. Dedupe happens inside that statement, so concurrent repeats of an id store
 * exactly one row.
 */
export async function submitLeads(
  db: Db,
  entries: readonly ParsedBatchEntry[],
  now = new Date(),
): Promise<SubmitOutcome> {
  const valid = entries.flatMap((e) => (e.status === 'valid' ? [e.submission] : []))
  const newsletter = valid.flatMap((s) => (s.kind === 'newsletter' ? [s] : []))
  // Every non-chat submission may be stored: its id is looked up, and an inquiry's keys matched
  // against the open leads (./returning-clients), all in the one batch of reads.
  const candidates = new Map(valid.flatMap((s) => (s.kind === 'chat' ? [] : [[s.id, s] as const])))
  const keys = [...candidates.values()]
    .filter((s) => ATTACHABLE_KINDS.has(s.kind))
    .map((s) => leadValuesFromSubmission(s, now))
  const read = await readBeforeStore(db, {
    agentIds: [...new Set(valid.flatMap((s) => agentIdOf(s) ?? []))],
    emails: newsletter.map((s) => s.payload.client_email),
    ids: [...candidates.keys()],
    emailKeys: keys.flatMap((v) => v.emailKey ?? []),
    phoneKeys: keys.flatMap((v) => v.phoneKey ?? []),
  })
  const activeAgents = new Set(read.agents.map((r) => r.id))

  // One address, one subscription: a newsletter sign-up (a new device id) for an address on the
  // list already, or signed up earlier in this batch, is answered as such and stores no second
  // lead. A replay of a stored sign-up (its id exists) stays a plain duplicate.
  const onList = new Set(read.subscribed.map((r) => r.email))
  const storedIds = new Set(read.asLeads.map((r) => r.id))
  const signedUp = new Map<string, string>() // address → the id that signs it up in this batch
  const alreadySubscribed = (s: LeadSubmission): boolean => {
    if (s.kind !== 'newsletter' || storedIds.has(s.id)) return false
    const email = normalizeEmail(s.payload.client_email)
    const first = signedUp.get(email)
    if (onList.has(email) || (first !== undefined && first !== s.id)) return true
    signedUp.set(email, s.id)
    return false
  }

  type Plan = { kind: 'result'; result: LeadBatchResult } | { kind: 'store'; submission: LeadSubmission }
  // biome-ignore lint/suspicious/useIterableCallbackReturn: the switch covers every status (TypeScript checks it)
  const plans: Plan[] = entries.map((entry, index): Plan => {
    const fallbackId = `#${index}`
    switch (entry.status) {
      case 'trapped':
        return { kind: 'result', result: { id: entry.id ?? fallbackId, outcome: 'ok', status: 'new' } }
      case 'invalid':
        return { kind: 'result', result: { id: entry.id ?? fallbackId, outcome: 'rejected', error: entry.error } }
      case 'valid': {
        const agentId = agentIdOf(entry.submission)
        if (agentId && !activeAgents.has(agentId)) {
          return {
            kind: 'result',
            result: {
              id: entry.submission.id,
              outcome: 'rejected',
              error: rejection({ 'payload.agent_id': UNKNOWN_AGENT_MESSAGE }),
            },
          }
        }
        if (alreadySubscribed(entry.submission))
          return {
            kind: 'result',
            result: { id: entry.submission.id, outcome: 'duplicate', status: 'new', alreadySubscribed: true },
          }
        return { kind: 'store', submission: entry.submission }
      }
    }
  })

  const toStore = new Map<string, LeadSubmission>()
  // Chat entries update their session's one lead (worker/domain/chat-leads.ts).
  const chats = new Map<string, ChatSubmission>()
  for (const plan of plans) {
    if (plan.kind !== 'store') continue
    const s = plan.submission
    if (s.kind === 'chat') {
      if (!chats.has(s.id)) chats.set(s.id, s)
    } else if (!toStore.has(s.id)) toStore.set(s.id, s)
  }

  // Each entry's content fingerprint: a retry under a stored id must carry the same content.
  const hashes = new Map<LeadSubmission, string>()
  for (const plan of plans) {
    if (plan.kind === 'store') hashes.set(plan.submission, await submissionHash(plan.submission))
  }

  const { insertedIds, statuses, attached, storedHashes } = await storeSubmissions(db, toStore, hashes, now, read)
  const intakes: LeadIntake[] = []
  for (const id of insertedIds) {
    const stored = statuses.get(id)
    if (stored) intakes.push({ happened: 'created', lead: { id, ...stored }, submissionId: id })
  }
  for (const [submissionId, lead] of attached) intakes.push({ happened: 'returning', lead, submissionId })

  const chatResults = new Map<string, ChatLeadResult>()
  if (chats.size > 0) {
    const list = [...chats.values()]
    const stored = await storeChatLeads(
      db,
      list.map((submission) => ({
        submission,
        values: { ...leadValuesFromSubmission(submission, now), submissionHash: hashes.get(submission) ?? null },
      })),
      leadStamp(),
      now,
    )
    for (const [i, submission] of list.entries()) {
      const result = stored[i]!
      chatResults.set(submission.id, result)
      if (result.applied === 'inserted' && result.leadId)
        intakes.push({
          happened: 'created',
          lead: { id: result.leadId, agentId: null, status: result.status },
          submissionId: submission.id,
        })
    }
  }

  const answered = new Set<string>()
  const inserted: InsertedLead[] = []
  const results = plans.map((plan): LeadBatchResult => {
    if (plan.kind === 'result') return plan.result
    const { id } = plan.submission
    // Within one request the first entry with an id is the one that inserted it.
    const first = !answered.has(id)
    answered.add(id)
    const chat = chatResults.get(id)
    // A chat entry's id is stored only when it created its session's lead.
    const stored = chat ? (chat.leadId === id ? chat.submissionHash : null) : storedHashes.get(id)
    if (stored && stored !== hashes.get(plan.submission)) {
      // The id was already used for other content: refused, nothing overwritten. A row stored
      // before fingerprints were kept (null) cannot be compared and counts as a duplicate.
      return { id, outcome: 'rejected', error: SUBMISSION_CONFLICT }
    }
    if (chat) {
      // 'ok' when this entry created or updated the session's lead, else a replay: 'duplicate'.
      if (first && chat.applied === 'inserted') inserted.push({ id, submission: plan.submission, leadId: id })
      return { id, outcome: first && chat.applied !== 'none' ? 'ok' : 'duplicate', status: chat.status }
    }
    const status = statuses.get(id)?.status ?? 'new'
    if (first && (insertedIds.has(id) || attached.has(id))) {
      inserted.push({ id, submission: plan.submission, leadId: attached.get(id)?.id ?? id })
      return { id, outcome: 'ok', status }
    }
    return { id, outcome: 'duplicate', status }
  })
  return { results, inserted, intakes }
}

type StoredLead = { status: string; agentId: string | null }

type BeforeStore = {
  agents: { id: string }[]
  subscribed: { email: string }[]
  asLeads: { id: string; submissionHash: string | null }[]
  inquiries: Parameters<typeof inquiriesById>[0]
  open: OpenLeadMatch[]
}

/**
 * Everything a submission needs read before it is stored, as one batch (one round trip): the
 * named agents (only active ones count), the newsletter addresses on the list, the submission
 * ids already stored as leads or inquiries (with their fingerprints), and the open leads a
 * returning client's inquiry may join. A read with nothing to look up is not sent.
 */
async function readBeforeStore(
  db: Db,
  q: { agentIds: string[]; emails: string[]; ids: string[]; emailKeys: string[]; phoneKeys: string[] },
): Promise<BeforeStore> {
  const reads = [
    q.agentIds.length > 0 &&
      db
        .select({ id: agents.id })
        .from(agents)
        .where(and(inArray(agents.id, q.agentIds), eq(agents.isActive, true), isNull(agents.deletedAt))),
    q.emails.length > 0 && subscribedAddresses(db, q.emails),
    q.ids.length > 0 &&
      db.select({ id: leads.id, submissionHash: leads.submissionHash }).from(leads).where(inArray(leads.id, q.ids)),
    q.ids.length > 0 && storedInquiriesQuery(db, q.ids),
    q.emailKeys.length + q.phoneKeys.length > 0 && openLeadsMatching(db, q.emailKeys, q.phoneKeys),
  ]
  const sent = reads.filter((r) => r !== false)
  const answers = sent.length > 0 ? ((await db.batch(sent as never)) as unknown as unknown[][]) : []
  let next = 0
  const [agentRows, subscribed, asLeads, inquiries, open] = reads.map((r) => (r === false ? [] : answers[next++]!))
  return { agents: agentRows, subscribed, asLeads, inquiries, open } as BeforeStore
}
type AttachedLead = { id: string; agentId: string | null; status: string }

/**
 * Stores the non-chat submissions: a replay (a lead or an inquiry already has the id) stores
 * nothing; a returning client's inquiry is attached to the open lead it matches
 * (./returning-clients); every other submission becomes a lead. What it needs to know (the ids
 * already stored, the matching open leads) comes from `readBeforeStore`; its round trips: one
 * batch (a transaction) of inserts, attachments and the read-back; rarely one more read and
 * insert for a submission whose lead closed between the read and the batch.
 */
async function storeSubmissions(
  db: Db,
  toStore: ReadonlyMap<string, LeadSubmission>,
  hashes: ReadonlyMap<LeadSubmission, string>,
  now: Date,
  read: BeforeStore,
) {
  const insertedIds = new Set<string>()
  const statuses = new Map<string, StoredLead>()
  const attached = new Map<string, AttachedLead>()
  /** The fingerprint stored with each id (null: stored before fingerprints were kept). */
  const storedHashes = new Map<string, string | null>()
  if (toStore.size === 0) return { insertedIds, statuses, attached, storedHashes }
  const ids = [...toStore.keys()]
  const values = new Map(
    [...toStore].map(([id, s]) => [id, { ...leadValuesFromSubmission(s, now), submissionHash: hashes.get(s) ?? null }]),
  )

  const asLeads = read.asLeads.filter((r) => toStore.has(r.id))
  const asInquiries = inquiriesById(read.inquiries.filter((r) => toStore.has(r.id)))
  for (const row of asLeads) storedHashes.set(row.id, row.submissionHash)
  for (const [id, inquiry] of asInquiries) storedHashes.set(id, inquiry.submissionHash)
  const known = new Set([...asLeads.map((r) => r.id), ...asInquiries.keys()])
  for (const [id, inquiry] of asInquiries) statuses.set(id, { status: inquiry.status, agentId: inquiry.agentId })
  const candidates = [...toStore.values()].filter((s) => !known.has(s.id) && ATTACHABLE_KINDS.has(s.kind))
  const attachTo = new Map<string, string>()
  for (const s of candidates) {
    const match = matchOpenLead(values.get(s.id)!, read.open)
    if (match) attachTo.set(s.id, match.id)
  }

  // Each stored submission's consent grant goes in the same batch (./consent-records).
  const insertLeads = async (
    createIds: readonly string[],
    more: readonly ReturnType<typeof attachStatements>[],
    grantIds: readonly string[] = createIds,
  ) => {
    const grants = grantIds.flatMap((id) => grantStatement(db, id, values.get(id)!, now) ?? [])
    const insert =
      createIds.length > 0
        ? [
            db
              .insert(leads)
              .values(createIds.map((id) => ({ ...values.get(id)!, updatedAt: leadStamp() })))
              .onConflictDoNothing({ target: leads.id })
              .returning({ id: leads.id }),
          ]
        : []
    const statements = [
      ...insert,
      ...more.flat(),
      ...grants,
      db
        .select({ id: leads.id, status: leads.status, agentId: leads.agentId, submissionHash: leads.submissionHash })
        .from(leads)
        .where(inArray(leads.id, [...createIds])),
    ]
    const results = (await db.batch(statements as unknown as Parameters<Db['batch']>[0])) as unknown as unknown[]
    if (insert.length > 0) for (const row of results[0] as { id: string }[]) insertedIds.add(row.id)
    for (const row of results.at(-1) as {
      id: string
      status: string
      agentId: string | null
      submissionHash: string | null
    }[]) {
      statuses.set(row.id, { status: row.status, agentId: row.agentId })
      storedHashes.set(row.id, row.submissionHash)
    }
    return results.slice(insert.length, -1 - grants.length)
  }

  const creates = ids.filter((id) => !attachTo.has(id) && !asInquiries.has(id))
  const attachList = [...attachTo]
  const stamp = leadStamp()
  const attachResults = await insertLeads(
    creates,
    attachList.map(([id, leadId]) => attachStatements(db, leadId, values.get(id)!, stamp, now)),
    [...creates, ...attachTo.keys()],
  )
  const missed: string[] = []
  for (const [i, [id]] of attachList.entries()) {
    const [inquiry, , lead] = attachResults.slice(i * INQUIRY_STATEMENTS, (i + 1) * INQUIRY_STATEMENTS) as [
      { id: string }[],
      unknown,
      { id: string; agentId: string | null; status: string }[],
    ]
    const row = lead[0]
    if (inquiry.length > 0 && row) {
      attached.set(id, row)
      statuses.set(id, { status: row.status, agentId: row.agentId })
      storedHashes.set(id, values.get(id)?.submissionHash ?? null)
    } else missed.push(id)
  }
  if (missed.length > 0) {
    // Stored meanwhile by a concurrent copy, or the lead closed: only the latter becomes a lead.
    const raced = await storedInquiries(db, missed)
    for (const [id, inquiry] of raced) {
      statuses.set(id, { status: inquiry.status, agentId: inquiry.agentId })
      storedHashes.set(id, inquiry.submissionHash)
    }
    const late = missed.filter((id) => !raced.has(id))
    if (late.length > 0) await insertLeads(late, [])
  }
  return { insertedIds, statuses, attached, storedHashes }
}

export type SingleSubmitResult = {
  id: string
  outcome: 'ok' | 'duplicate'
  status: string
  /** A newsletter sign-up for an address on the list already (nothing stored). */
  alreadySubscribed?: true
  inserted: InsertedLead[]
  /** The parsed entry (for the side effects a route runs after the insert). */
  entries: ParsedBatchEntry[]
  result: LeadBatchResult
}

// ---------------------------------------------------------------------------------------
// Rows as devices see them
// ---------------------------------------------------------------------------------------

/** A lead as devices hold it; `inquiries` are a returning lead's (./returning-clients inquiriesOf). */
export function toSyncedLead(row: LeadRow, inquiries: readonly LeadInquiry[] = []): SyncedLead {
  return {
    id: row.id,
    agentId: row.agentId,
    clientName: row.clientName,
    clientEmail: row.clientEmail,
    clientPhone: row.clientPhone,
    type: row.type,
    source: row.source,
    status: row.status,
    lostReason: row.lostReason,
    lostNote: row.lostNote,
    message: row.message,
    notes: row.notes,
    metadata: row.metadata ?? {},
    consentVersion: row.consentVersion,
    consentAt: row.consentAt ? row.consentAt.toISOString() : null,
    submissionKind: row.submissionKind,
    dealAmount: row.dealAmount,
    dealLenderId: row.dealLenderId,
    dealLenderName: row.dealLenderName,
    dealRatePct: row.dealRatePct,
    dealTermMonths: row.dealTermMonths,
    dealClosingOn: row.dealClosingOn,
    dealMaturityOn: row.dealMaturityOn,
    returningAt: row.returningAt ? row.returningAt.toISOString() : null,
    inquiries: [...inquiries],
    nextFollowUpOn: row.nextFollowUpOn,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  }
}

// ---------------------------------------------------------------------------------------
// Staff status change
// ---------------------------------------------------------------------------------------

/**
 * Who changes a status: the user (owner of the mutation id) and the agent whose leads they
 * may touch; `agentId: null` means any lead (super_admin).
 */
export type LeadStatusChangeInput = {
  leadId: string
  mutationId: string
  status: LeadStatus
  lostReason?: LeadLostReason | null
  lostNote?: string | null
  baseVersion: number
}

/** Who did something, as the timeline names them: the full name, else the email. */
export async function actorName(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ fullName: profiles.fullName, email: users.email })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId))
    .limit(1)
  return row ? (row.fullName ?? row.email) : null
}

export type LeadStatusChangeOutcome =
  | { kind: 'applied'; body: LeadStatusChangeResponse }
  | { kind: 'conflict'; message: string; current: SyncedLead }

/** A change id used before for other content: refused, as that is another change, not a replay. */
export const reusedChangeId = () => new HttpError('conflict', 'This change id was already used for another change')

/** The answer to a replay of an applied change id: nothing is written again. */
export function duplicateChange(
  leadId: string,
  status: LeadStatusChangeResponse['status'],
  row: SyncedLead | null,
): LeadStatusChangeOutcome {
  return { kind: 'applied', body: { id: leadId, outcome: 'duplicate', status, row } }
}

type StoredMutationResult = {
  leadId: string
  status: LeadStatus
  lostReason?: string | null
  lostNote?: string | null
  version: number
}

function readStoredResult(value: unknown): StoredMutationResult | null {
  const parsed = typeof value === 'string' ? safeJson(value) : value
  if (typeof parsed !== 'object' || parsed === null) return null
  const { leadId, status, version, lostReason, lostNote } = parsed as Record<string, unknown>
  if (typeof leadId !== 'string' || typeof status !== 'string' || typeof version !== 'number') return null
  // A result stored before the pipeline holds a legacy status.
  return {
    leadId,
    status: leadStageOf(status),
    lostReason: typeof lostReason === 'string' ? lostReason : null,
    lostNote: typeof lostNote === 'string' ? lostNote : null,
    version,
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/**
 * The end of a synced change to a lead, in its batch: the change id stored with its answer when
 * the update just before it changed the row (a replay finds that answer), then the change id's
 * record and the lead as they are now.
 */
export function recordChangeAndRead(
  db: Db,
  change: { mutationId: string; leadId: string },
  userId: string,
  kind: string,
  result: string,
) {
  return [
    db.run(
      sql`INSERT INTO ${syncMutations} (id, user_id, kind, status, result, created_at)
          SELECT ${change.mutationId}, ${userId}, ${kind}, 200, ${result}, ${Date.now()}
          WHERE changes() = 1
          ON CONFLICT DO NOTHING`,
    ),
    db.select().from(syncMutations).where(eq(syncMutations.id, change.mutationId)),
    db.select().from(leads).where(eq(leads.id, change.leadId)),
  ] as const
}

export const LEAD_STATUS_MUTATION_KIND = 'lead-status'
export const LEAD_CONFLICT_MESSAGE = 'This lead was changed since you loaded it'

/**
 * Applies a status change only when the lead is still at `baseVersion` (then bumps
 * `version` and stamps `updated_at`), and records the mutation id with its result in the
 * same transaction. One batch, writes first (a transaction that read before writing fails
 * with SQLITE_BUSY when a concurrent one committed in between, instead of waiting its turn):
 *   1. UPDATE ... WHERE id AND version = base AND in the actor's scope AND the mutation id
 *      is unused, RETURNING the row;
 *   2. INSERT the mutation record only when (1) changed a row (`changes() = 1`);
 *   3. the stored mutation: when (1) changed nothing, a replay of an applied id (`duplicate`);
 *   4. the lead as it is now (for 404 and the 409's current row).
 * Throws 404 for a lead that does not exist, is deleted, or belongs to another agent.
 *
 * super_admin (the admin panel) may act on any lead; an agent or an admin acts only on the
 * leads of their own agent record, found by the ownership helper (403 'Agent not found'
 * without one).
 */
export async function changeLeadStatus(
  db: Db,
  input: LeadStatusChangeInput,
  actor: Actor,
): Promise<LeadStatusChangeOutcome> {
  const agentId = actor.role === 'super_admin' ? null : (await requireAgentOfUser(db, actor)).id
  const scope = agentId === null ? undefined : eq(leads.agentId, agentId)
  const lostReason = input.status === 'lost' ? (input.lostReason ?? null) : null
  const lostNote = input.status === 'lost' ? (input.lostNote ?? null) : null
  const stored = JSON.stringify({
    leadId: input.leadId,
    status: input.status,
    lostReason,
    lostNote,
    version: input.baseVersion + 1,
  })
  // The change applies when the lead is at the base version, in the actor's scope, and the
  // mutation id is unused: the same condition writes its timeline entry, so the entry exists
  // exactly when the change does (and a replay writes none).
  const applies = and(
    eq(leads.id, input.leadId),
    eq(leads.version, input.baseVersion),
    isNull(leads.deletedAt),
    scope,
    sql`NOT EXISTS (SELECT 1 FROM ${syncMutations} WHERE ${syncMutations.id} = ${input.mutationId})`,
  )
  const name = await actorName(db, actor.id)
  const [, updated, , previous, currentRows] = await db.batch([
    db.run(sql`INSERT INTO ${leadActivities} (id, lead_id, kind, actor_user_id, actor_name, from_value, to_value, to_label, created_at)
        SELECT ${uuidv7()}, ${leads.id}, 'status', ${actor.id}, ${name}, ${leads.status}, ${input.status},
          ${input.status === 'lost' ? lostReasonWords(lostReason, lostNote) : null}, ${Date.now()}
        FROM ${leads} WHERE ${applies} AND ${leads.status} <> ${input.status}`),
    db
      .update(leads)
      .set({ status: input.status, lostReason, lostNote, version: sql`${leads.version} + 1`, updatedAt: leadStamp() })
      .where(applies)
      .returning(),
    ...recordChangeAndRead(db, input, actor.id, LEAD_STATUS_MUTATION_KIND, stored),
  ])

  const current = currentRows[0]
  const inquiries = await inquiriesOfReturning(db, [...updated, ...currentRows])
  const synced = (r: LeadRow) => toSyncedLead(r, inquiries.get(r.id))
  const visible = current && current.deletedAt === null && (agentId === null || current.agentId === agentId)

  const row = updated[0]
  if (row) {
    return { kind: 'applied', body: { id: row.id, outcome: 'ok', status: row.status, row: synced(row) } }
  }

  const replay = previous[0]
  if (replay) {
    const result = readStoredResult(replay.result)
    // The same id with other content is another change, not a replay.
    if (
      replay.userId !== actor.id ||
      !result ||
      result.leadId !== input.leadId ||
      result.status !== input.status ||
      (result.lostReason ?? null) !== lostReason ||
      (result.lostNote ?? null) !== lostNote
    ) {
      throw reusedChangeId()
    }
    return duplicateChange(input.leadId, result.status, visible ? synced(current) : null)
  }

  if (!visible) throw new HttpError('not_found', 'Lead not found')
  return { kind: 'conflict', message: LEAD_CONFLICT_MESSAGE, current: synced(current) }
}
