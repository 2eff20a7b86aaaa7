/**
 * Contact attempts from a lead's quick actions (shared/leads/lead-contact.ts): a call, an e-mail
 * or a text logged in the lead's timeline, exactly once per mutation id, by the lead's agent (or
 * an admin working as one) or a super admin, like a note (./lead-work). The entry takes the
 * mutation's id, so a device tells its queued attempt from the one the server holds.
 */
import { sql } from 'drizzle-orm'
import type { ContactChannel } from '#shared/leads/lead-contact.ts'
import type { LeadWorkResponse } from '#shared/leads/lead-work.ts'
import type { Db } from '#worker/db/client.ts'
import { leadActivities } from '#worker/db/schema/index.ts'
import type { Actor } from '#worker/domain/auth/actor.ts'
import { applyOnce } from './lead-work'

export const LEAD_CONTACT_MUTATION_KIND = 'lead-contact'

export function logContactAttempt(
  db: Db,
  input: { leadId: string; mutationId: string; channel: ContactChannel },
  actor: Actor,
): Promise<LeadWorkResponse> {
  return applyOnce(
    db,
    actor,
    {
      leadId: input.leadId,
      mutationId: input.mutationId,
      kind: LEAD_CONTACT_MUTATION_KIND,
      content: { leadId: input.leadId, channel: input.channel },
    },
    (when, name, at) => [
      db.run(sql`INSERT INTO ${leadActivities} (id, lead_id, kind, actor_user_id, actor_name, to_value, created_at)
          SELECT ${input.mutationId}, ${input.leadId}, 'contact', ${actor.id}, ${name}, ${input.channel}, ${at} WHERE ${when}
          ON CONFLICT DO NOTHING`),
    ],
  )
}
