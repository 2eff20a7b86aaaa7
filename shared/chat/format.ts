// Small formatters for the answers (Canadian English, en-CA).

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
  return formatCAD(amount, 0)
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
