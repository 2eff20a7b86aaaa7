// Links under the answers. A computed answer links the matching calculator with exactly the
// values it used as search params (named after each calculator's form values, see README.md);
// the calculator resets every other field to its default when it opens from such a link.

import type { Computation } from './computed'
import type { ChatLink, ChatLinkTarget } from './types'

export function chatLink(label: string, to: ChatLinkTarget, search: ChatLink['search'] = {}): ChatLink {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(search)) params.set(key, String(value))
  const query = params.toString()
  return { label, to, search, href: query ? `${to}?${query}` : to }
}

function clean<T extends object>(search: T): ChatLink['search'] {
  const out: ChatLink['search'] = {}
  for (const [key, value] of Object.entries(search))
    if (value !== undefined && value !== null && value !== false) out[key] = value as string | number | boolean
  return out
}

/** /mortgage-calculator: amount, rate (a custom rate in percent), amortization (years), frequency. */
export const paymentCalculatorSearch: (search: {
  amount?: number
  rate?: number
  amortization?: number
  frequency?: string
}) => ChatLink['search'] = clean

/** /calculators (closing costs): price, downPayment, amortization, inToronto, firstTimeBuyer. */
export const closingCostsSearch: (search: {
  price?: number
  downPayment?: number
  amortization?: number
  inToronto?: boolean
  firstTimeBuyer?: boolean
}) => ChatLink['search'] = clean

/** /affordability-calculator: incomes, down payment, rate, amortization, debts, tax and condo fees. */
export const affordabilitySearch: (search: {
  annualIncome?: number
  coBorrowerIncome?: number
  downPayment?: number
  rate?: number
  amortization?: number
  monthlyDebts?: number
  annualPropertyTax?: number
  monthlyCondoFees?: number
}) => ChatLink['search'] = clean

/**
 * /renewal-calculator: balance, rate (the current rate), rateType, monthsLeft, lender (bank or
 * monoline), signed (the posted rate at signing), postedToday, published (the lender's rate today),
 * offer (the renewal offer), switch (the rate to switch to), amortization (years left), term (years).
 */
export const renewalSearch: (search: {
  balance?: number
  rate?: number
  rateType?: 'fixed' | 'variable'
  monthsLeft?: number
  lender?: 'bank' | 'monoline'
  signed?: number
  postedToday?: number
  published?: number
  offer?: number
  switch?: number
  amortization?: number
  term?: number
}) => ChatLink['search'] = clean

const cents = (x: number) => Math.round(x * 100) / 100

/** Where a computed answer sends the visitor, with the values it used. */
export function computationTarget(c: Computation): { to: ChatLinkTarget; search: ChatLink['search'] } | null {
  switch (c.kind) {
    case 'payment':
      return {
        to: '/mortgage-calculator',
        search: paymentCalculatorSearch({
          amount: c.principal,
          rate: c.rate,
          amortization: c.years,
          frequency: c.frequency,
        }),
      }
    case 'down-payment':
      return { to: '/calculators', search: closingCostsSearch({ price: c.price, downPayment: c.downUsed }) }
    case 'insurance':
      return {
        to: '/calculators',
        search: closingCostsSearch({
          price: c.price,
          downPayment: c.down,
          amortization: c.years,
          firstTimeBuyer: c.firstTimeBuyer,
        }),
      }
    case 'land-transfer-tax':
      return c.province === 'ON'
        ? {
            to: '/calculators',
            search: closingCostsSearch({ price: c.price, inToronto: c.inToronto, firstTimeBuyer: c.firstTimeBuyer }),
          }
        : { to: '/contact', search: {} }
    case 'closing-costs':
      return {
        to: '/calculators',
        search: closingCostsSearch({
          price: c.price,
          downPayment: c.down,
          amortization: c.years,
          inToronto: c.inToronto,
          firstTimeBuyer: c.firstTimeBuyer,
        }),
      }
    case 'qualifying-rate':
      return { to: '/affordability-calculator', search: affordabilitySearch({ rate: c.rate }) }
    case 'affordability':
      return {
        to: '/affordability-calculator',
        search: affordabilitySearch({
          annualIncome: c.incomes[0],
          coBorrowerIncome: c.incomes.length > 1 ? cents(c.incomes.slice(1).reduce((a, b) => a + b, 0)) : undefined,
          downPayment: c.down ?? undefined,
          rate: c.rate,
          amortization: c.years,
          monthlyDebts: c.monthlyDebts > 0 ? c.monthlyDebts : undefined,
        }),
      }
    case 'rates':
      return {
        to: '/rates',
        search: clean({
          province: c.province === 'ON' ? undefined : c.province,
          tab: c.rateType === 'variable' ? 'variable' : undefined,
        }),
      }
    case 'penalty':
      return {
        to: '/renewal-calculator',
        search: renewalSearch({
          balance: c.balance,
          rate: c.rate,
          rateType: c.rateType,
          monthsLeft: c.monthsRemaining ?? undefined,
          lender: c.method === 'posted' ? 'bank' : c.method === 'published' ? 'monoline' : undefined,
          signed: c.method === 'posted' ? c.postedAtSigning : undefined,
          postedToday: c.method === 'posted' ? c.postedToday : undefined,
          published: c.method === 'published' ? (c.comparisonRate ?? undefined) : undefined,
        }),
      }
    case 'switch':
      return {
        to: '/renewal-calculator',
        search: renewalSearch({
          balance: c.balance,
          offer: c.stayRate,
          switch: c.switchRate,
          amortization: c.years,
          term: [1, 3, 5, 7].includes(c.termYears) ? c.termYears : undefined,
        }),
      }
    case 'equity':
      return { to: '/contact', search: {} }
  }
}
