import type { QueryClient } from '@tanstack/react-query'
import { agentPageQueryOptions } from '#app/data/public/agent-page.ts'
import { AgentPageScreen } from '#app/features/agent-page/agent-page.tsx'
import { LendersSection } from '#app/features/home/lenders-section.tsx'
import { StarRating } from '#app/features/home/star-rating.tsx'
import { RatesDisplay } from '#app/features/rates/rates-display.tsx'

/*
 * The public agent page, for the two routes that show it (/agent/$id by slug or id, /agents/$id
 * by id). It composes features (the page, today's rates, the lenders, the stars) that may not
 * import one another. The leading '-' keeps the router from taking this file for a route.
 */

/** Starts reading the agent's page while the route's code loads. */
export function prefetchAgentPage({
  context,
  params,
}: {
  context: { queryClient: QueryClient }
  params: { id: string }
}) {
  void context.queryClient.prefetchQuery(agentPageQueryOptions(params.id))
}

export function PublicAgentScreen({ identifier }: { identifier: string }) {
  return (
    <AgentPageScreen
      identifier={identifier}
      rates={<RatesDisplay title="Today's Mortgage Rates" />}
      lenders={<LendersSection />}
      Rating={StarRating}
    />
  )
}
