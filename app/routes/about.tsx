import { createFileRoute } from '@tanstack/react-router'
import { AboutPage } from '#app/features/static-pages/about-page.tsx'

export const Route = createFileRoute('/about')({
  component: AboutPage,
})
