import { Hono } from 'hono'
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
  .patch(
    '/:id/status',
    allow('agent', 'admin', 'super_admin'),
    validate('param', leadParamSchema),
    validate('json', leadStatusChangeRequestSchema),
    async (c) => {
      const { id: leadId } = c.req.valid('param')
      const body = c.req.valid('json')
      requireKeyMatches(c.req.header('idempotency-key'), body.id)
      const outcome = await changeLeadStatus(
        c.get('db'),
        {
          leadId,
          mutationId: body.id,
          status: body.status,
          lostReason: body.lostReason,
          lostNote: body.lostNote,
          baseVersion: body.baseVersion,
        },
        await currentUser(c),
      )
      if (outcome.kind === 'conflict') {
        return c.json({ error: { code: 'conflict' as const, message: outcome.message }, current: outcome.current }, 409)
      }
      return c.json(outcome.body, 200)
    },
  )
  .patch(
    '/:id/deal',
    allow('agent', 'admin', 'super_admin'),
    validate('param', leadParamSchema),
    validate('json', leadDealChangeRequestSchema),
    async (c) => {
      const { id: leadId } = c.req.valid('param')
      const body = c.req.valid('json')
      requireKeyMatches(c.req.header('idempotency-key'), body.id)
      const outcome = await changeLeadDeal(
        c.get('db'),
        { leadId, mutationId: body.id, deal: body.deal, baseVersion: body.baseVersion },
        await currentUser(c),
      )
      if (outcome.kind === 'conflict') {
        return c.json({ error: { code: 'conflict' as const, message: outcome.message }, current: outcome.current }, 409)
      }
      return c.json(outcome.body, 200)
    },
  )
  // Notes and tasks (worker/domain/lead-work.ts): exactly once per body id.
  .post(
    '/:id/notes',
    allow('agent', 'admin', 'super_admin'),
    validate('param', leadParamSchema),
    validate('json', leadNoteRequestSchema),
    async (c) => {
      const body = c.req.valid('json')
      requireKeyMatches(c.req.header('idempotency-key'), body.id)
      const result = await addLeadEntryOnce(
        c.get('db'),
        { leadId: c.req.valid('param').id, mutationId: body.id, entry: { note: body.note } },
        await currentUser(c),
      )
      return c.json(result, 200)
    },
  )
  .post(
    '/:id/tasks',
    allow('agent', 'admin', 'super_admin'),
    validate('param', leadParamSchema),
    validate('json', leadTaskRequestSchema),
    async (c) => {
      const body = c.req.valid('json')
      requireKeyMatches(c.req.header('idempotency-key'), body.id)
      const result = await changeLeadTask(
        c.get('db'),
        { leadId: c.req.valid('param').id, mutationId: body.id, action: body.action },
        await currentUser(c),
      )
      return c.json(result, 200)
    },
  )
  // A quick action's contact attempt (worker/domain/lead-work.ts): exactly once per body id.
  .post(
    '/:id/contacts',
    allow('agent', 'admin', 'super_admin'),
    validate('param', leadParamSchema),
    validate('json', leadContactRequestSchema),
    async (c) => {
      const body = c.req.valid('json')
      requireKeyMatches(c.req.header('idempotency-key'), body.id)
      const result = await addLeadEntryOnce(
        c.get('db'),
        { leadId: c.req.valid('param').id, mutationId: body.id, entry: { channel: body.channel } },
        await currentUser(c),
      )
      return c.json(result, 200)
    },
  )
  // "Client asked to stop marketing" (worker/domain/stop-marketing.ts): exactly once per body id.
  .post(
    '/:id/stop-marketing',
    allow('agent', 'admin', 'super_admin'),
    validate('param', leadParamSchema),
    validate('json', stopMarketingRequestSchema),
    async (c) => {
      const body = c.req.valid('json')
      requireKeyMatches(c.req.header('idempotency-key'), body.id)
      const result = await stopMarketing(
        c.get('db'),
        { leadId: c.req.valid('param').id, mutationId: body.id },
        await currentUser(c),
      )
      return c.json(result, 200)
    },
  )

/** A staff change's Idempotency-Key header, when sent, must name the change's own id (the outbox sends both). */
function requireKeyMatches(key: string | undefined, mutationId: string): void {
  if (key !== undefined && key !== mutationId) {
    throw new HttpError('validation_failed', 'Idempotency-Key must equal the body id', {
      id: 'Must equal the Idempotency-Key header',
    })
  }
}
