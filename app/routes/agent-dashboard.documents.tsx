import { createFileRoute } from '@tanstack/react-router'
import { myDocumentsQueryOptions } from '#app/data/agent-content.ts'
import { DocumentsTab } from '#app/features/agent-dashboard/documents-tab.tsx'

export const Route = createFileRoute('/agent-dashboard/documents')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(myDocumentsQueryOptions()),
  component: DocumentsTab,
})
