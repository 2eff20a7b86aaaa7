import { and, eq, or } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { BRAND } from '#shared/config/brand.ts'
import { SEO_DESCRIPTION_MAX } from '#shared/constants/seo.ts'
import { canonicalAgentPath } from '#shared/content/agent-path.ts'
import { clipText } from '#shared/content/page-head.ts'
import { DEFAULT_AGENT_TITLE } from '#shared/schemas/agent-dashboard.ts'
import { completeLicence } from '#shared/schemas/agent-licence.ts'
import { agentPageTitle, type PublicAgentPage } from '#shared/schemas/agent-page.ts'
import type { Db } from '#worker/db/client.ts'
import {
  agentPageViewSessions,
  agentSlugRedirects,
  agents,
  analyticsEvents,
  testimonials,
} from '#worker/db/schema/index.ts'
import { HttpError } from '#worker/lib/http-error.ts'
import type { PageMeta } from '#worker/pages/serve.ts'
import { agentShownFields, PAGE_VIEW_EVENT } from './agent-dashboard'
import { approvedTestimonials, publicAgentWhere } from './content'

/**
 * The public agent page (`/agents/{id}`, `/agent/{slug or id}`) and its page views.
 * Only an active, not deleted, licensed agent is public; anything else is 404 'Agent not found', the
 * same for a missing one (the screen shows 'Agent Not Found').
 */

export const AGENT_PAGE_TESTIMONIALS = 6
export const AGENT_NOT_FOUND_MESSAGE = 'Agent not found'

type AgentRow = typeof agents.$inferSelect

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const SLUG_RE = /^[a-z0-9]{1,60}$/

/** The public agent for an id or a profile slug (get_agent_public_profile), or null. */
export async function findPublicAgent(db: Db, identifier: string): Promise<AgentRow | null> {
  const byId = UUID_RE.test(identifier)
  const bySlug = SLUG_RE.test(identifier)
  if (!byId && !bySlug) return null
  const match =
    byId && bySlug
      ? or(eq(agents.id, identifier), eq(agents.profileSlug, identifier))
      : byId
        ? eq(agents.id, identifier.toLowerCase())
        : eq(agents.profileSlug, identifier)
  const [row] = await db.select().from(agents).where(and(match, publicAgentWhere)).limit(1)
  return row ?? null
}

const orNull = (v: string | undefined | null) => (v ? v : null)

/**
 * GET /api/agents/:identifier: the page's data, with its approved testimonials (6, newest
 * first); for an agent's old slug, the page it moved to (`movedTo`, the route answers a 301).
 */
export async function publicAgentPage(db: Db, identifier: string): Promise<PublicAgentPage | { movedTo: string }> {
  const agent = await findPublicAgent(db, identifier)
  const licence = agent && completeLicence(agent)
  if (!agent || !licence) {
    const moved = await movedAgentPath(db, identifier)
    if (moved) return { movedTo: moved }
    throw new HttpError('not_found', AGENT_NOT_FOUND_MESSAGE)
  }
  const approved = await approvedTestimonials(db, eq(testimonials.agentId, agent.id), AGENT_PAGE_TESTIMONIALS)
  const social = agent.socialLinks ?? {}
  return {
    ...agentShownFields(agent),
    title: agent.contactDetails?.title || DEFAULT_AGENT_TITLE,
    seoTitle: agent.seoSettings?.meta_title?.trim() || null,
    location: orNull(agent.contactDetails?.location),
    badges: [agent.badge1Url, agent.badge2Url].filter((b): b is string => Boolean(b)),
    social: {
      facebook: orNull(social.facebook),
      youtube: orNull(social.youtube),
      instagram: orNull(social.instagram),
      website: orNull(social.website),
    },
    testimonials: approved,
    licence,
  }
}

function absolute(url: string | null | undefined, origin: string): string | null {
  if (!url) return null
  try {
    const u = new URL(url, origin)
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : null
  } catch {
    return null
  }
}

/**
 * The HTML head of an agent page, from the agent's SEO settings (pure: the worker's HTML
 * serving calls it with the row `findPublicAgent` returned and injects the result, so link
 * previews show the agent). Title: meta_title, else "<name> | <custom title>", then the brand; description:
 * meta_description, else the bio, else a sentence naming the agent; image: og_image, else the
 * headshot, else the banner. Every value is plain text: the caller escapes it as it writes it
 * (HTMLRewriter's setAttribute / setInnerContent do).
 */
export function agentPageMeta(agent: AgentRow | null, origin: string): PageMeta {
  if (!agent) {
    return {
      status: 404,
      title: `Agent Not Found | ${BRAND.name}`,
      description: 'This agent page does not exist.',
      image: null,
      canonical: null,
      robots: 'noindex',
    }
  }
  const seo = agent.seoSettings ?? {}
  const title = agentPageTitle(agent.name, agent.contactDetails?.title || DEFAULT_AGENT_TITLE, seo.meta_title)
  const fallback = `${agent.name}, ${agent.contactDetails?.title || DEFAULT_AGENT_TITLE}${agent.contactDetails?.location ? ` in ${agent.contactDetails.location}` : ''}. Compare mortgage rates and book a consultation.`
  const description = clipText(seo.meta_description || agent.bio || fallback, SEO_DESCRIPTION_MAX)
  const image =
    absolute(seo.og_image, origin) ?? absolute(agent.headshotUrl, origin) ?? absolute(agent.bannerImageUrl, origin)
  const canonical = new URL(canonicalAgentPath(agent), origin).href
  return { status: 200, title, description, image, canonical, robots: 'index, follow' }
}

export { canonicalAgentPath }

/**
 * Where an old profile slug now lives: the page of the active agent who had it (a 301 there),
 * or null. A slug someone holds now is never looked up here (the holder's page answers).
 */
export async function movedAgentPath(db: Db, identifier: string): Promise<string | null> {
  if (!SLUG_RE.test(identifier)) return null
  const [row] = await db
    .select({ id: agents.id, profileSlug: agents.profileSlug })
    .from(agentSlugRedirects)
    .innerJoin(agents, eq(agents.id, agentSlugRedirects.agentId))
    .where(and(eq(agentSlugRedirects.slug, identifier), publicAgentWhere))
    .limit(1)
  return row ? canonicalAgentPath(row) : null
}

// ---------------------------------------------------------------------------------------
// Page views
// ---------------------------------------------------------------------------------------

/** Crawlers, link-preview fetchers, headless browsers and scripts: not visitors. */
const BOT_UA =
  /bot|crawl|spider|slurp|scrap|preview|facebookexternalhit|embedly|whatsapp|telegram|discord|skype|headless|lighthouse|pagespeed|phantom|curl|wget|python|java\/|go-http|okhttp|axios|node-fetch|undici|libwww|httpclient/i

export function isBotUserAgent(ua: string | undefined | null): boolean {
  if (!ua || ua.trim().length < 10) return true
  return BOT_UA.test(ua)
}

export type PageViewOutcome = 'recorded' | 'duplicate' | 'bot' | 'own' | 'not_found'

/**
 * One page view of an agent page: recorded once per (agent, visitor session); a bot or the
 * agent viewing their own page is not counted. The de-duplication row and the event are
 * written in one batch only when the row is new (INSERT … ON CONFLICT DO NOTHING RETURNING
 * decides first, so two racing requests of one session record one view).
 */
export async function recordPageView(
  db: Db,
  input: {
    agentId: string
    sessionId: string
    path: string
    userAgent: string | undefined
    viewerUserId: string | null
  },
): Promise<PageViewOutcome> {
  if (isBotUserAgent(input.userAgent)) return 'bot'
  const agent = await findPublicAgent(db, input.agentId)
  if (!agent) return 'not_found'
  if (input.viewerUserId && agent.userId === input.viewerUserId) return 'own'
  const [fresh] = await db
    .insert(agentPageViewSessions)
    .values({ agentId: agent.id, sessionId: input.sessionId })
    .onConflictDoNothing()
    .returning({ agentId: agentPageViewSessions.agentId })
  if (!fresh) return 'duplicate'
  await db
    .insert(analyticsEvents)
    .values({ id: uuidv7(), agentId: agent.id, eventType: PAGE_VIEW_EVENT, path: input.path })
  return 'recorded'
}
