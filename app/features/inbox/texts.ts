import type { PushSupport } from '#app/data/rate-alerts.ts'

/** The words of the staff notifications (docs/decisions/159 and 181). */
export const INBOX_TEXTS = {
  title: 'Notifications',
  description: 'New leads, returning clients, reassignments and follow-ups due, newest first.',
  loading: 'Loading notifications…',
  failed: 'Your notifications could not be loaded.',
  empty: 'No notifications yet',
  markAll: 'Mark all read',
  offline: 'You are offline: this is the copy kept on this device.',
  readFailed: 'This could not be marked read. Please try again.',
  unread: 'Unread',
  deviceHeading: 'On this device',
  switchLabel: 'New-lead notifications',
  switchHelp: {
    agent:
      'On this device: when a lead is assigned to you, a notification shows within a minute, with the client’s first name, the kind of request and the amount.',
    admin:
      'On this device: when a lead arrives with no agent, a notification shows within a minute, with the client’s first name, the kind of request and the amount.',
  },
  switchFailed: 'Notifications could not be changed. Please try again.',
  unsupported: {
    'ios-install': 'On iPhone and iPad, add this app to your Home Screen first, then turn notifications on there.',
    unsupported: 'This browser cannot show notifications.',
    denied: 'Notifications are blocked for this site. Allow them in the browser’s site settings, then try again.',
  } satisfies Record<Extract<PushSupport, { ok: false }>['reason'], string>,
} as const

/** The bell's accessible name: 'Notifications', and how many are unread. */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'
}

/** The count on the bell: up to 99, then '99+'. */
export function unreadBadge(unread: number): string {
  return unread > 99 ? '99+' : String(unread)
}
