import { createFileRoute } from '@tanstack/react-router'
import { agentPageQueryOptions } from '../data/agent-page'
import { AgentPageScreen } from '../features/agent-page/agent-page'
import { LendersSection } from '../features/home/lenders-section'
import { StarRating } from '../features/home/star-rating'
import { RatesDisplay } from '../features/rates/rates-display'

/** The public agent page by profile slug or id (issue 15). */
export const Route = createFileRoute('/agent/$id')({
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(agentPageQueryOptions(params.id)),
  component: AgentBySlug,
})

function AgentBySlug() {
  const { id } = Route.useParams()
  return <AgentPageScreen identifier={id} rates={<RatesDisplay title="Today's Mortgage Rates" />} lenders={<LendersSection />} Rating={StarRating} />
}
