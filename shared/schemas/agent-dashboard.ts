import * as z from 'zod/mini'
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '#shared/constants/seo.ts'
import { type AgentLicence, agentLicenceFields } from './agent-licence'
import { phoneSchema } from './leads'
import { line, multiline } from './text'

/**
 * The agent dashboard (`/api/agent/*`): the
 * signed-in agent's own record only. Requests are strict and bounded; responses are not
 * strict (an installed PWA may be older than the server).
 *
 * Empty optional fields travel as null (the form sends null for a cleared field), so "no
 * value" has one spelling on the wire and in the database.
 */

// ---------------------------------------------------------------------------------------
// Texts from the spec (validation and toasts)
// ---------------------------------------------------------------------------------------

export const PROFILE_SLUG_EMPTY_MESSAGE = 'Profile slug cannot be empty'
export const PROFILE_SLUG_TAKEN_MESSAGE = 'This profile URL is already taken'
export const DEFAULT_AGENT_TITLE = 'Your Trusted Mortgage Broker'
export { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX }
/** Recent activity: fetch 10, display 5. */
export const RECENT_ACTIVITY_FETCH = 10
export const RECENT_ACTIVITY_SHOWN = 5
export const PROFILE_SLUG_MAX = 60

export const AGENT_DASHBOARD_MESSAGES = {
  saveFailed: 'Failed to save changes',
  socialFailed: 'Failed to update social links',
  linksFailed: 'Failed to update application links',
  seoFailed: 'Failed to update SEO settings',
  imageFailed: 'Failed to upload image',
  headshotFailed: 'Failed to upload headshot',
  bannerFailed: 'Failed to upload banner',
  documentFailed: (reason: string) => `Failed to upload document: ${reason}`,
  documentSaveFailed: 'Failed to save document',
  loadProfileFailed: 'Failed to load profile data',
  fetchAgentFailed: 'Failed to fetch agent data',
  profileUpdated: 'Profile updated successfully!',
  testimonialSubmitted: 'Testimonial submitted for approval!',
  testimonialFailed: 'Failed to submit testimonial',
  pendingApproval: 'Pending Approval',
  draftPending: 'Draft - Pending Approval',
} as const

// ---------------------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------------------

export const LINK_MESSAGE = 'Enter a full link starting with https://'

/** An http(s) link of at most 2000 characters, without spaces or control characters. */
export const linkSchema = z
  .url({ protocol: /^https?$/, hostname: /^[^\s]+\.[^\s]+$/, error: LINK_MESSAGE })
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the pattern matches control characters on purpose, to refuse or strip them
  .check(z.maxLength(2000, 'At most 2000 characters'), z.regex(/^[^\s\u0000-\u001f\u007f-\u009f]+$/, LINK_MESSAGE))

export const optionalLinkSchema = z.nullable(linkSchema)

/**
 * The profile slug rule: the input is lower-cased and everything but a–z and 0–9 is
 * stripped, accents folded first as
 * at agent creation (worker/domain/users.ts slugBase): "Amélie Tremblay" → "amelietremblay"); empty after that is refused. Lower-casing first is
 * the product's choice (docs/decisions/047-agent-dashboard-api.md): stripping capitals would
 * turn "SarahChen" into "arahhen".
 */
export function normaliseProfileSlug(input: string): string {
  return input
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, PROFILE_SLUG_MAX)
}

// ---------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------

/**
 * PUT /api/agent/profile: Full Name, Phone Number, Bio, Calendly Link, Custom Title, and the
 * licence (licensed name, number, approved title: left out means unchanged).
 */
export const agentProfileUpdateSchema = z.strictObject({
  name: line(1, 100, { required: 'Full Name is required' }),
  phone: z.nullable(phoneSchema),
  bio: z.nullable(multiline(0, 2000)),
  calendlyLink: optionalLinkSchema,
  title: z.nullable(line(0, 80)),
  ...agentLicenceFields,
})
export type AgentProfileUpdate = z.output<typeof agentProfileUpdateSchema>
export type AgentProfileUpdateInput = z.input<typeof agentProfileUpdateSchema>

/** PUT /api/agent/customize: the profile URL slug (normalised on the server too). */
export const agentCustomizeSchema = z.strictObject({
  profileSlug: line(0, 200),
})
export type AgentCustomizeInput = z.input<typeof agentCustomizeSchema>

/** PUT /api/agent/social: the four links of the dashboard (LinkedIn, set by the admin, is kept). */
export const agentSocialSchema = z.strictObject({
  facebook: optionalLinkSchema,
  youtube: optionalLinkSchema,
  instagram: optionalLinkSchema,
  website: optionalLinkSchema,
})
export type AgentSocialInput = z.input<typeof agentSocialSchema>

/** PUT /api/agent/links: application links (apply, newsletter). */
export const agentLinksSchema = z.strictObject({
  apply: optionalLinkSchema,
  newsletter: optionalLinkSchema,
})
export type AgentLinksInput = z.input<typeof agentLinksSchema>

/** PUT /api/agent/seo: meta title ≤ 60, description ≤ 160 (live counters in the form). */
export const agentSeoSchema = z.strictObject({
  metaTitle: z.nullable(line(0, SEO_TITLE_MAX, { tooLong: `At most ${SEO_TITLE_MAX} characters` })),
  metaDescription: z.nullable(
    multiline(0, SEO_DESCRIPTION_MAX, { tooLong: `At most ${SEO_DESCRIPTION_MAX} characters` }),
  ),
  metaKeywords: z.nullable(line(0, 255)),
  ogImage: optionalLinkSchema,
})
export type AgentSeoInput = z.input<typeof agentSeoSchema>

/** POST /api/agent/testimonials: starts unapproved ('Pending Approval'). */
export const agentTestimonialCreateSchema = z.strictObject({
  clientName: line(1, 100, { required: 'Client name is required' }),
  content: multiline(1, 2000, { required: 'Testimonial is required' }),
  rating: z
    .int('Rating must be a whole number from 1 to 5')
    .check(
      z.minimum(1, 'Rating must be a whole number from 1 to 5'),
      z.maximum(5, 'Rating must be a whole number from 1 to 5'),
    ),
})
export type AgentTestimonialCreateInput = z.input<typeof agentTestimonialCreateSchema>

export const AGENT_IMAGE_URL_MESSAGE = 'Use an uploaded image or a full https:// address'

/**
 * An image an agent's post may show: a full https address, or one of this site's image paths
 * (`/media/…` uploads, `/demo/…` seeded images) without `..`, `//` or blanks. Nothing else: a
 * `javascript:` or `data:` URL, plain http or another scheme is refused.
 */
export function isAgentImageUrl(value: string): boolean {
  if (/\s/.test(value)) return false
  if (/^https:\/\/[^/?#@\\]+\.[^/?#@\\]+(?:[/?#][^\\]*)?$/i.test(value)) return URL.canParse(value)
  return /^\/(media|demo)\/[^\\]+$/.test(value) && !value.includes('//') && !value.split(/[/?#]/).includes('..')
}

const agentImageUrl = z.string().check(z.maxLength(2000), z.refine(isAgentImageUrl, AGENT_IMAGE_URL_MESSAGE))

/** POST /api/agent/posts and PUT /api/agent/posts/:id. Agents cannot publish: an admin approves. */
export const agentPostWriteSchema = z.strictObject({
  title: line(1, 200, { required: 'Title is required' }),
  /** Derived from the title when null or empty; made unique on save. */
  slug: z.nullable(line(0, 200)),
  excerpt: z.nullable(multiline(0, 500)),
  content: multiline(1, 50_000, { required: 'Content is required' }),
  featuredImageUrl: z.nullable(agentImageUrl),
  metaTitle: z.nullable(line(0, SEO_TITLE_MAX, { tooLong: `At most ${SEO_TITLE_MAX} characters` })),
  metaDescription: z.nullable(
    multiline(0, SEO_DESCRIPTION_MAX, { tooLong: `At most ${SEO_DESCRIPTION_MAX} characters` }),
  ),
})
export type AgentPostWriteInput = z.input<typeof agentPostWriteSchema>

export const idParamSchema = z.strictObject({ id: z.uuid('Not a valid id') })

/** POST /api/agents/:id/views: one page view, deduplicated per visitor session. */
export const pageViewSchema = z.strictObject({
  /** A random id the tab keeps in sessionStorage (never a person's identity). */
  sessionId: z
    .string()
    .check(z.minLength(16), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, - and _')),
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the pattern matches control characters on purpose, to refuse or strip them
  path: z.string().check(z.maxLength(300), z.regex(/^\/[^\s\u0000-\u001f]*$/, 'Must be a path')),
})
export type PageViewInput = z.input<typeof pageViewSchema>

// ---------------------------------------------------------------------------------------
// Responses (types only: the app reads them through the typed client)
// ---------------------------------------------------------------------------------------

export type MyAgentProfile = {
  id: string
  name: string
  email: string
  phone: string | null
  bio: string | null
  calendlyLink: string | null
  title: string | null
  profileSlug: string | null
  headshotUrl: string | null
  bannerImageUrl: string | null
  customBackgroundImage: string | null
  agentLogoUrl: string | null
  badge1Url: string | null
  badge2Url: string | null
  social: {
    facebook: string | null
    youtube: string | null
    instagram: string | null
    website: string | null
    linkedin: string | null
  }
  links: { apply: string | null; newsletter: string | null }
  seo: { metaTitle: string | null; metaDescription: string | null; metaKeywords: string | null; ogImage: string | null }
  isActive: boolean
  licence: AgentLicence
  /** 'E-mail me new leads' (shared/leads/lead-settings.ts). */
  emailNewLeads: boolean
  /** 'Accepts new leads' (shared/leads/lead-settings.ts). */
  acceptsNewLeads: boolean
}

export type MyTestimonial = {
  id: string
  clientName: string
  content: string
  rating: number
  isApproved: boolean
  createdAt: string
}

export type MyPost = {
  id: string
  title: string
  slug: string
  excerpt: string | null
  content: string
  featuredImageUrl: string | null
  isPublished: boolean
  publishedAt: string | null
  metaTitle: string | null
  metaDescription: string | null
  createdAt: string
  updatedAt: string
}

export type MyDocument = {
  id: string
  name: string
  fileSize: number
  mimeType: string
  type: 'certificate' | 'other'
  uploadedAt: string
}

export type AgentAnalytics = {
  profileViews: number
  totalLeads: number
  testimonials: number
  /** The latest RECENT_ACTIVITY_FETCH page views, newest first (the screen shows 5). */
  recentActivity: { id: string; eventType: string; path: string | null; createdAt: string }[]
}
