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
 * A lead not contacted within the super admin's threshold (default 15 minutes) tells the super
 * admins once (docs/decisions/199-not-contacted-alert.md).
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

/** The not-contacted alert's threshold, in minutes: its default and its bounds. */
export const NOT_CONTACTED_MINUTES = { default: 15, min: 5, max: 1440 } as const
export const THRESHOLD_MESSAGE = `Enter a whole number of minutes from ${NOT_CONTACTED_MINUTES.min} to ${NOT_CONTACTED_MINUTES.max}`

export const leadRoutingUpdateSchema = z.strictObject({
  rule: z.enum(LEAD_ROUTING_RULES, 'Choose how new leads are assigned'),
  /** Absent: unchanged. */
  notContactedMinutes: z.optional(
    z
      .int(THRESHOLD_MESSAGE)
      .check(z.gte(NOT_CONTACTED_MINUTES.min, THRESHOLD_MESSAGE), z.lte(NOT_CONTACTED_MINUTES.max, THRESHOLD_MESSAGE)),
  ),
})
export type LeadRoutingUpdate = z.output<typeof leadRoutingUpdateSchema>

export type LeadRoutingSettings = {
  rule: LeadRoutingRule
  /** A lead not contacted within this many minutes of arriving tells the super admins, once. */
  notContactedMinutes: number
  updatedAt: string | null
}

export const LEAD_ROUTING_TEXTS = {
  title: 'Lead Routing',
  lead: "How new leads are assigned. A lead from an agent's page always goes to that agent, and a returning client's stays with theirs.",
  ruleLegend: 'Leads from the website, the chat and applications',
  triageHint: 'New leads wait in the Leads tab, unassigned, for you to assign.',
  roundRobinHint: 'Each new lead goes to the next active agent who accepts new leads, in turn.',
  alertLegend: 'Leads not contacted',
  threshold: 'Tell me when a lead is not contacted within (minutes)',
  thresholdHint:
    'A lead with no note, call, e-mail, text or move to Contacted by then gets one notification in your inbox and on your devices with notifications on.',
  save: 'Save',
  saved: 'Lead routing saved',
  failed: 'Lead routing could not be saved',
  loadFailed: 'Lead routing could not be loaded.',
  loading: 'Loading lead routing…',
} as const
