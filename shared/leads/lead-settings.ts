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

export const LEAD_SETTINGS_TEXTS = {
  title: 'New leads',
  emailNewLeads: 'E-mail me new leads',
  emailNewLeadsHint:
    "An e-mail for each new lead assigned to you: the client's name, the request, its key figures and a link to the lead.",
  adminEmailNewLeads: 'E-mail this agent new leads',
  acceptsNewLeads: 'Accepts new leads',
  acceptsNewLeadsHint:
    'When leads are shared round-robin, new leads from the website and the chat come to you in turn.',
  adminAcceptsNewLeadsHint:
    'When leads are shared round-robin, this agent gets new leads from the website and the chat in turn.',
  saved: 'Lead settings saved',
  failed: 'The lead settings could not be saved',
} as const
