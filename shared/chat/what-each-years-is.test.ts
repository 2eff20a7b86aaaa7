// A term and an amortization told apart by the words around them and by their size (decision
// 265): a few years beside an amortization said elsewhere are the term, whichever comes first;
// shortened amortization words ("am", "amort") mark one; a rate of the visitor's own after a
// payment recomputes it. Phrasings here are none of the evaluation's.
import { describe, expect, it } from 'vitest'
import { formatCAD, mortgagePayment } from '#shared/finance/index.ts'
import { conversation } from './evaluation/converse'
import { loadChatEngine } from './index'
import { parseMessage } from './slots'
import { normalise } from './text'

const facts = (text: string) => parseMessage(normalise(text)).facts
const engine = await loadChatEngine()
const converse = conversation(engine)

describe('a term and an amortization in one message', () => {
  it('keeps the amortization when a term follows it, marked or not', () => {
    expect(facts('owe 365k with 21 years of amortization, renewing at 4.27 for a 3 yr')).toMatchObject({
      amortization: 21,
      term: 3,
      rate: 4.27,
    })
    expect(facts('balance 615k, 27 yr am, the bank quotes 4.64 on a 5 year')).toMatchObject({
      amortization: 27,
      term: 5,
    })
    expect(facts('410k 20 yr amort 4 yr 4.35')).toMatchObject({ amortization: 20, term: 4, rate: 4.35 })
  })

  it('keeps the amortization when the term comes first', () => {
    expect(facts('a 2 year closed at 4.8 on 330k, 28 year amortization')).toMatchObject({
      term: 2,
      amortization: 28,
      rate: 4.8,
    })
  })

  it('still reads a lone few years as the amortization, and "over 10 years" as one', () => {
    expect(facts('payment on 140k at 5.1 over 8 years')).toMatchObject({ amortization: 8 })
    expect(facts('payment on 220k at 4.9, 10 years')).toMatchObject({ amortization: 10 })
    expect(facts('what about 35 years?')).toEqual({ amortization: 35 })
  })

  it('does not read "am" as an amortization when it is the verb', () => {
    expect(facts('i bought 3 years ago, am i able to refinance 300k at 4.4')).not.toHaveProperty('amortization', 3)
  })
})

describe('a follow-up that changes one of them', () => {
  it('recomputes the payment at the visitor’s rate when a term and a rate are supposed', async () => {
    const r = await converse('payment on 455k at 4.85 over 25 years', 'and if i lock a 2 year fixed at 4.45')
    expect(r.entryId).toBe('payment')
    expect(r.content).toContain(
      formatCAD(mortgagePayment({ principal: 455_000, annualRatePct: 4.45, amortizationYears: 25 }).payment),
    )
  })

  it('still lists today’s rates when they are asked in words', async () => {
    const r = await converse('payment on 455k at 4.85 over 25 years', 'what are the 2 year fixed rates today')
    expect(r.kind).toBe('rates')
  })

  it('changes the amortization, not the term, with a number of years in a follow-up', async () => {
    const r = await converse('payment on 390k, 25 yr am, 4.39 5 yr fixed', 'what about 30 years?')
    expect(r.content).toContain(
      formatCAD(mortgagePayment({ principal: 390_000, annualRatePct: 4.39, amortizationYears: 30 }).payment),
    )
  })
})
