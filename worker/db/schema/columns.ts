import { type AnySQLiteColumn, integer, text } from 'drizzle-orm/sqlite-core'
import { uuidv7 } from 'uuidv7'

/** Primary key: a UUIDv7 string. Server-created rows get one here; synced rows bring their own. */
export const id = () =>
  text()
    .primaryKey()
    .$defaultFn(() => uuidv7())

export const timestamp = () => integer({ mode: 'timestamp_ms' })
export const bool = () => integer({ mode: 'boolean' })

/** When the row was written: now, unless the insert says otherwise. */
export const createdTime = () =>
  timestamp()
    .notNull()
    .$defaultFn(() => new Date())

/** When the row last changed: now on insert and on every update made through drizzle. */
export const updatedTime = () => createdTime().$onUpdateFn(() => new Date())

/** A required reference to the row this one belongs to: deleted with it. */
export const ownedBy = (parent: () => AnySQLiteColumn) => text().notNull().references(parent, { onDelete: 'cascade' })

/**
 * Rows that devices cache carry `updated_at`, a `version` bumped on every change and a
 * soft-delete marker, so delta pulls can return changes and tombstones.
 */
export const syncColumns = () => ({
  createdAt: createdTime(),
  updatedAt: updatedTime(),
  version: integer().notNull().default(1),
  deletedAt: timestamp(),
})
