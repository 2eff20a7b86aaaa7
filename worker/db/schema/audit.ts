import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { AUDIT_KINDS } from '#shared/schemas/audit.ts'
import { timestamp } from './columns'

/**
 * The append-only audit log: one row per deletion, archive, restore, erasure or legal-hold
 * change, written in the same transaction as the change. The migration adds triggers that
 * refuse every UPDATE and DELETE on it, so no one (not even the application) rewrites history.
 * The actor is kept by id and by name (no reference: a later change to the user must not
 * touch this table); the label names the target without other personal data.
 */
export const auditLog = sqliteTable(
  'audit_log',
  {
    /** Ascending, so the newest-first list pages in insertion order. */
    id: integer().primaryKey({ autoIncrement: true }),
    at: timestamp().notNull(),
    /** Null for the system (the retention job). */
    actorUserId: text(),
    actorName: text().notNull(),
    kind: text({ enum: AUDIT_KINDS }).notNull(),
    targetId: text().notNull(),
    label: text().notNull(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_kind_at_idx').on(t.kind, t.at),
    index('audit_log_actor_at_idx').on(t.actorUserId, t.at),
  ],
)
