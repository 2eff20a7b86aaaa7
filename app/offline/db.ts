import { Dexie, type DexieOptions, type Table } from 'dexie'
import { withDb } from '#app/lib/with-db.ts'
import type { SubmissionKind } from '#shared/compliance/submissions.ts'
import type { PartnerOutcome } from '#shared/constants/public-forms.ts'
import type { ApiErrorDetail } from '#shared/schemas/errors.ts'

/**
 * The one IndexedDB database of the PWA (docs/decisions/007-offline-outbox.md).
 *
 * Cached server data (`data: unknown`) is stored as received; readers parse it with the
 * shared zod schema before use, because a row may have been written by an older version
 * of the app.
 */

export const DEVICE_DB_NAME = 'brokerage-device'

// ---------------------------------------------------------------------------------------
// Row types
// ---------------------------------------------------------------------------------------

/** Public rates as last fetched, one snapshot per query key ('all' or a province code). */
export interface RatesSnapshot {
  key: string
  rows: unknown[]
  /** The rates' own day (`YYYY-MM-DD`), shown as "as of". */
  ratesDate: string | null
  /** When this device fetched them (epoch ms). */
  fetchedAt: number
}

/** A cached public entity (lender, service, testimonial, …). */
export interface CachedRow {
  id: string
  data: unknown
  fetchedAt: number
  /** Lists sharing a table (app/data/device-cache.ts `scope`); not indexed. */
  scope?: string
  /** Position in the list as the server ordered it; not indexed. */
  position?: number
}
export interface CachedLender extends CachedRow {
  displayOrder: number
}
export interface CachedAgent extends CachedRow {
  slug: string | null
}
export interface CachedBlogPost extends CachedRow {
  slug: string
  publishedAt: string | null
}

/** A saved calculator scenario; kind 'last' is the single "last inputs" row per calculator. */
export interface CalculatorScenario {
  /** uuidv7 for named scenarios, `last:<calculator>` for the last-inputs row. */
  id: string
  calculator: string
  kind: 'named' | 'last'
  name: string | null
  inputs: unknown
  createdAt: number
  updatedAt: number
}

export interface ChatSession {
  id: string
  createdAt: number
  updatedAt: number
  /** Set once a lead was queued from this conversation. */
  leadId?: string | null
  /** What the assistant knows of the conversation (amounts, rates…, the last computation); not indexed. */
  dialogue?: unknown
}

export interface ChatMessage {
  id: string
  sessionId: string
  role: 'user' | 'assistant'
  content: string
  createdAt: number
  /** The link under an assistant answer (a calculator prefilled, /rates, /contact); not indexed. */
  link?: { label: string; to: string; search: Record<string, string | number | boolean>; href: string } | null
}

/** One of the signed-in agent's own leads (personal data: cleared on sign-out). */
export interface CachedLead {
  id: string
  data: unknown
  status: string
  version: number
  createdAt: number
  updatedAt: number
}

export interface SyncMetaRow {
  key: string
  value: unknown
  updatedAt: number
}

/**
 * Kinds of outbox entries: public submissions (leads, complaints, privacy requests) plus the
 * staff's own changes (a lead's status, deal, notes, tasks and contact attempts; notifications
 * read).
 */
export type OutboxKind = SubmissionKind | LeadMutationKind
export type LeadMutationKind = 'lead-status' | 'lead-deal' | 'lead-note' | 'lead-task' | 'lead-contact' | 'inbox-read'
export type OutboxScope = 'public' | 'agent'

/**
 * pending  – waiting to be sent (due at nextAttemptAt)
 * sending  – claimed by a flush; a stale one is sent again (the server dedupes)
 * retry    – a transient failure; due again at nextAttemptAt (jittered backoff), never dropped
 * sent     – the server answered ok or duplicate
 * rejected – the server refused it (4xx); kept and shown until edited or discarded
 * conflict – a status change hit a newer version (409); the server's row is kept
 */
export type OutboxStatus = 'pending' | 'sending' | 'retry' | 'sent' | 'rejected' | 'conflict'

export interface OutboxEntry {
  /** Device-generated UUIDv7: the idempotency key on the server. */
  id: string
  kind: OutboxKind
  /** 'agent' entries carry auth-scoped personal data and are cleared on sign-out (since v2). */
  scope: OutboxScope
  /** The validated payload. Never a token: the transport attaches auth when sending. */
  payload: unknown
  honeypot?: string
  status: OutboxStatus
  attempts: number
  createdAt: number
  updatedAt: number
  nextAttemptAt: number
  sendingSince?: number
  sentAt?: number
  outcome?: 'ok' | 'duplicate'
  /** The server's status of the created row (`new`). */
  serverStatus?: string
  /** Contact leads: the partner network's submission as the server reported it. */
  partner?: PartnerOutcome
  /** Newsletter leads: the address was on the list already (no second subscription was made). */
  alreadySubscribed?: true
  lastError?: ApiErrorDetail
  /** For 'conflict': the server's current row. */
  conflict?: { current: unknown }
}

// ---------------------------------------------------------------------------------------
// Schema versions
// ---------------------------------------------------------------------------------------

/** Version 1 stores. Kept verbatim: a released version's schema is never edited. */
export const DEVICE_DB_V1_STORES = {
  rates: 'key, fetchedAt',
  lenders: 'id, displayOrder',
  agents: 'id, slug',
  services: 'id',
  blogList: 'id, slug, publishedAt',
  testimonials: 'id',
  calculatorScenarios: 'id, calculator, [calculator+kind], updatedAt',
  chatSessions: 'id, updatedAt',
  chatMessages: 'id, sessionId, [sessionId+createdAt]',
  outbox: 'id, status, kind, createdAt, nextAttemptAt',
  leadsCache: 'id, status, updatedAt',
  syncMeta: 'key',
} as const

/** Version 2: outbox entries get a `scope` (indexed) so sign-out can clear agent entries. */
export const DEVICE_DB_V2_STORES = {
  outbox: 'id, status, kind, scope, createdAt, nextAttemptAt',
} as const

export const AGENT_OUTBOX_KINDS: readonly LeadMutationKind[] = [
  'lead-status',
  'lead-deal',
  'lead-note',
  'lead-task',
  'lead-contact',
  'inbox-read',
]

/** The agent's changes to a lead, sent one by one, oldest first (not in a submissions batch). */
export function isLeadMutationKind(kind: OutboxKind): kind is LeadMutationKind {
  return (AGENT_OUTBOX_KINDS as readonly OutboxKind[]).includes(kind)
}

export function outboxScopeOf(kind: OutboxKind): OutboxScope {
  return isLeadMutationKind(kind) ? 'agent' : 'public'
}

/** syncMeta keys. Everything under AGENT_SYNC_PREFIX is personal and cleared on sign-out. */
export const AGENT_SYNC_PREFIX = 'agent:'
export const SYNC_META_KEYS = {
  /** Last time the server answered an outbox flush (epoch ms). */
  lastSyncAt: 'outbox:lastSyncAt',
  /** Delta cursor of the agent's leads (`GET …?since=`). */
  agentLeadsCursor: `${AGENT_SYNC_PREFIX}leads:cursor`,
  agentLeadsSyncedAt: `${AGENT_SYNC_PREFIX}leads:syncedAt`,
} as const

export class DeviceDb extends Dexie {
  declare rates: Table<RatesSnapshot, string>
  declare lenders: Table<CachedLender, string>
  declare agents: Table<CachedAgent, string>
  declare services: Table<CachedRow, string>
  declare blogList: Table<CachedBlogPost, string>
  declare testimonials: Table<CachedRow, string>
  declare calculatorScenarios: Table<CalculatorScenario, string>
  declare chatSessions: Table<ChatSession, string>
  declare chatMessages: Table<ChatMessage, string>
  declare outbox: Table<OutboxEntry, string>
  declare leadsCache: Table<CachedLead, string>
  declare syncMeta: Table<SyncMetaRow, string>

  constructor(name: string = DEVICE_DB_NAME, options?: DexieOptions) {
    super(name, options)
    this.version(1).stores(DEVICE_DB_V1_STORES)
    this.version(2)
      .stores(DEVICE_DB_V2_STORES)
      .upgrade(async (tx) => {
        await tx
          .table<OutboxEntry, string>('outbox')
          .toCollection()
          .modify((entry) => {
            entry.scope = outboxScopeOf(entry.kind)
          })
      })
  }
}

// ---------------------------------------------------------------------------------------
// Opening, reconnecting, clearing
// ---------------------------------------------------------------------------------------

export interface OpenDeviceDbOptions {
  name?: string
  /** Defaults to the global indexedDB (tests pass a factory). */
  indexedDB?: IDBFactory
  IDBKeyRange?: typeof IDBKeyRange
  /** Called with the reason when IndexedDB cannot be used (to show the online-only notice). */
  onUnavailable?: (error: unknown) => void
  /** Awaited between setting up the schema and opening (the app yields a task there: decision 090). */
  beforeOpen?: () => Promise<void>
}

function globalIndexedDb(): IDBFactory | undefined {
  try {
    // Reading the property itself throws (SecurityError) in some sandboxed or
    // storage-blocked contexts.
    return globalThis.indexedDB ?? undefined
  } catch {
    return undefined
  }
}

/**
 * Opens the device database, or returns null when IndexedDB is unusable (private
 * browsing, blocked storage, a newer version open in another tab): callers then work
 * online-only and show a notice.
 */
export async function openDeviceDb(options: OpenDeviceDbOptions = {}): Promise<DeviceDb | null> {
  const factory = options.indexedDB ?? globalIndexedDb()
  const keyRange = options.IDBKeyRange ?? (globalThis as { IDBKeyRange?: typeof IDBKeyRange }).IDBKeyRange
  if (!factory || !keyRange) {
    options.onUnavailable?.(new Error('IndexedDB is not available'))
    return null
  }
  let db: DeviceDb | undefined
  try {
    db = new DeviceDb(options.name ?? DEVICE_DB_NAME, { indexedDB: factory, IDBKeyRange: keyRange })
    await options.beforeOpen?.()
    await db.open()
    return db
  } catch (error) {
    try {
      db?.close()
    } catch {
      // already unusable
    }
    options.onUnavailable?.(error)
    return null
  }
}

/**
 * Sign-out: removes the agent's cached leads, queued agent mutations and agent sync
 * cursors, in one transaction. Public data (rates, calculators, chat, visitor lead
 * submissions) stays. Callers warn first when agent mutations are still unsent
 * (see countUnsentAgentEntries).
 */
export async function clearPersonalData(db: DeviceDb): Promise<void> {
  await withDb(db, (d) =>
    d.transaction('rw', d.leadsCache, d.outbox, d.syncMeta, async () => {
      await d.leadsCache.clear()
      await d.outbox.where('scope').equals('agent').delete()
      await d.syncMeta.where('key').startsWith(AGENT_SYNC_PREFIX).delete()
    }),
  )
}

/** Agent entries not yet accepted by the server (to warn before signing out). */
export async function countUnsentAgentEntries(db: DeviceDb): Promise<number> {
  return withDb(db, (d) =>
    d.outbox
      .where('scope')
      .equals('agent')
      .filter((e) => e.status !== 'sent')
      .count(),
  )
}
