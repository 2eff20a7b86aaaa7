import { sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { timestamp } from './columns'
import { agents } from './people'

/**
 * Page-view de-duplication (issue 15): one row per (agent page, visitor session). A view is
 * recorded in analytics_events only when its row here is new, so reloads and back-navigation
 * in one session count once. The session id is a random value the tab keeps in
 * sessionStorage, never a person's identity; rows older than a day can be purged.
 */
export const agentPageViewSessions = sqliteTable(
  'agent_page_view_sessions',
  {
    agentId: text()
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    sessionId: text().notNull(),
    createdAt: timestamp()
      .notNull()
      .$defaultFn(() => new Date()),
  },
  (t) => [uniqueIndex('agent_page_view_sessions_uq').on(t.agentId, t.sessionId)],
)
