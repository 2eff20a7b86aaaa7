// The kinds of misses that decision 236 made mechanisms and content of, each with phrasings of its
// own (none of the fresh sets'): a rate said in passing; a number whose words say it is a gift; a
// balance owed when a payment is asked; a short follow-up that points back to the topic just
// answered; a change of rate by "a quarter"; "what's the premium" with the conversation's numbers;
// debts named as the visitor's situation or put on the mortgage; topics in other words.
import { describe, expect, it } from 'vitest'
import { conversation } from './evaluation/converse'
import { showsFigure } from './evaluation/evaluate'
import { loadChatEngine } from './index'

const engine = await loadChatEngine()
const converse = conversation(engine)

describe('a rate said in passing', () => {
  it('in a long message whose last clause asks something else is not the list of rates', async () => {
    const r = await converse(
      'we locked in at a great rate back in 2020 and now the kids are older and we need more space, how do we move the mortgage to a bigger house',
    )
    expect(r.kind).not.toBe('rates')
  })

  it('beside a penalty asked in its own words is its context', async () => {
    const r = await converse('rates dropped a lot now, what is the penalty to break my mortgage early')
    expect(r.entryId).toBe('breaking-penalty')
  })

  it('today’s rates asked are still listed', async () => {
    expect((await converse('what are the best 5 year rates today')).kind).toBe('rates')
  })
})

describe('a number whose words say what it is', () => {
  it('a gift without a price is the gift’s topic, never a price', async () => {
    const r = await converse('my uncle gifted me 25k, is that allowed')
    expect(r.entryId).toBe('gifted-down-payment')
    expect(r.kind).toBe('answer')
  })

  it('a gift toward a price is the down payment', async () => {
    const r = await converse('sister is gifting 30k toward a 550k home, is that enough down')
    expect(r.kind).toBe('computed')
    expect(r.entryId).toBe('down-payment')
    expect(showsFigure(r.content, 30000)).toBe(true)
    expect(showsFigure(r.content, 1500)).toBe(false) // 5% of 30k: the gift read as a price
  })

  it('a balance owed is what a payment asked in words is computed on', async () => {
    const r = await converse('we owe 410k, renewal coming, how much would the payment be at 4.6')
    expect(r.entryId).toBe('payment')
    expect(showsFigure(r.content, 2292.09)).toBe(true)
  })
})

describe('follow-ups', () => {
  it('a short question that points back is about the topic just answered', async () => {
    expect((await converse('what is the stress test', 'is it used when i switch lenders too')).entryId).not.toBe(
      'documents',
    )
    const r = await converse('what is a heloc', 'how much could i borrow on one')
    expect(r.entryId).toBe('heloc')
  })

  it('"a quarter" alone is a quarter point', async () => {
    const r = await converse('payment on 400k at 4', 'and if rates drop a quarter')
    expect(showsFigure(r.content, 2050.22)).toBe(true)
  })

  it('"what is the premium" with the conversation’s numbers is their figure; alone, what it is', async () => {
    const r = await converse('house is 600k', 'we have 60k down', 'what is the cmhc premium')
    expect(r.kind).toBe('computed')
    expect(showsFigure(r.content, 16740)).toBe(true)
    expect((await converse('what is the cmhc premium')).kind).toBe('answer')
  })
})

describe('debts', () => {
  it('named as the situation, they are not a consolidation answered', async () => {
    const r = await converse('i have a line of credit and a car loan, will lenders mind')
    expect(r.entryId).not.toBe('debt-consolidation')
  })

  it('put on the mortgage, they are', async () => {
    expect((await converse('can i roll my 12k credit card into my mortgage')).entryId).toBe('debt-consolidation')
    expect((await converse('consolidate my debts into the mortgage')).entryId).toBe('debt-consolidation')
  })
})

describe('topics in other words', () => {
  it.each([
    ['the appraisal came in lower than the price', 'appraisal-gap'],
    ['can my buyer take over my mortgage', 'assumable'],
    ['my term is up in march, what do i do', 'renewal'],
    ['transferring the mortgage to another bank', 'switching'],
    ['non-resident buying a condo in ottawa', 'foreign-buyers'],
  ])('"%s" is %s', async (text, entry) => {
    expect((await converse(text)).entryId).toBe(entry)
  })
})
