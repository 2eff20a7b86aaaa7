import * as z from 'zod/mini'
import { safeString } from './text'

/**
 * The request of a delta pull of signed-in devices (`GET /api/sync/leads?since=&limit=`); the
 * answers' schemas are in ./sync.ts (docs/decisions/012-lead-idempotency-and-delta-sync.md).
 */

export const SYNC_PAGE_DEFAULT = 200
export const SYNC_PAGE_MAX = 500

/** The cursor is opaque to clients: whatever `nextCursor` said, sent back as `since`. */
export const syncCursorSchema = safeString(200, { trim: true }).check(
  z.minLength(1),
  z.regex(/^[A-Za-z0-9_-]+$/, 'Invalid cursor'),
)

export const syncLeadsQuerySchema = z.strictObject({
  since: z.optional(syncCursorSchema),
  limit: z.optional(z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(SYNC_PAGE_MAX)))),
})
export type SyncLeadsQuery = z.output<typeof syncLeadsQuerySchema>
