// The toasts every lead form shows around the outbox sender (app/offline/send-lead.ts): the
// spec's success or failure when a queued submission's fate is known, and at submit time
// "sent" or "Saved on this device".

import { notify } from '../ui/notify'

export interface LeadToastTexts {
  /** The spec's success message, e.g. 'Your mortgage quote request has been submitted!'. */
  success: string
  /** The spec's failure message (the server's reason goes in the description). */
  failure: string
  /** Offline, saved on the device. */
  queued: string
  /** Offline without IndexedDB: kept only while the page stays open. */
  queuedInMemory: string
}

/** The notices to pass to `sendLead`: they fire when a queued submission is delivered or refused. */
export function deliveryToasts(texts: LeadToastTexts) {
  return {
    delivered: () => notify('success', { title: texts.success }),
    failed: (reason: string) => notify('error', { title: texts.failure, description: reason }),
  }
}

/** At submit time, for an outcome the server accepted or the device kept. */
export function announceAccepted(outcome: { status: 'sent' } | { status: 'queued'; onDevice: boolean }, texts: LeadToastTexts): void {
  if (outcome.status === 'sent') notify('success', { title: texts.success })
  else notify('info', { title: 'Saved on this device', description: outcome.onDevice ? texts.queued : texts.queuedInMemory })
}
