/**
 * Offline replay chaos: the REAL outbox
 * engine (app/offline/outbox.ts, on fake-indexeddb) sends to the REAL worker through a fetch
 * wrapper that injects faults: responses lost after the server committed, 5xx and 429 before
 * or after committing, timeouts past the engine's limit, captive-portal pages, network errors,
 * two engines ("tabs") flushing one database with and without Web Locks, and "reloads" that
 * drop an engine mid-flush (its database connection dies, its in-flight request may or may
 * not have reached the server) and start a new one on the same database.
 *
 * At the end every submission's row exists exactly once, every status change was applied
 * exactly once, and every outbox entry ended `sent`.
 */

import { eq, inArray, like, sql } from 'drizzle-orm'
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { withAccessToken } from '#app/lib/api-client.ts'
import { type DeviceDb, type OutboxEntry, openDeviceDb } from '#app/offline/db.ts'
import { createHttpTransport, createOutbox, type LockManagerLike, type Outbox } from '#app/offline/outbox.ts'
import { DEMO_IDS } from '#scripts/seed-data.ts'
import type { LeadKind } from '#shared/schemas/leads.ts'
import { leads, syncMutations } from '#worker/db/schema/index.ts'
import { TEST_CLIENT_IP_HEADER } from '#worker/middleware/rate-limit.ts'
import { type SignedIn, signInAs } from './auth-helpers'
import { baseUrl, call, testDb } from './helpers'
import { postInit, submissionOf, validPayload } from './leads-fixtures'

const { db, client } = testDb()
afterAll(() => client.close())
// If the test fails (a timeout included), how far it got: the figures to read first.
afterAll(() => console.log(`[outbox-chaos] at the end: ${JSON.stringify(stats)} queued=${queuedSoFar}/${QUEUE_TOTAL}`))

// ---------------------------------------------------------------------------------------
// Knobs
// ---------------------------------------------------------------------------------------

const SEED = 0x0c4a05
const FAULT_TARGET = 1_000
const SUBMISSIONS_PER_DEVICE = 100
const STATUS_CHANGES = 30
/** The engine's own limit around one send; "timeout" faults hang past it. */
const ENGINE_TIMEOUT_MS = 250
/** How long a hung request stays hung (well past the engine's limit), then it fails. */
const HANG_MS = 1_000
/** Virtual time between rounds: beyond the longest backoff (5 min) and stale-send limit (2 min). */
const ROUND_ADVANCE_MS = 6 * 60_000
const RELOAD_PROBABILITY = 0.04

/** mulberry32: the same seed gives the same fault sequence. */
function prng(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
const random = prng(SEED)

// ---------------------------------------------------------------------------------------
// Fault injection
// ---------------------------------------------------------------------------------------

const FAULTS = [
  ['lost-after-commit', 24],
  ['5xx-after-commit', 8],
  ['timeout-after-commit', 7],
  ['5xx-before', 15],
  ['429-before', 5],
  ['timeout-before', 7],
  ['network-before', 22],
  ['captive-portal-before', 12],
] as const
type Fault = (typeof FAULTS)[number][0]
const FAULT_WEIGHT_TOTAL = FAULTS.reduce((n, [, w]) => n + w, 0)

function pickFault(): Fault {
  let r = random() * FAULT_WEIGHT_TOTAL
  for (const [fault, weight] of FAULTS) {
    r -= weight
    if (r < 0) return fault
  }
  return 'network-before'
}

const stats = {
  requests: 0,
  faults: 0,
  byFault: Object.fromEntries(FAULTS.map(([f]) => [f, 0])) as Record<Fault, number>,
  reloads: 0,
  lockSkips: 0,
  rounds: 0,
  deadResponses: 0,
  /** Real answers that took longer than the engine waits (the engine had already given up). */
  slowAnswers: 0,
}
let faultsActive = true
/** Settles once the fault target is reached and faults stop (`faultsActive` turns false). */
let stopFaults: () => void = () => undefined
const faultsOver = new Promise<void>((resolve) => {
  stopFaults = resolve
})
/** Submissions and status changes queued so far, across devices (paces faults, see faultChance). */
let queuedSoFar = 0
const QUEUE_TOTAL = SUBMISSIONS_PER_DEVICE * 3 + STATUS_CHANGES

/**
 * Faults keep pace with the queue: while the fault count is behind the share of entries
 * queued so far, every request fails (nothing can get through, so the queue never drains
 * early and the target is always reached); when ahead, 60 % fail.
 */
function faultChance(): number {
  if (!faultsActive) return 0
  return stats.faults / FAULT_TARGET < queuedSoFar / QUEUE_TOTAL ? 1 : 0.6
}

/** Resolves never for a while, then fails (a request that hangs past the engine's limit). */
function hang(signal: AbortSignal | null | undefined): Promise<never> {
  return new Promise((_, reject) => {
    const timer = setTimeout(() => reject(new TypeError('hung request gave up')), HANG_MS)
    signal?.addEventListener('abort', () => {
      clearTimeout(timer)
      reject(new DOMException('The operation was aborted', 'AbortError'))
    })
  })
}

let ipCounter = 0
/** Each request comes from its own made-up address, as if from many visitors (per-IP limits). */
function nextIp() {
  ipCounter += 1
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`
}

type EngineHandle = { alive: boolean }

/** fetch for one engine: forwards to the worker, injecting faults while `faultsActive`. */
function faultyFetch(engine: EngineHandle): typeof fetch {
  return async (input, init) => {
    stats.requests++
    const headers = new Headers(init?.headers)
    headers.set('Origin', new URL(baseUrl()).origin)
    headers.set(TEST_CLIENT_IP_HEADER, nextIp())
    const forward = () => fetch(input, { ...init, headers })
    const deliver = (response: Response | Promise<Response>) => {
      // A dropped engine ("closed tab") never sees its response.
      if (!engine.alive) {
        stats.deadResponses++
        return hang(init?.signal)
      }
      return response
    }
    const fault = random() < faultChance() ? pickFault() : null
    if (fault) {
      stats.faults++
      stats.byFault[fault]++
      if (stats.faults >= FAULT_TARGET) {
        faultsActive = false
        stopFaults()
      }
    }
    switch (fault) {
      case null: {
        const sentAt = Date.now()
        const response = await forward()
        if (Date.now() - sentAt > ENGINE_TIMEOUT_MS) stats.slowAnswers++
        const body = await response.arrayBuffer()
        return deliver(new Response(body, { status: response.status, headers: response.headers }))
      }
      case 'lost-after-commit': {
        const response = await forward()
        await response.arrayBuffer()
        throw new TypeError('fetch failed: connection reset after the request was sent')
      }
      case '5xx-after-commit': {
        const response = await forward()
        await response.arrayBuffer()
        return new Response('{"error":{"code":"internal","message":"Bad gateway"}}', { status: 502 })
      }
      case 'timeout-after-commit': {
        const response = await forward()
        await response.arrayBuffer()
        return hang(init?.signal)
      }
      case '5xx-before':
        return new Response('{"error":{"code":"unavailable","message":"Try later"}}', {
          status: random() < 0.5 ? 500 : 503,
          headers: { 'content-type': 'application/json' },
        })
      case '429-before':
        return new Response('{"error":{"code":"rate_limited","message":"Slow down"}}', {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': '2' },
        })
      case 'timeout-before':
        return hang(init?.signal)
      case 'network-before':
        throw new TypeError('fetch failed: network is unreachable')
      case 'captive-portal-before':
        return new Response('<html><body>Sign in to the airport Wi-Fi</body></html>', {
          status: 200,
          headers: { 'content-type': 'text/html' },
        })
    }
  }
}

// ---------------------------------------------------------------------------------------
// Devices, tabs and locks
// ---------------------------------------------------------------------------------------

/** Web Locks as one browser profile shares them across tabs (exclusive, ifAvailable). */
class SharedLocks implements LockManagerLike {
  private held = new Set<string>()
  async request<T>(
    name: string,
    options: { ifAvailable?: boolean },
    callback: (lock: unknown) => Promise<T>,
  ): Promise<T> {
    if (this.held.has(name)) {
      if (options.ifAvailable) return callback(null)
      throw new Error('blocking lock requests are not used by the engine')
    }
    this.held.add(name)
    try {
      return await callback({ name })
    } finally {
      this.held.delete(name)
    }
  }
}

type Tab = { handle: EngineHandle; db: DeviceDb; outbox: Outbox }

type Device = {
  name: string
  factory: IDBFactory
  locks: SharedLocks | null
  clock: { now: number }
  tabs: Tab[]
  auth: SignedIn | null
  quota: number
  enqueued: string[]
  mutations: { id: string; leadId: string; status: string }[]
}

const DB_NAME = 'brokerage-device'

async function openTab(device: Device): Promise<Tab> {
  const deviceDb = await openDeviceDb({ name: DB_NAME, indexedDB: device.factory, IDBKeyRange })
  if (!deviceDb) throw new Error('fake-indexeddb did not open')
  const handle: EngineHandle = { alive: true }
  const auth = device.auth
  const outbox = createOutbox({
    db: deviceDb,
    transport: createHttpTransport({
      baseUrl: `${baseUrl()}/api`,
      fetch: faultyFetch(handle),
      // The agent's token as the app's session would give it (no refresh in this test).
      authedFetch: withAccessToken(
        () =>
          auth ? { getAccessToken: async () => auth.accessToken, refreshAfterUnauthorized: async () => null } : null,
        faultyFetch(handle),
      ),
      timeoutMs: 10_000,
    }),
    locks: device.locks,
    now: () => device.clock.now,
    random,
    isOnline: () => true,
    storage: null,
    autoFlush: false,
    sendTimeoutMs: ENGINE_TIMEOUT_MS,
    log: () => undefined,
  })
  return { handle, db: deviceDb, outbox }
}

/** A closed tab: its requests never answer, its database connection is gone for good. */
function killTab(tab: Tab) {
  tab.handle.alive = false
  tab.db.close()
  tab.db.open = (() => Promise.reject(new Error('the tab was closed'))) as unknown as DeviceDb['open']
}

const KINDS: LeadKind[] = [
  'quote',
  'chat',
  'contact',
  'become-broker',
  'newsletter',
  'application',
  'affordability-copy',
]
const RUN = Date.now().toString(36)
const EMAIL_DOMAIN = `chaos-${RUN}.example`

/** A valid payload of a random kind with an email on this run's domain. */
function chaosPayload(n: number): { kind: LeadKind; payload: unknown } {
  const kind = KINDS[Math.floor(random() * KINDS.length)] as LeadKind
  const agentId = random() < 0.5 ? DEMO_IDS.agents.sarah : null
  const payload = validPayload(kind, { agentId }) as Record<string, unknown>
  payload.client_email = `chaos.${n}@${EMAIL_DOMAIN}`
  return { kind, payload }
}

async function pendingCount(device: Device): Promise<number> {
  const tab = device.tabs[0] as Tab
  return tab.db.outbox.where('status').anyOf(['pending', 'retry', 'sending', 'rejected', 'conflict']).count()
}

async function enqueueOne(device: Device, n: number) {
  const tab = device.tabs[Math.floor(random() * device.tabs.length)] as Tab
  const nextMutation = device.mutations.find((m) => !m.id)
  const submissionsLeft = device.enqueued.length < device.quota
  // A device with an agent signed in interleaves status changes with submissions.
  if (nextMutation && (!submissionsLeft || random() < 0.3)) {
    const status = nextMutation.status as 'contacted' | 'application' | 'funded'
    nextMutation.id = await tab.outbox.enqueue('lead-status', { leadId: nextMutation.leadId, status, baseVersion: 1 })
    queuedSoFar++
    return
  }
  if (!submissionsLeft) return
  const { kind, payload } = chaosPayload(n)
  device.enqueued.push(await tab.outbox.enqueue(kind, payload as never))
  queuedSoFar++
}

function quotaLeft(device: Device) {
  return device.enqueued.length < device.quota || device.mutations.some((m) => !m.id)
}

/** One round on a device: maybe enqueue, maybe reload a tab mid-flush, then every tab flushes at once. */
async function round(device: Device, counter: { n: number }) {
  device.clock.now += ROUND_ADVANCE_MS
  const behind = stats.faults / FAULT_TARGET < queuedSoFar / QUEUE_TOTAL
  if (quotaLeft(device) && (!faultsActive || !behind || (await pendingCount(device)) === 0)) {
    await enqueueOne(device, counter.n++)
  }

  if (random() < RELOAD_PROBABILITY) {
    // Reload mid-flush: start a flush, let it get a request out, drop the tab, open a new one.
    const index = Math.floor(random() * device.tabs.length)
    const old = device.tabs[index] as Tab
    const flushing = old.outbox.flush().catch(() => undefined)
    await new Promise((resolve) => setTimeout(resolve, Math.floor(random() * 30)))
    killTab(old)
    stats.reloads++
    device.tabs[index] = await openTab(device)
    void flushing
  }

  const reports = await Promise.all(device.tabs.map((tab) => tab.outbox.flush()))
  for (const report of reports) if (report.skipped === 'locked') stats.lockSkips++
}

async function allSent(device: Device): Promise<boolean> {
  return !quotaLeft(device) && (await pendingCount(device)) === 0
}

// ---------------------------------------------------------------------------------------
// The test
// ---------------------------------------------------------------------------------------

describe('outbox chaos: the real engine against the real worker', () => {
  let agent: SignedIn
  const statusTargets: { leadId: string; status: string }[] = []

  beforeAll(async () => {
    agent = await signInAs('agent')
    // Leads of the demo agent for the queued status changes (one change each, from version 1).
    const subs = Array.from({ length: STATUS_CHANGES }, () =>
      submissionOf('quote', validPayload('quote', { agentId: DEMO_IDS.agents.sarah })),
    )
    const res = await call('/api/leads/batch', postInit({ entries: subs }, new URL(baseUrl()).origin))
    expect(res.status).toBe(200)
    const statuses = ['contacted', 'application', 'funded'] as const
    for (const [i, s] of subs.entries()) statusTargets.push({ leadId: s.id, status: statuses[i % 3] as string })
  })

  it(`${SUBMISSIONS_PER_DEVICE * 3} submissions and ${STATUS_CHANGES} status changes through ${FAULT_TARGET} injected faults land exactly once`, async () => {
    const started = Date.now()
    const devices: Device[] = [
      // Two tabs sharing Web Locks, an agent signed in (status changes ride along).
      {
        name: 'locks+agent',
        factory: new IDBFactory(),
        locks: new SharedLocks(),
        auth: agent,
        mutations: statusTargets.map((t) => ({ ...t, id: '' })),
      },
      // Two tabs and no Web Locks (older Safari): atomic claims and stale-send recovery only.
      { name: 'no-locks', factory: new IDBFactory(), locks: null, auth: null, mutations: [] },
      // Two tabs with locks, public visitor.
      { name: 'locks', factory: new IDBFactory(), locks: new SharedLocks(), auth: null, mutations: [] },
    ].map((d) => ({ ...d, clock: { now: Date.now() }, tabs: [], quota: SUBMISSIONS_PER_DEVICE, enqueued: [] }))
    for (const device of devices) device.tabs.push(await openTab(device), await openTab(device))

    const counter = { n: 0 }
    // A line every 20 s while it runs: where a slow run spends its time (the health probe says
    // whether the worker and the database still answer).
    const timed = async (probe: () => Promise<string>) => {
      const probeStarted = Date.now()
      const outcome = await probe().catch((error: unknown) => String(error))
      return `${outcome} in ${Date.now() - probeStarted} ms`
    }
    const heartbeat = setInterval(() => {
      void Promise.all([
        timed(() => call('/api/health').then((res) => String(res.status))),
        // A statement that takes sqld's write lock and changes nothing: do writes still go through?
        timed(() => client.execute('update leads set status = status where 0').then(() => 'ok')),
      ]).then(([health, write]) =>
        console.log(
          `[outbox-chaos] after ${((Date.now() - started) / 1000).toFixed(0)} s: requests=${stats.requests} faults=${stats.faults} ` +
            `rounds=${stats.rounds} slowAnswers=${stats.slowAnswers} queued=${queuedSoFar}/${QUEUE_TOTAL} health=${health} write=${write}`,
        ),
      )
    }, 20_000)
    onTestFinished(() => clearInterval(heartbeat))
    await Promise.all(
      devices.map(async (device) => {
        for (let i = 0; i < 5_000; i++) {
          stats.rounds++
          await round(device, counter)
          if (await allSent(device)) {
            // Done here; others may still be collecting faults: wait for those to stop, no spinning.
            await faultsOver
            return
          }
        }
        throw new Error(`device ${device.name} did not finish`)
      }),
    )

    // Faults stopped only after the target was reached.
    expect(stats.faults).toBeGreaterThanOrEqual(FAULT_TARGET)

    // Every outbox entry on every device ended sent (read through a fresh connection).
    const outcomes: Record<string, number> = {}
    for (const device of devices) {
      const fresh = await openDeviceDb({ name: DB_NAME, indexedDB: device.factory, IDBKeyRange })
      const entries: OutboxEntry[] = (await fresh?.outbox.toArray()) ?? []
      fresh?.close()
      expect(entries.filter((e) => e.status !== 'sent').map((e) => [e.kind, e.status, e.lastError])).toEqual([])
      expect(entries.length).toBe(device.quota + device.mutations.length)
      for (const e of entries) outcomes[e.outcome ?? '?'] = (outcomes[e.outcome ?? '?'] ?? 0) + 1
    }
    // Replays really happened: some entries were answered as duplicates.
    expect(outcomes.duplicate ?? 0).toBeGreaterThan(0)

    // Exactly one row per submission, and no row that is not one of them.
    const ids = devices.flatMap((d) => d.enqueued)
    expect(new Set(ids).size).toBe(SUBMISSIONS_PER_DEVICE * 3)
    const rows = await db.select({ id: leads.id }).from(leads).where(inArray(leads.id, ids))
    expect(rows.length).toBe(ids.length)
    const [onDomain] = await db
      .select({ n: sql<number>`count(*)` })
      .from(leads)
      .where(like(leads.clientEmail, `%@${EMAIL_DOMAIN}`))
    expect(Number(onDomain?.n)).toBe(ids.length)

    // Each status change applied exactly once: version 1 → 2, one mutation record each.
    for (const target of statusTargets) {
      const [row] = await db
        .select({ status: leads.status, version: leads.version })
        .from(leads)
        .where(eq(leads.id, target.leadId))
      expect(row).toEqual({ status: target.status, version: 2 })
    }
    const mutationIds = (devices[0] as Device).mutations.map((m) => m.id)
    const stored = await db
      .select({ id: syncMutations.id })
      .from(syncMutations)
      .where(inArray(syncMutations.id, mutationIds))
    expect(stored.length).toBe(STATUS_CHANGES)

    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    console.log(
      `[outbox-chaos] seed=${SEED} submissions=${ids.length} statusChanges=${STATUS_CHANGES} requests=${stats.requests} ` +
        `faults=${stats.faults} ${JSON.stringify(stats.byFault)} reloads=${stats.reloads} lockSkips=${stats.lockSkips} ` +
        `deadResponses=${stats.deadResponses} rounds=${stats.rounds} outcomes=${JSON.stringify(outcomes)} in ${seconds}s`,
    )
  }, 150_000)
})
