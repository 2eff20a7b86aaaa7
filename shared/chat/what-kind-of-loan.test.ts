// Homes bought to rent out, loans that are not amortized, porting and blend-and-extend named beside
// numbers (docs/decisions/274). Phrasings here are none of the evaluation's.
import { describe, expect, it } from 'vitest'
import { conversation } from './evaluation/converse'
import { loadChatEngine } from './index'

const engine = await loadChatEngine()
const converse = conversation(engine)
const topics = (r: { entryId: string | null; choices?: readonly { entryId: string | null }[] }) =>
  r.choices ? r.choices.map((c) => c.entryId) : [r.entryId]

describe('a home bought to rent out', () => {
  it('never gives the minimum down payment of a home lived in for an investment property', async () => {
    const r = await converse('least i can put down on a 620k investment property')
    expect(r.kind).toBe('clarify')
    expect(topics(r)).toEqual(['rental-property', 'down-payment'])
  })

  it('does the same for a follow-up after the rental topic', async () => {
    const r = await converse('thinking of buying a place to rent out', 'whats the minimum down on 480k')
    expect(topics(r)).toContain('rental-property')
    expect(r.kind).not.toBe('computed')
  })

  it('still computes the minimum when the buyer lives in one unit', async () => {
    const r = await converse('minimum down on a 700k duplex, we will live in one unit and rent the other')
    expect(r.kind).toBe('computed')
    expect(r.entryId).toBe('down-payment')
  })

  it('still computes the payment of a rental', async () => {
    const r = await converse('monthly payment on a 380k rental condo at 4.9')
    expect(r.kind).toBe('computed')
  })
})

describe('loans whose payment is not amortized', () => {
  it('offers the HELOC entry beside the payment for a line of credit’s payment', async () => {
    const r = await converse('what would the payment be on an 80k heloc at 6.2')
    expect(r.kind).toBe('clarify')
    expect(topics(r)).toEqual(['heloc', 'payment'])
  })

  it('still computes a private mortgage’s payment', async () => {
    const r = await converse('private lender offers 10.5% on 250k, monthly payment?')
    expect(r.kind).toBe('computed')
  })
})

describe('porting and blend-and-extend named beside numbers', () => {
  it('answers porting when the mortgage ported carries its amount', async () => {
    const r = await converse('porting my 310k mortgage at 2.9 to a bigger house, how does that work')
    expect(r.entryId).toBe('porting')
  })

  it('answers blend and extend under the penalty entry', async () => {
    const r = await converse('blend and extend on 420k at 5.2 with 30 months left, todays rate 4.1')
    expect(r.entryId).toBe('breaking-penalty')
  })
})
