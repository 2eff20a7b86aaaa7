import type { Context } from 'hono'
import { agentPageMeta, canonicalAgentPath, findPublicAgent, movedAgentPath } from '#worker/domain/agent-page.ts'
import { blogPostPageMeta, listBlogPosts, listDirectoryAgents } from '#worker/domain/content.ts'
import type { AppEnv } from '#worker/env.ts'
import type { PageMeta, PageMetaResolvers, SitemapSource } from '#worker/pages/serve.ts'

/**
 * What the worker's HTML serving (worker/pages/serve.ts, docs/decisions/040) knows of the app's
 * dynamic pages: the head of an agent's page and of a blog post (link previews show the agent
 * or the post), and the sitemap's active agents and published posts.
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
}

export const SITEMAP_SOURCES: readonly SitemapSource[] = [
  async (c) => (await listDirectoryAgents(c.get('db'))).map(canonicalAgentPath),
  async (c) => (await listBlogPosts(c.get('db'))).map((post) => `/blog/${encodeURIComponent(post.slug)}`),
]
