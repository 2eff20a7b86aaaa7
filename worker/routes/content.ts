import { Hono } from 'hono'
import {
  type AgentOptionsResponse,
  CONTENT_CACHE_CONTROL,
  type HomeTestimonialsResponse,
  type LendersResponse,
} from '#shared/schemas/content.ts'
import {
  type AgentDirectoryResponse,
  type BlogListResponse,
  type BlogPost,
  blogSlugParamSchema,
  contentIdParamSchema,
  type Product,
  type ProductsResponse,
  type Service,
  type ServicesResponse,
} from '#shared/schemas/public-content.ts'
import {
  getBlogPost,
  getProduct,
  getService,
  listAgentOptions,
  listBlogPosts,
  listDirectoryAgents,
  listHomeTestimonials,
  listLenders,
  listProducts,
  listServices,
} from '#worker/domain/content.ts'
import { edgeCached } from '#worker/edge-cache/middleware.ts'
import type { AppEnv } from '#worker/env.ts'
import { validate } from '#worker/lib/validate.ts'
import { allow } from '#worker/middleware/access.ts'

/**
 * Public content reads: agents (quote dialog, directory), lenders, home testimonials, services,
 * products, the blog. Parameters are validated before the cache (a bad one is a 4xx, never
 * stored); every answer comes from the edge cache when it can (worker/edge-cache/middleware.ts,
 * decision 041), re-keyed by the writes that change it, and is cacheable for five minutes in the
 * browser. A database failure is a real error here (503/500 through the error middleware), not
 * an empty list: the callers show their own fallback and retry.
 */
export const contentRoutes = new Hono<AppEnv>()
  .get('/agents/options', allow('public'), edgeCached('agents'), async (c) => {
    const body: AgentOptionsResponse = { agents: await listAgentOptions(c.get('db')) }
    c.header('Cache-Control', CONTENT_CACHE_CONTROL)
    return c.json(body, 200)
  })
  .get('/agents', allow('public'), edgeCached('agents'), async (c) => {
    const body: AgentDirectoryResponse = { agents: await listDirectoryAgents(c.get('db')) }
    c.header('Cache-Control', CONTENT_CACHE_CONTROL)
    return c.json(body, 200)
  })
  .get('/lenders', allow('public'), edgeCached('lenders'), async (c) => {
    const body: LendersResponse = await listLenders(c.get('db'))
    c.header('Cache-Control', CONTENT_CACHE_CONTROL)
    return c.json(body, 200)
  })
  .get('/testimonials/home', allow('public'), edgeCached('testimonials'), async (c) => {
    const body: HomeTestimonialsResponse = { testimonials: await listHomeTestimonials(c.get('db')) }
    c.header('Cache-Control', CONTENT_CACHE_CONTROL)
    return c.json(body, 200)
  })
  .get('/services', allow('public'), edgeCached('services'), async (c) => {
    const body: ServicesResponse = { services: await listServices(c.get('db')) }
    c.header('Cache-Control', CONTENT_CACHE_CONTROL)
    return c.json(body, 200)
  })
  .get('/services/:id', allow('public'), validate('param', contentIdParamSchema), edgeCached('services'), async (c) => {
    const body: Service = await getService(c.get('db'), c.req.valid('param').id)
    c.header('Cache-Control', CONTENT_CACHE_CONTROL)
    return c.json(body, 200)
  })
  .get('/products', allow('public'), edgeCached('products'), async (c) => {
    const body: ProductsResponse = { products: await listProducts(c.get('db')) }
    c.header('Cache-Control', CONTENT_CACHE_CONTROL)
    return c.json(body, 200)
  })
  .get('/products/:id', allow('public'), validate('param', contentIdParamSchema), edgeCached('products'), async (c) => {
    const body: Product = await getProduct(c.get('db'), c.req.valid('param').id)
    c.header('Cache-Control', CONTENT_CACHE_CONTROL)
    return c.json(body, 200)
  })
  .get('/blog', allow('public'), edgeCached('blog'), async (c) => {
    const body: BlogListResponse = { posts: await listBlogPosts(c.get('db')) }
    c.header('Cache-Control', CONTENT_CACHE_CONTROL)
    return c.json(body, 200)
  })
  .get('/blog/:slug', allow('public'), validate('param', blogSlugParamSchema), edgeCached('blog'), async (c) => {
    const body: BlogPost = await getBlogPost(c.get('db'), c.req.valid('param').slug)
    c.header('Cache-Control', CONTENT_CACHE_CONTROL)
    return c.json(body, 200)
  })
