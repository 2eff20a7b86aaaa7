// What the visitor asks, read from the kind of their words rather than retrieval's nearest entry
// (docs/decisions/204): the best or today's of a kind or term of rate is a rate asked; several
// ages are read as ages; a payment asked "with" the insurance includes the premium; a figure whose
// role the conversation leaves open is asked back. Phrasings here are none of the evaluation's.
import { describe, expect, it } from 'vitest'
import { conversation } from './evaluation/converse'
import { loadChatEngine } from './index'

const engine = await loadChatEngine()
const converse = conversation(engine)

describe('the best or today’s of a kind of rate is a rate asked', () => {
  it('lists the rates of that kind, not what the kind means', async () => {
    const r = await converse('best variable right now')
    expect(r.kind).toBe('rates')
    expect(r.content).toContain('3.85%')
    const fr = await converse('meilleur variable')
    expect(fr.kind).toBe('rates')
  })

  it('keeps advice and comparisons with the entry that weighs them', async () => {
    expect((await converse('best fixed or variable for me')).entryId).toBe('fixed-vs-variable')
    expect((await converse('is variable the best option now')).kind).not.toBe('rates')
  })
})

describe('several ages are read as ages', () => {
  it('a couple of 55 or more asking for money from their home is about a reverse mortgage', async () => {
    expect(
      (await converse('me and my wife are 66 and 70, can we take money from the house without making payments'))
        .entryId,
    ).toBe('reverse-mortgage')
    expect((await converse('both 72, house paid off, want to borrow against it with no payments')).entryId).toBe(
      'reverse-mortgage',
    )
  })

  it('the youngest age counts, and ages are never numbers the reply could not place', async () => {
    const young = await converse('we are 52 and 58, can we take money from the house without making payments')
    expect(young.entryId).not.toBe('reverse-mortgage')
    const r = await converse('ages 68 & 71, how does a reverse mortgage work for us')
    expect(r.entryId).toBe('reverse-mortgage')
    expect(r.content).not.toMatch(/could not tell/i)
  })
})

describe('a computation named as a part of another is not the one asked', () => {
  it('a payment asked with the insurance is the payment, the premium added to the loan', async () => {
    const r = await converse('650k condo, 10% down, rate 4.1, whats my payment with cmhc')
    expect(r.entryId).toBe('payment')
    expect(r.content).toContain('$3,205.39') // on $585,000 + the 3.10 % premium ($18,135) at 4.1 %, 25 years
  })

  it('the insurance asked alone, or before what it is part of, stays the insurance', async () => {
    expect((await converse('cmhc on 700k with 8% down')).entryId).toBe('default-insurance')
  })
})

describe('a down payment’s label is part of the figure, not a question', () => {
  it('a down payment given across turns joins the affordability asked, never a minimum down payment', async () => {
    const r = await converse(
      'how much house could we get, i earn 83k',
      'my husband earns 47k',
      'we have 35k saved up for the down payment',
    )
    expect(r.entryId).toBe('affordability')
    expect(r.content).toContain('$130,000')
  })
})
describe('an amount asked without numbers in a conversation that holds them', () => {
  it('is the computation those numbers make, not a guessed topic', async () => {
    const r = await converse('we earn 130k together', 'how much could we borrow')
    expect(r.kind).toBe('computed')
    expect(r.entryId).toBe('affordability')
    expect(r.content).toContain('$130,000')
  })

  it('a question of amount about a topic, with no numbers anywhere, still answers the topic', async () => {
    expect((await converse('how much is cmhc insurance')).entryId).toBe('default-insurance')
  })
})

describe('a rate that is a topic of its own is not today’s list', () => {
  it('the qualifying rate and prime asked "today" answer their topic', async () => {
    expect((await converse('whats the qualifying rate today')).entryId).toBe('stress-test')
    expect((await converse('what is prime today')).kind).not.toBe('rates')
  })

  it('today’s rates are still the list', async () => {
    expect((await converse('best rates today')).kind).toBe('rates')
  })
})

describe('what a figure a month is, and when a payment’s words ask nothing', () => {
  it('an amount a month "on" which a mortgage is asked is an income', async () => {
    const r = await converse('max mortgage on $7,200/month')
    expect(r.entryId).toBe('affordability')
    expect(r.content).toContain('$86,400')
  })

  it('a yes-or-no question with a payment’s words after a payment answers its topic, not the payment again', async () => {
    const r = await converse('payment on 500k at 4.3', 'can i make lump sum payments')
    expect(r.kind).not.toBe('computed')
    expect(r.entryId).toBe('prepayment')
  })

  it('a payment asked again after one still recomputes', async () => {
    const r = await converse('price 600k 10% down', 'what would the monthly be at 4.3?')
    expect(r.kind).toBe('computed')
    expect(r.entryId).toBe('payment')
  })
})

describe('a rate a change lands on is a rate', () => {
  it('"came down to 3" after a payment recomputes at 3 %', async () => {
    const r = await converse('mortgage 410k at 4.6 monthly', 'and if it came down to 3')
    expect(r.kind).toBe('computed')
    expect(r.content).toContain('3.00%')
  })

  it('a change by an amount is still no rate', async () => {
    const r = await converse('mortgage 410k at 4.6 monthly', 'what if rates rise 1%')
    expect(r.content).not.toContain('1.00%')
  })
})

describe('"down" after a verb of motion is a direction', () => {
  it('is no down-payment question', async () => {
    const r = await converse('mortgage 410k at 4.6 monthly', 'what if rates went down to 3.5')
    expect(r.entryId).toBe('payment')
    expect(r.content).toContain('3.50%')
  })
})

describe('words of borrowing for a home are never steered away as off topic', () => {
  it('a lender question the topics do not explain gets an agent, not the steer back', async () => {
    const r = await converse('how do lenders look at crypto gains')
    expect(r.kind).toBe('no-answer')
    expect(r.link?.to).toBe('/contact')
  })

  it('questions about other things are still steered back', async () => {
    expect((await converse('what stock should i buy')).kind).toBe('off-topic')
    expect((await converse('how do i file my taxes')).kind).toBe('off-topic')
  })
})
