import * as z from 'zod/mini'

/**
 * Where a new lead goes. A lead from an agent's page (or `/contact?agent=`) is that agent's; a
 * returning client's inquiry joins the lead its agent already has; every other lead follows the
 * rule the super admin sets:
 *
 * - `triage` (the default): it stays unassigned until staff assign it;
 * - `round-robin`: the next of the active agents who accept new leads, in turn.
 *
 * Newsletter sign-ups and become-a-broker applications are not client requests: no rule
 * assigns them.
 *
 *   GET /api/admin/lead-routing → 200 LeadRoutingSettings
 *   PUT /api/admin/lead-routing   LeadRoutingUpdate → 200 LeadRoutingSettings
 */
export const LEAD_ROUTING_RULES = ['triage', 'round-robin'] as const
export type LeadRoutingRule = (typeof LEAD_ROUTING_RULES)[number]

export const LEAD_ROUTING_RULE_LABELS: Record<LeadRoutingRule, string> = {
  triage: 'Unassigned for triage',
  'round-robin': 'Round-robin among active agents who accept new leads',
}

/** The submission kinds no rule assigns. */
export const UNROUTED_KINDS = ['newsletter', 'become-broker'] as const

/** Who the timeline says assigned a new lead (its actor name). */
export const ROUTING_ACTORS = {
  agentPage: "Lead routing: the agent's page",
  triage: 'Lead routing: unassigned for triage',
  roundRobin: 'Lead routing: round-robin',
  noAgent: 'Lead routing: round-robin, but no agent accepts new leads',
} as const

export const leadRoutingUpdateSchema = z.strictObject({
  rule: z.enum(LEAD_ROUTING_RULES, 'Choose how new leads are assigned'),
})
export type LeadRoutingUpdate = z.output<typeof leadRoutingUpdateSchema>

export type LeadRoutingSettings = {
  rule: LeadRoutingRule
  updatedAt: string | null
}

export const LEAD_ROUTING_TEXTS = {
  title: 'Lead Routing',
  lead: "How new leads are assigned. A lead from an agent's page always goes to that agent, and a returning client's stays with theirs.",
  ruleLegend: 'Leads from the website, the chat and applications',
  triageHint: 'New leads wait in the Leads tab, unassigned, for you to assign.',
  roundRobinHint: 'Each new lead goes to the next active agent who accepts new leads, in turn.',
  save: 'Save',
  saved: 'Lead routing saved',
  failed: 'Lead routing could not be saved',
  loadFailed: 'Lead routing could not be loaded.',
  loading: 'Loading lead routing…',
} as const
