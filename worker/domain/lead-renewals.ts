import { and, asc, eq, gte, isNull } from 'drizzle-orm'
import type { AdminRenewal } from '#shared/leads/renewals.ts'
import type { Day } from '#shared/time/toronto-time.ts'
import type { Db } from '#worker/db/client.ts'
import { agents, leads } from '#worker/db/schema/index.ts'

/** At most this many renewals in one answer (the soonest). */
export const ADMIN_RENEWALS_MAX = 1000

/**
 * Every funded lead maturing today or later, soonest first, with its agent's name (the admin's
 * Renewals; the agent's own list is computed on the device). Reads the maturity index.
 */
export async function listAdminRenewals(db: Db, today: Day): Promise<AdminRenewal[]> {
  return db
    .select({
      id: leads.id,
      clientName: leads.clientName,
      status: leads.status,
      agentName: agents.name,
      dealMaturityOn: leads.dealMaturityOn,
      dealAmount: leads.dealAmount,
      dealLenderName: leads.dealLenderName,
    })
    .from(leads)
    .leftJoin(agents, eq(agents.id, leads.agentId))
    .where(and(isNull(leads.deletedAt), eq(leads.status, 'funded'), gte(leads.dealMaturityOn, today)))
    .orderBy(asc(leads.dealMaturityOn), asc(leads.id))
    .limit(ADMIN_RENEWALS_MAX)
}
