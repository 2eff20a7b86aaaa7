// What owners and movers ask (docs/decisions/277): numbers said all in words, and the causes found
// in the ninth independent set. Phrasings here are none of the evaluation's.
import { describe, expect, it } from 'vitest'
import { formatCAD, mortgagePayment } from '#shared/finance/index.ts'
import { conversation } from './evaluation/converse'
import { loadChatEngine } from './index'

const engine = await loadChatEngine()
const converse = conversation(engine)

describe('a rate said all in words', () => {
  it('reads "five point one nine" as a rate of 5.19', async () => {
    const r = await converse('monthly on four hundred thousand at five point one nine')
    const { payment } = mortgagePayment({ principal: 400_000, annualRatePct: 5.19, amortizationYears: 25 })
    expect(r.entryId).toBe('payment')
    expect(r.content).toContain(formatCAD(payment))
  })
})
