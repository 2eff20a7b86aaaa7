import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../components/layout/page'

export const Route = createFileRoute('/blog/')({
  component: () => (
    <ComingSoon title="Blog">
      Our articles on buying, renewing and refinancing will be listed here.
    </ComingSoon>
  ),
})
