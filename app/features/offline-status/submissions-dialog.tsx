/**
 * "Your submissions": what is waiting in the outbox (with its last error, so a stuck entry is
 * never hidden), and what the server refused, with Edit / Resend / Discard.
 */
import { liveQuery } from 'dexie'
import { Suspense, useEffect, useState } from 'react'
import { Badge } from '#app/components/ui/badge.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Dialog } from '#app/components/ui/dialog.tsx'
import { plainList, surface } from '#app/components/ui/styles.ts'
import { lazyChunk } from '#app/lib/lazy-chunk.ts'
import { relativeTime } from '#app/lib/relative-time.ts'
import type { OfflineClient } from '#app/offline/client.ts'
import type { OutboxEntry } from '#app/offline/db.ts'
import type { OutboxStatus } from '#app/offline/use-outbox.ts'
import { css, cx } from '#styled-system/css'
import { editableFields, kindLabel, payloadFieldErrors } from './edit-entry'

// The edit form (with the lead schemas for re-validation) loads on Edit.
const EditEntryForm = lazyChunk(() => import('./edit-entry-form').then((m) => ({ default: m.EditEntryForm })))

const OPEN_STATUSES: OutboxEntry['status'][] = ['pending', 'retry', 'sending', 'rejected', 'conflict']

function useOpenEntries(client: OfflineClient): OutboxEntry[] | undefined {
  const [entries, setEntries] = useState<OutboxEntry[] | undefined>(undefined)
  useEffect(() => {
    const subscription = liveQuery(() =>
      client.db.outbox.where('status').anyOf(OPEN_STATUSES).sortBy('createdAt'),
    ).subscribe({
      next: setEntries,
      error: () => setEntries([]),
    })
    return () => subscription.unsubscribe()
  }, [client])
  return entries
}

/** Something to recognise the submission by (the visitor's own email or name). */
function describePayload(entry: OutboxEntry): string | null {
  const p = entry.payload as Record<string, unknown> | null
  if (!p || typeof p !== 'object') return null
  for (const key of ['client_email', 'client_name']) if (typeof p[key] === 'string' && p[key]) return p[key] as string
  if (typeof p.first_name === 'string')
    return `${p.first_name} ${typeof p.last_name === 'string' ? p.last_name : ''}`.trim()
  return null
}

function waitingText(entry: OutboxEntry, now: number): string {
  if (entry.status === 'sending') return 'Sending now'
  if (entry.status === 'retry') {
    const due = entry.nextAttemptAt > now ? `next try ${relativeTime(entry.nextAttemptAt, now)}` : 'next try soon'
    return `Not delivered yet (${entry.attempts} ${entry.attempts === 1 ? 'try' : 'tries'}); ${due}`
  }
  return navigator.onLine ? 'Waiting to send' : 'Waiting for a connection'
}

const section = css({ display: 'grid', gap: '3' })
const sectionTitle = css({ textStyle: 'md', fontWeight: 'semibold', color: 'fg.heading' })
const list = cx(plainList, css({ display: 'grid', gap: '3' }))
const item = cx(surface.inset, css({ display: 'grid', gap: '1.5', p: '3', borderStyle: 'solid' }))
const muted = css({ textStyle: 'sm', color: 'fg.muted' })
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '1' })

export interface SubmissionsDialogProps {
  client: OfflineClient
  status: OutboxStatus
  /** "Last sent 5 minutes ago" (status-model.ts lastSyncText). */
  lastSync: string
  open: boolean
  onOpenChange: (open: boolean) => void
}

export function SubmissionsDialog({ client, status, lastSync, open, onOpenChange }: SubmissionsDialogProps) {
  const entries = useOpenEntries(client)
  const [editing, setEditing] = useState<OutboxEntry | null>(null)
  const [flushing, setFlushing] = useState(false)
  const now = Date.now()
  const attention = entries?.filter((e) => e.status === 'rejected' || e.status === 'conflict') ?? []
  const waiting = entries?.filter((e) => e.status !== 'rejected' && e.status !== 'conflict') ?? []

  const sendNow = async () => {
    setFlushing(true)
    try {
      await client.outbox.flush()
    } finally {
      setFlushing(false)
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={(d) => onOpenChange(d.open)} size="md">
      <Dialog.Frame>
        <Dialog.Title>{editing ? `Edit: ${kindLabel(editing.kind)}` : 'Your submissions'}</Dialog.Title>
        <Dialog.Description>
          {status.online ? 'Online.' : "Offline: everything you send is kept on this device until you're back online."}{' '}
          {lastSync}.
        </Dialog.Description>
        <Dialog.Body className={css({ display: 'grid', gap: '6' })}>
          {editing ? (
            <Suspense fallback={<p className={muted}>Loading…</p>}>
              <EditEntryForm client={client} entry={editing} onDone={() => setEditing(null)} />
            </Suspense>
          ) : entries === undefined ? (
            <p className={muted}>Loading…</p>
          ) : entries.length === 0 ? (
            <p className={muted}>Nothing is waiting to be sent.</p>
          ) : (
            <>
              {attention.length > 0 ? (
                <section className={section} aria-labelledby="outbox-attention-heading">
                  <h3 id="outbox-attention-heading" className={sectionTitle}>
                    Needs attention
                  </h3>
                  <ul className={list}>
                    {attention.map((entry) => (
                      <AttentionItem
                        key={entry.id}
                        client={client}
                        entry={entry}
                        now={now}
                        onEdit={() => setEditing(entry)}
                      />
                    ))}
                  </ul>
                </section>
              ) : null}
              {waiting.length > 0 ? (
                <section className={section} aria-labelledby="outbox-waiting-heading">
                  <h3 id="outbox-waiting-heading" className={sectionTitle}>
                    Waiting to send
                  </h3>
                  <ul className={list}>
                    {waiting.map((entry) => (
                      <li key={entry.id} className={item}>
                        <span className={css({ fontWeight: 'semibold' })}>{kindLabel(entry.kind)}</span>
                        <span className={muted}>
                          {describePayload(entry) ? `${describePayload(entry)} · ` : ''}saved{' '}
                          {relativeTime(entry.createdAt, now)}
                        </span>
                        <span className={muted}>{waitingText(entry, now)}</span>
                        {entry.lastError && entry.status === 'retry' ? (
                          <span className={muted}>Last error: {entry.lastError.message}</span>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
            </>
          )}
        </Dialog.Body>
        {editing ? null : (
          <Dialog.Footer>
            {waiting.length > 0 && status.online ? (
              <Button variant="outline" onClick={() => void sendNow()} loading={flushing} loadingText="Sending…">
                Send now
              </Button>
            ) : null}
            <Dialog.CloseTrigger asChild>
              <Button>Done</Button>
            </Dialog.CloseTrigger>
          </Dialog.Footer>
        )}
      </Dialog.Frame>
    </Dialog.Root>
  )
}

function AttentionItem({
  client,
  entry,
  now,
  onEdit,
}: {
  client: OfflineClient
  entry: OutboxEntry
  now: number
  onEdit: () => void
}) {
  const [confirmDiscard, setConfirmDiscard] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const serverFields = payloadFieldErrors(entry.lastError?.fields)
  const canEdit = editableFields(entry.kind, entry.payload, entry.lastError?.fields).length > 0
  const conflictVersion =
    entry.status === 'conflict'
      ? (entry.conflict?.current as { version?: unknown } | null | undefined)?.version
      : undefined
  const who = describePayload(entry)

  const resend = async () => {
    setBusy(true)
    setError(null)
    try {
      const payload =
        entry.status === 'conflict' && typeof conflictVersion === 'number'
          ? { ...(entry.payload as Record<string, unknown>), baseVersion: conflictVersion }
          : entry.payload
      await client.outbox.editRejected(entry.id, payload)
    } catch {
      setError(canEdit ? 'It still does not pass the checks: use Edit to correct it.' : 'It could not be queued again.')
    } finally {
      setBusy(false)
    }
  }

  const discard = async () => {
    setBusy(true)
    try {
      await client.outbox.discard(entry.id)
    } finally {
      setBusy(false)
    }
  }

  return (
    <li className={item} data-testid="outbox-attention-item">
      <span className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}>
        <span className={css({ fontWeight: 'semibold' })}>{kindLabel(entry.kind)}</span>
        <Badge tone="danger" size="sm">
          {entry.status === 'conflict' ? 'Changed elsewhere' : 'Not accepted'}
        </Badge>
      </span>
      <span className={muted}>
        {who ? `${who} · ` : ''}saved {relativeTime(entry.createdAt, now)}
      </span>
      <span className={css({ textStyle: 'sm', color: 'danger.fg' })}>
        {entry.lastError?.message ?? 'The server did not accept it.'}
      </span>
      {Object.keys(serverFields).length > 0 ? (
        <ul className={css({ textStyle: 'sm', color: 'danger.fg', pl: '5', listStyle: 'disc' })}>
          {Object.entries(serverFields).map(([key, message]) => (
            <li key={key}>
              {key}: {message}
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <span role="alert" className={css({ textStyle: 'sm', color: 'danger.fg' })}>
          {error}
        </span>
      ) : null}
      <span className={actions}>
        {canEdit ? (
          <Button size="sm" onClick={onEdit} disabled={busy}>
            Edit
          </Button>
        ) : null}
        {entry.status !== 'conflict' || typeof conflictVersion === 'number' ? (
          <Button size="sm" variant="outline" onClick={() => void resend()} loading={busy && !confirmDiscard}>
            {entry.status === 'conflict' ? 'Apply again' : 'Resend'}
          </Button>
        ) : null}
        {confirmDiscard ? (
          <>
            <Button size="sm" tone="danger" onClick={() => void discard()} loading={busy}>
              Discard for good
            </Button>
            <Button size="sm" variant="ghost" tone="neutral" onClick={() => setConfirmDiscard(false)}>
              Keep it
            </Button>
          </>
        ) : (
          <Button size="sm" variant="ghost" tone="danger" onClick={() => setConfirmDiscard(true)} disabled={busy}>
            Discard
          </Button>
        )}
      </span>
    </li>
  )
}
