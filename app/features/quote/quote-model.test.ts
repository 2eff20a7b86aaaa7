import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { quoteLeadPayloadSchema } from '#shared/schemas/leads.ts'
import {
  applyPrefill,
  buildQuotePayload,
  computeQuote,
  dialogDollars,
  NO_AGENT,
  needsFirstTimeBuyerQuestion,
  QUOTE_DEFAULTS,
  QUOTE_FREQUENCY_OPTIONS,
  QUOTE_TITLES,
  type QuoteFormValues,
  quoteDownPaymentHint,
  validateQuote,
  validateQuoteContact,
} from './quote-model'

const NOW = '2025-06-01'
const AGENT = '0190a5e4-7c1b-7cc3-9f1e-4a8b1c2d3e4f'

function form(overrides: Partial<QuoteFormValues> = {}): QuoteFormValues {
  return {
    ...QUOTE_DEFAULTS,
    price: '500000',
    downPayment: '50000',
    name: 'Jane Doe',
    email: 'jane@example.ca',
    ...overrides,
  }
}

/** Monthly payment from the textbook formula with semi-annual compounding, in cents. */
function textbookMonthly(principal: number, ratePct: number, years: number): number {
  const r = (1 + ratePct / 200) ** (1 / 6) - 1
  const n = years * 12
  return Math.round(((principal * r) / (1 - (1 + r) ** -n)) * 100) / 100
}

describe('dialog texts and defaults', () => {
  it('has the spec titles', () => {
    expect(QUOTE_TITLES).toEqual({
      purchase: 'Buying a Home - Mortgage Calculator',
      renewal: 'Renewal/Refinancing - Mortgage Calculator',
    })
  })

  it('resets to Ontario, 25 years, 3.94 %, monthly and empty fields', () => {
    expect(QUOTE_DEFAULTS).toEqual({
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
    expect(Object.isFrozen(QUOTE_DEFAULTS)).toBe(true)
  })

  it("offers the spec's five payment frequencies", () => {
    expect(QUOTE_FREQUENCY_OPTIONS.map((o) => o.label)).toEqual([
      'Monthly',
      'Semi-monthly',
      'Bi-weekly',
      'Accelerated bi-weekly',
      'Weekly',
    ])
  })

  it('derives the down payment hint from the rules in force', () => {
    expect(quoteDownPaymentHint('2024-12-14')).toBe(
      'Minimum 5% for homes under $500k, 5-10% for $500k-$1M, 20% for $1M+',
    )
    expect(quoteDownPaymentHint(NOW)).toBe('Minimum 5% for homes under $500k, 5-10% for $500k-$1.5M, 20% for $1.5M+')
  })

  it('shows dollars without decimals and never a negative amount', () => {
    expect(dialogDollars(463_950)).toBe('$463,950')
    expect(dialogDollars(2_431.6)).toBe('$2,432')
    expect(dialogDollars(-5)).toBe('$0')
  })
})

describe('computeQuote', () => {
  it('adds the insurance premium for 10 % down to the loan and computes the payment semi-annually', () => {
    const c = computeQuote(form(), NOW)
    expect(c.errors).toEqual({})
    expect(c.insurance).toMatchObject({ required: true, insurable: true, rate: 3.1, premium: 13_950 })
    expect(c.totalMortgage).toBe(463_950)
    expect(c.result?.payment).toBe(textbookMonthly(463_950, 3.94, 25))
    expect(c.result?.paymentsPerYear).toBe(12)
  })

  it.each([
    ['25000', 4.0, 19_000],
    ['75000', 2.8, 11_900],
  ])('down payment %s → %d %% premium', (down, rate, premium) => {
    const c = computeQuote(form({ downPayment: down }), NOW)
    expect(c.insurance?.rate).toBe(rate)
    expect(c.insurance?.premium).toBe(premium)
  })

  it('needs no insurance with 20 % down', () => {
    const c = computeQuote(form({ downPayment: '100000' }), NOW)
    expect(c.insurance).toMatchObject({ required: false, premium: 0 })
    expect(c.totalMortgage).toBe(400_000)
  })

  it('follows the payment frequency', () => {
    const monthly = computeQuote(form({ downPayment: '100000' }), NOW).result!
    const accelerated = computeQuote(form({ downPayment: '100000', paymentFrequency: 'accelerated-bi-weekly' }), NOW)
      .result!
    expect(accelerated.paymentsPerYear).toBe(26)
    expect(accelerated.payment).toBe(Math.round((monthly.payment / 2) * 100) / 100)
    expect(accelerated.payoffYears).toBeLessThan(25)
  })

  it('refuses a down payment under the minimum in force, naming the minimum', () => {
    const c = computeQuote(form({ price: '1200000', downPayment: '90000' }), NOW)
    expect(c.errors.downPayment).toBe('The minimum down payment for this price is $95,000.')
    expect(c.result).toBeNull()
    expect(c.minimumDown).toBe(95_000)
  })

  it('refuses a down payment above the price', () => {
    expect(computeQuote(form({ downPayment: '600000' }), NOW).errors.downPayment).toBe(
      'The down payment cannot be more than the purchase price.',
    )
  })

  it('asks about first-time buyers before insuring a 30-year amortization', () => {
    const plain = computeQuote(form({ amortization: 30 }), NOW)
    expect(plain.errors.downPayment).toMatch(/only open to first-time buyers and new builds/)
    expect(needsFirstTimeBuyerQuestion(form({ amortization: 30 }), plain, NOW)).toBe(true)
    const firstTime = computeQuote(form({ amortization: 30, firstTimeBuyerOrNewBuild: true }), NOW)
    expect(firstTime.errors).toEqual({})
    expect(firstTime.insurance?.rate).toBe(3.3)
    // With 20 % down nothing needs insuring, so 30 years is open to everyone.
    const twenty = computeQuote(form({ amortization: 30, downPayment: '100000' }), NOW)
    expect(twenty.errors).toEqual({})
    expect(needsFirstTimeBuyerQuestion(form({ amortization: 30, downPayment: '100000' }), twenty, NOW)).toBe(false)
  })

  it('reports a rate out of bounds', () => {
    expect(computeQuote(form({ mortgageRate: '26' }), NOW).errors.mortgageRate).toMatch(/between 0% and 25%/)
    expect(computeQuote(form({ mortgageRate: '' }), NOW).errors.mortgageRate).toBe('Enter the interest rate.')
  })

  it('never computes with text that is not a number, and never yields NaN or a negative amount', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.integer({ min: -10, max: 3_000_000 }).map(String)),
        fc.oneof(fc.string(), fc.integer({ min: -10, max: 3_000_000 }).map(String)),
        fc.oneof(
          fc.string(),
          fc.double({ min: -1, max: 30, noNaN: true }).map((n) => n.toFixed(2)),
        ),
        fc.constantFrom(15, 20, 25, 30),
        (price, downPayment, mortgageRate, amortization) => {
          const c = computeQuote(form({ price, downPayment, mortgageRate, amortization: amortization as 15 }), NOW)
          if (c.result) {
            expect(Object.keys(c.errors)).toEqual([])
            for (const v of [c.result.payment, c.result.totalPaid, c.result.totalInterest, c.totalMortgage!]) {
              expect(Number.isFinite(v) && v >= 0).toBe(true)
            }
          } else {
            const invalid = Object.keys(c.errors).length > 0 || c.totalMortgage === 0
            expect(invalid).toBe(true)
          }
        },
      ),
      { numRuns: 300 },
    )
  })
})

describe('contact block', () => {
  it('requires the full name and a valid email; the phone is optional', () => {
    expect(validateQuoteContact({ name: ' ', email: '', phone: '' })).toEqual({
      name: 'Enter your full name.',
      email: 'Enter your email address.',
    })
    expect(validateQuoteContact({ name: 'Jane', email: 'jane@', phone: '' }).email).toMatch(/valid email/)
    expect(validateQuoteContact({ name: 'Jane', email: 'jane@example.ca', phone: '' })).toEqual({})
    expect(validateQuoteContact({ name: 'Jane', email: 'jane@example.ca', phone: '12' }).phone).toMatch(/10-digit/)
    expect(validateQuoteContact({ name: 'Jane', email: 'jane@example.ca', phone: '(416) 555-0123' })).toEqual({})
  })

  it('refuses a name over the schema bound and text the server would refuse', () => {
    const contact = { email: 'jane@example.ca', phone: '' }
    expect(validateQuoteContact({ ...contact, name: 'J'.repeat(101) }).name).toBe(
      'Your name can be at most 100 characters.',
    )
    expect(validateQuoteContact({ ...contact, name: 'J'.repeat(100) })).toEqual({})
    expect(validateQuoteContact({ ...contact, name: 'Jane\u202eDoe' }).name).toMatch(/text-direction/)
  })

  it('combines number and contact problems', () => {
    const values = form({ price: '', name: '' })
    expect(Object.keys(validateQuote(values, computeQuote(values, NOW))).sort()).toEqual(['name', 'price'])
  })
})

describe('buildQuotePayload', () => {
  it('builds the purchase lead of the spec, accepted by the shared schema', () => {
    const values = form({ phone: '416 555 0123', agentId: AGENT })
    const payload = buildQuotePayload('purchase', values, computeQuote(values, NOW))!
    const parsed = quoteLeadPayloadSchema.parse(payload)
    expect(parsed).toMatchObject({
      type: 'rate_quote',
      source: 'mortgage_calculator',
      client_name: 'Jane Doe',
      client_email: 'jane@example.ca',
      client_phone: '+14165550123',
      agent_id: AGENT,
      metadata: {
        price: 500_000,
        downPayment: 50_000,
        location: 'Ontario',
        amortization: 25,
        mortgageRate: 3.94,
        paymentFrequency: 'monthly',
        calculations: { cmhcInsurance: 13_950, totalMortgage: 463_950, payoffYears: 25 },
      },
    })
    const calc = parsed.metadata.calculations
    expect(calc.totalPayments).toBeCloseTo(calc.totalMortgage + calc.totalInterest, 2)
  })

  it('marks a renewal as refinance and leaves the agent unassigned for "none"', () => {
    const values = form({ location: 'Quebec' })
    const payload = buildQuotePayload('renewal', values, computeQuote(values, NOW))!
    expect(payload.type).toBe('refinance')
    expect(payload.agent_id).toBeNull()
    expect(payload.client_phone).toBeNull()
    expect(quoteLeadPayloadSchema.safeParse(payload).success).toBe(true)
  })

  it('is null while the numbers do not compute', () => {
    const values = form({ downPayment: '' })
    expect(buildQuotePayload('purchase', values, computeQuote(values, NOW))).toBeNull()
  })
})

describe('applyPrefill', () => {
  it('fills the price and down payment in whole dollars and keeps offered amortizations only', () => {
    const next = applyPrefill(QUOTE_DEFAULTS, {
      price: 483_215.67,
      downPayment: 20_000,
      amortizationYears: 25,
      annualRatePct: 4.84,
    })
    expect(next).toMatchObject({ price: '483215', downPayment: '20000', amortization: 25, mortgageRate: '4.84' })
    expect(applyPrefill(QUOTE_DEFAULTS, { amortizationYears: 7 }).amortization).toBe(25)
    expect(applyPrefill(QUOTE_DEFAULTS, { price: Number.NaN }).price).toBe('')
    expect(applyPrefill(QUOTE_DEFAULTS, undefined)).toBe(QUOTE_DEFAULTS)
  })
})
