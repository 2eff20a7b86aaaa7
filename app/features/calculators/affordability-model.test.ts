import { describe, expect, it } from 'vitest'
import { leadPayloadSchemas } from '#shared/schemas/leads.ts'
import {
  AFFORDABILITY_AMORTIZATIONS,
  AFFORDABILITY_DEFAULTS,
  type AffordabilityFormValues,
  applySearch,
  bindingSentence,
  buildCopyPayload,
  computeAffordability,
  headlineNote,
  limitBreakdown,
  readStoredAffordabilityValues,
  stressTestSentence,
} from './affordability-model'

const NOW = '2025-06-01'

function form(overrides: Partial<AffordabilityFormValues> = {}): AffordabilityFormValues {
  return { ...AFFORDABILITY_DEFAULTS, ...overrides }
}

/** The spec's rule by hand: 32 % of gross monthly income as an annuity, semi-annual compounding. */
function handMaxMortgage(annualIncome: number, ratePct: number, years: number) {
  const payment = Math.floor((annualIncome / 12) * 0.32 * 100) / 100
  const r = (1 + ratePct / 200) ** (1 / 6) - 1
  const factor = (1 - (1 + r) ** -(years * 12)) / r
  return Math.floor(payment * factor * 100) / 100
}

describe('defaults and options', () => {
  it("are the spec's", () => {
    expect(AFFORDABILITY_DEFAULTS).toMatchObject({
      annualIncome: '100000',
      downPayment: '20000',
      amortization: 25,
      rate: '4.84',
    })
    expect(AFFORDABILITY_AMORTIZATIONS).toEqual([1, 2, 3, 4, 5, 7, 10, 15, 20, 25, 30])
  })

  it('restores only offered amortizations', () => {
    expect(readStoredAffordabilityValues({ amortization: 6, annualIncome: '80000' })).toEqual({
      ...AFFORDABILITY_DEFAULTS,
      annualIncome: '80000',
    })
    expect(readStoredAffordabilityValues({ amortization: 7 })?.amortization).toBe(7)
  })
})

describe('computeAffordability', () => {
  it('gives the maximum price as the borrowing limit plus the down payment', () => {
    const c = computeAffordability(form(), NOW)
    const mortgage = handMaxMortgage(100_000, 4.84, 25)
    expect(c.result?.maxMortgage).toBeCloseTo(mortgage, 1)
    expect(c.result?.maxPrice).toBeCloseTo(mortgage + 20_000, 1)
    expect(c.result?.monthlyPayment).toBe(2_666.66)
    expect(c.result?.lenderMaximum.qualifyingRatePct).toBe(6.84)
  })

  it('explains the binding limit in one sentence', () => {
    const housing = bindingSentence(computeAffordability(form(), NOW))
    expect(housing).toBe(
      'Housing costs set your income limit: the mortgage payment, property tax and heat can take up to 32% of your gross monthly income of $8,333, which is $2,667 a month.',
    )
    const debts = bindingSentence(computeAffordability(form({ monthlyDebts: '1500' }), NOW))
    expect(debts).toMatch(
      /^Your other debts set your income limit: .* 40% .* your \$1,500 a month of other debts leaves \$1,833 for housing\.$/,
    )
    const none = bindingSentence(computeAffordability(form({ annualPropertyTax: '40000' }), NOW))
    expect(none).toMatch(/no mortgage payment fits\.$/)
    expect(housing.split('. ')).toHaveLength(1)
  })

  it('shows the stress-test rate with its rule', () => {
    expect(stressTestSentence(computeAffordability(form(), NOW), NOW)).toMatch(
      /^A lender must qualify you at 6\.84% \(your rate plus 2%, or 5\.25% if higher\)/,
    )
    expect(stressTestSentence(computeAffordability(form({ rate: '2' }), NOW), NOW)).toMatch(/qualify you at 5\.25%/)
  })

  it('says when the down payment cannot buy the price the income allows', () => {
    expect(headlineNote(computeAffordability(form(), NOW), NOW)).toMatch(
      /^Your down payment limits the price to \$400,000: a \$485,767 home needs at least \$2\d,\d{3} down\.$/,
    )
    expect(headlineNote(computeAffordability(form({ downPayment: '100000' }), NOW), NOW)).toBeNull()
    // 200,000 down stops one cent under the insured cap.
    expect(
      headlineNote(computeAffordability(form({ annualIncome: '900000', downPayment: '200000' }), NOW), NOW),
    ).toMatch(/^Your down payment limits the price to \$1,499,999: with under 20% down a home must cost less than/)
  })

  it('keeps the income formula visible in the breakdown and names the limit that binds', () => {
    const lines = limitBreakdown(computeAffordability(form(), NOW))
    expect(lines.map((l) => [l.value, l.binds])).toEqual([
      ['$485,767', false],
      ['$400,000', true],
      ['$15,200', false],
    ])
    expect(lines[2]?.label).toMatch(/^Mortgage default insurance \(4\.00% with under 20% down\)/)
  })

  it('reports bad inputs per field and computes nothing', () => {
    const c = computeAffordability(form({ annualIncome: '', rate: '30', monthlyDebts: 'lots' }), NOW)
    expect(c.errors).toEqual({
      annualIncome: 'Enter the annual income.',
      rate: 'The interest rate must be between 0% and 25%.',
      monthlyDebts: 'Enter the monthly debt payments as a number (0 if none).',
    })
    expect(c.result).toBeNull()
    expect(bindingSentence(c)).toBe('')
  })
})

describe('leads and links', () => {
  it("builds a 'Send me a copy' lead the shared schema accepts", () => {
    const c = computeAffordability(form({ coBorrowerIncome: '40000', monthlyHeat: '150' }), NOW)
    const payload = buildCopyPayload(c, ' me@example.ca ', '  ')!
    const parsed = leadPayloadSchemas['affordability-copy'].parse(payload)
    expect(parsed.client_email).toBe('me@example.ca')
    expect(parsed.client_name).toBeUndefined()
    expect(parsed.metadata.inputs).toMatchObject({
      annualIncome: 100_000,
      coBorrowerIncome: 40_000,
      monthlyHeat: 150,
      annualRatePct: 4.84,
      amortizationYears: 25,
    })
    expect(parsed.metadata.results.maxPrice).toBe(c.result!.reachable.price)
    expect(parsed.metadata.results.bindingLimit).toBe('housing')
    expect(buildCopyPayload(computeAffordability(form({ annualIncome: '' }), NOW), 'me@example.ca', '')).toBeNull()
  })

  it('passes the mortgage amount to /applications in whole dollars', () => {
    const c = computeAffordability(form(), NOW)
    expect(applySearch(c)).toEqual({ amount: Math.floor(c.result!.reachable.mortgage) })
    expect(applySearch(computeAffordability(form({ annualIncome: '' }), NOW))).toEqual({})
  })
})
