// Search parameters of the public pages, read by the routes' validateSearch. Kept apart from the
// forms: route definitions are in the initial bundle, the forms are not. The shapes are the
// schemas' own (shared/rules/, zod-free): an id the lead schema accepts, its partner tokens.

import { isAgentRef, isUnsubscribeToken, isUuid } from '#shared/rules/ids.ts'
import { isToken } from '#shared/rules/leads.ts'

/** /contact: `agent` (an agent id), and the partner network's `brokerCode` and `wpnonce`. */
export interface ContactSearch {
  agent?: string
  brokerCode?: string
  wpnonce?: string
}

/** Keeps only usable values: an id-shaped agent and token-shaped partner codes. */
export function parseContactSearch(search: Record<string, unknown>): ContactSearch {
  const out: ContactSearch = {}
  if (isUuid(search.agent)) out.agent = search.agent.toLowerCase()
  if (isToken(search.brokerCode)) out.brokerCode = search.brokerCode
  if (isToken(search.wpnonce)) out.wpnonce = search.wpnonce
  return out
}

/** /services, /products: the agent whose link the visitor came by, kept on the page's links. */
export interface AgentSearch {
  agent?: string
}

export function parseAgentSearch(search: Record<string, unknown>): AgentSearch {
  return isAgentRef(search.agent) ? { agent: search.agent } : {}
}

/** /newsletter/unsubscribe: the token of the link. */
export function parseUnsubscribeSearch(search: Record<string, unknown>): { token?: string } {
  return isUnsubscribeToken(search.token) ? { token: search.token } : {}
}
