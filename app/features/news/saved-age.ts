/** "Saved on this device 12 minutes ago" — how old a saved copy is, for the offline notice. */
export function describeSavedAge(savedAt: number, now: number): string {
  const minutes = Math.max(0, Math.round((now - savedAt) / 60_000))
  const rtf = new Intl.RelativeTimeFormat('en-CA', { numeric: 'auto' })
  const age =
    minutes < 1
      ? 'just now'
      : minutes < 60
        ? rtf.format(-minutes, 'minute')
        : minutes < 48 * 60
          ? rtf.format(-Math.round(minutes / 60), 'hour')
          : rtf.format(-Math.round(minutes / (24 * 60)), 'day')
  const when = new Date(savedAt).toLocaleString('en-CA', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })
  return `Saved on this device ${age} (${when})`
}
