import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../components/layout/page'

export const Route = createFileRoute('/mortgage-news')({
  component: () => (
    <ComingSoon title="Canadian Mortgage News">
      The latest Canadian mortgage news, with search and more articles on demand, will appear here.
    </ComingSoon>
  ),
})
