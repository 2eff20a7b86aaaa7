import fc from 'fast-check'
import MiniSearch from 'minisearch'
import { describe, expect, it, vi } from 'vitest'
import { insurancePremium, mortgagePayment } from '#shared/finance/index.ts'
import { createChatEngine } from './engine'
import { loadChatEngine } from './index'
import { buildChatIndex, buildChatVocabulary } from './index-build'
import { KNOWLEDGE_BASE } from './knowledge-base'
import { CHAT_NO_ANSWER, CHAT_OFF_TOPIC, CHAT_STARTERS } from './messages'
import { ENGLISH_TEXTS } from './render-en'
import * as understanding from './slots'
import type { ChatRate } from './types'

const NOW = '2026-07-01'
const engine = await loadChatEngine()
const ask = (text: string, options: Parameters<typeof engine.reply>[1] = {}) =>
  engine.reply(text, { asOf: NOW, ...options })

const RATES: ChatRate[] = [
  { term: '5 year', rateType: 'fixed', ourRate: 4.19 },
  { term: '5 year', rateType: 'fixed', ourRate: 4.29 }, // another province: the lowest is listed
  { term: '1 year', rateType: 'fixed', ourRate: 5.49 },
  { term: '3 year', rateType: 'fixed', ourRate: 4.59 },
  { term: '5 year', rateType: 'variable', ourRate: 4.95 },
]

describe('loading', () => {
  it('loads the serialised index built at build time and ranks like an index built in the test', async () => {
    const fresh = createChatEngine(buildChatIndex(), buildChatVocabulary(), ENGLISH_TEXTS, understanding, MiniSearch)
    for (const q of ['what is a heloc', 'closing costs', 'land transfer tax toronto']) {
      expect(engine.retrieve(q)?.entryId).toBe(fresh.retrieve(q)?.entryId)
    }
    expect(await loadChatEngine()).toBe(engine)
  })
})

describe('knowledge base', () => {
  it('covers the mortgage topics visitors ask about', () => {
    const ids = KNOWLEDGE_BASE.map((e) => e.id)
    for (const id of [
      'closing-costs',
      'pre-approval',
      'rate-hold',
      'prepayment',
      'default-insurance',
      'down-payment',
      'stress-test',
      'fixed-vs-variable',
      'amortization',
      'renewal',
      'switching',
      'refinance',
      'debt-consolidation',
      'heloc',
      'reverse-mortgage',
      'first-time-buyer',
      'fhsa',
      'home-buyers-plan',
      'land-transfer-tax',
      'broker',
    ])
      expect(ids).toContain(id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('quotes the spec figures: closing costs 1.5-4 %, pre-approval holds 90-120 days, holds up to 120 days, 20 % prepayment', async () => {
    expect((await ask('how much are closing costs')).content).toContain('1.5% to 4% of the purchase price')
    expect((await ask('how long is a pre-approval good for')).content).toContain('90 to 120 days')
    expect((await ask('can I lock in a rate')).content).toContain('up to 120 days')
    expect((await ask('prepayment privileges')).content).toContain('up to 20% of the original amount')
    expect((await ask('what is a reverse mortgage')).content).toContain('aged 55 and over')
  })

  it('reads regulatory figures and their dates from the rules table', async () => {
    const now = await ask('what is the minimum down payment')
    expect(now.content).toContain('since December 15, 2024')
    expect(now.content).toContain('$1.5M')
    const before = await ask('what is the minimum down payment', { asOf: '2024-06-01' })
    expect(before.content).toContain('since February 15, 2016')
    expect(before.content).toContain('$1M')
    const stress = await ask('what is the stress test')
    expect(stress.content).toContain('plus 2% and 5.25%')
    expect(stress.content).toContain('since June 1, 2021')
    const insurance = await ask('what is cmhc insurance')
    expect(insurance.content).toContain(
      '4.00% with 5% or more down, 3.10% with 10% or more down, 2.80% with 15% or more down',
    )
    expect((await ask('can I get a 30 year amortization')).content).toContain('30 years for first-time buyers')
    expect((await ask('can I get a 30 year amortization', { asOf: '2024-01-01' })).content).not.toContain(
      'first-time buyers',
    )
  })
})

describe('computed answers', () => {
  it('works out a payment with shared/finance and links the calculator prefilled', async () => {
    const r = await ask('payment on 500k at 5% over 25 years')
    expect(r.kind).toBe('computed')
    expect(r.entryId).toBe('payment')
    expect(r.content).toContain('monthly payment is $2,908.02') // check figure: $500,000 at 5 % over 25 years, monthly
    expect(r.link?.href).toBe('/mortgage-calculator?amount=500000&rate=5&amortization=25&frequency=monthly')
    expect(r.content).not.toContain('I used a 25-year amortization') // the visitor said 25 years
  })

  it('computes the payment of the issue example and of a bi-weekly question', async () => {
    const r = await ask('payment on 650k at 4.5% over 25 years')
    const expected = mortgagePayment({ principal: 650_000, annualRatePct: 4.5, amortizationYears: 25 })
    expect(r.content).toContain(`$${expected.payment.toLocaleString('en-CA', { minimumFractionDigits: 2 })}`)
    const bi = await ask('bi-weekly payments on $100,000 at 2% over 5 years')
    expect(bi.content).toContain('bi-weekly payment is $808.45') // check figure
  })

  it('uses the price less the down payment plus the insurance premium when both are given', async () => {
    const r = await ask('monthly payment on a $600,000 house with 10% down at 4% over 25 years')
    const premium = insurancePremium({ price: 600_000, downPayment: 60_000, amortizationYears: 25, asOf: NOW }).premium
    expect(premium).toBe(16_740)
    expect(r.content).toContain('$556,740 mortgage')
  })

  it("without a rate, uses today's lowest 5-year fixed and says so, else asks for the rate", async () => {
    const withRates = await ask('what would my monthly payment be on a 400,000 mortgage', { rates: RATES })
    expect(withRates.content).toContain("4.19%, today's 5-year fixed rate (Ontario)")
    expect(withRates.content).toContain('I used a 25-year amortization')
    const without = await ask('what would my monthly payment be on a 400,000 mortgage')
    expect(without.kind).toBe('answer')
    expect(without.content).toContain('Tell me the interest rate')
  })

  it('works out the minimum down payment from the rules in force', async () => {
    const r = await ask('least I can put down on a 700k condo')
    expect(r.entryId).toBe('down-payment')
    expect(r.content).toContain('minimum down payment is $45,000')
    expect(r.content).toContain('since December 15, 2024')
    expect(r.link).toMatchObject({ to: '/calculators', search: { price: 700000, downPayment: 45000 } })
    expect((await ask('minimum down payment for a $1.2M house')).content).toContain('is $95,000')
    expect((await ask('minimum down payment for a $1.2M house', { asOf: '2024-06-01' })).content).toContain(
      'is $240,000',
    )
  })

  it('works out the insurance premium and the Ontario sales tax on it', async () => {
    const r = await ask('cmhc premium on 600k with 10% down')
    expect(r.kind).toBe('computed')
    expect(r.content).toContain('3.10%')
    expect(r.content).toContain('$16,740.00')
    expect(r.content).toContain('$1,339.20')
    expect((await ask('cmhc premium on 600k with 25% down')).content).toContain(
      'no mortgage default insurance is needed',
    )
    expect((await ask('cmhc premium on a 1.6M house with 10% down')).content).toContain('cannot be insured')
  })

  it('works out Ontario and Toronto land transfer tax, with first-time buyer refunds', async () => {
    expect((await ask('land transfer tax on a 500k house in Ottawa')).content).toContain('$6,475.00') // check figure
    const toronto = await ask('land transfer tax on 800k in Toronto')
    expect(toronto.content).toContain('$24,950.00 in total')
    expect(toronto.link).toMatchObject({ search: { price: 800000, inToronto: true } })
    const first = await ask('land transfer tax for a first time buyer on a $500,000 condo in toronto')
    expect(first.content).toContain('$4,475.00 in total') // 6,475 × 2 − 4,000 − 4,475
    expect((await ask('land transfer tax on 500k in Alberta')).content).toContain('Alberta has no land transfer tax')
    expect((await ask('land transfer tax on 500k in Quebec')).content).toContain('cannot work out yet')
  })

  it('works out the qualifying rate of the stress test', async () => {
    expect((await ask('if my rate is 4.2% what rate will they qualify me at')).content).toContain('qualify at 6.20%')
    expect((await ask('stress test qualifying rate if my rate is 3%')).content).toContain('qualify at 5.25%')
  })
})

describe('rates', () => {
  it("lists the active rates in fixed and variable groups as 'N year: X.XX%', lowest per term", async () => {
    const r = await ask('what are your rates today', { rates: RATES })
    expect(r.kind).toBe('rates')
    expect(r.content).toContain('Fixed\n1 year: 5.49%\n3 year: 4.59%\n5 year: 4.19%\n\nVariable\n5 year: 4.95%')
  })

  it('lists only the type asked for', async () => {
    const r = await ask("what's the lowest variable rate you have", { rates: RATES })
    expect(r.content).toContain('Variable\n5 year: 4.95%')
    expect(r.content).not.toContain('Fixed')
  })

  it('fetches the rates only for a rate question; a failed fetch is logged and the general answer shown', async () => {
    const fetchRates = vi.fn(async () => RATES)
    await ask('what is a heloc', { rates: fetchRates })
    expect(fetchRates).not.toHaveBeenCalled()
    await ask('current 5 year fixed rate', { rates: fetchRates })
    expect(fetchRates).toHaveBeenCalledTimes(1)
    const logError = vi.fn()
    const failed = await ask('current mortgage rates', { rates: () => Promise.reject(new Error('offline')), logError })
    expect(logError).toHaveBeenCalledTimes(1)
    expect(failed.kind).toBe('rates')
    expect(failed.content).toContain('rates page')
    expect(failed.link?.to).toBe('/rates')
  })
})

describe('threshold and conversation', () => {
  it('steers an off-topic question back politely, without the no-answer text', async () => {
    const r = await ask('who won the hockey game last night')
    expect(r.kind).toBe('off-topic')
    expect(r.content).toBe(CHAT_OFF_TOPIC)
    expect(r.link).toBeNull()
    const car = await ask('best car loan rates', { rates: RATES })
    expect(car.kind).toBe('off-topic')
  })

  it('says no answer was found and offers a licensed agent for a mortgage question no topic explains', async () => {
    // (A question that topics explain in part gets them as choices instead: clarify.test.ts.)
    const r = await ask('mortgage on a houseboat in a marina')
    expect(r.kind).toBe('no-answer')
    expect(r.content).toBe(CHAT_NO_ANSWER)
    expect(r.link?.to).toBe('/contact')
  })

  it('answers every starter question', async () => {
    const expected = ['rates', 'down-payment', 'payment', 'closing-costs', 'first-time-buyer', 'renewal']
    for (const [i, starter] of CHAT_STARTERS.entries()) {
      const r = await ask(starter, { rates: RATES })
      expect(r.entryId, starter).toBe(expected[i])
    }
    expect(CHAT_STARTERS).toHaveLength(6)
  })

  it('acknowledges contact details, alone or after an answer, and reports them', async () => {
    const only = await ask('my email is jane@example.com')
    expect(only.kind).toBe('contact')
    expect(only.contactFound).toBe(true)
    expect(only.content).toContain('A licensed mortgage agent will contact you by email at jane@example.com')
    const both = await ask("I'm Sam, 416-555-0123. What is a HELOC?")
    expect(both.entryId).toBe('heloc')
    expect(both.extraction).toMatchObject({ name: 'Sam', phone: '+14165550123' })
    expect(both.content).toMatch(
      /Thank you, Sam! A licensed mortgage agent will contact you by phone at \(416\) 555-0123/,
    )
  })

  it('greets a name, and answers greetings and thanks', async () => {
    expect((await ask('my name is Priya')).content).toBe('Nice to meet you, Priya! What can I help you with?')
    expect((await ask('Hello!')).kind).toBe('smalltalk')
    expect((await ask('thanks so much')).kind).toBe('smalltalk')
  })

  it('replies to any text without throwing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 300 }), async (text) => {
        const r = await ask(text)
        expect(r.content.length).toBeGreaterThan(0)
        expect(r.confidence).toBeGreaterThanOrEqual(0)
        expect(r.confidence).toBeLessThanOrEqual(1)
      }),
      { numRuns: 200 },
    )
  })
})

describe('knowledge keywords', () => {
  it('has English and French keywords for every entry and no others, and a French answer for each', async () => {
    const { KNOWLEDGE_KEYWORDS, KNOWLEDGE_KEYWORDS_FR } = await import('./knowledge-keywords')
    const { FRENCH_ANSWERS } = await import('./french')
    const ids = KNOWLEDGE_BASE.map((e) => e.id).sort()
    expect(Object.keys(KNOWLEDGE_KEYWORDS).sort()).toEqual(ids)
    expect(Object.keys(KNOWLEDGE_KEYWORDS_FR).sort()).toEqual(ids)
    expect(Object.keys(FRENCH_ANSWERS).sort()).toEqual(ids)
  })
})
