/**
 * "Nov 23, 2026, 2:05 p.m.": a moment as the screens show it, in the device's time zone or in
 * `timeZone`. Each format is made on first use: the first Intl format on a page loads the
 * locale's data, which no first render should wait for.
 */
const formats = new Map<string, Intl.DateTimeFormat>()

export function dateTimeText(at: string | number | Date, timeZone?: string): string {
  let format = formats.get(timeZone ?? '')
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short', timeZone })
    formats.set(timeZone ?? '', format)
  }
  return format.format(typeof at === 'string' ? new Date(at) : at)
}
