// What visitors type right after using a page of the site (docs/decisions/298): a rate's move said
// bare, another term of today's rates, a thing set aside, "var" for variable, "do I qualify?" with
// nothing to qualify for, staying with the lender at renewal, a payment after the minimum down.
// Phrasings here are none of the evaluation's.
import { describe, expect, it } from 'vitest'
import { conversation } from './evaluation/converse'
import { loadChatEngine } from './index'
import { parseMessage } from './slots'
import { expandShorthand } from './text'

const engine = await loadChatEngine()
const converse = conversation(engine)

describe('a rate moved by a bare number', () => {
  it('reads a point or two after a rate that moves as the change', () => {
    expect(parseMessage('and if prime jumps 2').rateChange).toBe(2)
    expect(parseMessage('say rates drop by 1').rateChange).toBe(-1)
  })

  it('recomputes the last payment at the moved rate', async () => {
    const r = await converse('payment on 380k at 4.2', 'suppose rates climb 2')
    expect(r.kind).toBe('computed')
    expect(r.content).toContain('6.20%')
  })

  it('never reads a bare number as a change without a rate named, nor a large one', () => {
    expect(parseMessage('what if the price goes up 2').rateChange).toBeNull()
    expect(parseMessage('if rates go up 5 years from now').rateChange).toBeNull()
  })
})

describe('another term of today’s rates', () => {
  it('lists the term a follow-up names in years', async () => {
    const r = await converse('5 year fixed rate', 'ok and 1 yrs')
    expect(r.entryId).toBe('rates')
    expect(r.content).toContain('1 year')
    expect(r.content).not.toContain('5 year')
  })

  it('keeps a payment follow-up’s years as its amortization', async () => {
    const r = await converse('payment on 380k at 4.2', 'over 10 years')
    expect(r.kind).toBe('computed')
    expect(r.content).toContain('over 10 years')
  })
})

describe('a thing set aside', () => {
  it('keeps computing the closing costs when the down payment is set aside', async () => {
    const r = await converse(
      'cash needed at closing for a 640k place in hamilton, 20% down, excluding the down payment',
    )
    expect(r.entryId).toBe('closing-costs')
    expect(r.kind).toBe('computed')
  })

  it('still computes the down payment asked with the closing costs set aside', async () => {
    const r = await converse('min down payment on 640k besides the closing costs')
    expect(r.entryId).toBe('down-payment')
  })
})

describe('"var" for variable', () => {
  it('writes it out where it stands alone', () => {
    expect(expandShorthand('best 3 yr var')).toBe('best 3 yr variable')
    expect(expandShorthand('var-2')).toBe('var-2')
  })

  it('lists the variable rates', async () => {
    const r = await converse('alberta var rate')
    expect(r.entryId).toBe('rates')
    expect(r.content).toContain('Variable')
    expect(r.content).not.toContain('Fixed')
  })
})

describe('"do I qualify?" with nothing to qualify for', () => {
  it('is the approval-odds entry with an income and debts alone', async () => {
    const r = await converse('would we qualify, 88k salary and 12k car loan')
    expect(r.entryId).toBe('approval-odds')
  })

  it('still computes with a home to qualify for, or a figure asked', async () => {
    expect((await converse('do i qualify for a 500k house on 120k income')).kind).toBe('computed')
    expect((await converse('how much could i qualify for on 88k income with 12k debt')).entryId).toBe('affordability')
  })
})

describe('staying with the lender at renewal', () => {
  it('is switching lenders', async () => {
    const r = await converse('our term ends in june', 'do we have to stay with the same bank')
    expect(r.entryId).toBe('switching')
  })

  it('leaves shopping for a home to the pre-approval and the rate hold', async () => {
    expect((await converse('shopping for a house, how long is a preapproval good')).entryId).toBe('pre-approval')
    expect((await converse('can a rate be held while we shop for a home')).entryId).toBe('rate-hold')
  })
})

describe('a payment after the minimum down payment', () => {
  it('goes on with the minimum just computed', async () => {
    const r = await converse('min down for a 640k condo', 'whats the monthly on that')
    expect(r.entryId).toBe('payment')
    expect(r.content).toContain('$640,000 less $39,000 down')
  })

  it('uses a down payment the follow-up gives', async () => {
    const r = await converse('min down for a 640k condo', 'monthly payment with 100k down')
    expect(r.content).toContain('$640,000 less $100,000 down')
  })
})
