import { createFileRoute } from '@tanstack/react-router'
import { ScrapeTestTab } from '../features/rates/admin/diagnostics'

export const Route = createFileRoute('/super-admin/scrape-test')({
  component: ScrapeTestTab,
})
