import { createFileRoute } from '@tanstack/react-router'
import { parseUnsubscribeSearch } from '#app/features/public-forms/public-search.ts'
import { UnsubscribePage } from '#app/features/public-forms/unsubscribe-page.tsx'

export const Route = createFileRoute('/newsletter/unsubscribe')({
  validateSearch: (search: Record<string, unknown>) => parseUnsubscribeSearch(search),
  component: function UnsubscribeRoute() {
    return <UnsubscribePage token={Route.useSearch().token} />
  },
})
