// How Much Can I Afford? (/affordability-calculator): form values, results and the sentences
// that explain them, without React. The headline is the price both the income and the down
// payment reach; the income formula stays visible in the breakdown.

import { oneOf, readStoredValues } from '#app/features/calculators/kit/stored-values.ts'
import {
  type AffordabilityInput,
  type AffordabilityResult,
  affordability,
  COMFORTABLE_DEBT_SERVICE,
  type FieldErrors,
  formatCAD,
  type IsoDate,
  minimumDownPayment,
  parseDecimalInput,
  parseOptionalDecimalInput,
  rulesInForce,
  validateAffordabilityInputs,
} from '#shared/finance/index.ts'
import { leadSourceOfKind } from '#shared/leads/sources.ts'
import type { LeadPayloadInput } from '#shared/schemas/leads.ts'

export const AFFORDABILITY_AMORTIZATIONS = [1, 2, 3, 4, 5, 7, 10, 15, 20, 25, 30] as const

export interface AffordabilityFormValues {
  annualIncome: string
  coBorrowerIncome: string
  downPayment: string
  amortization: number
  rate: string
  monthlyDebts: string
  monthlyHeat: string
  annualPropertyTax: string
  monthlyCondoFees: string
}

/** The page's starting values: rate 4.84 %, 25 years, income 100000, down payment 20000. */
export const AFFORDABILITY_DEFAULTS: Readonly<AffordabilityFormValues> = Object.freeze({
  annualIncome: '100000',
  coBorrowerIncome: '',
  downPayment: '20000',
  amortization: 25,
  rate: '4.84',
  monthlyDebts: '',
  monthlyHeat: '',
  annualPropertyTax: '',
  monthlyCondoFees: '',
})

export function readStoredAffordabilityValues(raw: unknown): AffordabilityFormValues | null {
  return readStoredValues(
    raw,
    { ...AFFORDABILITY_DEFAULTS },
    { amortization: oneOf<number>(AFFORDABILITY_AMORTIZATIONS) },
  )
}

export type AffordabilityField =
  | 'annualIncome'
  | 'coBorrowerIncome'
  | 'downPayment'
  | 'amortization'
  | 'rate'
  | 'monthlyDebts'
  | 'monthlyHeat'
  | 'annualPropertyTax'
  | 'monthlyCondoFees'

export interface AffordabilityComputation {
  errors: FieldErrors<AffordabilityField>
  input: AffordabilityInput | null
  result: AffordabilityResult | null
}

export function computeAffordability(values: AffordabilityFormValues, asOf?: Date | IsoDate): AffordabilityComputation {
  const input: AffordabilityInput = {
    annualIncome: parseDecimalInput(values.annualIncome),
    coBorrowerIncome: parseOptionalDecimalInput(values.coBorrowerIncome),
    downPayment: parseDecimalInput(values.downPayment),
    amortizationYears: values.amortization,
    annualRatePct: parseDecimalInput(values.rate),
    monthlyDebts: parseOptionalDecimalInput(values.monthlyDebts),
    monthlyHeat: parseOptionalDecimalInput(values.monthlyHeat),
    annualPropertyTax: parseOptionalDecimalInput(values.annualPropertyTax),
    monthlyCondoFees: parseOptionalDecimalInput(values.monthlyCondoFees),
  }
  const checked = validateAffordabilityInputs(input)
  const errors: FieldErrors<AffordabilityField> = {}
  for (const [key, message] of Object.entries(checked)) {
    const field = (
      key === 'annualRatePct' ? 'rate' : key === 'amortizationYears' ? 'amortization' : key
    ) as AffordabilityField
    errors[field] = message
  }
  if (Object.keys(errors).length > 0) return { errors, input: null, result: null }
  const withDate = asOf === undefined ? input : { ...input, asOf }
  return {
    errors,
    input,
    result: affordability(withDate),
  }
}

const dollars = (amount: number) => formatCAD(Math.max(0, amount), 0)
const pct = (value: number) => `${value}%`
/** A price limit in whole dollars, never rounded up past the limit. */
const priceDollars = (amount: number) => dollars(Math.floor(amount))

/** One sentence: which comfortable limit binds, in plain words with the figures. */
export function bindingSentence(c: AffordabilityComputation): string {
  const { input, result } = c
  if (!input || !result) return ''
  const grossMonthly = ((input.annualIncome ?? 0) + (input.coBorrowerIncome ?? 0)) / 12
  const { gdsPct, tdsPct } = COMFORTABLE_DEBT_SERVICE
  if (result.maxMortgage <= 0) {
    return (
      `Your property tax, heat${input.monthlyCondoFees ? ', condo fees' : ''} and other debts already use the ${pct(gdsPct)} ` +
      `of income for housing or the ${pct(tdsPct)} for all debts that this guide allows, so no mortgage payment fits.`
    )
  }
  if (result.bindingLimit === 'housing') {
    return (
      `Housing costs set your income limit: the mortgage payment, property tax and heat${input.monthlyCondoFees ? ' and condo fees' : ''} ` +
      `can take up to ${pct(gdsPct)} of your gross monthly income of ${dollars(grossMonthly)}, which is ${dollars((grossMonthly * gdsPct) / 100)} a month.`
    )
  }
  return (
    `Your other debts set your income limit: all debt payments, housing included, can take up to ${pct(tdsPct)} of your gross monthly ` +
    `income of ${dollars(grossMonthly)}, and your ${dollars(input.monthlyDebts ?? 0)} a month of other debts leaves ` +
    `${dollars((grossMonthly * tdsPct) / 100 - (input.monthlyDebts ?? 0))} for housing.`
  )
}

/** The stress test explained with the rate used (one sentence). */
export function stressTestSentence(c: AffordabilityComputation, asOf?: Date | IsoDate): string {
  if (!c.input || !c.result) return ''
  const rules = rulesInForce(asOf)
  const { bufferPct, floorPct } = rules.stressTest
  const { gdsPct, tdsPct, condoFeeSharePct } = rules.lenderDebtService
  return (
    `A lender must qualify you at ${c.result.lenderMaximum.qualifyingRatePct.toFixed(2)}% (your rate plus ${bufferPct}%, or ` +
    `${floorPct.toFixed(2)}% if higher) and usually allows up to ${pct(gdsPct)} of income for housing and ${pct(tdsPct)} for all ` +
    `debts, counting ${pct(condoFeeSharePct)} of condo fees.`
  )
}

/** One line of the breakdown under the headline: a limit and its figure. */
export interface LimitLine {
  label: string
  value: string
  /** The limit that sets the headline price. */
  binds: boolean
}

/**
 * How the headline is reached: the income formula (mortgage the payment supports plus the down
 * payment), the down payment limit from the minimum down payment rules, and, when insured, the
 * default insurance premium added to the loan.
 */
export function limitBreakdown(c: AffordabilityComputation): LimitLine[] {
  const { input, result } = c
  if (!input || !result) return []
  const r = result.reachable
  const lines: LimitLine[] = [
    {
      label: `Income limit: a ${dollars(result.maxMortgage)} mortgage plus your ${dollars(input.downPayment)} down`,
      value: dollars(result.maxPrice),
      binds: r.limit === 'income',
    },
    {
      label: `Down payment limit: the minimum down payment rules let ${dollars(input.downPayment)} buy up to`,
      value: priceDollars(r.downPaymentPrice),
      binds: r.limit === 'down-payment',
    },
  ]
  if (r.premium > 0) {
    lines.push({
      label: `Mortgage default insurance (${r.premiumRatePct.toFixed(2)}% with under 20% down), added to the loan`,
      value: dollars(r.premium),
      binds: false,
    })
  }
  return lines
}

/** Why the headline is lower than the income formula, in one sentence (null when it is not). */
export function headlineNote(c: AffordabilityComputation, asOf?: Date | IsoDate): string | null {
  const { input, result } = c
  if (!input || !result || result.reachable.price <= 0) return null
  const r = result.reachable
  if (r.limit !== 'down-payment' || result.maxPrice <= r.price) return null
  const rule = rulesInForce(asOf).downPayment
  const cap = r.downPaymentPrice >= rule.insuredPriceCap - 0.01 && r.downPaymentPrice < rule.insuredPriceCap
  return cap
    ? `Your down payment limits the price to ${priceDollars(r.price)}: with under ${rule.aboveCapPct}% down a home must cost less than ${dollars(rule.insuredPriceCap)} to be insured, and a ${dollars(result.maxPrice)} home needs ${dollars(minimumDownPayment(result.maxPrice, asOf))} down.`
    : `Your down payment limits the price to ${priceDollars(r.price)}: a ${dollars(result.maxPrice)} home needs at least ${dollars(minimumDownPayment(result.maxPrice, asOf))} down.`
}

/** The 'Send me a copy' lead (kind 'affordability-copy'). */
export function buildCopyPayload(
  c: AffordabilityComputation,
  email: string,
  name: string,
): LeadPayloadInput<'affordability-copy'> | null {
  const { input, result } = c
  if (!input || !result) return null
  const trimmedName = name.trim()
  return {
    type: 'contact',
    source: leadSourceOfKind('affordability-copy'),
    client_email: email.trim(),
    ...(trimmedName ? { client_name: trimmedName } : {}),
    metadata: {
      inputs: {
        annualIncome: input.annualIncome,
        coBorrowerIncome: input.coBorrowerIncome ?? 0,
        downPayment: input.downPayment,
        amortizationYears: input.amortizationYears,
        annualRatePct: input.annualRatePct,
        monthlyDebts: input.monthlyDebts ?? 0,
        monthlyHeat: input.monthlyHeat ?? 0,
        annualPropertyTax: input.annualPropertyTax ?? 0,
        monthlyCondoFees: input.monthlyCondoFees ?? 0,
      },
      // The figures the visitor saw: both limits capped by the down payment.
      results: {
        maxPrice: result.reachable.price,
        maxMortgage: result.reachable.mortgage,
        monthlyPayment: result.reachable.monthlyPayment,
        lenderMaxPrice: result.lenderMaximum.reachable.price,
        lenderMaxMortgage: result.lenderMaximum.reachable.mortgage,
        lenderMonthlyPayment: result.lenderMaximum.reachable.monthlyPayment,
        qualifyingRatePct: result.lenderMaximum.qualifyingRatePct,
        bindingLimit: result.bindingLimit,
      },
    },
  }
}

/** /applications search params for 'Apply Now' (the mortgage amount in whole dollars). */
export function applySearch(c: AffordabilityComputation): { amount?: number } {
  const amount = c.result?.reachable.mortgage ?? 0
  return amount > 0 ? { amount: Math.floor(amount) } : {}
}
