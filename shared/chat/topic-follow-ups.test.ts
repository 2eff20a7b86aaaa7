// What decision 239 fixed: a short follow-up asking a quantity about the topic just answered, a
// change of rate said of "it", numbers of a long message read into the question its last clause
// asks, the posted-rate IRD with every rate given, and decisions that belong to a person.
import { describe, expect, it } from 'vitest'
import { conversation } from './evaluation/converse'
import { loadChatEngine } from './index'

const last = conversation(await loadChatEngine())

describe('a follow-up about the topic just answered', () => {
  it('an amount asked about nothing named stays on the topic', async () => {
    const r = await last('what is an fhsa', 'how much can i put in each year')
    expect(r.entryId).toBe('fhsa')
  })

  it("a number after a topic that is a computation is that topic's computation", async () => {
    const r = await last('explain the stress test', 'what would mine be at 4.5')
    expect(r.kind).toBe('computed')
    expect(r.entryId).toBe('stress-test')
    expect(r.content).toContain('6.50%') // 4.5 + 2, above the 5.25 floor
  })

  it('a change of rate said of "it" applies to the last rate', async () => {
    const r = await last('payment on 500k at 4.2', 'drop it a quarter point')
    expect(r.entryId).toBe('payment')
    expect(r.content).toContain('3.95%')
  })

  it('a change of rate with its way after its size ("0.25 lower", "half a point less")', async () => {
    expect((await last('payment on 500k at 4.2', 'what if it was 0.25 lower')).content).toContain('3.95%')
    expect((await last('payment on 500k at 4.2', 'half a point less?')).content).toContain('3.70%')
    expect((await last('payment on 500k at 4.2', 'and 1% higher')).content).toContain('5.20%')
  })
})

describe('numbers of a long message read into the question asked', () => {
  it('a count of rooms is not a rate, and a bare price in thousands beside one in k is a price', async () => {
    const r = await last(
      'we are first time buyers looking at a 2 bedroom condo around 600, we have 60k saved for the down, rate would be about 4.5, what would the monthly payment be',
    )
    expect(r.entryId).toBe('payment')
    expect(r.content).toContain('$600,000')
    expect(r.content).toContain('4.50%')
  })

  it('a home word right before an amount names its value, not after another amount', async () => {
    const r = await last('refinance: condo 700k, mortgage 250k', 'how much could i take out')
    expect(r.entryId).toBe('refinance')
    expect(r.content).toContain('$310,000') // 80 % of $700,000 less the $250,000 owed
    // "500k house 60k": the 60k after the house is not its price.
    const p = await last('payment on 500k house 60k at 4.5')
    expect(p.content).toContain('$500,000')
  })

  it('a payment "including cmhc" is the payment, the premium in it', async () => {
    const r = await last('500k house 10% down at 4.5, monthly payment including cmhc?')
    expect(r.entryId).toBe('payment')
    expect(r.content).toContain('$13,950.00') // 3.10 % of the $450,000 loan
  })
})

describe('the posted-rate IRD with every rate given', () => {
  it('the posted rate at signing said after its number is read as such', async () => {
    const r = await last(
      'fixed 5 yr, 400k owing at 4.2, posted rate was 6.2 when i signed, posted 2 yr today is 5.2, 24 months left. IRD?',
    )
    expect(r.entryId).toBe('breaking-penalty')
    // Discount 6.2 − 4.2 = 2 points; today's posted 5.2 less it is 3.2: 1 point on $400,000 for 2 years.
    expect(r.content).toContain('$8,000.00')
  })
})

describe('decisions that belong to a person', () => {
  it('approval with a credit score and an income is handed to an agent, not computed', async () => {
    const r = await last('would i be approved with a 580 credit score and 70k income')
    expect(r.kind).not.toBe('computed')
    expect(r.entryId).toBe('approval-odds')
  })

  it('the best mortgage for the visitor is an agent, a choice between two named is not', async () => {
    expect((await last('which is the right lender for us')).entryId).toBe('talk-to-agent')
    expect((await last('best mortgage for me, fixed or variable?')).entryId).not.toBe('talk-to-agent')
  })

  it('buying out a former partner is not a payment on the home', async () => {
    const r = await last('my wife and i split up, the house is worth 900k and we owe 400k, i want to buy her out')
    expect(r.entryId).not.toBe('payment')
    expect(r.kind).not.toBe('computed')
  })
})
