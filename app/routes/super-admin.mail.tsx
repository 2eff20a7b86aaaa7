import { createFileRoute } from '@tanstack/react-router'
import { MailLogPage } from '#app/features/mail/admin/mail-log-page.tsx'

/** The super admin's Mail tab: the log of sent mail (the layout in super-admin.tsx guards the area). */
export const Route = createFileRoute('/super-admin/mail')({
  component: MailLogPage,
})
