import { createFileRoute } from '@tanstack/react-router'
import { ScrapeTestTab } from '#app/features/rates/admin/diagnostics.tsx'

export const Route = createFileRoute('/super-admin/scrape-test')({
  component: ScrapeTestTab,
})
