import { and, count, desc, eq, isNull, ne, sql } from 'drizzle-orm'
import { postSlugBase, uniquePostSlug } from '#shared/content/blog-slug.ts'
import type { AgentLeadSettings } from '#shared/leads/lead-settings.ts'
import {
  type AgentAnalytics,
  type AgentProfileUpdate,
  type MyAgentProfile,
  type MyPost,
  type MyTestimonial,
  normaliseProfileSlug,
  PROFILE_SLUG_EMPTY_MESSAGE,
  PROFILE_SLUG_TAKEN_MESSAGE,
  RECENT_ACTIVITY_FETCH,
} from '#shared/schemas/agent-dashboard.ts'
import { LICENCE_MESSAGES, missingLicenceFields } from '#shared/schemas/agent-licence.ts'
import type { Db } from '#worker/db/client.ts'
import { agentSlugRedirects, agents, analyticsEvents, blogPosts, leads, testimonials } from '#worker/db/schema/index.ts'
import { HttpError } from '#worker/lib/http-error.ts'
import { testimonialFields } from './admin-testimonials'
import type { AgentRow } from './auth/ownership'
import { agentLiveRows, bumped } from './synced-rows'

/**
 * The agent dashboard's rules. Every function takes the signed-in agent's own row
 * (`requireAgentOfUser`, decided on the server) and acts on that agent only: a row addressed by
 * id is filtered by id AND agent id, and a miss is 404 whether the row is missing or another
 * agent's (docs/decisions/047-agent-dashboard-api.md).
 */

const orNull = (v: string | undefined | null) => (v === undefined || v === null || v === '' ? null : v)

/** Drops null/empty values: the JSON columns hold only the links an agent has. */
function compact<T extends Record<string, string | null | undefined>>(o: T): Partial<Record<keyof T, string>> {
  const out: Partial<Record<keyof T, string>> = {}
  for (const [k, v] of Object.entries(o)) if (typeof v === 'string' && v !== '') out[k as keyof T] = v
  return out
}

/** What the agent's public page and the agent's own profile both show of the agent's row. */
export function agentShownFields(a: AgentRow) {
  const links = a.applicationLinks ?? {}
  return {
    id: a.id,
    name: a.name,
    email: a.email,
    phone: a.phone,
    bio: a.bio,
    calendlyLink: a.calendlyLink,
    profileSlug: a.profileSlug,
    headshotUrl: a.headshotUrl,
    bannerImageUrl: a.bannerImageUrl,
    customBackgroundImage: a.customBackgroundImage,
    agentLogoUrl: a.agentLogoUrl,
    links: { apply: orNull(links.apply), newsletter: orNull(links.newsletter) },
  }
}

export function toMyProfile(a: AgentRow): MyAgentProfile {
  const social = a.socialLinks ?? {}
  const seo = a.seoSettings ?? {}
  return {
    ...agentShownFields(a),
    title: orNull(a.contactDetails?.title),
    badge1Url: a.badge1Url,
    badge2Url: a.badge2Url,
    social: {
      facebook: orNull(social.facebook),
      youtube: orNull(social.youtube),
      instagram: orNull(social.instagram),
      website: orNull(social.website),
      linkedin: orNull(social.linkedin),
    },
    seo: {
      metaTitle: orNull(seo.meta_title),
      metaDescription: orNull(seo.meta_description),
      metaKeywords: orNull(seo.meta_keywords),
      ogImage: orNull(seo.og_image),
    },
    isActive: a.isActive,
    licence: { licensedName: a.licensedName, licenceNumber: a.licenceNumber, licenceTitle: a.licenceTitle },
    emailNewLeads: a.emailNewLeads,
    acceptsNewLeads: a.acceptsNewLeads,
  }
}

/** The agent's lead settings (shared/leads/lead-settings.ts). */
export async function updateLeadSettings(db: Db, agent: AgentRow, input: AgentLeadSettings): Promise<MyAgentProfile> {
  return changeAgent(db, agent, { emailNewLeads: input.emailNewLeads, acceptsNewLeads: input.acceptsNewLeads })
}

/** Writes the agent's change (version bumped) and answers the profile as it now is. */
async function changeAgent(db: Db, agent: AgentRow, set: Partial<typeof agents.$inferInsert>): Promise<MyAgentProfile> {
  await db.update(agents).set(bumped(agents, set)).where(eq(agents.id, agent.id))
  return reread(db, agent.id)
}

async function reread(db: Db, agentId: string): Promise<MyAgentProfile> {
  const [row] = await db.select().from(agents).where(eq(agents.id, agentId)).limit(1)
  if (!row) throw new HttpError('forbidden', 'Agent not found')
  return toMyProfile(row)
}

/**
 * The columns the Profile fields write (Full Name, Phone Number, Bio, Calendly Link, Custom
 * Title in contact_details.title, and the licence). The licence is kept whole: the three fields
 * are all set or all empty, else 400 naming each one missing (the page needs all three).
 */
function profileColumns(agent: AgentRow, input: AgentProfileUpdate) {
  const contactDetails = { ...(agent.contactDetails ?? {}) }
  if (input.title) contactDetails.title = input.title
  else delete contactDetails.title
  const licence = {
    licensedName: input.licensedName === undefined ? agent.licensedName : orNull(input.licensedName),
    licenceNumber:
      input.licenceNumber === undefined ? agent.licenceNumber : (orNull(input.licenceNumber)?.toUpperCase() ?? null),
    licenceTitle: input.licenceTitle === undefined ? agent.licenceTitle : input.licenceTitle,
  }
  const missing = missingLicenceFields(licence)
  if (missing.length > 0 && missing.length < 3)
    throw new HttpError(
      'validation_failed',
      LICENCE_MESSAGES.incomplete,
      Object.fromEntries(missing.map((f) => [f, LICENCE_MESSAGES[f]])),
    )
  return {
    name: input.name,
    phone: input.phone,
    bio: orNull(input.bio),
    calendlyLink: input.calendlyLink,
    contactDetails,
    ...licence,
  }
}

/** Profile tab: Full Name, Phone Number, Bio, Calendly Link, Custom Title (contact_details.title). */
export async function updateProfile(db: Db, agent: AgentRow, input: AgentProfileUpdate): Promise<MyAgentProfile> {
  return changeAgent(db, agent, profileColumns(agent, input))
}

const isDuplicateSlug = (error: unknown) =>
  /UNIQUE constraint failed: agents\.profile_slug/i.test(
    `${String(error)} ${String((error as { cause?: unknown })?.cause ?? '')}`,
  )

const slugTaken = () =>
  new HttpError('conflict', PROFILE_SLUG_TAKEN_MESSAGE, { profileSlug: PROFILE_SLUG_TAKEN_MESSAGE })

/** The normalised slug when it is free for this agent: 400 when empty, 409 when another agent has it. */
async function freeProfileSlug(db: Db, agent: AgentRow, rawSlug: string): Promise<string> {
  const slug = normaliseProfileSlug(rawSlug)
  if (!slug)
    throw new HttpError('validation_failed', PROFILE_SLUG_EMPTY_MESSAGE, { profileSlug: PROFILE_SLUG_EMPTY_MESSAGE })
  const [other] = await db
    .select({ id: agents.id })
    .from(agents)
    .where(and(eq(agents.profileSlug, slug), ne(agents.id, agent.id)))
    .limit(1)
  if (other) throw slugTaken()
  return slug
}

/**
 * One update of the agent whose slug may collide: the unique index decides a race (409). A
 * changed slug keeps the old one as a redirect to this agent, and the new one stops being
 * anyone's redirect (a slug held now wins), all in one batch.
 */
async function updateWithSlug(
  db: Db,
  agent: AgentRow,
  set: Partial<typeof agents.$inferInsert> & { profileSlug: string },
): Promise<MyAgentProfile> {
  const old = agent.profileSlug
  try {
    if (!old || old === set.profileSlug) return await changeAgent(db, agent, set)
    await db.batch([
      db.update(agents).set(bumped(agents, set)).where(eq(agents.id, agent.id)),
      db.delete(agentSlugRedirects).where(eq(agentSlugRedirects.slug, set.profileSlug)),
      db
        .insert(agentSlugRedirects)
        .values({ slug: old, agentId: agent.id })
        .onConflictDoUpdate({ target: agentSlugRedirects.slug, set: { agentId: agent.id, createdAt: new Date() } }),
    ])
    return await reread(db, agent.id)
  } catch (error) {
    if (isDuplicateSlug(error)) throw slugTaken()
    throw error
  }
}

/** Customize tab: the profile URL slug. 400 when empty, 409 when taken; the old slug redirects. */
export async function updateProfileSlug(db: Db, agent: AgentRow, rawSlug: string): Promise<MyAgentProfile> {
  return updateWithSlug(db, agent, { profileSlug: await freeProfileSlug(db, agent, rawSlug) })
}

/**
 * The admin's Basic Info: the Profile fields and the slug in ONE update, so a
 * taken or empty slug leaves the other fields unsaved too (nothing stored half-way).
 */
export async function updateProfileAndSlug(
  db: Db,
  agent: AgentRow,
  input: AgentProfileUpdate & { profileSlug: string },
): Promise<MyAgentProfile> {
  const profileSlug = await freeProfileSlug(db, agent, input.profileSlug)
  return updateWithSlug(db, agent, { ...profileColumns(agent, input), profileSlug })
}

export type SocialInput = {
  facebook: string | null
  youtube: string | null
  instagram: string | null
  website: string | null
  linkedin?: string | null
}

/** The stored links with the keys the caller sent replaced (null/empty removes one); the others are kept. */
function replaceLinks<T extends Record<string, string | undefined>>(
  stored: T,
  input: Record<string, string | null | undefined>,
): T {
  const kept = Object.fromEntries(
    Object.entries(stored).filter(([k, v]) => !(k in input) && typeof v === 'string' && v !== ''),
  )
  return { ...kept, ...compact(input) } as T
}

/** Social tab: the four links (the dashboard; LinkedIn, set by the admin, is kept) or the five (the admin). */
export async function updateSocialLinks(db: Db, agent: AgentRow, input: SocialInput): Promise<MyAgentProfile> {
  return changeAgent(db, agent, { socialLinks: replaceLinks(agent.socialLinks ?? {}, input) })
}

export type ApplicationLinksInput = {
  apply: string | null
  newsletter: string | null
  contact_form?: string | null
  rate_quote?: string | null
  scheduler?: string | null
}

/** Links tab: apply and newsletter (the dashboard; the admin-set links are kept) or all five (the admin). */
export async function updateApplicationLinks(db: Db, agent: AgentRow, input: ApplicationLinksInput) {
  return changeAgent(db, agent, { applicationLinks: replaceLinks(agent.applicationLinks ?? {}, input) })
}

export type SeoInput = {
  metaTitle: string | null
  metaDescription: string | null
  metaKeywords: string | null
  ogImage: string | null
}

/** SEO tab: meta title (≤ 60), description (≤ 160), keywords, share image. */
export async function updateSeoSettings(db: Db, agent: AgentRow, input: SeoInput): Promise<MyAgentProfile> {
  const seoSettings = compact({
    meta_title: input.metaTitle,
    meta_description: input.metaDescription,
    meta_keywords: input.metaKeywords,
    og_image: input.ogImage,
  })
  return changeAgent(db, agent, { seoSettings })
}

/** The agent's images: each slot and the column that holds its URL. */
const SLOT_FIELD = {
  headshot: 'headshotUrl',
  banner: 'bannerImageUrl',
  background: 'customBackgroundImage',
  logo: 'agentLogoUrl',
  badge1: 'badge1Url',
  badge2: 'badge2Url',
} as const satisfies Record<string, keyof AgentRow>
export type AgentImageSlot = keyof typeof SLOT_FIELD

/** Sets (or clears, with null) one image of the agent; returns the URL it replaced. */
export async function setAgentImage(db: Db, agent: AgentRow, slot: AgentImageSlot, url: string | null) {
  const field = SLOT_FIELD[slot]
  const previous = agent[field]
  return { profile: await changeAgent(db, agent, { [field]: url }), previous }
}

// ---------------------------------------------------------------------------------------
// Testimonials
// ---------------------------------------------------------------------------------------

const toMyTestimonial = (r: typeof testimonials.$inferSelect): MyTestimonial => testimonialFields(r)

/** The agent's testimonials, newest first (pending and approved). */
export async function listMyTestimonials(db: Db, agent: AgentRow): Promise<MyTestimonial[]> {
  const rows = await agentLiveRows(db, testimonials, agent.id, testimonials.createdAt, 200)
  return rows.map(toMyTestimonial)
}

/** An agent's submission starts unapproved; only an admin approves it. */
export async function addMyTestimonial(
  db: Db,
  agent: AgentRow,
  input: { clientName: string; content: string; rating: number },
): Promise<MyTestimonial> {
  const [row] = await db
    .insert(testimonials)
    .values({
      agentId: agent.id,
      adminId: null,
      clientName: input.clientName,
      content: input.content,
      rating: input.rating,
      isApproved: false,
    })
    .returning()
  return toMyTestimonial(row!)
}

// ---------------------------------------------------------------------------------------
// Blog posts
// ---------------------------------------------------------------------------------------

// The slug rules are shared with the admin Blog tab (shared/content/blog-slug.ts).
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

/** The first free slug for `wanted` (base, base-2, …), ignoring the post `excludeId` (the one being edited). */
export async function freeSlug(db: Db, wanted: string, excludeId: string | null): Promise<string> {
  const base = postSlugBase(wanted)
  const rows = await db
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(
      and(
        sql`${blogPosts.slug} LIKE ${`${escapeLike(base)}%`} ESCAPE '\\'`,
        excludeId ? ne(blogPosts.id, excludeId) : undefined,
      ),
    )
  return uniquePostSlug(
    base,
    rows.map((r) => r.slug),
  )
}

const toMyPost = (r: typeof blogPosts.$inferSelect): MyPost => ({
  id: r.id,
  title: r.title,
  slug: r.slug,
  excerpt: r.excerpt,
  content: r.content,
  featuredImageUrl: r.featuredImageUrl,
  isPublished: r.isPublished,
  publishedAt: r.publishedAt ? r.publishedAt.toISOString() : null,
  metaTitle: orNull(r.seoSettings?.meta_title),
  metaDescription: orNull(r.seoSettings?.description),
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
})

export type PostWrite = {
  title: string
  slug: string | null
  excerpt: string | null
  content: string
  featuredImageUrl: string | null
  metaTitle: string | null
  metaDescription: string | null
}

export async function listMyPosts(db: Db, agent: AgentRow): Promise<MyPost[]> {
  const rows = await agentLiveRows(db, blogPosts, agent.id, blogPosts.createdAt, 200)
  return rows.map(toMyPost)
}

export const isDuplicatePostSlug = (error: unknown) =>
  /UNIQUE constraint failed: blog_posts\.slug/i.test(
    `${String(error)} ${String((error as { cause?: unknown })?.cause ?? '')}`,
  )

/** What the agent writes of a post, as a draft again: an admin publishes it. */
const draftFields = (input: PostWrite, slug: string) => ({
  title: input.title,
  slug,
  excerpt: orNull(input.excerpt),
  content: input.content,
  featuredImageUrl: orNull(input.featuredImageUrl),
  isPublished: false,
  publishedAt: null,
})

/** The SEO settings the agent's form sets (the row may hold others). */
const postSeo = (input: PostWrite) => compact({ meta_title: input.metaTitle, description: input.metaDescription })

/** A new post of the agent: always a draft until an admin publishes it ('Draft - Pending Approval'). */
export async function createMyPost(db: Db, agent: AgentRow, input: PostWrite): Promise<MyPost> {
  for (let attempt = 0; ; attempt++) {
    const slug = await freeSlug(db, input.slug || input.title, null)
    try {
      const [row] = await db
        .insert(blogPosts)
        .values({ agentId: agent.id, ...draftFields(input, slug), seoSettings: postSeo(input) })
        .returning()
      return toMyPost(row!)
    } catch (error) {
      if (isDuplicatePostSlug(error) && attempt < 3) continue
      throw error
    }
  }
}

async function requireMyPost(db: Db, agent: AgentRow, postId: string) {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.id, postId), eq(blogPosts.agentId, agent.id), isNull(blogPosts.deletedAt)))
    .limit(1)
  if (!row) throw new HttpError('not_found', 'Post not found')
  return row
}

/**
 * An edit by the agent returns the post to 'Draft - Pending Approval': the admin approved the
 * words that were published, not the new ones (decision 047).
 */
export async function updateMyPost(db: Db, agent: AgentRow, postId: string, input: PostWrite): Promise<MyPost> {
  const current = await requireMyPost(db, agent, postId)
  // The slug (the post's address) stays unless the agent sends another one.
  const slug =
    input.slug && postSlugBase(input.slug) !== current.slug ? await freeSlug(db, input.slug, postId) : current.slug
  const seoSettings = { ...(current.seoSettings ?? {}) }
  delete seoSettings.meta_title
  delete seoSettings.description
  const [row] = await db
    .update(blogPosts)
    .set(bumped(blogPosts, { ...draftFields(input, slug), seoSettings: { ...seoSettings, ...postSeo(input) } }))
    .where(and(eq(blogPosts.id, postId), eq(blogPosts.agentId, agent.id)))
    .returning()
  return toMyPost(row!)
}

/** Soft delete (the row stays as a tombstone for devices that cached it). */
export async function deleteMyPost(db: Db, agent: AgentRow, postId: string): Promise<void> {
  await requireMyPost(db, agent, postId)
  await db
    .update(blogPosts)
    .set(bumped(blogPosts, { deletedAt: new Date() }))
    .where(and(eq(blogPosts.id, postId), eq(blogPosts.agentId, agent.id)))
}

// ---------------------------------------------------------------------------------------
// Analytics
// ---------------------------------------------------------------------------------------

export const PAGE_VIEW_EVENT = 'page_view'

/** Analytics tab: Profile Views, Total Leads, Testimonials (approved), Recent Activity (latest 10). */
export async function myAnalytics(db: Db, agent: AgentRow): Promise<AgentAnalytics> {
  const [views, leadCount, testimonialCount, recent] = await db.batch([
    db
      .select({ n: count() })
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.agentId, agent.id), eq(analyticsEvents.eventType, PAGE_VIEW_EVENT))),
    db
      .select({ n: count() })
      .from(leads)
      .where(and(eq(leads.agentId, agent.id), isNull(leads.deletedAt))),
    db
      .select({ n: count() })
      .from(testimonials)
      .where(
        and(eq(testimonials.agentId, agent.id), eq(testimonials.isApproved, true), isNull(testimonials.deletedAt)),
      ),
    db
      .select({
        id: analyticsEvents.id,
        eventType: analyticsEvents.eventType,
        path: analyticsEvents.path,
        createdAt: analyticsEvents.createdAt,
      })
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.agentId, agent.id), eq(analyticsEvents.eventType, PAGE_VIEW_EVENT)))
      .orderBy(desc(analyticsEvents.createdAt), desc(analyticsEvents.id))
      .limit(RECENT_ACTIVITY_FETCH),
  ])
  return {
    profileViews: views[0]?.n ?? 0,
    totalLeads: leadCount[0]?.n ?? 0,
    testimonials: testimonialCount[0]?.n ?? 0,
    recentActivity: recent.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  }
}
