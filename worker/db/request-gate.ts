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
 *   queue ahead of it, at the measured pace) or finds `maxQueued` waiting fails at once, unless
 *   its request was let in by the lead door (`markLetIn`: it waits to its deadline);
 * - a call already sent is never cancelled (sqld keeps the write lock of a transaction dropped
 *   half-way): the caller stops waiting at the deadline and the exchange finishes on its own;
 * - a refused connection, a timeout, a full queue, and sqld's own "too busy" answers (429, 502,
 *   503, 504) become a `DatabaseUnavailableError`, which the error middleware answers with 503
 *   and `Retry-After`. Nothing else does (worker/middleware/errors.ts).
 *
 * A waiting call never awaits a promise another request resolves: it polls for a free slot on
 * its own timer (see `STALE_POLLS` below for why).
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
  /** Database calls in flight at once, per isolate (reads, and anything not known to write). */
  maxConcurrent: number
  /**
   * Calls that may write in flight at once, per isolate, on top of `maxConcurrent` (default 1):
   * SQLite has one writer, so more only queue inside sqld, where they hold its connections and
   * threads, and its write-lock hand-off wedged under that contention (decision 019). Two (decision 106) keep
   * the next write ready while one runs, with at most one waiting in sqld.
   */
  maxConcurrentWrites?: number
  /** Calls waiting for a slot; one more fails at once with reason 'busy'. */
  maxQueued: number
  /** Deadline of a call made outside a request (cron, scripts). */
  callTimeoutMs: number
  /** First estimate of one call's duration (ms), refined as calls complete. */
  expectedCallMs: number
  /**
   * How long a slot stays taken by a call that never frees it (its request was dropped); well
   * past any deadline plus the in-flight grace, so a live call keeps its slot to the end.
   */
  leaseMs: number
  /** How often a waiting call checks for a free slot (ms; default `DEFAULT_POLL_MS`). */
  pollMs?: number
  /**
   * How many requests `admit` lets into the database path at once (the public lead routes):
   * as many as the write slots can serve in a request's budget at their measured pace, each
   * request counted as `writesPerRequest` writes (those before its answer and the after-answer
   * job's that share the slots), never fewer than `min` (a pace measured on a saturated isolate
   * must not shut the door) nor more than `max`.
   */
  admission?: { writesPerRequest: number; min: number; max: number }
}

/** A waiting call checks for a free slot this often. */
export const DEFAULT_POLL_MS = 25

/**
 * Per isolate: 8 reads in flight and 2 writes (4 and 16 reads did no better in the 500-lead
 * burst of tests/integration/burst.test.ts; 8 writers wedged sqld, decision 019). A request's
 * database work gets 5 s (plus a second for a call already sent), so a visitor has an answer
 * well within 10 s even on a busy machine.
 */
export const DB_LIMITS: DbLimits = {
  maxConcurrent: 8,
  maxConcurrentWrites: 2,
  maxQueued: 1000,
  callTimeoutMs: 5000,
  expectedCallMs: 20,
  leaseMs: 30_000,
  admission: { writesPerRequest: 12, min: 48, max: 128 },
}
/** A request's database budget (all its calls, waits included). */
export const REQUEST_DB_BUDGET_MS = 5000
/** What a 503 for an unavailable database tells clients to wait (seconds). */
export const DB_RETRY_AFTER_SECONDS = 5

/** After the door refused a request, `busy` says so for this long (ms). */
export const BUSY_AFTER_REFUSAL_MS = 1000

/** A call already sent gets at least this long for its answer, even past the deadline. */
const IN_FLIGHT_GRACE_MS = 1000

type DeadlineStore = {
  /** When the request's database work must end (epoch ms); null: each call gets `callTimeoutMs` (a job). */
  deadline: number | null
  /** Calls it made so far (a request that made one is served first). */
  calls: number
  /** A group's calls for requests let in (`forRequestsLetIn`): served as work under way. */
  underWay?: true
  /** Let in by the door (`markLetIn`): its calls wait to their deadline, never shed on an estimate. */
  letIn?: true
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
 * Marks the request running now as let in by the door (`admit`, decision 258): the door made
 * the estimate, so its calls are not refused again on the queue's estimate of their wait; they
 * wait for a slot until their deadline. A request let in finishes unless its time truly runs out.
 */
export function markLetIn(): void {
  const store = deadlines.getStore()
  if (store) store.letIn = true
}

/** The database deadline of the request running now (epoch ms), or null outside one (a job, the cron). */
export function currentDbDeadline(): number | null {
  return deadlines.getStore()?.deadline ?? null
}

/**
 * Runs `fn`, one call made for a group of requests let in (decision 258: the rate-limit hits
 * group-committed), with the latest of their deadlines (null: a job's) and served as work under
 * way, before new requests' first calls: a group that failed would fail every request in it. The
 * running request's waitUntil is kept.
 */
export function forRequestsLetIn<T>(deadline: number | null, fn: () => PromiseLike<T> | T): Promise<T> {
  const waitUntil = deadlines.getStore()?.waitUntil
  return deadlines.run({ deadline, calls: 0, underWay: true, waitUntil }, async () => await fn())
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
const BUSY_ANSWER =
  /Timed out while opening database connection|cannot handle additional transactions|Transaction timed[- ]out|Too many concurrent requests/i

/** A slot held by a call; past `expiresAt` it counts as free again (see `DbLimits.leaseMs`). */
type Lease = { expiresAt: number }
/** A call waiting for a slot: it checks the slots itself, on its own timer (see below). */
type Ticket = { deadline: number; seenAt: number; queued: boolean }

/**
 * How a waiting call gets its slot. A call never waits on a promise another request resolves:
 * workerd runs each request in its own context, and a request whose only pending work was a
 * promise of another request's was cancelled as "hung" in a burst (seen in CI), its client
 * left without an answer (or with headers and a body that never ended). So each waiting call
 * polls on its own timer: every `pollMs` it takes a free slot when fewer live tickets are
 * ahead of it than slots are free (calls of requests under way first, then first come, first
 * served). A ticket not polled for `STALE_POLLS` rounds (1 s at least) belongs to a request
 * that is gone and no longer counts; a slot not freed within `leaseMs` (its call's request
 * was dropped before the exchange ended) is free again.
 */
const STALE_POLLS = 20
/** …and at least this long (ms), however short `pollMs` is: a busy isolate's timers run late. */
const STALE_AFTER_MS = 1000

const noop = () => undefined
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export type GuardedFetch = typeof fetch & {
  /** Calls in flight and waiting (reads and writes), the estimate of one read, and the writes alone (tests, diagnostics). */
  stats: () => {
    active: number
    queued: number
    callMs: number
    writes: { active: number; queued: number; callMs: number }
  }
  /**
   * How long a new request's first call would wait for a write slot (ms): a public form's first
   * call (its rate-limit counter) writes.
   */
  waitMs: () => number
  /**
   * Lets one request into the database path (`release` when it has answered), or null when as
   * many are in it as the write slots can serve within `budgetMs` (`DbLimits.admission`), or
   * when its first call, a write, could not be served within `budgetMs` (`waitMs`): decided
   * before the request reads its body or makes a call. Without `admission`, only the latter.
   */
  admit: (budgetMs: number) => (() => void) | null
  /**
   * Whether `admit` would refuse a request now, counted as a refusal when it would (for `busy`):
   * the door's test alone, no place taken, so a refusal can be answered before anything else
   * runs (worker/index.ts).
   */
  refuses: (budgetMs: number) => boolean
  /**
   * Whether work that can wait should (decision 258): a request's call waits for a write slot,
   * or the door refused someone in the last `BUSY_AFTER_REFUSAL_MS`, or at least half the
   * admission bound is taken. The after-answer groups hold off while it says so.
   */
  busy: () => boolean
  /** How many requests `admit` lets in at once right now (tests, diagnostics). */
  admissionLimit: (budgetMs: number) => number
}

/** Times a stateless call answered SQLITE_BUSY is sent again, and the base pause between. */
const BUSY_RETRIES = 5
const BUSY_PAUSE_MS = 25

type Answer = { status: number; statusText: string; headers: Headers; body: ArrayBuffer; toResponse: () => Response }

/** One HTTP exchange with sqld, its body read; transport failures and "too busy" answers thrown. */
async function exchangeOnce(
  baseFetch: typeof fetch,
  input: RequestInfo | URL,
  init: RequestInit | undefined,
): Promise<Answer> {
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
    throw new DatabaseUnavailableError(
      response.status === 429 ? 'busy' : 'connection',
      `The database answered HTTP ${response.status}`,
    )
  }
  if (response.status >= 500 && BUSY_ANSWER.test(new TextDecoder().decode(body.slice(0, 2000)))) {
    throw new DatabaseUnavailableError('busy', `The database answered HTTP ${response.status}: too busy`)
  }
  const { status, statusText, headers } = response
  return { status, statusText, headers, body, toResponse: () => new Response(body, { status, statusText, headers }) }
}

/** What a call to sqld is: whether it may be sent again, and whether it writes. */
type CallKind = { stateless: boolean; writes: boolean }

/** Statements that never take SQLite's write lock (transaction control and plain reads). */
const READ_ONLY_SQL = /^(select|begin|commit|rollback|end|explain|values)\b/i
/** Leading blanks, comments and parentheses before a statement's first keyword. */
const SQL_LEAD = /^(?:\s+|--[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/|\()*/

/** A statement that may write (anything but a plain read or transaction control; WITH counts as a write). */
export function sqlMayWrite(sql: string): boolean {
  return !READ_ONLY_SQL.test(sql.replace(SQL_LEAD, ''))
}

type Stmt = { sql?: unknown; sql_id?: unknown }
type PipelineBody = {
  baton?: unknown
  requests?: { type?: unknown; sql_id?: unknown; sql?: unknown; stmt?: Stmt; batch?: { steps?: { stmt?: Stmt }[] } }[]
}

/**
 * Reads a hrana pipeline: stateless (a new stream, no baton, that closes itself: safe to send
 * again), and whether any statement in it may write. A statement may name its text by an id
 * stored earlier in the same pipeline (`store_sql`, which libSQL's client sends for a batch's
 * statements): a batch of plain reads is a read. Anything that is not a pipeline (or that
 * cannot be read) counts as neither: it goes through the shared slots and is never resent.
 */
export async function classifyCall(input: RequestInfo | URL): Promise<CallKind> {
  if (!(input instanceof Request) || input.method !== 'POST' || !/\/pipeline$/.test(new URL(input.url).pathname)) {
    return { stateless: false, writes: false }
  }
  try {
    const body = (await input.clone().json()) as PipelineBody
    const requests = body.requests ?? []
    const stateless = (body.baton ?? null) === null && requests.at(-1)?.type === 'close'
    const stored = new Map(requests.map((r) => [r.type === 'store_sql' && r.sql_id, r.sql]))
    const mayWrite = (stmt?: Stmt) => {
      const sql = stmt?.sql ?? stored.get(stmt?.sql_id)
      return typeof sql !== 'string' || sqlMayWrite(sql)
    }
    const writes = requests.some((r) => {
      if (r.type === 'execute') return mayWrite(r.stmt)
      if (r.type === 'batch') return (r.batch?.steps ?? []).some((step) => mayWrite(step.stmt))
      // close, get_autocommit, describe and storing a statement's text write nothing; sequence
      // and the unknown may.
      return !['close', 'get_autocommit', 'describe', 'store_sql', 'close_sql'].includes(String(r.type))
    })
    return { stateless, writes }
  } catch {
    return { stateless: false, writes: false }
  }
}

/** A pipeline answer in which a statement or batch step failed with SQLITE_BUSY (nothing was written). */
function isBusyAnswer(answer: Answer): boolean {
  return answer.status === 200 && /"code":"SQLITE_BUSY/.test(new TextDecoder().decode(answer.body))
}

/**
 * Whose call waits, in the order they are served: a request that made a call already (work under
 * way finishes), a request's first call, then a job's (the after-answer work, the mail consumer,
 * the cron: work that can wait while requests let in finish, decision 258).
 */
export type CallClass = 'resuming' | 'fresh' | 'background'

type SlotPool = {
  /** Resolves with a slot (the caller must free it), rejects at the deadline. */
  acquire: (
    deadline: number,
    cls: CallClass,
    keepAlive?: (promise: Promise<unknown>) => void,
    /** Refuse at once a wait the queue's estimate says cannot end in time (not for requests let in). */
    shed?: boolean,
  ) => Promise<Lease>
  /** Frees a slot and records how long its call took. */
  release: (lease: Lease, tookMs: number) => void
  stats: () => { active: number; queued: number; callMs: number }
  /** How long a new request's first call would wait here (ms), at the calls' measured duration. */
  waitMs: () => number
  /** Requests' calls waiting here (jobs' not counted). */
  requestsWaiting: () => number
}

/** `maxConcurrent` slots with their queue (see the top of this file). */
function slotPool(limits: DbLimits, maxConcurrent: number): SlotPool {
  const leases = new Set<Lease>()
  /** Calls of requests that already made one: served first, so started work finishes. */
  const resuming: Ticket[] = []
  const fresh: Ticket[] = []
  /** Jobs' calls: served when no request's call waits. */
  const background: Ticket[] = []
  const queues: Record<CallClass, Ticket[]> = { resuming, fresh, background }
  /** Tickets served before `ticket` of `cls` (its index in its own queue, or that queue's length). */
  const before = (cls: CallClass, indexInOwn: number) =>
    cls === 'resuming'
      ? indexInOwn
      : cls === 'fresh'
        ? resuming.length + indexInOwn
        : resuming.length + fresh.length + indexInOwn
  /** Moving average of one call's duration (ms), to tell a hopeless wait in advance. */
  let callMs = limits.expectedCallMs
  const pollMs = limits.pollMs ?? DEFAULT_POLL_MS
  /** A ticket not polled for this long belongs to a request that is gone. */
  const staleAfterMs = Math.max(STALE_AFTER_MS, STALE_POLLS * pollMs)

  const newLease = (): Lease => {
    const lease = { expiresAt: Date.now() + limits.leaseMs }
    leases.add(lease)
    return lease
  }
  const liveLeases = (now: number) => {
    for (const lease of leases) if (lease.expiresAt <= now) leases.delete(lease)
    return leases.size
  }
  const isLive = (t: Ticket, now: number) => t.deadline > now && now - t.seenAt <= staleAfterMs
  /** Drops the tickets of calls that gave up or whose request is gone (at most once a poll). */
  let prunedAt = 0
  const prune = (now: number) => {
    if (now - prunedAt < pollMs) return
    prunedAt = now
    for (const queue of [resuming, fresh, background]) {
      for (let i = queue.length - 1; i >= 0; i--) {
        if (isLive(queue[i]!, now)) continue
        queue[i]!.queued = false
        queue.splice(i, 1)
      }
    }
  }
  const remove = (queue: Ticket[], ticket: Ticket) => {
    if (!ticket.queued) return
    ticket.queued = false
    const index = queue.indexOf(ticket)
    if (index >= 0) queue.splice(index, 1)
  }

  const acquire: SlotPool['acquire'] = async (deadline, cls, keepAlive, shed = true) => {
    let now = Date.now()
    prune(now)
    const queue = queues[cls]
    const ahead = before(cls, queue.length)
    if (ahead === 0 && liveLeases(now) < maxConcurrent) return newLease()
    if (ahead >= limits.maxQueued) throw new DatabaseUnavailableError('busy', 'Too many database calls are waiting')
    // Shed at once what cannot be served before its deadline anyway: the visitor hears "try
    // again shortly" now, and no request is left half-way through its work.
    if (shed && now + ((ahead + 1) * callMs) / maxConcurrent > deadline) {
      throw new DatabaseUnavailableError('busy', 'The database is too busy to answer in time')
    }
    const ticket: Ticket = { deadline, seenAt: now, queued: true }
    queue.push(ticket)
    const waiting = (async () => {
      try {
        for (;;) {
          await pause(Math.min(pollMs, Math.max(0, deadline - Date.now())))
          now = Date.now()
          ticket.seenAt = now
          if (deadline <= now)
            throw new DatabaseUnavailableError('timeout', 'Timed out waiting for a database connection')
          prune(now)
          // Taken for gone by another call (this request's timer ran late): back in the queue.
          if (!ticket.queued) {
            ticket.queued = true
            queue.push(ticket)
          }
          const position = before(cls, queue.indexOf(ticket))
          if (position < maxConcurrent - liveLeases(now)) return newLease()
        }
      } finally {
        remove(queue, ticket)
      }
    })()
    // The wait belongs to the request: waitUntil keeps its timer alive even if the client goes
    // away meanwhile.
    keepAlive?.(waiting.then(noop, noop))
    return waiting
  }
  const release: SlotPool['release'] = (lease, tookMs) => {
    callMs = 0.9 * callMs + 0.1 * tookMs
    leases.delete(lease)
  }
  /** How long a new request's first call would wait: none for a free slot, else every call ahead of it at the calls' pace. */
  const waitMs = () => {
    const now = Date.now()
    prune(now)
    const ahead = resuming.length + fresh.length
    return ahead === 0 && liveLeases(now) < maxConcurrent ? 0 : ((ahead + 1) * callMs) / maxConcurrent
  }
  const live = (queue: Ticket[], now: number) => queue.filter((t) => isLive(t, now)).length
  const requestsWaiting = (now = Date.now()) => live(resuming, now) + live(fresh, now)
  const stats = () => {
    const now = Date.now()
    return { active: liveLeases(now), queued: requestsWaiting(now) + live(background, now), callMs }
  }
  return { acquire, release, stats, waitMs, requestsWaiting }
}

/**
 * A fetch for libSQL's client that applies `limits` (see the top of this file). The response
 * body is read inside the slot, so a slot is held for the whole exchange. Calls that may write
 * take one of the `maxConcurrentWrites` write slots, the others one of the `maxConcurrent`.
 */
export function guardedFetch(
  limits: DbLimits = DB_LIMITS,
  baseFetch: typeof fetch = (...args) => fetch(...args),
): GuardedFetch {
  const reads = slotPool(limits, limits.maxConcurrent)
  const writes = slotPool(limits, limits.maxConcurrentWrites ?? 1)

  const guarded = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const store = deadlines.getStore()
    const deadline = store?.deadline ?? Date.now() + limits.callTimeoutMs
    if (deadline <= Date.now()) throw new DatabaseUnavailableError('timeout', 'The request used up its database time')
    const kind = await classifyCall(input)
    const pool = kind.writes ? writes : reads
    const cls: CallClass =
      (store?.deadline ?? null) === null
        ? 'background'
        : (store?.calls ?? 0) > 0 || store?.underWay
          ? 'resuming'
          : 'fresh'
    const lease = await pool.acquire(deadline, cls, store?.waitUntil, !(store?.letIn || store?.underWay))
    if (store) store.calls += 1
    const started = Date.now()
    // Once sent, a call is never cancelled: sqld dropped mid-transaction keeps the write lock,
    // and a burst of such calls locked every writer out for minutes. The exchange
    // runs to its end (kept alive past the response by waitUntil) and only then frees its slot.
    const exchange = (async () => {
      // A stateless pipeline (a new stream that closes itself) answered SQLITE_BUSY did not
      // happen at all: sent again after a short pause, up to BUSY_RETRIES times.
      for (let attempt = 1; ; attempt++) {
        const retryable = kind.stateless && attempt <= BUSY_RETRIES
        const sent = retryable && input instanceof Request ? (input.clone() as unknown as Request) : input
        const response = await exchangeOnce(baseFetch, sent, init)
        const pause = BUSY_PAUSE_MS * attempt * (0.5 + Math.random())
        if (retryable && isBusyAnswer(response) && Date.now() + pause < deadline) {
          await new Promise((resolve) => setTimeout(resolve, pause))
          continue
        }
        return response.toResponse()
      }
    })().finally(() => pool.release(lease, Date.now() - started))
    const quiet = exchange.then(noop, noop)
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
  /** Both pools together; callMs is the reads'. */
  const stats = () => {
    const r = reads.stats()
    const w = writes.stats()
    return { active: r.active + w.active, queued: r.queued + w.queued, callMs: r.callMs, writes: w }
  }
  /**
   * Requests let in by `admit` that have not answered yet, each a lease like a slot's: a request
   * dropped before it answered (its client gone, workerd cancelling it) never runs its release,
   * and its place must not stay taken for the isolate's life: past `leaseMs` it is free again.
   */
  const admitted = new Set<Lease>()
  const admissionLimit = (budgetMs: number) => {
    const rule = limits.admission
    if (!rule) return Number.POSITIVE_INFINITY
    const slots = limits.maxConcurrentWrites ?? 1
    const served = Math.floor((budgetMs * slots) / (rule.writesPerRequest * writes.stats().callMs))
    return Math.min(rule.max, Math.max(rule.min, served))
  }
  let refusedAt = Number.NEGATIVE_INFINITY
  let lastBudgetMs = REQUEST_DB_BUDGET_MS
  const liveAdmitted = (now: number) => {
    for (const lease of admitted) if (lease.expiresAt <= now) admitted.delete(lease)
    return admitted.size
  }
  const refuses = (budgetMs: number) => {
    const now = Date.now()
    lastBudgetMs = budgetMs
    if (writes.waitMs() <= budgetMs && liveAdmitted(now) < admissionLimit(budgetMs)) return false
    refusedAt = now
    return true
  }
  const admit = (budgetMs: number) => {
    if (refuses(budgetMs)) return null
    const lease: Lease = { expiresAt: Date.now() + limits.leaseMs }
    admitted.add(lease)
    return () => void admitted.delete(lease)
  }
  const busy = () => {
    const now = Date.now()
    return (
      writes.requestsWaiting() > 0 ||
      now - refusedAt < BUSY_AFTER_REFUSAL_MS ||
      liveAdmitted(now) * 2 >= admissionLimit(lastBudgetMs)
    )
  }
  return Object.assign(guarded as typeof fetch, { stats, waitMs: writes.waitMs, admit, refuses, admissionLimit, busy })
}
