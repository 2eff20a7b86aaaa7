import type { LeadFormTexts } from './use-lead-form'

/** What a form says when it is offline: its `noun` ('message', 'application'…) is saved, or kept while the page is open. */
export function offlineTexts(noun: string): Pick<LeadFormTexts, 'queued' | 'queuedInMemory'> {
  return {
    queued: `You're offline. Your ${noun} is saved and will be sent when you're back online.`,
    queuedInMemory: `You're offline. Keep this page open: your ${noun} will be sent when you're back online.`,
  }
}

/**
 * A public lead form's texts: its own success and failure (and any other of its own), a failed send
 * that says the failure then the server's reason, failures as toasts too, and the offline notes.
 */
export function publicFormTexts(
  noun: string,
  texts: Pick<LeadFormTexts, 'success' | 'failure' | 'fixFields' | 'alreadySubscribed'>,
): LeadFormTexts {
  return {
    ...texts,
    failed: (reason) => (reason ? `${texts.failure} ${reason}` : texts.failure),
    toastFailures: true,
    ...offlineTexts(noun),
  }
}
