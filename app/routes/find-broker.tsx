import { createFileRoute } from '@tanstack/react-router'
import { agentDirectoryQueryOptions } from '#app/data/public/agents.ts'
import { FindBrokerPage } from '#app/features/public-content/find-broker-page.tsx'

export const Route = createFileRoute('/find-broker')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(agentDirectoryQueryOptions()),
  component: FindBrokerPage,
})
