import { and, asc, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, notInArray, or, type SQL, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import {
  CLOSED_LEAD_STATUSES,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  LEGACY_LEAD_STATUSES,
  type LeadActivityKind,
  type LeadStatus,
  leadStageOf,
  lostReasonWords,
} from '#shared/constants/leads.ts'
import {
  ASKED_AMOUNT_PATHS,
  LEAD_BOARD_PAGE,
  type LeadBoardCard,
  type LeadBoardColumnPage,
  type LeadBoardPage,
} from '#shared/leads/board.ts'
import {
  LEAD_DETAIL_CSV_COLUMNS,
  type LeadDetailRow,
  leadDealRows,
  leadDetailRows,
} from '#shared/leads/lead-details.ts'
import { parseLeadMessage } from '#shared/leads/lead-message.ts'
import { type LeadSourceId, leadSourceLabel } from '#shared/leads/sources.ts'
import {
  ADMIN_LEADS_PAGE_SIZE,
  type AdminLead,
  type AdminLeadBoardColumnQuery,
  type AdminLeadsBulk,
  type AdminLeadsFilter,
  type AdminLeadsPage,
  type AdminLeadsQuery,
  type AdminLeadUpdate,
  LEAD_SEARCH_INDEXED_MIN,
  type LeadActivityEntry,
  type LeadSort,
  type LeadTimeline,
  UNASSIGNED,
} from '#shared/schemas/admin-leads.ts'
import { addDays, type Day, torontoDateTime, torontoDay, torontoDayStart } from '#shared/time/toronto-time.ts'
import type { Db } from '#worker/db/client.ts'
import { runAsJob } from '#worker/db/request-gate.ts'
import { agents, leadActivities, leadDepartures, leads, leadTasks } from '#worker/db/schema/index.ts'
import type { Actor } from '#worker/domain/auth/actor.ts'
import type { CsvColumn } from '#worker/lib/csv.ts'
import { HttpError } from '#worker/lib/http-error.ts'
import { heldConsentSql } from './consent-records'
import { dealColumns } from './lead-deal'
import type { LeadIntake } from './lead-intake'
import { nextFollowUpOfLead, tasksOfLead } from './lead-work'
import { actorName, leadStamp } from './leads'
import { inquiriesOf } from './returning-clients'

export { actorName }

/**
 * The admin leads workspace (docs/decisions/044-leads-workspace.md): the filtered,
 * searched, paged list; status, assignment and follow-up changes one by one or in bulk, all or
 * nothing, each recorded in the lead's timeline in the same transaction; notes; the CSV export
 * of exactly the filtered view. Callers are super admins (the routes say so); the actor is
 * passed in for the timeline.
 */

// ---------------------------------------------------------------------------------------
// Filters
// ---------------------------------------------------------------------------------------

const PHONE_PUNCTUATION = /[\s\-().+]/g

/** `q` as a condition: the trigram index for 3+ characters, a substring scan below that. */
function searchCondition(q: string): SQL {
  const digits = q.replace(PHONE_PUNCTUATION, '')
  const term = /^\d+$/.test(digits) ? digits : q
  if (term.length >= LEAD_SEARCH_INDEXED_MIN) {
    // One FTS5 phrase: the text as typed, quotes doubled, so no query syntax gets through.
    const phrase = `"${term.replace(/"/g, '""')}"`
    return sql`${leads.id} IN (SELECT r.lead_id FROM lead_search_rows r WHERE r.rowid IN (SELECT rowid FROM lead_search WHERE lead_search MATCH ${phrase}))`
  }
  const like = `%${term.replace(/[\\%_]/g, (m) => `\\${m}`)}%`
  return sql`(${leads.clientName} LIKE ${like} ESCAPE '\\' OR ${leads.clientEmail} LIKE ${like} ESCAPE '\\' OR ${leads.clientPhone} LIKE ${like} ESCAPE '\\')`
}

/** The WHERE of a filtered view (archived leads show in the 'Archived' view only). */
export function leadsFilterWhere(filter: AdminLeadsFilter, today: Day): SQL | undefined {
  if (filter.from && filter.to && filter.to < filter.from) {
    throw new HttpError('validation_failed', 'Invalid query: to', { to: 'Must be on or after the start date' })
  }
  // Archived leads show only in the 'Archived' view, and only there.
  const conditions: (SQL | undefined)[] = [
    filter.archived === 'yes' ? isNotNull(leads.deletedAt) : isNull(leads.deletedAt),
  ]
  if (filter.status) conditions.push(eq(leads.status, filter.status))
  if (filter.type) conditions.push(eq(leads.type, filter.type))
  // Any stored value, not only the registry's: the filter finds whatever a row holds.
  if (filter.source) conditions.push(eq(leads.source, filter.source as LeadSourceId))
  if (filter.agent === UNASSIGNED) conditions.push(isNull(leads.agentId))
  else if (filter.agent) conditions.push(eq(leads.agentId, filter.agent))
  if (filter.from) conditions.push(gte(leads.createdAt, torontoDayStart(filter.from as Day)))
  if (filter.to) conditions.push(lt(leads.createdAt, torontoDayStart(addDays(filter.to as Day, 1))))
  // A funded or lost lead has nothing left to follow up.
  if (filter.due === 'overdue')
    conditions.push(lt(leads.nextFollowUpOn, today), notInArray(leads.status, [...CLOSED_LEAD_STATUSES]))
  if (filter.due === 'today')
    conditions.push(eq(leads.nextFollowUpOn, today), notInArray(leads.status, [...CLOSED_LEAD_STATUSES]))
  if (filter.returning === 'yes') conditions.push(isNotNull(leads.returningAt))
  if (filter.q) conditions.push(searchCondition(filter.q))
  return and(...conditions)
}

function orderOf(sort: LeadSort | undefined) {
  switch (sort ?? 'newest') {
    case 'newest':
      return [desc(leads.createdAt), desc(leads.id)]
    case 'oldest':
      return [asc(leads.createdAt), asc(leads.id)]
    case 'name':
      return [asc(leads.clientName), asc(leads.id)]
  }
}

/** Rows after `last` in the order of `sort` (keyset paging for the export). */
function afterRow(sort: LeadSort | undefined, last: AdminLeadRow): SQL | undefined {
  switch (sort ?? 'newest') {
    case 'newest':
      return or(lt(leads.createdAt, last.createdAt), and(eq(leads.createdAt, last.createdAt), lt(leads.id, last.id)))
    case 'oldest':
      return or(gt(leads.createdAt, last.createdAt), and(eq(leads.createdAt, last.createdAt), gt(leads.id, last.id)))
    case 'name':
      return or(
        gt(leads.clientName, last.clientName),
        and(eq(leads.clientName, last.clientName), gt(leads.id, last.id)),
      )
  }
}

const listColumns = {
  id: leads.id,
  clientName: leads.clientName,
  clientEmail: leads.clientEmail,
  clientPhone: leads.clientPhone,
  type: leads.type,
  source: leads.source,
  status: leads.status,
  message: leads.message,
  lostReason: leads.lostReason,
  lostNote: leads.lostNote,
  metadata: leads.metadata,
  consentVersion: leads.consentVersion,
  consentAt: leads.consentAt,
  agentId: leads.agentId,
  agentName: agents.name,
  nextFollowUpOn: leads.nextFollowUpOn,
  returningAt: leads.returningAt,
  createdAt: leads.createdAt,
  updatedAt: leads.updatedAt,
  version: leads.version,
  deletedAt: leads.deletedAt,
  retainUntil: leads.retainUntil,
  legalHoldAt: leads.legalHoldAt,
  ...dealColumns,
}

type AdminLeadRow = Omit<AdminLead, 'createdAt' | 'updatedAt' | 'consentAt' | 'returningAt' | 'archive'> & {
  createdAt: Date
  updatedAt: Date
  consentAt: Date | null
  returningAt: Date | null
  deletedAt: Date | null
  retainUntil: Date | null
  legalHoldAt: Date | null
}

function toAdminLead({ deletedAt, retainUntil, legalHoldAt, ...row }: AdminLeadRow): AdminLead {
  return {
    ...row,
    ...(deletedAt
      ? {
          archive: {
            archivedAt: deletedAt.toISOString(),
            retainUntil: retainUntil ? retainUntil.toISOString() : null,
            legalHoldAt: legalHoldAt ? legalHoldAt.toISOString() : null,
          },
        }
      : {}),
    metadata: row.metadata ?? {},
    consentAt: row.consentAt ? row.consentAt.toISOString() : null,
    returningAt: row.returningAt ? row.returningAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** The list's two statements: a page of the filtered view and the view's size. */
export function adminLeadsReads(db: Db, query: AdminLeadsQuery, today: Day) {
  const where = leadsFilterWhere(query, today)
  const page = query.page ?? 1
  const pageSize = query.pageSize ?? ADMIN_LEADS_PAGE_SIZE
  return [
    db
      .select(listColumns)
      .from(leads)
      .leftJoin(agents, eq(agents.id, leads.agentId))
      .where(where)
      .orderBy(...orderOf(query.sort))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: sql<number>`count(*)` }).from(leads).where(where),
  ] as const
}

/** One page of the filtered view and the view's size: one round trip. */
export async function listAdminLeads(db: Db, query: AdminLeadsQuery, now = new Date()): Promise<AdminLeadsPage> {
  const today = torontoDay(now)
  const [rows, counted] = await db.batch(adminLeadsReads(db, query, today))
  const page = query.page ?? 1
  const pageSize = query.pageSize ?? ADMIN_LEADS_PAGE_SIZE
  return { leads: rows.map(toAdminLead), total: Number(counted[0]?.n ?? 0), page, pageSize, today }
}

/** A metadata path's value as a positive number, else NULL (a stored text number counts). */
const positiveAt = (path: string) =>
  sql`CASE WHEN CAST(json_extract(${leads.metadata}, ${`$.${path}`}) AS REAL) > 0 THEN CAST(json_extract(${leads.metadata}, ${`$.${path}`}) AS REAL) END`

const boardCardColumns = () => ({
  id: leads.id,
  clientName: leads.clientName,
  type: leads.type,
  status: leads.status,
  dealAmount: leads.dealAmount,
  askedAmount: sql<number | null>`coalesce(${sql.join(
    ASKED_AMOUNT_PATHS.map((p) => positiveAt(p)),
    sql`, `,
  )})`,
  createdAt: leads.createdAt,
})

type BoardCardRow = Omit<LeadBoardCard, 'createdAt'> & { createdAt: Date }

const toBoardCard = (r: BoardCardRow): LeadBoardCard => ({
  ...r,
  askedAmount: r.askedAmount === null ? null : Number(r.askedAmount),
  createdAt: r.createdAt.toISOString(),
})

/** The stored statuses a stage shows (its own, and any legacy value a migration missed). */
const statusesOf = (stage: LeadStatus): string[] => [
  stage,
  ...Object.entries(LEGACY_LEAD_STATUSES)
    .filter(([, to]) => to === stage)
    .map(([from]) => from),
]

const inStage = (stage: LeadStatus) => inArray(leads.status, statusesOf(stage) as LeadStatus[])

/** The board's statements: each stage's count and amount (one grouped read), then its first cards. */
export function leadBoardReads(db: Db, filter: AdminLeadsFilter, today: Day) {
  const where = leadsFilterWhere(filter, today)
  const order = orderOf(filter.sort)
  return [
    db
      .select({
        status: leads.status,
        n: sql<number>`count(*)`,
        amount: sql<number>`coalesce(sum(${leads.dealAmount}), 0)`,
      })
      .from(leads)
      .where(where)
      .groupBy(leads.status),
    ...LEAD_STATUSES.map((stage) =>
      db
        .select(boardCardColumns())
        .from(leads)
        .where(and(where, inStage(stage)))
        .orderBy(...order)
        .limit(LEAD_BOARD_PAGE),
    ),
  ] as const
}

/**
 * The board of a filtered view (docs/decisions/228): each stage's count and summed deal
 * amount over every matching lead, and its first `LEAD_BOARD_PAGE` cards in the view's order
 * (every count and each stage's cards read through `leads_live_status_idx`); one round trip.
 */
export async function listLeadBoard(db: Db, filter: AdminLeadsFilter, now = new Date()): Promise<LeadBoardPage> {
  const [totals, ...pages] = await db.batch(leadBoardReads(db, filter, torontoDay(now)))
  const heads = new Map(LEAD_STATUSES.map((stage) => [stage, { count: 0, amount: 0 }]))
  for (const t of totals) {
    const head = heads.get(leadStageOf(t.status))
    if (!head) continue
    head.count += Number(t.n)
    head.amount += Number(t.amount)
  }
  const columns = LEAD_STATUSES.map((stage, i) => {
    const head = heads.get(stage) ?? { count: 0, amount: 0 }
    return {
      stage,
      count: head.count,
      // Sums of cents kept exact: 0.1 + 0.2 is not 0.30000000000000004 dollars.
      amount: Math.round(head.amount * 100) / 100,
      cards: (pages[i] ?? []).map(toBoardCard),
    }
  })
  return { columns, total: columns.reduce((n, c) => n + c.count, 0), pageSize: LEAD_BOARD_PAGE }
}

/** A stage's further cards of a filtered view: `limit` from `offset`, in the view's order. */
export async function listLeadBoardColumn(
  db: Db,
  query: AdminLeadBoardColumnQuery,
  now = new Date(),
): Promise<LeadBoardColumnPage> {
  const { stage, offset, limit, ...filter } = query
  const rows = await db
    .select(boardCardColumns())
    .from(leads)
    .where(and(leadsFilterWhere(filter, torontoDay(now)), inStage(stage)))
    .orderBy(...orderOf(filter.sort))
    .limit(limit)
    .offset(offset)
  return { stage, offset, cards: rows.map(toBoardCard) }
}

// ---------------------------------------------------------------------------------------
// Export
// ---------------------------------------------------------------------------------------

export const LEADS_EXPORT_PAGE = 500

/** The message as a spreadsheet cell: a chat as 'Client: …' / 'Assistant: …' lines. */
function messageCell(message: string | null): string | null {
  const view = parseLeadMessage(message)
  if (view.kind === 'none') return null
  if (view.kind === 'text') return view.text
  return view.turns.map((t) => `${t.role === 'user' ? 'Client' : 'Assistant'}: ${t.content}`).join('\n')
}

/** A row's detail rows, worded once per row however many columns read them. */
const detailRows = new WeakMap<AdminLeadRow, LeadDetailRow[]>()
function detailsOf(row: AdminLeadRow): LeadDetailRow[] {
  let rows = detailRows.get(row)
  if (!rows) {
    rows = [...leadDealRows(row), ...leadDetailRows(row)]
    detailRows.set(row, rows)
  }
  return rows
}

type ExportRow = AdminLeadRow & { heldConsent: string }

export const LEADS_EXPORT_COLUMNS: readonly CsvColumn<ExportRow>[] = [
  { header: 'Created (Toronto time)', value: (r) => torontoDateTime(r.createdAt) },
  { header: 'Name', value: (r) => r.clientName },
  { header: 'Email', value: (r) => r.clientEmail },
  { header: 'Phone', value: (r) => r.clientPhone },
  { header: 'Type', value: (r) => r.type },
  // The registry's label, as the Leads tab shows it (Status too); a value no entry has, as stored.
  { header: 'Source', value: (r) => leadSourceLabel(r.source) },
  { header: 'Status', value: (r) => LEAD_STATUS_LABELS[r.status] },
  { header: 'Agent', value: (r) => r.agentName },
  { header: 'Next follow-up', value: (r) => r.nextFollowUpOn },
  { header: 'Message', value: (r) => messageCell(r.message) },
  { header: 'Lead id', value: (r) => r.id },
  { header: 'Lost because', value: (r) => lostReasonWords(r.lostReason, r.lostNote) },
  // A returning client: when the latest later inquiry joined (each one is in the lead's timeline).
  { header: 'Returning since', value: (r) => (r.returningAt ? torontoDateTime(r.returningAt) : null) },
  // The latest consent recorded for the address (worker/domain/consent-records.ts).
  { header: 'Marketing consent', value: (r) => r.heldConsent },
  // Everything else the visitor gave, as the drawer shows it (one module words it for both).
  ...LEAD_DETAIL_CSV_COLUMNS.map((c) => ({ header: c.header, value: (r: ExportRow) => c.value(detailsOf(r)) })),
]

/**
 * The pages of the export, in the view's order, read one at a time as the download pulls
 * (keyset paging: a lead arriving meanwhile neither repeats nor shifts a row). Each read runs
 * as a job (its own database timeout): a large file outlives the request's 5 s budget.
 */
export function exportLeadPages(db: Db, filter: AdminLeadsFilter, now = new Date()): () => Promise<ExportRow[] | null> {
  // Validate (and fail) before the response starts.
  const where = leadsFilterWhere(filter, torontoDay(now))
  let last: AdminLeadRow | null = null
  let done = false
  return async () => {
    if (done) return null
    const after = last ? afterRow(filter.sort, last) : undefined
    const rows = await runAsJob(() =>
      db
        .select({ ...listColumns, heldConsent: heldConsentSql(leads.clientEmail) })
        .from(leads)
        .leftJoin(agents, eq(agents.id, leads.agentId))
        .where(and(where, after))
        .orderBy(...orderOf(filter.sort))
        .limit(LEADS_EXPORT_PAGE),
    )
    if (rows.length < LEADS_EXPORT_PAGE) done = true
    last = rows.at(-1) ?? last
    return rows.length === 0 ? null : rows
  }
}

// ---------------------------------------------------------------------------------------
// Changes (one lead or many: all or nothing)
// ---------------------------------------------------------------------------------------

/** The title of the task a follow-up day set from the leads list or the drawer becomes. */
export const FOLLOW_UP_TASK_TITLE = 'Follow up'
export const LEADS_CHANGED_MESSAGE = 'Some of these leads changed since you loaded them. Reload and try again.'
export const UNKNOWN_AGENT_MESSAGE = 'Unknown or inactive agent'

type LeadChange = {
  status?: AdminLeadUpdate['status']
  lostReason?: AdminLeadUpdate['lostReason']
  lostNote?: AdminLeadUpdate['lostNote']
  agentId?: string | null
  nextFollowUpOn?: string | null
}

function notFound(missing: number, asked: number): HttpError {
  return asked === 1
    ? new HttpError('not_found', 'Lead not found')
    : new HttpError('not_found', `${missing} of the ${asked} selected leads no longer exist. Nothing was changed.`, {
        ids: `${missing} not found`,
      })
}

/** `(SELECT count(*) …) = n`: every lead still exists, undeleted, at the version read. */
export function unchangedGuard(seen: readonly { id: string; version: number }[]): SQL {
  const keys = sql.join(
    seen.map((r) => sql`${`${r.id}:${r.version}`}`),
    sql`, `,
  )
  return sql`(SELECT count(*) FROM "leads" g WHERE g."deleted_at" IS NULL AND (g."id" || ':' || g."version") IN (${keys})) = ${seen.length}`
}

/**
 * Applies `change` to every lead in `ids`, or to none:
 * 1. one read: the leads (with their agent's name), the new agent when one is named, and the
 *    actor's name; a missing or deleted lead → 404, an unknown or inactive agent → 400;
 * 2. one batch (a transaction), every statement guarded by "all these leads are still at the
 *    versions read": the timeline entries (only for values that change), the departures of
 *    leads leaving an agent (worker/domain/sync.ts hands them out as tombstones), then the
 *    update (version bumped, change stamp). A lead changed meanwhile makes the guard false
 *    everywhere → nothing is written → 409.
 * Returns the number of leads whose values changed, and each lead that changed hands as a
 * `reassigned` intake. Called through worker/domain/lead-intake.ts, the door every assignment
 * goes through.
 */
export async function changeLeads(
  db: Db,
  ids: readonly string[],
  change: LeadChange,
  actor: Actor,
  now = new Date(),
): Promise<{ changed: number; intakes: LeadIntake[] }> {
  const newAgentId = change.agentId ?? null
  const [current, agentRows, name] = await Promise.all([
    db
      .select({
        id: leads.id,
        status: leads.status,
        agentId: leads.agentId,
        agentName: agents.name,
        nextFollowUpOn: leads.nextFollowUpOn,
        version: leads.version,
      })
      .from(leads)
      .leftJoin(agents, eq(agents.id, leads.agentId))
      .where(and(inArray(leads.id, [...ids]), isNull(leads.deletedAt))),
    newAgentId
      ? db
          .select({ id: agents.id, name: agents.name })
          .from(agents)
          .where(and(eq(agents.id, newAgentId), eq(agents.isActive, true), isNull(agents.deletedAt)))
      : Promise.resolve([]),
    actorName(db, actor.id),
  ])
  if (current.length < ids.length) throw notFound(ids.length - current.length, ids.length)
  const newAgent = agentRows[0]
  if (newAgentId && !newAgent)
    throw new HttpError('validation_failed', UNKNOWN_AGENT_MESSAGE, { agentId: UNKNOWN_AGENT_MESSAGE })

  type Entry = {
    kind: LeadActivityKind
    leadId: string
    from: string | null
    to: string | null
    fromLabel: string | null
    toLabel: string | null
  }
  const entries: Entry[] = []
  const departures: { agentId: string; leadId: string }[] = []
  const changed = new Set<string>()
  /** One change of one lead, for its timeline (labels: the words shown for either side). */
  const record = (
    kind: LeadActivityKind,
    leadId: string,
    [from, to]: [string | null, string | null],
    labels: { from?: string | null; to?: string | null } = {},
  ) => {
    entries.push({ kind, leadId, from, to, fromLabel: labels.from ?? null, toLabel: labels.to ?? null })
    changed.add(leadId)
  }
  for (const lead of current) {
    if (change.status !== undefined && change.status !== lead.status) {
      // Why it was lost, in the words of the time.
      const lostWhy = change.status === 'lost' ? lostReasonWords(change.lostReason, change.lostNote) : null
      record('status', lead.id, [lead.status, change.status], { to: lostWhy })
    }
    if (change.agentId !== undefined && change.agentId !== lead.agentId) {
      record('assignment', lead.id, [lead.agentId, change.agentId], {
        from: lead.agentName,
        to: newAgent?.name ?? null,
      })
      if (lead.agentId) departures.push({ agentId: lead.agentId, leadId: lead.id })
    }
    if (change.nextFollowUpOn !== undefined && change.nextFollowUpOn !== lead.nextFollowUpOn) {
      record('follow_up', lead.id, [lead.nextFollowUpOn, change.nextFollowUpOn])
    }
  }
  if (changed.size === 0) return { changed: 0, intakes: [] }

  const guard = unchangedGuard(current)
  const at = now.getTime()
  const activityValues = sql.join(
    entries.map(
      (e) =>
        sql`(${uuidv7()}, ${e.leadId}, ${e.kind}, ${actor.id}, ${name}, ${e.from}, ${e.to}, ${e.fromLabel}, ${e.toLabel}, ${at})`,
    ),
    sql`, `,
  )
  const set: Partial<typeof leads.$inferInsert> = {}
  if (change.status !== undefined) {
    set.status = change.status
    // A Lost lead keeps why; any other stage has no reason.
    set.lostReason = change.status === 'lost' ? (change.lostReason ?? null) : null
    set.lostNote = change.status === 'lost' ? (change.lostNote ?? null) : null
  }
  if (change.agentId !== undefined) set.agentId = change.agentId

  const statements: ReturnType<typeof db.run>[] = [
    db.run(sql`INSERT INTO ${leadActivities} (id, lead_id, kind, actor_user_id, actor_name, from_value, to_value, from_label, to_label, created_at)
        SELECT * FROM (VALUES ${activityValues}) WHERE ${guard}`),
    ...(departures.length > 0
      ? [
          db.run(sql`INSERT INTO ${leadDepartures} (agent_id, lead_id, updated_at)
              SELECT column1, column2, ${leadStamp()} FROM (VALUES ${sql.join(
                departures.map((d) => sql`(${d.agentId}, ${d.leadId})`),
                sql`, `,
              )}) WHERE ${guard}
              ON CONFLICT (agent_id, lead_id) DO UPDATE SET updated_at = excluded.updated_at`),
        ]
      : []),
  ] as const
  // The follow-up day is the earliest open task's: a day set here is a 'Follow up' task on that
  // day; clearing it marks the open tasks done.
  const followUps = current.filter(
    (l) => change.nextFollowUpOn !== undefined && change.nextFollowUpOn !== l.nextFollowUpOn,
  )
  if (followUps.length > 0) {
    const ids = sql.join(
      followUps.map((l) => sql`${l.id}`),
      sql`, `,
    )
    statements.push(
      change.nextFollowUpOn
        ? db.run(sql`INSERT INTO ${leadTasks} (id, lead_id, title, due_on, assignee_agent_id, created_by_user_id, created_by_name, created_at)
            SELECT column1, column2, ${FOLLOW_UP_TASK_TITLE}, ${change.nextFollowUpOn}, (SELECT l.agent_id FROM ${leads} l WHERE l.id = column2), ${actor.id}, ${name}, ${at}
            FROM (VALUES ${sql.join(
              followUps.map((l) => sql`(${uuidv7()}, ${l.id})`),
              sql`, `,
            )}) WHERE ${guard}`)
        : db.run(sql`UPDATE ${leadTasks} SET done_at = ${at}, done_by_user_id = ${actor.id}, done_by_name = ${name}
            WHERE lead_id IN (${ids}) AND done_at IS NULL AND ${guard}`),
    )
  }
  const update = db
    .update(leads)
    .set({
      ...set,
      ...(change.nextFollowUpOn !== undefined ? { nextFollowUpOn: nextFollowUpOfLead } : {}),
      version: sql`${leads.version} + 1`,
      updatedAt: leadStamp(),
    })
    .where(and(inArray(leads.id, [...changed]), guard))
    .returning({ id: leads.id })
  const results = await db.batch([...statements, update] as unknown as [typeof update])
  const updated = results.at(-1) as { id: string }[]
  if (updated.length !== changed.size) throw new HttpError('conflict', LEADS_CHANGED_MESSAGE)
  const intakes: LeadIntake[] = []
  if (change.agentId !== undefined)
    for (const lead of current)
      if (change.agentId !== lead.agentId)
        intakes.push({
          happened: 'reassigned',
          lead: { id: lead.id, agentId: change.agentId, status: change.status ?? lead.status },
          fromAgentId: lead.agentId,
        })
  return { changed: changed.size, intakes }
}

/** One lead, as the list shows it (after a change). */
export async function getAdminLead(db: Db, id: string, archived = false): Promise<AdminLead> {
  const [row] = await db
    .select(listColumns)
    .from(leads)
    .leftJoin(agents, eq(agents.id, leads.agentId))
    .where(and(eq(leads.id, id), archived ? isNotNull(leads.deletedAt) : isNull(leads.deletedAt)))
  if (!row) throw new HttpError('not_found', 'Lead not found')
  return toAdminLead(row)
}

/** A bulk action as one change (delete is not a change: the route deletes). */
export function bulkChange(action: Exclude<AdminLeadsBulk['action'], { kind: 'delete' }>): LeadChange {
  switch (action.kind) {
    case 'status':
      return { status: action.status, lostReason: action.lostReason, lostNote: action.lostNote }
    case 'assign':
      return { agentId: action.agentId }
    case 'follow_up':
      return { nextFollowUpOn: action.nextFollowUpOn }
  }
}

// ---------------------------------------------------------------------------------------
// Timeline and notes
// ---------------------------------------------------------------------------------------

export const LEAD_TIMELINE_MAX = 200

function toEntry(row: typeof leadActivities.$inferSelect): LeadActivityEntry {
  return {
    id: row.id,
    kind: row.kind,
    actorName: row.actorName,
    fromValue: row.fromValue,
    toValue: row.toValue,
    fromLabel: row.fromLabel,
    toLabel: row.toLabel,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  }
}

/** The lead's creation and its latest LEAD_TIMELINE_MAX entries, newest first. */
export async function leadTimeline(db: Db, leadId: string): Promise<LeadTimeline> {
  const [[leadRows, rows], inquiries, tasks] = await Promise.all([
    db.batch([
      db
        .select({ createdAt: leads.createdAt, source: leads.source, type: leads.type })
        .from(leads)
        .where(and(eq(leads.id, leadId), isNull(leads.deletedAt))),
      db
        .select()
        .from(leadActivities)
        .where(eq(leadActivities.leadId, leadId))
        .orderBy(desc(leadActivities.createdAt), desc(leadActivities.id))
        .limit(LEAD_TIMELINE_MAX),
    ]),
    inquiriesOf(db, [leadId]),
    tasksOfLead(db, leadId),
  ])
  const lead = leadRows[0]
  if (!lead) throw new HttpError('not_found', 'Lead not found')
  return {
    created: { at: lead.createdAt.toISOString(), source: lead.source, type: lead.type },
    entries: rows.map(toEntry),
    inquiries: inquiries.get(leadId) ?? [],
    tasks,
  }
}
