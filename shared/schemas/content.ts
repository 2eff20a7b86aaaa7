import * as z from 'zod/mini'

/**
 * Public content reads (`/api/content/*`): the agent list for the quote dialog, the lenders
 * and the home testimonials. Response schemas are not strict (an installed PWA may be older
 * than the server; a new field must not break it). None of these routes takes input.
 */

export const LENDER_TYPES = ['a_lender', 'alternate_lender'] as const
export type LenderType = (typeof LENDER_TYPES)[number]

/** How many testimonials the home page shows. */
export const HOME_TESTIMONIALS_LIMIT = 6

/** GET /api/content/agents/options: the spec's get_agent_list (active agents, by name). */
export const agentOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
})
export type AgentOption = z.infer<typeof agentOptionSchema>
export type AgentOptionsResponse = { agents: AgentOption[] }

/** GET /api/content/lenders: active lenders by display_order, split by type. */
export const lenderSchema = z.object({
  id: z.string(),
  name: z.string(),
  logoUrl: z.nullable(z.string()),
  type: z.enum(LENDER_TYPES),
})
export type Lender = z.infer<typeof lenderSchema>
export const lendersResponseSchema = z.object({
  aLenders: z.array(lenderSchema),
  alternateLenders: z.array(lenderSchema),
})
export type LendersResponse = z.infer<typeof lendersResponseSchema>

/** GET /api/content/testimonials/home: approved, admin-written, newest first, at most 6. */
export const homeTestimonialSchema = z.object({
  id: z.string(),
  clientName: z.string(),
  content: z.string(),
  rating: z.int().check(z.gte(1), z.lte(5)),
  /** ISO 8601. */
  createdAt: z.string(),
})
export type HomeTestimonial = z.infer<typeof homeTestimonialSchema>
export type HomeTestimonialsResponse = { testimonials: HomeTestimonial[] }

/** Cache-Control of every public content read: five minutes in any cache. */
export const CONTENT_CACHE_CONTROL = 'public, max-age=300'
