// What owners ask (docs/decisions/248): a renewal's payment at the rate offered over the years
// left, a follow-up changing one fact of the last computation (the value, the rate's type, the
// time left, today's rate for it), another product acted on with a mortgage's verb, investments
// picked. Phrasings here are none of the evaluation's.
import { describe, expect, it } from 'vitest'
import { formatCAD, mortgagePayment, prepaymentPenalty, refinanceEquity } from '#shared/finance/index.ts'
import { conversation } from './evaluation/converse'
import { loadChatEngine } from './index'

const engine = await loadChatEngine()
const converse = conversation(engine)

describe('a renewal’s payment', () => {
  it('is computed at the rate offered over the years left, not the penalty', async () => {
    const r = await converse('we owe 265k, bank offered 4.19 at renewal, 14 years left, what will our monthly be')
    expect(r.entryId).toBe('payment')
    const { payment } = mortgagePayment({ principal: 265_000, annualRatePct: 4.19, amortizationYears: 14 })
    expect(r.content).toContain(formatCAD(payment))
    expect(r.content).toContain('over 14 years')
  })

  it('reads years left on the amortization as the amortization, a few years left as the term’s', async () => {
    const amortization = await converse(
      '300k left, renewing at 4.5, 8 years left on the amortization, how much are the payments',
    )
    expect(amortization.content).toContain('over 8 years')
    const term = await converse('penalty on 300k fixed at 4.5 with 2 years left')
    expect(term.entryId).toBe('breaking-penalty')
    expect(term.link?.href).toContain('monthsLeft=24')
  })
})

describe('a follow-up that changes one fact of the last computation', () => {
  it('recomputes a refinance at a value written bare in thousands', async () => {
    const r = await converse(
      'house is worth 820k and we owe 400k, how much could we pull out',
      'and if it appraised at 760',
    )
    expect(r.entryId).toBe('refinance')
    const { available } = refinanceEquity({ homeValue: 760_000, balance: 400_000 })
    expect(r.content).toContain(formatCAD(available, 0))
  })

  it('recomputes a penalty with the type, the time left and today’s rate for it', async () => {
    const r = await converse(
      'what would it cost to break 250k variable at 4.6',
      'what if it were fixed with 2 years left and the 2 year rate is 3.9',
    )
    expect(r.kind).toBe('computed')
    expect(r.entryId).toBe('breaking-penalty')
    const { penalty } = prepaymentPenalty({
      balance: 250_000,
      rateType: 'fixed',
      contractRatePct: 4.6,
      monthsRemaining: 24,
      method: 'published',
      comparisonPublishedRatePct: 3.9,
    })
    expect(r.content).toContain(formatCAD(penalty))
  })
})

describe('another product or an investment is steered back', () => {
  it('a car or student loan refinanced is not a mortgage refinance', async () => {
    expect((await converse('could i refinance my student loan with you')).kind).toBe('off-topic')
    expect((await converse('refinance my mortgage to pay off my car loan')).entryId).not.toBeNull()
  })

  it('stocks or funds picked with borrowed money are not the line of credit’s entry', async () => {
    expect((await converse('which stocks are best to buy with my home equity')).kind).toBe('off-topic')
  })
})

describe('questions that belong to a person or a topic', () => {
  it('whether one qualifies, with a score or self-employment beside the numbers, is not a figure', async () => {
    const r = await converse('would we qualify, 680 credit score, 110k income, 40k down on a 520k condo')
    expect(r.kind).toBe('answer')
    expect(r.entryId).toBe('approval-odds')
    // Without what a person weighs, the numbers still compute.
    expect((await converse('would we qualify with 110k income and 40k down, how much can we afford')).kind).toBe(
      'computed',
    )
  })

  it('a former spouse taken off title is the separation’s buy-out, not legal advice alone', async () => {
    const r = await converse('we divorced and i want to keep the condo, how do i get my ex-husband off the title')
    expect(r.entryId).toBe('separation')
    expect((await converse('there is a lien on the title, what do i do')).entryId).toBe('legal-advice')
  })
})

describe('a topic named in so many words beside the visitor’s situation', () => {
  it('answers the topic named when nothing answers the whole with confidence', async () => {
    expect((await converse('could my mom be a guarantor for me, she is on a pension')).entryId).toBe('co-signer')
    expect((await converse('thinking of a 2nd mortgage to pay what we owe revenue canada')).entryId).toBe(
      'second-mortgage',
    )
  })

  it('a down payment on a rental after a refinance is the rental’s question, not the home’s figure', async () => {
    const r = await converse(
      'house worth 880k, we owe 430k, how much equity',
      'could we use it as the down payment for a rental',
    )
    expect(r.kind).not.toBe('computed')
    expect(r.entryId).toBe('rental-property')
  })
})

describe('rates at or below a figure, and tax returns a lender wants', () => {
  it('lists the rates for a ceiling asked with nothing to compute', async () => {
    const r = await converse('got any options below 4 percent')
    expect(r.kind).toBe('rates')
    expect(r.content).toContain('3.68%')
  })

  it('tax returns a lender asks for are the documents, filing them is another service', async () => {
    const r = await converse('i run my own business, can i get a mortgage', 'do they want copies of my tax returns')
    expect(r.kind).not.toBe('off-topic')
    expect((await converse('how do i file my tax return')).kind).toBe('off-topic')
  })
})
