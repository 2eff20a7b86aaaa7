import { createFileRoute } from '@tanstack/react-router'
import { TabHeading } from '../components/layout/staff/staff-shell'
import { myDocumentsQueryOptions } from '../data/agent-content'
import { DocumentsTab } from '../features/agent-dashboard/documents-tab'

export const Route = createFileRoute('/agent-dashboard/documents')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(myDocumentsQueryOptions()),
  component: () => (
    <section aria-labelledby="tab-documents">
      <TabHeading id="tab-documents">Documents</TabHeading>
      <DocumentsTab />
    </section>
  ),
})
