// What a visitor browsing on a phone asks (docs/decisions/288): the causes found in the tenth
// independent set. Phrasings here are none of the evaluation's.
import { describe, expect, it } from 'vitest'
import { formatCAD, insurancePremium, minimumDownPayment, mortgagePayment } from '#shared/finance/index.ts'
import { conversation } from './evaluation/converse'
import { EVALUATION_AS_OF } from './evaluation/fixture'
import { loadChatEngine } from './index'

const engine = await loadChatEngine()
const converse = conversation(engine)

/** The insured payment at the minimum down payment, today's insured 5-year fixed (3.68 %). */
function atMinimumDown(price: number, years = 25, firstTimeBuyerOrNewBuild = false) {
  const down = minimumDownPayment(price, EVALUATION_AS_OF)
  const { premium } = insurancePremium({
    price,
    downPayment: down,
    amortizationYears: years,
    firstTimeBuyerOrNewBuild,
    asOf: EVALUATION_AS_OF,
  })
  const principal = price - down + premium
  return formatCAD(mortgagePayment({ principal, annualRatePct: 3.68, amortizationYears: years }).payment)
}

describe('the minimum down payment said right after the home', () => {
  it('takes the minimum off the price of the payment asked', async () => {
    const r = await converse('whats the payment for a 520k condo min down')
    expect(r.entryId).toBe('payment')
    expect(r.content).toContain(atMinimumDown(520_000))
  })

  it('recomputes that payment when a follow-up gives the amortization', async () => {
    const r = await converse('monthly payment 450k townhouse minimum down', 'and over 30 years as a first time buyer')
    expect(r.entryId).toBe('payment')
    expect(r.content).toContain(atMinimumDown(450_000, 30, true))
  })

  it('still answers the minimum alone when only the minimum is asked', async () => {
    const r = await converse('how much is the min down on a 520k condo')
    expect(r.entryId).toBe('down-payment')
    expect(r.content).not.toContain('monthly payment is')
  })
})

describe('an amount said again with a word pointing back to it', () => {
  const pay = (principal: number) =>
    formatCAD(mortgagePayment({ principal, annualRatePct: 3.89, amortizationYears: 25 }).payment)

  it('is the same down payment, not a second part added to it', async () => {
    const r = await converse('we put away 150k over the years, house is 700k, using that 150k as the down, monthly?')
    expect(r.entryId).toBe('payment')
    expect(r.content).toContain(pay(550_000))
  })

  it('still adds two amounts from two places', async () => {
    const r = await converse('100k saved plus a 50k gift from my dad for the down payment on a 700k house, monthly?')
    expect(r.content).toContain(pay(550_000))
  })
})

describe('a rate after the label of the down payment said before it', () => {
  it('is the rate, the amount before the label the down payment', async () => {
    const r = await converse('je gagne 75 000 par année avec 40 000 de mise de fonds à 4,25, combien puis-je emprunter')
    expect(r.entryId).toBe('affordability')
    expect(r.lang).toBe('fr')
    expect(r.content).toMatch(/à 4,25\s%/)
    expect(r.content).toMatch(/vos 40\s000\s\$ de mise de fonds/)
  })

  it('still reads a share put down after the label alone', async () => {
    const r = await converse('paiement sur une maison de 500 000 avec une mise de fonds de 10 %')
    expect(r.entryId).toBe('payment')
    expect(r.content).toMatch(/moins 50\s000\s\$ de mise de fonds/)
  })
})

describe("the visitor's own rate said after a rate only named", () => {
  it('is the contract rate the stress test starts from', async () => {
    const r = await converse('is the qualifying rate 5.25 for everyone? our rate is 4.05')
    expect(r.entryId).toBe('stress-test')
    expect(r.content).toContain('With a 4.05% contract rate you qualify at 6.05%')
  })

  it('still takes the first of two rates when neither is called the visitor’s own', async () => {
    const r = await converse('stress test at 4.05 then 4.5')
    expect(r.content).toContain('With a 4.05% contract rate')
  })
})

describe('help paying the rent, or social housing', () => {
  it('is a renter’s question, never a rental property’s answer', async () => {
    for (const q of ['can i get a rent benefit in toronto', 'where do i apply for rent geared to income'])
      expect((await converse(q)).kind).toBe('off-topic')
    const social = await converse('applying for subsidized housing as a single mom')
    expect(['off-topic', 'no-answer']).toContain(social.kind)
    expect(social.entryId).toBeNull()
  })

  it('still answers rent a landlord earns, or rent counted toward a mortgage', async () => {
    expect((await converse('does rent from my basement suite help me qualify')).kind).not.toBe('off-topic')
    expect((await converse('rental income on a duplex')).entryId).toBe('rental-property')
  })
})

describe('an amount asked with a computation’s words that name no home, after a topic', () => {
  it('is asked of the topic just answered', async () => {
    const r = await converse('explain the rrsp home buyers plan', 'and the maximum we could take out?')
    expect(r.entryId).toBe('home-buyers-plan')
  })

  it('still computes when the conversation holds a home’s numbers', async () => {
    const r = await converse('home worth 800k, we owe 300k', 'whats the max i can take out')
    expect(r.kind).toBe('computed')
  })
})

describe('a deposit asked after a topic that is no computation', () => {
  it('is that topic’s deposit, not the minimum down payment', async () => {
    const r = await converse(
      'buying a preconstruction townhouse for 780k',
      'how much deposit do builders normally need',
    )
    expect(r.entryId).toBe('new-build')
  })

  it('still computes the minimum down when an amount comes with it', async () => {
    const r = await converse('buying a preconstruction townhouse for 780k', 'what deposit do i need on 900k')
    expect(r.entryId).toBe('down-payment')
  })
})

describe('a short follow-up ending in "then"', () => {
  it('points back to the topic just answered', async () => {
    const r = await converse('what does a mortgage broker cost', 'so who covers your fee then')
    expect(r.entryId).toBe('broker')
  })

  it('still leaves a new topic named in it to that topic', async () => {
    const r = await converse('what does a mortgage broker cost', 'what about the land transfer tax then')
    expect(r.entryId).toBe('land-transfer-tax')
  })
})
