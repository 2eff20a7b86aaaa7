import { describe, expect, it } from 'vitest'
import { BRAND_POLICIES } from '#shared/config/brand-policies.ts'
import { isErasable, retainUntil } from './retention'

describe('retainUntil', () => {
  it('keeps an archived lead for the brokerage’s years, 6 by default, to the millisecond', () => {
    expect(BRAND_POLICIES.recordsYears).toBe(6)
    expect(retainUntil(new Date('2026-11-27T20:15:30.123Z')).toISOString()).toBe('2032-11-27T20:15:30.123Z')
    expect(retainUntil(new Date('2026-11-27T20:15:30.123Z'), 7).toISOString()).toBe('2033-11-27T20:15:30.123Z')
  })

  it('an archive on 29 February is kept until 1 March, never a day short', () => {
    expect(retainUntil(new Date('2028-02-29T12:00:00Z')).toISOString()).toBe('2034-03-01T12:00:00.000Z')
    // A leap year six years on keeps the same day.
    expect(retainUntil(new Date('2024-02-29T12:00:00Z'), 4).toISOString()).toBe('2028-02-29T12:00:00.000Z')
  })

  it('refuses a period that is not a whole number of years', () => {
    expect(() => retainUntil(new Date(), -1)).toThrow(RangeError)
    expect(() => retainUntil(new Date(), 1.5)).toThrow(RangeError)
  })
})

describe('isErasable', () => {
  const now = new Date('2032-11-28T00:00:00Z')
  it('past its retention and not held: erasable; held, not yet due or not archived: kept', () => {
    expect(isErasable({ retainUntil: new Date('2032-11-27T00:00:00Z'), legalHoldAt: null }, now)).toBe(true)
    expect(isErasable({ retainUntil: now, legalHoldAt: null }, now)).toBe(true)
    expect(isErasable({ retainUntil: new Date('2032-11-27T00:00:00Z'), legalHoldAt: new Date() }, now)).toBe(false)
    expect(isErasable({ retainUntil: new Date('2032-11-29T00:00:00Z'), legalHoldAt: null }, now)).toBe(false)
    expect(isErasable({ retainUntil: null, legalHoldAt: null }, now)).toBe(false)
  })
})
