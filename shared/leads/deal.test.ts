import { describe, expect, it } from 'vitest'
import { addMonths, defaultMaturity, leadDealSchema, termWords, withDefaultMaturity } from './deal'

const empty = { amount: null, lenderId: null, ratePct: null, termMonths: null, closingOn: null, maturityOn: null }

describe('the deal contract', () => {
  it('accepts an empty deal and a full one', () => {
    expect(leadDealSchema.safeParse(empty).success).toBe(true)
    const full = {
      amount: 450_000.5,
      lenderId: '019b76da-a800-7fff-8fff-000000000001',
      ratePct: 4.795,
      termMonths: 60,
      closingOn: '2026-12-15',
      maturityOn: '2031-12-15',
    }
    expect(leadDealSchema.parse(full)).toEqual(full)
  })

  it.each([
    [{ amount: 0 }, 'amount'],
    [{ amount: 50_000_000.01 }, 'amount'],
    [{ ratePct: 25.001 }, 'ratePct'],
    [{ ratePct: 4.1234 }, 'ratePct'],
    [{ termMonths: 6.5 }, 'termMonths'],
    [{ closingOn: '2026-13-01' }, 'closingOn'],
    [{ closingOn: '2027-01-01', maturityOn: '2027-01-01' }, 'maturityOn'],
    [{ lenderId: 'td' }, 'lenderId'],
  ])('refuses %j naming %s', (over, field) => {
    const result = leadDealSchema.safeParse({ ...empty, ...over })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual([field])
  })

  it('the rate may be 0 and 25; the amount may be the cap', () => {
    for (const ratePct of [0, 25]) expect(leadDealSchema.safeParse({ ...empty, ratePct }).success).toBe(true)
    expect(leadDealSchema.safeParse({ ...empty, amount: 50_000_000 }).success).toBe(true)
  })
})

describe('maturity by default', () => {
  it('adds months, keeping the day or the last day of a shorter month', () => {
    expect(addMonths('2026-12-15', 60)).toBe('2031-12-15')
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28')
    expect(addMonths('2027-11-30', 3)).toBe('2028-02-29')
    expect(addMonths('2026-08-31', 18)).toBe('2028-02-29')
  })

  it('is closing + term only when both are known and no maturity was written', () => {
    expect(defaultMaturity('2026-12-15', null)).toBeNull()
    expect(defaultMaturity(null, 60)).toBeNull()
    expect(withDefaultMaturity({ ...empty, closingOn: '2026-12-15', termMonths: 36 }).maturityOn).toBe('2029-12-15')
    expect(
      withDefaultMaturity({ ...empty, closingOn: '2026-12-15', termMonths: 36, maturityOn: '2029-11-01' }).maturityOn,
    ).toBe('2029-11-01')
  })
})

describe('term in words', () => {
  it.each([
    [6, '6 months'],
    [12, '1 year'],
    [18, '1 year 6 months'],
    [60, '5 years'],
    [61, '5 years 1 month'],
  ])('%i months → %s', (months, words) => expect(termWords(months)).toBe(words))
})
