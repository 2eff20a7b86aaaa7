// The renewal calculator (/renewal-calculator): what leaving the current lender costs today,
// and renewing against switching at maturity (or today), without React. The penalty and the
// switch maths are shared/finance's; this reads the form, picks the rates from our table and
// builds the renewal quote.

import { intBetween, oneOf, readStoredValues } from '#app/features/calculators/kit/stored-values.ts'
import {
  type FieldErrors,
  mortgagePayment,
  type PrepaymentPenaltyResult,
  parseDecimalInput,
  prepaymentPenalty,
  type SwitchSavingsResult,
  switchSavings,
} from '#shared/finance/index.ts'
import { leadSourceOfKind } from '#shared/leads/sources.ts'
import type { LeadPayloadInput } from '#shared/schemas/leads.ts'

export type LenderType = 'bank' | 'monoline'
export type RenewalRateType = 'fixed' | 'variable'
export type RenewalMortgageType = 'Conventional' | 'High-Ratio' | 'Refinance'

/** The terms our rate table has, in years. */
export const RENEWAL_TERMS = [1, 3, 5, 7] as const
export type RenewalTerm = (typeof RENEWAL_TERMS)[number]

/** What the visitor typed, as typed (numbers stay text until read). */
export interface RenewalFormValues {
  balance: string
  /** The mortgage's own (contract) rate. */
  rate: string
  rateType: RenewalRateType
  /** yyyy-mm-dd; when set, the months left are counted from it. */
  maturityDate: string
  /** Used when there is no maturity date. */
  monthsLeft: string
  lenderType: LenderType
  /** Posted-rate method: the lender's posted rate for the term on the day the mortgage was signed. */
  postedAtSigning: string
  /** Empty: our table's posted rate for the term closest to the time left. */
  postedToday: string
  /** Empty: our table's rate for the term closest to the time left. */
  publishedToday: string
  /** The lender's renewal offer; empty when there is none yet. */
  offerRate: string
  /** Amortization left, in years. */
  amortizationYears: string
  termYears: RenewalTerm
  newRateType: RenewalRateType
  /** Insured mortgages (under 20 % down at purchase) switch at insured (High-Ratio) rates. */
  insured: boolean
  /** Empty: our best rate for the new term. */
  switchRate: string
  switchingCosts: string
  /** Only the renewal quote needs it (the lead's price). */
  homeValue: string
}

export const RENEWAL_DEFAULTS: Readonly<RenewalFormValues> = Object.freeze({
  balance: '',
  rate: '',
  rateType: 'fixed',
  maturityDate: '',
  monthsLeft: '',
  lenderType: 'bank',
  postedAtSigning: '',
  postedToday: '',
  publishedToday: '',
  offerRate: '',
  amortizationYears: '20',
  termYears: 5,
  newRateType: 'fixed',
  insured: false,
  switchRate: '',
  switchingCosts: '0',
  homeValue: '',
})

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

export function readStoredRenewalValues(raw: unknown): RenewalFormValues | null {
  return readStoredValues(
    raw,
    { ...RENEWAL_DEFAULTS },
    {
      rateType: oneOf<RenewalRateType>(['fixed', 'variable']),
      newRateType: oneOf<RenewalRateType>(['fixed', 'variable']),
      lenderType: oneOf<LenderType>(['bank', 'monoline']),
      termYears: (v) => intBetween(1, 7)(v) && (RENEWAL_TERMS as readonly number[]).includes(v),
      maturityDate: (v) => v === '' || ISO_DATE.test(v),
    },
  )
}

export type RenewalField =
  | 'balance'
  | 'rate'
  | 'maturityDate'
  | 'monthsLeft'
  | 'postedAtSigning'
  | 'postedToday'
  | 'publishedToday'
  | 'offerRate'
  | 'amortizationYears'
  | 'switchRate'
  | 'switchingCosts'
  | 'homeValue'

/** The part of a rate row the calculator needs (the rates API's `Rate`). */
export interface RenewalRateRow {
  term: string
  rateType: RenewalRateType
  mortgageType: RenewalMortgageType
  postedRate: number
  ourRate: number
}

export interface BestRate {
  rate: number
  termYears: number
  rateType: RenewalRateType
  mortgageType: RenewalMortgageType
}

/** Whole months from one day to another (a month counts once its day is reached), never below 0. */
export function monthsUntil(fromIso: string, toIso: string): number {
  const [y1, m1, d1] = fromIso.split('-').map(Number) as [number, number, number]
  const [y2, m2, d2] = toIso.split('-').map(Number) as [number, number, number]
  const months = (y2 - y1) * 12 + (m2 - m1) - (d2 < d1 ? 1 : 0)
  return Math.max(0, months)
}

/** Today as yyyy-mm-dd in the visitor's time zone. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** The term of our table closest to the months left (the shorter on a tie), in years. */
export function closestTermYears(monthsLeft: number): RenewalTerm {
  let best: RenewalTerm = RENEWAL_TERMS[0]
  for (const years of RENEWAL_TERMS) {
    if (Math.abs(years * 12 - monthsLeft) < Math.abs(best * 12 - monthsLeft)) best = years
  }
  return best
}

const termText = (years: number) => `${years} year`

/** Today's posted rate (fixed) for a term in our table, or null. */
export function postedRateFor(rows: readonly RenewalRateRow[], years: number): number | null {
  const posted = rows
    .filter((r) => r.term === termText(years) && r.rateType === 'fixed' && Number.isFinite(r.postedRate))
    .map((r) => r.postedRate)
  return posted.length > 0 ? Math.max(...posted) : null
}

/**
 * Our lowest rate for a term and rate type with the mortgage's type: insured mortgages switch
 * at insured (High-Ratio) rates, the others at conventional ones; a straight switch is not a
 * refinance, so refinance rates are never offered.
 */
export function bestSwitchRate(
  rows: readonly RenewalRateRow[],
  years: number,
  rateType: RenewalRateType,
  insured: boolean,
): BestRate | null {
  const mortgageType: RenewalMortgageType = insured ? 'High-Ratio' : 'Conventional'
  let best: BestRate | null = null
  for (const r of rows) {
    if (r.term !== termText(years) || r.rateType !== rateType || r.mortgageType !== mortgageType) continue
    if (!Number.isFinite(r.ourRate) || r.ourRate < 0) continue
    if (!best || r.ourRate < best.rate) best = { rate: r.ourRate, termYears: years, rateType, mortgageType }
  }
  return best
}

export interface PenaltyEstimate extends PrepaymentPenaltyResult {
  /** The IRD's comparison rate, or null when a rate it needs is missing. */
  comparisonPct: number | null
}

export interface RenewalComputation {
  errors: FieldErrors<RenewalField>
  monthsLeft: number | null
  /** The term our table compares with for the IRD (closest to the months left). */
  comparisonTermYears: RenewalTerm | null
  /** Rates used when the visitor left the fields empty (from our table). */
  postedTodayUsed: number | null
  publishedTodayUsed: number | null
  /** Penalty of leaving today, by each method; null until the mortgage is entered. */
  posted: PenaltyEstimate | null
  published: PenaltyEstimate | null
  /** The penalty by the method of the visitor's lender type. */
  penaltyToday: number | null
  best: BestRate | null
  switchRate: number | null
  stayRate: number | null
  /** True when the stay side is the lender's offer, false when it is the current rate. */
  stayIsOffer: boolean
  /** Renew against switch at maturity (no penalty). */
  atMaturity: SwitchSavingsResult | null
  /** Switching today, paying the penalty (only before maturity). */
  today: SwitchSavingsResult | null
}

const MAX_DOLLARS = 100_000_000
const MAX_RATE = 25

/** What a typed number may be, and the words when it is missing or out of range. */
interface NumberRule {
  max: number
  missing: string
  outOfRange: string
}

const AMOUNT: NumberRule = {
  max: MAX_DOLLARS,
  missing: 'Enter an amount.',
  outOfRange: 'Enter an amount between $0 and $100,000,000.',
}
const RATE: NumberRule = {
  max: MAX_RATE,
  missing: 'Enter a rate.',
  outOfRange: `Enter a rate between 0% and ${MAX_RATE}%.`,
}

/** The number typed in `field` (0 to the rule's maximum), or null with the field's error set when it is wrong or required and empty. */
function typedNumber(
  text: string,
  rule: NumberRule,
  errors: FieldErrors<RenewalField>,
  field: RenewalField,
  required: boolean,
) {
  if (text.trim() === '') {
    if (required) errors[field] = rule.missing
    return null
  }
  const n = parseDecimalInput(text)
  if (!Number.isFinite(n) || n < 0 || n > rule.max) {
    errors[field] = rule.outOfRange
    return null
  }
  return n
}

function wholeNumber(text: string, min: number, max: number): number | null {
  const n = parseDecimalInput(text)
  return Number.isInteger(n) && n >= min && n <= max ? n : null
}

/** Reads the form, checks it and runs the penalty and switch maths against our rates. */
export function computeRenewal(
  values: RenewalFormValues,
  rows: readonly RenewalRateRow[],
  today: string = localToday(),
): RenewalComputation {
  const errors: FieldErrors<RenewalField> = {}
  const balance = typedNumber(values.balance, AMOUNT, errors, 'balance', true)
  if (balance === 0) errors.balance = 'Enter the balance you still owe.'
  const contract = typedNumber(values.rate, RATE, errors, 'rate', true)
  let monthsLeft: number | null = null
  if (values.maturityDate) {
    if (!ISO_DATE.test(values.maturityDate) || Number.isNaN(Date.parse(values.maturityDate))) {
      errors.maturityDate = 'Enter the date your term ends.'
    } else {
      monthsLeft = monthsUntil(today, values.maturityDate)
      if (monthsLeft > 120) errors.maturityDate = 'A term ends within 10 years: check the date.'
    }
  } else if (values.monthsLeft.trim() !== '') {
    monthsLeft = wholeNumber(values.monthsLeft, 0, 120)
    if (monthsLeft === null) errors.monthsLeft = 'Enter whole months between 0 and 120.'
  } else {
    errors.maturityDate = 'Enter the date your term ends, or the months left.'
  }
  const postedAtSigning = typedNumber(values.postedAtSigning, RATE, errors, 'postedAtSigning', false)
  const postedTyped = typedNumber(values.postedToday, RATE, errors, 'postedToday', false)
  const publishedTyped = typedNumber(values.publishedToday, RATE, errors, 'publishedToday', false)
  const offer = typedNumber(values.offerRate, RATE, errors, 'offerRate', false)
  const switchTyped = typedNumber(values.switchRate, RATE, errors, 'switchRate', false)
  const costs = typedNumber(values.switchingCosts, AMOUNT, errors, 'switchingCosts', false) ?? 0
  typedNumber(values.homeValue, AMOUNT, errors, 'homeValue', false)
  const amortizationYears = wholeNumber(values.amortizationYears, 1, 30)
  if (amortizationYears === null) errors.amortizationYears = 'Enter whole years between 1 and 30.'

  const comparisonTermYears = monthsLeft === null ? null : closestTermYears(monthsLeft)
  const postedTodayUsed =
    postedTyped ?? (comparisonTermYears === null ? null : postedRateFor(rows, comparisonTermYears))
  const tablePublished =
    comparisonTermYears === null ? null : bestSwitchRate(rows, comparisonTermYears, 'fixed', values.insured)
  const publishedTodayUsed = publishedTyped ?? tablePublished?.rate ?? null
  const best = bestSwitchRate(rows, values.termYears, values.newRateType, values.insured)
  const switchRate = switchTyped ?? best?.rate ?? null
  const stayRate = offer ?? contract

  // Renewing against switching needs only the balance, the two rates and the amortization left.
  let atMaturity: SwitchSavingsResult | null = null
  const common =
    balance !== null && balance > 0 && amortizationYears !== null && switchRate !== null && stayRate !== null
      ? {
          balance,
          amortizationMonths: amortizationYears * 12,
          termMonths: values.termYears * 12,
          stayRatePct: stayRate,
          switchRatePct: switchRate,
          switchingCosts: costs,
        }
      : null
  if (common) atMaturity = switchSavings(common)
  const result: RenewalComputation = {
    errors,
    monthsLeft,
    comparisonTermYears,
    postedTodayUsed,
    publishedTodayUsed,
    posted: null,
    published: null,
    penaltyToday: null,
    best,
    switchRate,
    stayRate,
    stayIsOffer: offer !== null,
    atMaturity,
    today: null,
  }
  // The penalty needs the current rate and the time left.
  if (balance === null || balance === 0 || contract === null || monthsLeft === null || errors.maturityDate)
    return result

  const base = { balance, rateType: values.rateType, contractRatePct: contract, monthsRemaining: monthsLeft }
  const postedInput = {
    ...base,
    method: 'posted' as const,
    ...(postedAtSigning === null ? {} : { postedRateAtSigningPct: postedAtSigning }),
    ...(postedTodayUsed === null ? {} : { comparisonPostedRatePct: postedTodayUsed }),
  }
  const publishedInput = {
    ...base,
    method: 'published' as const,
    ...(publishedTodayUsed === null ? {} : { comparisonPublishedRatePct: publishedTodayUsed }),
  }
  // Nothing is owed for leaving at maturity.
  const atEnd = monthsLeft === 0
  const penaltyOf = (input: typeof postedInput | typeof publishedInput, comparisonPct: number | null) =>
    atEnd
      ? { threeMonthsInterest: 0, ird: 0, penalty: 0, comparisonPct }
      : { ...prepaymentPenalty(input), comparisonPct }
  const postedComparison =
    postedTodayUsed !== null && postedAtSigning !== null ? postedTodayUsed - (postedAtSigning - contract) : null
  const posted = penaltyOf(postedInput, postedComparison)
  const published = penaltyOf(publishedInput, publishedTodayUsed)
  const penaltyToday = (values.lenderType === 'bank' ? posted : published).penalty
  const leavingNow = common && !atEnd ? switchSavings({ ...common, penalty: penaltyToday }) : null
  return { ...result, posted, published, penaltyToday, today: leavingNow }
}

/** Contact details of the renewal quote, already checked by the dialog. */
export interface RenewalContact {
  name: string
  email: string
  phone: string
}

/** Why the renewal quote cannot be built yet, per field (null: it can). */
export function renewalQuoteProblems(values: RenewalFormValues, c: RenewalComputation): FieldErrors<RenewalField> {
  const problems: FieldErrors<RenewalField> = { ...c.errors }
  const balance = parseDecimalInput(values.balance)
  const home = parseDecimalInput(values.homeValue)
  if (values.homeValue.trim() === '' || !Number.isFinite(home) || home <= 0)
    problems.homeValue = "Enter your home's value (an estimate is fine)."
  else if (Number.isFinite(balance) && balance > home) problems.homeValue = 'The value is below the balance owing.'
  if (c.switchRate === null) problems.switchRate = 'Enter a rate to switch to: our rates are not loaded.'
  return problems
}

/** The renewal quote: a refinance quote lead with every figure of the page. */
export function buildRenewalLead(
  values: RenewalFormValues,
  c: RenewalComputation,
  contact: RenewalContact,
  agentId?: string,
): LeadPayloadInput<'quote'> | null {
  const { atMaturity, posted, published, penaltyToday, switchRate, stayRate, monthsLeft } = c
  if (Object.keys(renewalQuoteProblems(values, c)).length > 0) return null
  if (!atMaturity || !posted || !published || penaltyToday === null || switchRate === null || stayRate === null)
    return null
  if (monthsLeft === null) return null
  const balance = parseDecimalInput(values.balance)
  const homeValue = Math.round(parseDecimalInput(values.homeValue))
  const amortizationYears = parseDecimalInput(values.amortizationYears)
  const full = mortgagePayment({ principal: balance, annualRatePct: switchRate, amortizationYears })
  const offer = values.offerRate.trim() === '' ? undefined : parseDecimalInput(values.offerRate)
  return {
    type: 'refinance',
    source: leadSourceOfKind('quote'),
    client_name: contact.name.trim(),
    client_email: contact.email.trim(),
    client_phone: contact.phone.trim() || null,
    agent_id: agentId ?? null,
    metadata: {
      price: homeValue,
      downPayment: Math.max(0, Math.floor(homeValue - balance)),
      location: 'Ontario',
      amortization: amortizationYears,
      mortgageRate: switchRate,
      paymentFrequency: 'monthly',
      calculations: {
        cmhcInsurance: 0,
        totalMortgage: balance,
        periodicPayment: full.payment,
        totalPayments: full.totalPaid,
        totalInterest: full.totalInterest,
        payoffYears: full.payoffYears,
      },
      renewal: {
        balance,
        contractRatePct: parseDecimalInput(values.rate),
        rateType: values.rateType,
        monthsLeft,
        ...(values.maturityDate ? { maturityDate: values.maturityDate } : {}),
        lenderType: values.lenderType,
        ...(offer === undefined ? {} : { offerRatePct: offer }),
        termYears: values.termYears,
        switchRatePct: switchRate,
        ...(c.best && values.switchRate.trim() === '' ? { switchMortgageType: c.best.mortgageType } : {}),
        penaltyPostedMethod: posted.penalty,
        penaltyPublishedMethod: published.penalty,
        penaltyToday,
        switchingCosts: atMaturity.switchingCosts,
        stayPayment: atMaturity.stay.payment,
        switchPayment: atMaturity.switch.payment,
        interestSaved: atMaturity.interestSaved,
        netSavingAtMaturity: atMaturity.netSaving,
        breakEvenMonth: atMaturity.breakEvenMonth,
      },
    },
  }
}
