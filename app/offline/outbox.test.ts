import type { PublicSubmission } from '#shared/compliance/submissions.ts'
import 'fake-indexeddb/auto'
import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { withAccessToken } from '#app/lib/api-client.ts'
import {
  type LeadBatchResponse,
  type LeadBatchResult,
  type LeadPayloadInput,
  type LeadSubmission,
  leadSubmissionSchema,
} from '#shared/schemas/leads.ts'
import { type OutboxEntry, SYNC_META_KEYS } from './db'
import {
  BACKOFF_MAX_MS,
  backoffDelay,
  createHttpTransport,
  createOutbox,
  FLUSH_OUTBOX_MESSAGE,
  type LeadDealMutation,
  type LeadStatusMutation,
  type LeadWorkMutation,
  type LockManagerLike,
  MIN_TIMER_MS,
  type MutationResult,
  type OutboxDeps,
  type OutboxEvent,
  type OutboxTransport,
  parseRetryAfter,
  RetryableTransportError,
  type SchedulerDocument,
  type SchedulerWindow,
} from './outbox'
import { testDeviceDbs } from './test-device-db'

// ---------------------------------------------------------------------------------------
// Fixtures
// ---------------------------------------------------------------------------------------

const UUIDV7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const LEAD_ID = '0190a5e4-7c1b-7cc3-9f1e-4a8b1c2d3e4f'

function newsletter(email = 'reader@example.ca'): LeadPayloadInput<'newsletter'> {
  return {
    type: 'contact',
    source: 'newsletter',
    client_email: email,
    consent: { granted: true, text_version: 'casl-1', granted_at: '2025-06-01T12:00:00.000Z' },
    metadata: { subscribed_to: 'newsletter' },
  }
}

/** The server's answer to other details under a stored submission id. */
const SUBMISSION_CONFLICT = {
  code: 'conflict',
  message: 'This submission id was already used for different details; nothing was changed. Send the form again.',
  fields: { id: 'Already used for a submission with different details' },
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * A fake server: validates like the real one, stores each id once (the dedupe the
 * server does inside its insert transaction), records what it saw and what overlapped.
 */
class FakeServer implements OutboxTransport {
  stored = new Map<string, PublicSubmission>()
  inserts = 0
  batches: string[][] = []
  mutations: LeadStatusMutation[] = []
  inFlight = new Set<string>()
  overlaps: string[] = []
  delayMs = 0
  /** Throw (network error) on the next N calls, before the server sees anything. */
  failNext = 0
  /** Store, then lose the response on the next N calls. */
  loseResponseNext = 0
  mutationResult: (m: LeadStatusMutation) => MutationResult = (m) => ({ outcome: 'ok', status: m.status })

  async sendBatch(entries: PublicSubmission[]): Promise<LeadBatchResponse> {
    const ids = entries.map((e) => e.id)
    this.batches.push(ids)
    for (const id of ids) {
      if (this.inFlight.has(id)) this.overlaps.push(id)
      this.inFlight.add(id)
    }
    try {
      if (this.delayMs) await sleep(this.delayMs)
      this.failIfQueued()
      const results = entries.map((entry): LeadBatchResult => {
        const parsed = leadSubmissionSchema.safeParse(entry)
        if (!parsed.success)
          return { id: entry.id, outcome: 'rejected', error: { code: 'validation_failed', message: 'Invalid' } }
        const email = (entry.payload as { client_email?: string | null }).client_email ?? ''
        if (email.endsWith('@blocked.example')) {
          return {
            id: entry.id,
            outcome: 'rejected',
            error: {
              code: 'validation_failed',
              message: 'Invalid lead submission',
              fields: { 'payload.client_email': 'Domain not accepted' },
            },
          }
        }
        const held = this.stored.get(entry.id)
        if (held && JSON.stringify(held.payload) !== JSON.stringify(entry.payload)) {
          return { id: entry.id, outcome: 'rejected', error: SUBMISSION_CONFLICT }
        }
        if (held) return { id: entry.id, outcome: 'duplicate', status: 'new' }
        this.stored.set(entry.id, entry)
        this.inserts++
        return { id: entry.id, outcome: 'ok', status: 'new' }
      })
      if (this.loseResponseNext > 0) {
        this.loseResponseNext--
        throw new TypeError('Failed to fetch')
      }
      return { results }
    } finally {
      for (const id of ids) this.inFlight.delete(id)
    }
  }

  /** Throws as fetch does offline while `failNext` calls are still to fail. */
  private failIfQueued() {
    if (this.failNext > 0) {
      this.failNext--
      throw new TypeError('Failed to fetch')
    }
  }

  async sendMutation(mutation: LeadStatusMutation): Promise<MutationResult> {
    this.mutations.push(mutation)
    this.failIfQueued()
    return this.mutationResult(mutation)
  }

  deals: LeadDealMutation[] = []
  async sendDealMutation(mutation: LeadDealMutation): Promise<MutationResult> {
    this.deals.push(mutation)
    this.failIfQueued()
    return { outcome: 'ok', status: 'new' }
  }

  /** Notes and tasks as the server keeps them: once per id; the id with other content is a conflict. */
  works = new Map<string, string>()
  workCalls: LeadWorkMutation[] = []
  async sendWorkMutation(mutation: LeadWorkMutation): Promise<MutationResult> {
    this.workCalls.push(mutation)
    this.failIfQueued()
    const content = JSON.stringify(mutation)
    const held = this.works.get(mutation.id)
    if (held !== undefined && held !== content) return { outcome: 'conflict', current: null }
    this.works.set(mutation.id, content)
    return { outcome: held === undefined ? 'ok' : 'duplicate' }
  }
}

/** Web Locks with ifAvailable semantics, shared by the engines of one "browser". */
class FakeLocks implements LockManagerLike {
  held = new Set<string>()
  async request<T>(
    name: string,
    options: { ifAvailable?: boolean },
    callback: (lock: unknown) => Promise<T>,
  ): Promise<T> {
    if (this.held.has(name)) {
      if (options.ifAvailable) return callback(null)
      throw new Error('waiting is not simulated')
    }
    this.held.add(name)
    try {
      return await callback({ name })
    } finally {
      this.held.delete(name)
    }
  }
}

const makeDb = testDeviceDbs('outbox-test').create

afterEach(() => {
  vi.restoreAllMocks()
})

function setup(overrides: Partial<OutboxDeps> = {}) {
  const clock = { t: 1_750_000_000_000 }
  const server = new FakeServer()
  const db = overrides.db ?? makeDb()
  const online = { value: true }
  const outbox = createOutbox({
    db,
    transport: server,
    locks: null,
    storage: null,
    now: () => clock.t,
    random: () => 0.5,
    isOnline: () => online.value,
    autoFlush: false,
    log: () => undefined,
    ...overrides,
  })
  return { db, server, outbox, clock, online }
}

// ---------------------------------------------------------------------------------------
// enqueue
// ---------------------------------------------------------------------------------------

/** A zod error (mini's is named `$ZodError`) with an issue at `field`. */
const zodIssueAt = (field: string) => ({ issues: expect.arrayContaining([expect.objectContaining({ path: [field] })]) })

describe('enqueue', () => {
  it('writes the entry and its companion record in one transaction', async () => {
    const { db, outbox, clock } = setup()
    const id = await outbox.enqueue('newsletter', newsletter('  reader@example.ca '), {
      record: (entryId) => ({ table: 'chatSessions', row: { id: 's1', createdAt: 1, updatedAt: 2, leadId: entryId } }),
    })
    expect(id).toMatch(UUIDV7)
    const entry = await db.outbox.get(id)
    expect(entry).toMatchObject({
      id,
      kind: 'newsletter',
      scope: 'public',
      status: 'pending',
      attempts: 0,
      createdAt: clock.t,
      nextAttemptAt: clock.t,
    })
    // The stored payload is the validated, normalised one.
    expect((entry?.payload as { client_email: string } | undefined)?.client_email).toBe('reader@example.ca')
    expect(await db.chatSessions.get('s1')).toMatchObject({ leadId: id })
  })

  it('a failing record write leaves no entry', async () => {
    const { db, outbox } = setup()
    // A row without its primary key cannot be stored.
    const bad = { table: 'chatMessages', row: { sessionId: 's', role: 'user', content: 'x', createdAt: 1 } } as never
    await expect(outbox.enqueue('newsletter', newsletter(), { record: bad })).rejects.toBeDefined()
    expect(await db.outbox.count()).toBe(0)
  })

  it('an invalid payload is refused before anything is written', async () => {
    const { db, outbox } = setup()
    await expect(outbox.enqueue('newsletter', { ...newsletter(), client_email: 'not-an-email' })).rejects.toMatchObject(
      zodIssueAt('client_email'),
    )
    await expect(
      outbox.enqueue('lead-status', { leadId: LEAD_ID, status: 'won' as never, baseVersion: 1 }),
    ).rejects.toMatchObject(zodIssueAt('status'))
    expect(await db.outbox.count()).toBe(0)
  })

  it('never stores auth: entries contain only the payload', async () => {
    const { db, outbox } = setup()
    const id = await outbox.enqueue('lead-status', { leadId: LEAD_ID, status: 'contacted', baseVersion: 4 })
    const entry = await db.outbox.get(id)
    expect(entry?.scope).toBe('agent')
    expect(JSON.stringify(entry)).not.toMatch(/authorization|bearer|token/i)
  })

  it('asks for persistent storage once, after the first queued write', async () => {
    const persist = vi.fn(async () => true)
    const persisted = vi.fn(async () => false)
    const { outbox } = setup({ storage: { persist, persisted } })
    expect(persist).not.toHaveBeenCalled()
    await outbox.enqueue('newsletter', newsletter())
    await vi.waitFor(() => expect(persist).toHaveBeenCalledTimes(1))
    await outbox.enqueue('newsletter', newsletter())
    await sleep(5)
    expect(persist).toHaveBeenCalledTimes(1)
  })

  it('does not ask again when storage is already persisted, and copes without the API', async () => {
    const persist = vi.fn(async () => true)
    const { outbox } = setup({ storage: { persist, persisted: async () => true } })
    await outbox.enqueue('newsletter', newsletter())
    await sleep(5)
    expect(persist).not.toHaveBeenCalled()
    const { outbox: noApi } = setup({ storage: {} })
    await expect(noApi.enqueue('newsletter', newsletter())).resolves.toMatch(UUIDV7)
  })

  it('triggers a flush by itself when autoFlush is on', async () => {
    const { outbox, server } = setup({ autoFlush: true })
    const id = await outbox.enqueue('newsletter', newsletter())
    await vi.waitFor(() => expect(server.stored.has(id)).toBe(true))
  })
})

// ---------------------------------------------------------------------------------------
// flush outcomes
// ---------------------------------------------------------------------------------------

describe('flush', () => {
  it('marks ok and duplicate as sent with the server status and time', async () => {
    const { db, outbox, server, clock } = setup()
    const a = await outbox.enqueue('newsletter', newsletter('a@example.ca'))
    const b = await outbox.enqueue('newsletter', newsletter('b@example.ca'))
    // b already reached the server earlier
    server.stored.set(b, { id: b, kind: 'newsletter', payload: newsletter('b@example.ca') } as LeadSubmission)
    clock.t += 10
    const report = await outbox.flush()
    expect(report).toMatchObject({ sent: 2, rejected: 0, retried: 0 })
    expect(await db.outbox.get(a)).toMatchObject({
      status: 'sent',
      outcome: 'ok',
      serverStatus: 'new',
      sentAt: clock.t,
    })
    expect(await db.outbox.get(b)).toMatchObject({ status: 'sent', outcome: 'duplicate', serverStatus: 'new' })
    expect(await outbox.lastSyncAt()).toBe(clock.t)
    expect((await db.syncMeta.get(SYNC_META_KEYS.lastSyncAt))?.value).toBe(clock.t)
    // Sent entries are not sent again.
    await outbox.flush()
    expect(server.batches).toHaveLength(1)
  })

  it('sends leads in batches of at most 50, oldest first', async () => {
    const { outbox, server, clock } = setup()
    const ids: string[] = []
    for (let i = 0; i < 120; i++) {
      clock.t += 1
      ids.push(await outbox.enqueue('newsletter', newsletter(`n${i}@example.ca`)))
    }
    await outbox.flush()
    expect(server.batches.map((b) => b.length)).toEqual([50, 50, 20])
    expect(server.batches.flat()).toEqual(ids)
  })

  it('keeps a rejected entry with the reason, visible, without blocking later entries', async () => {
    const { db, outbox, server } = setup()
    const bad = await outbox.enqueue('newsletter', newsletter('x@blocked.example'))
    const good1 = await outbox.enqueue('newsletter', newsletter('g1@example.ca'))
    const report = await outbox.flush()
    expect(report).toMatchObject({ sent: 1, rejected: 1 })
    expect(await db.outbox.get(bad)).toMatchObject({
      status: 'rejected',
      lastError: { code: 'validation_failed', fields: { 'payload.client_email': 'Domain not accepted' } },
    })
    expect((await db.outbox.get(good1))?.status).toBe('sent')
    const good2 = await outbox.enqueue('newsletter', newsletter('g2@example.ca'))
    await outbox.flush()
    expect((await db.outbox.get(good2))?.status).toBe('sent')
    // The rejected one is not sent again and shows in "needs attention".
    expect(server.batches.flat().filter((id) => id === bad)).toHaveLength(1)
    expect((await outbox.needsAttention()).map((e) => e.id)).toEqual([bad])
  })

  it('retries with jittered exponential backoff on transport failure, capped, never dropping', async () => {
    const randoms = [0, 1, 0.5]
    let call = 0
    const { db, outbox, server, clock } = setup({ random: () => randoms[call++ % randoms.length] as number })
    const id = await outbox.enqueue('newsletter', newsletter())
    server.failNext = 1_000
    const delays: number[] = []
    for (let attempt = 1; attempt <= 14; attempt++) {
      const report = await outbox.flush()
      expect(report.retried).toBe(1)
      const entry = (await db.outbox.get(id)) as OutboxEntry
      expect(entry).toMatchObject({ status: 'retry', attempts: attempt, lastError: { code: 'network' } })
      const delay = entry.nextAttemptAt - clock.t
      delays.push(delay)
      const ceiling = Math.min(BACKOFF_MAX_MS, 1000 * 2 ** attempt)
      expect(delay).toBeGreaterThanOrEqual(ceiling / 2)
      expect(delay).toBeLessThanOrEqual(ceiling)
      // Not due yet: a flush now sends nothing.
      const before = server.batches.length
      clock.t += delay - 1
      await outbox.flush()
      expect(server.batches.length).toBe(before)
      clock.t += 1
    }
    expect(delays[0]).toBeGreaterThanOrEqual(1000)
    expect(Math.max(...delays)).toBeLessThanOrEqual(BACKOFF_MAX_MS)
    expect(delays.slice(-4).every((d) => d >= BACKOFF_MAX_MS / 2)).toBe(true)
    // Lower bounds grow until the cap.
    expect(delays[3]! > delays[0]!).toBe(true)
    // Still queued after many failures, and it goes through once the network is back.
    server.failNext = 0
    await outbox.flush()
    expect(await db.outbox.get(id)).toMatchObject({ status: 'sent', attempts: 14 })
    expect(server.inserts).toBe(1)
  })

  it('honours Retry-After', async () => {
    const failing: OutboxTransport = {
      sendBatch: async () => {
        throw new RetryableTransportError('HTTP 429', { status: 429, retryAfterMs: 90_000 })
      },
      sendMutation: async () => ({ outcome: 'ok' }),
      sendDealMutation: async () => ({ outcome: 'ok' }),
      sendWorkMutation: async () => ({ outcome: 'ok' }),
    }
    const { db, outbox, clock } = setup({ transport: failing })
    const id = await outbox.enqueue('newsletter', newsletter())
    await outbox.flush()
    expect(await db.outbox.get(id)).toMatchObject({
      status: 'retry',
      nextAttemptAt: clock.t + 90_000,
      lastError: { code: 'http_429' },
    })
  })

  it('retries entries the server did not answer for', async () => {
    const partial: OutboxTransport = {
      sendBatch: async (entries) => ({ results: [{ id: entries[0]!.id, outcome: 'ok', status: 'new' }] }),
      sendMutation: async () => ({ outcome: 'ok' }),
      sendDealMutation: async () => ({ outcome: 'ok' }),
      sendWorkMutation: async () => ({ outcome: 'ok' }),
    }
    const { db, outbox } = setup({ transport: partial })
    const a = await outbox.enqueue('newsletter', newsletter('a@example.ca'))
    const b = await outbox.enqueue('newsletter', newsletter('b@example.ca'))
    await outbox.flush()
    expect((await db.outbox.get(a))?.status).toBe('sent')
    expect(await db.outbox.get(b)).toMatchObject({ status: 'retry', attempts: 1 })
  })

  it('times out a transport call that never answers', async () => {
    const hanging: OutboxTransport = {
      sendBatch: () => new Promise<never>(() => undefined),
      sendMutation: () => new Promise<never>(() => undefined),
      sendDealMutation: () => new Promise<never>(() => undefined),
      sendWorkMutation: () => new Promise<never>(() => undefined),
    }
    const { db, outbox } = setup({ transport: hanging, sendTimeoutMs: 20 })
    const id = await outbox.enqueue('newsletter', newsletter())
    await outbox.flush()
    expect(await db.outbox.get(id)).toMatchObject({ status: 'retry', lastError: { message: 'Timed out' } })
  })

  it('halves the batch after a timeout until one gets through, then grows it back', async () => {
    // A link that answers only batches of up to 6 within the time allowed (hangs on larger ones).
    const sizes: number[] = []
    const server = new FakeServer()
    const slowLink: OutboxTransport = {
      sendBatch: (entries) => {
        sizes.push(entries.length)
        return entries.length > 6 ? new Promise<never>(() => undefined) : server.sendBatch(entries)
      },
      sendMutation: (change) => server.sendMutation(change),
      sendDealMutation: (change) => server.sendDealMutation(change),
      sendWorkMutation: (change) => server.sendWorkMutation(change),
    }
    const { db, outbox, clock } = setup({ transport: slowLink, sendTimeoutMs: 20 })
    for (let i = 0; i < 60; i++) await outbox.enqueue('newsletter', newsletter(`reader${i}@example.ca`))
    // Without halving, every flush would send the same 50 and time out, for ever.
    for (let flush = 0; flush < 20 && (await db.outbox.where('status').notEqual('sent').count()) > 0; flush++) {
      clock.t += 6 * 60_000 // past any backoff
      await outbox.flush()
    }
    expect(await db.outbox.where('status').notEqual('sent').count()).toBe(0)
    expect(server.inserts).toBe(60)
    // 50 timed out, then 25, 12; 6 got through, and the size grew again (12 timed out once more).
    expect(sizes.slice(0, 4)).toEqual([50, 25, 12, 6])
    expect(sizes.slice(4, 6)).toEqual([12, 6])
  })

  it('pauses while offline', async () => {
    const { db, outbox, server, online } = setup()
    online.value = false
    const id = await outbox.enqueue('newsletter', newsletter())
    expect(await outbox.flush()).toMatchObject({ skipped: 'offline', sent: 0 })
    expect(server.batches).toHaveLength(0)
    expect(await db.outbox.get(id)).toMatchObject({ status: 'pending', attempts: 0 })
    online.value = true
    expect(await outbox.flush()).toMatchObject({ sent: 1 })
  })

  it('stops between batches when the connection drops', async () => {
    const { outbox, server, online, clock } = setup()
    for (let i = 0; i < 60; i++) {
      clock.t += 1
      await outbox.enqueue('newsletter', newsletter(`n${i}@example.ca`))
    }
    const original = server.sendBatch.bind(server)
    server.sendBatch = async (entries) => {
      const response = await original(entries)
      online.value = false
      return response
    }
    expect(await outbox.flush()).toMatchObject({ sent: 50, skipped: 'offline' })
    expect(await outbox.counts()).toMatchObject({ pending: 10, sent: 50 })
  })
})

// ---------------------------------------------------------------------------------------
// exactly once under concurrency and crashes
// ---------------------------------------------------------------------------------------

describe('exactly once', () => {
  it('two engines sharing one db and one lock manager never send the same entry concurrently', async () => {
    const db = makeDb()
    const locks = new FakeLocks()
    const first = setup({ db, locks })
    const server = first.server
    server.delayMs = 15
    const second = createOutbox({ db, transport: server, locks, storage: null, autoFlush: false, log: () => undefined })
    const ids: string[] = []
    for (let i = 0; i < 30; i++) ids.push(await first.outbox.enqueue('newsletter', newsletter(`t${i}@example.ca`)))

    const reports = await Promise.all([first.outbox.flush(), second.flush(), first.outbox.flush(), second.flush()])
    expect(reports.some((r) => r.skipped === 'locked')).toBe(true)
    expect(server.overlaps).toEqual([])
    expect(server.batches.flat().sort()).toEqual([...ids].sort())
    expect(server.inserts).toBe(30)
    expect(await first.outbox.counts()).toMatchObject({ pending: 0, sending: 0, sent: 30 })
  })

  it('without Web Locks, claims are still atomic: each entry is sent once', async () => {
    const db = makeDb()
    const first = setup({ db })
    const server = first.server
    server.delayMs = 10
    const second = createOutbox({
      db,
      transport: server,
      locks: null,
      storage: null,
      autoFlush: false,
      log: () => undefined,
    })
    for (let i = 0; i < 20; i++) await first.outbox.enqueue('newsletter', newsletter(`u${i}@example.ca`))
    await Promise.all([first.outbox.flush(), second.flush()])
    const sentIds = server.batches.flat()
    expect(new Set(sentIds).size).toBe(sentIds.length)
    expect(server.inserts).toBe(20)
  })

  it('a crash between send and status update: the entry is resent later and stored once', async () => {
    const locks = new FakeLocks()
    const { db, outbox, server } = setup({ locks })
    const id = await outbox.enqueue('newsletter', newsletter())
    // The status update after a successful send throws (the tab dies at that point).
    const realBulkPut = db.outbox.bulkPut.bind(db.outbox)
    const spy = vi.spyOn(db.outbox, 'bulkPut').mockImplementation(((rows: OutboxEntry[]) => {
      if (rows.some((r) => r.status === 'sent')) return Promise.reject(new Error('crash after send'))
      return realBulkPut(rows)
    }) as never)
    const crashed = await outbox.flush()
    expect(crashed.error).toBeDefined()
    expect(server.inserts).toBe(1)
    expect((await db.outbox.get(id))?.status).toBe('sending')
    spy.mockRestore()

    const report = await outbox.flush()
    expect(report.sent).toBe(1)
    expect(await db.outbox.get(id)).toMatchObject({ status: 'sent', outcome: 'duplicate' })
    expect(server.batches.flat()).toEqual([id, id])
    expect(server.inserts).toBe(1)
    expect(server.stored.size).toBe(1)
  })

  it('without locks, an abandoned sending entry is recovered only once it is stale', async () => {
    const { db, outbox, server, clock } = setup({ staleSendingMs: 60_000 })
    const id = await outbox.enqueue('newsletter', newsletter())
    const entry = (await db.outbox.get(id)) as OutboxEntry
    await db.outbox.put({ ...entry, status: 'sending', sendingSince: clock.t })
    await outbox.flush()
    expect(server.batches).toHaveLength(0) // another tab may still be sending it
    clock.t += 60_000
    await outbox.flush()
    expect(server.batches).toEqual([[id]])
    expect((await db.outbox.get(id))?.status).toBe('sent')
  })

  it('a response lost after the server stored it: retried, seen as duplicate, stored once', async () => {
    const { db, outbox, server, clock } = setup()
    const id = await outbox.enqueue('newsletter', newsletter())
    server.loseResponseNext = 1
    await outbox.flush()
    expect(await db.outbox.get(id)).toMatchObject({ status: 'retry', attempts: 1 })
    clock.t += BACKOFF_MAX_MS
    await outbox.flush()
    expect(await db.outbox.get(id)).toMatchObject({ status: 'sent', outcome: 'duplicate' })
    expect(server.inserts).toBe(1)
  })

  it('does not resurrect an entry deleted while it was being sent (sign-out)', async () => {
    const { db, outbox, server } = setup()
    const id = await outbox.enqueue('lead-status', { leadId: LEAD_ID, status: 'application', baseVersion: 2 })
    server.mutationResult = (m) => {
      void db.outbox.delete(m.id)
      return { outcome: 'ok', status: m.status }
    }
    await outbox.flush()
    expect(await db.outbox.get(id)).toBeUndefined()
  })
})

// ---------------------------------------------------------------------------------------
// agent status changes
// ---------------------------------------------------------------------------------------

describe('lead-status mutations', () => {
  it('are sent one by one, in order, with their id as idempotency key', async () => {
    const { db, outbox, server, clock } = setup()
    const first = await outbox.enqueue('lead-status', { leadId: LEAD_ID, status: 'contacted', baseVersion: 1 })
    clock.t += 1
    const second = await outbox.enqueue('lead-status', { leadId: LEAD_ID, status: 'application', baseVersion: 2 })
    await outbox.flush()
    expect(server.mutations).toEqual([
      { id: first, leadId: LEAD_ID, status: 'contacted', baseVersion: 1 },
      { id: second, leadId: LEAD_ID, status: 'application', baseVersion: 2 },
    ])
    expect(await db.outbox.get(second)).toMatchObject({ status: 'sent', serverStatus: 'application' })
    expect(server.batches).toHaveLength(0)
  })

  it('a 409 keeps the server row and marks the entry conflict', async () => {
    const { db, outbox, server } = setup()
    const current = { id: LEAD_ID, status: 'funded', version: 7 }
    server.mutationResult = () => ({ outcome: 'conflict', current })
    const id = await outbox.enqueue('lead-status', { leadId: LEAD_ID, status: 'contacted', baseVersion: 3 })
    expect(await outbox.flush()).toMatchObject({ conflicts: 1 })
    expect(await db.outbox.get(id)).toMatchObject({
      status: 'conflict',
      conflict: { current },
      lastError: { code: 'conflict' },
    })
    expect(await outbox.counts()).toMatchObject({ rejected: 1, conflict: 1 })
    // Resolved by editing against the current version.
    server.mutationResult = (m) => ({ outcome: 'ok', status: m.status })
    await outbox.editRejected(id, { leadId: LEAD_ID, status: 'contacted', baseVersion: 7 })
    await outbox.flush()
    expect(await db.outbox.get(id)).toMatchObject({ status: 'sent' })
    expect(server.mutations.at(-1)).toMatchObject({ id, baseVersion: 7 })
  })

  it('a failed mutation is retried, not dropped', async () => {
    const { db, outbox, server } = setup()
    server.failNext = 1
    const id = await outbox.enqueue('lead-status', { leadId: LEAD_ID, status: 'funded', baseVersion: 0 })
    await outbox.flush()
    expect(await db.outbox.get(id)).toMatchObject({ status: 'retry', attempts: 1 })
  })
})

describe('lead-deal mutations', () => {
  const deal = {
    amount: 450_000,
    lenderId: null,
    ratePct: 4.79,
    termMonths: 60,
    closingOn: '2026-12-15',
    maturityOn: '2031-12-15',
  }

  it('are agent entries sent one by one after a status change, without the display-only lender name', async () => {
    const { db, outbox, server, clock } = setup()
    const status = await outbox.enqueue('lead-status', { leadId: LEAD_ID, status: 'funded', baseVersion: 1 })
    clock.t += 1
    const id = await outbox.enqueue('lead-deal', { leadId: LEAD_ID, deal, baseVersion: 2, lenderName: 'TD' })
    expect(await db.outbox.get(id)).toMatchObject({ scope: 'agent', kind: 'lead-deal' })
    await outbox.flush()
    expect(server.mutations.map((m) => m.id)).toEqual([status])
    expect(server.deals).toEqual([{ id, leadId: LEAD_ID, deal, baseVersion: 2 }])
    expect(server.batches).toHaveLength(0)
    expect(await db.outbox.get(id)).toMatchObject({ status: 'sent' })
  })

  it('refuses a deal the contract refuses before queueing it', async () => {
    const { outbox } = setup()
    await expect(
      outbox.enqueue('lead-deal', { leadId: LEAD_ID, deal: { ...deal, ratePct: 30 }, baseVersion: 1 }),
    ).rejects.toThrow()
  })

  it('a failed send is retried with the same id, never dropped', async () => {
    const { db, outbox, server, clock } = setup()
    server.failNext = 1
    const id = await outbox.enqueue('lead-deal', { leadId: LEAD_ID, deal, baseVersion: 1 })
    await outbox.flush()
    expect(await db.outbox.get(id)).toMatchObject({ status: 'retry', attempts: 1 })
    clock.t += 10 * 60_000
    await outbox.flush()
    expect(server.deals.map((d) => d.id)).toEqual([id, id])
    expect(await db.outbox.get(id)).toMatchObject({ status: 'sent' })
  })
})

describe('lead context', () => {
  it("adds the page and the visit's campaign to a lead's metadata, not to a staff change", async () => {
    const { db, outbox } = setup({ leadContext: () => ({ page: '/rates', utm_source: 'google' }) })
    const id = await outbox.enqueue('newsletter', newsletter())
    expect((await db.outbox.get(id))?.payload).toMatchObject({
      metadata: { context: { page: '/rates', utm_source: 'google' } },
    })
    const note = await outbox.enqueue('lead-note', { leadId: LEAD_ID, note: 'x' })
    expect((await db.outbox.get(note))?.payload).toEqual({ leadId: LEAD_ID, note: 'x' })
  })
})

describe('lead-note and lead-task mutations', () => {
  const TASK_ID = '019b76da-a800-7fff-8fff-00000000aaaa'

  it('queued offline, sent once each in the order made when back online, as agent entries', async () => {
    const { db, outbox, server, clock, online } = setup()
    online.value = false
    const note = await outbox.enqueue('lead-note', { leadId: LEAD_ID, note: '  Call after 5  ' })
    clock.t += 1
    const add = await outbox.enqueue('lead-task', {
      leadId: LEAD_ID,
      action: { kind: 'add', taskId: TASK_ID, title: 'Call back', dueOn: '2026-12-02', dueTime: null },
    })
    clock.t += 1
    const done = await outbox.enqueue('lead-task', { leadId: LEAD_ID, action: { kind: 'complete', taskId: TASK_ID } })
    expect(await db.outbox.get(note)).toMatchObject({ scope: 'agent', kind: 'lead-note', status: 'pending' })
    await outbox.flush()
    expect(server.workCalls).toHaveLength(0)
    online.value = true
    await outbox.flush()
    expect(server.workCalls.map((m) => m.id)).toEqual([note, add, done])
    expect(server.workCalls[0]).toEqual({ kind: 'lead-note', id: note, leadId: LEAD_ID, note: 'Call after 5' })
    for (const id of [note, add, done]) expect(await db.outbox.get(id)).toMatchObject({ status: 'sent', outcome: 'ok' })
    await outbox.flush()
    expect(server.workCalls).toHaveLength(3)
  })

  it('an answer lost on the way is sent again under the same id; the server counts it once', async () => {
    const { db, outbox, server, clock } = setup()
    server.failNext = 1
    const id = await outbox.enqueue('lead-note', { leadId: LEAD_ID, note: 'Prefers e-mail' })
    await outbox.flush()
    expect(await db.outbox.get(id)).toMatchObject({ status: 'retry' })
    clock.t += 10 * 60_000
    await outbox.flush()
    expect(server.workCalls.map((m) => m.id)).toEqual([id, id])
    expect(server.works.size).toBe(1)
    expect(await db.outbox.get(id)).toMatchObject({ status: 'sent' })
  })

  it('refuses an empty note and a day that does not exist before queueing', async () => {
    const { outbox } = setup()
    await expect(outbox.enqueue('lead-note', { leadId: LEAD_ID, note: '   ' })).rejects.toThrow()
    await expect(
      outbox.enqueue('lead-task', {
        leadId: LEAD_ID,
        action: { kind: 'add', taskId: TASK_ID, title: 'Call', dueOn: '2026-02-30', dueTime: null },
      }),
    ).rejects.toThrow()
  })
})

describe('lead-contact mutations', () => {
  it('a quick action logged offline is an agent entry sent once, with its id as the key', async () => {
    const { db, outbox, server, online } = setup()
    online.value = false
    const id = await outbox.enqueue('lead-contact', { leadId: LEAD_ID, channel: 'call' })
    expect(await db.outbox.get(id)).toMatchObject({ scope: 'agent', kind: 'lead-contact', status: 'pending' })
    online.value = true
    await outbox.flush()
    await outbox.flush()
    expect(server.workCalls).toEqual([{ kind: 'lead-contact', id, leadId: LEAD_ID, channel: 'call' }])
    await expect(outbox.enqueue('lead-contact', { leadId: LEAD_ID, channel: 'fax' as 'call' })).rejects.toThrow()
  })
})

describe('inbox-read mutations', () => {
  const NOTE_ID = '019b76da-a800-7fff-8fff-00000000bbbb'

  it('marked read offline: an agent entry sent exactly once when back online', async () => {
    const { db, outbox, server, clock, online } = setup()
    online.value = false
    const one = await outbox.enqueue('inbox-read', { ids: [NOTE_ID] })
    clock.t += 1
    const all = await outbox.enqueue('inbox-read', { all: true, until: '2026-11-27T20:00:00.000Z' })
    expect(await db.outbox.get(one)).toMatchObject({ scope: 'agent', kind: 'inbox-read', status: 'pending' })
    await outbox.flush()
    expect(server.workCalls).toHaveLength(0)
    online.value = true
    await outbox.flush()
    expect(server.workCalls).toEqual([
      { kind: 'inbox-read', id: one, read: { ids: [NOTE_ID] } },
      { kind: 'inbox-read', id: all, read: { all: true, until: '2026-11-27T20:00:00.000Z' } },
    ])
    await outbox.flush()
    expect(server.workCalls).toHaveLength(2)
    for (const id of [one, all]) expect(await db.outbox.get(id)).toMatchObject({ status: 'sent' })
  })

  it('refuses what the server would refuse before queueing', async () => {
    const { outbox } = setup()
    await expect(outbox.enqueue('inbox-read', { ids: [] })).rejects.toThrow()
    await expect(outbox.enqueue('inbox-read', { all: true, until: 'soon' })).rejects.toThrow()
  })
})

// ---------------------------------------------------------------------------------------
// editing, discarding, counting
// ---------------------------------------------------------------------------------------

describe('editRejected, discard, counts', () => {
  it('editRejected re-validates and queues again', async () => {
    const { db, outbox, server } = setup()
    const id = await outbox.enqueue('newsletter', newsletter('x@blocked.example'))
    await outbox.flush()
    expect((await db.outbox.get(id))?.status).toBe('rejected')
    await expect(outbox.editRejected(id, { ...newsletter(), client_email: 'nope' })).rejects.toMatchObject(
      zodIssueAt('client_email'),
    )
    expect((await db.outbox.get(id))?.status).toBe('rejected')

    expect(await outbox.editRejected(id, newsletter('fixed@example.ca'))).toBe(id)
    const edited = await db.outbox.get(id)
    expect(edited).toMatchObject({ status: 'pending', attempts: 0 })
    expect(edited?.lastError).toBeUndefined()
    await outbox.flush()
    expect((await db.outbox.get(id))?.status).toBe('sent')
    expect((server.stored.get(id)?.payload as { client_email: string } | undefined)?.client_email).toBe(
      'fixed@example.ca',
    )
  })

  it('a lead refused because its id holds other details: nothing overwritten; an edit goes under a new id', async () => {
    const { db, outbox, server } = setup()
    const id = await outbox.enqueue('newsletter', newsletter('mine@example.ca'))
    const held = { id, kind: 'newsletter', payload: newsletter('held@example.ca') } as LeadSubmission
    server.stored.set(id, held)
    await outbox.flush()
    expect(await db.outbox.get(id)).toMatchObject({ status: 'rejected', lastError: SUBMISSION_CONFLICT })
    expect(server.stored.get(id)).toBe(held)
    // Sending the same id again could only be refused again: the edited copy is a new submission.
    const queued = await outbox.editRejected(id, newsletter('mine@example.ca'))
    expect(queued).not.toBe(id)
    expect(queued).toMatch(UUIDV7)
    expect(await db.outbox.get(id)).toBeUndefined()
    await outbox.flush()
    expect(await db.outbox.get(queued)).toMatchObject({ status: 'sent', outcome: 'ok' })
    expect(server.stored.get(id)).toBe(held)
  })

  it('editRejected refuses entries that are not rejected', async () => {
    const { outbox } = setup()
    const id = await outbox.enqueue('newsletter', newsletter())
    await expect(outbox.editRejected(id, newsletter())).rejects.toThrow(/pending/)
    await expect(outbox.editRejected('missing', newsletter())).rejects.toThrow(/not found/)
  })

  it('discard removes queued or rejected entries but not one in flight', async () => {
    const { db, outbox, server } = setup()
    const id = await outbox.enqueue('newsletter', newsletter())
    server.delayMs = 300
    const flushing = outbox.flush()
    await vi.waitFor(async () => expect((await db.outbox.get(id))?.status).toBe('sending'), { interval: 5 })
    expect(await outbox.discard(id)).toBe(false)
    await flushing
    const rejected = await outbox.enqueue('newsletter', newsletter('r@blocked.example'))
    await outbox.flush()
    expect(await outbox.discard(rejected)).toBe(true)
    expect(await db.outbox.get(rejected)).toBeUndefined()
    expect(await outbox.discard('missing')).toBe(false)
  })

  it('counts pending (incl. retry), sending, rejected (incl. conflict) and sent', async () => {
    const { db, outbox } = setup()
    const base = {
      kind: 'newsletter' as const,
      scope: 'public' as const,
      payload: {},
      attempts: 0,
      createdAt: 1,
      updatedAt: 1,
      nextAttemptAt: 1,
    }
    await db.outbox.bulkAdd([
      { ...base, id: '1', status: 'pending' },
      { ...base, id: '2', status: 'retry' },
      { ...base, id: '3', status: 'sending' },
      { ...base, id: '4', status: 'rejected' },
      { ...base, id: '5', status: 'conflict', kind: 'lead-status' as never },
      { ...base, id: '6', status: 'sent' },
      { ...base, id: '7', status: 'sent' },
    ])
    expect(await outbox.counts()).toEqual({ pending: 2, sending: 1, rejected: 2, conflict: 1, sent: 2 })
    expect(await outbox.nextAttemptAt()).toBe(1)
  })

  it('prunes sent entries after the retention period', async () => {
    const { db, outbox, clock } = setup({ sentRetentionMs: 1000 })
    const id = await outbox.enqueue('newsletter', newsletter())
    await outbox.flush()
    clock.t += 999
    await outbox.flush()
    expect(await db.outbox.get(id)).toBeDefined()
    clock.t += 2
    await outbox.flush()
    expect(await db.outbox.get(id)).toBeUndefined()
  })
})

// ---------------------------------------------------------------------------------------
// backoff
// ---------------------------------------------------------------------------------------

describe('backoffDelay', () => {
  it('stays within [ceiling/2, ceiling], at least 1 s and at most 5 min', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.double({ min: 0, max: 1, noNaN: true }), (attempts, r) => {
        const delay = backoffDelay(attempts, () => r)
        const ceiling = Math.min(BACKOFF_MAX_MS, 1000 * 2 ** attempts)
        return delay >= Math.max(1000, ceiling / 2) && delay <= ceiling && delay <= BACKOFF_MAX_MS
      }),
    )
  })

  it('grows with attempts and is spread by jitter', () => {
    expect([1, 2, 3, 4].map((n) => backoffDelay(n, () => 0))).toEqual([1000, 2000, 4000, 8000])
    expect([1, 2, 3, 4].map((n) => backoffDelay(n, () => 1))).toEqual([2000, 4000, 8000, 16000])
    expect(backoffDelay(50, () => 0)).toBe(150_000)
    expect(backoffDelay(50, () => 1)).toBe(300_000)
  })
})

// ---------------------------------------------------------------------------------------
// scheduling
// ---------------------------------------------------------------------------------------

class FakeEnv {
  win = new EventTarget()
  doc = new EventTarget()
  sw = new EventTarget()
  visibility = 'visible'
  timers = new Map<number, { handler: () => void; delay: number }>()
  nextTimer = 1
  syncRegistered: string[] = []

  window: SchedulerWindow = {
    addEventListener: (t, l) => this.win.addEventListener(t, l),
    removeEventListener: (t, l) => this.win.removeEventListener(t, l),
    setTimeout: (handler, delay) => {
      const id = this.nextTimer++
      this.timers.set(id, { handler, delay })
      return id
    },
    clearTimeout: (id) => {
      this.timers.delete(id as number)
    },
    navigator: {
      serviceWorker: {
        addEventListener: (t, l) => this.sw.addEventListener(t, l as (e: Event) => void),
        removeEventListener: (t, l) => this.sw.removeEventListener(t, l as (e: Event) => void),
        ready: Promise.resolve({
          sync: {
            register: async (tag: string) => {
              this.syncRegistered.push(tag)
            },
          },
        }),
      },
    },
  }
  document: SchedulerDocument = {
    addEventListener: (t, l) => this.doc.addEventListener(t, l),
    removeEventListener: (t, l) => this.doc.removeEventListener(t, l),
    visibilityState: 'visible',
  }

  constructor() {
    Object.defineProperty(this.document, 'visibilityState', { get: () => this.visibility })
  }

  onlyTimer() {
    expect(this.timers.size).toBeLessThanOrEqual(1)
    return [...this.timers.values()][0]
  }
}

function flushedOnce(outbox: { subscribe(l: (e: OutboxEvent) => void): () => void }) {
  return new Promise<void>((resolve) => {
    const off = outbox.subscribe((event) => {
      if (event === 'flushed') {
        off()
        resolve()
      }
    })
  })
}

describe('scheduleFlushes', () => {
  it('flushes on start, on online, on visible, on the service worker message and on enqueue', async () => {
    const { outbox, server, online } = setup()
    const env = new FakeEnv()
    let flushes = 0
    outbox.subscribe((event) => {
      if (event === 'flushed') flushes++
    })
    const startFlushed = flushedOnce(outbox)
    const a = await outbox.enqueue('newsletter', newsletter('a@example.ca'))
    expect(flushes).toBe(0)
    const dispose = outbox.scheduleFlushes({ window: env.window, document: env.document })
    await startFlushed
    expect(server.stored.has(a)).toBe(true)

    online.value = false
    const b = await outbox.enqueue('newsletter', newsletter('b@example.ca'))
    await vi.waitFor(() => expect(env.syncRegistered).toContain(FLUSH_OUTBOX_MESSAGE))
    expect(server.stored.has(b)).toBe(false)
    online.value = true
    let next = flushedOnce(outbox)
    env.win.dispatchEvent(new Event('online'))
    await next
    expect(server.stored.has(b)).toBe(true)

    const c = await outbox.enqueue('newsletter', newsletter('c@example.ca')) // flushed by the enqueue hook
    await vi.waitFor(() => expect(server.stored.has(c)).toBe(true))
    await sleep(5)

    const before = flushes
    env.visibility = 'hidden'
    env.doc.dispatchEvent(new Event('visibilitychange'))
    await sleep(5)
    expect(flushes).toBe(before)
    env.visibility = 'visible'
    next = flushedOnce(outbox)
    env.doc.dispatchEvent(new Event('visibilitychange'))
    await next
    expect(flushes).toBe(before + 1)

    next = flushedOnce(outbox)
    env.sw.dispatchEvent(new MessageEvent('message', { data: FLUSH_OUTBOX_MESSAGE }))
    await next
    env.sw.dispatchEvent(new MessageEvent('message', { data: 'something-else' }))
    await sleep(5)
    expect(flushes).toBe(before + 2)

    dispose()
    env.win.dispatchEvent(new Event('online'))
    env.sw.dispatchEvent(new MessageEvent('message', { data: { type: FLUSH_OUTBOX_MESSAGE } }))
    await sleep(5)
    expect(flushes).toBe(before + 2)
  })

  it('sets a timer for the earliest retry and flushes when it fires', async () => {
    const { db, outbox, server, clock } = setup()
    const env = new FakeEnv()
    server.failNext = 1
    const id = await outbox.enqueue('newsletter', newsletter())
    const firstDone = flushedOnce(outbox)
    const dispose = outbox.scheduleFlushes({ window: env.window, document: env.document })
    await firstDone
    const entry = (await db.outbox.get(id)) as OutboxEntry
    expect(entry.status).toBe('retry')
    await vi.waitFor(() => expect(env.timers.size).toBe(1))
    const timer = env.onlyTimer()!
    expect(timer.delay).toBe(entry.nextAttemptAt - clock.t)
    expect(timer.delay).toBeGreaterThanOrEqual(MIN_TIMER_MS)

    clock.t += timer.delay
    const next = flushedOnce(outbox)
    timer.handler()
    await next
    expect((await db.outbox.get(id))?.status).toBe('sent')
    // Nothing queued: no timer left.
    await sleep(5)
    expect(env.timers.size).toBe(0)
    dispose()
  })

  it('sets no timer while offline and clears it on dispose', async () => {
    const { outbox, server, online } = setup()
    const env = new FakeEnv()
    server.failNext = 1
    await outbox.enqueue('newsletter', newsletter())
    let done = flushedOnce(outbox)
    const dispose = outbox.scheduleFlushes({ window: env.window, document: env.document })
    await done
    await vi.waitFor(() => expect(env.timers.size).toBe(1))
    online.value = false
    done = flushedOnce(outbox)
    void outbox.flush()
    await done
    await sleep(5)
    expect(env.timers.size).toBe(0)
    online.value = true
    done = flushedOnce(outbox)
    env.win.dispatchEvent(new Event('online'))
    await done
    await vi.waitFor(() => expect(env.timers.size).toBe(1))
    dispose()
    expect(env.timers.size).toBe(0)
  })
})

// ---------------------------------------------------------------------------------------
// HTTP transport
// ---------------------------------------------------------------------------------------

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  })
}

const submission = (id: string): LeadSubmission =>
  ({ id, kind: 'newsletter', payload: newsletter() }) as unknown as LeadSubmission

describe('createHttpTransport', () => {
  const fetchOf = (respond: (url: string, init: RequestInit) => Response | Promise<Response>) =>
    vi.fn(async (url: RequestInfo | URL, init: RequestInit = {}) => respond(String(url), init))
  const headerOf = (init: RequestInit | undefined, name: string) => new Headers(init?.headers).get(name)

  it('posts the batch as JSON to the public route, without a token', async () => {
    const fetchImpl = fetchOf(() => jsonResponse(200, { results: [{ id: 'a', outcome: 'ok', status: 'new' }] }))
    const authedFetch = fetchOf(() => jsonResponse(500, {}))
    const transport = createHttpTransport({ baseUrl: '/api/', fetch: fetchImpl, authedFetch })
    const result = await transport.sendBatch([submission('a')])
    expect(result.results[0]).toEqual({ id: 'a', outcome: 'ok', status: 'new' })
    expect(authedFetch).not.toHaveBeenCalled()
    const [url, init] = fetchImpl.mock.calls[0]!
    expect(url).toBe('/api/leads/batch')
    expect(init?.method).toBe('POST')
    expect(headerOf(init, 'authorization')).toBeNull()
    expect(headerOf(init, 'content-type')).toBe('application/json')
    expect(JSON.parse(init?.body as string)).toEqual({ entries: [submission('a')] })
  })

  it('sends staff changes with the signed-in fetch, so the token is read when each is sent', async () => {
    let token = 'one'
    const plain = fetchOf(() => jsonResponse(200, { outcome: 'ok', status: 'contacted' }))
    const authedFetch = withAccessToken(
      () => ({ getAccessToken: async () => token, refreshAfterUnauthorized: async () => null }),
      plain,
    )
    const transport = createHttpTransport({ fetch: plain, authedFetch })
    const mutation = {
      id: '0190a5e4-7c1b-7cc3-9f1e-4a8b1c2d3e40',
      leadId: LEAD_ID,
      status: 'contacted' as const,
      baseVersion: 2,
    }
    await transport.sendMutation(mutation)
    token = 'two'
    await transport.sendMutation(mutation)
    expect(plain.mock.calls.map(([, init]) => headerOf(init, 'authorization'))).toEqual(['Bearer one', 'Bearer two'])
  })

  it.each([500, 502, 503, 429, 408])('HTTP %i is retryable (throws)', async (status) => {
    const transport = createHttpTransport({
      fetch: fetchOf(() => jsonResponse(status, { error: { code: 'x', message: 'y' } }, { 'retry-after': '7' })),
    })
    const error = await transport.sendBatch([submission('a')]).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RetryableTransportError)
    expect(error).toMatchObject({ status, retryAfterMs: 7000 })
  })

  it("a 401 refuses a visitor's submission but is retried for a staff change (its session may come back)", async () => {
    const unauthorized = fetchOf(() => jsonResponse(401, { error: { code: 'unauthorized', message: 'Sign in' } }))
    const transport = createHttpTransport({ fetch: unauthorized, authedFetch: unauthorized })
    expect((await transport.sendBatch([submission('a')])).results).toEqual([
      { id: 'a', outcome: 'rejected', error: { code: 'unauthorized', message: 'Sign in' } },
    ])
    const mutation = {
      id: '0190a5e4-7c1b-7cc3-9f1e-4a8b1c2d3e40',
      leadId: LEAD_ID,
      status: 'contacted' as const,
      baseVersion: 2,
    }
    await expect(transport.sendMutation(mutation)).rejects.toMatchObject({ status: 401 })
  })

  it('a network failure or a timeout is retryable', async () => {
    const offline = createHttpTransport({ fetch: async () => Promise.reject(new TypeError('Failed to fetch')) })
    await expect(offline.sendBatch([submission('a')])).rejects.toBeInstanceOf(RetryableTransportError)
    const slow = createHttpTransport({
      timeoutMs: 10,
      fetch: (_url, init) =>
        new Promise((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    })
    await expect(slow.sendBatch([submission('a')])).rejects.toMatchObject({ message: 'Timed out' })
  })

  it('a 2xx that is not the contract (captive portal) is retryable', async () => {
    const portal = createHttpTransport({
      fetch: async () =>
        new Response('<html>Sign in to Wi-Fi</html>', { status: 200, headers: { 'content-type': 'text/html' } }),
    })
    await expect(portal.sendBatch([submission('a')])).rejects.toBeInstanceOf(RetryableTransportError)
  })

  it('a batch-level refusal other than 400 rejects every entry with the server error', async () => {
    const error = { code: 'forbidden', message: 'Cross-origin requests are not allowed' }
    const transport = createHttpTransport({ fetch: fetchOf(() => jsonResponse(403, { error })) })
    expect(await transport.sendBatch([submission('a'), submission('b')])).toEqual({
      results: [
        { id: 'a', outcome: 'rejected', error },
        { id: 'b', outcome: 'rejected', error },
      ],
    })
    const plain = createHttpTransport({
      fetch: async () => new Response('nope', { status: 403, statusText: 'Forbidden' }),
    })
    expect((await plain.sendBatch([submission('a')])).results[0]?.error).toEqual({
      code: 'http_403',
      message: 'Forbidden',
    })
  })

  it('a batch refused as a whole (400) is split until only the bad entry is refused', async () => {
    const sizes: number[] = []
    const error = {
      code: 'validation_failed',
      message: 'Invalid text',
      fields: { 'entries.0.payload.client_name': 'Invalid text' },
    }
    const fetchImpl = fetchOf((_url, init) => {
      const { entries } = JSON.parse(init.body as string) as { entries: LeadSubmission[] }
      sizes.push(entries.length)
      if (entries.some((e) => e.id === 'c')) return jsonResponse(400, { error })
      return jsonResponse(200, { results: entries.map((e) => ({ id: e.id, outcome: 'ok' })) })
    })
    const result = await createHttpTransport({ fetch: fetchImpl }).sendBatch(['a', 'b', 'c', 'd', 'e'].map(submission))
    expect(result.results).toEqual([
      { id: 'a', outcome: 'ok' },
      { id: 'b', outcome: 'ok' },
      { id: 'c', outcome: 'rejected', error },
      { id: 'd', outcome: 'ok' },
      { id: 'e', outcome: 'ok' },
    ])
    expect(sizes).toEqual([5, 3, 2, 1, 2])
  })

  it('splits a batch that is too large (413)', async () => {
    const sizes: number[] = []
    const fetchImpl = fetchOf((_url, init) => {
      const { entries } = JSON.parse(init.body as string) as { entries: LeadSubmission[] }
      sizes.push(entries.length)
      if (entries.length > 2) return jsonResponse(413, { error: { code: 'too_large', message: 'Too large' } })
      return jsonResponse(200, { results: entries.map((e) => ({ id: e.id, outcome: 'ok' })) })
    })
    const result = await createHttpTransport({ fetch: fetchImpl }).sendBatch(['a', 'b', 'c', 'd', 'e'].map(submission))
    expect(result.results.map((r) => r.id)).toEqual(['a', 'b', 'c', 'd', 'e'])
    expect(sizes).toEqual([5, 3, 2, 1, 2])
  })

  it('status changes: ok, duplicate, conflict with the current row, rejected', async () => {
    const mutation = {
      id: '0190a5e4-7c1b-7cc3-9f1e-4a8b1c2d3e40',
      leadId: LEAD_ID,
      status: 'contacted' as const,
      baseVersion: 2,
    }
    const responses = [
      jsonResponse(200, { outcome: 'ok', status: 'contacted', row: { id: LEAD_ID } }),
      jsonResponse(200, { outcome: 'duplicate', status: 'contacted' }),
      jsonResponse(409, { error: { code: 'conflict', message: 'Stale' }, current: { id: LEAD_ID, version: 5 } }),
      jsonResponse(403, { error: { code: 'forbidden', message: 'Not yours' } }),
    ]
    const fetchImpl = fetchOf(() => responses.shift()!)
    const transport = createHttpTransport({ authedFetch: fetchImpl })
    expect(await transport.sendMutation(mutation)).toEqual({ outcome: 'ok', status: 'contacted', row: { id: LEAD_ID } })
    expect(await transport.sendMutation(mutation)).toMatchObject({ outcome: 'duplicate' })
    expect(await transport.sendMutation(mutation)).toEqual({
      outcome: 'conflict',
      current: { id: LEAD_ID, version: 5 },
      error: { code: 'conflict', message: 'Stale' },
    })
    expect(await transport.sendMutation(mutation)).toEqual({
      outcome: 'rejected',
      error: { code: 'forbidden', message: 'Not yours' },
    })
    const [url, init] = fetchImpl.mock.calls[0]!
    expect(url).toBe(`/api/leads/${LEAD_ID}/status`)
    expect(init?.method).toBe('PATCH')
    expect(headerOf(init, 'idempotency-key')).toBe(mutation.id)
    expect(JSON.parse(init?.body as string)).toEqual({ id: mutation.id, status: 'contacted', baseVersion: 2 })
  })

  it('end to end: an entry the server refuses needs attention; the others are delivered and the queue moves on', async () => {
    const stored: string[] = []
    const fetchImpl = fetchOf((_url, init) => {
      const { entries } = JSON.parse(init.body as string) as { entries: LeadSubmission[] }
      // A server that refuses a whole batch for one bad entry (say, text it cannot store).
      if (entries.some((e) => (e.payload as { client_email: string }).client_email.startsWith('bad'))) {
        return jsonResponse(400, {
          error: {
            code: 'validation_failed',
            message: 'Invalid text',
            fields: { 'payload.client_email': 'Invalid text' },
          },
        })
      }
      stored.push(...entries.map((e) => e.id))
      return jsonResponse(200, { results: entries.map((e) => ({ id: e.id, outcome: 'ok', status: 'new' })) })
    })
    const { db, outbox } = setup({ transport: createHttpTransport({ fetch: fetchImpl }) })
    const before = await outbox.enqueue('newsletter', newsletter('first@example.ca'))
    const bad = await outbox.enqueue('newsletter', newsletter('bad@example.ca'))
    const after = await outbox.enqueue('newsletter', newsletter('after@example.ca'))
    expect(await outbox.flush()).toMatchObject({ sent: 2, rejected: 1, retried: 0 })
    expect(stored.sort()).toEqual([before, after].sort())
    expect((await outbox.needsAttention()).map((e) => e.id)).toEqual([bad])
    expect((await db.outbox.get(bad))?.lastError).toMatchObject({ fields: { 'payload.client_email': 'Invalid text' } })
    const later = await outbox.enqueue('newsletter', newsletter('later@example.ca'))
    await outbox.flush()
    expect(stored).toContain(later)
    expect(await outbox.counts()).toMatchObject({ pending: 0, rejected: 1, sent: 3 })
  })

  it("end to end: a staff change waiting for its session (401) does not hold back visitors' submissions", async () => {
    const unauthorized = fetchOf(() => jsonResponse(401, { error: { code: 'unauthorized', message: 'Sign in' } }))
    const publicFetch = fetchOf((_url, init) => {
      const { entries } = JSON.parse(init.body as string) as { entries: LeadSubmission[] }
      return jsonResponse(200, { results: entries.map((e) => ({ id: e.id, outcome: 'ok' })) })
    })
    const { db, outbox, clock } = setup({
      transport: createHttpTransport({ fetch: publicFetch, authedFetch: unauthorized }),
    })
    const change = await outbox.enqueue('lead-status', { leadId: LEAD_ID, status: 'contacted', baseVersion: 1 })
    clock.t += 1
    const lead = await outbox.enqueue('newsletter', newsletter())
    await outbox.flush()
    expect(await db.outbox.get(lead)).toMatchObject({ status: 'sent' })
    expect(await db.outbox.get(change)).toMatchObject({ status: 'retry', attempts: 1, lastError: { code: 'http_401' } })
    const next = await outbox.enqueue('newsletter', newsletter('next@example.ca'))
    await outbox.flush()
    expect(await db.outbox.get(next)).toMatchObject({ status: 'sent' })
  })

  it('parses Retry-After in seconds and as a date', () => {
    expect(parseRetryAfter('120', 0)).toBe(120_000)
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:00 GMT', Date.parse('Wed, 21 Oct 2015 07:27:00 GMT'))).toBe(60_000)
    expect(parseRetryAfter('soon', 0)).toBeUndefined()
    expect(parseRetryAfter(null, 0)).toBeUndefined()
  })
})
