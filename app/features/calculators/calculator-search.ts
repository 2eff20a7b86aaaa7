// Search params of the calculator routes, read by their validateSearch (the chat's computed
// answers link here with exactly the values they used; shared/chat/links.ts builds the links
// with these names).
// Plain functions, no schema library: route definitions are in the initial bundle, where
// zod/mini measured +15 KB gzip (docs/decisions/057-calculator-search-params.md). A value that
// does not parse or is out of bounds is dropped (the form keeps its own), never an error page.

import { isIsoDay } from '#shared/rules/dates.ts'

/** Largest price or amount a link may prefill (the lead schema's money bound is one billion). */
export const MAX_PREFILL_DOLLARS = 100_000_000

type Search = Record<string, unknown>

function num(value: unknown, min: number, max: number, whole = false): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value.replace(/[,\s$]/g, '')) : value
  if (typeof n !== 'number' || !Number.isFinite(n) || n < min || n > max) return undefined
  if (whole && !Number.isInteger(n)) return undefined
  return n
}

function flag(value: unknown): boolean | undefined {
  if (value === true || value === 'true') return true
  if (value === false || value === 'false') return false
  return undefined
}

function defined<T extends object>(values: T): T {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as T
}

function oneOf<T extends string | number>(value: unknown, allowed: readonly T[]): T | undefined {
  const v = typeof value === 'string' && typeof allowed[0] === 'number' ? Number(value) : value
  return allowed.includes(v as T) ? (v as T) : undefined
}

/** The payment frequencies of the payment calculator (shared/finance PAYMENT_FREQUENCIES). */
export const FREQUENCY_VALUES = [
  'monthly',
  'semi-monthly',
  'bi-weekly',
  'accelerated-bi-weekly',
  'weekly',
  'accelerated-weekly',
] as const

/** /mortgage-calculator: amount (dollars), rate (percent, a custom rate), amortization (years), frequency. */
export interface MortgageCalculatorSearch {
  amount?: number
  rate?: number
  amortization?: number
  frequency?: (typeof FREQUENCY_VALUES)[number]
}
export function parseMortgageCalculatorSearch(search: Search): MortgageCalculatorSearch {
  return defined({
    amount: num(search.amount, 1, MAX_PREFILL_DOLLARS),
    rate: num(search.rate, 0.01, 30),
    amortization: num(search.amortization, 1, 30, true),
    frequency: oneOf(search.frequency, FREQUENCY_VALUES),
  })
}

/** /calculators (the closing costs calculator): price, down payment, amortization, Toronto, first-time buyer. */
export interface ClosingCostsSearch {
  price?: number
  downPayment?: number
  amortization?: number
  inToronto?: boolean
  firstTimeBuyer?: boolean
}
export function parseClosingCostsSearch(search: Search): ClosingCostsSearch {
  return defined({
    price: num(search.price, 1, MAX_PREFILL_DOLLARS),
    downPayment: num(search.downPayment, 0, MAX_PREFILL_DOLLARS),
    amortization: num(search.amortization, 1, 30, true),
    inToronto: flag(search.inToronto),
    firstTimeBuyer: flag(search.firstTimeBuyer),
  })
}

/** The amortizations the affordability calculator offers (affordability-model.ts). */
export const AFFORDABILITY_YEARS = [1, 2, 3, 4, 5, 7, 10, 15, 20, 25, 30] as const

/** /affordability-calculator: incomes, down payment, rate, amortization and monthly costs. */
export interface AffordabilitySearch {
  annualIncome?: number
  coBorrowerIncome?: number
  downPayment?: number
  rate?: number
  amortization?: number
  monthlyDebts?: number
  annualPropertyTax?: number
  monthlyCondoFees?: number
}
export function parseAffordabilitySearch(search: Search): AffordabilitySearch {
  return defined({
    annualIncome: num(search.annualIncome, 1, MAX_PREFILL_DOLLARS),
    coBorrowerIncome: num(search.coBorrowerIncome, 0, MAX_PREFILL_DOLLARS),
    downPayment: num(search.downPayment, 0, MAX_PREFILL_DOLLARS),
    rate: num(search.rate, 0.01, 30),
    amortization: oneOf(search.amortization, AFFORDABILITY_YEARS),
    monthlyDebts: num(search.monthlyDebts, 0, MAX_PREFILL_DOLLARS),
    annualPropertyTax: num(search.annualPropertyTax, 0, MAX_PREFILL_DOLLARS),
    monthlyCondoFees: num(search.monthlyCondoFees, 0, MAX_PREFILL_DOLLARS),
  })
}

/** The terms of the renewal calculator (our rate table's), in years. */
export const RENEWAL_TERM_YEARS = [1, 3, 5, 7] as const

/**
 * /renewal-calculator: balance, rate (percent), rateType, maturity (yyyy-mm-dd) or monthsLeft,
 * lender (bank or monoline), signed, postedToday, published (the penalty's comparison rates),
 * offer (the renewal offer, percent), switch (the rate to switch to),
 * amortization (years left), term.
 */
export interface RenewalSearch {
  balance?: number
  rate?: number
  rateType?: 'fixed' | 'variable'
  maturity?: string
  monthsLeft?: number
  lender?: 'bank' | 'monoline'
  /** The posted rate at signing, today's posted rate and the lender's published rate (percent). */
  signed?: number
  postedToday?: number
  published?: number
  offer?: number
  /** The rate to switch to (percent); without it, our best rate for the term. */
  switch?: number
  amortization?: number
  term?: (typeof RENEWAL_TERM_YEARS)[number]
}
export function parseRenewalSearch(search: Search): RenewalSearch {
  const maturity = typeof search.maturity === 'string' && isIsoDay(search.maturity) ? search.maturity : undefined
  return defined({
    balance: num(search.balance, 1, MAX_PREFILL_DOLLARS),
    rate: num(search.rate, 0.01, 25),
    rateType: oneOf(search.rateType, ['fixed', 'variable'] as const),
    maturity,
    monthsLeft: num(search.monthsLeft, 0, 120, true),
    lender: oneOf(search.lender, ['bank', 'monoline'] as const),
    signed: num(search.signed, 0.01, 25),
    postedToday: num(search.postedToday, 0.01, 25),
    published: num(search.published, 0.01, 25),
    offer: num(search.offer, 0.01, 25),
    switch: num(search.switch, 0.01, 25),
    amortization: num(search.amortization, 1, 30, true),
    term: oneOf(search.term, RENEWAL_TERM_YEARS),
  })
}
