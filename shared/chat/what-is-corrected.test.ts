// Corrections and values said aloud (docs/decisions/274): "sorry i meant …", "make that …", a value
// ruled out beside the one meant, a decimal point between number words, and how long a visitor has
// worked or lived somewhere. Phrasings here are none of the evaluation's.
import { describe, expect, it } from 'vitest'
import { formatCAD, mortgagePayment } from '#shared/finance/index.ts'
import { conversation } from './evaluation/converse'
import { loadChatEngine } from './index'
import { readQuantities } from './numbers'
import { parseMessage } from './slots'

const engine = await loadChatEngine()
const converse = conversation(engine)
const monthly = (loan: number, rate: number, years: number) =>
  formatCAD(mortgagePayment({ principal: loan, annualRatePct: rate, amortizationYears: years }).payment)

describe('a correction changes one value of the last computation', () => {
  it('reads a bare number after "i meant" as the amortization, and recomputes', async () => {
    const r = await converse('monthly payment for 380k at 4.4', 'oh i meant 20')
    expect(r.entryId).toBe('payment')
    expect(r.content).toContain(monthly(380_000, 4.4, 20))
  })

  it('reads a bare amount after "sorry" in the thousands the conversation uses', async () => {
    const r = await converse('what would i pay a month on 320k at 4.1', 'sorry, 360')
    expect(r.kind).toBe('computed')
    expect(r.content).toContain(monthly(360_000, 4.1, 25))
  })

  it('never reads the value ruled out ("4.35 not 4")', async () => {
    const r = await converse('payment on 290k at 4% over 20 years', 'hold on, it is 4.35 not 4')
    expect(r.content).toContain(monthly(290_000, 4.35, 20))
    expect(r.content).not.toMatch(/over 4 years/)
  })

  it('gives a corrected percentage to the down payment when it is nearer that than the rate', async () => {
    const r = await converse('payment on a 560k condo with 10% down at 4.3', 'my bad, make that 20%')
    expect(r.content).toContain('$112,000')
    expect(r.content).toContain('4.30%')
  })

  it('keeps a corrected rate a rate ("no, 3.95")', async () => {
    const r = await converse('payment on a 560k condo with 10% down at 4.3', 'no, 3.95')
    expect(r.content).toContain('3.95%')
    expect(r.content).toContain('$56,000')
  })

  it('does not read "no down payment" or "no money down" as a correction', () => {
    expect(parseMessage('no down payment, can i still buy').correction).toBe(false)
    expect(parseMessage('no money down options?').correction).toBe(false)
    expect(parseMessage('nope, 30 years').correction).toBe(true)
  })
})

describe('a decimal point between number words', () => {
  const values = (text: string) => readQuantities(text).map((q) => [q.value, q.unit])

  it('reads "four point two five percent" and "three point nine" as one number each', () => {
    expect(values('at four point two five percent')).toEqual([[4.25, 'percent']])
    expect(values('a rate of three point nine')).toEqual([[3.9, 'number']])
    expect(values('quatre virgule cinq pour cent')).toEqual([[4.5, 'percent']])
  })

  it('leaves words that are not numbers alone ("the point of it", "five percent")', () => {
    expect(values('what is the point of a heloc')).toEqual([])
    expect(values('five percent down')).toEqual([[5, 'percent']])
  })

  it('computes a payment at a rate said in words', async () => {
    const r = await converse('payment on 410k at four point seven nine percent')
    expect(r.content).toContain('4.79%')
  })
})

describe('how long a visitor has worked or lived somewhere is no amortization', () => {
  it('reads "self employed 3 yrs" beside an income as history, at the default amortization', async () => {
    const r = await converse('been self employed 3 yrs, i make 110k, how big a mortgage could i get')
    expect(r.entryId).toBe('affordability')
    expect(r.content).toContain('25 years')
    expect(r.content).not.toContain('over 3 years')
  })

  it('leaves "4 years of tax returns" and "at my job 2 years" unplaced', () => {
    expect(parseMessage('i have 4 years of tax returns').facts.amortization).toBeUndefined()
    expect(parseMessage('worked at my job 2 years').facts.amortization).toBeUndefined()
  })

  it('still reads "over 15 years" and a lone "20 years" as the amortization', () => {
    expect(parseMessage('300k at 4.5 over 15 years').facts.amortization).toBe(15)
    expect(parseMessage('300k at 4.5, 20 years').facts.amortization).toBe(20)
  })
})

describe('monthly amounts in a long story', () => {
  it('reads "the fees are 700 a month" beside a condo as condo fees, not a debt', async () => {
    const r = await converse(
      'found a condo asking 489000, the fees are 700 a month and tax is 2900 a year, we earn 105000, can we afford it',
    )
    expect(r.entryId).toBe('affordability')
    expect(r.content).toContain('condo fees')
    expect(r.content).not.toContain('$700 a month of other debts')
  })

  it('never reads a payment the visitor can make as an income', async () => {
    const r = await converse('our payment can be 3100 a month max, how big a mortgage is that')
    expect(r.content).not.toContain('$37,200')
  })

  it('still reads a car payment a month as a debt', () => {
    expect(parseMessage('i make 80k, my car payment is 450 a month').facts.monthlyDebts).toBe(450)
  })
})
