import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { timestamp } from './columns'

/**
 * One version per kind of public content (lenders, testimonials, products, services, blog,
 * agents), bumped by worker/domain/public-content.ts on every admin change to it, so public
 * reads and their edge cache can tell that what they hold is stale
 * (docs/decisions/046-admin-content-and-analytics.md).
 */
export const publicContentVersions = sqliteTable('public_content_versions', {
  scope: text().primaryKey(),
  version: integer().notNull().default(0),
  updatedAt: timestamp().notNull(),
})
