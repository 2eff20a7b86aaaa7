import { createFileRoute } from '@tanstack/react-router'
import { agentPageQueryOptions } from '#app/data/public/agent-page.ts'
import { AgentPageScreen } from '#app/features/agent-page/agent-page.tsx'
import { LendersSection } from '#app/features/home/lenders-section.tsx'
import { StarRating } from '#app/features/home/star-rating.tsx'
import { RatesDisplay } from '#app/features/rates/rates-display.tsx'

/** The public agent page by profile slug or id. */
export const Route = createFileRoute('/agent/$id')({
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(agentPageQueryOptions(params.id)),
  component: AgentBySlug,
})

function AgentBySlug() {
  const { id } = Route.useParams()
  return (
    <AgentPageScreen
      identifier={id}
      rates={<RatesDisplay title="Today's Mortgage Rates" />}
      lenders={<LendersSection />}
      Rating={StarRating}
    />
  )
}
