import * as z from 'zod/mini'

export {
  agentProfilePath,
  BLOG_PREVIEW_CHARS,
  DEFAULT_AGENT_TITLE,
  initialsOf,
  NOT_FOUND_TEXTS,
  type PublicBucket,
  previewText,
  publicImageUrl,
  SERVICE_PREVIEW_CHARS,
} from '#shared/constants/public-content.ts'

/**
 * Public reads of the public pages: the agent directory (Find An Agent, and the
 * contact page's 'Your Broker' card). Response schemas are not strict (an installed PWA may be
 * older than the server). Functional zod/mini style.
 */

/** GET /api/content/agents: active agents, by name, with the public fields of the spec. */
export const directoryAgentSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  bio: z.nullable(z.string()),
  profileSlug: z.nullable(z.string()),
  bannerImageUrl: z.nullable(z.string()),
  agentLogoUrl: z.nullable(z.string()),
  title: z.nullable(z.string()),
  location: z.nullable(z.string()),
  /** The licence as issued: only licensed agents are listed. */
  licensedName: z.string(),
  licenceNumber: z.string(),
  licenceTitle: z.string(),
})
export type DirectoryAgent = z.infer<typeof directoryAgentSchema>
export const agentDirectoryResponseSchema = z.object({ agents: z.array(directoryAgentSchema) })
export type AgentDirectoryResponse = z.infer<typeof agentDirectoryResponseSchema>

// ---------------------------------------------------------------------------------------
// Services, products, blog
// ---------------------------------------------------------------------------------------

export const serviceSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.nullable(z.string()),
  content: z.nullable(z.string()),
  imageUrl: z.nullable(z.string()),
  createdAt: z.string(),
})
export type Service = z.infer<typeof serviceSchema>
export const servicesResponseSchema = z.object({ services: z.array(serviceSchema) })
export type ServicesResponse = z.infer<typeof servicesResponseSchema>

export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.nullable(z.string()),
  content: z.nullable(z.string()),
  imageUrl: z.nullable(z.string()),
  /** The lowest fee a client pays for the product, in dollars (shown as 'Fees from $X'); null: none stated. */
  price: z.nullable(z.number()),
  /** An outside application page; null: 'Apply Now' opens the site's own form with the product named. */
  applyUrl: z.nullable(z.string()),
})
export type Product = z.infer<typeof productSchema>
export const productsResponseSchema = z.object({ products: z.array(productSchema) })
export type ProductsResponse = z.infer<typeof productsResponseSchema>

export const blogAuthorSchema = z.object({ id: z.string(), name: z.string(), profileSlug: z.nullable(z.string()) })

/** A post's card: the author is null ('Admin') when admin-created or without an agent. */
export const blogPostSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  /** The excerpt, else the start of the content. */
  preview: z.string(),
  featuredImageUrl: z.nullable(z.string()),
  publishedAt: z.nullable(z.string()),
  author: z.nullable(blogAuthorSchema),
})
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>
export const blogListResponseSchema = z.object({ posts: z.array(blogPostSummarySchema) })
export type BlogListResponse = z.infer<typeof blogListResponseSchema>

export const blogPostSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  /** The author's title for the page's head (SEO settings), or null: the title is used. */
  seoTitle: z.nullable(z.string()),
  excerpt: z.nullable(z.string()),
  content: z.string(),
  featuredImageUrl: z.nullable(z.string()),
  publishedAt: z.nullable(z.string()),
  author: z.nullable(blogAuthorSchema),
})
export type BlogPost = z.infer<typeof blogPostSchema>

/** Path parameters of the detail reads: bounded, no separators. */
export const contentIdParamSchema = z.strictObject({
  id: z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/, 'Not a valid id')),
})
export const blogSlugParamSchema = z.strictObject({
  slug: z.string().check(z.minLength(1), z.maxLength(200), z.regex(/^[A-Za-z0-9_-]+$/, 'Not a valid slug')),
})
