import { uuidv7 } from 'uuidv7'
import { createApiClient, isTransientStatus, readApiError, segment } from '#app/lib/api-client.ts'
import { withDb } from '#app/lib/with-db.ts'
import type {
  PublicSubmission,
  SubmissionKind,
  SubmissionPayload,
  SubmissionPayloadInput,
} from '#shared/compliance/submissions.ts'
import { isComplianceKind } from '#shared/constants/compliance.ts'
import { LEAD_BATCH_MAX } from '#shared/constants/leads.ts'
import type { LeadDealChange } from '#shared/leads/deal.ts'
import type { LeadContactChange } from '#shared/leads/lead-contact.ts'
import type { LeadNoteChange, LeadTaskChange } from '#shared/leads/lead-work.ts'
import type { ApiErrorDetail } from '#shared/schemas/errors.ts'
import type { LeadBatchResponse, LeadKind, LeadStatusChange } from '#shared/schemas/leads.ts'
import type { MarkReadInput } from '#shared/schemas/staff-notifications.ts'
import {
  type CachedLead,
  type CalculatorScenario,
  type ChatMessage,
  type ChatSession,
  type DeviceDb,
  isLeadMutationKind,
  type OutboxEntry,
  type OutboxKind,
  outboxScopeOf,
  SYNC_META_KEYS,
} from './db'

/**
 * The outbox: every offline-capable write goes to IndexedDB first, in the same
 * transaction as its local record, and is sent later, exactly once from the server's point
 * of view (the device-generated id is the idempotency key). Framework-free; every
 * dependency is injected. See docs/decisions/007-offline-outbox.md.
 */

// ---------------------------------------------------------------------------------------
// Payload typing and validation
// ---------------------------------------------------------------------------------------

type LeadChangePayload<K extends OutboxKind> = K extends 'lead-deal'
  ? LeadDealChange
  : K extends 'lead-note'
    ? LeadNoteChange
    : K extends 'lead-task'
      ? LeadTaskChange
      : K extends 'inbox-read'
        ? MarkReadInput
        : K extends 'lead-contact'
          ? LeadContactChange
          : LeadStatusChange
export type OutboxPayloadInput<K extends OutboxKind> = K extends SubmissionKind
  ? SubmissionPayloadInput<K>
  : LeadChangePayload<K>
export type OutboxPayload<K extends OutboxKind> = K extends SubmissionKind ? SubmissionPayload<K> : LeadChangePayload<K>

/**
 * The lead contracts (zod), loaded when the outbox first checks a payload or reads the server's
 * answer: starting the outbox on a page (its flush scheduler, the status pill's counts) builds no
 * schema (docs/decisions/090-first-load-long-tasks.md).
 */
const leadSchemas = () => import('#shared/schemas/leads.ts')

/** Validates a payload for its kind and returns the parsed (normalised) value; rejects with a zod error (`$ZodError`). */
export async function validateOutboxPayload<K extends OutboxKind>(
  kind: K,
  payload: unknown,
): Promise<OutboxPayload<K>> {
  if (kind === 'lead-deal') {
    const { leadDealChangeSchema } = await import('#shared/leads/lead-changes.ts')
    return leadDealChangeSchema.parse(payload) as OutboxPayload<K>
  }
  if (kind === 'lead-note' || kind === 'lead-task') {
    const { leadNoteChangeSchema, leadTaskChangeSchema } = await import('#shared/leads/lead-changes.ts')
    return (kind === 'lead-note' ? leadNoteChangeSchema : leadTaskChangeSchema).parse(payload) as OutboxPayload<K>
  }
  if (kind === 'lead-contact') {
    const { leadContactChangeSchema } = await import('#shared/leads/lead-changes.ts')
    return leadContactChangeSchema.parse(payload) as OutboxPayload<K>
  }
  if (kind === 'inbox-read') {
    const { markReadSchema } = await import('#shared/schemas/staff-notifications.ts')
    return markReadSchema.parse(payload) as OutboxPayload<K>
  }
  if (isComplianceKind(kind)) {
    const { compliancePayloadSchemas } = await import('#shared/compliance/cases.ts')
    return compliancePayloadSchemas[kind].parse(payload) as OutboxPayload<K>
  }
  const { leadPayloadSchemas, leadStatusChangeSchema } = await leadSchemas()
  if (kind === 'lead-status') return leadStatusChangeSchema.parse(payload) as OutboxPayload<K>
  const schema = leadPayloadSchemas[kind as LeadKind]
  if (!schema) throw new TypeError(`Unknown outbox kind: ${String(kind)}`)
  return schema.parse(payload) as OutboxPayload<K>
}

// ---------------------------------------------------------------------------------------
// Transport contract
// ---------------------------------------------------------------------------------------

/** A queued lead status change as sent: `id` is the mutation's idempotency key. */
export interface LeadStatusMutation extends LeadStatusChange {
  id: string
}

/** A queued change of a lead's deal as sent (the display-only lender name stays on the device). */
export interface LeadDealMutation extends Omit<LeadDealChange, 'lenderName'> {
  id: string
}

/**
 * A queued note or task, or notifications marked read, as sent: `id` is the mutation's
 * idempotency key (marking read is idempotent in itself).
 */
export type LeadWorkMutation =
  | ({ kind: 'lead-note'; id: string } & LeadNoteChange)
  | ({ kind: 'lead-task'; id: string } & LeadTaskChange)
  | ({ kind: 'lead-contact'; id: string } & LeadContactChange)
  | { kind: 'inbox-read'; id: string; read: MarkReadInput }

type LeadWorkChange = LeadNoteChange | LeadTaskChange | LeadContactChange

export type MutationResult =
  | { outcome: 'ok' | 'duplicate'; status?: string; row?: unknown }
  | { outcome: 'rejected'; error: ApiErrorDetail }
  | { outcome: 'conflict'; current: unknown; error?: ApiErrorDetail }

/**
 * Sends outbox entries. Attaches auth at send time (entries never store tokens).
 * Resolve with per-entry outcomes; THROW for anything transient (network, timeout, 5xx,
 * 429): the engine then retries with backoff and never drops the entry.
 */
export interface OutboxTransport {
  sendBatch(entries: PublicSubmission[]): Promise<LeadBatchResponse>
  sendMutation(mutation: LeadStatusMutation): Promise<MutationResult>
  sendDealMutation(mutation: LeadDealMutation): Promise<MutationResult>
  sendWorkMutation(mutation: LeadWorkMutation): Promise<MutationResult>
}

/** A transient transport failure; `retryAfterMs` comes from a Retry-After header. */
export class RetryableTransportError extends Error {
  override name = 'RetryableTransportError'
  readonly status: number | undefined
  readonly retryAfterMs: number | undefined
  /** No answer within the time allowed (the request may still have reached the server). */
  readonly timedOut: boolean
  constructor(
    message: string,
    options: { status?: number; retryAfterMs?: number; timedOut?: boolean; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause })
    this.status = options.status
    this.retryAfterMs = options.retryAfterMs
    this.timedOut = options.timedOut ?? false
  }
}

// ---------------------------------------------------------------------------------------
// Backoff
// ---------------------------------------------------------------------------------------

export const BACKOFF_BASE_MS = 1_000
export const BACKOFF_MAX_MS = 5 * 60_000

/**
 * Jittered exponential backoff after the n-th failed attempt (n ≥ 1): a random delay in
 * [ceiling/2, ceiling] with ceiling = min(5 min, 1 s · 2^n), and never under 1 s. So
 * attempt 1 waits 1–2 s, attempt 2 waits 2–4 s, … and from attempt 9 on 2.5–5 min.
 */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const n = Math.max(1, Math.floor(attempts))
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** n)
  const floor = Math.max(BACKOFF_BASE_MS, ceiling / 2)
  const r = Math.min(1, Math.max(0, random()))
  return Math.round(floor + r * (ceiling - floor))
}

// ---------------------------------------------------------------------------------------
// Reads shared with the UI hook
// ---------------------------------------------------------------------------------------

export interface OutboxCounts {
  /** Waiting to be sent, including entries waiting for a retry. */
  pending: number
  sending: number
  /** Needing attention: rejected by the server, or a status-change conflict. */
  rejected: number
  /** Of `rejected`, the conflicts. */
  conflict: number
  sent: number
}

export async function readOutboxCounts(db: DeviceDb): Promise<OutboxCounts> {
  return db.transaction('r', db.outbox, async () => {
    const count = (status: OutboxEntry['status']) => db.outbox.where('status').equals(status).count()
    const [pending, retry, sending, rejected, conflict, sent] = await Promise.all([
      count('pending'),
      count('retry'),
      count('sending'),
      count('rejected'),
      count('conflict'),
      count('sent'),
    ])
    return { pending: pending + retry, sending, rejected: rejected + conflict, conflict, sent }
  })
}

/** Last time the server answered a flush (epoch ms), or null. */
export async function readLastSyncAt(db: DeviceDb): Promise<number | null> {
  const row = await db.syncMeta.get(SYNC_META_KEYS.lastSyncAt)
  return typeof row?.value === 'number' ? row.value : null
}

// ---------------------------------------------------------------------------------------
// Engine
// ---------------------------------------------------------------------------------------

/** The part of `navigator.locks` the engine uses. */
export interface LockManagerLike {
  request<T>(name: string, options: { ifAvailable?: boolean }, callback: (lock: unknown) => Promise<T>): Promise<T>
}

/** The part of `navigator.storage` the engine uses. */
export interface StorageManagerLike {
  persist?: () => Promise<boolean>
  persisted?: () => Promise<boolean>
}

export interface OutboxDeps {
  db: DeviceDb
  transport: OutboxTransport
  /** Web Locks; default `navigator.locks` when present. Pass null to disable. */
  locks?: LockManagerLike | null
  now?: () => number
  random?: () => number
  /** Called after any change to the queue. */
  onChange?: () => void
  /** Default `navigator.onLine` (true when unknown). */
  isOnline?: () => boolean
  /** Default `navigator.storage`. Pass null to disable persist(). */
  storage?: StorageManagerLike | null
  /** Flush right after each enqueue/edit (default true). */
  autoFlush?: boolean
  /** Engine-side timeout around one transport call (default 30 s). */
  sendTimeoutMs?: number
  /** Without Web Locks, a 'sending' entry older than this is considered abandoned (default 2 min). */
  staleSendingMs?: number
  /** Sent entries are pruned after this long (default 7 days). */
  sentRetentionMs?: number
  /** Diagnostics; receives no payloads. Default console.warn. */
  log?: (message: string, error?: unknown) => void
  /**
   * Where a lead is sent from (the page, the visit's campaign parameters): added to every lead
   * submission's `metadata.context` when it is queued, unless the form gave one.
   */
  leadContext?: () => Record<string, string> | undefined
}

/** A local record written in the same transaction as the outbox entry. */
export type CompanionRecord =
  | { table: 'leadsCache'; row: CachedLead }
  | { table: 'chatSessions'; row: ChatSession }
  | { table: 'chatMessages'; row: ChatMessage }
  | { table: 'calculatorScenarios'; row: CalculatorScenario }

export interface EnqueueOptions {
  /** The companion record, or a function of the new entry's id that builds it. */
  record?: CompanionRecord | ((id: string) => CompanionRecord)
  /** The form's bot-trap field, passed through untouched (lead kinds only). */
  honeypot?: string
}

export interface FlushReport {
  skipped?: 'offline' | 'locked'
  sent: number
  rejected: number
  conflicts: number
  retried: number
  /** An unexpected failure (entries left 'sending' are recovered by the next flush). */
  error?: unknown
}

export type OutboxEvent = 'enqueued' | 'changed' | 'flushed'

export interface SchedulerWindow {
  addEventListener(type: string, listener: (event: Event) => void): void
  removeEventListener(type: string, listener: (event: Event) => void): void
  setTimeout(handler: () => void, timeout: number): unknown
  clearTimeout(id: unknown): void
  navigator?: { serviceWorker?: ServiceWorkerContainerLike }
}
export interface SchedulerDocument {
  addEventListener(type: string, listener: (event: Event) => void): void
  removeEventListener(type: string, listener: (event: Event) => void): void
  readonly visibilityState: string
}
export interface ServiceWorkerContainerLike {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  ready?: Promise<{ sync?: { register(tag: string): Promise<void> } }>
}

/** Message the service worker posts to its clients from its `sync` event; also the sync tag. */
export const FLUSH_OUTBOX_MESSAGE = 'flush-outbox'
export const OUTBOX_LOCK_NAME = 'outbox'
/** Shortest timer between scheduled flushes. */
export const MIN_TIMER_MS = 1_000

export interface Outbox {
  enqueue<K extends OutboxKind>(kind: K, payload: OutboxPayloadInput<K>, options?: EnqueueOptions): Promise<string>
  flush(): Promise<FlushReport>
  scheduleFlushes(env: { window: SchedulerWindow; document: SchedulerDocument }): () => void
  /**
   * Re-validates a rejected (or conflicting) entry's new payload and queues it again; resolves
   * with the id it is queued under (a new one for a lead whose id the server holds for other
   * details, see `editRejected` below).
   */
  editRejected(id: string, payload: unknown): Promise<string>
  /** Deletes an entry that is not being sent; false when absent or in flight. */
  discard(id: string): Promise<boolean>
  counts(): Promise<OutboxCounts>
  lastSyncAt(): Promise<number | null>
  /** Rejected and conflicting entries, oldest first (the "needs attention" list). */
  needsAttention(): Promise<OutboxEntry[]>
  /** Earliest nextAttemptAt among queued entries, or null when nothing is queued. */
  nextAttemptAt(): Promise<number | null>
  subscribe(listener: (event: OutboxEvent) => void): () => void
}

const QUEUED: OutboxEntry['status'][] = ['pending', 'retry']
const NEEDS_ATTENTION: OutboxEntry['status'][] = ['rejected', 'conflict']
const MAX_ROUNDS_PER_FLUSH = 1_000
const FAILED_FLUSH_PAUSE_MS = 30_000

function emptyReport(): FlushReport {
  return { sent: 0, rejected: 0, conflicts: 0, retried: 0 }
}

function describeError(error: unknown): ApiErrorDetail {
  if (error instanceof RetryableTransportError) {
    return { code: error.status ? `http_${error.status}` : 'network', message: error.message.slice(0, 300) }
  }
  const name = error instanceof Error ? error.name : 'Error'
  const message = error instanceof Error ? error.message : String(error)
  return { code: 'network', message: `${name}: ${message}`.slice(0, 300) }
}

function defaultLocks(): LockManagerLike | null {
  const nav = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator
  return nav?.locks ?? null
}

function defaultStorage(): StorageManagerLike | null {
  const nav = (globalThis as { navigator?: { storage?: StorageManagerLike } }).navigator
  return nav?.storage ?? null
}

function defaultIsOnline(): boolean {
  const nav = (globalThis as { navigator?: { onLine?: boolean } }).navigator
  return nav?.onLine ?? true
}

export function createOutbox(deps: OutboxDeps): Outbox {
  const { db, transport } = deps
  const locks = deps.locks === undefined ? defaultLocks() : deps.locks
  const storage = deps.storage === undefined ? defaultStorage() : deps.storage
  const now = deps.now ?? Date.now
  const random = deps.random ?? Math.random
  const isOnline = deps.isOnline ?? defaultIsOnline
  const autoFlush = deps.autoFlush ?? true
  const sendTimeoutMs = deps.sendTimeoutMs ?? 30_000
  // Leads per batch: halved after a batch gets no answer in time, doubled back after each
  // answered one. A link (or a server) too slow to answer a full batch within the timeout would
  // otherwise time out on the same full batch forever; smaller batches always get through.
  let batchLimit = LEAD_BATCH_MAX
  const staleSendingMs = deps.staleSendingMs ?? 2 * 60_000
  const sentRetentionMs = deps.sentRetentionMs ?? 7 * 24 * 60 * 60_000
  const log = deps.log ?? ((message: string, error?: unknown) => console.warn(`[outbox] ${message}`, error))

  const listeners = new Set<(event: OutboxEvent) => void>()
  let persistRequested = false
  let running: Promise<FlushReport> | null = null
  let rerun = false
  /** After a transport failure, timer-driven flushes wait at least until this time. */
  let backoffUntil = 0

  function emit(event: OutboxEvent) {
    if (event !== 'flushed') {
      try {
        deps.onChange?.()
      } catch (error) {
        log('onChange failed', error)
      }
    }
    for (const listener of listeners) {
      try {
        listener(event)
      } catch (error) {
        log('listener failed', error)
      }
    }
  }

  async function requestPersistOnce() {
    if (persistRequested) return
    persistRequested = true
    if (!storage?.persist) return
    try {
      if (storage.persisted && (await storage.persisted())) return
      await storage.persist()
    } catch (error) {
      log('storage.persist() failed', error)
    }
  }

  // ---- enqueue / edit / discard ------------------------------------------------------

  function withLeadContext(kind: OutboxKind, payload: unknown): unknown {
    if (isLeadMutationKind(kind) || !deps.leadContext || typeof payload !== 'object' || payload === null) return payload
    const metadata = (payload as { metadata?: unknown }).metadata
    if (typeof metadata !== 'object' || metadata === null || 'context' in metadata) return payload
    const context = deps.leadContext()
    if (!context || Object.keys(context).length === 0) return payload
    return { ...payload, metadata: { ...metadata, context } }
  }

  async function enqueue<K extends OutboxKind>(
    kind: K,
    payload: OutboxPayloadInput<K>,
    options: EnqueueOptions = {},
  ): Promise<string> {
    const parsed = await validateOutboxPayload(kind, withLeadContext(kind, payload))
    const id = uuidv7()
    const t = now()
    const entry: OutboxEntry = {
      id,
      kind,
      scope: outboxScopeOf(kind),
      payload: parsed,
      status: 'pending',
      attempts: 0,
      createdAt: t,
      updatedAt: t,
      nextAttemptAt: t,
    }
    if (options.honeypot !== undefined && !isLeadMutationKind(kind)) entry.honeypot = options.honeypot
    const record = typeof options.record === 'function' ? options.record(id) : options.record

    await withDb(db, (d) => {
      const tables = record ? [d.outbox, d.table(record.table)] : [d.outbox]
      return d.transaction('rw', tables, async () => {
        await d.outbox.add(entry)
        if (record) await d.table(record.table).put(record.row)
      })
    })

    emit('enqueued')
    void requestPersistOnce()
    if (autoFlush) void flush()
    return id
  }

  async function editRejected(id: string, payload: unknown): Promise<string> {
    const existing = await withDb(db, (d) => d.outbox.get(id))
    if (!existing) throw new Error('Outbox entry not found')
    if (!NEEDS_ATTENTION.includes(existing.status)) throw new Error(`Outbox entry is ${existing.status}, not rejected`)
    const parsed = await validateOutboxPayload(existing.kind, payload)
    // A lead the server refused because its id already holds other details (a 409 `conflict`)
    // would be refused again under that id: the edited copy is a new submission with its own.
    const reissue = existing.kind !== 'lead-status' && existing.lastError?.code === 'conflict'
    const queuedId = reissue ? uuidv7() : id
    await withDb(db, (d) =>
      d.transaction('rw', d.outbox, async () => {
        const current = await d.outbox.get(id)
        if (!current || !NEEDS_ATTENTION.includes(current.status)) throw new Error('Outbox entry changed meanwhile')
        const t = now()
        const { lastError: _e, conflict: _c, sendingSince: _s, ...rest } = current
        if (reissue) await d.outbox.delete(id)
        await d.outbox.put({
          ...rest,
          id: queuedId,
          payload: parsed,
          status: 'pending',
          attempts: 0,
          nextAttemptAt: t,
          updatedAt: t,
        })
      }),
    )
    emit('changed')
    if (autoFlush) void flush()
    return queuedId
  }

  async function discard(id: string): Promise<boolean> {
    const removed = await withDb(db, (d) =>
      d.transaction('rw', d.outbox, async () => {
        const current = await d.outbox.get(id)
        if (!current || current.status === 'sending') return false
        await d.outbox.delete(id)
        return true
      }),
    )
    if (removed) emit('changed')
    return removed
  }

  // ---- flush ---------------------------------------------------------------------------

  function flush(): Promise<FlushReport> {
    if (running) {
      rerun = true
      return running
    }
    running = (async () => {
      const total = emptyReport()
      try {
        do {
          rerun = false
          const report = await flushOnce()
          total.sent += report.sent
          total.rejected += report.rejected
          total.conflicts += report.conflicts
          total.retried += report.retried
          if (report.skipped) total.skipped = report.skipped
          if (report.error !== undefined) total.error = report.error
          if (report.skipped || report.error !== undefined) break
        } while (rerun)
      } finally {
        running = null
      }
      // An unexpected failure (storage error, crash in a status update): timer-driven
      // flushes wait a while instead of spinning; explicit triggers still run at once.
      if (total.error !== undefined) backoffUntil = Math.max(backoffUntil, now() + FAILED_FLUSH_PAUSE_MS)
      emit('flushed')
      return total
    })()
    return running
  }

  async function flushOnce(): Promise<FlushReport> {
    if (!isOnline()) return { ...emptyReport(), skipped: 'offline' }
    try {
      if (!locks) return await drain(false)
      return await locks.request(OUTBOX_LOCK_NAME, { ifAvailable: true }, async (lock) =>
        lock ? drain(true) : { ...emptyReport(), skipped: 'locked' as const },
      )
    } catch (error) {
      log('flush failed', error)
      return { ...emptyReport(), error }
    }
  }

  /** Sends every due entry; runs in one tab at a time (under the lock when there is one). */
  async function drain(holdsLock: boolean): Promise<FlushReport> {
    const report = emptyReport()
    await recoverAbandoned(holdsLock)
    await pruneSent()
    for (let round = 0; round < MAX_ROUNDS_PER_FLUSH; round++) {
      if (!isOnline()) {
        report.skipped = 'offline'
        break
      }
      const due = await loadDue()
      if (due.length === 0) break
      const leads = due.filter((e) => !isLeadMutationKind(e.kind)).slice(0, batchLimit)
      const ok =
        leads.length > 0 ? await sendLeadBatch(leads, report) : await sendMutation(due[0] as OutboxEntry, report)
      // After a transient failure, stop: the network is likely down; the timer comes back.
      if (!ok) break
    }
    return report
  }

  /**
   * Entries left 'sending' by a crashed tab or a failed status update go back to the
   * queue; the server's dedupe makes the resend harmless. Under the lock nobody else can
   * be sending, so all of them are abandoned; without locks only old ones are.
   */
  async function recoverAbandoned(holdsLock: boolean) {
    const t = now()
    const recovered = await withDb(db, (d) =>
      d.transaction('rw', d.outbox, async () => {
        const stale = await d.outbox
          .where('status')
          .equals('sending')
          .filter((e) => holdsLock || (e.sendingSince ?? 0) <= t - staleSendingMs)
          .toArray()
        await d.outbox.bulkPut(
          stale.map(({ sendingSince: _s, ...e }) => ({
            ...e,
            status: 'pending' as const,
            nextAttemptAt: t,
            updatedAt: t,
          })),
        )
        return stale.length
      }),
    )
    if (recovered > 0) emit('changed')
  }

  async function pruneSent() {
    const cutoff = now() - sentRetentionMs
    await withDb(db, (d) =>
      d.outbox
        .where('status')
        .equals('sent')
        .filter((e) => (e.sentAt ?? e.updatedAt) < cutoff)
        .delete(),
    )
  }

  async function loadDue(): Promise<OutboxEntry[]> {
    const t = now()
    return withDb(db, (d) =>
      d.outbox
        .where('status')
        .anyOf(QUEUED)
        .filter((e) => e.nextAttemptAt <= t)
        .sortBy('createdAt'),
    )
  }

  /** Atomically moves still-due entries to 'sending'; returns the ones this flush owns. */
  async function claim(entries: OutboxEntry[]): Promise<OutboxEntry[]> {
    const t = now()
    const claimed = await withDb(db, (d) =>
      d.transaction('rw', d.outbox, async () => {
        const current = await d.outbox.bulkGet(entries.map((e) => e.id))
        const mine = current
          .filter((e): e is OutboxEntry => !!e && QUEUED.includes(e.status) && e.nextAttemptAt <= t)
          .map((e) => ({ ...e, status: 'sending' as const, sendingSince: t, updatedAt: t }))
        await d.outbox.bulkPut(mine)
        return mine
      }),
    )
    if (claimed.length > 0) emit('changed')
    return claimed
  }

  /**
   * Applies outcomes to entries this flush still owns (status 'sending'); an entry deleted
   * meanwhile (sign-out) is not resurrected. Updates lastSyncAt in the same transaction.
   */
  async function settle(ids: string[], update: (entry: OutboxEntry, t: number) => OutboxEntry, touchSync: boolean) {
    const t = now()
    await withDb(db, (d) =>
      d.transaction('rw', d.outbox, d.syncMeta, async () => {
        const current = await d.outbox.bulkGet(ids)
        const updated = current
          .filter((e): e is OutboxEntry => !!e && e.status === 'sending')
          .map((e) => {
            const { sendingSince: _s, ...rest } = e
            return update(rest, t)
          })
        await d.outbox.bulkPut(updated)
        if (touchSync) await d.syncMeta.put({ key: SYNC_META_KEYS.lastSyncAt, value: t, updatedAt: t })
      }),
    )
    emit('changed')
  }

  function retryUpdate(error: unknown) {
    const retryAfter = error instanceof RetryableTransportError ? error.retryAfterMs : undefined
    const lastError = describeError(error)
    return (entry: OutboxEntry, t: number): OutboxEntry => {
      const attempts = entry.attempts + 1
      let delay = backoffDelay(attempts, random)
      if (retryAfter !== undefined && retryAfter > delay) delay = Math.min(retryAfter, BACKOFF_MAX_MS)
      backoffUntil = Math.max(backoffUntil, t + delay)
      return { ...entry, status: 'retry', attempts, nextAttemptAt: t + delay, updatedAt: t, lastError }
    }
  }

  function toSubmission(entry: OutboxEntry): PublicSubmission {
    const submission = { id: entry.id, kind: entry.kind, payload: entry.payload } as PublicSubmission
    if (entry.honeypot !== undefined) submission.honeypot = entry.honeypot
    return submission
  }

  async function callTransport<T>(send: () => Promise<T>): Promise<T> {
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new RetryableTransportError('Timed out', { timedOut: true })), sendTimeoutMs)
    })
    try {
      return await Promise.race([send(), timeout])
    } finally {
      clearTimeout(timer)
    }
  }

  async function sendLeadBatch(entries: OutboxEntry[], report: FlushReport): Promise<boolean> {
    const claimed = await claim(entries)
    if (claimed.length === 0) return true
    const ids = claimed.map((e) => e.id)
    let response: LeadBatchResponse
    try {
      response = await callTransport(() => transport.sendBatch(claimed.map(toSubmission)))
    } catch (error) {
      if (error instanceof RetryableTransportError && error.timedOut)
        batchLimit = Math.max(1, Math.floor(claimed.length / 2))
      await settle(ids, retryUpdate(error), false)
      report.retried += ids.length
      return false
    }
    batchLimit = Math.min(LEAD_BATCH_MAX, batchLimit * 2)
    const results = new Map(response.results.map((r) => [r.id, r]))
    // An entry the server did not answer for is retried.
    const missing = retryUpdate(new RetryableTransportError('No result for this entry'))
    let answered = true
    await settle(
      ids,
      (entry, t) => {
        const result = results.get(entry.id)
        if (!result) {
          report.retried++
          answered = false
          return missing(entry, t)
        }
        if (result.outcome === 'rejected') {
          report.rejected++
          return {
            ...entry,
            status: 'rejected',
            updatedAt: t,
            lastError: result.error ?? { code: 'rejected', message: 'Rejected by the server' },
          }
        }
        report.sent++
        const { lastError: _e, ...rest } = entry
        const sent: OutboxEntry = { ...rest, status: 'sent', outcome: result.outcome, sentAt: t, updatedAt: t }
        if (result.status !== undefined) sent.serverStatus = result.status
        if (result.partner !== undefined) sent.partner = result.partner
        if (result.alreadySubscribed) sent.alreadySubscribed = true
        return sent
      },
      true,
    )
    return answered
  }

  async function sendMutation(entry: OutboxEntry, report: FlushReport): Promise<boolean> {
    const [claimed] = await claim([entry])
    if (!claimed) return true
    let result: MutationResult
    try {
      result = await callTransport(() => {
        // A note, a task or a contact attempt goes as queued (its strict schema allows no other
        // field), with its kind and idempotency key.
        if (claimed.kind === 'lead-note' || claimed.kind === 'lead-task' || claimed.kind === 'lead-contact')
          return transport.sendWorkMutation({
            kind: claimed.kind,
            id: claimed.id,
            ...(claimed.payload as LeadWorkChange),
          } as LeadWorkMutation)
        if (claimed.kind === 'inbox-read')
          return transport.sendWorkMutation({
            kind: 'inbox-read',
            id: claimed.id,
            read: claimed.payload as MarkReadInput,
          })
        if (claimed.kind === 'lead-deal') {
          // The lender's name is shown on the device only.
          const { lenderName: _shownOnly, ...change } = claimed.payload as LeadDealChange
          return transport.sendDealMutation({ id: claimed.id, ...change })
        }
        return transport.sendMutation({ id: claimed.id, ...(claimed.payload as LeadStatusChange) })
      })
    } catch (error) {
      await settle([claimed.id], retryUpdate(error), false)
      report.retried++
      return false
    }
    await settle(
      [claimed.id],
      (e, t) => {
        switch (result.outcome) {
          case 'conflict':
            report.conflicts++
            return {
              ...e,
              status: 'conflict',
              updatedAt: t,
              conflict: { current: result.current },
              lastError: result.error ?? { code: 'conflict', message: 'This lead was changed elsewhere' },
            }
          case 'rejected':
            report.rejected++
            return { ...e, status: 'rejected', updatedAt: t, lastError: result.error }
          default: {
            report.sent++
            const { lastError: _e, ...rest } = e
            const sent: OutboxEntry = { ...rest, status: 'sent', outcome: result.outcome, sentAt: t, updatedAt: t }
            if (result.status !== undefined) sent.serverStatus = result.status
            return sent
          }
        }
      },
      true,
    )
    return true
  }

  // ---- reads -------------------------------------------------------------------------

  function counts() {
    return withDb(db, readOutboxCounts)
  }

  function lastSyncAt() {
    return withDb(db, readLastSyncAt)
  }

  function needsAttention() {
    return withDb(db, (d) => d.outbox.where('status').anyOf(NEEDS_ATTENTION).sortBy('createdAt'))
  }

  async function nextAttemptAt(): Promise<number | null> {
    const queued = await withDb(db, (d) => d.outbox.where('status').anyOf(QUEUED).toArray())
    if (queued.length === 0) return null
    return Math.min(...queued.map((e) => e.nextAttemptAt))
  }

  function subscribe(listener: (event: OutboxEvent) => void) {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  }

  // ---- scheduling ----------------------------------------------------------------------

  function scheduleFlushes(env: { window: SchedulerWindow; document: SchedulerDocument }): () => void {
    const { window: win, document: doc } = env
    const serviceWorker = win.navigator?.serviceWorker
    let disposed = false
    let timer: unknown
    let generation = 0

    const clearTimer = () => {
      if (timer !== undefined) win.clearTimeout(timer)
      timer = undefined
    }
    const run = () => {
      if (disposed) return
      clearTimer()
      void flush()
    }
    const reschedule = async () => {
      const mine = ++generation
      clearTimer()
      if (disposed || !isOnline()) return // the 'online' event brings us back
      let due: number | null
      try {
        due = await nextAttemptAt()
      } catch (error) {
        log('could not read the queue', error)
        return
      }
      if (disposed || mine !== generation || due === null) return
      const delay = Math.min(BACKOFF_MAX_MS, Math.max(MIN_TIMER_MS, Math.max(due, backoffUntil) - now()))
      clearTimer()
      timer = win.setTimeout(run, delay)
    }
    const registerBackgroundSync = () => {
      // Chromium only; a bonus on top of the page-driven flushes.
      serviceWorker?.ready
        ?.then((registration) => registration.sync?.register(FLUSH_OUTBOX_MESSAGE))
        .catch(() => undefined)
    }

    const onOnline = () => run()
    const onVisibility = () => {
      if (doc.visibilityState === 'visible') run()
    }
    const onMessage = (event: MessageEvent) => {
      const data: unknown = event.data
      if (
        data === FLUSH_OUTBOX_MESSAGE ||
        (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === FLUSH_OUTBOX_MESSAGE)
      ) {
        run()
      }
    }
    const unsubscribe = subscribe((event) => {
      if (event === 'flushed') void reschedule()
      else if (event === 'enqueued') {
        registerBackgroundSync()
        if (!autoFlush) run()
      }
    })

    win.addEventListener('online', onOnline)
    doc.addEventListener('visibilitychange', onVisibility)
    serviceWorker?.addEventListener('message', onMessage)
    run()

    return () => {
      disposed = true
      clearTimer()
      unsubscribe()
      win.removeEventListener('online', onOnline)
      doc.removeEventListener('visibilitychange', onVisibility)
      serviceWorker?.removeEventListener('message', onMessage)
    }
  }

  return {
    enqueue,
    flush,
    scheduleFlushes,
    editRejected,
    discard,
    counts,
    lastSyncAt,
    needsAttention,
    nextAttemptAt,
    subscribe,
  }
}

// ---------------------------------------------------------------------------------------
// HTTP transport
// ---------------------------------------------------------------------------------------

export interface HttpTransportOptions {
  /** The fetch submissions go out with (public routes); default the global fetch. */
  fetch?: typeof fetch
  /**
   * The fetch staff changes go out with: signed in, the token attached at send time and
   * refreshed once on a 401 (the app passes `authedFetch` of app/lib/api-client.ts).
   * Default: `fetch` without a token.
   */
  authedFetch?: typeof fetch
  /** API root; default '/api'. */
  baseUrl?: string
  /** Per-request timeout (default 15 s). */
  timeoutMs?: number
  now?: () => number
}

/** Retry-After in seconds or as an HTTP date, in ms from now. */
export function parseRetryAfter(value: string | null, nowMs: number): number | undefined {
  if (!value) return undefined
  const trimmed = value.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000
  const at = Date.parse(trimmed)
  return Number.isNaN(at) ? undefined : Math.max(0, at - nowMs)
}

async function readJson(response: { json(): Promise<unknown> }): Promise<unknown> {
  try {
    return await response.json()
  } catch {
    return undefined
  }
}

type SentResponse = { ok: boolean; status: number; statusText: string; headers: Headers; json(): Promise<unknown> }

/**
 * The outbox's transport over the app's typed client (app/lib/api-client.ts). What it
 * throws (retried) and what it resolves (settled) is the rule of docs/decisions/007 and
 * 024: network trouble, timeouts, 5xx, 408 and 429 are transient; any other 4xx refuses
 * the entry for good (a staff change's 401 excepted: see `isTransientStatus`).
 */
export function createHttpTransport(options: HttpTransportOptions = {}): OutboxTransport {
  const timeoutMs = options.timeoutMs ?? 15_000
  const now = options.now ?? Date.now
  const publicApi = createApiClient({ fetch: options.fetch, baseUrl: options.baseUrl })
  const staffApi = createApiClient({ fetch: options.authedFetch ?? options.fetch, baseUrl: options.baseUrl })

  /** Sends with a timeout; throws RetryableTransportError for anything worth retrying. */
  async function request<R extends SentResponse>(
    send: (init: RequestInit) => Promise<R>,
    signedIn: boolean,
  ): Promise<R> {
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), timeoutMs)
    let response: R
    try {
      response = await send({ signal: controller.signal })
    } catch (error) {
      const timedOut = controller.signal.aborted
      throw new RetryableTransportError(timedOut ? 'Timed out' : 'Network error', { timedOut, cause: error })
    } finally {
      clearTimeout(timer)
    }
    if (isTransientStatus(response.status, { signedIn })) {
      throw new RetryableTransportError(`HTTP ${response.status}`, {
        status: response.status,
        retryAfterMs: parseRetryAfter(response.headers.get('retry-after'), now()),
      })
    }
    return response
  }

  async function sendBatch(entries: PublicSubmission[]): Promise<LeadBatchResponse> {
    // Loaded before sending: a failure here is a retry, not an answer lost after the server's.
    const { leadBatchResponseSchema } = await leadSchemas()
    const response = await request((init) => publicApi.leads.batch.$post({ json: { entries } }, { init }), false)
    if (response.ok) {
      const parsed = leadBatchResponseSchema.safeParse(await readJson(response))
      // A 2xx that is not our JSON (a captive portal's page) is transient.
      if (!parsed.success) throw new RetryableTransportError('Unexpected response', { status: response.status })
      return parsed.data
    }
    // Errors are thrown in the worker, so the client's type knows only the 200.
    const status: number = response.status
    if ((status === 413 || status === 400) && entries.length > 1) {
      // Too large together, or refused as a whole: send the halves, so only the entries at
      // fault are refused and the others are delivered.
      const middle = Math.ceil(entries.length / 2)
      const first = await sendBatch(entries.slice(0, middle))
      const second = await sendBatch(entries.slice(middle))
      return { results: [...first.results, ...second.results] }
    }
    const error = (await readApiError(response)).toDetail()
    return { results: entries.map((entry) => ({ id: entry.id, outcome: 'rejected' as const, error })) }
  }

  async function sendMutation(mutation: LeadStatusMutation): Promise<MutationResult> {
    const { id, leadId, status, lostReason, lostNote, baseVersion } = mutation
    const response = await request(
      (init) =>
        staffApi.leads[':id'].status.$patch(
          { param: { id: segment(leadId) }, json: { id, status, lostReason, lostNote, baseVersion } },
          { headers: { 'Idempotency-Key': id }, init },
        ),
      true,
    )
    return mutationResult(response)
  }

  async function sendDealMutation(mutation: LeadDealMutation): Promise<MutationResult> {
    const { id, leadId, deal, baseVersion } = mutation
    const response = await request(
      (init) =>
        staffApi.leads[':id'].deal.$patch(
          { param: { id: segment(leadId) }, json: { id, deal, baseVersion } },
          { headers: { 'Idempotency-Key': id }, init },
        ),
      true,
    )
    return mutationResult(response)
  }

  async function sendWorkMutation(mutation: LeadWorkMutation): Promise<MutationResult> {
    const { id } = mutation
    const init = { headers: { 'Idempotency-Key': id } }
    if (mutation.kind === 'inbox-read') {
      const read = mutation.read
      const response = await request(
        (requestInit) => staffApi['staff-notifications'].read.$post({ json: read }, { ...init, init: requestInit }),
        true,
      )
      return mutationResult(response)
    }
    const { leadId } = mutation
    const response = await request(
      (requestInit) =>
        mutation.kind === 'lead-contact'
          ? staffApi.leads[':id'].contacts.$post(
              { param: { id: segment(leadId) }, json: { id, channel: mutation.channel } },
              { ...init, init: requestInit },
            )
          : mutation.kind === 'lead-note'
            ? staffApi.leads[':id'].notes.$post(
                { param: { id: segment(leadId) }, json: { id, note: mutation.note } },
                { ...init, init: requestInit },
              )
            : staffApi.leads[':id'].tasks.$post(
                { param: { id: segment(leadId) }, json: { id, action: mutation.action } },
                { ...init, init: requestInit },
              ),
      true,
    )
    return mutationResult(response)
  }

  /** A lead change's answer: ok or duplicate, the 409's current row, or the refusal. */
  async function mutationResult(response: SentResponse): Promise<MutationResult> {
    if (response.ok) {
      const body = await readJson(response)
      if (typeof body !== 'object' || body === null) {
        throw new RetryableTransportError('Unexpected response', { status: response.status })
      }
      const { outcome, status: serverStatus, row } = body as { outcome?: unknown; status?: unknown; row?: unknown }
      const result: MutationResult = { outcome: outcome === 'duplicate' ? 'duplicate' : 'ok', row }
      if (typeof serverStatus === 'string') result.status = serverStatus
      return result
    }
    const failure = await readApiError(response)
    if (failure.status === 409) {
      const body = failure.body
      const current = typeof body === 'object' && body !== null ? (body as { current?: unknown }).current : undefined
      return { outcome: 'conflict', current: current ?? null, error: failure.toDetail() }
    }
    return { outcome: 'rejected', error: failure.toDetail() }
  }

  return { sendBatch, sendMutation, sendDealMutation, sendWorkMutation }
}
