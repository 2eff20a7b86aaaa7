// Canadian mortgage payment maths: periodic rate from the compounding convention, level
// payment rounded to cents, and the real schedule (run payment by payment, in cents).

export type Compounding = 'semi-annual' | 'monthly' | 'quarterly' | 'annual'

export type PaymentFrequency =
  | 'monthly'
  | 'semi-monthly'
  | 'bi-weekly'
  | 'accelerated-bi-weekly'
  | 'weekly'
  | 'accelerated-weekly'

export interface CompoundingOption {
  readonly value: Compounding
  readonly label: string
  readonly periodsPerYear: number
}

export interface PaymentFrequencyOption {
  readonly value: PaymentFrequency
  readonly label: string
  readonly paymentsPerYear: number
  /** Accelerated frequencies pay the monthly payment divided by this, instead of their own annuity. */
  readonly monthlyDivisor: number | null
}

/** Semi-annual first: it is the default (fixed-rate Canadian mortgages are quoted that way). */
export const COMPOUNDING_OPTIONS: readonly CompoundingOption[] = [
  { value: 'semi-annual', label: 'Semi-annual', periodsPerYear: 2 },
  { value: 'monthly', label: 'Monthly', periodsPerYear: 12 },
  { value: 'quarterly', label: 'Quarterly', periodsPerYear: 4 },
  { value: 'annual', label: 'Annual', periodsPerYear: 1 },
]

export const PAYMENT_FREQUENCIES: readonly PaymentFrequencyOption[] = [
  { value: 'monthly', label: 'Monthly', paymentsPerYear: 12, monthlyDivisor: null },
  { value: 'semi-monthly', label: 'Semi-monthly', paymentsPerYear: 24, monthlyDivisor: null },
  { value: 'bi-weekly', label: 'Bi-weekly', paymentsPerYear: 26, monthlyDivisor: null },
  { value: 'accelerated-bi-weekly', label: 'Accelerated bi-weekly', paymentsPerYear: 26, monthlyDivisor: 2 },
  { value: 'weekly', label: 'Weekly', paymentsPerYear: 52, monthlyDivisor: null },
  { value: 'accelerated-weekly', label: 'Accelerated weekly', paymentsPerYear: 52, monthlyDivisor: 4 },
]

export const DEFAULT_COMPOUNDING: Compounding = 'semi-annual'
export const DEFAULT_FREQUENCY: PaymentFrequency = 'monthly'

export interface MortgageInput {
  principal: number
  annualRatePct: number
  amortizationYears: number
  /** Default 'semi-annual'. */
  compounding?: Compounding
  /** Default 'monthly'. */
  frequency?: PaymentFrequency
}

export interface MortgagePaymentResult {
  /** Regular payment in dollars, rounded to cents. */
  payment: number
  paymentsPerYear: number
  /** Sum of every payment of the schedule (the last one settles the balance to the cent). */
  totalPaid: number
  totalInterest: number
  /** Number of payments actually made ÷ payments per year (accelerated schedules end early). */
  payoffYears: number
}

export interface ScheduleYear {
  year: number
  principalPaid: number
  interestPaid: number
  endBalance: number
}

function compoundingOption(value: Compounding): CompoundingOption {
  const option = COMPOUNDING_OPTIONS.find((o) => o.value === value)
  if (!option) throw new RangeError(`Unknown compounding "${String(value)}"`)
  return option
}

function frequencyOption(value: PaymentFrequency): PaymentFrequencyOption {
  const option = PAYMENT_FREQUENCIES.find((o) => o.value === value)
  if (!option) throw new RangeError(`Unknown payment frequency "${String(value)}"`)
  return option
}

/**
 * Rate per payment period: (1 + j/m)^(m/n) − 1, with j the nominal annual rate, m the
 * compounding periods per year and n the payments per year.
 */
export function periodicRate(annualRatePct: number, compounding: Compounding, paymentsPerYear: number): number {
  const m = compoundingOption(compounding).periodsPerYear
  // expm1/log1p keep tiny rates exact where (1 + x) would round to 1.
  return Math.expm1((m / paymentsPerYear) * Math.log1p(annualRatePct / 100 / m))
}

/** The annuity factor (1 − (1 + r)^−count) / r, which is `count` when r = 0. */
export function annuityFactor(rate: number, count: number): number {
  if (rate === 0) return count
  return -Math.expm1(-count * Math.log1p(rate)) / rate
}

interface Plan {
  principalCents: number
  paymentCents: number
  rate: number
  paymentsPerYear: number
  maxPayments: number
}

/** Sanity limit that keeps a schedule run bounded (the product offers 1 to 30 years). */
const MAX_SCHEDULE_YEARS = 100

function assertInput(input: MortgageInput): void {
  const { principal, annualRatePct, amortizationYears } = input
  if (!Number.isFinite(principal) || principal < 0) throw new RangeError('principal must be a finite number ≥ 0')
  if (!Number.isFinite(annualRatePct) || annualRatePct < 0)
    throw new RangeError('annualRatePct must be a finite number ≥ 0')
  if (!Number.isFinite(amortizationYears) || amortizationYears <= 0 || amortizationYears > MAX_SCHEDULE_YEARS) {
    throw new RangeError(`amortizationYears must be > 0 and ≤ ${MAX_SCHEDULE_YEARS}`)
  }
}

function levelPaymentCents(principalCents: number, rate: number, count: number): number {
  return Math.round(principalCents / annuityFactor(rate, count))
}

function plan(input: MortgageInput): Plan {
  assertInput(input)
  const compounding = input.compounding ?? DEFAULT_COMPOUNDING
  const frequency = frequencyOption(input.frequency ?? DEFAULT_FREQUENCY)
  const principalCents = Math.round(input.principal * 100)
  const n = frequency.paymentsPerYear
  const rate = periodicRate(input.annualRatePct, compounding, n)
  const maxPayments = Math.max(1, Math.round(n * input.amortizationYears))
  let paymentCents: number
  if (frequency.monthlyDivisor === null) {
    paymentCents = levelPaymentCents(principalCents, rate, maxPayments)
  } else {
    const monthlyRate = periodicRate(input.annualRatePct, compounding, 12)
    const monthlyCount = Math.max(1, Math.round(12 * input.amortizationYears))
    const monthlyCents = levelPaymentCents(principalCents, monthlyRate, monthlyCount)
    paymentCents = Math.round(monthlyCents / frequency.monthlyDivisor)
  }
  return { principalCents, paymentCents, rate, paymentsPerYear: n, maxPayments }
}

interface Run {
  payments: number
  paidCents: number
  years: { principalCents: number; interestCents: number; endBalanceCents: number }[]
}

/**
 * Runs the schedule in whole cents. Interest each period is rounded to the cent; the last
 * payment (when the balance plus interest fits in one payment, or at the end of the
 * amortization) is exactly the remaining balance plus its interest.
 */
function run(p: Plan): Run {
  let balance = p.principalCents
  let paidCents = 0
  let payments = 0
  const years: Run['years'] = []
  while (balance > 0 && payments < p.maxPayments) {
    payments += 1
    const interest = Math.round(balance * p.rate)
    const due = balance + interest
    const pay = due <= p.paymentCents || payments === p.maxPayments ? due : p.paymentCents
    balance = due - pay
    paidCents += pay
    const yearIndex = Math.ceil(payments / p.paymentsPerYear) - 1
    years[yearIndex] ??= { principalCents: 0, interestCents: 0, endBalanceCents: 0 }
    const row = years[yearIndex]
    row.interestCents += interest
    row.principalCents += pay - interest
    row.endBalanceCents = balance
  }
  return { payments, paidCents, years }
}

/** Regular payment and the totals of running the schedule to zero. */
export function mortgagePayment(input: MortgageInput): MortgagePaymentResult {
  const p = plan(input)
  const r = run(p)
  return {
    payment: p.paymentCents / 100,
    paymentsPerYear: p.paymentsPerYear,
    totalPaid: r.paidCents / 100,
    totalInterest: (r.paidCents - p.principalCents) / 100,
    payoffYears: r.payments / p.paymentsPerYear,
  }
}

/** Yearly rows of the schedule; the last row ends at a zero balance. */
export function amortizationSchedule(input: MortgageInput): ScheduleYear[] {
  return run(plan(input)).years.map((row, i) => ({
    year: i + 1,
    principalPaid: row.principalCents / 100,
    interestPaid: row.interestCents / 100,
    endBalance: row.endBalanceCents / 100,
  }))
}
