// Closing costs of an Ontario purchase, paid in cash on closing day: the land transfer taxes
// (Ontario's, and Toronto's inside the city) less the first-time buyer refunds, the 8 % PST on
// a mortgage insurance premium, and the usual fees (editable; typical figures below).

import { type InsuranceResult, insurancePremium, ontarioInsurancePst } from './insurance'
import { type LandTransferTaxResult, landTransferTax } from './land-transfer-tax'
import { roundCents } from './money'
import type { IsoDate } from './rules'

export interface ClosingFees {
  /** A real estate lawyer's fee and disbursements. */
  legal: number
  inspection: number
  titleInsurance: number
  /** A lender's appraisal. */
  appraisal: number
}

/** Typical Ontario figures, to be edited by the visitor. */
export const TYPICAL_CLOSING_FEES: Readonly<ClosingFees> = Object.freeze({
  legal: 2000,
  inspection: 500,
  titleInsurance: 350,
  appraisal: 400,
})

export interface ClosingCostsInput {
  price: number
  downPayment: number
  amortizationYears: number
  inToronto: boolean
  firstTimeBuyer: boolean
  fees?: ClosingFees
  asOf?: Date | IsoDate
}

export interface ClosingCostsResult {
  tax: LandTransferTaxResult
  insurance: InsuranceResult
  /** Ontario's PST on the premium (the premium itself is added to the mortgage). */
  insurancePst: number
  fees: ClosingFees
  /** Taxes less refunds, plus the PST and the fees, never below 0. */
  total: number
}

export function closingCosts(input: ClosingCostsInput): ClosingCostsResult {
  const fees = input.fees ?? TYPICAL_CLOSING_FEES
  const tax = landTransferTax({
    price: input.price,
    province: 'ON',
    inToronto: input.inToronto,
    firstTimeBuyer: input.firstTimeBuyer,
    asOf: input.asOf,
  })
  const insurance = insurancePremium({
    price: input.price,
    downPayment: input.downPayment,
    amortizationYears: input.amortizationYears,
    firstTimeBuyerOrNewBuild: input.firstTimeBuyer,
    asOf: input.asOf,
  })
  const insurancePst = ontarioInsurancePst(insurance.premium)
  const feeTotal = fees.legal + fees.inspection + fees.titleInsurance + fees.appraisal
  const total = Math.max(0, roundCents(tax.total + insurancePst + feeTotal))
  return { tax, insurance, insurancePst, fees, total }
}
