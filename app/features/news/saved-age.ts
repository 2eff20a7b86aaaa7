import { relativeTime } from '#app/lib/relative-time.ts'

/** "Saved on this device 12 minutes ago" — how old a saved copy is, for the offline notice. */
export function describeSavedAge(savedAt: number, now: number): string {
  // A copy is never from the future: a clock ahead of the server's reads "just now".
  const age = Math.round((now - savedAt) / 60_000) < 1 ? 'just now' : relativeTime(savedAt, now)
  const when = new Date(savedAt).toLocaleString('en-CA', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })
  return `Saved on this device ${age} (${when})`
}
