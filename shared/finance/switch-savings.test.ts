import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { prepaymentPenalty, switchSavings } from './index'

describe('switchSavings', () => {
  it('month by month, monthly compounding: 12 % against 6 % on $120,000 over 10 years', () => {
    // Stay: r = 12 % / 12 = 1 % a month. 1.01^120 = 3.300387, so the payment is
    // 120,000 × 0.01 / (1 − 1 / 3.300387) = 1,200 / 0.697005 = $1,721.65.
    // Month 1: interest 120,000 × 1 % = 1,200.00; balance 120,000 − (1,721.65 − 1,200) = 119,478.35.
    // Month 2: interest 119,478.35 × 1 % = 1,194.78.
    // Switch: r = 0.5 %. 1.005^120 = 1.819397, payment 600 / (1 − 1 / 1.819397) = 600 / 0.450367 = $1,332.25.
    // Month 1: interest 600.00; balance 120,000 − 732.25 = 119,267.75. Month 2: × 0.5 % = 596.34.
    // Saved: month 1 1,200.00 − 600.00 = 600.00; month 2 1,194.78 − 596.34 = 598.44; together
    // 1,198.44 ≥ the $1,000 of costs, so the switch pays for itself in month 2.
    const r = switchSavings({
      balance: 120_000,
      amortizationMonths: 120,
      termMonths: 12,
      stayRatePct: 12,
      switchRatePct: 6,
      switchingCosts: 1000,
      compounding: 'monthly',
    })
    expect(r.stay.payment).toBe(1721.65)
    expect(r.switch.payment).toBe(1332.25)
    expect(r.paymentDifference).toBe(389.4) // 1,721.65 − 1,332.25
    expect(r.breakEvenMonth).toBe(2)
    // Over 12 months (the cents schedule): stay 14,043.96 of interest, switch 6,954.27.
    expect(r.stay.interest).toBe(14_043.96)
    expect(r.switch.interest).toBe(6954.27)
    expect(r.interestSaved).toBe(7089.69) // 14,043.96 − 6,954.27
    expect(r.netSaving).toBe(6089.69) // 7,089.69 − 1,000
    // Payments plus the balance left equal the balance plus the interest, to the cent:
    // 12 × 1,721.65 + end balance = 120,000 + 14,043.96 → end balance 113,384.16.
    expect(r.stay.endBalance).toBe(113_384.16)
    expect(roundTrip(r.switch, 120_000, 12)).toBe(true)
  })

  it('at maturity, semi-annual: $400,000 over 25 years, 5-year term, offer 4.89 % against 4.19 %', () => {
    // Stay: r = (1 + 0.0489 / 2)^(1/6) − 1 = 0.0040340957 a month; payment
    // 400,000 × r / (1 − (1 + r)^−300) = $2,301.44. Balance after 60 months, closed form:
    // 400,000 × (1 + r)^60 − 2,301.44 × ((1 + r)^60 − 1) / r = 353,414.67, so the interest is
    // 60 × 2,301.44 − (400,000 − 353,414.67) = 91,501.07 (the cents schedule: 91,501.06).
    // Switch: r = (1 + 0.0419 / 2)^(1/6) − 1 = 0.0034615718; payment $2,145.48; balance after 60
    // months 349,359.22; interest 60 × 2,145.48 − (400,000 − 349,359.22) = 78,088.02 (schedule: 78,088.05).
    // Saved 91,501.06 − 78,088.05 = 13,413.01; less $1,000 of legal fees = 12,413.01.
    // Month 1 saves 400,000 × (0.0040340957 − 0.0034615718) = 1,613.64 − 1,384.63 = 229.01, and
    // about 229 each month after: 4 months make 915.18, 5 make 1,143.61 ≥ 1,000 → month 5.
    const r = switchSavings({
      balance: 400_000,
      amortizationMonths: 300,
      termMonths: 60,
      stayRatePct: 4.89,
      switchRatePct: 4.19,
      switchingCosts: 1000,
    })
    expect(r.stay.payment).toBe(2301.44)
    expect(r.switch.payment).toBe(2145.48)
    expect(r.paymentDifference).toBe(155.96)
    expect(Math.abs(r.stay.interest - 91_501.07)).toBeLessThan(0.5)
    expect(Math.abs(r.switch.interest - 78_088.02)).toBeLessThan(0.5)
    expect(Math.abs(r.stay.endBalance - 353_414.67)).toBeLessThan(0.5)
    expect(r.interestSaved).toBe(13_413.01)
    expect(r.netSaving).toBe(12_413.01)
    expect(r.breakEvenMonth).toBe(5)
    expect(roundTrip(r.stay, 400_000, 60)).toBe(true)
    expect(roundTrip(r.switch, 400_000, 60)).toBe(true)
  })

  it('mid-term, with the penalty of the posted-rate check', () => {
    // The penalty check ($400,000 at 5.19 %, posted 6.49 % then 5.49 %) costs $10,000.00; with
    // $1,000 of fees, $11,000 to recover at about $220–229 a month: 48 months save 10,794.80,
    // 49 save 11,014.45 → month 49. Net: 13,413.01 − 10,000 − 1,000 = 2,413.01.
    const { penalty } = prepaymentPenalty({
      balance: 400_000,
      rateType: 'fixed',
      contractRatePct: 5.19,
      monthsRemaining: 30,
      method: 'posted',
      postedRateAtSigningPct: 6.49,
      comparisonPostedRatePct: 5.49,
    })
    const r = switchSavings({
      balance: 400_000,
      amortizationMonths: 300,
      termMonths: 60,
      stayRatePct: 4.89,
      switchRatePct: 4.19,
      penalty,
      switchingCosts: 1000,
    })
    expect(r.penalty).toBe(10_000)
    expect(r.netSaving).toBe(2413.01)
    expect(r.breakEvenMonth).toBe(49)
  })

  it('a switch that never pays back has no break-even month and a negative net', () => {
    const r = switchSavings({
      balance: 300_000,
      amortizationMonths: 240,
      termMonths: 36,
      stayRatePct: 4.5,
      switchRatePct: 4.4,
      penalty: 9000,
    })
    expect(r.breakEvenMonth).toBeNull()
    expect(r.netSaving).toBeLessThan(0)
    expect(r.netSaving).toBe(Math.round((r.interestSaved - 9000) * 100) / 100)
  })

  it('nothing to recover breaks even at once; the same rate saves nothing', () => {
    const r = switchSavings({
      balance: 250_000,
      amortizationMonths: 300,
      termMonths: 60,
      stayRatePct: 4,
      switchRatePct: 4,
    })
    expect(r.breakEvenMonth).toBe(0)
    expect(r.paymentDifference).toBe(0)
    expect(r.interestSaved).toBe(0)
    expect(r.netSaving).toBe(0)
  })

  it('a term longer than the amortization left stops at its end, with nothing owing', () => {
    const r = switchSavings({
      balance: 10_000,
      amortizationMonths: 12,
      termMonths: 60,
      stayRatePct: 5,
      switchRatePct: 0,
    })
    expect(r.termMonths).toBe(12)
    expect(r.stay.endBalance).toBe(0)
    expect(r.switch.endBalance).toBe(0)
    expect(r.switch.payment).toBe(833.33) // 10,000 / 12 at 0 %
    expect(r.switch.interest).toBe(0)
  })

  it('rejects impossible inputs', () => {
    const ok = { balance: 1, amortizationMonths: 12, termMonths: 12, stayRatePct: 1, switchRatePct: 1 }
    expect(() => switchSavings({ ...ok, balance: -1 })).toThrow(RangeError)
    expect(() => switchSavings({ ...ok, amortizationMonths: 0 })).toThrow(RangeError)
    expect(() => switchSavings({ ...ok, termMonths: 1.5 })).toThrow(RangeError)
    expect(() => switchSavings({ ...ok, stayRatePct: Number.NaN })).toThrow(RangeError)
    expect(() => switchSavings({ ...ok, penalty: -5 })).toThrow(RangeError)
  })

  it('a lower rate never costs more interest, and the net is the saving less the costs', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 2_000_000 }),
        fc.integer({ min: 12, max: 360 }),
        fc.integer({ min: 6, max: 120 }),
        fc.integer({ min: 0, max: 1200 }),
        fc.integer({ min: 0, max: 1200 }),
        fc.integer({ min: 0, max: 30_000 }),
        (balance, amortizationMonths, termMonths, a, b, costs) => {
          const [low, high] = a <= b ? [a, b] : [b, a]
          const r = switchSavings({
            balance,
            amortizationMonths,
            termMonths,
            stayRatePct: high / 100,
            switchRatePct: low / 100,
            switchingCosts: costs,
          })
          return (
            r.interestSaved >= 0 &&
            r.paymentDifference >= 0 &&
            Math.abs(r.netSaving - (r.interestSaved - costs)) < 0.006 &&
            (r.breakEvenMonth === null) === r.interestSaved < costs
          )
        },
      ),
    )
  })
})

/** Payments plus the balance left equal the balance plus the interest (the last payment may differ). */
function roundTrip(o: { payment: number; interest: number; endBalance: number }, balance: number, months: number) {
  return Math.abs(o.payment * months + o.endBalance - (balance + o.interest)) < 0.005
}
