import { createFileRoute } from '@tanstack/react-router'
import { NewsletterPage } from '#app/features/public-forms/newsletter-page.tsx'

export const Route = createFileRoute('/newsletter/')({
  component: NewsletterPage,
})
