// How Much Can I Afford? (/affordability-calculator): form values, results and the sentences
// that explain them, without React.

import { oneOf, readStoredValues } from '#app/features/calculators/kit/stored-values.ts'
import {
  type AffordabilityInput,
  type AffordabilityResult,
  affordability,
  COMFORTABLE_DEBT_SERVICE,
  type FieldErrors,
  formatCAD,
  type IsoDate,
  maxPriceForDownPayment,
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

/** The page's defaults: rate 4.84 %, 25 years, income 100000, down payment 20000. */
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
  /** The highest price the down payment allows under the rule in force. */
  downPaymentMaxPrice: number | null
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
  if (Object.keys(errors).length > 0) return { errors, input: null, result: null, downPaymentMaxPrice: null }
  const withDate = asOf === undefined ? input : { ...input, asOf }
  return {
    errors,
    input,
    result: affordability(withDate),
    downPaymentMaxPrice: maxPriceForDownPayment(input.downPayment, asOf),
  }
}

const dollars = (amount: number) => formatCAD(Math.max(0, amount), 0)
const pct = (value: number) => `${value}%`

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
      `Housing costs set your limit: the mortgage payment, property tax and heat${input.monthlyCondoFees ? ' and condo fees' : ''} ` +
      `can take up to ${pct(gdsPct)} of your gross monthly income of ${dollars(grossMonthly)}, which is ${dollars((grossMonthly * gdsPct) / 100)} a month.`
    )
  }
  return (
    `Your other debts set your limit: all debt payments, housing included, can take up to ${pct(tdsPct)} of your gross monthly ` +
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

/** When the down payment cannot buy the price the income allows, say so (null otherwise). */
export function downPaymentNote(c: AffordabilityComputation, asOf?: Date | IsoDate): string | null {
  if (!c.input || !c.result || c.downPaymentMaxPrice === null) return null
  const price = c.result.maxPrice
  if (price <= 0 || c.downPaymentMaxPrice >= price) return null
  return (
    `Your down payment limits the price to ${dollars(c.downPaymentMaxPrice)}: a ${dollars(price)} home needs at least ` +
    `${dollars(minimumDownPayment(price, asOf))} down.`
  )
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
      results: {
        maxPrice: result.maxPrice,
        maxMortgage: result.maxMortgage,
        monthlyPayment: result.monthlyPayment,
        lenderMaxPrice: result.lenderMaximum.maxPrice,
        lenderMaxMortgage: result.lenderMaximum.maxMortgage,
        lenderMonthlyPayment: result.lenderMaximum.monthlyPayment,
        qualifyingRatePct: result.lenderMaximum.qualifyingRatePct,
        bindingLimit: result.bindingLimit,
      },
    },
  }
}

/** /applications search params for 'Apply Now' (the mortgage amount in whole dollars). */
export function applySearch(c: AffordabilityComputation): { amount?: number } {
  const amount = c.result?.maxMortgage ?? 0
  return amount > 0 ? { amount: Math.floor(amount) } : {}
}
