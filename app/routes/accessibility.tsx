import { createFileRoute } from '@tanstack/react-router'
import { AccessibilityPage } from '#app/features/compliance/accessibility-page.tsx'

export const Route = createFileRoute('/accessibility')({
  component: AccessibilityPage,
})
