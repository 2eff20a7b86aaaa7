// Held-out checks of the renewal maths: figures computed outside the product, with Python's
// decimal module (50 significant digits), from the rules alone — the penalty as MORTGAGE-RULES
// states it (three months' interest; the IRD at the posted-rate or the published-rate comparison
// rate, never below 0; a fixed rate pays the greater), and the switch as a month-by-month
// schedule in cents (monthly rate (1 + j/2)^(1/6) − 1, payment and each month's interest rounded
// half up to the cent, the last payment settling the balance). None of these cases was used to
// write or adjust prepaymentPenalty or switchSavings; a failure here is a bug to find, not a
// figure to update.
import { describe, expect, it } from 'vitest'
import { prepaymentPenalty, switchSavings } from './index'

// balance, stay %, switch %, amortization months, term months, penalty, costs →
// stay payment, switch payment, stay interest, switch interest, stay end balance, net, break-even
type SwitchCase = [
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number | null,
]
const SWITCH_CASES: SwitchCase[] = [
  [285000, 4.74, 3.99, 240, 60, 0, 750, 1833.01, 1720.63, 61516.99, 51528.42, 236536.39, 9238.57, 5],
  [612345.67, 5.35, 4.49, 300, 36, 0, 1200, 3684.41, 3385.76, 94327.5, 79003.16, 574034.41, 14124.34, 3],
  [150000, 3.2, 4.1, 180, 60, 0, 0, 1048.83, 1114.46, 20624.37, 26604.98, 107694.57, -5980.61, 0],
  [890000, 6.05, 4.64, 324, 84, 15000, 1500, 5539.66, 4799.54, 350111.76, 265641.12, 774780.32, 67970.64, 17],
  [73210.5, 4.99, 4.05, 96, 12, 0, 400, 924.71, 892.94, 3444.11, 2795.59, 65558.09, 248.52, 8],
  [450000, 4.39, 4.39, 300, 60, 2000, 0, 2463.18, 2463.18, 92151.91, 92151.91, 394361.11, -2000, null],
]

// balance, contract %, months left, rate type, method, posted at signing, posted today, published →
// three months' interest, IRD, penalty
type PenaltyCase = [
  number,
  number,
  number,
  'fixed' | 'variable',
  'posted' | 'published',
  number | undefined,
  number | undefined,
  number | undefined,
  number,
  number,
  number,
]
const PENALTY_CASES: PenaltyCase[] = [
  [250000, 4.89, 17, 'fixed', 'posted', 6.14, 4.64, undefined, 3056.25, 5312.5, 5312.5],
  [731500.25, 3.79, 44, 'fixed', 'published', undefined, undefined, 3.05, 6930.96, 19848.04, 19848.04],
  [99999.99, 6.2, 5, 'variable', 'posted', 7.1, 5.5, undefined, 1550, 666.67, 1550],
  [480000, 2.89, 38, 'fixed', 'posted', 5.04, 5.64, undefined, 3468, 0, 3468],
  [333333.33, 5.55, 59, 'fixed', 'published', undefined, undefined, 4.94, 4625, 9997.22, 9997.22],
  [520000, 4.15, 12, 'fixed', 'published', undefined, undefined, 4.6, 5395, 0, 5395],
]

describe('held-out: prepaymentPenalty', () => {
  it.each(PENALTY_CASES)(
    '$%d at %d%%, %d months, %s, %s method',
    (balance, contractRatePct, monthsRemaining, rateType, method, signed, postedToday, published, three, ird, penalty) => {
      expect(
        prepaymentPenalty({
          balance,
          contractRatePct,
          monthsRemaining,
          rateType,
          method,
          postedRateAtSigningPct: signed,
          comparisonPostedRatePct: postedToday,
          comparisonPublishedRatePct: published,
        }),
      ).toEqual({ threeMonthsInterest: three, ird, penalty })
    },
  )
})

describe('held-out: switchSavings', () => {
  it.each(SWITCH_CASES)(
    '$%d, %d%% against %d%%, %d months left, %d-month term',
    (balance, stay, move, amortizationMonths, termMonths, penalty, costs, stayPay, movePay, stayInt, moveInt, stayEnd, net, breakEven) => {
      const r = switchSavings({
        balance,
        stayRatePct: stay,
        switchRatePct: move,
        amortizationMonths,
        termMonths,
        penalty,
        switchingCosts: costs,
      })
      expect(r.stay.payment).toBe(stayPay)
      expect(r.switch.payment).toBe(movePay)
      expect(r.stay.interest).toBe(stayInt)
      expect(r.switch.interest).toBe(moveInt)
      expect(r.stay.endBalance).toBe(stayEnd)
      expect(r.netSaving).toBe(net)
      expect(r.breakEvenMonth).toBe(breakEven)
    },
  )
})
