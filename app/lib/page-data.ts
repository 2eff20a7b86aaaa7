/**
 * The queries a page was rendered with at the edge (docs/decisions/211-data-in-the-page.md),
 * carried in the page as a JSON data block (never executed: the CSP allows no inline script).
 * The browser puts them in the Query cache before it hydrates, so the page's data sections
 * hydrate with their data and nothing asks the API for it again; the pages worker does the same
 * before it renders. `renderedWithData` tells a data section whether its query came this way.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query'

export const PAGE_DATA_ID = 'page-data'

/**
 * One carried query: its Query key and its data; `api`, the public read it is the answer of
 * (absent when the data is made from the answer, as the news page's infinite query).
 */
export type PageQuery = { api?: string; key: QueryKey; data: unknown }

/** The keys (JSON) of the queries the opened page carried. */
const carried = new Set<string>()

/** Puts the page's queries in the Query cache, as fresh as their render. */
export function carryPageQueries(queryClient: QueryClient, queries: readonly PageQuery[], updatedAt = Date.now()) {
  for (const q of queries) {
    queryClient.setQueryData(q.key, q.data, { updatedAt })
    carried.add(JSON.stringify(q.key))
  }
}

/** Whether the opened page was rendered with this query's data (hydrates with it, not pending). */
export function renderedWithData(key: QueryKey): boolean {
  return carried.size > 0 && carried.has(JSON.stringify(key))
}

/** The data block the pages worker writes ('<' escaped so no value can close the element). */
export function pageDataBlock(queries: readonly PageQuery[]): string {
  const json = JSON.stringify(queries).replace(/</g, '\\u003c')
  return `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`
}

/** The browser side: the carried queries of the page, or none. */
export function readPageQueries(doc: Document): PageQuery[] {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent
  if (!text) return []
  try {
    const value = JSON.parse(text) as unknown
    return Array.isArray(value) ? (value as PageQuery[]) : []
  } catch {
    return []
  }
}

/**
 * The service worker keeps the last answer of each public read for reading offline; a page that
 * carried its reads never requested them, so their answers are stored where the service worker
 * looks (its `public-api` cache, vite.config.ts), dated now. A storage failure only costs the
 * offline copy.
 */
export async function keepPageQueriesOffline(queries: readonly PageQuery[], cacheName = 'public-api') {
  if (queries.length === 0 || typeof caches === 'undefined') return
  const cache = await caches.open(cacheName).catch(() => null)
  if (!cache) return
  await Promise.allSettled(
    queries.flatMap((q) =>
      q.api === undefined
        ? []
        : [
            cache.put(
              new URL(q.api, location.origin).href,
              new Response(JSON.stringify(q.data), {
                headers: { 'Content-Type': 'application/json', Date: new Date().toUTCString() },
              }),
            ),
          ],
    ),
  )
}
