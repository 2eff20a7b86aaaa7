/**
 * Cache-through reads of public lists (lenders, agents, services, blog list, testimonials)
 * into the device database, so those screens open offline with the last list this device
 * saw and its "saved at" time. Rates have their own cache (app/data/public/rates.ts).
 *
 * Online: the server's answer wins and replaces the cached list in ONE Dexie transaction
 * (bulkPut of every row plus the saved-at time). Offline, or when the request fails: the
 * cached list, re-validated item by item with the shared schema (a row may have been written
 * by an older version of the app). Nothing cached and no network: the request's error.
 *
 *   const lenders = await cacheThrough({
 *     table: 'lenders',
 *     request: () => api.content.lenders.$get(),
 *     schema: lendersResponseSchema,
 *     itemSchema: lenderSchema,
 *     select: (body) => [...body.aLenders, ...body.alternateLenders],
 *     assemble: (items) => ({ aLenders: items.filter((l) => l.type === 'a_lender'), alternateLenders: items.filter((l) => l.type !== 'a_lender') }),
 *     key: (lender) => lender.id,
 *     index: (_lender, position) => ({ displayOrder: position }),
 *   })
 *   // → { data, savedAt, fromCache }
 *
 * See docs/decisions/013-pwa-and-caching.md.
 */
import type { Table } from 'dexie'
import type { ZodMiniType as ZodType } from 'zod/mini'
import { withDb } from '#app/lib/with-db.ts'
import type { CachedRow, DeviceDb } from '#app/offline/db.ts'

export type PublicListTable = 'lenders' | 'agents' | 'services' | 'blogList' | 'testimonials'

type RowOf<T extends PublicListTable> = DeviceDb[T] extends Table<infer R, string> ? R : never
/** The table's own indexed fields (lenders: displayOrder; agents: slug; blogList: slug, publishedAt). */
export type IndexFields<T extends PublicListTable> = Omit<RowOf<T>, keyof CachedRow>

/** What the server's response object must offer (a fetch Response or a Hono client response). */
export interface ResponseLike {
  ok: boolean
  status: number
  json(): Promise<unknown>
  headers?: { get(name: string): string | null }
}

export interface CachedList<Body> {
  data: Body
  /** When this data left the server (its Date header) or was saved on the device, epoch ms. */
  savedAt: number
  /** True when served from the device database rather than the network. */
  fromCache: boolean
}

export interface CacheThroughOptions<T extends PublicListTable, Body, Item> {
  table: T
  /**
   * Separates lists that share a table (the quote dialog's agent options vs the directory's
   * full profiles): each scope is replaced and read on its own. Row ids get a `scope:` prefix.
   */
  scope?: string
  request: () => Promise<ResponseLike>
  /** The whole response body. */
  schema: ZodType<Body>
  /** One cached item. */
  itemSchema: ZodType<Item>
  /** The list inside the body, in the server's order. */
  select: (body: Body) => Item[]
  /** The body rebuilt from cached items (in the same order). */
  assemble: (items: Item[]) => Body
  key: (item: Item) => string
  /** The table's indexed fields for this item. */
  index: (item: Item, position: number) => IndexFields<T>
  /** Default: the app's device database, loaded on first use (null without IndexedDB). */
  getDb?: () => Promise<DeviceDb | null>
  /** Default navigator.onLine. */
  isOnline?: () => boolean
  now?: () => number
}

export class CacheMissError extends Error {
  override name = 'CacheMissError'
}

const defaultGetDb = () =>
  import('#app/offline/client.ts').then(
    (m) => m.getOfflineClient().then((client) => client?.db ?? null),
    () => null,
  )

const defaultIsOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false)

export function savedAtKey(table: PublicListTable, scope?: string) {
  return `cache:${table}${scope ? `:${scope}` : ''}:savedAt`
}

function rowId(scope: string | undefined, key: string) {
  return scope ? `${scope}:${key}` : key
}

function inScope(scope: string | undefined) {
  return (row: CachedRow) => (row.scope ?? undefined) === scope
}

/** The date the server put on the response, when sane (the SW may answer from its cache). */
function responseDate(response: ResponseLike, now: number): number {
  const header = response.headers?.get('date')
  const at = header ? Date.parse(header) : Number.NaN
  return Number.isFinite(at) && at <= now + 60_000 ? Math.min(at, now) : now
}

async function safeDb(getDb: () => Promise<DeviceDb | null>): Promise<DeviceDb | null> {
  try {
    return await getDb()
  } catch {
    return null
  }
}

/** The cached list of a table (and scope), or null when none was saved. */
export async function readCachedList<T extends PublicListTable, Body, Item>(
  db: DeviceDb,
  options: Pick<CacheThroughOptions<T, Body, Item>, 'table' | 'scope' | 'itemSchema' | 'assemble'>,
): Promise<CachedList<Body> | null> {
  const { table, scope } = options
  const [rows, meta] = await withDb(db, (d) =>
    d.transaction('r', d.table(table), d.syncMeta, async () => {
      const all = await (d.table(table) as Table<CachedRow, string>).filter(inScope(scope)).toArray()
      const saved = await d.syncMeta.get(savedAtKey(table, scope))
      return [all, saved] as const
    }),
  )
  if (!meta || typeof meta.value !== 'number') return null
  const items = rows
    .slice()
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .flatMap((row) => {
      const parsed = options.itemSchema.safeParse(row.data)
      return parsed.success ? [parsed.data] : []
    })
  return { data: options.assemble(items), savedAt: meta.value, fromCache: true }
}

/** Replaces the cached list of a table (and scope) in one transaction. */
export async function writeCachedList<T extends PublicListTable, Item>(
  db: DeviceDb,
  options: {
    table: T
    scope?: string
    key: (item: Item) => string
    index: (item: Item, position: number) => IndexFields<T>
  },
  items: Item[],
  savedAt: number,
  fetchedAt: number,
): Promise<void> {
  const { table, scope } = options
  const rows = items.map((item, position) => {
    const row: CachedRow = {
      ...options.index(item, position),
      id: rowId(scope, options.key(item)),
      data: item,
      fetchedAt,
      position,
    }
    if (scope) row.scope = scope
    return row
  })
  await withDb(db, (d) =>
    d.transaction('rw', d.table(table), d.syncMeta, async () => {
      const t = d.table(table) as Table<CachedRow, string>
      await t.filter(inScope(scope)).delete()
      await t.bulkPut(rows)
      await d.syncMeta.put({ key: savedAtKey(table, scope), value: savedAt, updatedAt: fetchedAt })
    }),
  )
}

export async function cacheThrough<T extends PublicListTable, Body, Item>(
  options: CacheThroughOptions<T, Body, Item>,
): Promise<CachedList<Body>> {
  const getDb = options.getDb ?? defaultGetDb
  const isOnline = options.isOnline ?? defaultIsOnline
  const now = options.now ?? Date.now

  const fromCache = async () => {
    const db = await safeDb(getDb)
    if (!db) return null
    try {
      return await readCachedList(db, options)
    } catch {
      return null
    }
  }

  // Offline: the device copy first, without waiting on a request that cannot succeed
  // (the service worker may still answer from its cache when there is no device copy).
  if (!isOnline()) {
    const cached = await fromCache()
    if (cached) return cached
  }

  let failure: unknown
  try {
    const response = await options.request()
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    const body = options.schema.parse(await response.json())
    const fetchedAt = now()
    const savedAt = responseDate(response, fetchedAt)
    const db = await safeDb(getDb)
    if (db) {
      // A cache write that fails (quota, a dropped connection twice) never fails the read.
      await writeCachedList(db, options, options.select(body), savedAt, fetchedAt).catch(() => undefined)
    }
    return { data: body, savedAt, fromCache: false }
  } catch (error) {
    failure = error
  }
  const cached = await fromCache()
  if (cached) return cached
  throw failure instanceof Error ? failure : new CacheMissError('No network and nothing saved on this device')
}
