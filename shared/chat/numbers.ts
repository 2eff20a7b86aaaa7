// Numbers in a visitor's message, read as people write them: amounts ('$650k', '650,000',
// '1.2M', '1.2 million', '650 thousand', '450 000 $'), percentages ('4.5%', '5.25 percent',
// '3,89 %'), durations ('25 yrs', '25-year', '30 months', 'five years', '25 ans') and amounts per
// period ('95k a year', '$7,500 a month', '600/month'). Each carries where it was found, so the
// words around it can say what it is (a price, a down payment, an income…). Bare numbers ('at
// 3.89', '450000') stay bare: the slot filler decides what they are from their neighbours.

export type QuantityUnit = 'money' | 'number' | 'percent' | 'years' | 'months'
export type Period = 'year' | 'month' | 'week' | 'fortnight'

export interface Quantity {
  value: number
  unit: QuantityUnit
  /** An amount per period ('95k a year', '600/month'), else null. */
  per: Period | null
  /** Offsets in the text read (the whole expression, units included). */
  start: number
  end: number
  /** Written with '$', a k/M/thousand scale, a thousands separator or 'dollars': surely money. */
  explicit: boolean
  /** Written with a decimal part ('4.79', '3,89'). */
  decimal: boolean
}

const SCALES: Readonly<Record<string, number>> = {
  k: 1e3,
  thousand: 1e3,
  thousands: 1e3,
  grand: 1e3,
  mille: 1e3,
  m: 1e6,
  mm: 1e6,
  mil: 1e6,
  mill: 1e6,
  million: 1e6,
  millions: 1e6,
}

const SPACE = '[ \\u00a0\\u202f]'
// 450 000 | 1,200,000.50 | 4.79 | 4,79 | .5
const DIGITS = `\\d{1,3}(?:${SPACE}\\d{3})+(?:[.,]\\d+)?|\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d+(?:[.,]\\d+)?|[.,]\\d+`
const SCALE = 'k|mm|mill?|millions?|m|thousands?|grand|mille'
const PERCENT = '%|percent\\b|per\\s?cent\\b|pct\\b|pour\\s?cent\\b|pourcent\\b'
const YEARS = 'years?\\b|yrs?\\b|y\\b|ans?\\b|ann[ée]es?\\b'
const MONTHS = 'months?\\b|mos?\\b|mois\\b'
const PERIOD_WORD = 'years?|yr|annum|annually|months?|mo|weeks?|wk|an|ann[ée]e|mois|semaine'
const PER = `\\s*(?:/\\s*|\\bper\\s+|\\ba\\s+|\\ban\\s+|\\beach\\s+|\\bevery\\s+|\\bpar\\s+)(${PERIOD_WORD})\\b|\\s+(annually|yearly|monthly|weekly|mensuellement|annuellement|par\\s+ann[ée]e|every (?:two|2|other) weeks?|bi-?\\s?weekly|toutes les (?:deux|2) semaines|aux (?:deux|2) semaines)\\b`

const PER_AT_END = new RegExp(`(?:${PER})$`, 'iu')

const QUANTITY_RE = new RegExp(
  `(\\$|cad\\s?\\$?)?\\s?(${DIGITS})(?:\\s?(${SCALE})\\b)?(\\s?(?:\\$|dollars?\\b|bucks\\b|cad\\b))?` +
    `(?:\\s?(${PERCENT})|\\s?-?\\s?(${YEARS})|\\s?-?\\s?(${MONTHS}))?(?:${PER})?`,
  'giu',
)

/** Number words read before a duration ("five years", "vingt-cinq ans"). */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  fifteen: 15,
  twenty: 20,
  'twenty five': 25,
  'twenty-five': 25,
  thirty: 30,
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  sept: 7,
  dix: 10,
  quinze: 15,
  vingt: 20,
  'vingt-cinq': 25,
  'vingt cinq': 25,
  trente: 30,
}
/** "half a million", "a million", "two million". */
const WORD_MILLIONS_RE = /\b(half a|a|one|two|three)\s(million)\b/giu
const MILLIONS: Readonly<Record<string, number>> = { 'half a': 0.5, a: 1, one: 1, two: 2, three: 3 }

const WORD_DURATION_RE = new RegExp(
  `\\b(${Object.keys(NUMBER_WORDS)
    .sort((a, b) => b.length - a.length)
    .join('|')})\\s?-?\\s?(?:(${YEARS})|(${MONTHS}))`,
  'giu',
)

const WORD_PERCENT_RE = new RegExp(
  `\\b(${Object.keys(NUMBER_WORDS)
    .sort((a, b) => b.length - a.length)
    .join('|')})\\s?(?:${PERCENT})`,
  'giu',
)

function periodOf(word: string | undefined): Period | null {
  if (!word) return null
  const w = word.toLowerCase().replace(/\s+/g, ' ')
  if (/^(?:years?|yr|annum|annually|yearly|an|ann[ée]e|annuellement|par\s+ann[ée]e)$/u.test(w)) return 'year'
  if (/^(?:months?|mo|monthly|mois|mensuellement)$/u.test(w)) return 'month'
  if (/^(?:weeks?|wk|weekly|semaine)$/u.test(w)) return 'week'
  if (
    /^(?:every (?:two|2|other) weeks?|bi-?\s?weekly|toutes les (?:deux|2) semaines|aux (?:deux|2) semaines)$/u.test(w)
  )
    return 'fortnight'
  return null
}

/** '450 000,50' | '1,200,000.5' | '4,79' → the number (null when it is not one). */
function parseDigits(raw: string): number | null {
  let s = raw.replace(/[ \u00a0\u202f]/g, '')
  if (/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(s)) s = s.replace(/,/g, '')
  else s = s.replace(',', '.')
  const n = Number(s)
  return Number.isFinite(n) ? n : null
}

/**
 * Every quantity in `text`, in order. Digits inside a word ('T4', '2nd', 'v1.2') are skipped;
 * mask phone numbers and emails first (extract.ts) so their digits are not read.
 */
export function readQuantities(text: string): Quantity[] {
  const out: Quantity[] = []
  for (const m of text.matchAll(QUANTITY_RE)) {
    const [whole, currency, digits, scale, currencyAfter, percent, years, months, per1, per2] = m
    // The match may begin with the optional currency's space: the quantity starts at its first sign.
    const lead = whole.length - whole.trimStart().length
    const start = m.index + lead
    // A period belongs to an amount only ("600/month"): after a percentage or a duration its words
    // stay in the text ("4.2 percent biweekly" says the frequency).
    const periodWords =
      (percent || years || months) && (per1 || per2) ? (PER_AT_END.exec(whole.trimEnd())?.[0].length ?? 0) : 0
    const end = m.index + whole.trimEnd().length - periodWords
    const before = text[start - 1] ?? ''
    const digitsAt = start + whole.trimStart().indexOf(digits!)
    const beforeDigits = text[digitsAt - 1] ?? ''
    const next = text.slice(end, end + 1)
    // Part of a longer token ("T4", "2nd", "b-20"), or a number the regex backed off.
    // "@4.74" is "at 4.74" when the "@" stands alone (masked emails aside, "a@4b" is not one).
    const atSign = before === '@' && !/[\p{L}\d_]/u.test(text[start - 2] ?? '')
    if (!currency && ((/[\p{L}\d_@]/u.test(before) && !atSign) || /[\p{L}]/u.test(beforeDigits))) continue
    if (/^[\p{L}\d@]/u.test(next) && !percent && !years && !months) continue
    const value0 = parseDigits(digits!)
    if (value0 === null) continue
    const factor = scale ? (SCALES[scale.toLowerCase()] ?? 1) : 1
    const value = Math.round(value0 * factor * 100) / 100
    const decimal = /[.,]\d{1,2}$/.test(digits!) && !/^\d{1,3}(?:,\d{3})+$/.test(digits!)
    const unit: QuantityUnit = percent ? 'percent' : years ? 'years' : months ? 'months' : 'number'
    const explicit = Boolean(currency || currencyAfter || scale || /[, \u00a0\u202f]\d{3}\b/.test(digits!))
    out.push({
      value,
      unit: unit === 'number' && explicit ? 'money' : unit,
      per: unit === 'number' ? periodOf(per1 ?? per2) : null,
      start,
      end,
      explicit,
      decimal,
    })
  }
  for (const m of text.matchAll(WORD_MILLIONS_RE)) {
    const factor = MILLIONS[m[1]!.toLowerCase().replace(/\s+/g, ' ')]
    if (factor === undefined) continue
    out.push({
      value: factor * 1e6,
      unit: 'money',
      per: null,
      start: m.index,
      end: m.index + m[0].length,
      explicit: true,
      decimal: false,
    })
  }
  // A rate in words ("five percent", "cinq pour cent").
  for (const m of text.matchAll(WORD_PERCENT_RE)) {
    const value = NUMBER_WORDS[m[1]!.toLowerCase().replace(/\s+/g, ' ')]
    if (value === undefined || /[\p{L}]/u.test(text[m.index - 1] ?? '')) continue
    out.push({
      value,
      unit: 'percent',
      per: null,
      start: m.index,
      end: m.index + m[0].length,
      explicit: false,
      decimal: false,
    })
  }
  for (const m of text.matchAll(WORD_DURATION_RE)) {
    const value = NUMBER_WORDS[m[1]!.toLowerCase().replace(/\s+/g, ' ')]
    if (value === undefined || /[\p{L}]/u.test(text[m.index - 1] ?? '')) continue
    out.push({
      value,
      unit: m[2] ? 'years' : 'months',
      per: null,
      start: m.index,
      end: m.index + m[0].length,
      explicit: false,
      decimal: false,
    })
  }
  return out.sort((a, b) => a.start - b.start)
}

// ---- The helpers detection (extract.ts) uses ------------------------------------------------

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

/** Amounts (money and bare numbers), in order; an amount per period ('95k a year') is not one. */
export function findAmounts(text: string): FoundAmount[] {
  return readQuantities(text)
    .filter((q) => (q.unit === 'money' || q.unit === 'number') && q.per === null)
    .map(({ value, start, end, explicit }) => ({ value, start, end, explicit }))
}

export function findPercents(text: string): FoundNumber[] {
  return readQuantities(text)
    .filter((q) => q.unit === 'percent')
    .map(({ value, start, end }) => ({ value, start, end }))
}

export function findYears(text: string): FoundNumber[] {
  return readQuantities(text)
    .filter((q) => q.unit === 'years')
    .map(({ value, start, end }) => ({ value, start, end }))
}

/** The text just before a number (up to `width` characters), lower case. */
export function before(text: string, n: FoundNumber, width = 28): string {
  return text.slice(Math.max(0, n.start - width), n.start).toLowerCase()
}

/** The text just after a number (up to `width` characters), lower case. */
export function after(text: string, n: FoundNumber, width = 24): string {
  return text.slice(n.end, n.end + width).toLowerCase()
}
