import { createFileRoute } from '@tanstack/react-router'
import { ComplaintsPage } from '#app/features/compliance/complaints-page.tsx'

export const Route = createFileRoute('/complaints')({
  component: ComplaintsPage,
})
