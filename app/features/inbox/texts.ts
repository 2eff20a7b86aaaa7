import type { PushSupport } from '#app/data/rate-alerts.ts'

/** The words of the staff notifications (docs/decisions/159). */
export const INBOX_TEXTS = {
  title: 'Notifications',
  description: 'How new leads reach you on this device.',
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
