// The kinds of misses that decision 232 made mechanisms and content of, each with phrasings of its
// own (none of the fresh sets'): a concept next to mortgages the knowledge base does not cover; a
// topic named in words beside numbers that would make another computation; the question in the last
// clause of a long message; and coverage that was missing (payments fallen behind, a guarantor, the
// visitor's own loan-to-value, FHSA yearly limits, « droits de cession »).
import { describe, expect, it } from 'vitest'
import { questionClause } from './engine'
import { conversation } from './evaluation/converse'
import { loadChatEngine } from './index'

const engine = await loadChatEngine()
const converse = conversation(engine)

describe('a concept next to mortgages that no entry covers', () => {
  it('gets the no-answer and an agent, not the entry sharing its words', async () => {
    for (const text of [
      'we want to build a cottage on first nations land, who lends for that',
      'need a commercial mortgage for a small warehouse',
      'business loan to expand my bakery',
    ]) {
      const r = await converse(text)
      // A business's loan named alone is another product (the steer back); with a home, the agent.
      expect(['no-answer', 'off-topic']).toContain(r.kind)
      expect(r.entryId).toBeNull()
    }
  })

  it('covered topics that share a word are still answered', async () => {
    expect((await converse('i run my own business, can i get a mortgage')).entryId).toBe('self-employed')
    expect((await converse('how long can the bank reserve a rate for me')).entryId).toBe('rate-hold')
  })
})

describe('a topic named beside numbers', () => {
  it('is answered rather than the computation the numbers alone would make', async () => {
    const r = await converse('our house is worth 700k and we owe 350k, can we bring our mortgage to the next house')
    expect(r.entryId).toBe('porting')
  })

  it('numbers alone still compute', async () => {
    const r = await converse('house worth 700k, owe 350k')
    expect(r.kind).toBe('computed')
    expect(r.entryId).toBe('refinance')
  })
})

describe('the question in the last clause of a long message', () => {
  it('is the clause after the story, for long messages only', () => {
    expect(
      questionClause('we moved here in 2019 and both work at the hospital, our kids are in school now, can we port it'),
    ).toBe('can we port it')
    expect(questionClause('can we port it, please')).toBeNull()
  })
})

describe('coverage that was missing', () => {
  it('payments fallen behind are missed payments, not the payment', async () => {
    expect((await converse('we are three payments behind, what happens')).entryId).toBe('missed-payments')
  })

  it('a guarantor is a co-signer', async () => {
    expect((await converse('can my uncle be the guarantor on our loan')).entryId).toBe('co-signer')
  })

  it('the visitor’s own loan-to-value is that entry; the LTV of a HELOC is the HELOC’s', async () => {
    expect((await converse('what is my loan to value if the house is 800 and i owe 500')).entryId).toBe('loan-to-value')
    expect((await converse('how high can the ltv go on a heloc')).entryId).toBe('heloc')
  })

  it('FHSA limits in any wording, and « droits de cession » in French', async () => {
    expect((await converse('fhsa annual limit')).entryId).toBe('fhsa')
    const fr = await converse('droits de cession pour 450 000 à kingston')
    expect(fr.entryId).toBe('land-transfer-tax')
    expect(fr.lang).toBe('fr')
  })
})
