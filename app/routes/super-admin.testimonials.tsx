import { createFileRoute } from '@tanstack/react-router'
import { adminTestimonialsQueryOptions } from '../data/admin-testimonials'
import { TestimonialsAdminPage } from '../features/testimonials/admin/testimonials-admin-page'

// The route data pattern (docs/decisions/025-route-data-and-layers.md): start the request, render at once.
export const Route = createFileRoute('/super-admin/testimonials')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(adminTestimonialsQueryOptions())
  },
  component: TestimonialsAdminPage,
})
