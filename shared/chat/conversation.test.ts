// The engine as a conversation: dialogue state and follow-ups, rates by province with their
// labels and date, French, the computations added for real visitors' questions and the exact
// values their links carry.
import { describe, expect, it } from 'vitest'
import { affordability, mortgagePayment } from '#shared/finance/index.ts'
import { readState } from './engine'
import { EVALUATION_AS_OF, EVALUATION_RATES, EVALUATION_RATES_DATE } from './evaluation/fixture'
import { loadChatEngine } from './index'
import type { ChatDialogueState, ChatReply, ReplyOptions } from './types'

const engine = await loadChatEngine()
const RATES = { rates: EVALUATION_RATES, ratesDate: EVALUATION_RATES_DATE }
const base: ReplyOptions = { asOf: EVALUATION_AS_OF, rates: RATES }

/** Each message with the state of the reply before; returns every reply. */
async function talk(...messages: string[]): Promise<ChatReply[]> {
  let state: ChatDialogueState | null = null
  const replies: ChatReply[] = []
  for (const m of messages) {
    const r = await engine.reply(m, { ...base, state })
    state = r.state
    replies.push(r)
  }
  return replies
}
const last = async (...messages: string[]) => (await talk(...messages)).at(-1)!

describe('dialogue state and follow-ups', () => {
  it('recomputes the last answer when a follow-up changes one fact', async () => {
    const [first, second, third] = await talk(
      'payment on 500k at 5% over 25 years',
      'what about 30 years?',
      'and biweekly?',
    )
    expect(first!.content).toContain('$2,908.02') // check figure: $500,000 at 5 % over 25 years, monthly
    expect(second!.content).toContain('over 30 years, the monthly payment is $2,668.45')
    const biweekly = mortgagePayment({
      principal: 500_000,
      annualRatePct: 5,
      amortizationYears: 30,
      frequency: 'bi-weekly',
    })
    expect(third!.content).toContain(`bi-weekly payment is $${biweekly.payment.toLocaleString('en-CA')}`)
    expect(third!.link?.search).toEqual({ amount: 500000, rate: 5, amortization: 30, frequency: 'bi-weekly' })
  })

  it('answers a new question about the same numbers ("how much would CMHC be on that?")', async () => {
    const r = await last("what's my payment on a 750k house with 10% down at 4.29%", 'how much would cmhc be on that?')
    expect(r.entryId).toBe('default-insurance')
    expect(r.content).toContain('$20,925.00')
  })

  it('adds a first-time buyer or Toronto to a land transfer tax question', async () => {
    const r = await last('land transfer tax on a 1.1M house in toronto', 'and if im a first time buyer?')
    expect(r.content).toContain('$28,475.00 in total')
    expect(r.link?.search).toEqual({ price: 1100000, inToronto: true, firstTimeBuyer: true })
  })

  it('a cleared conversation (no state) knows nothing of the earlier one', async () => {
    const r = await engine.reply('what about 30 years?', { ...base, state: null })
    expect(r.kind).not.toBe('computed')
  })

  it('reads a damaged or older state as empty, never throws on it', async () => {
    expect(readState({ v: 2, facts: { price: 1 } })).toEqual({ v: 1, lang: 'en', facts: {}, last: null })
    expect(readState({ v: 1, facts: { price: 'x', rate: Number.NaN, incomes: [1, 'a'] }, last: 'nope' }).facts).toEqual(
      {
        price: 'x',
      },
    )
    const r = await engine.reply('and weekly?', {
      ...base,
      state: { v: 1, lang: 'en', facts: { loan: 'x' }, last: 'payment' } as never,
    })
    expect(r.content.length).toBeGreaterThan(0)
  })
})

describe('values the engine assumes are said', () => {
  it("a payment without a rate uses today's insured 5-year fixed rate and says which, where and of when", async () => {
    const r = await last('whats the monthly on a 400k mortgage')
    expect(r.content).toContain('3.68%, our latest 5-year fixed insured rate (Ontario, Nov 26)')
    const sameDay = await engine.reply('whats the monthly on a 400k mortgage', { ...base, asOf: EVALUATION_RATES_DATE })
    expect(sameDay.content).toContain("3.68%, today's 5-year fixed insured rate (Ontario, Nov 26)")
    expect(r.content).toContain('I used a 25-year amortization')
    expect(r.content).toContain('$2,035.27')
  })

  it('an offline copy of the rates says it is one, with its date', async () => {
    const r = await engine.reply('whats the monthly on a 400k mortgage', {
      ...base,
      rates: { ...RATES, stale: true },
    })
    expect(r.content).toContain('saved on this device (Ontario, Nov 26; you seem to be offline')
  })

  it('an amount the engine cannot place is said, not dropped silently', async () => {
    const r = await last('payment on a 500k mortgage, 60k at 4.5')
    expect(r.content).toContain('On a $500,000 mortgage')
    expect(r.content).toContain('I did not use $60,000: tell me what it is')
  })

  it('beside a price, a smaller amount of a purchase question is the down payment, and the reply says so', async () => {
    const r = await last('payment on 500k house 60k at 4.5')
    expect(r.content).toContain('$500,000 less $60,000 down')
    expect(r.content).toContain('I took $60,000 as your down payment; tell me if it is something else.')
    expect(r.content).not.toContain('I did not use')
  })

  it('a down payment under the minimum is said, and the minimum used', async () => {
    const r = await last('what would payments be on a 550k condo with 5% down at 4.09')
    expect(r.content).toContain('$27,500 down is below the minimum for a $550,000 home, which is $30,000')
  })
})

describe('rates, honestly labelled', () => {
  it("Ontario by default, said so; insured and conventional labelled; the rates' date shown", async () => {
    const r = await last('current rates')
    expect(r.kind).toBe('rates')
    expect(r.content).toContain('Our latest rates in Ontario, from November 26, 2026:')
    const sameDay = await engine.reply('current rates', { ...base, asOf: EVALUATION_RATES_DATE })
    expect(sameDay.content).toContain("Today's rates in Ontario (November 26, 2026):")
    expect(r.content).toContain('5 year: 3.68% insured, 3.89% conventional')
    expect(r.content).toContain('Ask me about another province')
    expect(r.link?.href).toBe('/rates')
  })

  it('the province asked, only the term and type asked', async () => {
    const r = await last('whats the 5 year fixed in alberta')
    expect(r.content).toContain('in Alberta')
    expect(r.content).toContain('Fixed\n5 year: 3.74% insured, 3.95% conventional')
    expect(r.content).not.toContain('Variable')
    expect(r.link?.href).toBe('/rates?province=AB')
  })

  it('an offline copy says so', async () => {
    const r = await engine.reply('current rates', { ...base, rates: { ...RATES, stale: true } })
    expect(r.content).toContain('saved on this device (November 26, 2026): you seem to be offline')
  })
})

describe('computations for the questions visitors ask', () => {
  it('affordability: the comfortable and lender-maximum figures of the calculator, debts counted', async () => {
    const r = await last('me and my wife make 95k and 70k, car payment 600/month, how much house can we afford')
    const expected = affordability({
      annualIncome: 95_000,
      coBorrowerIncome: 70_000,
      monthlyDebts: 600,
      downPayment: 0,
      amortizationYears: 25,
      annualRatePct: 3.68,
      asOf: EVALUATION_AS_OF,
    })
    expect(r.entryId).toBe('affordability')
    expect(r.content).toContain(`$${Math.round(expected.maxMortgage).toLocaleString('en-CA')}`)
    expect(r.content).toContain(`$${Math.round(expected.lenderMaximum.maxMortgage).toLocaleString('en-CA')}`)
    expect(r.link?.search).toEqual({
      annualIncome: 95000,
      coBorrowerIncome: 70000,
      rate: 3.68,
      amortization: 25,
      monthlyDebts: 600,
    })
  })

  it('affordability: the price is the one the down payment also reaches, and the reply says what limits it', async () => {
    // $500,000 a year supports a far larger mortgage than $50,000 down can buy: the minimum down
    // payment is 5 % of the first $500,000 ($25,000) and 10 % above, so $50,000 reaches
    // $500,000 + $25,000 / 10 % = $750,000, for the comfortable and the lender's figure alike; the
    // loan at that price is $700,000 plus the 4 % premium, $728,000.
    const r = await last('I make 500k a year and have 50k down, how much house can I afford')
    expect(r.entryId).toBe('affordability')
    expect(r.content).toContain('a home up to $750,000 with a $728,000 mortgage (comfortable) or $750,000')
    expect(r.content).toContain('the minimum down payment rules, not the income, set the lender figure')
  })

  it('refinance equity at 80 % of the value, less the balance', async () => {
    const r = await last('house worth 900k, I owe 550k, can i pull 100k out')
    expect(r.entryId).toBe('refinance')
    expect(r.content).toContain('could free up to $170,000')
    expect(r.content).toContain('$100,000 is within reach')
  })

  it('a prepayment penalty: three months of interest, and the IRD when the rates are given', async () => {
    const posted = await last(
      'balance 400000, fixed 5.19%, 30 months remaining, posted rate when i signed 6.49, posted today 5.49, whats the penalty',
    )
    expect(posted.content).toContain('$5,190.00')
    expect(posted.content).toContain('about $10,000.00')
    const variable = await last('i have 320k left on a variable at 5.45%, what would breaking it cost')
    expect(variable.content).toContain('about $4,360.00')
  })

  it('a penalty links the renewal calculator with exactly the values used', async () => {
    const posted = await last(
      'balance 400000, fixed 5.19%, 30 months remaining, posted rate when i signed 6.49, posted today 5.49, whats the penalty',
    )
    expect(posted.link?.href).toBe(
      '/renewal-calculator?balance=400000&rate=5.19&rateType=fixed&monthsLeft=30&lender=bank&signed=6.49&postedToday=5.49',
    )
    const published = await last("400k fixed at 5.19%, 30 months left, my lender's rate today is 4.39, penalty?")
    expect(published.content).toContain('about $8,000.00')
    expect(published.link?.search).toMatchObject({ lender: 'monoline', published: 4.39 })
  })

  it('renewing against switching, with the rate to switch to or our best 5-year fixed', async () => {
    const given = await last('i owe 400k and my bank offered 4.89% at renewal, should i switch to 4.19%?')
    expect(given.entryId).toBe('switching')
    // $400,000 over 25 years (assumed, and said): $2,301.44 against $2,145.48; 5 years save $13,413.01.
    expect(given.content).toContain('renewing at 4.89% costs $2,301.44 a month')
    expect(given.content).toContain('switching at 4.19% costs $2,145.48')
    expect(given.content).toContain('saves $13,413.01 of interest')
    expect(given.content).toContain('I assumed 25')
    expect(given.link?.href).toBe('/renewal-calculator?balance=400000&offer=4.89&switch=4.19&amortization=25&term=5')
    const table = await last('my renewal offer is 5.1% on a 350k balance with 20 years left, should i switch lenders')
    expect(table.kind).toBe('computed')
    // The latest conventional 5-year fixed of the evaluation's rates, said with its date; 20 years
    // left is the amortization (a term is at most 10 years).
    expect(table.content).toContain(
      'switching at 3.89%, our latest 5-year fixed conventional rate (Ontario, Nov 26), costs',
    )
    expect(table.content).toContain('On $350,000 with 20 years left, renewing at 5.10%')
    expect(table.link?.search).toMatchObject({ balance: 350000, offer: 5.1, switch: 3.89, amortization: 20 })
  })

  it('closing costs as a total, with what was assumed', async () => {
    const r = await last('total closing costs on a 700k house in toronto')
    expect(r.content).toContain('come to about $24,200')
    expect(r.content).toContain('I assumed 20% or more down')
    expect(r.link?.search).toEqual({ price: 700000, downPayment: 140000, amortization: 25, inToronto: true })
  })

  it('whether a down payment is enough', async () => {
    expect((await last('is 5% down enough on a 650k townhouse')).content).toContain(
      'is not enough: you need $7,500 more',
    )
    expect((await last('i have 60k saved, is that enough for a 800k place')).content).toContain(
      'Your $60,000 is enough',
    )
  })
})

describe('more than one thing in a message', () => {
  it('answers two computations asked together, and an income asked with a payment word', async () => {
    const both = await last('whats the min down on 600k and the land transfer tax')
    expect(both.content).toContain('Ontario land transfer tax $8,475.00')
    expect(both.content).toContain('the minimum down payment is $35,000')
    // "the tax I pay" is no payment question.
    expect((await last('how much is land transfer tax i need to pay on 500k')).content).not.toContain('monthly payment')
    expect((await last('what payment can i handle if i make 100k')).entryId).toBe('affordability')
    expect((await last('payment on half a million at 4%')).content).toContain('$2,630.10')
  })
})

describe('French', () => {
  it('answers in French with French-Canadian numbers', async () => {
    const down = await last('combien de mise de fonds minimum pour une maison de 600 000 $')
    expect(down.lang).toBe('fr')
    expect(down.content).toContain('35\u00a0000\u00a0$')
    const pay = await last('Quel est le paiement mensuel pour 450 000 $ à 4,79 % sur 25 ans?')
    expect(pay.content).toContain('4,79\u00a0%')
    expect(pay.content).toContain('2\u00a0563,69\u00a0$')
    expect(pay.link?.label).toBe('Ouvrir le calculateur de paiement avec ces chiffres')
  })

  it('keeps French for a short follow-up and for knowledge answers', async () => {
    const r = await last('paiement sur 500k à 5 % sur 25 ans', 'et sur 30 ans?')
    expect(r.lang).toBe('fr')
    expect(r.content).toContain('2\u00a0668,45\u00a0$')
    expect((await last("c'est quoi le CELIAPP")).content).toContain('8\u00a0000\u00a0$ par année')
  })
})

describe('questions for a person', () => {
  it('approval odds and legal questions offer an agent with a link', async () => {
    const odds = await last('will i get approved with a 580 credit score')
    expect(odds.entryId).toBe('approval-odds')
    expect(odds.link?.to).toBe('/find-broker')
    const legal = await last('can you tell me if my offer is legally binding')
    expect(legal.link?.to).toBe('/contact')
  })
})
