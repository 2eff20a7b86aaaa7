import { describe, expect, it } from 'vitest'
import { closingCosts, landTransferTax, TYPICAL_CLOSING_FEES } from './index'

const AS_OF = '2026-11-27'
const FEES = 2000 + 500 + 350 + 400

describe('closingCosts (Ontario purchase)', () => {
  it('adds Ontario and Toronto land transfer tax and the typical fees (no insurance at 20 % down)', () => {
    const r = closingCosts({
      price: 700_000,
      downPayment: 140_000,
      amortizationYears: 25,
      inToronto: true,
      firstTimeBuyer: false,
      asOf: AS_OF,
    })
    expect(r.tax.provincial).toBe(10_475)
    expect(r.tax.municipal).toBe(10_475)
    expect(r.insurancePst).toBe(0)
    expect(r.fees).toEqual(TYPICAL_CLOSING_FEES)
    expect(r.total).toBe(20_950 + FEES)
  })

  it('takes off the first-time refunds and adds the 8 % PST on an insurance premium', () => {
    // $500,000 with 5 % down: premium 4.00 % of $475,000 = $19,000, PST $1,520; Ontario $6,475 − $4,000.
    const r = closingCosts({
      price: 500_000,
      downPayment: 25_000,
      amortizationYears: 25,
      inToronto: false,
      firstTimeBuyer: true,
      asOf: AS_OF,
    })
    expect(r.insurance.premium).toBe(19_000)
    expect(r.insurancePst).toBe(1520)
    expect(r.tax.total).toBe(2475)
    expect(r.total).toBe(2475 + 1520 + FEES)
  })

  it('uses the fees given and agrees with landTransferTax', () => {
    const fees = { legal: 1500, inspection: 0, titleInsurance: 300, appraisal: 0 }
    const r = closingCosts({
      price: 1_000_000,
      downPayment: 200_000,
      amortizationYears: 30,
      inToronto: false,
      firstTimeBuyer: false,
      fees,
      asOf: AS_OF,
    })
    const tax = landTransferTax({
      price: 1_000_000,
      province: 'ON',
      inToronto: false,
      firstTimeBuyer: false,
      asOf: AS_OF,
    })
    expect(tax.total).toBe(16_475) // check figure worked by hand
    expect(r.total).toBe(16_475 + 1800)
  })
})
