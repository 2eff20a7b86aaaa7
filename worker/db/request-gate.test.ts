import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  BUSY_AFTER_REFUSAL_MS,
  classifyCall,
  currentDbDeadline,
  DatabaseUnavailableError,
  type DbLimits,
  databaseUnavailableReason,
  forRequestsLetIn,
  guardedFetch,
  markLetIn,
  runAsJob,
  sqlMayWrite,
  withDbDeadline,
} from './request-gate'

const LIMITS: DbLimits = {
  maxConcurrent: 2,
  maxQueued: 3,
  callTimeoutMs: 1000,
  expectedCallMs: 1,
  leaseMs: 60_000,
  pollMs: 1,
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
/** One write (an insert) as libSQL's client sends it. */
const insert = () =>
  new Request('http://db/v2/pipeline', {
    method: 'POST',
    body: JSON.stringify({
      baton: null,
      requests: [{ type: 'execute', stmt: { sql: 'insert into t values (1)' } }, { type: 'close' }],
    }),
  })

/** A fake sqld: each call waits until the test releases it; records aborted ones. */
function fakeServer() {
  let inFlight = 0
  let maxInFlight = 0
  let aborted = 0
  const order: number[] = []
  const pending: (() => void)[] = []
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const n = Number(new URL(String(input)).searchParams.get('n'))
    inFlight += 1
    maxInFlight = Math.max(maxInFlight, inFlight)
    order.push(n)
    init?.signal?.addEventListener('abort', () => (aborted += 1))
    try {
      await new Promise<void>((resolve) => pending.push(resolve))
      return new Response(`ok ${n}`)
    } finally {
      inFlight -= 1
    }
  }) as typeof fetch
  return {
    fetchImpl,
    order,
    maxInFlight: () => maxInFlight,
    aborted: () => aborted,
    releaseOne: () => pending.shift()?.(),
    releaseAll: () => {
      for (const r of pending.splice(0)) r()
    },
  }
}

/** Long enough for waiting calls to poll (pollMs 1) and sent ones to reach the fake server. */
async function settle() {
  for (let i = 0; i < 5; i++) await sleep(3)
}

/** A fake sqld whose every call answers ok once the test releases it (`pending`). */
function heldServer() {
  const pending: (() => void)[] = []
  const fetchImpl = (async () => {
    await new Promise<void>((resolve) => pending.push(resolve))
    return new Response('{"baton":null,"results":[{"type":"ok"},{"type":"ok"}]}')
  }) as typeof fetch
  return { pending, fetchImpl }
}

/** Releases the held calls, and those they let through, until none is left. */
async function releaseUntilDone(pending: (() => void)[]) {
  while (pending.length) {
    for (const release of pending.splice(0)) release()
    await settle()
  }
}

const reasonOf = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: unknown) => (e instanceof DatabaseUnavailableError ? e.reason : 'other'),
  )

afterEach(() => {
  vi.useRealTimers()
})

describe('guardedFetch', () => {
  it('keeps at most maxConcurrent calls in flight and serves the waiters first come, first served', async () => {
    const server = fakeServer()
    const guarded = guardedFetch(LIMITS, server.fetchImpl)
    const calls = [1, 2, 3, 4, 5].map((n) => guarded(`http://db/?n=${n}`).then((r) => r.text()))
    await settle()
    expect(guarded.stats()).toMatchObject({ active: 2, queued: 3 })
    for (let i = 0; i < 5; i++) {
      server.releaseOne()
      await settle()
    }
    expect(await Promise.all(calls)).toEqual(['ok 1', 'ok 2', 'ok 3', 'ok 4', 'ok 5'])
    expect(server.maxInFlight()).toBe(2)
    expect(server.order).toEqual([1, 2, 3, 4, 5])
    expect(guarded.stats()).toMatchObject({ active: 0, queued: 0 })
  })

  it('calls of a request that already made one go before new requests', async () => {
    const server = fakeServer()
    const guarded = guardedFetch({ ...LIMITS, maxConcurrent: 1 }, server.fetchImpl)
    let goOn = () => {}
    const gate = new Promise<void>((resolve) => (goOn = resolve))
    const request = withDbDeadline(5000, async () => {
      const first = guarded('http://db/?n=1')
      await gate
      const second = guarded('http://db/?n=3')
      return Promise.all([first, second])
    })
    await settle()
    // Another request's first call queues while this one's first call is in flight…
    const other = guarded('http://db/?n=2')
    await settle()
    // …and this request's second call comes later, yet goes first.
    goOn()
    await settle()
    for (let i = 0; i < 3; i++) {
      server.releaseOne()
      await settle()
    }
    await Promise.all([request, other])
    expect(server.order).toEqual([1, 3, 2])
  })

  it('refuses at once when the queue is full or the wait is hopeless (busy); a waiter past its deadline times out', async () => {
    const server = fakeServer()
    const guarded = guardedFetch({ ...LIMITS, callTimeoutMs: 50 }, server.fetchImpl)
    const calls = [1, 2, 3, 4, 5, 6].map((n) => reasonOf(guarded(`http://db/?n=${n}`)))
    // The sixth found two in flight and three waiting.
    expect(await calls[5]).toBe('busy')
    // Nobody answers: the waiters give up at the deadline, the sent ones a grace second later.
    expect(await Promise.all(calls.slice(0, 5))).toEqual(['timeout', 'timeout', 'timeout', 'timeout', 'timeout'])

    // At a measured 1 s per call, a call behind a queue cannot make a 50 ms deadline: refused at once.
    const slow = guardedFetch(
      { ...LIMITS, maxConcurrent: 1, callTimeoutMs: 50, expectedCallMs: 1000 },
      server.fetchImpl,
    )
    const first = reasonOf(slow('http://db/?n=7'))
    await settle()
    expect(await reasonOf(slow('http://db/?n=8'))).toBe('busy')
    server.releaseAll()
    expect(await first).toBe('ok')
  })

  it('never cancels a call once sent: it finishes and only then frees its slot', async () => {
    const server = fakeServer()
    const guarded = guardedFetch({ ...LIMITS, callTimeoutMs: 20 }, server.fetchImpl)
    expect(await reasonOf(guarded('http://db/?n=1'))).toBe('timeout')
    expect(guarded.stats()).toMatchObject({ active: 1 })
    expect(server.aborted()).toBe(0)
    server.releaseAll()
    await settle()
    expect(guarded.stats()).toMatchObject({ active: 0, queued: 0 })
  })

  it('a slot whose call never frees it (its request was dropped) is free again after leaseMs', async () => {
    const server = fakeServer()
    const guarded = guardedFetch({ ...LIMITS, callTimeoutMs: 20, leaseMs: 1500 }, server.fetchImpl)
    // Two calls sent, never answered: both callers give up, both slots stay taken…
    expect(await Promise.all([reasonOf(guarded('http://db/?n=1')), reasonOf(guarded('http://db/?n=2'))])).toEqual([
      'timeout',
      'timeout',
    ])
    expect(guarded.stats()).toMatchObject({ active: 2 })
    // …until their lease ends: then a new call is sent at once.
    await sleep(600)
    expect(guarded.stats()).toMatchObject({ active: 0 })
    const third = guarded('http://db/?n=3')
    await settle()
    expect(server.order).toEqual([1, 2, 3])
    server.releaseAll()
    expect(await (await third).text()).toBe('ok 3')
  })

  it('a waiting call that stops polling no longer counts after 1 s; one that was only late queues again, never past the limit', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const server = fakeServer()
    const guarded = guardedFetch({ ...LIMITS, maxConcurrent: 1, callTimeoutMs: 60_000 }, server.fetchImpl)
    const first = guarded('http://db/?n=1')
    const late = guarded('http://db/?n=2')
    const behind = guarded('http://db/?n=3')
    await settle()
    expect(guarded.stats()).toMatchObject({ active: 1, queued: 2 })
    // To the isolate the clock jumped 1.5 s with no poll: both waiters look gone…
    vi.setSystemTime(Date.now() + 1500)
    expect(guarded.stats()).toMatchObject({ active: 1, queued: 0 })
    // …until they poll again: back in the queue, and still one call at a time.
    await settle()
    expect(guarded.stats()).toMatchObject({ active: 1, queued: 2 })
    server.releaseOne()
    await first
    await settle()
    expect(server.order).toHaveLength(2)
    server.releaseOne()
    await settle()
    server.releaseAll()
    expect(await Promise.all([late, behind].map(async (r) => (await r).text()))).toEqual(['ok 2', 'ok 3'])
    expect(server.maxInFlight()).toBe(1)
  })

  it('a waiter hands its wait to waitUntil, so it lives on if the client goes away', async () => {
    const server = fakeServer()
    const guarded = guardedFetch({ ...LIMITS, maxConcurrent: 1 }, server.fetchImpl)
    const first = guarded('http://db/?n=1')
    const kept: Promise<unknown>[] = []
    const second = withDbDeadline(
      5000,
      () => guarded('http://db/?n=2'),
      (p) => kept.push(p),
    )
    await settle()
    // The wait, then (once granted) the exchange.
    expect(kept).toHaveLength(1)
    server.releaseOne()
    await first
    await settle()
    expect(kept).toHaveLength(2)
    server.releaseAll()
    expect(await (await second).text()).toBe('ok 2')
  })

  it('uses the deadline of withDbDeadline for every call inside it, and hands the exchange to waitUntil', async () => {
    const server = fakeServer()
    const guarded = guardedFetch({ ...LIMITS, callTimeoutMs: 60_000 }, server.fetchImpl)
    const kept: Promise<unknown>[] = []
    // With the call's own 60 s timeout instead of the 40 ms deadline, this would outlast the test's time.
    const reason = await reasonOf(
      withDbDeadline(
        40,
        () => guarded('http://db/?n=1'),
        (p) => kept.push(p),
      ),
    )
    expect(reason).toBe('timeout')
    expect(kept).toHaveLength(1)
    server.releaseAll()
    await kept[0]
    expect(guarded.stats()).toMatchObject({ active: 0 })
  })

  it('a job started inside a request (runAsJob) is not bound by the request budget: each call gets callTimeoutMs, waitUntil kept', async () => {
    const server = fakeServer()
    const guarded = guardedFetch({ ...LIMITS, callTimeoutMs: 60_000 }, server.fetchImpl)
    const kept: Promise<unknown>[] = []
    const job = withDbDeadline(
      20,
      () =>
        runAsJob(async () => {
          await sleep(60) // past the request's 20 ms: a partner fetch between database phases
          return guarded('http://db/?n=1')
        }),
      (p) => kept.push(p),
    )
    await sleep(80)
    server.releaseAll()
    expect(await (await job).text()).toBe('ok 1')
    expect(kept).toHaveLength(1)
    // Without runAsJob the same wait uses the request's budget up.
    const plain = withDbDeadline(20, async () => {
      await sleep(60)
      return guarded('http://db/?n=2')
    })
    expect(await reasonOf(plain)).toBe('timeout')
  })

  it.each([
    [429, 'busy'],
    [502, 'connection'],
    [503, 'connection'],
    [504, 'connection'],
  ] as const)('sqld answering HTTP %i is "%s"', async (status, reason) => {
    const guarded = guardedFetch(LIMITS, (async () => new Response('{"error":"x"}', { status })) as typeof fetch)
    await expect(guarded('http://db/')).rejects.toMatchObject({ name: 'DatabaseUnavailableError', reason })
  })

  it('a 500 saying sqld could not open a connection in time is busy; another 500 or a 400 goes through', async () => {
    const answer = (status: number, text: string) =>
      guardedFetch(LIMITS, (async () => new Response(text, { status })) as typeof fetch)('http://db/')
    await expect(answer(500, '{"error":"Timed out while opening database connection"}')).rejects.toMatchObject({
      reason: 'busy',
    })
    expect((await answer(500, '{"error":"Internal Error: boom"}')).status).toBe(500)
    expect((await answer(400, '{"message":"bad"}')).status).toBe(400)
  })

  it('a refused connection is "connection", with the transport error as its cause', async () => {
    const refused = new TypeError('fetch failed')
    const guarded = guardedFetch(LIMITS, (async () => {
      throw refused
    }) as typeof fetch)
    const error = await guarded('http://db/').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(DatabaseUnavailableError)
    expect((error as DatabaseUnavailableError).reason).toBe('connection')
    expect((error as Error).cause).toBe(refused)
    expect(guarded.stats()).toMatchObject({ active: 0, queued: 0 })
  })
})

describe('requests let in go before jobs (decision 258)', () => {
  it("a request's calls, first ones included, are served before the jobs' waiting calls; jobs keep their order", async () => {
    const server = fakeServer()
    const guarded = guardedFetch({ ...LIMITS, maxConcurrent: 1, maxQueued: 10 }, server.fetchImpl)
    // A job's call holds the slot, two more of the job's wait (outside a request: the cron, a
    // queue consumer; runAsJob inside one).
    const jobs = [1, 2].map((n) => guarded(`http://db/?n=${n}`))
    const inRequest = withDbDeadline(5000, () => runAsJob(() => guarded('http://db/?n=3')))
    await settle()
    // A request's first call comes last, yet goes next.
    const request = withDbDeadline(5000, () => guarded('http://db/?n=4'))
    await settle()
    for (let i = 0; i < 4; i++) {
      server.releaseOne()
      await settle()
    }
    await Promise.all([...jobs, inRequest, request])
    expect(server.order).toEqual([1, 4, 2, 3])
  })

  it("a request's wait counts no job's call, and a job waits behind every request's", async () => {
    const server = fakeServer()
    const guarded = guardedFetch({ ...LIMITS, maxConcurrent: 1, maxQueued: 10, expectedCallMs: 100 }, server.fetchImpl)
    const held = guarded('http://db/?n=1')
    const jobs = [2, 3].map((n) => guarded(`http://db/?n=${n}`))
    await settle()
    // Two jobs waiting do not make a request's first call wait longer than the slot in use.
    const requests = [4, 5].map((n) => withDbDeadline(5000, () => guarded(`http://db/?n=${n}`)))
    await settle()
    expect(guarded.stats()).toMatchObject({ active: 1, queued: 4 })
    for (let i = 0; i < 5; i++) {
      server.releaseOne()
      await settle()
    }
    await Promise.all([held, ...jobs, ...requests])
    expect(server.order).toEqual([1, 4, 5, 2, 3])
  })
})

describe('a request let in by the door (decision 258)', () => {
  it('is not refused on the estimate of its wait: it waits for a slot, and fails only when its time runs out', async () => {
    const server = fakeServer()
    const slow = guardedFetch({ ...LIMITS, maxConcurrent: 1, expectedCallMs: 1000 }, server.fetchImpl)
    const first = reasonOf(withDbDeadline(5000, () => slow('http://db/?n=1')))
    await settle()
    // At a measured 1 s per call, a 200 ms budget cannot be met behind the call in flight…
    expect(await reasonOf(withDbDeadline(200, () => slow('http://db/?n=2')))).toBe('busy')
    // …but a request let in waits for the slot instead, and gets it when the call ahead ends.
    const letIn = reasonOf(
      withDbDeadline(200, () => {
        markLetIn()
        return slow('http://db/?n=3')
      }),
    )
    await settle()
    server.releaseOne()
    await settle()
    server.releaseOne()
    expect(await Promise.all([first, letIn])).toEqual(['ok', 'ok'])
    // Nobody answering, it gives up at its deadline (a timeout), not before.
    const stuck = reasonOf(withDbDeadline(5000, () => slow('http://db/?n=4')))
    await settle()
    const late = reasonOf(
      withDbDeadline(50, () => {
        markLetIn()
        return slow('http://db/?n=5')
      }),
    )
    expect(await late).toBe('timeout')
    server.releaseAll()
    expect(await stuck).toBe('ok')
  })
})

describe('a call for a group of requests let in (decision 258)', () => {
  it("goes before new requests' first calls, with the deadline it is given", async () => {
    const server = fakeServer()
    const guarded = guardedFetch({ ...LIMITS, maxConcurrent: 1, maxQueued: 10 }, server.fetchImpl)
    const held = withDbDeadline(5000, () => guarded('http://db/?n=1'))
    await settle()
    const fresh = withDbDeadline(5000, () => guarded('http://db/?n=2'))
    const later = Date.now() + 60_000
    const group = withDbDeadline(5000, () =>
      forRequestsLetIn(later, () => {
        expect(currentDbDeadline()).toBe(later)
        return guarded('http://db/?n=3')
      }),
    )
    await settle()
    for (let i = 0; i < 3; i++) {
      server.releaseOne()
      await settle()
    }
    await Promise.all([held, fresh, group])
    expect(server.order).toEqual([1, 3, 2])
  })

  it('outside a request, the current deadline is none', () => {
    expect(currentDbDeadline()).toBeNull()
  })
})

describe('busy: when work that can wait holds off (decision 258)', () => {
  const ADMISSION = { writesPerRequest: 5, min: 4, max: 4 }

  it('while half the admission bound is taken, and not once fewer are in', () => {
    const guarded = guardedFetch({ ...LIMITS, admission: ADMISSION }, fakeServer().fetchImpl)
    expect(guarded.busy()).toBe(false)
    const first = guarded.admit(2000)
    expect(guarded.busy()).toBe(false)
    const second = guarded.admit(2000)
    expect(guarded.busy()).toBe(true)
    second?.()
    expect(guarded.busy()).toBe(false)
    first?.()
  })

  it('for a second after the door refused a request', () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      const guarded = guardedFetch({ ...LIMITS, admission: { ...ADMISSION, min: 1, max: 1 } }, fakeServer().fetchImpl)
      const inside = guarded.admit(2000)
      expect(guarded.admit(2000)).toBeNull()
      inside?.()
      expect(guarded.busy()).toBe(true)
      vi.setSystemTime(Date.now() + BUSY_AFTER_REFUSAL_MS - 1)
      expect(guarded.busy()).toBe(true)
      vi.setSystemTime(Date.now() + 2)
      expect(guarded.busy()).toBe(false)
    } finally {
      vi.useRealTimers()
    }
  })

  it("while a request's write waits for a slot; a job's waiting write does not count", async () => {
    const { pending, fetchImpl } = heldServer()
    const guarded = guardedFetch({ ...LIMITS, maxQueued: 10 }, fetchImpl)
    const jobs = [guarded(insert()), guarded(insert())]
    await settle()
    expect(guarded.busy()).toBe(false)
    const request = withDbDeadline(5000, () => guarded(insert()))
    await settle()
    expect(guarded.busy()).toBe(true)
    await releaseUntilDone(pending)
    await Promise.all([...jobs, request])
    expect(guarded.busy()).toBe(false)
  })

  it('refuses a request at the door when its first call, a write, could not be served within the budget', async () => {
    const { pending, fetchImpl } = heldServer()
    const guarded = guardedFetch({ ...LIMITS, maxQueued: 10, expectedCallMs: 100 }, fetchImpl)
    const calls = Array.from({ length: 3 }, () => withDbDeadline(5000, () => guarded(insert())))
    await settle()
    // Third in line at 100 ms a write: 300 ms.
    expect(guarded.admit(299)).toBeNull()
    const release = guarded.admit(300)
    expect(release).not.toBeNull()
    release?.()
    await releaseUntilDone(pending)
    await Promise.all(calls)
  })
})

describe('databaseUnavailableReason', () => {
  /** drizzle wraps a failed query (its message carries the SQL and the parameters). */
  const drizzleWrap = (cause: unknown) =>
    Object.assign(new Error('Failed query: insert into "leads" …\nparams: Jane,jane@example.com'), { cause })
  /** libSQL's error: a code and the hrana error as cause. */
  const libsqlError = (code: string, cause?: unknown) =>
    Object.assign(new Error(`${code}: something`), { name: 'LibsqlError', code, cause })

  it('finds our error anywhere in the cause chain', () => {
    const ours = new DatabaseUnavailableError('timeout', 'late')
    expect(databaseUnavailableReason(ours)).toBe('timeout')
    expect(databaseUnavailableReason(drizzleWrap(ours))).toBe('timeout')
    expect(
      databaseUnavailableReason(
        drizzleWrap(libsqlError('HRANA_CLOSED_ERROR', Object.assign(new Error('Stream is closed'), { cause: ours }))),
      ),
    ).toBe('timeout')
  })

  it('SQLITE_BUSY and SQLITE_LOCKED are busy', () => {
    expect(databaseUnavailableReason(libsqlError('SQLITE_BUSY'))).toBe('busy')
    expect(databaseUnavailableReason(drizzleWrap(libsqlError('SQLITE_LOCKED')))).toBe('busy')
  })

  it('anything else is not an outage: constraint failures, bad SQL, unknown server errors, plain bugs', () => {
    for (const error of [
      libsqlError('SQLITE_CONSTRAINT'),
      drizzleWrap(libsqlError('SQLITE_ERROR')),
      drizzleWrap(libsqlError('SERVER_ERROR')),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      'a string',
      null,
    ]) {
      expect(databaseUnavailableReason(error)).toBeNull()
    }
  })
})

describe('SQLITE_BUSY on a stateless pipeline', () => {
  const pipeline = (baton: string | null = null) =>
    new Request('http://db/v2/pipeline', {
      method: 'POST',
      body: JSON.stringify({ baton, requests: [{ type: 'execute', stmt: { sql: 'insert …' } }, { type: 'close' }] }),
    })
  const busy =
    '{"baton":null,"results":[{"type":"error","error":{"message":"database is locked","code":"SQLITE_BUSY"}},{"type":"ok"}]}'
  const ok = '{"baton":null,"results":[{"type":"ok"},{"type":"ok"}]}'

  function server(answers: string[]) {
    const bodies: string[] = []
    const fetchImpl = (async (input: RequestInfo | URL) => {
      bodies.push(await (input as Request).text())
      return new Response(answers.shift() ?? ok, { headers: { 'content-type': 'application/json' } })
    }) as typeof fetch
    return { fetchImpl, bodies }
  }

  it('is sent again (the same request) until it goes through', async () => {
    const s = server([busy, busy])
    const res = await guardedFetch(LIMITS, s.fetchImpl)(pipeline())
    expect(await res.text()).toBe(ok)
    expect(s.bodies).toHaveLength(3)
    expect(new Set(s.bodies).size).toBe(1)
  })

  it('gives up after five retries (then the error reaches the caller as busy)', async () => {
    const s = server(Array(8).fill(busy))
    const res = await guardedFetch(LIMITS, s.fetchImpl)(pipeline())
    expect(await res.text()).toBe(busy)
    expect(s.bodies).toHaveLength(6)
  })

  it('a pipeline on an open stream (a baton: an interactive transaction) is never resent', async () => {
    const s = server([busy])
    const res = await guardedFetch(LIMITS, s.fetchImpl)(pipeline('baton-1'))
    expect(await res.text()).toBe(busy)
    expect(s.bodies).toHaveLength(1)
  })
})

describe('writes go one at a time (decision 019: several writers wedged sqld)', () => {
  const pipe = (requests: unknown[], baton: string | null = null) =>
    new Request('http://db/v2/pipeline', { method: 'POST', body: JSON.stringify({ baton, requests }) })
  const exec = (sql: string) => ({ type: 'execute', stmt: { sql, args: [] } })
  const close = { type: 'close' }

  it('tells a write from a read: any statement that is not a plain read or transaction control writes', () => {
    for (const sql of [
      'select 1',
      '  SELECT * FROM leads',
      '/* c */ select 1',
      '-- c\nselect 1',
      '(select 1)',
      'BEGIN DEFERRED',
      'commit',
      'ROLLBACK',
      'explain query plan select 1',
    ]) {
      expect(sqlMayWrite(sql), sql).toBe(false)
    }
    for (const sql of [
      'insert into leads values (1)',
      ' UPDATE leads SET x = 1',
      'delete from leads',
      'with x as (select 1) insert into t select * from x',
      'replace into t values (1)',
      'create table t(x)',
      'pragma foreign_keys = on',
      'selectx',
    ]) {
      expect(sqlMayWrite(sql), sql).toBe(true)
    }
  })

  it('classifies whole pipelines, batches included; what is not a pipeline neither writes nor is resent', async () => {
    expect(await classifyCall(pipe([exec('select 1'), close]))).toEqual({ stateless: true, writes: false })
    expect(await classifyCall(pipe([exec('insert into t values (1)'), close]))).toEqual({
      stateless: true,
      writes: true,
    })
    const batch = {
      type: 'batch',
      batch: {
        steps: [
          { stmt: { sql: 'BEGIN DEFERRED' } },
          { stmt: { sql: 'select 1' } },
          { stmt: { sql: 'update t set x = 1' } },
          { stmt: { sql: 'COMMIT' } },
        ],
      },
    }
    expect(await classifyCall(pipe([batch, close]))).toEqual({ stateless: true, writes: true })
    const readBatch = {
      type: 'batch',
      batch: {
        steps: [{ stmt: { sql: 'BEGIN DEFERRED' } }, { stmt: { sql: 'select 1' } }, { stmt: { sql: 'COMMIT' } }],
      },
    }
    expect(await classifyCall(pipe([readBatch], 'baton-1'))).toEqual({ stateless: false, writes: false })
    // libSQL's client sends a batch's statements as ids whose text it stores first in the pipeline.
    const storedBatch = (second: string) => [
      { type: 'store_sql', sql_id: 1, sql: 'select 1' },
      { type: 'store_sql', sql_id: 2, sql: second },
      {
        type: 'batch',
        batch: {
          steps: [
            { stmt: { sql: 'BEGIN DEFERRED' } },
            { stmt: { sql_id: 1 } },
            { stmt: { sql_id: 2 } },
            { stmt: { sql: 'COMMIT' } },
          ],
        },
      },
      { type: 'close_sql', sql_id: 1 },
      close,
    ]
    expect(await classifyCall(pipe(storedBatch('select 2')))).toEqual({ stateless: true, writes: false })
    expect(await classifyCall(pipe(storedBatch('delete from t')))).toEqual({ stateless: true, writes: true })
    // An id stored in an earlier pipeline is unknown here: it may write.
    const unknownId = { type: 'batch', batch: { steps: [{ stmt: { sql_id: 9 } }] } }
    expect(await classifyCall(pipe([unknownId, close]))).toEqual({ stateless: true, writes: true })
    expect(await classifyCall(pipe([{ type: 'sequence', sql: 'select 1' }, close]))).toEqual({
      stateless: true,
      writes: true,
    })
    expect(await classifyCall(new Request('http://db/v2/pipeline', { method: 'POST', body: 'not json' }))).toEqual({
      stateless: false,
      writes: false,
    })
    expect(await classifyCall('http://db/version')).toEqual({ stateless: false, writes: false })
  })

  it('at most one write in flight, while reads go on beside it up to maxConcurrent', async () => {
    const inFlight = { reads: 0, writes: 0, maxReads: 0, maxWrites: 0 }
    const pending: (() => void)[] = []
    const fetchImpl = (async (input: RequestInfo | URL) => {
      const kind = (await (input as Request).clone().text()).includes('insert') ? 'writes' : 'reads'
      inFlight[kind] += 1
      inFlight.maxReads = Math.max(inFlight.maxReads, inFlight.reads)
      inFlight.maxWrites = Math.max(inFlight.maxWrites, inFlight.writes)
      await new Promise<void>((resolve) => pending.push(resolve))
      inFlight[kind] -= 1
      return new Response('{"baton":null,"results":[{"type":"ok"},{"type":"ok"}]}')
    }) as typeof fetch
    const guarded = guardedFetch({ ...LIMITS, maxConcurrent: 2, maxQueued: 10 }, fetchImpl)
    const calls = [
      ...Array.from({ length: 3 }, () => guarded(pipe([exec('insert into t values (1)'), close]))),
      ...Array.from({ length: 3 }, () => guarded(pipe([exec('select 1'), close]))),
    ]
    await settle()
    expect(guarded.stats()).toMatchObject({ active: 3, queued: 3, writes: { active: 1, queued: 2 } })
    await releaseUntilDone(pending)
    expect((await Promise.all(calls)).every((r) => r.status === 200)).toBe(true)
    expect(inFlight).toMatchObject({ maxReads: 2, maxWrites: 1, reads: 0, writes: 0 })
  })

  it("tells how long a new request's first call (a write) would wait: the writes ahead at their measured duration", async () => {
    const { pending, fetchImpl } = heldServer()
    const guarded = guardedFetch({ ...LIMITS, maxQueued: 10, expectedCallMs: 100 }, fetchImpl)
    expect(guarded.waitMs()).toBe(0)
    const inRequest = (sql: string) => withDbDeadline(5000, () => guarded(pipe([exec(sql), close])))
    const calls = [
      ...Array.from({ length: 3 }, () => inRequest('insert into t values (1)')),
      inRequest('select 1'),
      // A job's waiting write is served after every request's (decision 258): it does not count.
      guarded(pipe([exec('insert into t values (2)'), close])),
    ]
    await settle()
    // One write in flight, two waiting: a new one is third in line, 100 ms each, one at a time.
    // Reads have slots of their own and do not count.
    expect(guarded.waitMs()).toBe(300)
    await releaseUntilDone(pending)
    await Promise.all(calls)
    expect(guarded.waitMs()).toBe(0)
  })
})

describe('admission (decision 229)', () => {
  const ADMISSION = { writesPerRequest: 5, min: 2, max: 50 }

  it('lets in as many requests as the write slots serve in the budget at their pace; a place frees when its request answers', () => {
    // 1 write slot, 100 ms a write, 5 writes a request: a 2 s budget serves 4 requests.
    const guarded = guardedFetch({ ...LIMITS, expectedCallMs: 100, admission: ADMISSION }, fakeServer().fetchImpl)
    expect(guarded.admissionLimit(2000)).toBe(4)
    const admitted = Array.from({ length: 4 }, () => guarded.admit(2000))
    expect(admitted.every((release) => release !== null)).toBe(true)
    expect(guarded.admit(2000)).toBeNull()
    // Released twice (an error path and the end), it frees one place, not two.
    admitted[0]?.()
    admitted[0]?.()
    const next = guarded.admit(2000)
    expect(next).not.toBeNull()
    expect(guarded.admit(2000)).toBeNull()
  })

  it('a place taken by a request that never answered (dropped) is free again after the lease', () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      const guarded = guardedFetch(
        { ...LIMITS, expectedCallMs: 100, leaseMs: 10_000, admission: ADMISSION },
        fakeServer().fetchImpl,
      )
      // Four requests let in, none ever releases (their clients went away).
      for (let i = 0; i < 4; i++) expect(guarded.admit(2000)).not.toBeNull()
      expect(guarded.admit(2000)).toBeNull()
      vi.setSystemTime(Date.now() + 9_999)
      expect(guarded.admit(2000)).toBeNull()
      vi.setSystemTime(Date.now() + 2)
      const again = Array.from({ length: 4 }, () => guarded.admit(2000))
      expect(again.every((release) => release !== null)).toBe(true)
      expect(guarded.admit(2000)).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })

  it('follows the measured pace of the writes, within its floor and ceiling', async () => {
    let delayMs = 0
    const fetchImpl = (async () => {
      await sleep(delayMs)
      return new Response('{"baton":null,"results":[{"type":"ok"},{"type":"ok"}]}')
    }) as typeof fetch
    const guarded = guardedFetch({ ...LIMITS, expectedCallMs: 1, admission: ADMISSION }, fetchImpl)
    // Fast writes (1 ms): 250 / (5 × 1) is 50, the ceiling.
    expect(guarded.admissionLimit(250)).toBe(50)
    expect(guarded.admissionLimit(1000)).toBe(50)
    // Writes of about 50 ms: 250 / (5 × 50) is 1, held at the floor of 2.
    delayMs = 50
    for (let i = 0; i < 20; i++) await withDbDeadline(5000, () => guarded(insert()))
    expect(guarded.stats().writes.callMs).toBeGreaterThan(40)
    expect(guarded.admissionLimit(250)).toBe(2)
    expect(guarded.admit(250)).not.toBeNull()
    expect(guarded.admit(250)).not.toBeNull()
    expect(guarded.admit(250)).toBeNull()
  })

  it('without an admission rule, always lets in', () => {
    const guarded = guardedFetch(LIMITS, fakeServer().fetchImpl)
    for (let i = 0; i < 1000; i++) expect(guarded.admit(10)).not.toBeNull()
  })
})
