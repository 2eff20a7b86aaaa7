import { createFileRoute } from '@tanstack/react-router'
import { OntarioTestTab } from '../features/rates/admin/diagnostics'

export const Route = createFileRoute('/super-admin/ontario-test')({
  component: OntarioTestTab,
})
