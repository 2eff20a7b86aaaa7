// What visitors whose situation is not the textbook one ask (docs/decisions/290): numbers that are
// no amounts, the parts of an income, whether an income counts, another product sought. Phrasings
// here are none of the evaluation's.
import { describe, expect, it } from 'vitest'
import { conversation } from './evaluation/converse'
import { loadChatEngine } from './index'
import { parseMessage } from './slots'

const engine = await loadChatEngine()
const converse = conversation(engine)

describe('numbers that are no amounts', () => {
  it('never reads a unit or a street number as a value, nor asks about it', () => {
    const p = parseMessage('a 615k condo, suite 2207 at 88 harbour street')
    expect(p.facts.price).toBe(615_000)
    expect(p.unread).toEqual([])
    expect(parseMessage('apt #5, 540k townhouse').unread).toEqual([])
  })

  it('computes the land transfer tax when the unit number is beside the price', async () => {
    const r = await converse('first home, a 1 bed for 455k in unit 1708, what is the land transfer tax')
    expect(r.kind).toBe('computed')
    expect(r.entryId).toBe('land-transfer-tax')
  })

  it('never takes an age as the amortization', () => {
    const p = parseMessage('420k at 4.2, my husband is 29')
    expect(p.facts.amortization).toBeUndefined()
    // A number of years after a person is their years, not their age.
    expect(parseMessage('at 4.2 on 420k, im 29').facts.amortization).toBeUndefined()
  })

  it('still reads a bare amortization after a rate', () => {
    expect(parseMessage('420k at 4.2 25').facts.amortization).toBe(25)
  })

  it('never takes a share owned for a down payment', () => {
    expect(parseMessage('my 35% share of our house, buying a 480k place').facts.down).toBeUndefined()
    expect(parseMessage('she owns 25% and i own the rest').facts.down).toBeUndefined()
    expect(parseMessage('we split it 60/40, worth 650k').unread).toEqual([])
  })

  it('still reads a percentage down as the down payment', () => {
    expect(parseMessage('15% down on a 480k place').facts.down).toEqual({ percent: 15 })
  })

  it('never takes months late as time left in a term, nor late payments as a value', () => {
    const p = parseMessage('4 months behind, balance 250k at 5.1')
    expect(p.facts.monthsRemaining).toBeUndefined()
    expect(p.facts.balance).toBe(250_000)
    expect(parseMessage('had 6 missed payments, 500k home').unread).toEqual([])
    expect(parseMessage('18 months left in my term, balance 250k at 5.1').facts.monthsRemaining).toBe(18)
  })
})

describe('the parts of an income', () => {
  it('adds a bonus, commission or overtime to the income said beside it', () => {
    expect(parseMessage('salary 72k plus 9k overtime and a 6k bonus').facts.incomes).toEqual([87_000])
    expect(parseMessage('60k base with 30k in commissions, what can i afford').facts.incomes).toEqual([90_000])
  })

  it('never prices a home with a bonus', async () => {
    const r = await converse('i make 88k and a 12k bonus, what can i afford')
    expect(r.entryId).toBe('affordability')
    expect(r.content).toContain('$100,000')
    expect(r.content).not.toContain('$12,000 home')
  })

  it('reads support received as an income and support paid as a debt', () => {
    const got = parseMessage('i get 900 a month in child support, salary 52k')
    expect(got.facts.incomes).toEqual([62_800])
    expect(got.facts.monthlyDebts).toBeUndefined()
    expect(parseMessage('i pay 900 a month child support, salary 52k').facts.monthlyDebts).toBe(900)
  })

  it('leaves a bonus alone as the situation when nothing is borrowed', () => {
    expect(parseMessage('can i put my 8k bonus on the down payment').facts.incomes).toBeUndefined()
    expect(parseMessage('a 8k bonus, what can i afford').facts.incomes).toEqual([8000])
  })

  it('never computes on a pension alone', () => {
    expect(parseMessage('my pension is 38k, can i qualify').facts.incomes).toBeUndefined()
    expect(parseMessage('pension 30k and i make 40k part time, what can i afford').facts.incomes).toEqual([70_000])
  })
})

describe('whether an income counts', () => {
  it('answers which earnings lenders count, not a computation on the amount', async () => {
    for (const q of [
      'will lenders count my overtime, its about 14k',
      'i get a 9k bonus each year, would the bank use it',
    ]) {
      const r = await converse(q)
      expect(r.entryId, q).toBe('qualifying-income')
    }
  })

  it('leaves work of one own to its entry', async () => {
    const r = await converse('i deliver for doordash, can lenders use that income')
    expect(r.entryId).not.toBe('qualifying-income')
  })

  it('still computes what can be borrowed when that is asked', async () => {
    const r = await converse('i make 75k plus 10k overtime, how much can i borrow')
    expect(r.entryId).toBe('affordability')
  })
})

describe('another product sought, and money put on the mortgage', () => {
  it('answers the product, not what the income would buy', async () => {
    const a = await converse('we are retired with 65k a year, could we qualify for a reverse mortgage')
    expect(a.entryId).toBe('reverse-mortgage')
    const b = await converse('i earn 58k a year, can i get a heloc on my paid off house')
    expect(b.entryId).toBe('heloc')
  })

  it('answers prepaying when a bonus is put toward the mortgage', async () => {
    const r = await converse('can i throw my 7k bonus at the mortgage without a penalty')
    expect(r.entryId).toBe('prepayment')
  })
})
