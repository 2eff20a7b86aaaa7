import { and, eq, isNull } from 'drizzle-orm'
import { canonicalAgentPath } from '#shared/content/agent-path.ts'
import type { Db } from '#worker/db/client.ts'
import { agents, blogPosts, mortgageServices, products } from '#worker/db/schema/index.ts'
import { publicAgentWhere } from '#worker/domain/content.ts'

/** A page of the sitemap: its path and when it last changed (null: not known). */
export type SitemapEntry = { path: string; lastmod: Date | null }

/**
 * The sitemap's pages from the database: every public agent's page (by its canonical path),
 * published post, service and product, each with its row's last change. One small query per
 * kind, the four at once.
 */
export async function sitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const at = (path: string, lastmod: Date | null) => ({ path, lastmod })
  const byId = (base: string) => (r: { id: string; updatedAt: Date }) =>
    at(`${base}/${encodeURIComponent(r.id)}`, r.updatedAt)
  const [agentRows, postRows, serviceRows, productRows] = await Promise.all([
    db
      .select({ id: agents.id, profileSlug: agents.profileSlug, updatedAt: agents.updatedAt })
      .from(agents)
      .where(publicAgentWhere),
    db
      .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
      .from(blogPosts)
      .where(and(eq(blogPosts.isPublished, true), isNull(blogPosts.deletedAt))),
    db
      .select({ id: mortgageServices.id, updatedAt: mortgageServices.updatedAt })
      .from(mortgageServices)
      .where(isNull(mortgageServices.deletedAt)),
    db.select({ id: products.id, updatedAt: products.updatedAt }).from(products).where(isNull(products.deletedAt)),
  ])
  return [
    ...agentRows.map((r) => at(canonicalAgentPath(r), r.updatedAt)),
    ...postRows.map((r) => at(`/blog/${encodeURIComponent(r.slug)}`, r.updatedAt)),
    ...serviceRows.map(byId('/services')),
    ...productRows.map(byId('/products')),
  ]
}
