import { createFileRoute } from '@tanstack/react-router'
import { WhyBrokerPage } from '#app/features/static-pages/why-broker-page.tsx'

export const Route = createFileRoute('/why-broker')({
  component: WhyBrokerPage,
})
