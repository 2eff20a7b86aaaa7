import { integer, text } from 'drizzle-orm/sqlite-core'
import { uuidv7 } from 'uuidv7'

/** Primary key: a UUIDv7 string. Server-created rows get one here; synced rows bring their own. */
export const id = () =>
  text()
    .primaryKey()
    .$defaultFn(() => uuidv7())

export const timestamp = () => integer({ mode: 'timestamp_ms' })
export const bool = () => integer({ mode: 'boolean' })

/**
 * Rows that devices cache carry `updated_at`, a `version` bumped on every change and a
 * soft-delete marker, so delta pulls can return changes and tombstones.
 */
export const syncColumns = () => ({
  createdAt: timestamp()
    .notNull()
    .$defaultFn(() => new Date()),
  updatedAt: timestamp()
    .notNull()
    .$defaultFn(() => new Date())
    .$onUpdateFn(() => new Date()),
  version: integer().notNull().default(1),
  deletedAt: timestamp(),
})
