// Refinancing: how much of a home's value can be borrowed again. Lenders lend up to 80 % of
// the appraised value on a refinance (it cannot be insured), less what is still owed.

import { floorCents } from './money'

/** Highest loan-to-value of a refinance, in percent of the home's value. */
export const REFINANCE_MAX_LTV_PCT = 80

export interface RefinanceEquityResult {
  /** value × 80 %: the largest mortgage after refinancing. */
  maxMortgage: number
  /** maxMortgage − balance, never below 0: the cash a refinance can free. */
  available: number
}

export function refinanceEquity(input: { homeValue: number; balance: number }): RefinanceEquityResult {
  const { homeValue, balance } = input
  if (!Number.isFinite(homeValue) || homeValue < 0) throw new RangeError('homeValue must be a finite number ≥ 0')
  if (!Number.isFinite(balance) || balance < 0) throw new RangeError('balance must be a finite number ≥ 0')
  const maxMortgage = floorCents((homeValue * REFINANCE_MAX_LTV_PCT) / 100)
  return { maxMortgage, available: Math.max(0, floorCents(maxMortgage - balance)) }
}
