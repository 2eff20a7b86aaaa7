import { createFileRoute } from '@tanstack/react-router'
import { MortgageOptionsPage } from '#app/features/static-pages/mortgage-options-page.tsx'

export const Route = createFileRoute('/mortgage-options')({
  component: MortgageOptionsPage,
})
