import * as z from 'zod/mini'
import {
  agentLinksSchema,
  agentProfileUpdateSchema,
  agentSocialSchema,
  type MyAgentProfile,
  optionalLinkSchema,
} from './agent-dashboard'
import { line } from './text'

/**
 * The admin Agents tab's edit dialog and delete, on
 * ONE chosen agent. The fields are the agent dashboard's (shared/schemas/agent-dashboard.ts),
 * plus what the dashboard leaves to the admin: LinkedIn and the other application links
 * (contact form, rate quote, scheduler). Super admin only (docs/decisions/009). Routes:
 *
 *   GET    /api/admin/users/agents/:agentId                 → 200 AdminAgentDetail
 *   PUT    /api/admin/users/agents/:agentId/basic           AdminAgentBasicInput  → 200 AdminAgentDetail
 *   PUT    /api/admin/users/agents/:agentId/social          AdminAgentSocialInput → 200 AdminAgentDetail
 *   PUT    /api/admin/users/agents/:agentId/links           AdminAgentLinksInput  → 200 AdminAgentDetail
 *   PUT    /api/admin/users/agents/:agentId/seo             AgentSeoInput         → 200 AdminAgentDetail
 *   POST   /api/admin/users/agents/:agentId/images/:slot    raw image bytes       → 201 { url, agent }
 *   DELETE /api/admin/users/agents/:agentId/images/:slot                          → 200 { agent }
 *   DELETE /api/admin/users/agents/:agentId                                       → 200 { deleted: true }
 *
 * docs/decisions/080-admin-agent-edit-and-delete.md.
 */

/** The spec's messages for the Agents tab, and its delete confirmation. */
export const ADMIN_AGENT_MESSAGES = {
  fetchFailed: 'Failed to fetch agents',
  createFailed: 'Failed to create agent',
  created: 'Agent created successfully!',
  updateFailed: 'Failed to update agent',
  updated: 'Agent updated successfully!',
  deleteFailed: 'Failed to delete agent',
  deleted: 'Agent deleted successfully!',
  uploadFailed: 'Failed to upload headshot/banner',
  profileFailed: 'Failed to update agent profile',
  confirmDelete: 'Are you sure you want to delete this agent?',
} as const

export const adminAgentParamSchema = z.strictObject({ agentId: z.uuid('Not a valid agent id') })

/** Where a deleted agent's leads go: another agent, or 'unassigned' (the default). */
export const AGENT_LEADS_UNASSIGNED = 'unassigned'
export const adminAgentDeleteQuerySchema = z.strictObject({
  leadsTo: z.optional(z.union([z.uuid('Not a valid agent id'), z.literal(AGENT_LEADS_UNASSIGNED)])),
})

/** Headshot and banner: the two images the spec lets the admin upload. */
export const ADMIN_AGENT_IMAGE_SLOTS = ['headshot', 'banner'] as const
export type AdminAgentImageSlot = (typeof ADMIN_AGENT_IMAGE_SLOTS)[number]
export const adminAgentImageParamSchema = z.strictObject({
  agentId: z.uuid('Not a valid agent id'),
  slot: z.enum(ADMIN_AGENT_IMAGE_SLOTS),
})

/** Basic Info: the dashboard's Profile fields and the profile URL slug, saved together. */
export const adminAgentBasicSchema = z.extend(agentProfileUpdateSchema, {
  profileSlug: line(0, 200),
})
export type AdminAgentBasicInput = z.input<typeof adminAgentBasicSchema>
export type AdminAgentBasic = z.output<typeof adminAgentBasicSchema>

/** Social Links: the dashboard's four plus LinkedIn. */
export const adminAgentSocialSchema = z.extend(agentSocialSchema, { linkedin: optionalLinkSchema })
export type AdminAgentSocialInput = z.input<typeof adminAgentSocialSchema>

/** App Links: apply and newsletter (the dashboard's) plus contact form, rate quote and scheduler. */
export const adminAgentLinksSchema = z.extend(agentLinksSchema, {
  contactForm: optionalLinkSchema,
  rateQuote: optionalLinkSchema,
  scheduler: optionalLinkSchema,
})
export type AdminAgentLinksInput = z.input<typeof adminAgentLinksSchema>

/** One agent as the edit dialog shows it: the dashboard's profile with every application link. */
export type AdminAgentDetail = Omit<MyAgentProfile, 'links'> & {
  links: {
    apply: string | null
    newsletter: string | null
    contactForm: string | null
    rateQuote: string | null
    scheduler: string | null
  }
}
