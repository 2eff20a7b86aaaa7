import { describe, expect, it } from 'vitest'
import { extendedAmortizationOpenTo, RULES_TABLE, rulesInForce, toIsoDate } from './rules'

describe('toIsoDate', () => {
  it('keeps a valid YYYY-MM-DD string', () => {
    expect(toIsoDate('2024-12-15')).toBe('2024-12-15')
  })

  it('rejects malformed and impossible dates', () => {
    expect(() => toIsoDate('2024-2-1')).toThrow(RangeError)
    expect(() => toIsoDate('2024-02-30')).toThrow(RangeError)
    expect(() => toIsoDate('15/12/2024')).toThrow(RangeError)
    expect(() => toIsoDate(new Date('nonsense'))).toThrow(RangeError)
  })

  it('reads a Date as the calendar date in Ontario', () => {
    // 03:00 UTC on Dec 15 is still 22:00 on Dec 14 in Toronto.
    expect(toIsoDate(new Date('2024-12-15T03:00:00Z'))).toBe('2024-12-14')
    expect(toIsoDate(new Date('2024-12-15T12:00:00Z'))).toBe('2024-12-15')
    // Summer time (UTC-4).
    expect(toIsoDate(new Date('2024-08-01T03:59:00Z'))).toBe('2024-07-31')
    expect(toIsoDate(new Date('2024-08-01T04:00:00Z'))).toBe('2024-08-01')
  })

  it('defaults to today', () => {
    expect(toIsoDate()).toBe(toIsoDate(new Date()))
    expect(rulesInForce().asOf).toBe(toIsoDate(new Date()))
  })
})

describe('rulesInForce', () => {
  it('switches the insured price cap on 2024-12-15', () => {
    expect(rulesInForce('2024-12-14').downPayment.insuredPriceCap).toBe(1_000_000)
    expect(rulesInForce('2024-12-15').downPayment.insuredPriceCap).toBe(1_500_000)
  })

  it('opens 30-year insured amortization on 2024-08-01 to first-time buyers of new builds, on 2024-12-15 to either', () => {
    expect(rulesInForce('2024-07-31').insurance.extendedAmortization).toBeNull()
    const both = { maxYears: 30, surchargePct: 0.2, eligibility: 'first-time-buyer-and-new-build' }
    const either = { maxYears: 30, surchargePct: 0.2, eligibility: 'first-time-buyer-or-new-build' }
    expect(rulesInForce('2024-08-01').insurance.extendedAmortization).toEqual(both)
    expect(rulesInForce('2024-12-14').insurance.extendedAmortization).toEqual(both)
    expect(rulesInForce('2024-12-15').insurance.extendedAmortization).toEqual(either)
  })

  it('extendedAmortizationOpenTo: both conditions under the 2024-08-01 row, either under the 2024-12-15 row', () => {
    const open = (date: string, buyer: { firstTimeBuyer?: boolean; newBuild?: boolean }) =>
      extendedAmortizationOpenTo(rulesInForce(date).insurance.extendedAmortization, buyer)
    const everyone = { firstTimeBuyer: true, newBuild: true }
    expect(open('2024-07-31', everyone)).toBe(false)
    for (const date of ['2024-08-01', '2024-12-14']) {
      expect(open(date, everyone)).toBe(true)
      expect(open(date, { firstTimeBuyer: true })).toBe(false)
      expect(open(date, { newBuild: true })).toBe(false)
    }
    for (const date of ['2024-12-15', '2026-11-23']) {
      expect(open(date, everyone)).toBe(true)
      expect(open(date, { firstTimeBuyer: true })).toBe(true)
      expect(open(date, { newBuild: true })).toBe(true)
      expect(open(date, {})).toBe(false)
    }
  })

  it('picks the Toronto tiers by date', () => {
    const top = (date: string) => rulesInForce(date).torontoLandTransferTax.brackets.at(-1)?.pct
    expect(top('2023-12-31')).toBe(2.5)
    expect(top('2024-01-01')).toBe(7.5)
    expect(top('2026-03-31')).toBe(7.5)
    expect(top('2026-04-01')).toBe(8.6)
  })

  it('keeps the stress test floor and buffer as data', () => {
    expect(rulesInForce('2025-06-01').stressTest).toMatchObject({ bufferPct: 2, floorPct: 5.25 })
  })

  it('uses the earliest entry for dates before the table starts', () => {
    expect(rulesInForce('2000-01-01').downPayment).toBe(RULES_TABLE.downPayment[0])
  })

  it('returns the asOf date it used', () => {
    expect(rulesInForce(new Date('2025-03-01T17:00:00Z')).asOf).toBe('2025-03-01')
  })
})

describe('RULES_TABLE shape', () => {
  it('has every timeline sorted by date', () => {
    for (const timeline of Object.values(RULES_TABLE) as (readonly { from: string }[])[]) {
      const dates = timeline.map((entry) => entry.from)
      expect(dates).toEqual([...dates].sort())
      expect(new Set(dates).size).toBe(dates.length)
    }
  })

  it('has tax brackets ascending and open-ended', () => {
    for (const rule of [...RULES_TABLE.ontarioLandTransferTax, ...RULES_TABLE.torontoLandTransferTax]) {
      const limits = rule.brackets.map((b) => b.upTo)
      expect(limits).toEqual([...limits].sort((a, b) => a - b))
      expect(limits.at(-1)).toBe(Infinity)
    }
  })

  it('has insurance rows ascending in loan-to-value and premium', () => {
    for (const rule of RULES_TABLE.insurance) {
      const ltv = rule.premiums.map((r) => r.maxLtvPct)
      const pct = rule.premiums.map((r) => r.premiumPct)
      expect(ltv).toEqual([65, 75, 80, 85, 90, 95])
      expect(pct).toEqual([...pct].sort((a, b) => a - b))
    }
  })
})
