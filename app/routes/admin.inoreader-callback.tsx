import { createFileRoute } from '@tanstack/react-router'
import { FeedServiceCallbackPage } from '../features/news/admin/feed-service-callback'

type CallbackSearch = { code?: string; state?: string; error?: string }
const text = (v: unknown, max: number) => (typeof v === 'string' && v.length <= max ? v : undefined)

/**
 * Where the feed service sends the admin back after authorising (FEED_SERVICE_CALLBACK_PATH):
 * a super admin's page (the guard sends anyone else to sign in first, keeping the code).
 */
export const Route = createFileRoute('/admin/inoreader-callback')({
  validateSearch: (search: Record<string, unknown>): CallbackSearch => {
    const out: CallbackSearch = {}
    const code = text(search.code, 2000)
    const state = text(search.state, 100)
    const error = text(search.error, 200)
    if (code) out.code = code
    if (state) out.state = state
    if (error) out.error = error
    return out
  },
  beforeLoad: async ({ location, preload }) => (await import('../features/auth/guards')).requireArea('/super-admin', { location, preload }),
  component: FeedServiceCallbackPage,
})
