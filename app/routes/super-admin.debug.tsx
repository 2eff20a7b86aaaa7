import { createFileRoute } from '@tanstack/react-router'
import { DebugTab } from '../features/rates/admin/diagnostics'

export const Route = createFileRoute('/super-admin/debug')({
  component: DebugTab,
})
