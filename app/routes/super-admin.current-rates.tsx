import { createFileRoute } from '@tanstack/react-router'
import { CurrentRatesTab } from '../features/rates/admin/diagnostics'

export const Route = createFileRoute('/super-admin/current-rates')({
  component: CurrentRatesTab,
})
