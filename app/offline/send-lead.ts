// Sends a lead the way every public form must (docs/decisions/007-offline-outbox.md): into the
// device outbox first, then waits briefly for the server so the visitor hears "submitted" or
// "failed" while the form is still open. Offline, the entry stays queued and a watcher
// announces the delivery later. Without IndexedDB (private browsing) it posts once online.

import { uuidv7 } from 'uuidv7'
import { createApiClient, isTransientStatus, readApiError } from '#app/lib/api-client.ts'
import type { PublicSubmission, SubmissionKind, SubmissionPayloadInput } from '#shared/compliance/submissions.ts'
import { isComplianceKind } from '#shared/constants/compliance.ts'
import { PARTNER_OUTCOMES, type PartnerOutcome } from '#shared/constants/public-forms.ts'
import { toFieldErrors } from '#shared/schemas/errors.ts'
import { type LeadKind, leadPayloadSchemas } from '#shared/schemas/leads.ts'
import type { OfflineClient } from './client'

export type LeadSendOutcome =
  /**
   * The server stored it (or already had it). `alreadySubscribed`: a newsletter sign-up for an
   * address already on the list (nothing new was stored).
   */
  | { status: 'sent'; partner?: PartnerOutcome; alreadySubscribed?: true }
  /** Saved to be sent when the connection is back; `notices` fire on delivery. */
  | { status: 'queued'; onDevice: boolean }
  /** The server refused it: its reason, per field where it gave one. */
  | { status: 'rejected'; message: string; fields: Record<string, string> }
  /** The payload does not pass the shared schema (nothing was saved). */
  | { status: 'invalid'; fields: Record<string, string> }

/** What to tell the visitor about a queued lead, once its fate is known. */
export interface LeadNotices {
  delivered(info?: { alreadySubscribed?: true }): void
  failed(reason: string): void
}

interface EventSource {
  addEventListener(type: string, listener: () => void): void
  removeEventListener(type: string, listener: () => void): void
}

export interface LeadSenderDeps {
  getClient: () => Promise<OfflineClient | null>
  /** What the no-IndexedDB path posts with (default the global fetch). */
  fetch?: typeof fetch
  isOnline?: () => boolean
  /** Where 'online' events come from (default window). */
  events?: EventSource | null
  /** How long the form waits for the server before saying "saved, will be sent" (default 8 s). */
  waitMs?: number
  /** Re-check interval for watched entries and direct retries (default 15 s). */
  recheckMs?: number
  /** Default '/api'. */
  apiBase?: string
}

export type SendLead = <K extends SubmissionKind>(
  kind: K,
  payload: SubmissionPayloadInput<K>,
  notices: LeadNotices,
) => Promise<LeadSendOutcome>

function zodFields(error: unknown): Record<string, string> | null {
  if (
    typeof error !== 'object' ||
    error === null ||
    !('issues' in error) ||
    !Array.isArray((error as { issues: unknown }).issues)
  )
    return null
  return toFieldErrors(error as Parameters<typeof toFieldErrors>[0])
}

/** A delivered lead's outcome, with what the server said of it. */
function sentOutcome(r: {
  partner?: PartnerOutcome | undefined
  alreadySubscribed?: true | undefined
}): LeadSendOutcome {
  return {
    status: 'sent',
    ...(r.partner ? { partner: r.partner } : {}),
    ...(r.alreadySubscribed ? { alreadySubscribed: true as const } : {}),
  }
}

type PostResult =
  | { kind: 'ok'; partner?: PartnerOutcome; alreadySubscribed?: true }
  | { kind: 'rejected'; message: string; fields: Record<string, string> }
  | { kind: 'transient' }

export function createLeadSender(deps: LeadSenderDeps): SendLead {
  const api = createApiClient({ fetch: deps.fetch, baseUrl: deps.apiBase })
  const isOnline = deps.isOnline ?? (() => (typeof navigator === 'undefined' ? true : navigator.onLine !== false))
  const events = deps.events === undefined ? (typeof window === 'undefined' ? null : window) : deps.events
  const waitMs = deps.waitMs ?? 8_000
  const recheckMs = deps.recheckMs ?? 15_000

  // ---- entries queued in the outbox, watched until delivered or refused -----------------

  const watched = new Map<string, LeadNotices>()
  let stopWatching: (() => void) | null = null

  async function checkWatched(client: OfflineClient) {
    for (const [id, notices] of [...watched]) {
      const entry = await client.db.outbox.get(id)
      if (!entry) {
        watched.delete(id)
      } else if (entry.status === 'sent') {
        watched.delete(id)
        notices.delivered(entry.alreadySubscribed ? { alreadySubscribed: true } : undefined)
      } else if (entry.status === 'rejected') {
        watched.delete(id)
        notices.failed(entry.lastError?.message ?? 'The server refused it.')
        // Refused because its id already holds other details: sending it again cannot succeed,
        // so it leaves the queue once the visitor has been told.
        if (entry.lastError?.code === 'conflict') await client.outbox.discard(id)
      }
    }
    if (watched.size === 0) stopWatching?.()
  }

  function watch(client: OfflineClient, id: string, notices: LeadNotices) {
    watched.set(id, notices)
    if (stopWatching) return
    const check = () => void checkWatched(client).catch(() => undefined)
    const unsubscribe = client.outbox.subscribe(check)
    // The page drives flushes too, in case nothing else schedules them on this page.
    const onOnline = () => void client.outbox.flush().then(check, check)
    events?.addEventListener('online', onOnline)
    const timer = setInterval(check, recheckMs)
    stopWatching = () => {
      unsubscribe()
      events?.removeEventListener('online', onOnline)
      clearInterval(timer)
      stopWatching = null
    }
  }

  async function viaOutbox<K extends SubmissionKind>(
    client: OfflineClient,
    kind: K,
    payload: SubmissionPayloadInput<K>,
    notices: LeadNotices,
  ): Promise<LeadSendOutcome> {
    let wake: (() => void) | null = null
    const unsubscribe = client.outbox.subscribe(() => wake?.())
    try {
      let id: string
      try {
        id = await client.outbox.enqueue(kind, payload as never)
      } catch (error) {
        const fields = zodFields(error)
        if (fields) return { status: 'invalid', fields }
        throw error
      }
      const deadline = Date.now() + waitMs
      for (;;) {
        const entry = await client.db.outbox.get(id)
        if (entry?.status === 'sent') return sentOutcome(entry)
        if (entry?.status === 'rejected') {
          // The form is still open with the visitor's values: they fix and send again, so
          // the refused copy is not kept as a second "needs attention" item.
          await client.outbox.discard(id)
          return {
            status: 'rejected',
            message: entry.lastError?.message ?? 'The server refused it.',
            fields: entry.lastError?.fields ?? {},
          }
        }
        const remaining = deadline - Date.now()
        if (!isOnline() || entry?.status === 'retry' || remaining <= 0) {
          watch(client, id, notices)
          return { status: 'queued', onDevice: true }
        }
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.min(remaining, 250))
          wake = () => {
            clearTimeout(timer)
            resolve()
          }
        })
        wake = null
      }
    } finally {
      unsubscribe()
    }
  }

  // ---- no IndexedDB: POST /api/leads once online, kept in memory meanwhile ---------------

  /** The same rule as the outbox: transient failures wait, any other refusal is final. */
  async function postOnce(body: PublicSubmission): Promise<PostResult> {
    let response: Awaited<ReturnType<typeof api.leads.$post>>
    try {
      response = await api.leads.$post({ json: body })
    } catch {
      return { kind: 'transient' }
    }
    if (response.ok) {
      const body = (await response.json().catch(() => null)) as {
        partner?: unknown
        alreadySubscribed?: unknown
      } | null
      const partner = PARTNER_OUTCOMES.find((o) => o === body?.partner)
      return {
        kind: 'ok',
        ...(partner ? { partner } : {}),
        ...(body?.alreadySubscribed === true ? { alreadySubscribed: true as const } : {}),
      }
    }
    if (isTransientStatus(response.status)) return { kind: 'transient' }
    const error = await readApiError(response)
    return {
      kind: 'rejected',
      message: error.detail ? error.message : `The server refused it (HTTP ${response.status}).`,
      fields: error.fields,
    }
  }

  function retryWhenOnline(body: PublicSubmission, notices: LeadNotices) {
    let busy = false
    const attempt = async () => {
      if (busy || !isOnline()) return
      busy = true
      const result = await postOnce(body)
      busy = false
      if (result.kind === 'transient') return
      stop()
      if (result.kind === 'ok') notices.delivered(result.alreadySubscribed ? { alreadySubscribed: true } : undefined)
      else notices.failed(result.message)
    }
    const onOnline = () => void attempt()
    events?.addEventListener('online', onOnline)
    const timer = setInterval(onOnline, recheckMs)
    const stop = () => {
      events?.removeEventListener('online', onOnline)
      clearInterval(timer)
    }
  }

  async function direct<K extends SubmissionKind>(
    kind: K,
    payload: SubmissionPayloadInput<K>,
    notices: LeadNotices,
  ): Promise<LeadSendOutcome> {
    const schema = isComplianceKind(kind)
      ? (await import('#shared/compliance/cases.ts')).compliancePayloadSchemas[kind]
      : leadPayloadSchemas[kind as LeadKind]
    const parsed = schema.safeParse(payload)
    if (!parsed.success) return { status: 'invalid', fields: toFieldErrors(parsed.error) }
    const body = { id: uuidv7(), kind, payload: parsed.data } as PublicSubmission
    if (isOnline()) {
      const result = await postOnce(body)
      if (result.kind === 'ok') return sentOutcome(result)
      if (result.kind === 'rejected') return { status: 'rejected', message: result.message, fields: result.fields }
    }
    retryWhenOnline(body, notices)
    return { status: 'queued', onDevice: false }
  }

  return async (kind, payload, notices) => {
    const client = await deps.getClient().catch(() => null)
    return client ? viaOutbox(client, kind, payload, notices) : direct(kind, payload, notices)
  }
}

const appClient = () => import('./client').then((m) => m.getOfflineClient())

/** The app's sender: the device outbox (loaded on first use, so Dexie stays out of page chunks). */
export const sendLead: SendLead = createLeadSender({ getClient: appClient })

/**
 * Loads and opens the outbox ahead of a submit (call when a lead form opens): a visitor who
 * opened the form online can then submit after the connection dropped, even before the
 * service worker has cached everything.
 */
export function prepareSendLead(): void {
  void appClient().catch(() => undefined)
}
