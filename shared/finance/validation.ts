// Form checks for the calculators: plain-words messages per field, empty object when valid.
// The calculators themselves throw RangeError on impossible input; forms call these first.

import { minimumDownPayment } from './down-payment'
import { formatCAD } from './money'
import type { IsoDate } from './rules'

export type FieldErrors<K extends string> = Partial<Record<K, string>>

export const INPUT_BOUNDS = {
  minRatePct: 0,
  maxRatePct: 25,
  minAmortizationYears: 1,
  maxAmortizationYears: 30,
} as const

export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.keys(errors).length > 0
}

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}

function dollars(amount: number): string {
  return formatCAD(amount, Number.isInteger(amount) ? 0 : 2)
}

function positiveAmount(value: number, what: string): string | undefined {
  if (!isNumber(value)) return `Enter the ${what}.`
  if (value <= 0) return `The ${what} must be more than $0.`
  return undefined
}

function optionalAmount(value: number | undefined, what: string): string | undefined {
  if (value === undefined) return undefined
  if (!isNumber(value)) return `Enter the ${what} as a number (0 if none).`
  if (value < 0) return `The ${what} cannot be negative.`
  return undefined
}

function rate(value: number): string | undefined {
  const { minRatePct, maxRatePct } = INPUT_BOUNDS
  if (!isNumber(value)) return 'Enter the interest rate.'
  if (value < minRatePct || value > maxRatePct)
    return `The interest rate must be between ${minRatePct}% and ${maxRatePct}%.`
  return undefined
}

function amortization(value: number): string | undefined {
  const { minAmortizationYears: min, maxAmortizationYears: max } = INPUT_BOUNDS
  if (!isNumber(value)) return 'Choose an amortization period.'
  if (!Number.isInteger(value) || value < min || value > max) {
    return `The amortization must be a whole number of years from ${min} to ${max}.`
  }
  return undefined
}

function collect<K extends string>(checks: Record<K, string | undefined>): FieldErrors<K> {
  const errors: FieldErrors<K> = {}
  for (const key of Object.keys(checks) as K[]) {
    const message = checks[key]
    if (message !== undefined) errors[key] = message
  }
  return errors
}

/** Payment calculator page: mortgage amount, rate, amortization. */
export function validateMortgageInputs(input: {
  principal: number
  annualRatePct: number
  amortizationYears: number
}): FieldErrors<'principal' | 'annualRatePct' | 'amortizationYears'> {
  return collect({
    principal: positiveAmount(input.principal, 'mortgage amount'),
    annualRatePct: rate(input.annualRatePct),
    amortizationYears: amortization(input.amortizationYears),
  })
}

/** Quote dialog: price and down payment (≤ price, ≥ the minimum in force); rate and amortization when given. */
export function validatePurchaseInputs(input: {
  price: number
  downPayment: number
  annualRatePct?: number
  amortizationYears?: number
  asOf?: Date | IsoDate
}): FieldErrors<'price' | 'downPayment' | 'annualRatePct' | 'amortizationYears'> {
  const priceError = positiveAmount(input.price, 'purchase price')
  let downError = positiveAmount(input.downPayment, 'down payment')
  if (!downError && !priceError) {
    const minimum = minimumDownPayment(input.price, input.asOf)
    if (input.downPayment > input.price) downError = 'The down payment cannot be more than the purchase price.'
    else if (input.downPayment < minimum) downError = `The minimum down payment for this price is ${dollars(minimum)}.`
  }
  return collect({
    price: priceError,
    downPayment: downError,
    annualRatePct: input.annualRatePct === undefined ? undefined : rate(input.annualRatePct),
    amortizationYears: input.amortizationYears === undefined ? undefined : amortization(input.amortizationYears),
  })
}

/** Affordability page: income, down payment, rate, amortization; monthly costs may be 0. */
export function validateAffordabilityInputs(input: {
  annualIncome: number
  coBorrowerIncome?: number
  downPayment: number
  amortizationYears: number
  annualRatePct: number
  monthlyDebts?: number
  monthlyHeat?: number
  annualPropertyTax?: number
  monthlyCondoFees?: number
}): FieldErrors<
  | 'annualIncome'
  | 'coBorrowerIncome'
  | 'downPayment'
  | 'amortizationYears'
  | 'annualRatePct'
  | 'monthlyDebts'
  | 'monthlyHeat'
  | 'annualPropertyTax'
  | 'monthlyCondoFees'
> {
  return collect({
    annualIncome: positiveAmount(input.annualIncome, 'annual income'),
    coBorrowerIncome: optionalAmount(input.coBorrowerIncome, 'co-borrower income'),
    downPayment: positiveAmount(input.downPayment, 'down payment'),
    amortizationYears: amortization(input.amortizationYears),
    annualRatePct: rate(input.annualRatePct),
    monthlyDebts: optionalAmount(input.monthlyDebts, 'monthly debt payments'),
    monthlyHeat: optionalAmount(input.monthlyHeat, 'heat and electricity cost'),
    annualPropertyTax: optionalAmount(input.annualPropertyTax, 'annual property tax'),
    monthlyCondoFees: optionalAmount(input.monthlyCondoFees, 'monthly condo fees'),
  })
}
