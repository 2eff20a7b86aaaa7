/**
 * The admin Blog tab (docs/decisions/074).
 *
 * - The list is every live post (agents' drafts awaiting approval included) with its agent's name.
 * - Slugs: normalised (shared/content/blog-slug.ts) and made unique on save (-2, -3, …, a timestamp after
 *   10000), the post being edited excluded; the unique index decides a race (retried).
 * - Publishing sets published_at to now, unpublishing clears it; saving an already published
 *   post keeps its date (only the transition dates it).
 * - A new post's author is the agent linked to the signed-in user, else the oldest agent, else
 *   409 with the spec's message. Admin-written posts carry `admin_created` (public pages show
 *   'Admin' as their author).
 * - Delete is soft (deleted_at, version bumped) like the other synced tables.
 */
import { and, asc, desc, eq, isNull } from 'drizzle-orm'
import { postListExcerpt } from '#shared/content/blog-slug.ts'
import {
  type AdminPost,
  type AdminPostWrite,
  NO_AGENT_FOR_POST_MESSAGE,
  POST_NOT_FOUND_MESSAGE,
} from '#shared/schemas/admin-blog.ts'
import { publicImageUrl } from '#shared/schemas/public-content.ts'
import type { Db } from '#worker/db/client.ts'
import { agents, type BlogSeoSettings, blogPosts } from '#worker/db/schema/index.ts'
import type { Actor } from '#worker/domain/auth/actor.ts'
import { HttpError } from '#worker/lib/http-error.ts'
import { freeSlug, isDuplicatePostSlug } from './agent-dashboard'
import { softDeleteAudited } from './audit-log'
import { bumped, liveRow } from './synced-rows'

/** Every post of a brokerage fits; past this, page it. */
export const ADMIN_POSTS_MAX = 1000

/** Attempts when two saves race for the same slug (the unique index refuses the loser). */
const SLUG_ATTEMPTS = 4

const live = isNull(blogPosts.deletedAt)

function rowsQuery(db: Db) {
  return db
    .select({ post: blogPosts, agentName: agents.name })
    .from(blogPosts)
    .leftJoin(agents, eq(agents.id, blogPosts.agentId))
}

type Row = { post: typeof blogPosts.$inferSelect; agentName: string | null }

const orNull = (v: string | undefined | null) => (v === undefined || v === null || v.trim() === '' ? null : v)

function toAdminPost({ post: p, agentName }: Row): AdminPost {
  return {
    id: p.id,
    title: p.title,
    slug: p.slug,
    excerpt: p.excerpt,
    listExcerpt: postListExcerpt(p),
    content: p.content,
    featuredImageUrl: p.featuredImageUrl,
    featuredImageSrc: publicImageUrl(p.featuredImageUrl, 'blog-images'),
    isPublished: p.isPublished,
    publishedAt: p.publishedAt ? p.publishedAt.toISOString() : null,
    metaTitle: orNull(p.seoSettings?.meta_title),
    metaDescription: orNull(p.seoSettings?.description),
    agentId: p.agentId,
    agentName: p.agentId ? agentName : null,
    adminCreated: p.seoSettings?.admin_created === true,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  }
}

async function readOne(db: Db, id: string): Promise<AdminPost> {
  const [row] = await rowsQuery(db).where(liveRow(blogPosts, id))
  if (!row) throw new HttpError('not_found', POST_NOT_FOUND_MESSAGE)
  return toAdminPost(row)
}

/** Every live post, newest first, with its agent's name. */
export async function listAdminPosts(db: Db, _actor: Actor): Promise<AdminPost[]> {
  const rows = await rowsQuery(db)
    .where(live)
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
    .limit(ADMIN_POSTS_MAX)
  return rows.map(toAdminPost)
}

/** The post's author: the linked agent, else the oldest agent, else the spec's error (409). */
export function chooseAuthor(linked: { id: string } | undefined, oldest: { id: string } | undefined): string {
  const author = linked ?? oldest
  if (!author) throw new HttpError('conflict', NO_AGENT_FOR_POST_MESSAGE)
  return author.id
}

/** One round trip: the agent linked to the actor and the oldest live agent. */
async function authorFor(db: Db, actor: Actor): Promise<string> {
  const [linked, oldest] = await db.batch([
    db
      .select({ id: agents.id })
      .from(agents)
      .where(and(eq(agents.userId, actor.id), isNull(agents.deletedAt)))
      .limit(1),
    db
      .select({ id: agents.id })
      .from(agents)
      .where(isNull(agents.deletedAt))
      .orderBy(asc(agents.createdAt), asc(agents.id))
      .limit(1),
  ])
  return chooseAuthor(linked[0], oldest[0])
}

/** The SEO settings after a save: title and description as sent, other keys (keywords, admin_created) kept. */
function seoOf(current: BlogSeoSettings, input: AdminPostWrite): BlogSeoSettings {
  const next: BlogSeoSettings = { ...current }
  delete next.meta_title
  delete next.description
  if (input.metaTitle) next.meta_title = input.metaTitle
  if (input.metaDescription) next.description = input.metaDescription
  return next
}

/** Runs `write` with a free slug, again with a fresh one if a concurrent save took it first. */
async function withFreeSlug<T>(
  db: Db,
  wanted: string,
  excludeId: string | null,
  write: (slug: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const slug = await freeSlug(db, wanted, excludeId)
    try {
      return await write(slug)
    } catch (error) {
      if (isDuplicatePostSlug(error) && attempt < SLUG_ATTEMPTS) continue
      throw error
    }
  }
}

/** The columns the admin's form writes as they are. */
function postFields(input: AdminPostWrite, slug: string) {
  const { title, excerpt, content, featuredImageUrl, isPublished } = input
  return { title, slug, excerpt, content, featuredImageUrl, isPublished }
}

/** A new post in the admin panel: one INSERT, published at once when 'Publish immediately'. */
export async function createAdminPost(db: Db, actor: Actor, input: AdminPostWrite): Promise<AdminPost> {
  const agentId = await authorFor(db, actor)
  const id = await withFreeSlug(db, input.slug, null, async (slug) => {
    const [row] = await db
      .insert(blogPosts)
      .values({
        agentId,
        ...postFields(input, slug),
        publishedAt: input.isPublished ? new Date() : null,
        seoSettings: seoOf({ admin_created: true }, input),
      })
      .returning({ id: blogPosts.id })
    return row!.id
  })
  return readOne(db, id)
}

async function requirePost(db: Db, id: string) {
  const [row] = await db.select().from(blogPosts).where(liveRow(blogPosts, id)).limit(1)
  if (!row) throw new HttpError('not_found', POST_NOT_FOUND_MESSAGE)
  return row
}

/** published_at after a change of state: now when it becomes published, kept while it stays, cleared when not. */
function publishedAtAfter(
  current: { isPublished: boolean; publishedAt: Date | null },
  isPublished: boolean,
): Date | null {
  if (!isPublished) return null
  return current.isPublished && current.publishedAt ? current.publishedAt : new Date()
}

/** Edits any post (an agent's too: its author stays). One UPDATE. */
export async function updateAdminPost(db: Db, _actor: Actor, id: string, input: AdminPostWrite): Promise<AdminPost> {
  const current = await requirePost(db, id)
  await withFreeSlug(db, input.slug, id, async (slug) => {
    const updated = await db
      .update(blogPosts)
      .set(
        bumped(blogPosts, {
          ...postFields(input, slug),
          publishedAt: publishedAtAfter(current, input.isPublished),
          seoSettings: seoOf(current.seoSettings ?? {}, input),
        }),
      )
      .where(liveRow(blogPosts, id))
      .returning({ id: blogPosts.id })
    if (updated.length === 0) throw new HttpError('not_found', POST_NOT_FOUND_MESSAGE)
  })
  return readOne(db, id)
}

/** Publish (published_at = now) or unpublish (published_at cleared) any post, an agent's awaiting approval included. */
export async function setPostPublication(db: Db, _actor: Actor, id: string, isPublished: boolean): Promise<AdminPost> {
  const current = await requirePost(db, id)
  const updated = await db
    .update(blogPosts)
    .set(bumped(blogPosts, { isPublished, publishedAt: publishedAtAfter(current, isPublished) }))
    .where(liveRow(blogPosts, id))
    .returning({ id: blogPosts.id })
  if (updated.length === 0) throw new HttpError('not_found', POST_NOT_FOUND_MESSAGE)
  return readOne(db, id)
}

/** Soft delete: the post leaves every page; devices and delta reads see the tombstone; audited. */
export function deleteAdminPost(db: Db, actor: Actor, id: string): Promise<void> {
  return softDeleteAudited(db, blogPosts, id, POST_NOT_FOUND_MESSAGE, {
    actorUserId: actor.id,
    kind: 'blog_post_deleted',
    label: blogPosts.title,
  })
}
