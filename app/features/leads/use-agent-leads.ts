/**
 * The agent's leads tab state: the device cache (live across tabs), delta pulls on open,
 * on reconnect and after a status change reached the server, and status changes queued
 * through the outbox (applied on screen at once). Without IndexedDB (private browsing) the
 * list is fetched into memory and changes are sent directly.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { liveQuery } from 'dexie'
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { toaster } from '#app/components/ui/toaster.tsx'
import { agentLeadsKeys, changeLeadStatusDirect, fetchLeadChangesPage, type LostWhy } from '#app/data/agent-leads.ts'
import { saveLeadDealDirect } from '#app/data/lead-deal.ts'
import { addLeadNoteDirect, changeLeadTaskDirect, logContactDirect } from '#app/data/lead-work.ts'
import { getOfflineClient, type OfflineClient } from '#app/offline/client.ts'
import { type OutboxEntry, SYNC_META_KEYS } from '#app/offline/db.ts'
import type { OutboxPayloadInput } from '#app/offline/outbox.ts'
import type { LeadDeal } from '#shared/leads/deal.ts'
import type { ContactChannel } from '#shared/leads/lead-contact.ts'
import type { LeadTaskAction } from '#shared/leads/lead-work.ts'
import type { LeadStatus } from '#shared/schemas/leads.ts'
import { isLeadTombstone, leadChangesResponseSchema, type SyncedLead } from '#shared/schemas/sync.ts'
import { DEAL_SECTION_TEXTS } from './deal-texts'
import { AGENT_LEADS_OWNER_KEY, AGENT_LEADS_PAGE_SIZE, cachedLeadData, pullAgentLeads } from './lead-sync'
import { type AgentLeadView, buildLeadViews } from './lead-view'
import { LEAD_WORK_TEXTS } from './lead-work-texts'

export const LEAD_MESSAGES = {
  updated: 'Lead status updated!',
  failed: 'Failed to update lead status',
  fetchFailed: 'Failed to fetch leads',
  empty: 'No leads found',
  queuedTitle: 'Saved on this device',
  queuedBody: "Your change will be sent when you're back online.",
  conflictBody:
    'Someone changed this lead before your change arrived. Check its status and apply yours again if you still want it.',
} as const

function subscribeOnline(cb: () => void) {
  window.addEventListener('online', cb)
  window.addEventListener('offline', cb)
  return () => {
    window.removeEventListener('online', cb)
    window.removeEventListener('offline', cb)
  }
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  )
}

export type PullPhase = 'idle' | 'pulling' | 'error'

export interface AgentLeadsState {
  /** undefined while loading. */
  views: AgentLeadView[] | undefined
  online: boolean
  /** Whether leads are kept on this device (false in private browsing). */
  offlineCapable: boolean
  phase: PullPhase
  /** Last successful pull (epoch ms), or null. */
  syncedAt: number | null
  refresh: () => void
  /** A change of stage; to Lost, with why (`lost`). */
  setStatus: (view: AgentLeadView, status: LeadStatus, lost?: LostWhy) => Promise<void>
  reapply: (view: AgentLeadView) => Promise<void>
  dismiss: (view: AgentLeadView) => Promise<void>
  /** Queues (or, without IndexedDB, sends) the lead's deal; a direct refusal is thrown. */
  setDeal: (view: AgentLeadView, deal: LeadDeal, lenderName: string | null) => Promise<void>
  dismissDeal: (view: AgentLeadView) => Promise<void>
  /** Queues (or, without IndexedDB, sends) a note or a task change; a direct refusal is thrown. */
  addNote: (view: AgentLeadView, note: string) => Promise<void>
  changeTask: (view: AgentLeadView, action: LeadTaskAction) => Promise<void>
  /** Logs a quick action's contact attempt (queued like a note). */
  logContact: (view: AgentLeadView, channel: ContactChannel) => Promise<void>
  /** Drops a refused note or task change. */
  dismissWork: (entryId: string) => Promise<void>
}

const UNSENT: OutboxEntry['status'][] = ['pending', 'sending', 'retry']

type Snapshot = { leads: SyncedLead[]; entries: OutboxEntry[]; syncedAt: number | null }

export function useAgentLeads(userId: string): AgentLeadsState {
  const online = useOnline()
  const [client, setClient] = useState<OfflineClient | null | undefined>(undefined)
  const [snapshot, setSnapshot] = useState<Snapshot | undefined>(undefined)
  const [phase, setPhase] = useState<PullPhase>('idle')
  const pulling = useRef<Promise<void> | null>(null)
  /** Entries this screen queued, to toast their outcome. */
  const mine = useRef(new Set<string>())
  /** Last seen status of every lead-status entry, to notice transitions. */
  const seen = useRef<Map<string, OutboxEntry['status']> | null>(null)

  useEffect(() => {
    let alive = true
    getOfflineClient().then(
      (c) => alive && setClient(c),
      () => alive && setClient(null),
    )
    return () => {
      alive = false
    }
  }, [])

  const pull = useCallback(
    (announceFailure: boolean) => {
      if (!client || !navigator.onLine) return
      if (pulling.current) return
      setPhase('pulling')
      pulling.current = pullAgentLeads(client.db, { ownerId: userId, fetchPage: fetchLeadChangesPage })
        .then(
          () => setPhase('idle'),
          () => {
            setPhase('error')
            if (announceFailure) toaster.error({ title: LEAD_MESSAGES.fetchFailed })
          },
        )
        .finally(() => {
          pulling.current = null
        })
    },
    [client, userId],
  )

  // The live view of the device cache and the queued changes.
  useEffect(() => {
    if (!client) return
    const { db } = client
    const subscription = liveQuery(() =>
      db.transaction('r', db.leadsCache, db.outbox, db.syncMeta, async () => {
        const owner = await db.syncMeta.get(AGENT_LEADS_OWNER_KEY)
        // Rows of another user (not yet cleared by the next pull) are never shown.
        const rows = owner && owner.value !== userId ? [] : await db.leadsCache.toArray()
        const entries = await db.outbox
          .where('kind')
          .anyOf('lead-status', 'lead-deal', 'lead-note', 'lead-task', 'lead-contact')
          .toArray()
        const synced = await db.syncMeta.get(SYNC_META_KEYS.agentLeadsSyncedAt)
        return {
          leads: cachedLeadData(rows),
          entries,
          syncedAt: typeof synced?.value === 'number' ? synced.value : null,
        }
      }),
    ).subscribe({
      next: (next) => setSnapshot(next),
      error: () => setSnapshot((prev) => prev ?? { leads: [], entries: [], syncedAt: null }),
    })
    return () => subscription.unsubscribe()
  }, [client, userId])

  // Outcomes of queued changes: toast this screen's own, refresh after any reached the server.
  useEffect(() => {
    if (!snapshot) return
    const previous = seen.current
    const next = new Map(snapshot.entries.map((e) => [e.id, e.status]))
    seen.current = next
    if (!previous) return
    let settled = false
    for (const entry of snapshot.entries) {
      const before = previous.get(entry.id)
      if (before === entry.status || (before !== undefined && !UNSENT.includes(before))) continue
      if (UNSENT.includes(entry.status)) continue
      settled = true
      if (!mine.current.has(entry.id)) continue
      mine.current.delete(entry.id)
      if (entry.kind === 'lead-note' || entry.kind === 'lead-task' || entry.kind === 'lead-contact') {
        if (entry.status !== 'sent')
          toaster.error({ title: LEAD_WORK_TEXTS.failed, description: entry.lastError?.message })
      } else if (entry.kind === 'lead-deal') {
        if (entry.status === 'sent') toaster.success({ title: DEAL_SECTION_TEXTS.saved })
        else toaster.error({ title: DEAL_SECTION_TEXTS.failed, description: entry.lastError?.message })
      } else if (entry.status === 'sent') toaster.success({ title: LEAD_MESSAGES.updated })
      else if (entry.status === 'conflict')
        toaster.error({ title: LEAD_MESSAGES.failed, description: LEAD_MESSAGES.conflictBody })
      else toaster.error({ title: LEAD_MESSAGES.failed, description: entry.lastError?.message })
    }
    if (settled) pull(false)
  }, [snapshot, pull])

  // Pull on open and whenever the connection comes back.
  useEffect(() => {
    if (online) pull(true)
  }, [online, pull])

  // ---- online-only fallback (no IndexedDB) -------------------------------------------------
  const queryClient = useQueryClient()
  const direct = useQuery({
    queryKey: agentLeadsKeys.online(userId),
    enabled: client === null,
    queryFn: async () => {
      const byId = new Map<string, SyncedLead>()
      let since: string | null = null
      for (let page = 0; page < 200; page++) {
        const body = leadChangesResponseSchema.parse(await fetchLeadChangesPage(since, AGENT_LEADS_PAGE_SIZE))
        for (const change of body.changes) {
          if (isLeadTombstone(change)) byId.delete(change.id)
          else byId.set(change.id, change)
        }
        since = body.nextCursor
        if (!body.hasMore) break
      }
      return [...byId.values()]
    },
  })
  useEffect(() => {
    if (direct.isError) toaster.error({ title: LEAD_MESSAGES.fetchFailed })
  }, [direct.isError])

  const views = useMemo(() => {
    if (client === null) return direct.data ? buildLeadViews(direct.data, []) : undefined
    return snapshot ? buildLeadViews(snapshot.leads, snapshot.entries) : undefined
  }, [client, direct.data, snapshot])

  const setStatus = useCallback(
    async (view: AgentLeadView, status: LeadStatus, lost: LostWhy = {}) => {
      if (status === view.status) return
      if (client === undefined) return
      if (client === null) {
        try {
          const result = await changeLeadStatusDirect(view.lead.id, status, view.nextBaseVersion, lost)
          const row = result.outcome === 'ok' ? result.body.row : result.body.current
          if (row) {
            queryClient.setQueryData<SyncedLead[]>(agentLeadsKeys.online(userId), (list) =>
              list?.map((l) => (l.id === row.id ? row : l)),
            )
          }
          if (result.outcome === 'ok') toaster.success({ title: LEAD_MESSAGES.updated })
          else toaster.error({ title: LEAD_MESSAGES.failed, description: LEAD_MESSAGES.conflictBody })
        } catch {
          toaster.error({ title: LEAD_MESSAGES.failed })
        }
        return
      }
      try {
        // A new choice supersedes an earlier refused one.
        for (const stale of [view.conflict?.entryId, view.problem?.entryId])
          if (stale) await client.outbox.discard(stale)
        const id = await client.outbox.enqueue('lead-status', {
          leadId: view.lead.id,
          status,
          ...lost,
          baseVersion: view.nextBaseVersion,
        })
        mine.current.add(id)
        if (!navigator.onLine) toaster.info({ title: LEAD_MESSAGES.queuedTitle, description: LEAD_MESSAGES.queuedBody })
      } catch {
        toaster.error({ title: LEAD_MESSAGES.failed })
      }
    },
    [client, queryClient, userId],
  )

  const reapply = useCallback(
    async (view: AgentLeadView) => {
      if (!client || !view.conflict) return
      try {
        await client.outbox.editRejected(view.conflict.entryId, {
          leadId: view.lead.id,
          status: view.conflict.mine,
          ...view.conflict.mineLost,
          baseVersion: view.nextBaseVersion,
        })
        mine.current.add(view.conflict.entryId)
        if (!navigator.onLine) toaster.info({ title: LEAD_MESSAGES.queuedTitle, description: LEAD_MESSAGES.queuedBody })
      } catch {
        toaster.error({ title: LEAD_MESSAGES.failed })
      }
    },
    [client],
  )

  const dismiss = useCallback(
    async (view: AgentLeadView) => {
      if (!client) return
      const id = view.conflict?.entryId ?? view.problem?.entryId
      if (id) await client.outbox.discard(id)
    },
    [client],
  )

  const setDeal = useCallback(
    async (view: AgentLeadView, deal: LeadDeal, lenderName: string | null) => {
      if (client === undefined) return
      if (client === null) {
        const result = await saveLeadDealDirect({ leadId: view.lead.id, deal, baseVersion: view.nextBaseVersion })
        const row = result.row
        if (row) {
          queryClient.setQueryData<SyncedLead[]>(agentLeadsKeys.online(userId), (list) =>
            list?.map((l) => (l.id === row.id ? row : l)),
          )
        }
        toaster.success({ title: DEAL_SECTION_TEXTS.saved })
        return
      }
      // A new deal supersedes an earlier refused one.
      if (view.dealProblem) await client.outbox.discard(view.dealProblem.entryId)
      const id = await client.outbox.enqueue('lead-deal', {
        leadId: view.lead.id,
        deal,
        baseVersion: view.nextBaseVersion,
        lenderName,
      })
      mine.current.add(id)
      if (!navigator.onLine) toaster.info({ title: LEAD_MESSAGES.queuedTitle, description: LEAD_MESSAGES.queuedBody })
    },
    [client, queryClient, userId],
  )

  const dismissDeal = useCallback(
    async (view: AgentLeadView) => {
      if (client && view.dealProblem) await client.outbox.discard(view.dealProblem.entryId)
    },
    [client],
  )

  /**
   * A note, a task change or a contact attempt on a lead: sent at once where the device has no
   * outbox (then the list is read again), else queued as this agent's own, with a toast that it
   * waits for the connection when offline (`queuedToast`).
   */
  const leadWork = useCallback(
    async <K extends 'lead-note' | 'lead-task' | 'lead-contact'>(
      kind: K,
      change: OutboxPayloadInput<K>,
      sendDirect: () => Promise<unknown>,
      queuedToast: boolean,
    ) => {
      if (client === undefined) return
      if (client === null) {
        await sendDirect()
        void direct.refetch()
        return
      }
      const id = await client.outbox.enqueue(kind, change)
      mine.current.add(id)
      if (queuedToast && !navigator.onLine)
        toaster.info({ title: LEAD_MESSAGES.queuedTitle, description: LEAD_MESSAGES.queuedBody })
    },
    [client, direct],
  )

  const addNote = useCallback(
    (view: AgentLeadView, note: string) => {
      const change = { leadId: view.lead.id, note }
      return leadWork('lead-note', change, () => addLeadNoteDirect(change), true)
    },
    [leadWork],
  )

  const changeTask = useCallback(
    (view: AgentLeadView, action: LeadTaskAction) => {
      const change = { leadId: view.lead.id, action }
      return leadWork('lead-task', change, () => changeLeadTaskDirect(change), true)
    },
    [leadWork],
  )

  const logContact = useCallback(
    (view: AgentLeadView, channel: ContactChannel) => {
      const change = { leadId: view.lead.id, channel }
      return leadWork('lead-contact', change, () => logContactDirect(change), false)
    },
    [leadWork],
  )

  const dismissWork = useCallback(
    async (entryId: string) => {
      if (client) await client.outbox.discard(entryId)
    },
    [client],
  )

  const refresh = useCallback(() => {
    if (client === null) void direct.refetch()
    else pull(true)
  }, [client, direct, pull])

  return {
    views,
    online,
    offlineCapable: client !== null,
    phase: client === null ? (direct.isFetching ? 'pulling' : direct.isError ? 'error' : 'idle') : phase,
    syncedAt: client === null ? direct.dataUpdatedAt || null : (snapshot?.syncedAt ?? null),
    refresh,
    setStatus,
    reapply,
    dismiss,
    setDeal,
    dismissDeal,
    addNote,
    changeTask,
    logContact,
    dismissWork,
  }
}
