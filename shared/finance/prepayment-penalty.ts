// The penalty for breaking a closed mortgage before its term ends, as lenders estimate it:
// three months' interest for a variable rate; for a fixed rate, the greater of three months'
// interest and the interest-rate differential (IRD). The lender's own figure governs.

import { roundCents } from './money'

export interface PrepaymentPenaltyInput {
  /** The balance owing, in dollars. */
  balance: number
  rateType: 'fixed' | 'variable'
  /** The mortgage's own (contract) rate, in percent. */
  contractRatePct: number
  /** Months left in the term. */
  monthsRemaining: number
  /**
   * How the lender sets the comparison rate of the IRD: 'posted' (the big banks) takes today's
   * posted rate for the term closest to the time left, less the discount received at signing
   * (posted rate at signing − contract rate); 'published' (most monoline lenders) takes the
   * lender's published rate today for that term.
   */
  method: 'posted' | 'published'
  /** 'posted' method: the posted rate for the mortgage's term on the day it was signed. */
  postedRateAtSigningPct?: number
  /** 'posted' method: today's posted rate for the term closest to the time left. */
  comparisonPostedRatePct?: number
  /** 'published' method: today's published rate for the term closest to the time left. */
  comparisonPublishedRatePct?: number
}

export interface PrepaymentPenaltyResult {
  /** balance × contract rate × 3 / 12. */
  threeMonthsInterest: number
  /** balance × (contract − comparison) × months / 12, never below 0; 0 without a comparison rate. */
  ird: number
  /** Three months' interest for a variable rate; the greater of the two for a fixed rate. */
  penalty: number
}

const finite = (x: number | undefined): x is number => x !== undefined && Number.isFinite(x)

/** The comparison rate of the IRD, or null when the rates it needs were not given. */
export function irdComparisonRatePct(input: PrepaymentPenaltyInput): number | null {
  if (input.method === 'published')
    return finite(input.comparisonPublishedRatePct) ? input.comparisonPublishedRatePct : null
  if (!finite(input.comparisonPostedRatePct) || !finite(input.postedRateAtSigningPct)) return null
  return input.comparisonPostedRatePct - (input.postedRateAtSigningPct - input.contractRatePct)
}

export function prepaymentPenalty(input: PrepaymentPenaltyInput): PrepaymentPenaltyResult {
  const { balance, contractRatePct, monthsRemaining } = input
  if (!Number.isFinite(balance) || balance < 0) throw new RangeError('balance must be a finite number ≥ 0')
  if (!Number.isFinite(contractRatePct) || contractRatePct < 0)
    throw new RangeError('contractRatePct must be a finite number ≥ 0')
  if (!Number.isFinite(monthsRemaining) || monthsRemaining < 0)
    throw new RangeError('monthsRemaining must be a finite number ≥ 0')
  // Rates in hundredths of a percent as whole numbers first, so 5.19 − 4.39 is exactly 0.80.
  const hundredths = (pct: number) => Math.round(pct * 1e6) / 1e6
  const threeMonthsInterest = roundCents((balance * hundredths(contractRatePct) * 3) / 1200)
  const comparison = irdComparisonRatePct(input)
  const gap = comparison === null ? 0 : Math.max(0, hundredths(contractRatePct - comparison))
  const ird = roundCents((balance * gap * monthsRemaining) / 1200)
  const penalty = input.rateType === 'variable' ? threeMonthsInterest : Math.max(threeMonthsInterest, ird)
  return { threeMonthsInterest, ird, penalty }
}
