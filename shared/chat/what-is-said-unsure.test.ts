// What people unsure of what to ask say (docs/decisions/256): a renewal's payment asked by its
// frequency alone, a down payment from several places, condo fees and property tax in
// affordability, a balance corrected, and topics named in everyday words (buying before selling,
// living abroad, a relative on title, a term's end). Phrasings here are none of the evaluation's.
import { describe, expect, it } from 'vitest'
import { affordability, formatCAD, mortgagePayment } from '#shared/finance/index.ts'
import { conversation } from './evaluation/converse'
import { EVALUATION_AS_OF } from './evaluation/fixture'
import { loadChatEngine } from './index'

const engine = await loadChatEngine()
const converse = conversation(engine)
const whole = (x: number) => `$${Math.round(x).toLocaleString('en-CA')}`

describe('a renewal’s payment asked by its frequency', () => {
  it('is the payment on the balance over the years left, not a penalty', async () => {
    const r = await converse('roughly 410k still owing, 22 years to go, they want 4.59 to renew. monthly?')
    expect(r.entryId).toBe('payment')
    const { payment } = mortgagePayment({ principal: 410_000, annualRatePct: 4.59, amortizationYears: 22 })
    expect(r.content).toContain(formatCAD(payment))
  })

  it('with no question at all, a balance, a rate and the years left still make the payment', async () => {
    const r = await converse('mortgage balance 280k, 17 years remaining, renewing at 4.39')
    expect(r.entryId).toBe('payment')
    expect(r.content).toContain('over 17 years')
  })

  it('a penalty asked keeps the penalty', async () => {
    const r = await converse('owe 300k, 20 yrs left, rate 4.79, penalty to break?')
    expect(r.entryId).toBe('breaking-penalty')
  })
})

describe('a down payment from several places', () => {
  it('adds a gift to savings', async () => {
    const r = await converse('grandma is gifting 30k and we have 35k saved, place is 560k, monthly payment?')
    expect(r.content).toContain('$560,000 less $65,000 down')
  })

  it('adds registered accounts named before their amounts', async () => {
    const r = await converse('rrsp 25k plus fhsa 40k toward a 600k house, what would the payment be')
    expect(r.content).toContain('$600,000 less $65,000 down')
  })

  it('keeps amounts weighed or corrected apart', async () => {
    const corrected = await converse('place at 500k, 60k down, sorry i mean 70k down, monthly?')
    expect(corrected.content).toContain('$500,000 less $70,000 down')
  })
})

describe('condo fees and property tax in affordability', () => {
  it('are counted the way the calculator counts them, and said', async () => {
    const r = await converse(
      'we make 150k, 100k down at 4.1, condo fees are 500 a month and property taxes 3600 a year, what can we afford',
    )
    expect(r.entryId).toBe('affordability')
    const result = affordability({
      annualIncome: 150_000,
      downPayment: 100_000,
      amortizationYears: 25,
      annualRatePct: 4.1,
      annualPropertyTax: 3600,
      monthlyCondoFees: 500,
      asOf: EVALUATION_AS_OF,
    })
    expect(r.content).toContain(whole(Math.floor(result.reachable.price)))
    expect(r.content).toContain(whole(Math.floor(result.lenderMaximum.reachable.price)))
    expect(r.content).toContain('$3,600 a year of property tax')
    expect(r.content).not.toContain('household income')
  })

  it('a property tax said by the month is a year’s twelve', async () => {
    const r = await converse('i make 95k, 60k down at 4, property tax about 350 a month, what price range')
    expect(r.content).toContain('$4,200 a year of property tax')
  })

  it('taxes on an income are not property tax', async () => {
    const r = await converse('take home after taxes 5000 a month, what can i afford')
    expect(r.content).not.toContain('property tax (')
    expect(r.content).not.toContain('a year of property tax')
  })
})

describe('a balance corrected after a refinance', () => {
  it('recomputes with the balance said again', async () => {
    const r = await converse('thinking of refinancing, home worth 650k and we owe 300k', 'my balance is really 340k')
    expect(r.entryId).toBe('refinance')
    expect(r.content).toContain('$340,000 you owe')
  })
})

describe('topics named in everyday words', () => {
  it('buying the next home before the current one sells is bridge financing', async () => {
    const found = await converse('found our next place but havent sold our condo yet')
    expect(found.entryId ?? found.choices?.map((c) => c.entryId)).toContain('bridge-financing')
    expect((await converse('the new one closes in may and ours wont sell till july, how do we pay')).entryId).toBe(
      'bridge-financing',
    )
  })

  it('a buyer living abroad is a non-resident', async () => {
    expect((await converse('we live overseas but want a place in vancouver')).entryId).toBe('foreign-buyers')
    expect((await converse('i reside in the states, could i buy a condo in calgary')).entryId).toBe('foreign-buyers')
  })

  it('a relative on title or on the mortgage to help qualify is co-signing, a lien stays legal', async () => {
    expect((await converse('my uncle offered to go on title so we get approved')).entryId).toBe('co-signer')
    expect((await converse('could my sister be on the mortgage with me')).entryId).toBe('co-signer')
    expect((await converse('is there a lien on the title')).entryId).toBe('legal-advice')
  })

  it('a term’s end said by its years is a renewal', async () => {
    expect((await converse('what do i do when our 3 year is up')).entryId).toBe('renewal')
    expect((await converse('my 5 year fixed ends in june')).entryId).toBe('renewal')
    expect((await converse('my 3 year variable is up in may, what are rates now')).kind).toBe('rates')
  })

  it('documents and pre-construction asked in their short or joined forms', async () => {
    expect((await converse('which docs should i bring')).entryId).toBe('documents')
    expect((await converse('buying a preconstruction condo, closing in 2027, how does financing work')).entryId).toBe(
      'new-build',
    )
  })
})
