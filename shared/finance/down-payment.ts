// Minimum down payment and the visitor-facing hint, both read from the dated rules table.

import { floorCents, roundCents } from './money'
import { type DownPaymentRule, type IsoDate, rulesInForce } from './rules'

/** Minimum down payment in dollars (rounded to cents) under the rule in force on `asOf`. */
export function minimumDownPayment(price: number, asOf?: Date | IsoDate): number {
  if (!Number.isFinite(price) || price < 0) throw new RangeError('price must be a finite number ≥ 0')
  return minimumUnder(rulesInForce(asOf).downPayment, price)
}

function minimumUnder(rule: DownPaymentRule, price: number): number {
  if (price >= rule.insuredPriceCap) return roundCents((price * rule.aboveCapPct) / 100)
  if (price <= rule.firstTierLimit) return roundCents((price * rule.firstTierPct) / 100)
  return roundCents(
    (rule.firstTierLimit * rule.firstTierPct) / 100 + ((price - rule.firstTierLimit) * rule.secondTierPct) / 100,
  )
}

/** $500000 → '$500k', $1000000 → '$1M', $1500000 → '$1.5M'. */
function shortDollars(amount: number): string {
  if (amount >= 1_000_000) return `$${amount / 1_000_000}M`
  if (amount >= 1_000) return `$${amount / 1_000}k`
  return `$${amount}`
}

export type DownPaymentHintStyle = 'short' | 'detailed'

/**
 * The down payment hint for the rule in force on `asOf`, written from the table's numbers.
 * 'short' is the spec's wording: before 2024-12-15 it reads exactly
 * 'Minimum 5% for homes under $500k, 5-10% for $500k-$1M, 20% for $1M+'.
 * 'detailed' spells out the marginal 10 %:
 * 'Minimum 5% up to $500k, 5% + 10% of the amount above $500k up to $1.5M, 20% for $1.5M+'.
 */
export function downPaymentHint(asOf?: Date | IsoDate, style: DownPaymentHintStyle = 'short'): string {
  const r = rulesInForce(asOf).downPayment
  const limit = shortDollars(r.firstTierLimit)
  const cap = shortDollars(r.insuredPriceCap)
  if (style === 'detailed') {
    return (
      `Minimum ${r.firstTierPct}% up to ${limit}, ${r.firstTierPct}% + ${r.secondTierPct}% of the amount above ` +
      `${limit} up to ${cap}, ${r.aboveCapPct}% for ${cap}+`
    )
  }
  return (
    `Minimum ${r.firstTierPct}% for homes under ${limit}, ${r.firstTierPct}-${r.secondTierPct}% for ${limit}-${cap}, ` +
    `${r.aboveCapPct}% for ${cap}+`
  )
}

/**
 * The highest price a down payment can buy under the rule in force on `asOf` (the inverse of
 * minimumDownPayment), floored to cents: 5 % up to the first tier, 5 % + 10 % of the part
 * above it below the insured price cap, and 20 % at or above the cap. Just below the cap the
 * tiers need less than 20 % of the cap, so a down payment between the two buys up to one
 * cent under the cap.
 */
export function maxPriceForDownPayment(downPayment: number, asOf?: Date | IsoDate): number {
  if (!Number.isFinite(downPayment) || downPayment < 0) throw new RangeError('downPayment must be a finite number ≥ 0')
  if (downPayment === 0) return 0
  const rule = rulesInForce(asOf).downPayment
  const firstTier = floorCents(downPayment / (rule.firstTierPct / 100))
  if (firstTier <= rule.firstTierLimit) return firstTier
  const firstTierDown = (rule.firstTierLimit * rule.firstTierPct) / 100
  const secondTier = floorCents(rule.firstTierLimit + (downPayment - firstTierDown) / (rule.secondTierPct / 100))
  if (secondTier < rule.insuredPriceCap) return secondTier
  const aboveCap = floorCents(downPayment / (rule.aboveCapPct / 100))
  return aboveCap >= rule.insuredPriceCap ? aboveCap : roundCents(rule.insuredPriceCap - 0.01)
}
