import { and, asc, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm'
import { BRAND } from '#shared/config/brand.ts'
import { SEO_DESCRIPTION_MAX } from '#shared/constants/seo.ts'
import { clipText, seoPageTitle } from '#shared/content/page-head.ts'
import { completeLicence } from '#shared/schemas/agent-licence.ts'
import {
  type AgentOption,
  HOME_TESTIMONIALS_LIMIT,
  type HomeTestimonial,
  type Lender,
  type LendersResponse,
} from '#shared/schemas/content.ts'
import {
  BLOG_PREVIEW_CHARS,
  type BlogPost,
  type BlogPostSummary,
  type DirectoryAgent,
  NOT_FOUND_TEXTS,
  type Product,
  previewText,
  publicImageUrl,
  type Service,
} from '#shared/schemas/public-content.ts'
import type { Db } from '#worker/db/client.ts'
import { agents, blogPosts, lenders, mortgageServices, products, testimonials } from '#worker/db/schema/index.ts'
import { HttpError } from '#worker/lib/http-error.ts'
import type { PageMeta } from '#worker/pages/serve.ts'

/**
 * Public content reads. Each is one query (one round trip) on an index made for it
 * (agents_active_name_idx, lenders_active_order_idx, testimonials_approved_admin_created_idx).
 * Soft-deleted rows (deleted_at set) never appear.
 */

/**
 * Which agents are public (a page, a directory card): active, not deleted, and licensed (the
 * licensed name, licence number and approved title all set). Any other agent's page is 404,
 * exactly like a missing one.
 */
export const publicAgentWhere = and(
  eq(agents.isActive, true),
  isNull(agents.deletedAt),
  isNotNull(agents.licenceTitle),
  sql`trim(coalesce(${agents.licensedName}, '')) <> ''`,
  sql`trim(coalesce(${agents.licenceNumber}, '')) <> ''`,
)

/** The spec's get_agent_list: active agents (id, name) ordered by name. */
export async function listAgentOptions(db: Db): Promise<AgentOption[]> {
  return db
    .select({ id: agents.id, name: agents.name })
    .from(agents)
    .where(and(eq(agents.isActive, true), isNull(agents.deletedAt)))
    .orderBy(asc(agents.name), asc(agents.id))
}

/** Active lenders ordered by display_order, split into the two public groups. */
export async function listLenders(db: Db): Promise<LendersResponse> {
  const rows: Lender[] = await db
    .select({ id: lenders.id, name: lenders.name, logoUrl: lenders.logoUrl, type: lenders.type })
    .from(lenders)
    .where(and(eq(lenders.isActive, true), isNull(lenders.deletedAt)))
    .orderBy(asc(lenders.displayOrder), asc(lenders.name))
  return {
    aLenders: rows.filter((l) => l.type === 'a_lender'),
    alternateLenders: rows.filter((l) => l.type === 'alternate_lender'),
  }
}

/** Approved testimonials `which` picks, newest first, with the fields the public pages show. */
export async function approvedTestimonials(db: Db, which: SQL, limit: number) {
  const rows = await db
    .select({
      id: testimonials.id,
      clientName: testimonials.clientName,
      content: testimonials.content,
      rating: testimonials.rating,
      createdAt: testimonials.createdAt,
    })
    .from(testimonials)
    .where(and(eq(testimonials.isApproved, true), which, isNull(testimonials.deletedAt)))
    .orderBy(desc(testimonials.createdAt), desc(testimonials.id))
    .limit(limit)
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }))
}

/** Home page testimonials: approved, written by an admin (admin_id set), newest first, at most 6. */
export function listHomeTestimonials(db: Db): Promise<HomeTestimonial[]> {
  return approvedTestimonials(db, isNotNull(testimonials.adminId), HOME_TESTIMONIALS_LIMIT)
}

/**
 * The agent directory (Find An Agent, the contact page's broker card): public agents (active
 * and licensed) by name with their public fields and licence.
 */
export async function listDirectoryAgents(db: Db): Promise<DirectoryAgent[]> {
  const rows = await db
    .select({
      id: agents.id,
      name: agents.name,
      email: agents.email,
      phone: agents.phone,
      bio: agents.bio,
      profileSlug: agents.profileSlug,
      bannerImageUrl: agents.bannerImageUrl,
      agentLogoUrl: agents.agentLogoUrl,
      contactDetails: agents.contactDetails,
      licensedName: agents.licensedName,
      licenceNumber: agents.licenceNumber,
      licenceTitle: agents.licenceTitle,
    })
    .from(agents)
    .where(publicAgentWhere)
    .orderBy(asc(agents.name), asc(agents.id))
  return rows.flatMap(({ contactDetails, ...a }) => {
    const licence = completeLicence(a)
    if (!licence) return []
    return [
      {
        ...a,
        ...licence,
        bannerImageUrl: publicImageUrl(a.bannerImageUrl, 'agent-banners'),
        agentLogoUrl: publicImageUrl(a.agentLogoUrl, 'agent-headshots'),
        title: contactDetails?.title?.trim() || null,
        location: contactDetails?.location?.trim() || null,
      },
    ]
  })
}

// ---------------------------------------------------------------------------------------
// Services, products, blog: the public reads of the catalog and the posts
// ---------------------------------------------------------------------------------------

/** A service's public columns (the admin's add its features). */
export const serviceColumns = {
  id: mortgageServices.id,
  name: mortgageServices.name,
  description: mortgageServices.description,
  content: mortgageServices.content,
  imageUrl: mortgageServices.imageUrl,
  createdAt: mortgageServices.createdAt,
}
function toService(r: {
  id: string
  name: string
  description: string | null
  content: string | null
  imageUrl: string | null
  createdAt: Date
}): Service {
  return { ...r, imageUrl: publicImageUrl(r.imageUrl, 'service-images'), createdAt: r.createdAt.toISOString() }
}

/** Every service, oldest first (the spec's public order). */
export async function listServices(db: Db): Promise<Service[]> {
  const rows = await db
    .select(serviceColumns)
    .from(mortgageServices)
    .where(isNull(mortgageServices.deletedAt))
    .orderBy(asc(mortgageServices.createdAt), asc(mortgageServices.id))
  return rows.map(toService)
}

export async function getService(db: Db, id: string): Promise<Service> {
  const [row] = await db
    .select(serviceColumns)
    .from(mortgageServices)
    .where(and(eq(mortgageServices.id, id), isNull(mortgageServices.deletedAt)))
  if (!row) throw new HttpError('not_found', NOT_FOUND_TEXTS.service)
  return toService(row)
}

const productColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  content: products.content,
  imageUrl: products.imageUrl,
  price: products.price,
  applyUrl: products.applyUrl,
}
function toProduct(row: Product): Product {
  return { ...row, imageUrl: publicImageUrl(row.imageUrl, 'product-images') }
}

/** Every product, oldest first (the order the admin added them, like the services). */
export async function listProducts(db: Db): Promise<Product[]> {
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(isNull(products.deletedAt))
    .orderBy(asc(products.createdAt), asc(products.id))
  return rows.map(toProduct)
}

export async function getProduct(db: Db, id: string): Promise<Product> {
  const [row] = await db
    .select(productColumns)
    .from(products)
    .where(and(eq(products.id, id), isNull(products.deletedAt)))
  if (!row) throw new HttpError('not_found', NOT_FOUND_TEXTS.product)
  return toProduct(row)
}

const postColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  content: blogPosts.content,
  featuredImageUrl: blogPosts.featuredImageUrl,
  publishedAt: blogPosts.publishedAt,
  seoSettings: blogPosts.seoSettings,
  agentId: agents.id,
  agentName: agents.name,
  agentSlug: agents.profileSlug,
  agentActive: agents.isActive,
}
type PostRow = { [K in keyof typeof postColumns]: (typeof postColumns)[K]['_']['data'] | null }

/** 'Admin' (null) when the post's seo settings mark it admin_created or there is no agent. */
function authorOf(r: PostRow): BlogPost['author'] {
  if (r.seoSettings?.admin_created || !r.agentId || !r.agentName) return null
  return { id: r.agentId, name: r.agentName, profileSlug: r.agentSlug ?? null }
}

const published = and(eq(blogPosts.isPublished, true), isNull(blogPosts.deletedAt))

/** Published posts, newest first, with the joined agent's name. */
export async function listBlogPosts(db: Db): Promise<BlogPostSummary[]> {
  const rows = (await db
    .select(postColumns)
    .from(blogPosts)
    .leftJoin(agents, eq(agents.id, blogPosts.agentId))
    .where(published)
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))) as PostRow[]
  return rows.map((r) => ({
    id: r.id as string,
    slug: r.slug as string,
    title: r.title as string,
    preview: previewText(r.excerpt?.trim() ? r.excerpt : (r.content ?? ''), BLOG_PREVIEW_CHARS),
    featuredImageUrl: publicImageUrl(r.featuredImageUrl, 'blog-images'),
    publishedAt: r.publishedAt ? r.publishedAt.toISOString() : null,
    author: authorOf(r),
  }))
}

/** One published post's row by slug, or undefined. */
async function findPost(db: Db, slug: string): Promise<PostRow | undefined> {
  const [r] = (await db
    .select(postColumns)
    .from(blogPosts)
    .leftJoin(agents, eq(agents.id, blogPosts.agentId))
    .where(and(published, eq(blogPosts.slug, slug)))) as PostRow[]
  return r
}

/** One published post by slug; 404 'Blog post not found.' otherwise. */
export async function getBlogPost(db: Db, slug: string): Promise<BlogPost> {
  const r = await findPost(db, slug)
  if (!r) throw new HttpError('not_found', NOT_FOUND_TEXTS.blogPost)
  return {
    id: r.id as string,
    slug: r.slug as string,
    title: r.title as string,
    seoTitle: r.seoSettings?.meta_title?.trim() || null,
    excerpt: r.excerpt ?? null,
    content: r.content ?? '',
    featuredImageUrl: publicImageUrl(r.featuredImageUrl, 'blog-images'),
    publishedAt: r.publishedAt ? r.publishedAt.toISOString() : null,
    author: authorOf(r),
  }
}

/**
 * The head of a post's, a service's or a product's page, served by the worker so link previews
 * show it: its title (the SEO title or its own, up to the SEO length, then the brand unless it
 * names it already),
 * its description and image. An unknown, deleted or unpublished one is a 404 with `noindex` (the
 * page shows its not-found text).
 */
function contentPageMeta(
  item: { title: string; description: string; image: string | null } | null | undefined,
  notFound: string,
  path: string,
  origin: string,
): PageMeta {
  if (!item) return { status: 404, title: `${notFound.replace(/\.$/, '')} | ${BRAND.name}`, robots: 'noindex' }
  return {
    status: 200,
    title: seoPageTitle(item.title),
    description: clipText(item.description, SEO_DESCRIPTION_MAX),
    image: item.image ? new URL(item.image, origin).href : null,
    canonical: new URL(path, origin).href,
    robots: 'index, follow',
  }
}

/** A post's head: the SEO title, else the post's title; the SEO description, else the excerpt, else the content. */
export async function blogPostPageMeta(db: Db, slug: string, origin: string): Promise<PageMeta> {
  const r = await findPost(db, slug)
  const seo = r?.seoSettings ?? {}
  const post = r && {
    title: seo.meta_title?.trim() || r.title || BRAND.name,
    description: seo.description?.trim() || r.excerpt?.trim() || r.content || '',
    image: publicImageUrl(r.featuredImageUrl, 'blog-images'),
  }
  return contentPageMeta(post, NOT_FOUND_TEXTS.blogPost, `/blog/${encodeURIComponent(slug)}`, origin)
}

/** A service's or a product's head: its name, its description and image. */
const catalogItem = (item: { name: string; description: string | null; imageUrl: string | null } | null) =>
  item && { title: item.name, description: item.description ?? '', image: item.imageUrl }

const orNull = <T>(read: Promise<T>): Promise<T | null> =>
  read.catch((error: unknown) => {
    if (error instanceof HttpError && error.status === 404) return null
    throw error
  })

export async function servicePageMeta(db: Db, id: string, origin: string): Promise<PageMeta> {
  const service = catalogItem(await orNull(getService(db, id)))
  return contentPageMeta(service, NOT_FOUND_TEXTS.service, `/services/${encodeURIComponent(id)}`, origin)
}

export async function productPageMeta(db: Db, id: string, origin: string): Promise<PageMeta> {
  const product = catalogItem(await orNull(getProduct(db, id)))
  return contentPageMeta(product, NOT_FOUND_TEXTS.product, `/products/${encodeURIComponent(id)}`, origin)
}
