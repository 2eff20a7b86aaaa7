/**
 * Lead routing (shared/leads/routing.ts): what happens to a new lead's assignment right after
 * it is stored, and the timeline row that says which rule decided it.
 *
 * - A lead that came with an agent (the agent's page, `/contact?agent=`) keeps it: "the agent's
 *   page".
 * - Otherwise the super admin's rule: `triage` leaves it unassigned; `round-robin` gives it to
 *   the next active agent who accepts new leads. The turn is taken inside one transaction (a
 *   batch): the counter row is advanced, the agent at (counter − 1) mod (eligible agents, by id)
 *   is recorded on the timeline and set on the lead, all before any other writer runs, so a burst
 *   of concurrent leads spreads evenly (max − min ≤ 1). With no eligible agent the lead stays
 *   unassigned and the timeline says why.
 * - A returning client's inquiry joins a lead that already has its owner: nothing here.
 */
import { eq, type SQL, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import {
  type LeadRoutingRule,
  type LeadRoutingSettings,
  type LeadRoutingUpdate,
  NOT_CONTACTED_MINUTES,
  ROUTING_ACTORS,
  UNROUTED_KINDS,
} from '#shared/leads/routing.ts'
import type { Db } from '#worker/db/client.ts'
import { leadRouting } from '#worker/db/schema/index.ts'
import type { LeadIntake } from './lead-intake'
import { leadStamp } from './leads'

const ELIGIBLE = sql`is_active = 1 AND accepts_new_leads = 1 AND deleted_at IS NULL`
/** A client's request (a lead some rule assigns): not a newsletter sign-up or a broker application. */
export const ROUTED_KIND = sql.raw(
  `coalesce("submission_kind", '') NOT IN (${UNROUTED_KINDS.map((k) => `'${k}'`).join(', ')})`,
)

export async function getLeadRouting(db: Db): Promise<LeadRoutingSettings> {
  const [row] = await db.select().from(leadRouting).where(eq(leadRouting.id, 1))
  return {
    rule: row?.rule ?? 'triage',
    notContactedMinutes: row?.notContactedMinutes ?? NOT_CONTACTED_MINUTES.default,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  }
}

/** Sets the rule, and the not-contacted threshold when given. */
export async function setLeadRouting(
  db: Db,
  update: LeadRoutingUpdate,
  now = new Date(),
): Promise<LeadRoutingSettings> {
  const set = { ...update, updatedAt: now }
  await db
    .insert(leadRouting)
    .values({ id: 1, ...set })
    .onConflictDoUpdate({ target: leadRouting.id, set })
  return getLeadRouting(db)
}

/** One activity row, built by a SELECT (nothing inserted when it selects nothing). */
function activity(id: string, leadId: string, actor: string, now: Date, select: SQL) {
  return sql`INSERT INTO lead_activities (id, lead_id, kind, actor_name, to_value, to_label, created_at) SELECT ${id}, ${leadId}, 'assignment', ${actor}, to_value, to_label, ${now.getTime()} FROM (${select})`
}

/** The statements that route one new lead under `rule` (see the module comment). */
function routeStatements(leadId: string, rule: LeadRoutingRule, now: Date): SQL[] {
  const fromPage = activity(
    uuidv7(),
    leadId,
    ROUTING_ACTORS.agentPage,
    now,
    sql`SELECT a.id AS to_value, a.name AS to_label FROM leads l JOIN agents a ON a.id = l.agent_id WHERE l.id = ${leadId} AND ${ROUTED_KIND}`,
  )
  const waiting = sql`SELECT 1 FROM leads WHERE id = ${leadId} AND agent_id IS NULL AND ${ROUTED_KIND}`
  if (rule === 'triage')
    return [
      fromPage,
      activity(
        uuidv7(),
        leadId,
        ROUTING_ACTORS.triage,
        now,
        sql`SELECT NULL AS to_value, NULL AS to_label WHERE EXISTS (${waiting})`,
      ),
    ]
  const turn = uuidv7()
  return [
    fromPage,
    sql`UPDATE lead_routing SET round_robin_next = round_robin_next + 1 WHERE id = 1 AND EXISTS (${waiting}) AND EXISTS (SELECT 1 FROM agents WHERE ${ELIGIBLE})`,
    activity(
      turn,
      leadId,
      ROUTING_ACTORS.roundRobin,
      now,
      sql`SELECT id AS to_value, name AS to_label FROM agents WHERE ${ELIGIBLE} AND EXISTS (${waiting}) ORDER BY id LIMIT 1 OFFSET ((SELECT round_robin_next FROM lead_routing WHERE id = 1) - 1) % max(1, (SELECT count(*) FROM agents WHERE ${ELIGIBLE}))`,
    ),
    sql`UPDATE leads SET agent_id = (SELECT to_value FROM lead_activities WHERE id = ${turn}), updated_at = ${leadStamp()}, version = version + 1 WHERE id = ${leadId} AND agent_id IS NULL AND EXISTS (SELECT 1 FROM lead_activities WHERE id = ${turn})`,
    activity(
      uuidv7(),
      leadId,
      ROUTING_ACTORS.noAgent,
      now,
      sql`SELECT NULL AS to_value, NULL AS to_label WHERE EXISTS (${waiting})`,
    ),
  ]
}

/**
 * Routes the new leads among `intakes` and answers the intakes with each lead's agent as it now
 * is. One read of the rule and one batch (a transaction) for all of them.
 */
export async function routeNewLeads(db: Db, intakes: readonly LeadIntake[], now = new Date()): Promise<LeadIntake[]> {
  const created = intakes.filter((i) => i.happened === 'created')
  if (created.length === 0) return [...intakes]
  const { rule } = await getLeadRouting(db)
  const statements = created.flatMap((i) => routeStatements(i.lead.id, rule, now))
  if (rule === 'triage') {
    await db.batch(statements.map((s) => db.run(s)) as [ReturnType<Db['run']>])
    return [...intakes]
  }
  const ids = created.map((i) => i.lead.id)
  const reads = db.all<{ id: string; agent_id: string | null }>(
    sql`SELECT id, agent_id FROM leads WHERE id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  )
  const results = await db.batch([...statements.map((s) => db.run(s)), reads] as unknown as [typeof reads])
  const rows = results[results.length - 1] as unknown as { id: string; agent_id: string | null }[]
  const agentOf = new Map(rows.map((r) => [r.id, r.agent_id]))
  return intakes.map((i) =>
    i.happened === 'created' && agentOf.has(i.lead.id)
      ? { ...i, lead: { ...i.lead, agentId: agentOf.get(i.lead.id) ?? null } }
      : i,
  )
}
