import { createFileRoute } from '@tanstack/react-router'
import { PublicAgentScreen, prefetchAgentPage } from './-public-agent-page'

/** The public agent page by id; /agent/$id takes a slug or an id. */
export const Route = createFileRoute('/agents/$id')({
  loader: prefetchAgentPage,
  component: AgentsById,
})

function AgentsById() {
  return <PublicAgentScreen identifier={Route.useParams().id} />
}
