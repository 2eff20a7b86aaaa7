import { describe, expect, it } from 'vitest'
import { mergeFacts } from './merge-facts'
import { parseMessage } from './slots'
import { normalise } from './text'

const facts = (text: string) => parseMessage(normalise(text)).facts

describe('parseMessage: what each number is, from the words around it', () => {
  it('tells a price from a mortgage amount, a down payment, a rate and an amortization', () => {
    expect(facts("what's my payment on a 750k house with 10% down at 4.29% over 30 years")).toEqual({
      price: 750_000,
      down: { percent: 10 },
      rate: 4.29,
      amortization: 30,
    })
    expect(facts('$1,200,000 mortgage 5.25 percent 25-year amortization biweekly')).toEqual({
      loan: 1_200_000,
      rate: 5.25,
      amortization: 25,
      frequency: 'bi-weekly',
    })
    expect(facts('payment on 450k at 4.79 25 yrs')).toEqual({ loan: 450_000, rate: 4.79, amortization: 25 })
  })

  it('reads incomes, debts and card balances, joined incomes included', () => {
    expect(facts('me and my wife make 95k and 70k, car payment 600/month')).toEqual({
      incomes: [95_000, 70_000],
      monthlyDebts: 600,
    })
    expect(facts('i make $7,500 a month')).toEqual({ incomes: [90_000] })
    expect(facts('household income 180k, 10k credit cards, 100k down')).toEqual({
      incomes: [180_000],
      cardBalances: 10_000,
      down: { amount: 100_000 },
    })
  })

  it('reads a home value, a balance owing and cash out; a penalty question’s rates and months', () => {
    expect(facts('house worth 900k, I owe 550k, can i pull 100k out')).toEqual({
      price: 900_000,
      balance: 550_000,
      cashOut: 100_000,
    })
    expect(facts('home value 1.1M mortgage balance 400k')).toEqual({ price: 1_100_000, balance: 400_000 })
    expect(
      facts('balance 400000, fixed 5.19%, 30 months remaining, posted rate when i signed 6.49, posted today 5.49'),
    ).toEqual({
      balance: 400_000,
      rate: 5.19,
      rateType: 'fixed',
      monthsRemaining: 30,
      postedAtSigning: 6.49,
      postedToday: 5.49,
    })
    expect(facts("250k owing, 4.2% fixed, 2 years left, lender's current 2 year rate is 3.7")).toMatchObject({
      balance: 250_000,
      rate: 4.2,
      monthsRemaining: 24,
      comparisonRate: 3.7,
    })
  })

  it('reads province, Toronto, first-time buyer, term and type in words, English and French', () => {
    expect(facts('whats the 5 year fixed in alberta')).toEqual({
      term: 5,
      rateType: 'fixed',
      province: 'AB',
      inToronto: false,
    })
    expect(facts('ltt for 500k in ottawa first time buyer')).toMatchObject({
      province: 'ON',
      inToronto: false,
      firstTimeBuyer: true,
    })
    expect(facts('not a first time buyer')).toEqual({ firstTimeBuyer: false })
    expect(facts('paiement mensuel pour 450 000 $ à 4,79 % sur 25 ans')).toEqual({
      loan: 450_000,
      rate: 4.79,
      amortization: 25,
      frequency: 'monthly',
    })
  })

  it('blanks the words that placed a number, so "10% down" is not a down payment question', () => {
    const parsed = parseMessage(normalise('how much is cmhc on 450k with 10% down'))
    expect(parsed.residual).not.toMatch(/\bdown\b/)
    expect(parsed.unassigned).toEqual([450_000])
  })

  it('merges later facts over earlier ones; an amount replaces a price; an added income joins', () => {
    expect(mergeFacts({ price: 750_000, down: { percent: 10 }, rate: 4 }, { loan: 400_000 })).toEqual({
      loan: 400_000,
      rate: 4,
    })
    expect(mergeFacts({ incomes: [110_000] }, { incomes: [60_000] }, true)).toEqual({ incomes: [110_000, 60_000] })
    expect(mergeFacts({ incomes: [110_000] }, { incomes: [60_000] })).toEqual({ incomes: [60_000] })
  })

  it('reads an amount after a cost or a role in other verbs ("would be about", "works part time")', () => {
    expect(facts('we make 130k, property tax should be around 6k a year')).toEqual({
      incomes: [130_000],
      annualPropertyTax: 6000,
    })
    expect(facts('condo fees will be 420 a month')).toEqual({ monthlyCondoFees: 420 })
    expect(facts('i work full time 71k and my wife is working 44k')).toEqual({ incomes: [71_000, 44_000] })
    // Unchanged: a price after a home's word, an amount after work named as a place.
    expect(facts('he works near a 600k condo')).toEqual({ price: 600_000 })
    expect(parseMessage(normalise('the house would be 720k')).unassigned).toEqual([720_000])
  })
})
