// What visitors whose situation is not the textbook one ask (docs/decisions/295): the causes found
// in the eleventh independent set. Phrasings here are none of the evaluation's.
import { describe, expect, it } from 'vitest'
import { formatCAD, insurancePremium, mortgagePayment } from '#shared/finance/index.ts'
import { conversation } from './evaluation/converse'
import { EVALUATION_AS_OF } from './evaluation/fixture'
import { loadChatEngine } from './index'
import { parseMessage } from './slots'
import { normalise } from './text'

const engine = await loadChatEngine()
const converse = conversation(engine)
const facts = (text: string) => parseMessage(normalise(text)).facts

describe('an income said by what the tax return shows, or by the partner who earns it', () => {
  it('reads an amount declared or reported as an income', () => {
    expect(facts('i do contract work, 64k declared last year, 40k saved').incomes).toEqual([64_000])
    expect(facts('my t4 job pays cash mostly, 38k reported, wife earns 57k').incomes).toEqual([38_000, 57_000])
  })

  it('reads a partner named with what they do, right before an amount, as their income', () => {
    expect(facts('i make 72k, my bf is an electrician 88k, 40k down').incomes).toEqual([72_000, 88_000])
    expect(facts('70k salary and gf 45k').incomes).toEqual([70_000, 45_000])
  })

  it('leaves a partner’s savings, a price and an age where they were', () => {
    expect(facts('my husband is a plumber, 60k saved for the down')).toEqual({ down: { amount: 60_000 } })
    expect(facts('my wife is 52, the condo is 480k').price).toBe(480_000)
    expect(facts('my wife is 52, the condo is 480k').incomes).toBeUndefined()
  })

  it('computes the household’s affordability from both', async () => {
    const r = await converse('i freelance, 66k declared, my gf is a paramedic 74k, 50k down, at 4.4 what can we buy')
    expect(r.entryId).toBe('affordability')
    expect(r.content).toContain('$140,000 ($66,000 + $74,000)')
  })
})

describe('a correction’s one amount replaces the amount it is nearest to', () => {
  /** The insured monthly payment at today's insured 5-year fixed (3.68 %) over 25 years. */
  const insured = (price: number, down: number) => {
    const { premium } = insurancePremium({ price, downPayment: down, amortizationYears: 25, asOf: EVALUATION_AS_OF })
    return formatCAD(
      mortgagePayment({ principal: price - down + premium, annualRatePct: 3.68, amortizationYears: 25 }).payment,
    )
  }

  it('is the down payment when the down payment is nearer', async () => {
    const r = await converse('monthly for a 620k townhouse, 40k down', 'whoops, 80k')
    expect(r.entryId).toBe('payment')
    expect(r.content).toContain(insured(620_000, 80_000))
  })

  it('is still the price when the price is nearer', async () => {
    const r = await converse('monthly for a 620k townhouse, 40k down', 'sorry, 640k')
    expect(r.content).toContain(insured(640_000, 40_000))
  })

  it('is the income when the income is nearer', async () => {
    const r = await converse('we earn 85k with 40k down, how much can we afford at 4.3', 'oops, 95k')
    expect(r.entryId).toBe('affordability')
    expect(r.content).toContain('$95,000')
    expect(r.content).toContain('$40,000 down')
  })
})

describe('a follow-up that gives nothing and names a topic that is no computation', () => {
  it('answers that topic, not the last figure again', async () => {
    const ported = await converse(
      'penalty to leave my fixed early, 410k owing at 4.6, 30 months left',
      'could i port it',
    )
    expect(ported.entryId).toBe('porting')
    const reverse = await converse(
      'house is worth 1.1m, we owe 250k, how much can we pull out',
      'and a reverse mortgage, how would that compare',
    )
    expect(reverse.entryId).toBe('reverse-mortgage')
  })

  it('still recomputes a follow-up that changes a number or a kind', async () => {
    const years = await converse('payment on 430k at 4.2', 'and over 30 years instead')
    expect(years.kind).toBe('computed')
    expect(years.entryId).toBe('payment')
    const weekly = await converse('payment on 430k at 4.2', 'what about weekly')
    expect(weekly.kind).toBe('computed')
  })
})

describe('a term’s rate given after a penalty', () => {
  it('is the lender’s rate today the differential compares with, even said with "now"', async () => {
    const r = await converse(
      'penalty to break my fixed at 5.5, owe 300k, 24 months left',
      'the bank’s 2 year rate today is 4.6',
    )
    expect(r.entryId).toBe('breaking-penalty')
    // 300,000 × (5.5 − 4.6) % × 24 / 12
    expect(r.content).toContain('$5,400.00')
  })

  it('still lists today’s rates when a rate is asked, not given', async () => {
    const r = await converse(
      'penalty to break my fixed at 5.5, owe 300k, 24 months left',
      'what is your 2 year rate now',
    )
    expect(r.kind).toBe('rates')
  })
})

describe('closing costs with first-time buyer refunds', () => {
  it('say the land transfer tax left to pay after the refunds', async () => {
    // Ontario tax on 600,000: 8,475, less the 4,000 refund
    const en = await converse('closing costs on a 600k house in kingston, first time buyer, 60k down')
    expect(en.entryId).toBe('closing-costs')
    expect(en.content).toContain('$4,475')
    const fr = await converse(
      'frais de clôture pour une maison de 600 000 $ à kingston, premier achat, 60 000 $ de mise de fonds',
    )
    expect(fr.content).toMatch(/4\s475\s\$ de droits à payer/)
  })

  it('name no tax to pay when no refund applies', async () => {
    const r = await converse('closing costs on a 600k house in kingston, 60k down, not a first time buyer')
    expect(r.content).not.toContain('tax to pay')
  })
})

describe('a bare number after today’s rate of a term', () => {
  it('is another term', async () => {
    const r = await converse('whats the 3 year fixed', 'and 7?')
    expect(r.kind).toBe('rates')
    expect(r.content).toContain('7 year: 4.29%')
    expect(r.content).not.toContain('3 year:')
  })

  it('is still the amortization after a payment', async () => {
    const r = await converse('payment on 380k at 4.1', 'what if i make it 30')
    expect(r.entryId).toBe('payment')
    expect(r.content).toContain('over 30 years')
  })
})

describe('a short follow-up whose best topic is the one just answered', () => {
  it('goes on with that topic rather than asking between it and the next', async () => {
    const r = await converse('im self employed, how do lenders see my income', '2 or 3 years of tax returns?')
    expect(r.entryId).toBe('self-employed')
    const shortened = await converse('im self employed, how do lenders see my income', 'how many yrs of tax returns')
    expect(shortened.entryId).toBe('self-employed')
  })

  it('still answers another topic the follow-up names', async () => {
    const r = await converse('i run my own business, what do lenders want from me', 'what is the stress test')
    expect(r.entryId).toBe('stress-test')
  })
})

describe('a tradesperson or an investment weighed against a home', () => {
  it('is steered back: a service and advice we do not give', async () => {
    for (const q of [
      'do you know a good electrician for our kitchen reno',
      'could you suggest movers for our house move',
      'is crypto safer than buying a condo',
    ]) {
      const r = await converse(q)
      expect(r.kind, q).toBe('off-topic')
    }
  })

  it('still answers paying for the work, or a rental weighed for its own sake', async () => {
    const reno = await converse('we found a contractor, how do we finance the reno')
    expect(reno.entryId).toBe('renovation-financing')
    const rental = await converse('is buying a rental property a good investment')
    expect(rental.kind).not.toBe('off-topic')
  })
})

describe('words of credit trouble and of a farm the entries had not', () => {
  it('lead to the credit score and the rural homes entries', async () => {
    const collections = await converse('my credit report shows collections, will lenders care')
    expect(collections.entryId).toBe('credit-score')
    // Well clear of the confidence gate (it was at its edge without the word).
    expect(collections.confidence).toBeGreaterThan(0.7)
    expect((await converse('can we get a mortgage on a farmhouse with some land')).entryId).toBe('rural-land')
  })

  it('leave a credit card and a credit score asked alone where they were', async () => {
    expect((await converse('best cash back credit card')).kind).toBe('off-topic')
    expect((await converse('what credit score do i need')).entryId).toBe('credit-score')
  })
})

describe('a street number said with a shortened street type', () => {
  it('is an address, never the rate (the type is a word the speller keeps)', async () => {
    const r = await converse('we bought at 8 birch cres in 2018, payment on the new 400k mortgage at 4.4')
    expect(r.entryId).toBe('payment')
    expect(r.content).toContain('at 4.40%')
    expect(r.content).not.toContain('8.00%')
  })

  it('leaves a rate said with "at" alone a rate', () => {
    expect(facts('payment on 400k at 8 over 25 years').rate).toBe(8)
  })
})

describe('a relative on the title after a comma', () => {
  it('is co-signing or co-owning, not legal advice', async () => {
    const r = await converse('thinking of buying with my brother, both of us on the title')
    expect(r.entryId).toBe('co-signer')
  })

  it('leaves a partner taken off the title to the buy-out', async () => {
    const r = await converse('my husband and i separated, how do i get him off the title')
    expect(r.entryId).toBe('separation')
  })
})

describe('income lowered by write-offs', () => {
  it('is the self-employed question, not an affordability on the figures said', async () => {
    const r = await converse(
      'i run a cleaning company, grossed 95,000 but after write offs my taxable is around 45,000, will a bank look at me',
    )
    expect(r.entryId).toBe('self-employed')
  })

  it('leaves an affordability asked of a self-employed income computed', async () => {
    const r = await converse('im self employed 3 years, 110k income, what can i borrow')
    expect(r.kind).toBe('computed')
    expect(r.entryId).toBe('affordability')
  })
})

describe('money taken out of a home for a purpose', () => {
  it('asks about taking it out, not the purpose’s computation', async () => {
    const r = await converse('our condo is paid off and worth 700k, how can we get cash out for our son’s down payment')
    expect(r.entryId).not.toBe('down-payment')
  })

  it('leaves a down payment asked with its own numbers computed', async () => {
    const r = await converse('we have 50k saved, how much money do we need for the down payment on 600k')
    expect(r.entryId).toBe('down-payment')
    expect(r.kind).toBe('computed')
  })
})
