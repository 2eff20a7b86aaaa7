import { and, eq, isNull, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { AdminAgentDetail } from '#shared/schemas/admin-agents.ts'
import type { Db } from '#worker/db/client.ts'
import { agents, blogPosts, leadActivities, leadDepartures, leads, users } from '#worker/db/schema/index.ts'
import type { Actor } from '#worker/domain/auth/actor.ts'
import { HttpError } from '#worker/lib/http-error.ts'
import { actorName } from './admin-leads'
import { toMyProfile } from './agent-dashboard'
import { auditRow } from './audit-log'
import type { AgentRow } from './auth/ownership'
import type { LeadIntake } from './lead-intake'
import { leadStamp } from './leads'
import { endSessions, manageableUser } from './users'

/**
 * The admin Agents tab on one chosen agent. Edits go through the agent
 * dashboard's own domain functions (worker/domain/agent-dashboard.ts) with the agent the admin
 * picked instead of the session's; this module only finds that agent, shapes the dialog's view
 * and deletes. docs/decisions/080-admin-agent-edit-and-delete.md.
 */

export const AGENT_NOT_FOUND_MESSAGE = 'Agent not found'

/** The agent by id, unless deleted: 404 otherwise. */
export async function requireAgentById(db: Db, agentId: string): Promise<AgentRow> {
  const [row] = await db
    .select()
    .from(agents)
    .where(and(eq(agents.id, agentId), isNull(agents.deletedAt)))
    .limit(1)
  if (!row) throw new HttpError('not_found', AGENT_NOT_FOUND_MESSAGE)
  return row
}

const orNull = (v: string | undefined) => (v ? v : null)

/** The dashboard's profile with every application link (the admin also sets the three the dashboard keeps). */
export function toAdminAgent(row: AgentRow): AdminAgentDetail {
  const links = row.applicationLinks ?? {}
  return {
    ...toMyProfile(row),
    links: {
      apply: orNull(links.apply),
      newsletter: orNull(links.newsletter),
      contactForm: orNull(links.contact_form),
      rateQuote: orNull(links.rate_quote),
      scheduler: orNull(links.scheduler),
    },
  }
}

export async function getAdminAgent(db: Db, agentId: string): Promise<AdminAgentDetail> {
  return toAdminAgent(await requireAgentById(db, agentId))
}

/**
 * Deletes an agent (soft: `deleted_at`, as every synced row), in ONE batch (a transaction):
 * - the agent row: deleted, inactive, its profile slug freed (another agent may take it);
 * - its leads: unassigned (they show in the Leads tab's 'unassigned' view, nothing is lost),
 *   each with an 'assignment' entry in its timeline and a departure so the agent's devices
 *   drop them on their next sync;
 * - its blog posts: kept, published or not, with no agent (the public blog shows them by the
 *   brokerage, as a hard delete's `ON DELETE SET NULL` would);
 * - its sign-in account, if any: deactivated and every session ended (as Deactivate does);
 * - testimonials, documents and page-view events stay with the deleted agent, unseen (the
 *   public page answers 404).
 * A super admin's own agent record cannot be deleted here (403, like Deactivate).
 */
export const LEADS_TO_SELF_MESSAGE = "Choose another agent for this agent's leads"
export const LEADS_TO_UNKNOWN_MESSAGE = 'Unknown or inactive agent'

/**
 * Deletes an agent (soft). Their leads are never orphaned: they move to `leadsTo` (an active
 * agent) or, with null, become unassigned, each move in the lead's timeline. Called through
 * worker/domain/lead-intake.ts (each moved lead is a `reassigned` intake).
 */
export async function deleteAgent(
  db: Db,
  actor: Actor,
  agentId: string,
  { leadsTo = null }: { leadsTo?: string | null } = {},
  now = new Date(),
): Promise<{ intakes: LeadIntake[] }> {
  const agent = await requireAgentById(db, agentId)
  if (agent.userId) await manageableUser(db, agent.userId, actor.id)
  if (leadsTo === agent.id)
    throw new HttpError('validation_failed', LEADS_TO_SELF_MESSAGE, { leadsTo: LEADS_TO_SELF_MESSAGE })
  const [target] = leadsTo
    ? await db
        .select({ id: agents.id, name: agents.name })
        .from(agents)
        .where(and(eq(agents.id, leadsTo), eq(agents.isActive, true), isNull(agents.deletedAt)))
    : []
  if (leadsTo && !target)
    throw new HttpError('validation_failed', LEADS_TO_UNKNOWN_MESSAGE, { leadsTo: LEADS_TO_UNKNOWN_MESSAGE })
  const [agentLeads, name] = await Promise.all([
    db
      .select({ id: leads.id, status: leads.status })
      .from(leads)
      .where(and(eq(leads.agentId, agent.id), isNull(leads.deletedAt))),
    actorName(db, actor.id),
  ])
  const at = now.getTime()
  const leadStatements = agentLeads.length
    ? [
        db.insert(leadActivities).values(
          agentLeads.map((l) => ({
            id: uuidv7(),
            leadId: l.id,
            kind: 'assignment' as const,
            actorUserId: actor.id,
            actorName: name,
            fromValue: agent.id,
            toValue: target?.id ?? null,
            fromLabel: agent.name,
            toLabel: target?.name ?? null,
            createdAt: now,
          })),
        ),
      ]
    : []
  const statements = [
    // The audit row first, while the agent is still live: written only if the delete happens.
    auditRow(
      db,
      { userId: actor.id },
      'agent_deleted',
      { id: agent.id, label: agent.name },
      now,
      sql`EXISTS (SELECT 1 FROM ${agents} a WHERE a.id = ${agent.id} AND a.deleted_at IS NULL)`,
    ),
    ...leadStatements,
    db.run(sql`INSERT INTO ${leadDepartures} (agent_id, lead_id, updated_at)
        SELECT agent_id, id, ${leadStamp()} FROM ${leads} WHERE agent_id = ${agent.id}
        ON CONFLICT (agent_id, lead_id) DO UPDATE SET updated_at = excluded.updated_at`),
    db
      .update(leads)
      .set({ agentId: target?.id ?? null, version: sql`${leads.version} + 1`, updatedAt: leadStamp() })
      .where(eq(leads.agentId, agent.id)),
    db
      .update(blogPosts)
      .set({ agentId: null, version: sql`${blogPosts.version} + 1`, updatedAt: now })
      .where(eq(blogPosts.agentId, agent.id)),
    ...(agent.userId
      ? [
          db.update(users).set({ isActive: false }).where(eq(users.id, agent.userId)),
          ...endSessions(db, agent.userId, now),
        ]
      : []),
    db
      .update(agents)
      .set({
        deletedAt: now,
        isActive: false,
        profileSlug: null,
        version: sql`${agents.version} + 1`,
        updatedAt: new Date(at),
      })
      .where(and(eq(agents.id, agent.id), isNull(agents.deletedAt))),
  ]
  await db.batch(statements as unknown as [(typeof statements)[number], ...(typeof statements)[number][]])
  return {
    intakes: agentLeads.map((l) => ({
      happened: 'reassigned' as const,
      lead: { id: l.id, agentId: target?.id ?? null, status: l.status },
      fromAgentId: agent.id,
    })),
  }
}
