import { createFileRoute } from '@tanstack/react-router'
import { AuditPage } from '#app/features/audit/admin/audit-page.tsx'

/** The super admin's Audit tab: the append-only log (the layout in super-admin.tsx guards the area). */
export const Route = createFileRoute('/super-admin/audit')({
  component: AuditPage,
})
