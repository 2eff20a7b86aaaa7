import { createFileRoute } from '@tanstack/react-router'
import { PrivacyRequestsAdminPage } from '#app/features/compliance/admin/cases-admin-page.tsx'

/** The super admin's Privacy Requests tab (the layout in super-admin.tsx guards the area). */
export const Route = createFileRoute('/super-admin/privacy-requests')({
  component: PrivacyRequestsAdminPage,
})
