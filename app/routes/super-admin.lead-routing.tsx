import { createFileRoute } from '@tanstack/react-router'
import { LeadRoutingPage } from '#app/features/leads/admin/lead-routing-page.tsx'

/** The super admin's Lead Routing tab (the layout in super-admin.tsx guards the area). */
export const Route = createFileRoute('/super-admin/lead-routing')({
  component: LeadRoutingPage,
})
