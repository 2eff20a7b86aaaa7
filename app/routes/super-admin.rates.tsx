import { createFileRoute } from '@tanstack/react-router'
import { RatesAdminPage } from '../features/rates/admin/rates-admin-page'

// No loader: the page's queries start when its (lazily loaded) chunk renders, so nothing of the
// admin area lands in the initial bundle.
export const Route = createFileRoute('/super-admin/rates')({
  component: RatesAdminPage,
})
