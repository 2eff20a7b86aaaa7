import { describe, expect, it } from 'vitest'
import { AFFORDABILITY_AMORTIZATIONS } from '#app/features/calculators/affordability-model.ts'
import {
  AFFORDABILITY_YEARS,
  FREQUENCY_VALUES,
  parseAffordabilitySearch,
  parseClosingCostsSearch,
  parseMortgageCalculatorSearch,
  parseRenewalSearch,
} from '#app/features/calculators/calculator-search.ts'
import {
  affordabilitySearch,
  chatLink,
  closingCostsSearch,
  paymentCalculatorSearch,
  renewalSearch,
} from '#shared/chat/links.ts'
import { PAYMENT_FREQUENCIES } from '#shared/finance/index.ts'
import { affordabilityPrefill, closingCostsPrefill, mortgagePrefill, renewalPrefill } from './search-prefill'

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
  it("the chat's penalty and switch links prefill the renewal calculator with every value", () => {
    const penalty = chatLink(
      'x',
      '/renewal-calculator',
      renewalSearch({
        balance: 400000,
        rate: 5.19,
        rateType: 'fixed',
        monthsLeft: 30,
        lender: 'bank',
        signed: 6.49,
        postedToday: 5.49,
      }),
    )
    expect(renewalPrefill(parseRenewalSearch(searchOf(penalty.href)))).toEqual({
      balance: '400000',
      rate: '5.19',
      rateType: 'fixed',
      monthsLeft: '30',
      lenderType: 'bank',
      postedAtSigning: '6.49',
      postedToday: '5.49',
    })
    const move = chatLink(
      'x',
      '/renewal-calculator',
      renewalSearch({ balance: 350000, offer: 5.1, switch: 3.89, amortization: 20, term: 5, published: 4.39 }),
    )
    expect(renewalPrefill(parseRenewalSearch(searchOf(move.href)))).toEqual({
      balance: '350000',
      offerRate: '5.1',
      switchRate: '3.89',
      amortizationYears: '20',
      termYears: 5,
      publishedToday: '4.39',
    })
    // A maturity date wins over months left; values out of bounds are dropped.
    expect(
      renewalPrefill(parseRenewalSearch({ maturity: '2029-05-27', monthsLeft: 12, term: 4, lender: 'credit union' })),
    ).toEqual({ maturityDate: '2029-05-27' })
  })

  it("the chat's payment link prefills amount, a custom rate, amortization and frequency", () => {
    const link = chatLink(
      'x',
      '/mortgage-calculator',
      paymentCalculatorSearch({ amount: 650000, rate: 4.5, amortization: 30, frequency: 'bi-weekly' }),
    )
    expect(mortgagePrefill(parseMortgageCalculatorSearch(searchOf(link.href)))).toEqual({
      amount: '650000',
      custom: true,
      customRate: '4.5',
      amortization: 30,
      frequency: 'bi-weekly',
    })
  })

  it('closing costs and affordability links prefill every value they carry', () => {
    const c = chatLink(
      'x',
      '/calculators',
      closingCostsSearch({
        price: 700000,
        downPayment: 35000,
        amortization: 30,
        inToronto: true,
        firstTimeBuyer: true,
      }),
    )
    expect(closingCostsPrefill(parseClosingCostsSearch(searchOf(c.href)))).toEqual({
      price: '700000',
      downPayment: '35000',
      amortization: 30,
      inToronto: true,
      firstTimeBuyer: true,
    })
    const a = chatLink(
      'x',
      '/affordability-calculator',
      affordabilitySearch({
        annualIncome: 95000,
        coBorrowerIncome: 70000,
        downPayment: 50000,
        rate: 3.68,
        amortization: 25,
        monthlyDebts: 600,
      }),
    )
    expect(affordabilityPrefill(parseAffordabilitySearch(searchOf(a.href)))).toEqual({
      annualIncome: '95000',
      coBorrowerIncome: '70000',
      downPayment: '50000',
      rate: '3.68',
      amortization: 25,
      monthlyDebts: '600',
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
    // An amortization the affordability form does not offer, an unknown frequency: dropped.
    expect(affordabilityPrefill(parseAffordabilitySearch({ amortization: 27 }))).toEqual({})
    expect(mortgagePrefill(parseMortgageCalculatorSearch({ frequency: 'daily' }))).toEqual({})
  })

  it('knows the same amortizations and frequencies as the forms (kept apart to stay out of the first bundle)', () => {
    expect([...AFFORDABILITY_YEARS]).toEqual([...AFFORDABILITY_AMORTIZATIONS])
    expect([...FREQUENCY_VALUES]).toEqual(PAYMENT_FREQUENCIES.map((f) => f.value))
  })
})
