import { index, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { bool, id, syncColumns, timestamp } from './columns'
import { agents } from './people'

export type BlogSeoSettings = { description?: string; keywords?: string; admin_created?: boolean; meta_title?: string }

export const blogPosts = sqliteTable(
  'blog_posts',
  {
    id: id(),
    agentId: text().references(() => agents.id, { onDelete: 'set null' }),
    title: text().notNull(),
    slug: text().notNull(),
    excerpt: text(),
    content: text().notNull(),
    featuredImageUrl: text(),
    isPublished: bool().notNull().default(false),
    publishedAt: timestamp(),
    seoSettings: text({ mode: 'json' }).$type<BlogSeoSettings>().notNull().default({}),
    ...syncColumns(),
  },
  (t) => [
    uniqueIndex('blog_posts_slug_uq').on(t.slug),
    // Public list: published, newest first.
    index('blog_posts_published_idx').on(t.isPublished, t.publishedAt),
    // Dashboard: by agent.
    index('blog_posts_agent_idx').on(t.agentId, t.createdAt),
  ],
)

export const mortgageServices = sqliteTable(
  'mortgage_services',
  {
    id: id(),
    name: text().notNull(),
    description: text(),
    content: text(),
    /** A full http(s) URL, or a key in the public media bucket under service-images/. */
    imageUrl: text(),
    features: text({ mode: 'json' }).$type<unknown[]>().notNull().default([]),
    ...syncColumns(),
  },
  (t) => [index('mortgage_services_created_idx').on(t.createdAt)],
)

export const products = sqliteTable(
  'products',
  {
    id: id(),
    name: text().notNull(),
    description: text(),
    imageUrl: text(),
    price: real(),
    content: text(),
    /** An outside application page for this product's 'Apply Now'; null: the site's own form. */
    applyUrl: text(),
    ...syncColumns(),
  },
  (t) => [index('products_created_idx').on(t.createdAt)],
)
