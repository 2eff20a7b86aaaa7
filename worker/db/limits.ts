import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * What keeps a burst from locking the database up (docs/decisions/019-database-limits.md).
 *
 * Every database call of the worker is one HTTP request from libSQL's client to sqld/Turso, and
 * all of them go through `guardedFetch`:
 * - at most `maxConcurrent` calls are in flight per isolate; the others wait in a FIFO queue
 *   (at most `maxQueued`; beyond that a call fails at once: shedding load beats queueing
 *   work that will time out anyway);
 * - every call, its wait for a slot included, ends by its deadline: the request's database
 *   budget (`withDbDeadline`, set per request by worker/middleware/context.ts) or, outside a
 *   request (the cron), `callTimeoutMs` from now;
 * - a refused connection, a timeout, a full queue, and sqld's own "too busy" answers (429, 502,
 *   503, 504) become a `DatabaseUnavailableError`, which the error middleware answers with 503
 *   and `Retry-After`. Nothing else does (worker/middleware/errors.ts).
 *
 * A waiter always has a timer pending (its deadline). workerd cancels a request that awaits
 * only a promise another request will resolve as "hung"; the timer keeps it alive, and
 * workerd runs the continuation in the waiter's own request when a slot frees.
 */

export type DbUnavailableReason = 'connection' | 'timeout' | 'busy'

export class DatabaseUnavailableError extends Error {
  override readonly name = 'DatabaseUnavailableError'
  constructor(
    readonly reason: DbUnavailableReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }
}

/**
 * The reason a thrown error means "the database is unreachable, slow or busy", or null when it
 * is anything else (a bug, a constraint, bad SQL: a 500). Follows `cause` chains, since drizzle
 * and libSQL wrap what the transport threw.
 */
export function databaseUnavailableReason(error: unknown): DbUnavailableReason | null {
  let current: unknown = error
  for (let depth = 0; depth < 8 && current !== null && current !== undefined; depth++) {
    if (current instanceof DatabaseUnavailableError) return current.reason
    if (typeof current === 'object') {
      const code = (current as { code?: unknown }).code
      // SQLite's answer when another writer holds the lock past its busy timeout.
      if (typeof code === 'string' && /^SQLITE_(BUSY|LOCKED)/.test(code)) return 'busy'
      current = (current as { cause?: unknown }).cause
    } else {
      return null
    }
  }
  return null
}

export type DbLimits = {
  /** Database calls in flight at once, per isolate. */
  maxConcurrent: number
  /** Calls waiting for a slot; one more fails at once with reason 'busy'. */
  maxQueued: number
  /** Deadline of a call made outside a request (cron, scripts). */
  callTimeoutMs: number
}

/**
 * Per isolate: 8 calls in flight keeps sqld's single writer fed without piling up lock waits
 * (measured in tests/integration/burst.test.ts); a request's whole database work must end
 * within 8 s, so a visitor always has an answer well within 10 s.
 */
export const DB_LIMITS: DbLimits = { maxConcurrent: 8, maxQueued: 1000, callTimeoutMs: 5000 }
/** A request's database budget (all its calls, waits included). */
export const REQUEST_DB_BUDGET_MS = 5000
/** What a 503 for an unavailable database tells clients to wait (seconds). */
export const DB_RETRY_AFTER_SECONDS = 5

const deadlines = new AsyncLocalStorage<{ deadline: number }>()

/**
 * Runs `fn` with a database deadline `budgetMs` from now for every call it makes. `fn`'s result
 * is awaited inside, so a lazy drizzle query (it runs when awaited) runs under the deadline too.
 */
export function withDbDeadline<T>(budgetMs: number, fn: () => PromiseLike<T> | T): Promise<T> {
  return deadlines.run({ deadline: Date.now() + budgetMs }, async () => await fn())
}

/** HTTP answers of sqld / Turso that mean "overloaded or not there right now". */
const UNAVAILABLE_STATUSES = new Set([429, 502, 503, 504])
/** sqld's words for "too busy" when it answers them with a plain 500. */
const BUSY_ANSWER = /Timed out while opening database connection|cannot handle additional transactions|Transaction timed[- ]out|Too many concurrent requests/i

type Waiter = { grant: () => void }

export type GuardedFetch = typeof fetch & {
  /** Calls in flight and waiting (tests, diagnostics). */
  stats: () => { active: number; queued: number }
}

/**
 * A fetch for libSQL's client that applies `limits` (see the top of this file). The response
 * body is read inside the slot, so a slot is held for the whole exchange.
 */
export function guardedFetch(limits: DbLimits = DB_LIMITS, baseFetch: typeof fetch = (...args) => fetch(...args)): GuardedFetch {
  let active = 0
  const queue: Waiter[] = []

  const release = () => {
    const next = queue.shift()
    if (next) next.grant()
    else active -= 1
  }

  /** Resolves when a slot is ours (the caller must release it), rejects at the deadline. */
  const acquire = (deadline: number): Promise<void> => {
    if (active < limits.maxConcurrent) {
      active += 1
      return Promise.resolve()
    }
    if (queue.length >= limits.maxQueued) {
      return Promise.reject(new DatabaseUnavailableError('busy', 'Too many database calls are waiting'))
    }
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        grant: () => {
          clearTimeout(timer)
          resolve()
        },
      }
      const timer = setTimeout(() => {
        const index = queue.indexOf(waiter)
        if (index >= 0) queue.splice(index, 1)
        reject(new DatabaseUnavailableError('timeout', 'Timed out waiting for a database connection'))
      }, Math.max(0, deadline - Date.now()))
      queue.push(waiter)
    })
  }

  const guarded = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const deadline = deadlines.getStore()?.deadline ?? Date.now() + limits.callTimeoutMs
    if (deadline <= Date.now()) throw new DatabaseUnavailableError('timeout', 'The request used up its database time')
    await acquire(deadline)
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), Math.max(0, deadline - Date.now()))
    try {
      let response: Response
      try {
        response = await baseFetch(input, { ...init, signal: controller.signal })
      } catch (error) {
        if (controller.signal.aborted) throw new DatabaseUnavailableError('timeout', 'The database did not answer in time', { cause: error })
        throw new DatabaseUnavailableError('connection', 'Could not reach the database', { cause: error })
      }
      let body: ArrayBuffer
      try {
        body = await response.arrayBuffer()
      } catch (error) {
        if (controller.signal.aborted) throw new DatabaseUnavailableError('timeout', 'The database did not answer in time', { cause: error })
        throw new DatabaseUnavailableError('connection', 'The database connection was lost', { cause: error })
      }
      if (UNAVAILABLE_STATUSES.has(response.status)) {
        throw new DatabaseUnavailableError(response.status === 429 ? 'busy' : 'connection', `The database answered HTTP ${response.status}`)
      }
      if (response.status >= 500 && BUSY_ANSWER.test(new TextDecoder().decode(body.slice(0, 2000)))) {
        throw new DatabaseUnavailableError('busy', `The database answered HTTP ${response.status}: too busy`)
      }
      return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers })
    } finally {
      clearTimeout(timer)
      release()
    }
  }
  return Object.assign(guarded as typeof fetch, { stats: () => ({ active, queued: queue.length }) })
}
