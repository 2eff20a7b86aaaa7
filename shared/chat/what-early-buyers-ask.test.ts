// What early buyers ask (docs/decisions/272): a decimal point said in words, costs and incomes
// after other verbs, a permanent resident by its abbreviation, a home of several units lived in.
// Phrasings here are none of the evaluation's.
import { describe, expect, it } from 'vitest'
import { formatCAD, landTransferTax, mortgagePayment } from '#shared/finance/index.ts'
import { conversation } from './evaluation/converse'
import { EVALUATION_AS_OF } from './evaluation/fixture'
import { loadChatEngine } from './index'

const engine = await loadChatEngine()
const converse = conversation(engine)

describe('numbers said the way voice typing writes them', () => {
  it('reads "4 point 49" as a rate of 4.49', async () => {
    const r = await converse('monthly payment on 455k at 4 point 49')
    const { payment } = mortgagePayment({ principal: 455_000, annualRatePct: 4.49, amortizationYears: 25 })
    expect(r.entryId).toBe('payment')
    expect(r.content).toContain(formatCAD(payment))
    expect(r.content).not.toContain('could not tell')
  })
})

describe('topics in their abbreviations and their parts', () => {
  it('reads PR as a permanent resident', async () => {
    expect((await converse('i just got my PR last year, how much do i need down')).entryId).toBe('newcomers')
  })

  it('answers a home of several units lived in with the rental property entry', async () => {
    expect((await converse('we want a triplex and would live in the basement unit, is that possible')).entryId).toBe(
      'rental-property',
    )
    expect((await converse('thinking of a duplex and renting out the other unit')).entryId).toBe('rental-property')
    // Unchanged: a condo's unit is a condo's.
    expect((await converse('are condo fees higher for a bigger unit')).entryId).toBe('condo')
  })
})

describe('a follow-up that gives its own rate with the rate’s kind or term', () => {
  it('recomputes the last computation at that rate, not today’s rates', async () => {
    const r = await converse('mortgage payment on 480k at 4.5', 'how about the 3 year fixed at 4.09')
    const { payment } = mortgagePayment({ principal: 480_000, annualRatePct: 4.09, amortizationYears: 25 })
    expect(r.entryId).toBe('payment')
    expect(r.content).toContain(formatCAD(payment))
    const test = await converse('whats the qualifying rate at 4.4', 'and the 5 year variable at 4.6')
    expect(test.entryId).toBe('stress-test')
    expect(test.content).toContain('6.60%')
  })

  it('still lists today’s rates when no rate is given', async () => {
    expect((await converse('mortgage payment on 480k at 4.5', 'how about the 3 year fixed')).entryId).toBe('rates')
  })
})

describe('what a question sets aside, and the purpose a means is weighed for', () => {
  it('answers the topic, not the thing set aside', async () => {
    expect((await converse('what do closing costs include other than the land transfer tax')).entryId).toBe(
      'closing-costs',
    )
    expect((await converse('how is the land transfer tax worked out in toronto')).entryId).toBe('land-transfer-tax')
  })

  it('answers the means, not the purpose', async () => {
    expect((await converse('is it smart to use a cashback mortgage to fund my down payment')).entryId).toBe('cash-back')
    expect((await converse('can i use my fhsa to cover closing costs')).entryId).toBe('fhsa')
    // Unchanged: the means was already the answer.
    expect((await converse('is a heloc a good way to pay for renovations')).entryId).toBe('heloc')
  })
})

describe('a first-time buyer’s land transfer tax', () => {
  it('names each refund with its own figure', async () => {
    const toronto = await converse('first time buyer here, land transfer tax on 905k in toronto and the refunds?')
    const tax = landTransferTax({
      price: 905_000,
      province: 'ON',
      inToronto: true,
      firstTimeBuyer: true,
      asOf: EVALUATION_AS_OF,
    })
    expect(toronto.content).toContain(`${formatCAD(tax.provincialRebate, 2)} on the Ontario tax`)
    expect(toronto.content).toContain(`${formatCAD(tax.municipalRebate, 2)} on Toronto's`)
    expect(toronto.content).toContain(`${formatCAD(tax.total, 2)} in total`)
    const hamilton = await converse('ltt for a first time buyer on 450k in hamilton')
    expect(hamilton.content).toContain('on the Ontario tax')
    expect(hamilton.content).not.toContain("on Toronto's")
    const french = await converse('droits de mutation pour un premier acheteur sur 905 000 $ à toronto')
    expect(french.content).toContain('sur ceux de Toronto')
  })
})

describe('several payment frequencies asked at once', () => {
  it('gives the payment at each, the first said first', async () => {
    const r = await converse('what is the weekly and the semi monthly on 385k at 4.15')
    const at = (frequency: 'weekly' | 'semi-monthly') =>
      formatCAD(mortgagePayment({ principal: 385_000, annualRatePct: 4.15, amortizationYears: 25, frequency }).payment)
    expect(r.entryId).toBe('payment')
    expect(r.content).toContain(`the weekly payment is ${at('weekly')}`)
    expect(r.content).toContain(`The semi-monthly payment is ${at('semi-monthly')}`)
    const french = await converse('paiement hebdomadaire ou mensuel sur 385 000 $ à 4,15 %')
    expect(french.content).toContain('Le paiement mensuel est de')
  })

  it('gives one payment when one frequency is named', async () => {
    const r = await converse('accelerated weekly payment on 385k at 4.15')
    expect(r.content).toContain('accelerated weekly payment is')
    expect(r.content).not.toContain('The weekly payment')
  })
})

describe('a short follow-up that points back to the topic just answered', () => {
  it('stays on that topic when it gives a time and names another product as its context', async () => {
    const r = await converse('i drive for uber, can that income count', 'ive done it 2 years and file my taxes')
    expect(r.entryId).toBe('self-employed')
    // Unchanged: the same product asked about with no topic before is steered back.
    expect((await converse('can you file my taxes')).kind).toBe('off-topic')
  })

  it('offers that topic when nothing answers with confidence, never a steer away', async () => {
    const offered = async (...turns: string[]) => {
      const r = await converse(...turns)
      return r.kind === 'clarify' ? (r.choices ?? []).map((c) => c.entryId) : [r.entryId]
    }
    expect(await offered('can my brother co-sign my mortgage', 'would it affect him later')).toContain('co-signer')
    expect(await offered('my aunt wants to be my guarantor', 'does it affect her own credit later')).toContain(
      'co-signer',
    )
  })
})
