import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../components/layout/page'

export const Route = createFileRoute('/admin/inoreader-callback')({
  component: () => (
    <ComingSoon title="Connecting the news feed">
      This page completes the news-feed service's authorisation and returns you to the admin panel.
    </ComingSoon>
  ),
})
