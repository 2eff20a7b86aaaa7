// Numbers in a visitor's message: dollar amounts ('$650k', '650,000', '1.2M', '750 thousand'),
// percentages ('4.5%', '10 percent') and durations ('25 years'), each with where it was found
// so the words around it can say what it is (a price, a down payment, an income…).

export interface FoundNumber {
  value: number
  /** Offsets in the original text. */
  start: number
  end: number
}

export interface FoundAmount extends FoundNumber {
  /** Written with a '$', a k/M suffix or a thousands separator: surely money. */
  explicit: boolean
}

// A number (1,234,567 | 1234.5 | .5) with an optional $ before it and an optional scale after.
const AMOUNT_RE =
  /(\$\s?)?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+)(?:\s?(k|mm|m|million|mil|thousand|grand)\b)?(?!\s?(?:%|percent|per cent|years?|yrs?|months?|days?|-?year))/gi

const SCALES: Readonly<Record<string, number>> = {
  k: 1e3,
  thousand: 1e3,
  grand: 1e3,
  m: 1e6,
  mm: 1e6,
  mil: 1e6,
  million: 1e6,
}

/**
 * Dollar amounts, in order. Digits inside a word are skipped; mask phone numbers and emails
 * first (see extract.ts) so their digits are not read as amounts.
 */
export function findAmounts(text: string): FoundAmount[] {
  const out: FoundAmount[] = []
  for (const m of text.matchAll(AMOUNT_RE)) {
    const start = m.index
    const before = text[start - 1] ?? ''
    const after = text.slice(start + m[0].length, start + m[0].length + 2)
    // Part of a longer token ("T4", "2nd", "v1.2"), or the regex backed off a longer number.
    if (/[A-Za-z0-9._@]/.test(before) && !m[1]) continue
    if (/^[A-Za-z0-9@]|^[.,]\d/.test(after)) continue
    const raw = m[2]!.replace(/,/g, '')
    const scale = m[3] ? SCALES[m[3].toLowerCase()]! : 1
    const value = Math.round(Number(raw) * scale * 100) / 100
    if (!Number.isFinite(value)) continue
    out.push({ value, start, end: start + m[0].length, explicit: Boolean(m[1] || m[3] || m[2]!.includes(',')) })
  }
  return out
}

const PERCENT_RE = /(\d+(?:\.\d+)?|\.\d+)\s?(?:%|percent\b|per cent\b|pct\b)/gi

export function findPercents(text: string): FoundNumber[] {
  return [...text.matchAll(PERCENT_RE)].map((m) => ({
    value: Number(m[1]),
    start: m.index,
    end: m.index + m[0].length,
  }))
}

const YEARS_RE = /(\d{1,2})\s?(?:-\s?)?(?:years?|yrs?|yr)\b/gi

export function findYears(text: string): FoundNumber[] {
  return [...text.matchAll(YEARS_RE)].map((m) => ({ value: Number(m[1]), start: m.index, end: m.index + m[0].length }))
}

/** The text just before a number (up to `width` characters), lower case. */
export function before(text: string, n: FoundNumber, width = 28): string {
  return text.slice(Math.max(0, n.start - width), n.start).toLowerCase()
}

/** The text just after a number (up to `width` characters), lower case. */
export function after(text: string, n: FoundNumber, width = 24): string {
  return text.slice(n.end, n.end + width).toLowerCase()
}
