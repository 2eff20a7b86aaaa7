import { createFileRoute } from '@tanstack/react-router'
import { PublicAgentScreen, prefetchAgentPage } from './-public-agent-page'

/** The public agent page by profile slug or id. */
export const Route = createFileRoute('/agent/$id')({
  loader: prefetchAgentPage,
  component: AgentBySlug,
})

function AgentBySlug() {
  return <PublicAgentScreen identifier={Route.useParams().id} />
}
