import { type Context, Hono } from 'hono'
import * as z from 'zod/mini'
import { stopMarketingRequestSchema } from '#shared/compliance/consent.ts'
import { leadDealChangeRequestSchema } from '#shared/leads/deal.ts'
import { leadContactRequestSchema } from '#shared/leads/lead-contact.ts'
import { leadNoteRequestSchema, leadTaskRequestSchema } from '#shared/leads/lead-work.ts'
import {
  LEAD_BATCH_MAX,
  leadStatusChangeRequestSchema,
  leadSubmissionBodySchema,
  parseLeadBatch,
} from '#shared/schemas/leads.ts'
import type { PartnerOutcome } from '#shared/schemas/public-forms.ts'
import type { Db } from '#worker/db/client.ts'
import type { Actor } from '#worker/domain/auth/actor.ts'
import { isComplianceEntry, submitComplianceCase, withComplianceEntries } from '#worker/domain/compliance-cases.ts'
import { changeLeadDeal } from '#worker/domain/lead-deal.ts'
import { intakeLeads, submitLead } from '#worker/domain/lead-intake.ts'
import { addLeadEntryOnce, changeLeadTask } from '#worker/domain/lead-work.ts'
import { changeLeadStatus } from '#worker/domain/leads.ts'
import { partnerConfig } from '#worker/domain/partner-post.ts'
import { applyPublicLeadEffects } from '#worker/domain/public-lead-effects.ts'
import { stopMarketing } from '#worker/domain/stop-marketing.ts'
import type { AppEnv } from '#worker/env.ts'
import { HttpError } from '#worker/lib/http-error.ts'
import { intakeEffects } from '#worker/lib/mail-effects.ts'
import { validate } from '#worker/lib/validate.ts'
import { allow } from '#worker/middleware/access.ts'
import { currentUser } from '#worker/middleware/auth.ts'
import { refuseWhenBusy } from '#worker/middleware/context.ts'
import { rateLimit } from '#worker/middleware/rate-limit.ts'

/**
 * Lead submissions (idempotent on the device id), batch submissions from the outbox, and
 * staff status changes (docs/decisions/012-lead-idempotency-and-delta-sync.md).
 */

// Body size: the global limitBody (worker/app.ts): 64 KB for one submission (the largest real
// one, a long chat, stays well under it), LEAD_BATCH_MAX_BYTES for a batch (over it the outbox
// transport splits the batch on the 413).

/** The batch envelope; entries are judged one by one so one bad entry rejects only itself. */
const batchBodySchema = z.strictObject({
  entries: z.array(z.unknown()).check(z.minLength(1), z.maxLength(LEAD_BATCH_MAX)),
})
const leadParamSchema = z.strictObject({ id: z.uuid() })

/** The answer of one submission: what was stored (a lead, or a complaint or privacy request). */
type SubmitBody = {
  id: string
  outcome: 'ok' | 'duplicate'
  status: string
  partner?: PartnerOutcome
  alreadySubscribed?: true
}

export const leadsRoutes = new Hono<AppEnv>()
  .post(
    '/',
    allow('public'),
    refuseWhenBusy,
    rateLimit({ key: 'leads', limit: 20, windowSeconds: 600 }),
    validate('json', leadSubmissionBodySchema),
    async (c) => {
      // A complaint or privacy request sent without the outbox: stored as a case, not a lead.
      if (isComplianceEntry(c.req.valid('json'))) {
        const stored: SubmitBody = await submitComplianceCase(c.get('db'), c.req.valid('json'), new Date())
        return stored.outcome === 'ok' ? c.json(stored, 201) : c.json(stored, 200)
      }
      const result = await submitLead(c.get('db'), c.req.valid('json'), new Date(), intakeEffects(c))
      const [effects] = await applyPublicLeadEffects(
        c.get('db'),
        result.entries,
        { results: [result.result], inserted: result.inserted },
        partnerConfig(c.env),
      )
      const body: SubmitBody = {
        id: result.id,
        outcome: result.outcome,
        status: result.status,
      }
      if (effects?.partner) body.partner = effects.partner
      if (result.alreadySubscribed) body.alreadySubscribed = true
      return result.outcome === 'ok' ? c.json(body, 201) : c.json(body, 200)
    },
  )
  .post(
    '/batch',
    allow('public'),
    refuseWhenBusy,
    rateLimit({ key: 'leads-batch', limit: 60, windowSeconds: 600 }),
    validate('json', batchBodySchema),
    async (c) => {
      const now = new Date()
      // Complaints and privacy requests ride the same batch: stored as cases, the rest as leads.
      const results = await withComplianceEntries(c.get('db'), c.req.valid('json').entries, now, async (entries) => {
        const parsed = parseLeadBatch({ entries })
        if (!parsed.ok) throw new HttpError('validation_failed', parsed.error.message, parsed.error.fields)
        const outcome = await intakeLeads(
          c.get('db'),
          { kind: 'submissions', entries: parsed.entries },
          now,
          intakeEffects(c),
        )
        return applyPublicLeadEffects(c.get('db'), parsed.entries, outcome, partnerConfig(c.env))
      })
      return c.json({ results }, 200)
    },
  )
  .patch('/:id/status', ...leadChange(leadStatusChangeRequestSchema), async (c) => {
    const { body, ...once } = changeOf(c)
    const { status, lostReason, lostNote, baseVersion } = body
    const change = { ...once, status, lostReason, lostNote, baseVersion }
    const outcome = await changeLeadStatus(c.get('db'), change, await currentUser(c))
    if (outcome.kind === 'conflict') return c.json(conflictBody(outcome), 409)
    return c.json(outcome.body, 200)
  })
  .patch('/:id/deal', ...leadChange(leadDealChangeRequestSchema), async (c) => {
    const { body, ...once } = changeOf(c)
    const change = { ...once, deal: body.deal, baseVersion: body.baseVersion }
    const outcome = await changeLeadDeal(c.get('db'), change, await currentUser(c))
    if (outcome.kind === 'conflict') return c.json(conflictBody(outcome), 409)
    return c.json(outcome.body, 200)
  })
  // Notes and tasks (worker/domain/lead-work.ts): exactly once per body id.
  .post('/:id/notes', ...leadChange(leadNoteRequestSchema), (c) =>
    applyOnce(c, (db, { body, ...once }, user) => addLeadEntryOnce(db, { ...once, entry: { note: body.note } }, user)),
  )
  .post('/:id/tasks', ...leadChange(leadTaskRequestSchema), (c) =>
    applyOnce(c, (db, { body, ...once }, user) => changeLeadTask(db, { ...once, action: body.action }, user)),
  )
  // A quick action's contact attempt (worker/domain/lead-work.ts): exactly once per body id.
  .post('/:id/contacts', ...leadChange(leadContactRequestSchema), (c) =>
    applyOnce(c, (db, { body, ...once }, user) =>
      addLeadEntryOnce(db, { ...once, entry: { channel: body.channel } }, user),
    ),
  )
  // "Client asked to stop marketing" (worker/domain/stop-marketing.ts): exactly once per body id.
  .post('/:id/stop-marketing', ...leadChange(stopMarketingRequestSchema), (c) =>
    applyOnce(c, (db, { leadId, mutationId }, user) => stopMarketing(db, { leadId, mutationId }, user)),
  )

/** What every staff change to one lead is checked for first: a staff role, the lead id and the body. */
function leadChange<T extends z.ZodMiniType>(body: T) {
  return [allow('agent', 'admin', 'super_admin'), validate('param', leadParamSchema), validate('json', body)] as const
}

type LeadChangeContext<B> = Context<AppEnv, string, { out: { param: { id: string }; json: B } }>

/**
 * The change a staff request asks for: the lead, the change's own id (the key a retry is known
 * by) and the body, once the Idempotency-Key header, when sent, is found to name that same id.
 */
function changeOf<B extends { id: string }>(c: LeadChangeContext<B>) {
  const body = c.req.valid('json')
  requireKeyMatches(c.req.header('idempotency-key'), body.id)
  return { leadId: c.req.valid('param').id, mutationId: body.id, body }
}

/** Applies a staff change that has no conflict to report, and answers with its result. */
async function applyOnce<B extends { id: string }, R>(
  c: LeadChangeContext<B>,
  apply: (db: Db, change: ReturnType<typeof changeOf<B>>, user: Actor) => Promise<R>,
) {
  const change = changeOf(c)
  return c.json(await apply(c.get('db'), change, await currentUser(c)), 200)
}

/** The 409 of a change made against an older version: what the lead is now, to show or merge. */
function conflictBody<T>(outcome: { message: string; current: T }) {
  return { error: { code: 'conflict' as const, message: outcome.message }, current: outcome.current }
}

/** A staff change's Idempotency-Key header, when sent, must name the change's own id (the outbox sends both). */
function requireKeyMatches(key: string | undefined, mutationId: string): void {
  if (key !== undefined && key !== mutationId) {
    throw new HttpError('validation_failed', 'Idempotency-Key must equal the body id', {
      id: 'Must equal the Idempotency-Key header',
    })
  }
}
