import type { Context } from 'hono'
import { agentPageMeta, findPublicAgent, movedAgentPath } from '#worker/domain/agent-page.ts'
import { blogPostPageMeta, productPageMeta, servicePageMeta } from '#worker/domain/content.ts'
import { sitemapEntries } from '#worker/domain/sitemap.ts'
import type { AppEnv } from '#worker/env.ts'
import type { PageMeta, PageMetaResolvers, SitemapSource } from '#worker/pages/serve.ts'

/**
 * What the worker's HTML serving (worker/pages/serve.ts, docs/decisions/040) knows of the app's
 * dynamic pages: the head of an agent's page, a blog post, a service and a product (link previews
 * show them; an unknown one is a real 404), and the sitemap's public agents, published posts,
 * services and products with their last change.
 */
const originOf = (c: Context<AppEnv>) => new URL(c.req.url).origin

/** An agent's page; an agent's old slug moves (301) to the agent's page now. */
const agentMeta = async (c: Context<AppEnv>, params: Record<string, string>): Promise<PageMeta> => {
  const agent = await findPublicAgent(c.get('db'), params.id ?? '')
  const movedTo = agent ? null : await movedAgentPath(c.get('db'), params.id ?? '')
  return movedTo ? { redirect: movedTo } : agentPageMeta(agent, originOf(c))
}

export const PAGE_META: PageMetaResolvers = {
  '/agents/$id': agentMeta,
  '/agent/$id': agentMeta,
  '/blog/$slug': (c, params) => blogPostPageMeta(c.get('db'), params.slug ?? '', originOf(c)),
  '/services/$id': (c, params) => servicePageMeta(c.get('db'), params.id ?? '', originOf(c)),
  '/products/$id': (c, params) => productPageMeta(c.get('db'), params.id ?? '', originOf(c)),
}

export const SITEMAP_SOURCES: readonly SitemapSource[] = [(c) => sitemapEntries(c.get('db'))]
