// The quote dialog's state, maths and lead payload, without React: the purchase and renewal
// quotes, semi-annual compounding, the lead schema's contact rules (shared/rules/).

import { emailProblem, personNameProblem, phoneProblem, problemsOnly } from '#app/components/form/field-checks.ts'
import type { LeadFormTexts } from '#app/components/form/use-lead-form.ts'
import {
  downPaymentHint,
  type FieldErrors,
  formatCAD,
  INPUT_BOUNDS,
  type InsuranceResult,
  type IsoDate,
  insurancePremium,
  type MortgagePaymentResult,
  minimumDownPayment,
  mortgagePayment,
  PAYMENT_FREQUENCIES,
  parseDecimalInput,
  rulesInForce,
  validatePurchaseInputs,
} from '#shared/finance/index.ts'
import { leadSourceOfKind } from '#shared/leads/sources.ts'
import { QUOTE_LOCATIONS, QUOTE_PAYMENT_FREQUENCIES } from '#shared/rules/leads.ts'
import type { LeadPayloadInput } from '#shared/schemas/leads.ts'
import type { QuoteKind, QuotePrefill } from './quote-texts'

export { QUOTE_TITLES, type QuoteKind, type QuotePrefill } from './quote-texts'
export { QUOTE_LOCATIONS }

export type QuoteLocation = (typeof QUOTE_LOCATIONS)[number]
export type QuoteFrequency = (typeof QUOTE_PAYMENT_FREQUENCIES)[number]

/** The lead `type` of each dialog: a purchase asks for a rate quote, a renewal is a refinance. */
export const QUOTE_LEAD_TYPES = { purchase: 'rate_quote', renewal: 'refinance' } as const

export const QUOTE_AMORTIZATIONS = [15, 20, 25, 30] as const
export type QuoteAmortization = (typeof QUOTE_AMORTIZATIONS)[number]

/** Agent choice meaning "no preference": the lead stays unassigned. */
export const NO_AGENT = 'none'

export const QUOTE_MESSAGES = {
  missingFields: 'Please fill in all required fields',
  success: 'Your mortgage quote request has been submitted!',
  failure: 'Failed to submit form',
  queued: "You're offline. Your quote request is saved on this device and will be sent when you're back online.",
} as const

export const QUOTE_FREQUENCY_OPTIONS = QUOTE_PAYMENT_FREQUENCIES.map((value) => {
  const option = PAYMENT_FREQUENCIES.find((f) => f.value === value)
  return { value, label: option?.label ?? value }
})

/** What the visitor typed, as typed (numbers stay text until read). */
export interface QuoteFormValues {
  price: string
  downPayment: string
  location: QuoteLocation
  amortization: QuoteAmortization
  mortgageRate: string
  paymentFrequency: QuoteFrequency
  /** Opens insured 30-year amortization (first-time buyers and new builds). Not sent. */
  firstTimeBuyerOrNewBuild: boolean
  name: string
  email: string
  phone: string
  agentId: string
}

/** The reset state: Ontario, 25 years, 3.94 %, monthly, everything else empty. */
export const QUOTE_DEFAULTS: Readonly<QuoteFormValues> = Object.freeze({
  price: '',
  downPayment: '',
  location: 'Ontario',
  amortization: 25,
  mortgageRate: '3.94',
  paymentFrequency: 'monthly',
  firstTimeBuyerOrNewBuild: false,
  name: '',
  email: '',
  phone: '',
  agentId: NO_AGENT,
})

/** Whole dollars for a prefilled money field ('' when there is nothing sensible to show). */
function dollarsText(value: number | undefined): string {
  return value !== undefined && Number.isFinite(value) && value > 0 ? String(Math.floor(value)) : ''
}

export function applyPrefill(values: QuoteFormValues, prefill: QuotePrefill | undefined): QuoteFormValues {
  if (!prefill) return values
  const next = { ...values }
  if (prefill.price !== undefined) next.price = dollarsText(prefill.price)
  if (prefill.downPayment !== undefined) next.downPayment = dollarsText(prefill.downPayment)
  const years = prefill.amortizationYears
  if (years !== undefined && (QUOTE_AMORTIZATIONS as readonly number[]).includes(years)) {
    next.amortization = years as QuoteAmortization
  }
  const rate = prefill.annualRatePct
  if (rate !== undefined && Number.isFinite(rate) && rate >= INPUT_BOUNDS.minRatePct && rate <= INPUT_BOUNDS.maxRatePct)
    next.mortgageRate = String(rate)
  return next
}

export type QuoteNumberField = 'price' | 'downPayment' | 'mortgageRate'

export interface QuoteComputation {
  price: number
  downPayment: number
  rate: number
  /** Plain-words problems with the numbers, per field. */
  errors: FieldErrors<QuoteNumberField>
  /** Minimum down payment for the price under the rule in force (null without a price). */
  minimumDown: number | null
  insurance: InsuranceResult | null
  /** Loan plus the insurance premium (null until the numbers are valid). */
  totalMortgage: number | null
  result: MortgagePaymentResult | null
}

/** Reads the numbers, checks them and runs the maths (semi-annual compounding). */
export function computeQuote(values: QuoteFormValues, asOf?: Date | IsoDate): QuoteComputation {
  const price = parseDecimalInput(values.price)
  const downPayment = parseDecimalInput(values.downPayment)
  const rate = parseDecimalInput(values.mortgageRate)
  const checked = validatePurchaseInputs({ price, downPayment, annualRatePct: rate, asOf })
  const errors: FieldErrors<QuoteNumberField> = {}
  if (checked.price) errors.price = checked.price
  if (checked.downPayment) errors.downPayment = checked.downPayment
  if (checked.annualRatePct) errors.mortgageRate = checked.annualRatePct
  const minimumDown = !checked.price ? minimumDownPayment(price, asOf) : null
  let insurance: InsuranceResult | null = null
  let totalMortgage: number | null = null
  let result: MortgagePaymentResult | null = null
  if (!checked.price && !checked.downPayment) {
    insurance = insurancePremium({
      price,
      downPayment,
      amortizationYears: values.amortization,
      firstTimeBuyerOrNewBuild: values.firstTimeBuyerOrNewBuild,
      asOf,
    })
    if (insurance.required && !insurance.insurable) {
      errors.downPayment = uninsurableReason(values, asOf)
    } else {
      totalMortgage = Math.round((price - downPayment + insurance.premium) * 100) / 100
      if (!errors.mortgageRate && totalMortgage > 0) {
        result = mortgagePayment({
          principal: totalMortgage,
          annualRatePct: rate,
          amortizationYears: values.amortization,
          compounding: 'semi-annual',
          frequency: values.paymentFrequency,
        })
      }
    }
  }
  return { price, downPayment, rate, errors, minimumDown, insurance, totalMortgage, result }
}

/** Why a purchase with under 20 % down cannot be insured (the price and down payment are valid). */
function uninsurableReason(values: QuoteFormValues, asOf?: Date | IsoDate): string {
  const rules = rulesInForce(asOf).insurance
  const extended = rules.extendedAmortization
  if (values.amortization > rules.standardMaxAmortizationYears) {
    if (extended && values.amortization <= extended.maxYears && !values.firstTimeBuyerOrNewBuild) {
      return (
        `With less than ${rules.requiredBelowDownPct}% down, a ${values.amortization}-year amortization is only ` +
        `open to first-time buyers and new builds. Tick the box below if that is you, or choose ` +
        `${rules.standardMaxAmortizationYears} years.`
      )
    }
    return `With less than ${rules.requiredBelowDownPct}% down, the longest amortization is ${rules.standardMaxAmortizationYears} years.`
  }
  return `With less than ${rules.requiredBelowDownPct}% down the mortgage must be insured, and this one cannot be.`
}

/** The hint under the down payment field, from the rules table (decision 004). */
export function quoteDownPaymentHint(asOf?: Date | IsoDate): string {
  return downPaymentHint(asOf)
}

/** True when the 30-year insured amortization question matters for these values. */
export function needsFirstTimeBuyerQuestion(
  values: QuoteFormValues,
  computation: QuoteComputation,
  asOf?: Date | IsoDate,
) {
  const rules = rulesInForce(asOf).insurance
  return values.amortization > rules.standardMaxAmortizationYears && computation.insurance?.required === true
}

// ---------------------------------------------------------------------------------------
// Contact block
// ---------------------------------------------------------------------------------------

export type QuoteContactField = 'name' | 'email' | 'phone'

/** Full name and a valid email are required; the phone is optional but must be a phone. */
export function validateQuoteContact(
  values: Pick<QuoteFormValues, 'name' | 'email' | 'phone'>,
): FieldErrors<QuoteContactField> {
  return problemsOnly<FieldErrors<QuoteContactField>>({
    name: personNameProblem(values.name, 'Enter your full name.'),
    email: emailProblem(values.email),
    phone: phoneProblem(values.phone, true),
  })
}

export type QuoteFieldErrors = FieldErrors<QuoteNumberField | QuoteContactField>

/** Every problem that stops a submission. */
export function validateQuote(values: QuoteFormValues, computation: QuoteComputation): QuoteFieldErrors {
  return { ...computation.errors, ...validateQuoteContact(values) }
}

/** A field of the form (the agent choice can only be wrong on the server's side). */
export type QuoteField = QuoteNumberField | QuoteContactField | 'agentId'

export const NO_LOAN_MESSAGE = 'The down payment covers the whole price: there is no mortgage to quote.'

/** The form's checks: every problem of `validateQuote`, and a down payment that leaves nothing to borrow. */
export function checkQuote(
  values: QuoteFormValues,
  computation: QuoteComputation,
): Partial<Record<QuoteField, string>> {
  const errors = validateQuote(values, computation)
  if (Object.keys(errors).length === 0 && (!computation.result || computation.totalMortgage === null))
    return { downPayment: NO_LOAN_MESSAGE }
  return errors
}

/** Where a server's field message belongs on the form (payload path → field). */
export const QUOTE_SERVER_FIELDS: Readonly<Record<string, QuoteField>> = {
  client_name: 'name',
  client_email: 'email',
  client_phone: 'phone',
  agent_id: 'agentId',
  'metadata.price': 'price',
  'metadata.downPayment': 'downPayment',
  'metadata.mortgageRate': 'mortgageRate',
}

/** What the form says around sending (the first three are the spec's words). */
export const QUOTE_FORM_TEXTS: LeadFormTexts = {
  success: QUOTE_MESSAGES.success,
  failure: QUOTE_MESSAGES.failure,
  fixFields: QUOTE_MESSAGES.missingFields,
  queued: QUOTE_MESSAGES.queued,
  queuedInMemory: "You're offline. Keep this page open: your quote request will be sent when you're back online.",
}

// ---------------------------------------------------------------------------------------
// Lead payload (type, source mortgage_calculator, metadata with the inputs)
// ---------------------------------------------------------------------------------------

const round2 = (value: number) => Math.round(value * 100) / 100

/** The lead for a valid form; null when the numbers do not compute yet. */
export function buildQuotePayload(
  kind: QuoteKind,
  values: QuoteFormValues,
  computation: QuoteComputation,
): LeadPayloadInput<'quote'> | null {
  const { result, totalMortgage, insurance } = computation
  if (!result || totalMortgage === null) return null
  const phone = values.phone.trim()
  return {
    type: QUOTE_LEAD_TYPES[kind],
    source: leadSourceOfKind('quote'),
    client_name: values.name.trim(),
    client_email: values.email.trim(),
    client_phone: phone === '' ? null : phone,
    agent_id: values.agentId === NO_AGENT || values.agentId === '' ? null : values.agentId,
    metadata: {
      price: computation.price,
      downPayment: computation.downPayment,
      location: values.location,
      amortization: values.amortization,
      mortgageRate: computation.rate,
      paymentFrequency: values.paymentFrequency,
      calculations: {
        cmhcInsurance: insurance?.premium ?? 0,
        totalMortgage,
        periodicPayment: result.payment,
        totalPayments: result.totalPaid,
        totalInterest: result.totalInterest,
        payoffYears: round2(result.payoffYears),
      },
    },
  }
}

/** CAD without decimals, as the dialog shows money. */
export function dialogDollars(amount: number): string {
  return formatCAD(Math.max(0, amount), 0)
}

export function frequencyLabel(value: QuoteFrequency): string {
  return QUOTE_FREQUENCY_OPTIONS.find((o) => o.value === value)?.label ?? value
}
