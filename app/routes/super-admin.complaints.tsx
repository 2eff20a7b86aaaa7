import { createFileRoute } from '@tanstack/react-router'
import { ComplaintsAdminPage } from '#app/features/compliance/admin/cases-admin-page.tsx'

/** The super admin's Complaints tab (the layout in super-admin.tsx guards the area). */
export const Route = createFileRoute('/super-admin/complaints')({
  component: ComplaintsAdminPage,
})
