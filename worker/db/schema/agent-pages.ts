import { sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { createdTime, ownedBy } from './columns'
import { agents } from './people'

/**
 * Page-view de-duplication: one row per (agent page, visitor session). A view is
 * recorded in analytics_events only when its row here is new, so reloads and back-navigation
 * in one session count once. The session id is a random value the tab keeps in
 * sessionStorage, never a person's identity; rows older than a day can be purged.
 */
export const agentPageViewSessions = sqliteTable(
  'agent_page_view_sessions',
  {
    agentId: ownedBy(() => agents.id),
    sessionId: text().notNull(),
    createdAt: createdTime(),
  },
  (t) => [uniqueIndex('agent_page_view_sessions_uq').on(t.agentId, t.sessionId)],
)
