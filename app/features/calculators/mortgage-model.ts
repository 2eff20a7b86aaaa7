// The payment calculator page (/mortgage-calculator): form values, the rate list built from
// the rates API for the chosen mortgage type, and the results, without React.

import { intBetween, oneOf, readStoredValues } from '#app/features/calculators/kit/stored-values.ts'
import {
  formatRate,
  MORTGAGE_TYPE_FOR,
  MORTGAGE_TYPE_LABELS,
  MORTGAGE_TYPES,
  type MortgageType,
  PROVINCES,
  type ProvinceCode,
  parseTermYears,
  TERMS,
  termSortKey,
} from '#shared/constants/rates.ts'
import {
  amortizationSchedule,
  COMPOUNDING_OPTIONS,
  type Compounding,
  DEFAULT_COMPOUNDING,
  DEFAULT_FREQUENCY,
  type FieldErrors,
  formatCAD,
  type MortgagePaymentResult,
  mortgagePayment,
  PAYMENT_FREQUENCIES,
  type PaymentFrequency,
  parseDecimalInput,
  type ScheduleYear,
  validateMortgageInputs,
} from '#shared/finance/index.ts'

export interface MortgageFormValues {
  province: ProvinceCode
  amount: string
  /**
   * Whose rates the list shows: conventional (20 % or more down), insured high-ratio (under 20 %
   * down) or refinance. A rate never shows without its type.
   */
  mortgageType: MortgageType
  /** Id of the chosen rate in the list ('5 year|fixed|Conventional'); '' before one is chosen. */
  rateChoice: string
  custom: boolean
  customRate: string
  amortization: number
  compounding: Compounding
  frequency: PaymentFrequency
}

export const MORTGAGE_DEFAULTS: Readonly<MortgageFormValues> = Object.freeze({
  province: 'ON',
  amount: '',
  mortgageType: 'Conventional',
  rateChoice: '',
  custom: false,
  customRate: '',
  amortization: 25,
  compounding: DEFAULT_COMPOUNDING,
  frequency: DEFAULT_FREQUENCY,
})

export const AMORTIZATION_YEARS = Array.from({ length: 30 }, (_, i) => i + 1)

export function readStoredMortgageValues(raw: unknown): MortgageFormValues | null {
  return readStoredValues(
    raw,
    { ...MORTGAGE_DEFAULTS },
    {
      province: oneOf(PROVINCES.map((p) => p.code)),
      mortgageType: oneOf<MortgageType>(MORTGAGE_TYPES),
      amortization: intBetween(1, 30),
      compounding: oneOf(COMPOUNDING_OPTIONS.map((o) => o.value)),
      frequency: oneOf(PAYMENT_FREQUENCIES.map((o) => o.value)),
    },
  )
}

// ---------------------------------------------------------------------------------------
// The term-and-rate list
// ---------------------------------------------------------------------------------------

/** The part of a rate row the list needs (the rates API's `Rate`). */
export interface RateRow {
  term: string
  rateType: 'fixed' | 'variable'
  mortgageType: MortgageType
  ourRate: number
}

export interface RateOption {
  id: string
  term: string
  rateType: 'fixed' | 'variable'
  mortgageType: MortgageType
  rate: number
  /** 'term rate_type, mortgage type - rate%', e.g. '5 year fixed, conventional - 4.19%'. */
  label: string
}

/** The mortgage type list: each type with who its rates are for. */
export const MORTGAGE_TYPE_OPTIONS = MORTGAGE_TYPES.map((t) => ({
  value: t,
  label: `${MORTGAGE_TYPE_LABELS[t]}: ${MORTGAGE_TYPE_FOR[t]}`,
}))

/**
 * One entry per term and rate type (terms 1, 3, 5, 7 year) of one mortgage type, at the lowest
 * of our rates for it, ordered by term, fixed before variable.
 */
export function rateOptions(rows: readonly RateRow[], mortgageType: MortgageType): RateOption[] {
  const best = new Map<string, RateOption>()
  for (const row of rows) {
    if (row.mortgageType !== mortgageType) continue
    if (!(TERMS as readonly string[]).includes(row.term) || !Number.isFinite(row.ourRate) || row.ourRate < 0) continue
    const id = `${row.term}|${row.rateType}|${mortgageType}`
    const current = best.get(id)
    if (!current || row.ourRate < current.rate) {
      best.set(id, {
        id,
        term: row.term,
        rateType: row.rateType,
        mortgageType,
        rate: row.ourRate,
        label: `${row.term} ${row.rateType}, ${MORTGAGE_TYPE_LABELS[mortgageType].toLowerCase()} - ${formatRate(row.ourRate)}%`,
      })
    }
  }
  return [...best.values()].sort(
    (a, b) =>
      termSortKey(a.term) - termSortKey(b.term) || (a.rateType === b.rateType ? 0 : a.rateType === 'fixed' ? -1 : 1),
  )
}

/** The list's default: the 5-year fixed when offered, else the first entry. */
export function defaultRateChoice(options: readonly RateOption[]): string {
  return (options.find((o) => o.term === '5 year' && o.rateType === 'fixed') ?? options[0])?.id ?? ''
}

// ---------------------------------------------------------------------------------------
// Results
// ---------------------------------------------------------------------------------------

export type MortgageField = 'amount' | 'rate' | 'amortization'

export interface MortgageComputation {
  errors: FieldErrors<MortgageField>
  principal: number
  ratePct: number
  /** Years of the chosen term (null for a custom rate). */
  termYears: number | null
  result: MortgagePaymentResult | null
  schedule: ScheduleYear[] | null
}

export function computeMortgage(values: MortgageFormValues, options: readonly RateOption[]): MortgageComputation {
  const principal = parseDecimalInput(values.amount)
  const chosen = values.custom ? undefined : options.find((o) => o.id === values.rateChoice)
  const ratePct = values.custom ? parseDecimalInput(values.customRate) : (chosen?.rate ?? Number.NaN)
  const checked = validateMortgageInputs({ principal, annualRatePct: ratePct, amortizationYears: values.amortization })
  const errors: FieldErrors<MortgageField> = {}
  if (checked.principal) errors.amount = checked.principal
  if (checked.amortizationYears) errors.amortization = checked.amortizationYears
  if (!values.custom && !chosen) {
    errors.rate =
      options.length === 0
        ? 'No rates are available right now. Switch on Custom and type a rate.'
        : 'Choose a term and rate, or switch on Custom and type a rate.'
  } else if (checked.annualRatePct) {
    errors.rate = checked.annualRatePct
  }
  const termYears = chosen ? parseTermYears(chosen.term) : null
  if (Object.keys(errors).length > 0) return { errors, principal, ratePct, termYears, result: null, schedule: null }
  const input = {
    principal,
    annualRatePct: ratePct,
    amortizationYears: values.amortization,
    compounding: values.compounding,
    frequency: values.frequency,
  }
  return {
    errors,
    principal,
    ratePct,
    termYears,
    result: mortgagePayment(input),
    schedule: amortizationSchedule(input),
  }
}

/** 'Monthly', 'Accelerated bi-weekly', … */
export function frequencyLabel(frequency: PaymentFrequency): string {
  return PAYMENT_FREQUENCIES.find((f) => f.value === frequency)?.label ?? frequency
}

/** '25 years', '1 year', '22.3 years' (accelerated schedules end early). */
export function yearsText(years: number): string {
  const rounded = Math.round(years * 10) / 10
  const text = Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1)
  return `${text} ${rounded === 1 ? 'year' : 'years'}`
}

export interface MortgageSummary {
  paymentLabel: string
  payment: string
  totalInterestLabel: string
  totalInterest: string
  principal: string
  totalPaid: string
  principalShare: string
  interestShare: string
  /** Principal share 0–1 for the bar's width. */
  principalFraction: number
  /** Balance left when the chosen term ends (null for a custom rate or a term ≥ the amortization). */
  balanceAtTermEnd: { years: number; amount: string } | null
}

/** The 'Your Mortgage Summary' card's texts: CAD with 2 decimals (en-CA), shares to 1 decimal. */
export function summarize(values: MortgageFormValues, c: MortgageComputation): MortgageSummary | null {
  const r = c.result
  if (!r) return null
  const principalFraction = r.totalPaid > 0 ? Math.min(1, c.principal / r.totalPaid) : 1
  // Both shares to one decimal, adding up to exactly 100.0 %.
  const principalTenths = Math.round(Number((principalFraction * 1000).toPrecision(15)))
  let balanceAtTermEnd: MortgageSummary['balanceAtTermEnd'] = null
  if (c.termYears !== null && c.schedule && c.termYears < c.schedule.length) {
    const row = c.schedule[Math.round(c.termYears) - 1]
    if (row) balanceAtTermEnd = { years: c.termYears, amount: formatCAD(row.endBalance) }
  }
  return {
    paymentLabel: `${frequencyLabel(values.frequency)} payment`,
    payment: formatCAD(r.payment),
    totalInterestLabel: `Total interest over ${yearsText(r.payoffYears)}`,
    totalInterest: formatCAD(r.totalInterest),
    principal: formatCAD(c.principal),
    totalPaid: formatCAD(r.totalPaid),
    principalShare: `${(principalTenths / 10).toFixed(1)}%`,
    interestShare: `${((1000 - principalTenths) / 10).toFixed(1)}%`,
    principalFraction,
    balanceAtTermEnd,
  }
}
