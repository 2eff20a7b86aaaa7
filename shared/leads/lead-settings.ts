import * as z from 'zod/mini'

/**
 * An agent's lead settings, set by the agent (dashboard, Profile tab) or the super admin (the
 * agent's edit dialog):
 *
 *   PUT /api/agent/lead-settings                       AgentLeadSettings → 200 MyAgentProfile
 *   PUT /api/admin/users/agents/:agentId/lead-settings AgentLeadSettings → 200 AdminAgentDetail
 *
 * - emailNewLeads ('E-mail me new leads', on by default): an e-mail for each new lead assigned
 *   to the agent.
 * - acceptsNewLeads ('Accepts new leads', on by default): round-robin routing may assign the agent
 *   new leads (shared/leads/routing.ts).
 */
export const agentLeadSettingsSchema = z.strictObject({
  emailNewLeads: z.boolean('E-mail me new leads must be true or false'),
  acceptsNewLeads: z.boolean('Accepts new leads must be true or false'),
})
export type AgentLeadSettings = z.output<typeof agentLeadSettingsSchema>

export { LEAD_SETTINGS_TEXTS } from '#shared/constants/lead-settings.ts'
