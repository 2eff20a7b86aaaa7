// Search parameters of the public pages, read by the routes' validateSearch. Kept apart from the
// forms: route definitions are in the initial bundle, the forms are not.

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
// The lead schema's token rule (broker_code / wpnonce): letters, digits, . _ : - ; at most 64.
const TOKEN_RE = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/

/** /contact: `agent` (an agent id), and the partner network's `brokerCode` and `wpnonce`. */
export interface ContactSearch {
  agent?: string
  brokerCode?: string
  wpnonce?: string
}

/** Keeps only usable values: an id-shaped agent and token-shaped partner codes. */
export function parseContactSearch(search: Record<string, unknown>): ContactSearch {
  const out: ContactSearch = {}
  if (typeof search.agent === 'string' && UUID_RE.test(search.agent)) out.agent = search.agent.toLowerCase()
  if (typeof search.brokerCode === 'string' && TOKEN_RE.test(search.brokerCode)) out.brokerCode = search.brokerCode
  if (typeof search.wpnonce === 'string' && TOKEN_RE.test(search.wpnonce)) out.wpnonce = search.wpnonce
  return out
}

/** /services, /products: the agent whose link the visitor came by, kept on the page's links. */
export interface AgentSearch {
  agent?: string
}

export function parseAgentSearch(search: Record<string, unknown>): AgentSearch {
  return typeof search.agent === 'string' &&
    search.agent.length > 0 &&
    search.agent.length <= 100 &&
    /^[A-Za-z0-9_-]+$/.test(search.agent)
    ? { agent: search.agent }
    : {}
}

/** /newsletter/unsubscribe: the token of the link. */
export function parseUnsubscribeSearch(search: Record<string, unknown>): { token?: string } {
  return typeof search.token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(search.token) ? { token: search.token } : {}
}
