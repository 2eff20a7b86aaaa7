import { PARTNER_MESSAGES, PARTNER_TIMELINE_ACTOR } from '#shared/constants/public-forms.ts'
import type { LeadBatchResult, LeadSubmission, ParsedBatchEntry } from '#shared/schemas/leads.ts'
import type { PartnerOutcome } from '#shared/schemas/public-forms.ts'
import type { Db } from '#worker/db/client.ts'
import { runAsJob } from '#worker/db/request-gate.ts'
import { leadActivities } from '#worker/db/schema/index.ts'
import { log } from '#worker/lib/log.ts'
import type { InsertedLead } from './leads'
import { subscribeToNewsletter } from './newsletter'
import { type PartnerConfig, partnerOutcomes, postContactToPartner } from './partner-post'

/**
 * What a public lead does besides its row, before the answer goes back (the visitor is told the
 * partner's outcome): the contact form's partner POST and the newsletter's subscriber row.
 *
 * - A NEW contact lead with brokerCode and wpnonce is posted to the partner (once: see
 *   partner-post.ts); a replay reports the stored outcome; without the codes, or when a
 *   returning client's contact joined an open lead (the partner already has the client):
 *   `skipped`.
 * - A NEW newsletter lead subscribes the address (or re-subscribes it). A replay only makes
 *   sure the subscriber exists (an earlier attempt may have stored the lead and then failed),
 *   never re-subscribing someone who unsubscribed since. An address already subscribed stores
 *   no lead and does nothing here.
 * The partner POST runs as a job (runAsJob): its database calls are not held to the request's
 * 5 s budget while the partner answers.
 */
export async function applyPublicLeadEffects(
  db: Db,
  entries: readonly ParsedBatchEntry[],
  outcome: { results: LeadBatchResult[]; inserted: InsertedLead[] },
  partner: PartnerConfig,
): Promise<LeadBatchResult[]> {
  const submissions = new Map<string, LeadSubmission>()
  for (const entry of entries) if (entry.status === 'valid') submissions.set(entry.submission.id, entry.submission)
  const insertedIds = new Set(outcome.inserted.map((l) => l.id))
  // A returning client's contact joined a lead the partner was already sent.
  const joined = new Set(outcome.inserted.filter((l) => l.leadId !== l.id).map((l) => l.id))

  const partnerOf = new Map<string, PartnerOutcome>()
  const replayedContacts: string[] = []
  const work: Promise<unknown>[] = []
  // A batch may carry the same submission twice (an outbox retry racing its first send): its
  // effects run once per id, and every copy reports the same outcome. Two concurrent posts of
  // one lead made the second read the first's claim as 'failed' and, finishing last, overwrite
  // the real outcome.
  const seen = new Set<string>()
  for (const result of outcome.results) {
    const submission = submissions.get(result.id)
    if (!submission || result.outcome === 'rejected' || seen.has(result.id)) continue
    seen.add(result.id)
    if (submission.kind === 'contact') {
      const payload = submission.payload
      if (!payload.broker_code || !payload.wpnonce || joined.has(result.id)) partnerOf.set(result.id, 'skipped')
      else if (insertedIds.has(result.id))
        work.push(
          runAsJob(() => postContactToPartner(db, { id: result.id, payload }, partner)).then((o) =>
            partnerOf.set(result.id, o),
          ),
        )
      else replayedContacts.push(result.id)
    } else if (submission.kind === 'newsletter') {
      // An address already on the list, or signed up by another entry of this batch, has no lead
      // of its own to subscribe with (and its subscriber row is that other entry's work).
      if (result.alreadySubscribed) continue
      const lead = { id: result.id, payload: submission.payload }
      work.push(subscribeToNewsletter(db, lead, { resubscribe: insertedIds.has(result.id) }))
    }
  }
  await Promise.all(work)
  await notePartnerOutcomes(
    db,
    [...partnerOf].filter(([id]) => insertedIds.has(id) && !joined.has(id)),
  )
  if (replayedContacts.length > 0)
    for (const [id, o] of await partnerOutcomes(db, replayedContacts)) partnerOf.set(id, o)
  return outcome.results.map((r) => {
    const p = r.outcome === 'rejected' ? undefined : partnerOf.get(r.id)
    return p ? { ...r, partner: p } : r
  })
}

/**
 * The partner network's outcome of each new contact lead, as a note on the lead's timeline for
 * staff (the visitor only hears that the message was sent). A failed write is logged, never
 * failing the submission: the lead is stored, and a retry would be a replay with no new note.
 */
async function notePartnerOutcomes(db: Db, outcomes: readonly [string, PartnerOutcome][]): Promise<void> {
  if (outcomes.length === 0) return
  const createdAt = new Date()
  try {
    await db.insert(leadActivities).values(
      outcomes.map(([leadId, outcome]) => ({
        leadId,
        kind: 'note' as const,
        actorName: PARTNER_TIMELINE_ACTOR,
        note: PARTNER_MESSAGES[outcome],
        createdAt,
      })),
    )
  } catch (error) {
    log.error('partner outcome note failed', { leadIds: outcomes.map(([id]) => id), error: String(error) })
  }
}
