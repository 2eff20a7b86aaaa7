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

/** When the row was written and last changed, both set by the code that writes it. */
export const writeTimes = () => ({ createdAt: timestamp().notNull(), updatedAt: timestamp().notNull() })

/**
 * A browser's Web Push subscription: the push service URL (https; a capability: never logged in
 * full), and its P-256 public key and auth secret (base64url) for RFC 8291 encryption.
 */
export const pushSubscriptionColumns = () => ({
  endpoint: text().notNull(),
  p256dh: text().notNull(),
  auth: text().notNull(),
})

/**
 * A row a scheduled run sends from: when it last went out, and until when a run is sending it
 * (two overlapping runs never both send it).
 */
export const sendColumns = () => ({ lastSentAt: timestamp(), claimedUntil: timestamp() })

/**
 * A refresh run (the cron's or an admin's): when it ran, whether it worked, what it said, its
 * report, and the admin who asked for it (a user id; null for the cron).
 */
export const refreshRunColumns = () => ({
  startedAt: timestamp().notNull(),
  finishedAt: timestamp(),
  success: bool().notNull().default(false),
  message: text().notNull().default(''),
  details: text({ mode: 'json' }).$type<unknown>(),
  actorId: text(),
})

/** An entry of a list of URLs admins save whole, in order (news feeds, rate sources). */
export const savedListEntry = () => ({ id: text().primaryKey(), position: integer().notNull(), url: text().notNull() })

/** When a saved list or setting was last saved, and by which admin (a user id). */
export const savedBy = () => ({ updatedAt: updatedTime(), updatedBy: text() })
