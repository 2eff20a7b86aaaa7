import { createFileRoute } from '@tanstack/react-router'
import { AnalyticsAdminPage } from '#app/features/analytics/admin/analytics-admin-page.tsx'

// No loader prefetch (docs/decisions/061): the page's useQuery starts the request on render.
export const Route = createFileRoute('/super-admin/analytics')({
  component: AnalyticsAdminPage,
})
