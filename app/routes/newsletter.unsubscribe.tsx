import { createFileRoute } from '@tanstack/react-router'
import { UnsubscribePage } from '../features/public-forms/unsubscribe-page'
import { parseUnsubscribeSearch } from '../features/public-forms/public-search'

export const Route = createFileRoute('/newsletter/unsubscribe')({
  validateSearch: (search: Record<string, unknown>) => parseUnsubscribeSearch(search),
  component: function UnsubscribeRoute() {
    return <UnsubscribePage token={Route.useSearch().token} />
  },
})
