import { eq } from 'drizzle-orm'
import type { AgentLicenceTitle } from '#shared/schemas/agent-licence.ts'
import { agents } from '#worker/db/schema/index.ts'

type Updater = { update: (table: typeof agents) => { set: (v: object) => { where: (w: unknown) => unknown } } }

/**
 * Gives a test agent a complete licence (an agent's public page and directory card need one),
 * straight in the database.
 */
export async function licenseAgent(
  db: unknown,
  agentId: string,
  licence: { licensedName?: string; licenceNumber?: string; licenceTitle?: AgentLicenceTitle } = {},
) {
  await (db as Updater)
    .update(agents)
    .set({
      licensedName: licence.licensedName ?? 'Test Licensed Agent',
      licenceNumber: licence.licenceNumber ?? `M${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      licenceTitle: licence.licenceTitle ?? 'Mortgage Agent Level 2',
    })
    .where(eq(agents.id, agentId))
}
