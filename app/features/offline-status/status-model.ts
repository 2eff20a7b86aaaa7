/**
 * What the outbox status indicator says, as a pure function of the queue (never a
 * "connected" badge over writes stuck for hours — waiting entries always show, with the last
 * time the server answered).
 */
import { relativeTime } from '#app/lib/relative-time.ts'

export interface QueueStatus {
  online: boolean
  pending: number
  sending: number
  rejected: number
  lastSyncAt: number | null
}

export type StatusKind = 'hidden' | 'offline' | 'waiting' | 'sending' | 'sent' | 'attention'
export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger'

export interface StatusView {
  kind: StatusKind
  tone: StatusTone
  /** Short text of the pill. */
  label: string
  /** Second line (the last successful sync, or what happens next). */
  detail: string | null
  /** Polite screen-reader announcement ('' = say nothing). */
  announcement: string
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

export function lastSyncText(lastSyncAt: number | null, now: number): string {
  return lastSyncAt === null ? 'Nothing sent yet' : `Last sent ${relativeTime(lastSyncAt, now)}`
}

/**
 * `recentlyDrained`: the queue just emptied (the component keeps this true for a few seconds
 * after the last entry was delivered, so "All sent" shows and then gets out of the way).
 */
export function describeStatus(status: QueueStatus, now: number, recentlyDrained = false): StatusView {
  const { online, pending, sending, rejected, lastSyncAt } = status
  const waiting = pending + sending
  if (rejected > 0) {
    const label = rejected === 1 ? '1 submission needs attention' : `${rejected} submissions need attention`
    return {
      kind: 'attention',
      tone: 'danger',
      label,
      detail: waiting > 0 ? `${plural(waiting, 'other', 'others')} waiting to send` : 'Open to edit, resend or discard',
      announcement: label,
    }
  }
  if (sending > 0 && online) {
    return {
      kind: 'sending',
      tone: 'info',
      label: `Sending ${plural(waiting, 'submission', 'submissions')}…`,
      detail: lastSyncText(lastSyncAt, now),
      announcement: 'Sending your saved submissions',
    }
  }
  if (waiting > 0) {
    const label = `${plural(waiting, 'submission', 'submissions')} waiting to send`
    return online
      ? { kind: 'waiting', tone: 'warning', label, detail: lastSyncText(lastSyncAt, now), announcement: label }
      : {
          kind: 'waiting',
          tone: 'warning',
          label: `Offline · ${waiting} waiting to send`,
          detail: "Saved on this device; sent when you're back online",
          announcement: `You are offline. ${label}; they are saved on this device.`,
        }
  }
  if (!online) {
    return {
      kind: 'offline',
      tone: 'neutral',
      label: 'Offline',
      detail: 'Calculators and saved rates still work; forms are saved and sent later',
      announcement: 'You are offline. Forms you send are saved on this device.',
    }
  }
  if (recentlyDrained) {
    return {
      kind: 'sent',
      tone: 'success',
      label: 'All sent',
      detail: lastSyncText(lastSyncAt, now),
      announcement: 'All your submissions were sent',
    }
  }
  return { kind: 'hidden', tone: 'neutral', label: '', detail: null, announcement: '' }
}
