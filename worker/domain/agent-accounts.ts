import { asc, eq, isNull } from 'drizzle-orm'
import type { Db } from '#worker/db/client.ts'
import { agents, users } from '#worker/db/schema/index.ts'

/** One card of the admin Agents tab: the agent record and whether its account may sign in. */
export type AgentAccount = {
  agentId: string
  userId: string | null
  name: string
  email: string
  profileSlug: string | null
  headshotUrl: string | null
  /** The agent shows publicly. */
  agentActive: boolean
  /** The linked account may sign in (null: no account linked). */
  accountActive: boolean | null
  createdAt: string
}

/** Every agent not deleted, active or not, by name (one query; agents_active_name_idx covers the order). */
export async function listAgentAccounts(db: Db): Promise<AgentAccount[]> {
  const rows = await db
    .select({
      agentId: agents.id,
      userId: agents.userId,
      name: agents.name,
      email: agents.email,
      profileSlug: agents.profileSlug,
      headshotUrl: agents.headshotUrl,
      agentActive: agents.isActive,
      accountActive: users.isActive,
      createdAt: agents.createdAt,
    })
    .from(agents)
    .leftJoin(users, eq(users.id, agents.userId))
    .where(isNull(agents.deletedAt))
    .orderBy(asc(agents.name), asc(agents.id))
  return rows.map((r) => ({
    ...r,
    accountActive: r.userId ? (r.accountActive ?? null) : null,
    createdAt: new Date(r.createdAt).toISOString(),
  }))
}
