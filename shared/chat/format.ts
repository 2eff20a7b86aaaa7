// Small formatters for the answers: Canadian English (en-CA: $35,000, 3.89%) and Canadian
// French (fr-CA: 35 000 $, 3,89 %), written out so the first answer does not wait for Intl's
// locale data and French figures look the same on every device.

import { formatCAD, type IsoDate, type TaxBracket } from '#shared/finance/index.ts'
import { longDateOfDay } from '#shared/time/long-date.ts'

/** '2024-12-15' → 'December 15, 2024'. */
export function longDate(date: IsoDate): string {
  return longDateOfDay(date)
}

/** 'in force since December 15, 2024' style citation of a rule's effective date. */
export function since(date: IsoDate): string {
  return `since ${longDate(date)}`
}

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** '2026-11-26' → 'Nov 26' (this year) or 'Nov 26, 2025'. */
export function shortDate(date: IsoDate, today: IsoDate): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const same = today.slice(0, 4) === date.slice(0, 4)
  return `${SHORT_MONTHS[m - 1]} ${d}${same ? '' : `, ${y}`}`
}

/** 5 → '5%', 2.5 → '2.5%', 0.6 → '0.6%'. */
export function pct(value: number): string {
  return `${Number(value.toFixed(2))}%`
}

/** Two decimals, as rates are shown: 4.5 → '4.50%'. */
export function pct2(value: number): string {
  return `${value.toFixed(2)}%`
}

/** Whole dollars: 650000 → '$650,000'. */
export function dollars(amount: number): string {
  return formatCAD(Math.round(amount), 0)
}

/** Dollars and cents: 3597.3 → '$3,597.30'. */
export function cents(amount: number): string {
  return formatCAD(amount, 2)
}

/** Whole dollars when the amount is whole, else dollars and cents. */
export function money(amount: number): string {
  return Number.isInteger(amount) ? dollars(amount) : cents(amount)
}

/** Marginal brackets as a sentence: '0.5% on the first $55,000, 1% from $55,000 to $250,000, … and 2.5% above $2,000,000'. */
export function bracketsText(brackets: readonly TaxBracket[], fromLimit = 0): string {
  const parts: string[] = []
  let lower = 0
  for (const { upTo, pct: rate } of brackets) {
    if (upTo > fromLimit) {
      if (upTo === Infinity) parts.push(`${pct(rate)} above ${dollars(lower)}`)
      else if (lower === 0) parts.push(`${pct(rate)} on the first ${dollars(upTo)}`)
      else parts.push(`${pct(rate)} from ${dollars(lower)} to ${dollars(upTo)}`)
    }
    lower = upTo
  }
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '')
}

// ---- French (fr-CA) ----------------------------------------------------------------------------

/** The no-break space French puts between groups of digits and before '$' and '%'. */
export const NBSP = '\u00a0'

function groups(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, NBSP)
}

/** 35000 → '35 000 $'. */
export function frDollars(amount: number): string {
  const rounded = Math.round(amount)
  return `${rounded < 0 ? '-' : ''}${groups(Math.abs(rounded))}${NBSP}$`
}

/** 2563.69 → '2 563,69 $'. */
export function frCents(amount: number): string {
  const c = Math.round(Math.abs(amount) * 100)
  const whole = Math.floor(c / 100)
  const frac = String(c % 100).padStart(2, '0')
  return `${amount < 0 ? '-' : ''}${groups(whole)},${frac}${NBSP}$`
}

/** Whole dollars when the amount is whole, else with cents. */
export function frMoney(amount: number): string {
  return Number.isInteger(amount) ? frDollars(amount) : frCents(amount)
}

/** 3.89 → '3,89 %'. */
export function frPct2(value: number): string {
  return `${value.toFixed(2).replace('.', ',')}${NBSP}%`
}

/** 5 → '5 %', 2.5 → '2,5 %'. */
export function frPct(value: number): string {
  return `${String(Number(value.toFixed(2))).replace('.', ',')}${NBSP}%`
}

const FR_MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
]

/** '2026-11-26' → '26 novembre 2026'. */
export function frLongDate(date: IsoDate): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  return `${d === 1 ? '1er' : d} ${FR_MONTHS[m - 1]} ${y}`
}

/** '2026-11-26' → '26 novembre' (this year) or '26 novembre 2025'. */
export function frShortDate(date: IsoDate, today: IsoDate): string {
  const long = frLongDate(date)
  return today.slice(0, 4) === date.slice(0, 4) ? long.replace(/ \d{4}$/, '') : long
}
