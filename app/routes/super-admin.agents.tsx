import { createFileRoute } from '@tanstack/react-router'
import { agentAccountsQueryOptions } from '../data/auth'
import { AgentAccounts } from '../features/auth/agent-accounts'

export const Route = createFileRoute('/super-admin/agents')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(agentAccountsQueryOptions())
  },
  component: AgentAccounts,
})
