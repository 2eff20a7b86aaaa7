// Follow-ups of question words only, and the qualifying rate in French words (decision 265).
// Phrasings here are none of the evaluation's.
import { describe, expect, it } from 'vitest'
import { conversation } from './evaluation/converse'
import { loadChatEngine } from './index'

const engine = await loadChatEngine()
const converse = conversation(engine)

describe('a follow-up of question words only', () => {
  it('is about the topic just answered, whoever it is asked for', async () => {
    const r = await converse(
      'my grandpa is 77 and wants cash from his house but to keep living there',
      'how much could she get',
    )
    expect(r.entryId).toBe('reverse-mortgage')
    const s = await converse('explain the fhsa to me', 'how much would that be for my son')
    expect(s.kind).not.toBe('off-topic')
  })

  it('still steers back a follow-up that names something else', async () => {
    const r = await converse('explain the fhsa to me', 'who won the hockey game last night')
    expect(r.kind).toBe('off-topic')
  })

  it('is steered back with no topic answered before it', async () => {
    const r = await converse('how much could she get')
    expect(r.kind).not.toBe('answer')
  })
})

describe('an age said with who it is', () => {
  it('reads a relative’s age as an owner’s, so a senior’s cash from a home is a reverse mortgage', async () => {
    const r = await converse('my aunt is 68, she owns her home outright, can she borrow against it with no payments')
    expect(r.entryId).toBe('reverse-mortgage')
  })
})

describe('the qualifying rate in French words', () => {
  it('computes the rate tested for an eligibility rate or "at what rate will I qualify"', async () => {
    const r = await converse("quel serait mon taux d'éligibilité à 4,15 %")
    expect(r.entryId).toBe('stress-test')
    expect(r.content).toMatch(/6,15\s%/)
    const s = await converse('au quel taux vais-je être qualifié avec 3,85 %')
    expect(s.content).toMatch(/5,85\s%/)
  })

  it('answers the topic when no rate is given', async () => {
    const r = await converse('à quel taux la banque va nous qualifier')
    expect(r.entryId).toBe('stress-test')
    expect(r.lang).toBe('fr')
  })

  it('still lists today’s rates for a rate asked by its term', async () => {
    const r = await converse('quel est le taux variable de 5 ans présentement')
    expect(r.kind).toBe('rates')
  })
})

describe('a lender’s refusal', () => {
  it('leads to the lenders that take what a bank would not', async () => {
    for (const q of [
      'our credit union refused the application, where do we go from here',
      'rbc denied my mortgage, is there anything else',
      'we got turned down by the lender, now what',
    ]) {
      const r = await converse(q)
      expect(r.entryId, q).toBe('alternative-lenders')
    }
    // A time word beside it ("last week") leaves it one of the two topics asked about.
    const r = await converse('rbc denied my mortgage last week, is there anything else')
    expect(r.choices?.map((c) => c.entryId) ?? [r.entryId]).toContain('alternative-lenders')
  })

  it('leaves a refusal of something else alone', async () => {
    const r = await converse('my card got declined at the grocery store')
    expect(r.entryId).not.toBe('alternative-lenders')
    const s = await converse('the sellers rejected our offer, can we still use the pre-approval')
    expect(s.entryId).not.toBe('alternative-lenders')
  })
})

describe('a topic named in so many words', () => {
  it('is answered, or asked about beside the topic retrieval ranks first, never left out', async () => {
    const r = await converse('the bank offered 2.5% cashback if we renew with them, what is the catch')
    expect(r.choices?.map((c) => c.entryId) ?? [r.entryId]).toContain('cash-back')
    const s = await converse('my credit union offered me cash back if i sign, any downside')
    expect(s.choices?.map((c) => c.entryId) ?? [s.entryId]).toContain('cash-back')
  })

  it('reads a couple parted with their home as the buy-out, not a couple buying together', async () => {
    const r = await converse('my wife and i separated last fall, i would like to keep the house, how does that work')
    expect(r.entryId).toBe('separation')
    const s = await converse('we got divorced, how do i take her off it')
    expect(s.entryId).toBe('separation')
    const t = await converse('my wife and i are buying our first house together')
    expect(t.entryId).not.toBe('separation')
  })

  it('leaves cash back on a card to the steer back', async () => {
    const r = await converse('which credit card gives the best cash back')
    expect(r.entryId).not.toBe('cash-back')
  })
})
