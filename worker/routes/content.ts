import type { Context, MiddlewareHandler } from 'hono'
import { Hono } from 'hono'
import type * as z from 'zod/mini'
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
import type { PublicContentScope } from '#worker/edge-cache/cache.ts'
import { edgeCached } from '#worker/edge-cache/middleware.ts'
import type { AppEnv } from '#worker/env.ts'
import { validate } from '#worker/lib/validate.ts'
import { type AccessMiddleware, allow } from '#worker/middleware/access.ts'

/**
 * Public content reads: agents (quote dialog, directory), lenders, home testimonials, services,
 * products, the blog. Parameters are validated before the cache (a bad one is a 4xx, never
 * stored); every answer comes from the edge cache when it can (worker/edge-cache/middleware.ts,
 * decision 041), re-keyed by the writes that change it, and is cacheable for five minutes in the
 * browser. A database failure is a real error here (503/500 through the error middleware), not
 * an empty list: the callers show their own fallback and retry.
 */
export const contentRoutes = new Hono<AppEnv>()
  .get('/agents/options', ...publicRead('agents'), async (c) =>
    answer(c, { agents: await listAgentOptions(c.get('db')) } satisfies AgentOptionsResponse),
  )
  .get('/agents', ...publicRead('agents'), async (c) =>
    answer(c, { agents: await listDirectoryAgents(c.get('db')) } satisfies AgentDirectoryResponse),
  )
  .get('/lenders', ...publicRead('lenders'), async (c) =>
    answer(c, (await listLenders(c.get('db'))) satisfies LendersResponse),
  )
  .get('/testimonials/home', ...publicRead('testimonials'), async (c) =>
    answer(c, { testimonials: await listHomeTestimonials(c.get('db')) } satisfies HomeTestimonialsResponse),
  )
  .get('/services', ...publicRead('services'), async (c) =>
    answer(c, { services: await listServices(c.get('db')) } satisfies ServicesResponse),
  )
  .get('/services/:id', ...publicRead('services', contentIdParamSchema), async (c) =>
    answer(c, (await getService(c.get('db'), c.req.valid('param').id)) satisfies Service),
  )
  .get('/products', ...publicRead('products'), async (c) =>
    answer(c, { products: await listProducts(c.get('db')) } satisfies ProductsResponse),
  )
  .get('/products/:id', ...publicRead('products', contentIdParamSchema), async (c) =>
    answer(c, (await getProduct(c.get('db'), c.req.valid('param').id)) satisfies Product),
  )
  .get('/blog', ...publicRead('blog'), async (c) =>
    answer(c, { posts: await listBlogPosts(c.get('db')) } satisfies BlogListResponse),
  )
  .get('/blog/:slug', ...publicRead('blog', blogSlugParamSchema), async (c) =>
    answer(c, (await getBlogPost(c.get('db'), c.req.valid('param').slug)) satisfies BlogPost),
  )

/**
 * Who may read and where the answer may come from: anyone, from the edge cache of its scope. A
 * route's parameters are checked before the cache, so a bad one is a 4xx and never stored.
 */
function publicRead(scope: PublicContentScope): readonly [AccessMiddleware, MiddlewareHandler<AppEnv>]
function publicRead<P extends z.ZodMiniType>(
  scope: PublicContentScope,
  params: P,
): readonly [AccessMiddleware, ReturnType<typeof validate<P, 'param'>>, MiddlewareHandler<AppEnv>]
function publicRead(scope: PublicContentScope, params?: z.ZodMiniType): readonly unknown[] {
  return params ? [allow('public'), validate('param', params), edgeCached(scope)] : [allow('public'), edgeCached(scope)]
}

/** A public read's answer: cacheable for five minutes in the browser. */
function answer<T>(c: Context<AppEnv>, body: T) {
  c.header('Cache-Control', CONTENT_CACHE_CONTROL)
  return c.json(body, 200)
}
