// The price a buyer can actually reach: the mortgage the income supports and the down payment
// together, under the minimum down payment rules and with the default insurance premium added to
// the loan when the down payment is under 20 %.

import { maxPriceForDownPayment } from './down-payment'
import { insurancePremium } from './insurance'
import { floorCents } from './money'
import type { IsoDate } from './rules'

export interface ReachablePriceInput {
  /** The largest loan the income supports (premium included), in dollars. */
  incomeMortgage: number
  downPayment: number
  amortizationYears: number
  asOf?: Date | IsoDate
}

/** Which limit stops the price: the income's mortgage or the minimum down payment rules. */
export type PriceLimit = 'income' | 'down-payment'

export interface ReachablePrice {
  /** The highest price both limits allow, floored to cents. */
  price: number
  /** The price the income alone supports: the mortgage plus the down payment (no premium). */
  incomePrice: number
  /** The highest price the down payment buys under the minimum down payment rules. */
  downPaymentPrice: number
  /** The loan at `price`, the premium included. */
  mortgage: number
  /** The default insurance premium added to the loan (0 with 20 % down or more). */
  premium: number
  /** Premium rate in percent of the loan before the premium (0 when not insured). */
  premiumRatePct: number
  limit: PriceLimit
}

const toCents = (dollars: number) => Math.round(dollars * 100)

interface Fit {
  fits: boolean
  premium: number
  premiumRatePct: number
}

/**
 * Whether a price fits: the loan plus any premium within the income's mortgage, and the purchase
 * insurable when it needs insurance. A 30-year insured amortization is taken as open (the
 * calculator does not ask whether the buyer is a first-time buyer or buys a new build).
 */
function priceFit(priceCents: number, input: ReachablePriceInput, down: number, incomeMortgage: number): Fit {
  const price = priceCents / 100
  const loan = Math.max(0, price - down)
  if (loan === 0) return { fits: true, premium: 0, premiumRatePct: 0 }
  const insurance = insurancePremium({
    price,
    downPayment: down,
    amortizationYears: input.amortizationYears,
    firstTimeBuyerOrNewBuild: true,
    ...(input.asOf === undefined ? {} : { asOf: input.asOf }),
  })
  if (insurance.required && !insurance.insurable) return { fits: false, premium: 0, premiumRatePct: 0 }
  return {
    fits: toCents(loan + insurance.premium) <= toCents(incomeMortgage),
    premium: insurance.premium,
    premiumRatePct: insurance.rate,
  }
}

/**
 * The highest price that both the income's mortgage and the down payment allow. Both conditions
 * only get harder as the price rises (the minimum down payment and the premium rate grow with
 * it), so the answer is found by halving the range of prices in cents.
 */
export function reachablePrice(input: ReachablePriceInput): ReachablePrice {
  const down = Number.isFinite(input.downPayment) && input.downPayment > 0 ? input.downPayment : 0
  const incomeMortgage = Number.isFinite(input.incomeMortgage) && input.incomeMortgage > 0 ? input.incomeMortgage : 0
  const downPaymentPrice = maxPriceForDownPayment(down, input.asOf)
  const incomePrice = floorCents(incomeMortgage + down)
  if (!(input.amortizationYears > 0) || down === 0) {
    return {
      price: 0,
      incomePrice,
      downPaymentPrice,
      mortgage: 0,
      premium: 0,
      premiumRatePct: 0,
      limit: 'down-payment',
    }
  }
  let lo = toCents(Math.min(down, downPaymentPrice))
  let hi = toCents(Math.min(downPaymentPrice, incomePrice))
  if (priceFit(hi, input, down, incomeMortgage).fits) lo = hi
  else {
    // Invariant: lo fits, hi does not.
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2)
      if (priceFit(mid, input, down, incomeMortgage).fits) lo = mid
      else hi = mid
    }
  }
  const at = priceFit(lo, input, down, incomeMortgage)
  const price = lo / 100
  return {
    price,
    incomePrice,
    downPaymentPrice,
    mortgage: Math.max(0, toCents(price - down + at.premium) / 100),
    premium: at.premium,
    premiumRatePct: at.premiumRatePct,
    limit: toCents(downPaymentPrice) <= toCents(price) ? 'down-payment' : 'income',
  }
}
