/**
 * Public rates for the app: query options and `useRates`, with a device copy so the rates are
 * readable offline (docs/decisions/011-rates-refresh.md).
 *
 * Every successful fetch with rates saves a snapshot per province (one Dexie put: one
 * transaction). When the network fails, the device is offline, or the server answers with no
 * rates (its query failed or it is between refreshes), the last saved rates are shown instead,
 * marked stale with the time they were saved.
 */
import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '#app/lib/api-client.ts'
import { useHydrationSafeQuery } from '#app/lib/hydration-safe-query.ts'
import { whenIdle } from '#app/lib/idle.ts'
import { withDb } from '#app/lib/with-db.ts'
import type { DeviceDb, RatesSnapshot } from '#app/offline/db.ts'
import type { MortgageType, RateType, Term } from '#shared/constants/rates.ts'
import type { RatesResponse } from '#shared/schemas/rates.ts'

/** What the /rates chart asks for. */
export type RateHistoryParams = {
  province: string
  term: Term
  rateType: RateType
  mortgageType: MortgageType
  days: number
}

export const ratesKeys = {
  all: ['rates'] as const,
  list: (province: string) => [...ratesKeys.all, 'list', province] as const,
  best: () => [...ratesKeys.all, 'best'] as const,
  history: (q: RateHistoryParams) =>
    [...ratesKeys.all, 'history', q.province, q.term, q.rateType, q.mortgageType, q.days] as const,
}

/**
 * The rates plus where they came from: `stale` when they are a saved copy (this device's, or the
 * service worker's), `offline` when that is because the device has no connection. A stale copy
 * while online (the server was slow or failed) is not "offline": the page says so and retries.
 */
export type RatesView = RatesResponse & {
  /** When these rates left the server (fresh) or were saved on this device (stale), epoch ms. */
  savedAt: number | null
  stale: boolean
  offline: boolean
}

export type RatesDeps = {
  /** GET /api/rates (province undefined = every province) and the response's Date header. */
  request: (province: string | undefined) => Promise<RatesResponse & { date?: string | null }>
  getDb: () => Promise<DeviceDb | null>
  isOnline: () => boolean
  now: () => number
  /** Resolves when the device copy may be written: after the first load (see loadRates). */
  whenIdle: () => Promise<void>
}

const defaultDeps: RatesDeps = {
  request: async (province) => {
    const res = await api.rates.$get({ query: province ? { province } : {} })
    const body = await unwrap(res)
    return { ...body, date: res.headers.get('date') }
  },
  getDb: () =>
    import('#app/offline/client.ts').then(
      (m) => m.getOfflineClient().then((client) => client?.db ?? null),
      () => null,
    ),
  isOnline: () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false),
  now: () => Date.now(),
  whenIdle: () => whenIdle(),
}

/**
 * A response whose Date is older than this did not come from the server just now (the API
 * says max-age=60): the service worker answered from its cache.
 */
export const SERVED_FROM_CACHE_AFTER_MS = 5 * 60_000
const utcToday = (now: number) => new Date(now).toISOString().slice(0, 10)

async function safeDb(getDb: RatesDeps['getDb']) {
  try {
    return await getDb()
  } catch {
    return null
  }
}

/** The saved rates of a province, or null (nothing saved, or rows an older app wrote badly). */
export async function readRatesSnapshot(db: DeviceDb, key: string, now: number): Promise<RatesView | null> {
  const snap = await withDb(db, (d) => d.rates.get(key))
  if (!snap) return null
  const { snapshotRows } = await import('#app/data/rates-snapshot-rows.ts')
  const rows = snapshotRows.safeParse(snap.rows)
  if (!rows.success || rows.data.length === 0) return null
  return {
    rates: rows.data,
    ratesDate: snap.ratesDate,
    isToday: snap.ratesDate === utcToday(now),
    savedAt: snap.fetchedAt,
    stale: true,
    offline: false,
  }
}

export async function writeRatesSnapshot(
  db: DeviceDb,
  key: string,
  body: RatesResponse,
  savedAt: number,
): Promise<void> {
  const snap: RatesSnapshot = { key, rows: body.rates, ratesDate: body.ratesDate, fetchedAt: savedAt }
  await withDb(db, (d) => d.rates.put(snap))
}

/** The server's Date header when sane (the service worker may answer from its cache), else now. */
function serverTime(date: string | null | undefined, now: number): number {
  const at = date ? Date.parse(date) : Number.NaN
  return Number.isFinite(at) && at <= now + 60_000 ? Math.min(at, now) : now
}

/** The last snapshot write `loadRates` started (it does not wait for it). */
let saving: Promise<void> = Promise.resolve()
export const ratesSnapshotSaved = () => saving

/**
 * Rates for a province code ('all' for every province): the network first (saving what it
 * returns), the device copy when offline or when the network has nothing to give.
 */
export async function loadRates(provinceCode: string, deps: Partial<RatesDeps> = {}): Promise<RatesView> {
  const { request, getDb, isOnline, now, whenIdle: afterIdle } = { ...defaultDeps, ...deps }
  const key = provinceCode
  const saved = async (): Promise<RatesView | null> => {
    const db = await safeDb(getDb)
    if (!db) return null
    try {
      const copy = await readRatesSnapshot(db, key, now())
      return copy ? { ...copy, offline: !isOnline() } : null
    } catch {
      return null
    }
  }

  if (!isOnline()) {
    const copy = await saved()
    if (copy) return copy
  }
  let failure: unknown
  try {
    const { date, ...body } = await request(provinceCode === 'all' ? undefined : provinceCode)
    const savedAt = serverTime(date, now())
    if (body.rates.length > 0 && now() - savedAt > SERVED_FROM_CACHE_AFTER_MS) {
      // An old answer: the service worker's copy (the network is down but the browser does not
      // know). Show it, or this device's own copy when newer, as saved rates.
      const copy = await saved()
      return copy && (copy.savedAt ?? 0) > savedAt ? copy : { ...body, savedAt, stale: true, offline: !isOnline() }
    }
    if (body.rates.length > 0) {
      // Saved for offline use after the answer is returned, once the page has loaded and the
      // browser is idle: the rates show without waiting for the device database, and on a first
      // visit opening it (Dexie and the offline client, five files; creating the database) does
      // not compete with the page's own start (decision 119). A failed write never
      // fails the read. `saving` lets tests wait for it.
      saving = afterIdle()
        .then(() => safeDb(getDb))
        .then((db) => (db ? writeRatesSnapshot(db, key, body, savedAt) : undefined))
        .catch(() => undefined)
      return { ...body, savedAt, stale: false, offline: false }
    }
    // No rates from the server: yesterday's saved rates beat 'No Rates Available'.
    return (await saved()) ?? { ...body, savedAt, stale: false, offline: false }
  } catch (error) {
    failure = error
  }
  const copy = await saved()
  if (copy) return copy
  throw failure
}

/** How often a saved copy shown while online is asked for again. */
export const STALE_RETRY_MS = 30_000

/** Today's rates for a province (or the most recent active ones), with the day they are from. */
export const ratesQueryOptions = (provinceCode: string) =>
  queryOptions({
    queryKey: ratesKeys.list(provinceCode),
    queryFn: () => loadRates(provinceCode),
    // Run offline too (the device copy answers); a stale copy is refetched on reconnect, and
    // online it is refetched every half minute until the server answers again.
    networkMode: 'always',
    staleTime: (query) => (query.state.data?.stale ? 0 : 60_000),
    refetchInterval: (query) => (query.state.data?.stale && !query.state.data.offline ? STALE_RETRY_MS : false),
  })

export type UseRatesResult = {
  rates: RatesView['rates']
  ratesDate: string | null
  isToday: boolean
  savedAt: number | null
  stale: boolean
  offline: boolean
  status: 'pending' | 'success' | 'error'
}

/**
 * One empty list for every render without rates: a new `[]` each time changed the result's
 * identity on every render, and a consumer that hands the result on in an effect (the
 * calculators' RatesSource) re-rendered its parent in a loop until the rates came.
 */
const NO_RATES: RatesView['rates'] = []

/**
 * The rates of a province for any screen (rates display, calculators, agent pages):
 * `stale` with `savedAt` when they are the device's saved copy.
 */
export function useRates(provinceCode: string): UseRatesResult {
  const query = useHydrationSafeQuery(ratesQueryOptions(provinceCode))
  const data = query.data
  return {
    rates: data?.rates ?? NO_RATES,
    ratesDate: data?.ratesDate ?? null,
    isToday: data?.isToday ?? false,
    savedAt: data?.savedAt ?? null,
    stale: data?.stale ?? false,
    offline: data?.offline ?? false,
    status: query.status,
  }
}

export const bestRateQueryOptions = () =>
  queryOptions({
    queryKey: ratesKeys.best(),
    queryFn: async () => unwrap(await api.rates.best.$get()),
  })

/** One product's daily our rate (the /rates chart). */
export const rateHistoryQueryOptions = (q: RateHistoryParams) =>
  queryOptions({
    queryKey: ratesKeys.history(q),
    queryFn: async () =>
      unwrap(
        await api.rates.history.$get({
          query: {
            province: q.province,
            term: q.term,
            rateType: q.rateType,
            mortgageType: q.mortgageType,
            days: String(q.days),
          },
        }),
      ),
    staleTime: 5 * 60_000,
    // Offline the service worker may still answer from its cache; otherwise fail at once.
    networkMode: 'always',
    retry: false,
  })
