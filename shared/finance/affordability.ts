// How much home an income supports: the spec's "comfortable" 32 % / 40 % rule at the
// contract rate, and the lender maximum (insurer 39 % / 44 % at the stress-test rate).

import { floorCents, roundCents } from './money'
import { annuityFactor, periodicRate } from './payment'
import { qualifyingRate } from './qualifying-rate'
import { type ReachablePrice, reachablePrice } from './reachable-price'
import { COMFORTABLE_DEBT_SERVICE, type IsoDate, rulesInForce } from './rules'

/**
 * Lenders count a revolving balance (credit card, unsecured line of credit) as a monthly
 * payment of 3 % of the balance when working out the debt service ratios.
 */
export const REVOLVING_DEBT_PAYMENT_PCT = 3

/** The monthly payment lenders count for a revolving balance, in dollars (to the cent). */
export function revolvingDebtPayment(balance: number): number {
  if (!Number.isFinite(balance) || balance <= 0) return 0
  return roundCents((balance * REVOLVING_DEBT_PAYMENT_PCT) / 100)
}

export interface AffordabilityInput {
  annualIncome: number
  coBorrowerIncome?: number
  downPayment: number
  amortizationYears: number
  annualRatePct: number
  monthlyDebts?: number
  monthlyHeat?: number
  annualPropertyTax?: number
  monthlyCondoFees?: number
  /** Date whose stress test and insurer ratios apply; default today. */
  asOf?: Date | IsoDate
}

export type BindingLimit = 'housing' | 'total-debt'

/** The price both the income and the down payment allow, with the monthly payment on its loan. */
export type ReachableResult = ReachablePrice & {
  /** Principal and interest per month on `mortgage` (premium included) at the contract rate. */
  monthlyPayment: number
}

export interface AffordabilityResult {
  maxPrice: number
  maxMortgage: number
  /** Principal and interest per month at the contract rate. */
  monthlyPayment: number
  lenderMaximum: {
    maxPrice: number
    maxMortgage: number
    /** Principal and interest per month on `maxMortgage` at the contract rate (what the borrower would pay). */
    monthlyPayment: number
    /** max(contract rate + buffer, floor): the rate the limit was computed at. */
    qualifyingRatePct: number
    /** The lender's limit capped by the down payment (the premium added to the loan). */
    reachable: ReachableResult
  }
  /**
   * The headline: the comfortable limit capped by the down payment. `maxPrice` above is the
   * income formula alone (mortgage + down payment), which the down payment may not reach.
   */
  reachable: ReachableResult
  /** Which limit binds for the comfortable result. */
  bindingLimit: BindingLimit
}

/** Form values arrive as numbers of any kind: anything not a positive finite number counts as 0. */
function amount(value: number | undefined): number {
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : 0
}

interface Limit {
  payment: number
  mortgage: number
  binding: BindingLimit
}

function limit(
  ratios: { gdsPct: number; tdsPct: number; condoFeeSharePct: number },
  input: AffordabilityInput,
  ratePct: number,
  months: number,
): Limit {
  const grossMonthly = (amount(input.annualIncome) + amount(input.coBorrowerIncome)) / 12
  const housingCap = (grossMonthly * ratios.gdsPct) / 100
  const totalDebtCap = (grossMonthly * ratios.tdsPct) / 100 - amount(input.monthlyDebts)
  const housingCosts =
    amount(input.annualPropertyTax) / 12 +
    amount(input.monthlyHeat) +
    (amount(input.monthlyCondoFees) * ratios.condoFeeSharePct) / 100
  const payment = floorCents(Math.max(0, Math.min(housingCap, totalDebtCap) - housingCosts))
  const rate = periodicRate(ratePct, 'semi-annual', 12)
  return {
    payment,
    mortgage: months > 0 ? floorCents(payment * annuityFactor(rate, months)) : 0,
    binding: housingCap <= totalDebtCap ? 'housing' : 'total-debt',
  }
}

export function affordability(input: AffordabilityInput): AffordabilityResult {
  const rules = rulesInForce(input.asOf)
  const ratePct = amount(input.annualRatePct)
  const years = amount(input.amortizationYears)
  const months = Math.round(years * 12)
  const down = amount(input.downPayment)

  const comfortable = limit(COMFORTABLE_DEBT_SERVICE, input, ratePct, months)
  const { qualifyingRatePct } = qualifyingRate(ratePct, input.asOf)
  const lender = limit(rules.lenderDebtService, input, qualifyingRatePct, months)
  // Same rounding as mortgagePayment's monthly payment, without running a schedule.
  const lenderPayment =
    lender.mortgage > 0
      ? roundCents(lender.mortgage / annuityFactor(periodicRate(ratePct, 'semi-annual', 12), months))
      : 0

  const contractRate = periodicRate(ratePct, 'semi-annual', 12)
  const reach = (incomeMortgage: number): ReachableResult => {
    const r = reachablePrice({ incomeMortgage, downPayment: down, amortizationYears: years, asOf: rules.asOf })
    const monthlyPayment =
      r.mortgage > 0 && months > 0 ? roundCents(r.mortgage / annuityFactor(contractRate, months)) : 0
    return { ...r, monthlyPayment }
  }

  return {
    maxPrice: roundCents(comfortable.mortgage + down),
    maxMortgage: comfortable.mortgage,
    monthlyPayment: comfortable.mortgage > 0 ? comfortable.payment : 0,
    lenderMaximum: {
      maxPrice: roundCents(lender.mortgage + down),
      maxMortgage: lender.mortgage,
      monthlyPayment: lenderPayment,
      qualifyingRatePct,
      reachable: reach(lender.mortgage),
    },
    reachable: reach(comfortable.mortgage),
    bindingLimit: comfortable.binding,
  }
}
