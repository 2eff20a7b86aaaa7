import { eq } from 'drizzle-orm'
import type { Db } from '#worker/db/client.ts'
import { agents } from '#worker/db/schema/index.ts'
import { HttpError } from '#worker/lib/http-error.ts'

export type AgentRow = typeof agents.$inferSelect

/**
 * The agent record of the signed-in user, or 403 'Agent not found' (a super admin, or an
 * admin/agent whose record is missing). Agent-scoped routes (leads, testimonials, blog,
 * documents, analytics of "my" agent) use it so that ownership is decided on the server:
 *
 *   .get('/mine', allow('agent', 'admin'), async (c) => {
 *     const agent = await requireAgentOfUser(c.get('db'), await currentUser(c))
 *     return c.json(await listLeads(c.get('db'), { agentId: agent.id }), 200)
 *   })
 *
 * For a row addressed by id, ALWAYS filter by both (`WHERE id = ? AND agent_id = ?`) and answer
 * 404 when nothing matches, so another agent's row is indistinguishable from a missing one.
 * Never take the agent id from the request body or query for an agent-role caller.
 */
export async function requireAgentOfUser(db: Db, user: { id: string }): Promise<AgentRow> {
  const [agent] = await db.select().from(agents).where(eq(agents.userId, user.id)).limit(1)
  if (!agent) throw new HttpError('forbidden', 'Agent not found')
  return agent
}
