import type { AdminLeadUpdate, LeadMerge } from '#shared/schemas/admin-leads.ts'
import { type ParsedBatchEntry, parseLeadBatch } from '#shared/schemas/leads.ts'
import type { Db } from '#worker/db/client.ts'
import { runAsJob } from '#worker/db/request-gate.ts'
import type { Actor } from '#worker/domain/auth/actor.ts'
import { coalesce } from '#worker/lib/coalesce.ts'
import { HttpError } from '#worker/lib/http-error.ts'
import { errorSummary, log } from '#worker/lib/log.ts'
import { deleteAgent } from './admin-agents'
import { changeLeads } from './admin-leads'
import { type IntakeMail, mailIntakes } from './lead-intake-mail'
import { mergeLeads } from './lead-merge'
import { routeNewLeads } from './lead-routing'
import { type SingleSubmitResult, SUBMISSION_CONFLICT, type SubmitOutcome, submitLeads } from './leads'
import { notifyAssignedAgents } from './notify-assigned-agents'

/**
 * Lead intake: the one door every lead comes through or changes hands through.
 *
 * - `submissions`: every public form, the chat's lead upsert and offline submissions the
 *   device outbox delivers later (`POST /api/leads`, `POST /api/leads/batch`): a new lead is
 *   `created`; a returning client's inquiry joining an open lead is `returning`
 *   (./returning-clients); a replay is nothing.
 * - `staff-change`: the admin's changes to leads (one or bulk); each lead moved to another
 *   agent, or to none, is `reassigned`.
 * - `agent-deleted`: the deleted agent's leads, moved where the admin chose, are `reassigned`.
 * - `merge`: two leads of one client become one (./lead-merge); the survivor is `reassigned`
 *   when the admin kept the merged lead's agent.
 *
 * Every intake is reported once, after its write committed, to `announceIntakes`: work that
 * follows a lead arriving or changing hands (telling the agent, speed to lead) belongs there,
 * and sees exactly one report per lead and event, however often a submission is replayed.
 */

export type LeadIntakeHappened = 'created' | 'returning' | 'reassigned'

export type LeadIntake = {
  happened: LeadIntakeHappened
  /** The lead after the change: who has it now, and its stage. */
  lead: { id: string; agentId: string | null; status: string }
  /** The submission that created the lead or joined it (created, returning). */
  submissionId?: string
  /** The agent the lead left (reassigned; null when it had none). */
  fromAgentId?: string | null
}

export type StaffLeadChange = Pick<AdminLeadUpdate, 'status' | 'lostReason' | 'lostNote' | 'nextFollowUpOn'> & {
  agentId?: string | null
}

export type LeadIntakeRequest =
  | { kind: 'submissions'; entries: readonly ParsedBatchEntry[] }
  | { kind: 'staff-change'; ids: readonly string[]; change: StaffLeadChange; actor: Actor }
  | { kind: 'agent-deleted'; agentId: string; leadsTo: string | null; actor: Actor }
  | { kind: 'merge'; keepId: string; merge: LeadMerge; actor: Actor }

export type LeadIntakeResult<R extends LeadIntakeRequest> = R extends { kind: 'submissions' }
  ? SubmitOutcome
  : R extends { kind: 'staff-change' }
    ? { changed: number; intakes: LeadIntake[] }
    : { intakes: LeadIntake[] }

/**
 * What the caller lends the after-store work: the mail queue (absent: no mail), a way to run
 * it after the answer (a request's waitUntil; absent: it is awaited before returning), and
 * whether the database door is busy (absent: never), while which that work holds off.
 */
export type IntakeEffects = {
  mail?: IntakeMail
  afterAnswer?: (work: Promise<unknown>) => void
  busy?: () => boolean
}

export async function intakeLeads<R extends LeadIntakeRequest>(
  db: Db,
  request: R,
  now = new Date(),
  effects: IntakeEffects = {},
): Promise<LeadIntakeResult<R>> {
  const req = request as LeadIntakeRequest
  let result: { intakes: LeadIntake[] }
  switch (req.kind) {
    case 'submissions':
      result = await submitLeads(db, req.entries, now)
      break
    case 'staff-change':
      result = await changeLeads(db, req.ids, req.change, req.actor, now)
      break
    case 'agent-deleted':
      result = await deleteAgent(db, req.actor, req.agentId, { leadsTo: req.leadsTo }, now)
      break
    case 'merge':
      result = await mergeLeads(db, req.keepId, req.merge, req.actor, now)
      break
  }
  if (effects.afterAnswer && result.intakes.length > 0) {
    effects.afterAnswer(announceGrouped({ db, intakes: result.intakes, now, mail: effects.mail, busy: effects.busy }))
  } else await announceOne(db, result.intakes, now, effects)
  return result as LeadIntakeResult<R>
}

const announceOne = (db: Db, intakes: readonly LeadIntake[], now: Date, effects: IntakeEffects) =>
  announceIntakes(db, intakes, now, effects).catch((error: unknown) =>
    log.error('lead intake not announced', { error: errorSummary(error) }),
  )

type Announcement = { db: Db; intakes: readonly LeadIntake[]; now: Date; mail?: IntakeMail; busy?: () => boolean }

/**
 * How long a group holds off while the door is busy, at most, and how often it looks again: a
 * burst's requests let in finish first (decision 258); past it the group runs anyway, its calls
 * still behind the requests' (worker/db/request-gate.ts, `CallClass`). Within coalesce's 20 s
 * wait and 30 s stale mark.
 */
export const HOLD_WHILE_BUSY = { maxMs: 10_000, pollMs: 50 }

/** Waits, on this request's own timer, until `busy` says no or `maxMs` has passed. */
export async function holdWhileBusy(busy: () => boolean, limits = HOLD_WHILE_BUSY): Promise<void> {
  const until = Date.now() + limits.maxMs
  while (busy() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, limits.pollMs))
}

/**
 * After the answer, the intakes of the isolate's requests are announced in groups (decision
 * 235): those that arrived while the previous group was being announced go together, so a burst
 * routes, notifies and mails many leads per database call instead of one. The group runs in the
 * request that takes it, with its database handle and mail (one isolate's requests lend the
 * same queue and sender), at the latest intake time of the group (never before a lead of it
 * was stored).
 */
const announceGrouped = coalesce<Announcement>(async (items, own) => {
  // While the door is busy, what queues meanwhile joins this group: one announcement after the burst.
  if (own.busy) await holdWhileBusy(own.busy)
  await announceOne(
    own.db,
    items.flatMap((i) => i.intakes),
    new Date(Math.max(...items.map((i) => i.now.getTime()))),
    { mail: own.mail },
  )
})

/**
 * After every intake, once: counted in the log (no personal data), and the lead's agent (or the
 * super admin, for a lead with none) told in the inbox and by push (./notify-assigned-agents). The
 * lead is stored by now: a failure here is logged and never fails its request. From a request it
 * runs after the answer (`IntakeEffects.afterAnswer`, the request's waitUntil), so the visitor
 * waits for the leads' own writes only, and a burst's requests keep their database budget for
 * those; its calls are a job's (runAsJob), not held to the request's budget.
 */
async function announceIntakes(
  db: Db,
  stored: readonly LeadIntake[],
  now: Date,
  effects: IntakeEffects,
): Promise<void> {
  if (stored.length === 0) return
  // Routed first, so the e-mail and the staff notifications name the agent routing chose.
  const intakes = await routeIntakes(db, stored, now)
  mailIntakes(db, intakes, effects.mail)
  const counts: Record<LeadIntakeHappened, number> = { created: 0, returning: 0, reassigned: 0 }
  for (const intake of intakes) counts[intake.happened] += 1
  log.info('lead intake', counts)
  await runAsJob(() => notifyAssignedAgents(db, intakes, now)).catch((error: unknown) =>
    log.error('staff notifications not written', { error: errorSummary(error) }),
  )
}

/**
 * New leads routed (./lead-routing) before anything tells an agent about them. The lead is
 * stored already: a failure here leaves it unassigned (in triage), logged, never failing it. Its
 * timeline row carries the intake's time, so it comes first in the lead's timeline whenever it
 * is written.
 */
async function routeIntakes(db: Db, intakes: readonly LeadIntake[], now: Date): Promise<readonly LeadIntake[]> {
  try {
    return await runAsJob(() => routeNewLeads(db, intakes, now))
  } catch (error) {
    log.error('lead routing failed', { leads: intakes.length, error: String(error) })
    return intakes
  }
}

/**
 * One submission (`POST /api/leads`): the batch's rules through the same door; an invalid
 * entry or an unknown agent is a 400 naming the field.
 */
export async function submitLead(
  db: Db,
  body: unknown,
  now = new Date(),
  effects: IntakeEffects = {},
): Promise<SingleSubmitResult> {
  const parsed = parseLeadBatch({ entries: [body] })
  if (!parsed.ok) throw new HttpError('validation_failed', parsed.error.message, parsed.error.fields)
  const { results, inserted } = await intakeLeads(db, { kind: 'submissions', entries: parsed.entries }, now, effects)
  const result = results[0]
  if (!result) throw new HttpError('bad_request', 'No submission')
  if (result.outcome === 'rejected') {
    if (result.error?.code === SUBMISSION_CONFLICT.code) {
      throw new HttpError('conflict', SUBMISSION_CONFLICT.message, SUBMISSION_CONFLICT.fields)
    }
    const fields = result.error?.fields
    const names = fields ? Object.keys(fields).join(', ') : ''
    throw new HttpError('validation_failed', `Invalid lead submission${names ? `: ${names}` : ''}`, fields)
  }
  return {
    id: result.id,
    outcome: result.outcome,
    status: result.status ?? 'new',
    ...(result.alreadySubscribed ? { alreadySubscribed: true as const } : {}),
    inserted,
    entries: parsed.entries,
    result,
  }
}
