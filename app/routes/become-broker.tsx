import { createFileRoute } from '@tanstack/react-router'
import { BecomeBrokerPage } from '#app/features/public-forms/become-broker-page.tsx'

export const Route = createFileRoute('/become-broker')({
  component: BecomeBrokerPage,
})
