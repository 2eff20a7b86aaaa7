import { createFileRoute } from '@tanstack/react-router'
import { MobileAppPage } from '#app/features/pwa/app-page.tsx'

export const Route = createFileRoute('/app')({
  component: MobileAppPage,
})
