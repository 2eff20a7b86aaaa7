import { createFileRoute } from '@tanstack/react-router'
import { myTestimonialsQueryOptions } from '#app/data/agent-content.ts'
import { TestimonialsTab } from '#app/features/agent-dashboard/testimonials-tab.tsx'

export const Route = createFileRoute('/agent-dashboard/testimonials')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(myTestimonialsQueryOptions()),
  component: TestimonialsTab,
})
