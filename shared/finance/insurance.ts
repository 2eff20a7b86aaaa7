// Mortgage default insurance (CMHC table; Sagen and Canada Guaranty match).

import { minimumDownPayment } from './down-payment'
import { roundCents } from './money'
import {
  extendedAmortizationOpenTo,
  type InsuranceRule,
  type IsoDate,
  ONTARIO_INSURANCE_PST_PCT,
  rulesInForce,
} from './rules'

export interface InsuranceInput {
  price: number
  downPayment: number
  amortizationYears: number
  /**
   * Opens insured amortizations over 25 years (to 30) where the rule in force allows it:
   * since 2024-08-01 for a first-time buyer of a new build (both), since 2024-12-15 for
   * either (shared/finance/rules.ts).
   */
  firstTimeBuyer?: boolean
  newBuild?: boolean
  /**
   * The buyer is a first-time buyer or buys a new build, without saying which (the quote
   * dialog asks one question): one of the two, so it opens the 30 years from 2024-12-15 only.
   */
  firstTimeBuyerOrNewBuild?: boolean
  asOf?: Date | IsoDate
}

export interface InsuranceResult {
  /** Down payment under 20 % of the price. */
  required: boolean
  /** The purchase can be insured: price under the cap, down ≥ minimum, amortization allowed. */
  insurable: boolean
  /** Premium rate in percent of the loan (0 when not required or not insurable). */
  rate: number
  /** Premium in dollars, added to the loan. */
  premium: number
}

/** Compares loan / value with each row as products, so exactly 85 % is 85 % (no division noise). */
function tableRate(rule: InsuranceRule, loan: number, value: number, longAmortization: boolean): number | null {
  const row = rule.premiums.find((r) => loan * 100 <= r.maxLtvPct * value)
  if (!row) return null
  const surcharge = longAmortization && rule.extendedAmortization ? rule.extendedAmortization.surchargePct : 0
  return Math.round((row.premiumPct + surcharge) * 100) / 100
}

/**
 * The premium rate (percent) for a loan-to-value in percent, from the full table including
 * the ≤ 65 / 75 / 80 % rows; `longAmortization` adds the 30-year surcharge where it exists.
 * Null above the highest insurable loan-to-value.
 */
export function insurancePremiumRate(
  loanToValuePct: number,
  options: { longAmortization?: boolean; asOf?: Date | IsoDate } = {},
): number | null {
  if (!Number.isFinite(loanToValuePct) || loanToValuePct < 0) return null
  return tableRate(rulesInForce(options.asOf).insurance, loanToValuePct, 100, options.longAmortization ?? false)
}

/** Whether insurance is required, possible, and what it costs, under the rules in force on `asOf`. */
export function insurancePremium(input: InsuranceInput): InsuranceResult {
  const { price, downPayment, amortizationYears } = input
  if (!Number.isFinite(price) || price <= 0) throw new RangeError('price must be a finite number > 0')
  if (!Number.isFinite(downPayment) || downPayment < 0) throw new RangeError('downPayment must be a finite number ≥ 0')
  if (!Number.isFinite(amortizationYears) || amortizationYears <= 0) {
    throw new RangeError('amortizationYears must be a finite number > 0')
  }
  const rules = rulesInForce(input.asOf)
  const rule = rules.insurance
  const loan = Math.max(0, price - downPayment)
  const required = loan * 100 > (100 - rule.requiredBelowDownPct) * price
  const longAmortization = amortizationYears > rule.standardMaxAmortizationYears
  const buyer = {
    firstTimeBuyer: input.firstTimeBuyer === true || input.firstTimeBuyerOrNewBuild === true,
    newBuild: input.newBuild,
  }
  const amortizationAllowed =
    !longAmortization ||
    (rule.extendedAmortization !== null &&
      extendedAmortizationOpenTo(rule.extendedAmortization, buyer) &&
      amortizationYears <= rule.extendedAmortization.maxYears)
  const insurable =
    price < rules.downPayment.insuredPriceCap &&
    downPayment >= minimumDownPayment(price, rules.asOf) &&
    amortizationAllowed
  const rate = required && insurable ? tableRate(rule, loan, price, longAmortization) : null
  if (rate === null) return { required, insurable, rate: 0, premium: 0 }
  return { required, insurable, rate, premium: roundCents((loan * rate) / 100) }
}

/** Ontario's 8 % sales tax on the premium, paid at closing (not added to the loan). */
export function ontarioInsurancePst(premium: number): number {
  if (!Number.isFinite(premium) || premium <= 0) return 0
  return roundCents((premium * ONTARIO_INSURANCE_PST_PCT) / 100)
}
