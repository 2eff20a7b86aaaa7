/**
 * The public agent page's data: the agent by id or slug (null when there is no such
 * public agent: the page shows 'Agent Not Found'), and its page-view beacon.
 */
import { queryOptions } from '@tanstack/react-query'
import { ApiError, authedApi, segment, unwrap } from '#app/lib/api-client.ts'
import type { PublicAgentPage } from '#shared/schemas/agent-page.ts'

export const agentPageKeys = {
  all: ['agent-page'] as const,
  agent: (identifier: string) => [...agentPageKeys.all, identifier] as const,
}

export const agentPageQueryOptions = (identifier: string) =>
  queryOptions({
    queryKey: agentPageKeys.agent(identifier),
    queryFn: async (): Promise<PublicAgentPage | null> => {
      // authedApi: a signed-in visitor's token goes along (harmless on this public read).
      const res = await authedApi.agents[':identifier'].$get({ param: { identifier: segment(identifier) } })
      if ((res.status as number) === 404) return null
      // An old slug answers a 301 that fetch follows: the response is the agent's page now.
      return unwrap<PublicAgentPage>(res as unknown as Response)
    },
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  })

const SESSION_KEY = 'agent-page-session'

/** A random id for this tab's session (sessionStorage): page views are counted once per session. */
function visitSessionId(): string {
  try {
    let id = sessionStorage.getItem(SESSION_KEY)
    if (!id) {
      id = crypto.randomUUID().replace(/-/g, '')
      sessionStorage.setItem(SESSION_KEY, id)
    }
    return id
  } catch {
    return crypto.randomUUID().replace(/-/g, '')
  }
}

/**
 * Records one view of an agent's page. The signed-in agent's token goes along so the server
 * can leave out their own views; bots are left out there too. Best effort: a failure is not
 * the visitor's problem and is not retried.
 */
export async function sendAgentPageView(agentId: string, path: string): Promise<void> {
  try {
    const res = await authedApi.agents[':id'].views.$post({
      param: { id: segment(agentId) },
      json: { sessionId: visitSessionId(), path: path.slice(0, 300) },
    })
    // Nothing to read, but a body left unread keeps the request open in the browser (the page
    // never goes network-idle): let it go.
    await res.body?.cancel()
  } catch {
    /* offline or refused: not counted */
  }
}
