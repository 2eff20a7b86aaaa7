// Mechanisms that keep a number or a cue word from being lost (docs/decisions/180): "@" as "at",
// a rate followed by the payments' frequency, "accelerated" on either side, "down" before an
// amount, the slot filler's cue words kept by the speller, the kind of a rate with a term or a
// province as a rate question, "over N years" as an amortization, and a number no computation
// read said in the reply rather than dropped.
import { describe, expect, it } from 'vitest'
import { EVALUATION_AS_OF, EVALUATION_RATES, EVALUATION_RATES_DATE } from './evaluation/fixture'
import { loadChatEngine } from './index'
import { mentionsMortgage } from './intents'
import { createSpeller } from './speller'
import type { ChatReply } from './types'

const engine = await loadChatEngine()
const base = { asOf: EVALUATION_AS_OF, rates: { rates: EVALUATION_RATES, ratesDate: EVALUATION_RATES_DATE } }
const ask = (text: string): Promise<ChatReply> => engine.reply(text, base)

describe('every number is read', () => {
  it('reads "@5.1" as a rate of 5.1 %', async () => {
    const r = await ask('payment 300k @5.1')
    expect(r.link?.search).toMatchObject({ amount: 300000, rate: 5.1 })
    expect(r.content).not.toContain('as you gave none')
  })

  it('reads a rate followed by the frequency as a rate, and the frequency', async () => {
    const r = await ask('mortgage 400k at 4.3 weekly')
    expect(r.entryId).toBe('payment')
    expect(r.link?.search).toMatchObject({ amount: 400000, rate: 4.3, frequency: 'weekly' })
  })

  it('reads "accelerated" before or after the frequency, and "accel"', async () => {
    expect((await ask('payment 350k at 4 biweekly accelerated')).link?.search).toMatchObject({
      frequency: 'accelerated-bi-weekly',
    })
    expect((await ask('accel weekly 350k at 4')).link?.search).toMatchObject({ frequency: 'accelerated-weekly' })
  })

  it('reads "down 50k" as the down payment, and "min down 650k" as the price', async () => {
    const r = await ask('home 700k down 50k at 4.5 payment')
    expect(r.entryId).toBe('payment')
    expect(r.content).toContain('$700,000 less $50,000 down')
    const min = await ask('min down 650k')
    expect(min.entryId).toBe('down-payment')
    expect(min.content).toContain('$40,000')
  })

  it('reads "over 10 years" as the amortization even in a message about a rate', async () => {
    const r = await ask('rate 4.5 on 300k over 10 years, payment?')
    expect(r.link?.search).toMatchObject({ amortization: 10 })
  })

  it('says a number it could not place instead of dropping it', async () => {
    const r = await ask('payment on 500k at 4.5%, 40% of my income')
    expect(r.entryId).toBe('payment')
    expect(r.content).toMatch(/could not tell what 40 is/)
  })
})

describe('cue words and kinds of rate', () => {
  it('keeps the slot filler\'s cue words from the speller ("vaut" is not "veut")', async () => {
    const r = await ask('le condo vaut 600 000 $ et je dois 250 000 $')
    expect(r.entryId).toBe('refinance')
    expect(r.content).toMatch(/230\s000/u)
  })

  it('answers a kind of rate with a province or a term as a rate question', async () => {
    const alberta = await ask('alberta variable')
    expect(alberta.entryId).toBe('rates')
    expect(alberta.content).toContain('Alberta')
    expect(alberta.content).toContain('3.91%')
    const conventional = await ask('conventional 3 year')
    expect(conventional.entryId).toBe('rates')
    expect(conventional.content).toContain('4.15%')
  })

  it('counts renovations as a home matter, never steered away as off topic', () => {
    expect(mentionsMortgage('money for renos')).toBe(true)
    expect(mentionsMortgage('paying for renovations')).toBe(true)
  })
})

describe('the computation asked, by its own words', () => {
  it('reads a word written without its vowels as the word ("pymnt", "mnthly")', () => {
    const speller = createSpeller(['payment', 'monthly', 'mortgage'])
    expect(speller.correct('pymnt')).toBe('payment')
    expect(speller.correct('mnthly')).toBe('monthly')
    expect(speller.correct('xyz')).toBe('xyz')
  })

  it('answers a payment written in shorthand with the payment, not the amortization', async () => {
    const r = await ask('pymnt for 380k over 15 years')
    expect(r.entryId).toBe('payment')
  })

  it('reads the amount after "minimum down payment" as the price', async () => {
    const r = await ask('minimum down payment 720,000')
    expect(r.entryId).toBe('down-payment')
    expect(r.content).toContain('$47,000')
  })

  it('answers penalties named with a kind of rate about penalties, not with the rates', async () => {
    const r = await ask('are variable rate penalties high')
    expect(r.entryId).toBe('breaking-penalty')
  })

  it('answers "the 7 yr rate" with the rates, not the meaning of a term', async () => {
    const r = await ask('the 7 yr rate?')
    expect(r.entryId).toBe('rates')
    expect(r.content).toContain('4.29%')
  })

  it('steers income tax filing away as another service rather than answering a tax entry', async () => {
    const r = await ask('i need an accountant for taxes')
    expect(r.kind).toBe('off-topic')
    expect(r.entryId).toBeNull()
  })
})

describe('numbers of probes written for this work', () => {
  it('reads 10 % or more with no word of a rate, in a purchase, as the share put down', async () => {
    const r = await ask('monthly on a 700k condo, we have 15 percent')
    expect(r.entryId).toBe('payment')
    expect(r.content).toContain('less $105,000 down')
  })

  it('reads taxes on a purchase as the land transfer tax', async () => {
    const r = await ask('how much tax do i pay buying a 730k place in brampton')
    expect(r.entryId).toBe('land-transfer-tax')
  })

  it('keeps the words of a question around a rate "offered" by a lender', async () => {
    const r = await ask('whats the qualifying rate if offered 4.84')
    expect(r.entryId).toBe('stress-test')
    expect(r.content).toContain('6.84%')
  })

  it('reads an income every two weeks as 26 a year, and the frequency after a percentage', async () => {
    const income = await ask('we bring in 3900 every 2 weeks, how much can we borrow')
    expect(income.entryId).toBe('affordability')
    expect(income.content).toContain('$101,400')
    const payment = await ask('payment 350k 4.5 percent biweekly')
    expect(payment.link?.search).toMatchObject({ frequency: 'bi-weekly' })
    const weeks = await ask('payment on 350k at 4.5 paid every 2 weeks')
    expect(weeks.content).not.toMatch(/could not tell/)
  })
})

describe('a question of its own after a computation', () => {
  it('answers incomes given after a payment with affordability, not the payment again', async () => {
    const first = await ask('payment on 380k at 4.6')
    const r = await engine.reply('we earn 72k and 58k with 35k down, what price can we reach', {
      ...base,
      state: first.state,
    })
    expect(r.entryId).toBe('affordability')
    expect(r.content).toContain('$130,000')
  })
})

describe('kinds of the fresh s38 set, fixed after its first run', () => {
  it('reads a shortened word with its inner vowels dropped ("biwkly") and a rate in words', async () => {
    const short = await ask('payment 330k 4.9 biwkly')
    expect(short.link?.search).toMatchObject({ rate: 4.9, frequency: 'bi-weekly' })
    const words = await ask('mortgage 280k at six percent weekly')
    expect(words.link?.search).toMatchObject({ rate: 6, frequency: 'weekly' })
  })

  it('reads "50k for down" as the down payment of a payment question', async () => {
    const r = await ask('we have 50k for down, place is 600k, rate 4.1, monthly?')
    expect(r.entryId).toBe('payment')
    expect(r.content).toContain('less $50,000 down')
  })

  it('reads the mortgage beside the home value of an equity question as what is owed', async () => {
    const r = await ask('refi cash out, home is 900k and mortgage 420k')
    expect(r.entryId).toBe('refinance')
    expect(r.content).toContain('$300,000')
  })

  it('steers renewals of other things away and hands a title problem to a lawyer', async () => {
    expect((await ask('can i renew my drivers licence online')).entryId).toBeNull()
    expect((await ask('renew my mortgage')).entryId).toBe('renewal')
    expect((await ask('lawyer says there is a problem with the title')).entryId).toBe('legal-advice')
  })
})
