import { createFileRoute } from '@tanstack/react-router'
import { FeedServiceCallbackPage } from '#app/features/news/admin/feed-service-callback.tsx'

/**
 * Where the feed service sends the admin back after authorising (FEED_SERVICE_CALLBACK_PATH):
 * a super admin's page (the guard sends anyone else to sign in first, keeping the code). The
 * page reads `code`, `state` and `error` itself (no validateSearch: it stays out of the first bundle).
 */
export const Route = createFileRoute('/admin/inoreader-callback')({
  beforeLoad: async ({ location, preload }) =>
    (await import('#app/features/auth/guards.ts')).requireArea('/super-admin', { location, preload }),
  component: FeedServiceCallbackPage,
})
