import { describe, expect, it } from 'vitest'
import {
  parseAffordabilitySearch,
  parseClosingCostsSearch,
  parseMortgageCalculatorSearch,
} from '#app/features/calculators/calculator-search.ts'
import { affordabilityLink, closingCostsLink, paymentCalculatorLink } from '#shared/chat/links.ts'
import { affordabilityPrefill, closingCostsPrefill, mortgagePrefill } from './search-prefill'

/** What the router hands validateSearch for a link's query string (numbers and booleans parsed). */
function searchOf(href: string): Record<string, unknown> {
  const params = new URL(href, 'https://x.test').searchParams
  return Object.fromEntries(
    [...params].map(([k, v]) => [
      k,
      v === 'true' ? true : v === 'false' ? false : Number.isNaN(Number(v)) ? v : Number(v),
    ]),
  )
}

describe('calculator search params → form values', () => {
  it("the chat's payment link prefills amount, a custom rate and amortization", () => {
    const link = paymentCalculatorLink({ amount: 650000, rate: 4.5, amortization: 25 })
    expect(mortgagePrefill(parseMortgageCalculatorSearch(searchOf(link.href)))).toEqual({
      amount: '650000',
      custom: true,
      customRate: '4.5',
      amortization: 25,
    })
  })

  it('closing costs and affordability links prefill their forms', () => {
    const c = closingCostsLink({ price: 700000, downPayment: 35000, inToronto: true, firstTimeBuyer: true })
    expect(closingCostsPrefill(parseClosingCostsSearch(searchOf(c.href)))).toEqual({
      price: '700000',
      downPayment: '35000',
      inToronto: true,
      firstTimeBuyer: true,
    })
    const a = affordabilityLink({ annualIncome: 120000, downPayment: 50000 })
    expect(affordabilityPrefill(parseAffordabilitySearch(searchOf(a.href)))).toEqual({
      annualIncome: '120000',
      downPayment: '50000',
    })
  })

  it('bad or out-of-range values are dropped, never an error; no params prefill nothing', () => {
    expect(mortgagePrefill(parseMortgageCalculatorSearch({ amount: 'lots', rate: 45, amortization: 2.5 }))).toEqual({})
    expect(mortgagePrefill(parseMortgageCalculatorSearch({ amount: -5, rate: '4.25' }))).toEqual({
      custom: true,
      customRate: '4.25',
    })
    expect(closingCostsPrefill(parseClosingCostsSearch({ price: 2e9, inToronto: 'yes' }))).toEqual({})
    expect(affordabilityPrefill(parseAffordabilitySearch({}))).toEqual({})
  })
})
