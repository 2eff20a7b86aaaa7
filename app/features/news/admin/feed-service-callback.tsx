import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { Page } from '#app/components/layout/page.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { LoadingState } from '#app/components/ui/screen-states.tsx'
import { completeFeedServiceOauthMutation } from '#app/data/news-admin.ts'
import { useDocumentTitle } from '#app/lib/use-document-title.ts'
import { FEED_SERVICE_NAME } from '#shared/schemas/news.ts'
import { css } from '#styled-system/css'
// A signed-in page outside the staff shell: it loads the signed-in areas' stylesheet itself.
import '#app/components/layout/staff/back-office.css'

type CallbackSearch = { code?: string; state?: string; error?: string }
const text = (v: unknown, max: number) => (typeof v === 'string' && v.length <= max ? v : undefined)

/** What the feed service put in the URL (anything else, or too long, is ignored). */
export function readCallbackSearch(search: Record<string, unknown>): CallbackSearch {
  const out: CallbackSearch = {}
  const code = text(search.code, 2000)
  const state = text(search.state, 100)
  const error = text(search.error, 200)
  if (code) out.code = code
  if (state) out.state = state
  if (error) out.error = error
  return out
}

/**
 * The OAuth callback page: sends the code and state
 * the feed service returned to the server once, then says how it went and leads back to the
 * News Feed tab. A refused or expired state is the server's to judge (single use, 10 minutes).
 */
export function FeedServiceCallbackPage() {
  useDocumentTitle(`Connecting ${FEED_SERVICE_NAME}`)
  // The raw query string: the router would turn a code that looks like a number into one.
  const [search] = useState(() => readCallbackSearch(Object.fromEntries(new URLSearchParams(window.location.search))))
  const queryClient = useQueryClient()
  const complete = useMutation(completeFeedServiceOauthMutation(queryClient))
  const sent = useRef(false)
  const { code, state } = search
  useEffect(() => {
    if (sent.current || !code || !state) return
    sent.current = true
    complete.mutate({ code, state })
  }, [code, state, complete])

  const back = (
    <Button asChild>
      <Link to="/super-admin/news-feed">Back to the News Feed tab</Link>
    </Button>
  )
  const box = css({ display: 'grid', gap: '4', justifyItems: 'start', maxW: '2xl' })
  return (
    <Page title={`Connecting ${FEED_SERVICE_NAME}`}>
      {search.error || !code || !state ? (
        <div role="alert" className={box}>
          <p>
            {search.error
              ? `${FEED_SERVICE_NAME} did not grant access (${search.error}). Nothing was changed.`
              : `This page needs the code ${FEED_SERVICE_NAME} sends back. Start the connection again from the News Feed tab.`}
          </p>
          {back}
        </div>
      ) : complete.isPending || complete.isIdle ? (
        <LoadingState label={`Completing the ${FEED_SERVICE_NAME} connection…`} />
      ) : complete.isError ? (
        <div role="alert" className={box}>
          <p className={css({ fontWeight: 'semibold' })}>The connection could not be completed.</p>
          <p>{complete.error.message}</p>
          {back}
        </div>
      ) : (
        <div role="status" className={box}>
          <p className={css({ fontWeight: 'semibold' })}>{FEED_SERVICE_NAME} is connected.</p>
          <p>
            {complete.data.connection.status === 'success'
              ? `Signed in as user ${complete.data.userId ?? ''}. Its articles are added to the news at the next refresh.`
              : (complete.data.connection.message ?? 'Test the connection from the News Feed tab.')}
          </p>
          {back}
        </div>
      )}
    </Page>
  )
}
