// A source of money taken for a purpose (docs/decisions/274): the source is what is asked, the
// purpose's computation words are context. Phrasings here are none of the evaluation's.
import { describe, expect, it } from 'vitest'
import { conversation } from './evaluation/converse'
import { loadChatEngine } from './index'
import { withoutMeansPurpose } from './slots'

const engine = await loadChatEngine()
const converse = conversation(engine)

describe('a source of money taken for a purpose', () => {
  it('answers the HELOC, not the down payment, when it is taken to help with one', async () => {
    const r = await converse(
      'our condo is worth 650k and fully paid, we both get pensions of 40k, can we open a heloc to help our son with his down payment',
    )
    expect(r.kind).not.toBe('computed')
    expect(r.entryId).toBe('heloc')
  })

  it('answers the line of credit, not the deposit, beside a price', async () => {
    const r = await converse('thinking of using our line of credit for the deposit on a 520k townhouse')
    expect(r.kind).not.toBe('computed')
    expect(r.entryId).toBe('heloc')
  })

  it('cuts the purpose after the source, and only after a source the knowledge base explains', () => {
    expect(withoutMeansPurpose('can i use my heloc for the closing costs')).toBe('can i use my heloc')
    expect(withoutMeansPurpose('can i use a gift for the down payment')).toBe('can i use a gift for the down payment')
    expect(withoutMeansPurpose('how much do i need for the down payment')).toBe(
      'how much do i need for the down payment',
    )
  })

  it('still computes the down payment asked in its own words', async () => {
    const r = await converse('what is the least i can put down on a 640k house')
    expect(r.kind).toBe('computed')
    expect(r.entryId).toBe('down-payment')
  })

  it('still computes a refinance when equity is taken out with the numbers', async () => {
    const r = await converse('home worth 900k, we owe 410k, can we take equity out for a rental')
    expect(r.kind).toBe('computed')
    expect(r.entryId).toBe('refinance')
  })
})
