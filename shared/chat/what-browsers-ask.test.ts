// What visitors browsing on a phone ask (docs/decisions/283): the affordability figures the
// calculator shows, texting abbreviations, and evidence too thin to compute on. Phrasings here are
// none of the evaluation's.
import { describe, expect, it } from 'vitest'
import { affordability, formatCAD } from '#shared/finance/index.ts'
import { conversation } from './evaluation/converse'
import { EVALUATION_AS_OF } from './evaluation/fixture'
import { loadChatEngine } from './index'

const engine = await loadChatEngine()
const converse = conversation(engine)

describe('an affordability answer with a down payment shows what the calculator shows', () => {
  // The evaluation's insured 5-year fixed (the rate the reply says it used).
  const calculator = (annualIncome: number, downPayment: number, coBorrowerIncome = 0) =>
    affordability({
      annualIncome,
      coBorrowerIncome,
      downPayment,
      amortizationYears: 25,
      annualRatePct: 3.68,
      asOf: EVALUATION_AS_OF,
    })
  // Whole dollars as the calculator shows them: a price limit is never rounded up past itself.
  const whole = (x: number) => formatCAD(x, 0)

  it('gives the headline price and the income limit, comfortable and lender, when a premium lowers the price', async () => {
    const r = await converse('earning 84k by myself, 25k saved to put down, price range?')
    const c = calculator(84_000, 25_000)
    expect(r.entryId).toBe('affordability')
    expect(r.content).toContain('3.68%')
    for (const figure of [
      Math.floor(c.reachable.price),
      Math.floor(c.lenderMaximum.reachable.price),
      c.maxPrice,
      c.lenderMaximum.maxPrice,
    ])
      expect(r.content).toContain(whole(figure))
    expect(r.content).toContain(`the ${whole(c.reachable.premium)} default insurance premium`)
  })

  it('gives the income limit beside the price the down payment caps, for two incomes', async () => {
    const r = await converse('wife earns 66k, me 61k, only 35k for the down, max house price')
    const c = calculator(66_000, 35_000, 61_000)
    expect(c.reachable.limit).toBe('down-payment')
    expect(r.content).toContain(whole(Math.floor(c.reachable.price)))
    expect(r.content).toContain(whole(c.maxPrice))
    expect(r.content).toContain('minimum down payment rules')
  })

  it('adds the down payment of a follow-up to the income just given', async () => {
    const r = await converse('what price can 118k a year carry', 'with 95k down')
    const c = calculator(118_000, 95_000)
    expect(r.content).toContain(whole(Math.floor(c.reachable.price)))
    expect(r.content).toContain(whole(c.maxPrice))
  })

  it('says no income limit apart when nothing lowers the price (20 % down, the income binding)', async () => {
    const r = await converse('we make 90k, 150k down at 4.5, how much home')
    expect(r.entryId).toBe('affordability')
    expect(r.content).not.toContain('income limit')
    // Unchanged: no down payment, no price.
    const none = await converse('we make 90k at 4.5, how much home')
    expect(none.content).toContain('Add your down payment')
    expect(none.content).not.toContain('income limit')
  })
})

describe('texted shorthand is understood like the words it stands for', () => {
  it('reads a mortgage, a down payment and "with" from their shorthand', async () => {
    const short = await converse('hw much mtg can u get w/ 45k dp on 102k income')
    const long = await converse('how much mortgage can you get with 45k down payment on 102k income')
    expect(short.entryId).toBe('affordability')
    expect(short.content).toBe(long.content)
  })

  it('keeps thousands written "k" apart from the number', async () => {
    const r = await converse('pmt on 520 k at 4.3 pls')
    expect(r.entryId).toBe('payment')
    expect(r.content).toContain('$520,000')
  })
})

describe('numbers beside a question about something else', () => {
  it('answers debts put onto the mortgage, not the affordability the incomes make', async () => {
    const r = await converse(
      'renewal comes up in march at 4.6, we earn 94k and 58k, 45k down originally, can we fold the 16k truck loan into the mortgage',
    )
    expect(r.kind).not.toBe('computed')
    const topics = [r.entryId, ...(r.choices ?? []).map((c) => c.entryId)]
    expect(topics).toContain('debt-consolidation')
  })

  it('still computes the equity a refinance frees for the debts (unchanged)', async () => {
    const r = await converse('home is worth 760k and we owe 310k, can we move 35k of cards onto the mortgage')
    expect(r.kind).toBe('computed')
    expect(r.entryId).toBe('refinance')
  })

  it('never computes a payment on savings beside a choice weighed', async () => {
    const r = await converse('got 22k in the bank, should i pay down my car or my mortgage')
    expect(r.kind).not.toBe('computed')
    // "pay down" a debt is no down payment.
    expect(r.content).not.toContain('minimum down payment is')
    // Unchanged: a loan and a rate beside the choice are the payment asked.
    const loan = await converse('should i pay 430k at 4.4 over 20 or 25 years')
    expect(loan.entryId).toBe('payment')
    expect(loan.kind).toBe('computed')
  })
})
