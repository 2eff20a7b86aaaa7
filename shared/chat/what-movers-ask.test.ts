// What owners and movers ask (docs/decisions/277): numbers said all in words, and the causes found
// in the ninth independent set. Phrasings here are none of the evaluation's.
import { describe, expect, it } from 'vitest'
import { affordability, formatCAD, insurancePremium, mortgagePayment } from '#shared/finance/index.ts'
import { conversation } from './evaluation/converse'
import { EVALUATION_AS_OF } from './evaluation/fixture'
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

describe('a change of rate said with the rate it changes', () => {
  const pay = (rate: number, years = 25) =>
    formatCAD(mortgagePayment({ principal: 620_000, annualRatePct: rate, amortizationYears: years }).payment)

  it('computes the payment at the changed rate', async () => {
    const up = await converse('620k on a variable of 4.2, say prime rises by half a percent, monthly payment?')
    expect(up.entryId).toBe('payment')
    expect(up.content).toContain(pay(4.7))
    const down = await converse('620k variable 4.2 for 20 years and the bank cuts 0.75, what do i pay')
    expect(down.content).toContain(pay(3.45, 20))
  })

  it('leaves the rate alone without a change, and the change alone still moves the last rate', async () => {
    expect((await converse('620k at 4.2 monthly payment')).content).toContain(pay(4.2))
    expect((await converse('620k at 4.2 monthly payment', 'and if it goes up 1%')).content).toContain(pay(5.2))
  })
})

describe('an insured amortization over 25 years asked with the premium', () => {
  it('assumes a first-time buyer or a new build and says so, as the payment does', async () => {
    const r = await converse('cmhc fee for 640k, 70k down, 30 yr amortization')
    const { premium } = insurancePremium({
      price: 640_000,
      downPayment: 70_000,
      amortizationYears: 30,
      firstTimeBuyerOrNewBuild: true,
      asOf: EVALUATION_AS_OF,
    })
    expect(r.entryId).toBe('default-insurance')
    expect(r.content).toContain(formatCAD(premium))
    expect(r.content).toContain('so I assumed you are one')
  })

  it('still refuses it to a buyer who said it is not their first home', async () => {
    const r = await converse('cmhc fee for 640k, 70k down, 30 yr amortization, not our first place')
    expect(r.content).toContain('cannot be insured')
  })
})

describe('what each amount of an affordability question is', () => {
  const afford = (input: Partial<Parameters<typeof affordability>[0]>) =>
    affordability({
      annualIncome: 110_000,
      coBorrowerIncome: 0,
      downPayment: 90_000,
      amortizationYears: 25,
      annualRatePct: 4.4,
      monthlyDebts: 0,
      annualPropertyTax: 0,
      monthlyCondoFees: 0,
      asOf: EVALUATION_AS_OF,
      ...input,
    }).reachable.price

  it('counts heating named before its amount in the housing costs, not as a debt', async () => {
    const r = await converse('we earn 110k, 90k down, at 4.4, heating is about 150 a month, what price can we go to')
    expect(r.entryId).toBe('affordability')
    expect(r.content).toContain(formatCAD(afford({ monthlyHeat: 150 }), 0))
    expect(r.content).toContain('$150 a month of heating')
    // Unchanged: a car payment is still a debt.
    const car = await converse('we earn 110k, 90k down, at 4.4, car payment 150 a month, what price can we go to')
    expect(car.content).toContain(formatCAD(afford({ monthlyDebts: 150 }), 0))
  })

  it('reads a debt named between an income and its own monthly amount as that amount’s', async () => {
    const r = await converse('salary 110k student loan payment 300/month 90k down 4.4 how much house')
    expect(r.entryId).toBe('affordability')
    expect(r.content).toContain(formatCAD(afford({ monthlyDebts: 300 }), 0))
  })

  it('reads a partner named right before an amount, in a list of incomes, as earning it', async () => {
    const r = await converse('i make 70,000 a year, my husband 40k, 90k down at 4.4, what can we buy')
    expect(r.content).toContain(formatCAD(afford({ annualIncome: 70_000, coBorrowerIncome: 40_000 }), 0))
    // Unchanged: a partner's amount with its own noun is that noun's.
    const saved = await converse('i make 110k, my husband 90k saved for the down, at 4.4, what can we buy')
    expect(saved.content).toContain(formatCAD(afford({}), 0))
  })
})

describe('a term and an amortization side by side', () => {
  const pay = (rate: number, years: number) =>
    formatCAD(mortgagePayment({ principal: 410_000, annualRatePct: rate, amortizationYears: years }).payment)

  it('reads many years after a term’s kind as the amortization', async () => {
    const r = await converse('410k at 4.05 5 year variable 20 years, monthly?')
    expect(r.content).toContain(pay(4.05, 20))
    expect(r.content).not.toContain('I used a 25-year amortization')
  })

  it('reads a product named by its few years with its rate as that rate’s term', async () => {
    const r = await converse('410k at 4.05 over 20 years', 'and the 3 year at 3.79?')
    expect(r.content).toContain(pay(3.79, 20))
    // Unchanged: a few years alone are the amortization asked.
    expect((await converse('410k at 4.05 over 20 years', 'what about 10 years')).content).toContain(pay(4.05, 10))
  })
})

describe('a home’s deal in other words than mortgage', () => {
  it('is never steered away as another subject', async () => {
    for (const q of [
      'can my sister be added to the title later',
      'the seller has not discharged his loan before closing, what now',
    ]) {
      const r = await converse(q)
      expect(r.kind, q).not.toBe('off-topic')
    }
  })

  it('still steers away from other subjects and other products', async () => {
    expect((await converse('who won the hockey game last night')).kind).toBe('off-topic')
    expect((await converse('best credit card for travel points')).kind).toBe('off-topic')
  })
})

describe('prepaying named in so many words', () => {
  it('answers the prepayment privileges, a penalty avoided being no penalty asked', async () => {
    expect((await converse('is there a limit to prepaying before a penalty kicks in')).entryId).toBe('prepayment')
    expect((await converse('what are my prepayment options without penalties')).entryId).toBe('prepayment')
  })

  it('still answers the penalty when it is named as one or the mortgage is left', async () => {
    expect((await converse('how big is a prepayment penalty usually')).entryId).toBe('breaking-penalty')
    expect((await converse('can i prepay the whole thing if i sell, any penalty')).entryId).toBe('breaking-penalty')
  })
})

describe('a short follow-up on the topic just answered', () => {
  it('answers that topic when only question words point back, a computation’s cue aside', async () => {
    expect(
      (await converse('how does a home equity line of credit work', 'how much could we get from it')).entryId,
    ).toBe('heloc')
  })

  it('answers that topic when it is the closest to the follow-up, and offers it when second', async () => {
    expect((await converse('tell me about reverse mortgages', 'any age requirement')).entryId).toBe('reverse-mortgage')
    const second = await converse('tell me about reverse mortgages', 'is there a minimum age')
    expect(second.kind).toBe('clarify')
    expect(second.choices?.map((c) => c.entryId)).toContain('reverse-mortgage')
  })

  it('leaves a new topic of its own alone', async () => {
    expect((await converse('tell me about reverse mortgages', 'what is a heloc')).entryId).toBe('heloc')
  })
})

describe('the insured price cap in its own words', () => {
  it('answers the default insurance entry, which names the cap', async () => {
    for (const q of ['what is the highest price cmhc will insure', 'is there a ceiling on insured home prices']) {
      const r = await converse(q)
      expect(r.entryId, q).toBe('default-insurance')
    }
    // Unchanged: a premium asked with a price is still computed.
    expect((await converse('cmhc premium on 600k with 30k down')).kind).toBe('computed')
  })
})

describe('a retired homeowner', () => {
  it('points to reverse mortgages as an age of 55 or more does', async () => {
    const r = await converse('both retired now, looking to access our home equity while skipping monthly payments')
    expect(r.entryId).toBe('reverse-mortgage')
  })

  it('still gets the topic named, and the income entry when an income is asked about', async () => {
    expect((await converse('im retired, can my pension count as income for a mortgage')).entryId).toBe(
      'qualifying-income',
    )
    expect((await converse('retired couple, should we refinance to renovate')).entryId).toBe('refinance')
  })
})

describe('a monthly amount the visitor pays now', () => {
  it('is no income: it is named as unused, as said', async () => {
    const r = await converse('i am paying 3,400 a month now on 560k at 5.3, what would it be over 25 years')
    expect(r.entryId).toBe('payment')
    expect(r.content).toContain('I did not use $3,400')
    expect(r.content).not.toContain('40,800')
  })

  it('leaves a monthly income as an income', async () => {
    const r = await converse('i make 6,500 a month, 50k down, at 4.2 what can i afford')
    expect(r.content).toContain('an income of $78,000 a year')
  })
})
