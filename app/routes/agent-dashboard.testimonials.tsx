import { createFileRoute } from '@tanstack/react-router'
import { TabHeading } from '../components/layout/staff/staff-shell'
import { myTestimonialsQueryOptions } from '../data/agent-content'
import { TestimonialsTab } from '../features/agent-dashboard/testimonials-tab'

export const Route = createFileRoute('/agent-dashboard/testimonials')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(myTestimonialsQueryOptions()),
  component: () => (
    <section aria-labelledby="tab-testimonials">
      <TabHeading id="tab-testimonials">Testimonials</TabHeading>
      <TestimonialsTab />
    </section>
  ),
})
