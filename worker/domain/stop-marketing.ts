import { sql } from 'drizzle-orm'
import { STOP_MARKETING_PURPOSES } from '#shared/compliance/consent.ts'
import type { Db } from '#worker/db/client.ts'
import { consentRecords, leadActivities, leads } from '#worker/db/schema/index.ts'
import type { Actor } from '#worker/domain/auth/actor.ts'
import { auditRow } from './audit-log'
import { RECORD_COLUMNS } from './consent-records'
import { applyOnce } from './lead-work'

export const STOP_MARKETING_MUTATION_KIND = 'lead-stop-marketing'
const STOP_MARKETING_NOTE = 'Client asked to stop marketing: consent to marketing e-mail withdrawn.'

/**
 * "Client asked to stop marketing", recorded by the lead's agent or a super admin, exactly once
 * per request id (./lead-work applyOnce): in one batch, a withdrawal for every purpose, the
 * address taken off the newsletter at once, a timeline note and an audit row.
 */
export function stopMarketing(db: Db, input: { leadId: string; mutationId: string }, actor: Actor) {
  const email = sql`(SELECT lower(trim(client_email)) FROM ${leads} WHERE id = ${input.leadId})`
  return applyOnce(
    db,
    actor,
    { leadId: input.leadId, mutationId: input.mutationId, kind: STOP_MARKETING_MUTATION_KIND, content: input },
    (when, name, at) => [
      auditRow(
        db,
        { userId: actor.id },
        'consent_withdrawn',
        { id: input.leadId, label: 'Client asked to stop marketing' },
        new Date(at),
        when,
      ),
      ...STOP_MARKETING_PURPOSES.map((purpose) =>
        db.run(sql`INSERT INTO ${consentRecords} (${RECORD_COLUMNS})
          SELECT ${`staff:${input.mutationId}:${purpose}`}, ${email}, ${input.leadId},
            (SELECT id FROM newsletter_subscribers WHERE email = ${email}), ${purpose}, 'withdrawn', NULL,
            ${at}, ${at}, NULL, 'lead-view', 'staff-recorded', ${actor.id}
          WHERE ${when} ON CONFLICT (key) DO NOTHING`),
      ),
      db.run(sql`UPDATE newsletter_subscribers SET unsubscribed_at = ${at}
          WHERE email = ${email} AND unsubscribed_at IS NULL AND ${when}`),
      db.run(sql`INSERT INTO ${leadActivities} (id, lead_id, kind, actor_user_id, actor_name, note, created_at)
          SELECT ${input.mutationId}, ${input.leadId}, 'note', ${actor.id}, ${name}, ${STOP_MARKETING_NOTE}, ${at} WHERE ${when}
          ON CONFLICT DO NOTHING`),
    ],
  )
}
