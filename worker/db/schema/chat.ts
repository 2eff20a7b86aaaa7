import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { createdTime } from './columns'

/**
 * One lead per chat conversation (docs/decisions/056-chat-lead-upsert.md): the
 * chat assistant sends its session's lead again whenever the visitor's details change, each
 * time as a new outbox entry (a new id). This table maps the session to the lead it created,
 * so later entries update that lead instead of adding one. `last_interaction` (epoch ms, from
 * the device) orders the updates: an older entry arriving late never overwrites a newer one.
 */
export const chatLeadSessions = sqliteTable('chat_lead_sessions', {
  sessionId: text().primaryKey(),
  /** The lead created by the session's first entry (its id is that entry's id). */
  leadId: text().notNull(),
  lastInteraction: integer().notNull(),
  updatedAt: createdTime(),
})
