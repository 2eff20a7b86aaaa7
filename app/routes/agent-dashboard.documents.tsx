import { createFileRoute } from '@tanstack/react-router'
import { TabHeading } from '#app/components/layout/staff/staff-shell.tsx'
import { myDocumentsQueryOptions } from '#app/data/agent-content.ts'
import { DocumentsTab } from '#app/features/agent-dashboard/documents-tab.tsx'

export const Route = createFileRoute('/agent-dashboard/documents')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(myDocumentsQueryOptions()),
  component: () => (
    <section aria-labelledby="tab-documents">
      <TabHeading id="tab-documents">Documents</TabHeading>
      <DocumentsTab />
    </section>
  ),
})
