/**
 * Which Query entries a public read fills: the app's own query options give the key, so the
 * browser's queries find the data the page carried (app/lib/page-data.ts).
 */
import { agentDirectoryQueryOptions } from '#app/data/public/agents.ts'
import { blogListQueryOptions, servicesQueryOptions } from '#app/data/public/public-content.ts'
import type { PageQuery } from '#app/lib/page-data.ts'

const QUERY_KEYS: Readonly<Record<string, () => readonly unknown[]>> = {
  '/api/content/blog': () => blogListQueryOptions().queryKey,
  '/api/content/services': () => servicesQueryOptions().queryKey,
  '/api/content/agents': () => agentDirectoryQueryOptions().queryKey,
}

/** The carried queries of one read's JSON answer. */
export function queriesOf(api: string, data: unknown): PageQuery[] {
  const key = QUERY_KEYS[api]
  if (!key) throw new Error(`render: no query for ${api}`)
  return [{ api, key: key(), data }]
}

/** The reads the pages worker knows (a test checks every rendered page's reads are among them). */
export const KNOWN_READS = Object.keys(QUERY_KEYS)
