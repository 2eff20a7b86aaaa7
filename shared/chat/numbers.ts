// Numbers in a visitor's message, read as people write them: amounts ('$650k', '650,000',
// '1.2M', '1.2 million', '650 thousand', '450 000 $'), percentages ('4.5%', '5.25 percent',
// '3,89 %'), durations ('25 yrs', '25-year', '30 months', 'five years', '25 ans') and amounts per
// period ('95k a year', '$7,500 a month', '600/month'). Each carries where it was found, so the
// words around it can say what it is (a price, a down payment, an income…). Bare numbers ('at
// 3.89', '450000') stay bare: the slot filler decides what they are from their neighbours.

import { NUMBER_WORD_VALUES, SMALL_NUMBER_WORDS } from '#shared/text/number-words.ts'

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

// Amounts in words ("one point two million", "two and a half million", "six hundred grand", "a
// million two", "un million deux cent mille", "six cent mille"): a run of number words read as one
// number, kept only when it carries a scale (thousand, grand, million, mille) after a number word.
const WORD_SCALES: Readonly<Record<string, number>> = {
  hundred: 100,
  k: 1e3,
  cent: 100,
  cents: 100,
  thousand: 1e3,
  grand: 1e3,
  mille: 1e3,
  mil: 1e6,
  mill: 1e6,
  million: 1e6,
  millions: 1e6,
}
const WORD_GLUE = new Set(['a', 'an', 'and', 'et', 'half', 'demi', 'point', 'virgule'])
const PER_AFTER = new RegExp(`^(?:${PER})`, 'iu')

/** The value of a run of number words, or null when it is not an amount. */
export function wordsValue(words: readonly string[]): number | null {
  let total = 0
  let current = 0
  let lastScale = 0
  let decimals = 0
  let numbers = 0
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!
    const value = NUMBER_WORD_VALUES[w]
    const scale = WORD_SCALES[w]
    if (value !== undefined) {
      numbers++
      if (decimals > 0) {
        if (value > 9) return null
        current += value / 10 ** decimals
        decimals++
      } else if (value === 20 && current % 100 === 4)
        current += 76 // quatre-vingt(s)
      else if (lastScale === 1e6 && current === 0 && i === words.length - 1 && value < 10)
        total += value * 1e5 // "a million two"
      else current += value
    } else if (scale !== undefined) {
      decimals = 0
      if (scale === 100) current = (current || 1) * 100
      else {
        total += (current || 1) * scale
        current = 0
        lastScale = scale
      }
    } else if (w === 'a' || w === 'an') {
      const next = words[i + 1]
      if (next === 'half' || words[i - 1] === 'half') continue
      if (next === undefined || WORD_SCALES[next] === undefined) return null
      numbers++
      current += 1
    } else if (w === 'point' || w === 'virgule') {
      if (decimals > 0) return null
      decimals = 1
    } else if (w === 'half' || w === 'demi') {
      numbers++
      // "half a million", "two and a half million": a half of the scale that follows; "a million
      // and a half", "un million et demi": a half of the scale just read.
      if (words.slice(i + 1).some((x) => (WORD_SCALES[x] ?? 0) >= 1e3)) current += 0.5
      else if (lastScale > 0) total += lastScale / 2
      else return null
    }
  }
  if (numbers === 0 || lastScale === 0) return null
  return Math.round((total + current) * 100) / 100
}

/** "four point two nine" → 4.29: a whole number in words, the word point, then one word per digit. */
function spokenDecimal(words: readonly string[]): number | null {
  const at = words.findIndex((w) => w === 'point' || w === 'virgule')
  if (at < 1 || at === words.length - 1) return null
  const whole = words.slice(0, at).map((w) => NUMBER_WORD_VALUES[w])
  const digits = words.slice(at + 1).map((w) => NUMBER_WORD_VALUES[w])
  if (whole.some((v) => v === undefined) || digits.some((d) => d === undefined || d > 9)) return null
  const integer = (whole as number[]).reduce((sum, v) => sum + v, 0)
  return Number(`${integer}.${digits.join('')}`)
}

function readAmountsInWords(text: string): Quantity[] {
  const out: Quantity[] = []
  const tokens = [...text.toLowerCase().matchAll(/\p{L}+/gu)]
  let i = 0
  while (i < tokens.length) {
    const t = tokens[i]!
    const w = t[0]
    const startsRun =
      NUMBER_WORD_VALUES[w] !== undefined || w === 'a' || w === 'an' || w === 'half' || w === 'une' || w === 'un'
    if (!startsRun || /[\p{L}\d]/u.test(text[t.index - 1] ?? '')) {
      i++
      continue
    }
    let j = i + 1
    while (
      j < tokens.length &&
      /^[ \u00a0-]+$/u.test(text.slice(tokens[j - 1]!.index + tokens[j - 1]![0].length, tokens[j]!.index)) &&
      (NUMBER_WORD_VALUES[tokens[j]![0]] !== undefined ||
        WORD_SCALES[tokens[j]![0]] !== undefined ||
        WORD_GLUE.has(tokens[j]![0]))
    )
      j++
    // Trailing glue ("… million and", "a thousand a") is not part of the number.
    while (j > i + 1 && ['a', 'an', 'and', 'et', 'point', 'virgule'].includes(tokens[j - 1]![0])) j--
    const words = tokens.slice(i, j).map((x) => x[0])
    const value = wordsValue(words)
    const spoken = value === null ? spokenDecimal(words) : null
    if (spoken !== null) {
      // A number with a decimal point said in words ("four point two nine"): read as its digits
      // would be, with what follows it (a percent sign, a duration).
      const end = tokens[j - 1]!.index + tokens[j - 1]![0].length
      const [q] = readQuantities(`${spoken}${text.slice(end)}`)
      if (q?.start === 0) out.push({ ...q, start: t.index, end: end + q.end - String(spoken).length })
      i = j
      continue
    }
    if (value === null || value < 1000) {
      i++
      continue
    }
    const start = t.index
    let end = tokens[j - 1]!.index + tokens[j - 1]![0].length
    const per = PER_AFTER.exec(text.slice(end))
    if (per) end += per[0].length
    out.push({
      value,
      unit: 'money',
      per: per ? periodOf(per[1] ?? per[2]) : null,
      start,
      end,
      explicit: true,
      decimal: false,
    })
    i = j
  }
  return out
}

const WORD_DURATION_RE = new RegExp(
  `\\b(${Object.keys(SMALL_NUMBER_WORDS)
    .sort((a, b) => b.length - a.length)
    .join('|')})\\s?-?\\s?(?:(${YEARS})|(${MONTHS}))`,
  'giu',
)

const WORD_PERCENT_RE = new RegExp(
  `\\b(${Object.keys(SMALL_NUMBER_WORDS)
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

/** Number words joined by the word for a decimal point ("four point five", "three point eight nine"). */
const WORD_POINT_RE = /\b(\p{L}+) (?:point|virgule) (\p{L}+(?: \p{L}+)?)\b/giu

/** Two whole numbers joined by the word for a decimal point ("3 point 89", "4 virgule 5"). */
const SPOKEN_POINT_RE = /(?<![\p{L}\d.,$])(\d{1,3}) (?:point|virgule) (\d{1,3})(?!\d)/giu

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
  // A decimal point said in words ("3 point 89", "4 virgule 5", voice typing): one number, read with
  // what follows it (a percent sign, a scale), in place of the two whole numbers around the word.
  for (const m of text.matchAll(SPOKEN_POINT_RE)) {
    const rest = text.slice(m.index + m[0].length)
    const [q] = readQuantities(`${m[1]}.${m[2]}${rest}`)
    if (q?.start !== 0) continue
    const end = m.index + m[0].length + q.end - (m[1]!.length + 1 + m[2]!.length)
    const spoken = { ...q, start: m.index, end }
    for (let i = out.length - 1; i >= 0; i--) if (out[i]!.start < end && m.index < out[i]!.end) out.splice(i, 1)
    out.push(spoken)
  }
  for (const q of readAmountsInWords(text)) {
    if (!out.some((o) => o.start < q.end && q.start < o.end)) out.push(q)
  }
  // A rate in words ("five percent", "cinq pour cent").
  for (const m of text.matchAll(WORD_PERCENT_RE)) {
    const value = SMALL_NUMBER_WORDS[m[1]!.toLowerCase().replace(/\s+/g, ' ')]
    if (value === undefined || /[\p{L}]/u.test(text[m.index - 1] ?? '')) continue
    if (out.some((o) => o.start <= m.index && m.index < o.end)) continue // "… point two five percent"
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
  // A decimal point between number words ("four point five percent", "three point eight nine",
  // "quatre virgule cinq"): one number, in place of the words read on either side of it.
  for (const m of text.matchAll(WORD_POINT_RE)) {
    const whole = NUMBER_WORD_VALUES[m[1]!.toLowerCase()]
    const said = m[2]!.toLowerCase().split(' ')
    // The second word is the fraction's only when it is a number word too ("five percent": one).
    const after = NUMBER_WORD_VALUES[said[1] ?? ''] === undefined ? said.slice(0, 1) : said
    const digits = after.map((w) => NUMBER_WORD_VALUES[w])
    if (whole === undefined || whole > 99 || /[\p{L}\d]/u.test(text[m.index - 1] ?? '')) continue
    const fraction = digits.every((d) => d !== undefined && d <= 9)
      ? digits.join('')
      : after.length === 1
        ? String(digits[0])
        : ''
    if (!/^\d{1,3}$/.test(fraction)) continue
    const spoken = `${m[1]} ${m[0].split(' ')[1]} ${after.join(' ')}`.length
    const [q] = readQuantities(`${whole}.${fraction}${text.slice(m.index + spoken)}`)
    if (q?.start !== 0) continue
    const end = m.index + spoken + q.end - (String(whole).length + 1 + fraction.length)
    for (let i = out.length - 1; i >= 0; i--) if (out[i]!.start < end && m.index < out[i]!.end) out.splice(i, 1)
    out.push({ ...q, start: m.index, end })
  }
  for (const m of text.matchAll(WORD_DURATION_RE)) {
    const value = SMALL_NUMBER_WORDS[m[1]!.toLowerCase().replace(/\s+/g, ' ')]
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
