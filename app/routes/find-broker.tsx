import { createFileRoute } from '@tanstack/react-router'
import { agentDirectoryQueryOptions } from '../data/agents'
import { FindBrokerPage } from '../features/public-content/find-broker-page'

export const Route = createFileRoute('/find-broker')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(agentDirectoryQueryOptions()),
  component: FindBrokerPage,
})
