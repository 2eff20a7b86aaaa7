import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * What keeps a burst from locking the database up (docs/decisions/019-database-limits.md).
 *
 * Every database call of the worker is one HTTP request from libSQL's client to sqld/Turso, and
 * all of them go through `guardedFetch`:
 * - at most `maxConcurrent` calls are in flight per isolate; the others wait in a queue, calls
 *   of requests that already made one first (so started work finishes), first come first
 *   served within each;
 * - a call waits for a slot at most until its deadline: the request's database budget
 *   (`withDbDeadline`, set per request by worker/middleware/context.ts) or, outside a request
 *   (the cron), `callTimeoutMs` from now. A call that could not be served in time anyway (the
 *   queue ahead of it, at the measured pace) or finds `maxQueued` waiting fails at once;
 * - a call already sent is never cancelled (sqld keeps the write lock of a transaction dropped
 *   half-way): the caller stops waiting at the deadline and the exchange finishes on its own;
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
  /** First estimate of one call's duration (ms), refined as calls complete. */
  expectedCallMs: number
}

/**
 * Per isolate: 8 calls in flight keep sqld's single writer fed without piling up lock waits
 * (4 and 16 did no better in the 500-lead burst of tests/integration/burst.test.ts). A request's
 * database work gets 5 s (plus a second for a call already sent), so a visitor has an answer
 * well within 10 s even on a busy machine.
 */
export const DB_LIMITS: DbLimits = { maxConcurrent: 8, maxQueued: 1000, callTimeoutMs: 5000, expectedCallMs: 20 }
/** A request's database budget (all its calls, waits included). */
export const REQUEST_DB_BUDGET_MS = 5000
/** What a 503 for an unavailable database tells clients to wait (seconds). */
export const DB_RETRY_AFTER_SECONDS = 5

/** A call already sent gets at least this long for its answer, even past the deadline. */
const IN_FLIGHT_GRACE_MS = 1000

type DeadlineStore = {
  /** When the request's database work must end (epoch ms); null: each call gets `callTimeoutMs` (a job). */
  deadline: number | null
  /** Calls it made so far (a request that made one is served first). */
  calls: number
  /** Keeps an exchange the caller gave up on running after the response (workerd's ctx.waitUntil). */
  waitUntil?: (promise: Promise<unknown>) => void
}

/** Per request (or cron run): when its database work must end, and how many calls it made. */
const deadlines = new AsyncLocalStorage<DeadlineStore>()

/**
 * Runs `fn` with a database deadline `budgetMs` from now for every call it makes. `fn`'s result
 * is awaited inside, so a lazy drizzle query (it runs when awaited) runs under the deadline too.
 */
export function withDbDeadline<T>(
  budgetMs: number,
  fn: () => PromiseLike<T> | T,
  waitUntil?: (promise: Promise<unknown>) => void,
): Promise<T> {
  return deadlines.run({ deadline: Date.now() + budgetMs, calls: 0, waitUntil }, async () => await fn())
}

/**
 * Runs a job started by a request (an admin's "refresh now", alert sends kept alive by
 * waitUntil) outside the request's database budget: like the cron, each of its calls gets
 * `callTimeoutMs`, since a job waits on partners (feeds, scrapers, push services) between its
 * database phases and may rightly take longer than a request's 5 s. It still goes through the
 * same queue and concurrency limit, and keeps the request's waitUntil.
 */
export function runAsJob<T>(fn: () => PromiseLike<T> | T): Promise<T> {
  const waitUntil = deadlines.getStore()?.waitUntil
  return deadlines.run({ deadline: null, calls: 0, waitUntil }, async () => await fn())
}

/** HTTP answers of sqld / Turso that mean "overloaded or not there right now". */
const UNAVAILABLE_STATUSES = new Set([429, 502, 503, 504])
/** sqld's words for "too busy" when it answers them with a plain 500. */
const BUSY_ANSWER = /Timed out while opening database connection|cannot handle additional transactions|Transaction timed[- ]out|Too many concurrent requests/i

type Waiter = { grant: () => void }

export type GuardedFetch = typeof fetch & {
  /** Calls in flight and waiting, and the current estimate of one call (tests, diagnostics). */
  stats: () => { active: number; queued: number; callMs: number }
}

/** Times a stateless call answered SQLITE_BUSY is sent again, and the base pause between. */
const BUSY_RETRIES = 5
const BUSY_PAUSE_MS = 25

type Answer = { status: number; statusText: string; headers: Headers; body: ArrayBuffer; toResponse: () => Response }

/** One HTTP exchange with sqld, its body read; transport failures and "too busy" answers thrown. */
async function exchangeOnce(baseFetch: typeof fetch, input: RequestInfo | URL, init: RequestInit | undefined): Promise<Answer> {
  let response: Response
  try {
    response = await baseFetch(input, init)
  } catch (error) {
    throw new DatabaseUnavailableError('connection', 'Could not reach the database', { cause: error })
  }
  let body: ArrayBuffer
  try {
    body = await response.arrayBuffer()
  } catch (error) {
    throw new DatabaseUnavailableError('connection', 'The database connection was lost', { cause: error })
  }
  if (UNAVAILABLE_STATUSES.has(response.status)) {
    throw new DatabaseUnavailableError(response.status === 429 ? 'busy' : 'connection', `The database answered HTTP ${response.status}`)
  }
  if (response.status >= 500 && BUSY_ANSWER.test(new TextDecoder().decode(body.slice(0, 2000)))) {
    throw new DatabaseUnavailableError('busy', `The database answered HTTP ${response.status}: too busy`)
  }
  const { status, statusText, headers } = response
  return { status, statusText, headers, body, toResponse: () => new Response(body, { status, statusText, headers }) }
}

/** A hrana pipeline on a new stream (no baton) that closes it: safe to send again. */
async function isStatelessPipeline(input: RequestInfo | URL): Promise<boolean> {
  if (!(input instanceof Request) || input.method !== 'POST' || !/\/pipeline$/.test(new URL(input.url).pathname)) return false
  try {
    const body = (await input.clone().json()) as { baton?: unknown; requests?: { type?: unknown }[] }
    return (body.baton ?? null) === null && body.requests?.at(-1)?.type === 'close'
  } catch {
    return false
  }
}

/** A pipeline answer in which a statement or batch step failed with SQLITE_BUSY (nothing was written). */
function isBusyAnswer(answer: Answer): boolean {
  return answer.status === 200 && /"code":"SQLITE_BUSY/.test(new TextDecoder().decode(answer.body))
}

/**
 * A fetch for libSQL's client that applies `limits` (see the top of this file). The response
 * body is read inside the slot, so a slot is held for the whole exchange.
 */
export function guardedFetch(limits: DbLimits = DB_LIMITS, baseFetch: typeof fetch = (...args) => fetch(...args)): GuardedFetch {
  let active = 0
  /** Calls of requests that already made one: served first, so started work finishes. */
  const resuming: Waiter[] = []
  const fresh: Waiter[] = []
  /** Moving average of one call's duration (ms), to tell a hopeless wait in advance. */
  let callMs = limits.expectedCallMs

  const release = () => {
    const next = resuming.shift() ?? fresh.shift()
    if (next) next.grant()
    else active -= 1
  }

  /** Resolves when a slot is ours (the caller must release it), rejects at the deadline. */
  const acquire = (deadline: number, isResuming: boolean): Promise<void> => {
    if (active < limits.maxConcurrent) {
      active += 1
      return Promise.resolve()
    }
    const ahead = isResuming ? resuming.length : resuming.length + fresh.length
    if (ahead >= limits.maxQueued) {
      return Promise.reject(new DatabaseUnavailableError('busy', 'Too many database calls are waiting'))
    }
    // Shed at once what cannot be served before its deadline anyway: the visitor hears "try
    // again shortly" now, and no request is left half-way through its work.
    if (Date.now() + ((ahead + 1) * callMs) / limits.maxConcurrent > deadline) {
      return Promise.reject(new DatabaseUnavailableError('busy', 'The database is too busy to answer in time'))
    }
    const queue = isResuming ? resuming : fresh
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
    const store = deadlines.getStore()
    const deadline = store?.deadline ?? Date.now() + limits.callTimeoutMs
    if (deadline <= Date.now()) throw new DatabaseUnavailableError('timeout', 'The request used up its database time')
    await acquire(deadline, (store?.calls ?? 0) > 0)
    if (store) store.calls += 1
    const started = Date.now()
    // Once sent, a call is never cancelled: sqld dropped mid-transaction keeps the write lock,
    // and a burst of such calls locked every writer out for minutes (issue 9). The exchange
    // runs to its end (kept alive past the response by waitUntil) and only then frees its slot.
    const exchange = (async () => {
      // A stateless pipeline (a new stream that closes itself) answered SQLITE_BUSY did not
      // happen at all: sent again after a short pause, up to BUSY_RETRIES times.
      const stateless = await isStatelessPipeline(input)
      for (let attempt = 1; ; attempt++) {
        const retryable = stateless && attempt <= BUSY_RETRIES
        const sent = retryable && input instanceof Request ? (input.clone() as unknown as Request) : input
        const response = await exchangeOnce(baseFetch, sent, init)
        const pause = BUSY_PAUSE_MS * attempt * (0.5 + Math.random())
        if (retryable && isBusyAnswer(response) && Date.now() + pause < deadline) {
          await new Promise((resolve) => setTimeout(resolve, pause))
          continue
        }
        return response.toResponse()
      }
    })().finally(() => {
      callMs = 0.9 * callMs + 0.1 * (Date.now() - started)
      release()
    })
    const quiet = exchange.then(
      () => undefined,
      () => undefined,
    )
    store?.waitUntil?.(quiet)
    // The caller stops waiting at its deadline (a second at least once sent) and answers 503.
    let timer: ReturnType<typeof setTimeout> | undefined
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new DatabaseUnavailableError('timeout', 'The database did not answer in time')),
        Math.max(deadline, started + IN_FLIGHT_GRACE_MS) - Date.now(),
      )
    })
    try {
      return await Promise.race([exchange, late])
    } finally {
      clearTimeout(timer)
    }
  }
  return Object.assign(guarded as typeof fetch, { stats: () => ({ active, queued: resuming.length + fresh.length, callMs }) })
}
