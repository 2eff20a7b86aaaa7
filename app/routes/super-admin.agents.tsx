import { createFileRoute } from '@tanstack/react-router'
import { agentAccountsQueryOptions } from '#app/data/agent-accounts.ts'
import { AgentAccounts } from '#app/features/agents/admin/agent-accounts.tsx'

export const Route = createFileRoute('/super-admin/agents')({
  // The route data pattern (docs/decisions/025-route-data.md): start the request, render at once.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(agentAccountsQueryOptions())
  },
  component: AgentAccounts,
})
