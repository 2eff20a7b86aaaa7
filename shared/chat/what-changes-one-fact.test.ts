// The fifth independent set's kinds (docs/decisions/250): a first home denied, a spouse's income
// added in a follow-up, a value the appraisal "comes in at". Phrasings here are none of the
// evaluation's.
import { describe, expect, it } from 'vitest'
import {
  affordability,
  formatCAD,
  insurancePremium,
  minimumDownPayment,
  mortgagePayment,
  refinanceEquity,
  switchSavings,
} from '#shared/finance/index.ts'
import { conversation } from './evaluation/converse'
import { EVALUATION_AS_OF, EVALUATION_RATES } from './evaluation/fixture'
import { loadChatEngine } from './index'

const engine = await loadChatEngine()
const converse = conversation(engine)

describe('a fact said in a follow-up or denied', () => {
  it('reads "not our first house" as no first-time buyer refund', async () => {
    const r = await converse('land transfer tax on a 900k house in toronto, not our first house')
    expect(r.entryId).toBe('land-transfer-tax')
    expect(r.content).not.toContain('refunds:')
    expect(r.link?.href).not.toContain('firstTimeBuyer=true')
  })

  it('adds a partner’s income said with "adds" or "he earns" to the household’s', async () => {
    const r = await converse(
      'we have 90k saved for the down payment, i earn 95k, rate 4.2 over 25 years, what can we afford',
      'and if my husband adds his, he earns 70k',
    )
    expect(r.entryId).toBe('affordability')
    expect(r.link?.href).toContain('annualIncome=95000')
    expect(r.link?.href).toContain('coBorrowerIncome=70000')
  })

  it('adds an income a partner "would add" or "brings in", written after a verb of its own', async () => {
    const r = await converse(
      'i make 88k with 45k down, how much house can i get',
      'my girlfriend would bring in 52k too',
    )
    expect(r.entryId).toBe('affordability')
    expect(r.link?.href).toContain('annualIncome=88000')
    expect(r.link?.href).toContain('coBorrowerIncome=52000')
    // A new income with no partner named replaces the earlier one.
    const alone = await converse('i make 88k with 45k down, how much house can i get', 'what about 97k')
    expect(alone.link?.href).toContain('annualIncome=97000')
    expect(alone.link?.href).not.toContain('coBorrowerIncome')
  })

  it('recomputes a refinance at the value the appraisal comes back at, in thousands', async () => {
    const r = await converse(
      'our place is worth 910k, 380k left on the mortgage, how much equity can we take',
      'and if the appraisal came back at 850',
    )
    expect(r.entryId).toBe('refinance')
    const { available } = refinanceEquity({ homeValue: 850_000, balance: 380_000 })
    expect(r.content).toContain(formatCAD(available, 0))
  })
})

describe('a payment asked with what is still owed', () => {
  it('is the payment over the amortization left when asked "what should it be", not the penalty', async () => {
    const r = await converse(
      'we still owe 228k, our rate is 4.85 and there are 16 years left on the amortization, what should the monthly payment come to',
    )
    expect(r.entryId).toBe('payment')
    expect(r.content).toContain('over 16 years')
  })
})

describe('today’s rate of the kind named', () => {
  it('computes a payment on a mortgage amount at the conventional rate when conventional is named', async () => {
    const r = await converse('rough monthly for a 540k conventional mortgage at your 5 yr fixed rate')
    expect(r.entryId).toBe('payment')
    const conventional = Math.min(
      ...EVALUATION_RATES.filter(
        (x) =>
          x.province === 'Ontario' &&
          x.term === '5 year' &&
          x.rateType === 'fixed' &&
          x.mortgageType === 'Conventional',
      ).map((x) => x.ourRate),
    )
    const { payment } = mortgagePayment({ principal: 540_000, annualRatePct: conventional, amortizationYears: 25 })
    expect(r.content).toContain(formatCAD(payment))
  })
})

describe('two lenders’ rates weighed', () => {
  const saved = (switchRatePct: number) =>
    switchSavings({ balance: 310_000, amortizationMonths: 17 * 12, termMonths: 36, stayRatePct: 5.05, switchRatePct })
      .interestSaved

  it('reads a rate "for 3 yrs" as its term and the years left as the amortization', async () => {
    const r = await converse(
      'owing 310k with 17 years left, our bank wants 5.05 to renew and a credit union offers 4.55 for 3 yrs, what do we save',
    )
    expect(r.entryId).toBe('switching')
    expect(r.content).toContain(formatCAD(saved(4.55)))
  })

  it('reads "x versus y at another bank" as the offer and the rate compared, and a follow-up of the other bank as that rate', async () => {
    const first =
      'we owe 310k, 17 years amortization left, 5.05 renewal versus 4.55 at another bank, 3 year term, how much do we save'
    const r = await converse(first)
    expect(r.entryId).toBe('switching')
    expect(r.content).toContain(formatCAD(saved(4.55)))
    const next = await converse(first, 'and if the other bank matched 4.35')
    expect(next.entryId).toBe('switching')
    expect(next.content).toContain(formatCAD(saved(4.35)))
  })
})

describe('how much can be borrowed', () => {
  it('says the mortgage at a price the down payment caps, not only the income’s limit', async () => {
    const r = await converse('we earn 140k together, 175k down, 4.1% over 25 years, how much could we borrow')
    expect(r.entryId).toBe('affordability')
    const result = affordability({
      annualIncome: 140_000,
      downPayment: 175_000,
      amortizationYears: 25,
      annualRatePct: 4.1,
      asOf: EVALUATION_AS_OF,
    })
    expect(result.maxMortgage - result.reachable.mortgage).toBeGreaterThan(1)
    expect(r.content).toContain(`with a ${formatCAD(result.reachable.mortgage, 0)} mortgage`)
  })
})

describe('a payment with the minimum down', () => {
  it('is the payment on the price less the minimum down, premium added, when the question is the monthly cost', async () => {
    const r = await converse(
      'townhouses near us go for about 455k and we would put the bare minimum down, what would that cost per month',
    )
    expect(r.entryId).toBe('payment')
    const down = minimumDownPayment(455_000, EVALUATION_AS_OF)
    const { premium } = insurancePremium({
      price: 455_000,
      downPayment: down,
      amortizationYears: 25,
      asOf: EVALUATION_AS_OF,
    })
    expect(r.content).toContain(formatCAD(premium))
    expect(r.content).toContain(formatCAD(455_000 - down + premium, 0))
  })
})

describe('the computation a long message asks for last', () => {
  it('is the payment with the premium when "monthly at" a rate follows the minimum down, decimals not ending the clause', async () => {
    const r = await converse('semi in oshawa 529,900 putting the minimum down, monthly at 3.74 incl insurance?')
    expect(r.entryId).toBe('payment')
    const down = minimumDownPayment(529_900, EVALUATION_AS_OF)
    const { premium } = insurancePremium({
      price: 529_900,
      downPayment: down,
      amortizationYears: 25,
      asOf: EVALUATION_AS_OF,
    })
    const payment = mortgagePayment({ principal: 529_900 - down + premium, annualRatePct: 3.74, amortizationYears: 25 })
    expect(r.content).toContain(formatCAD(payment.payment))
  })

  it('is affordability when each partner is named before an income, beside a down payment', async () => {
    const r = await converse(
      'both working, her 74k, me 58k, debts 250 a month, 90k down, rates near 4.3, what could we qualify for',
    )
    expect(r.entryId).toBe('affordability')
    expect(r.link?.href).toContain('annualIncome=74000')
    expect(r.link?.href).toContain('coBorrowerIncome=58000')
  })

  it('is the switch when the saving is asked "by moving" between two offered rates', async () => {
    const r = await converse(
      'mortgage matures in april, 480k left with 18 yrs amortization. scotia wants 4.39 for a 5 yr fixed, a broker has 3.79. what do i save by moving',
    )
    expect(r.entryId).toBe('switching')
    const saved = switchSavings({
      balance: 480_000,
      amortizationMonths: 18 * 12,
      termMonths: 60,
      stayRatePct: 4.39,
      switchRatePct: 3.79,
    })
    expect(r.content).toContain(formatCAD(saved.interestSaved))
  })
})
