import { createFileRoute } from '@tanstack/react-router'
import { ServicesAdminPage } from '#app/features/catalog/admin/services-admin-page.tsx'

// No loader prefetch (docs/decisions/061): a loader adds its lazy stub to the route tree in the
// initial bundle for `/`, which must not grow; the page's useQuery starts the request on render.
export const Route = createFileRoute('/super-admin/services')({
  component: ServicesAdminPage,
})
