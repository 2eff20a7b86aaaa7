/**
 * The public agent page (`GET /api/agents/:identifier`): what the page at
 * `/agents/{id}` or `/agent/{slug or id}` draws. A type only (no request body to validate):
 * the app reads it through the typed client. Not strict: a newer server may add fields.
 */
import { seoPageTitle } from '#shared/content/page-head.ts'
import type { PublicLicence } from './agent-licence'

export type PublicAgentTestimonial = {
  id: string
  clientName: string
  content: string
  rating: number
  createdAt: string
}

export type PublicAgentPage = {
  id: string
  name: string
  email: string
  phone: string | null
  bio: string | null
  /** The custom title, or 'Your Trusted Mortgage Broker'. */
  title: string
  /** The agent's own title for the page's head (SEO settings), or null: `agentPageTitle`. */
  seoTitle: string | null
  location: string | null
  calendlyLink: string | null
  profileSlug: string | null
  headshotUrl: string | null
  bannerImageUrl: string | null
  customBackgroundImage: string | null
  agentLogoUrl: string | null
  badges: string[]
  social: { facebook: string | null; youtube: string | null; instagram: string | null; website: string | null }
  links: { apply: string | null; newsletter: string | null }
  /** The licence as issued (a public agent always has all three). */
  licence: PublicLicence
  /** Approved, this agent's, newest first, at most 6 (the section hides when empty). */
  testimonials: PublicAgentTestimonial[]
}

/** The title of an agent's page: the agent's SEO title, else '<name> | <title>'; branded. */
export function agentPageTitle(name: string, title: string, seoTitle?: string | null): string {
  return seoPageTitle(`${name} | ${title}`, seoTitle)
}

/** Public agent pages may be cached briefly by the browser and the CDN. */
export const AGENT_PAGE_CACHE_CONTROL = 'public, max-age=60'
