import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { landTransferTax, marginalTax, provinceCode } from './land-transfer-tax'

const NOW = '2026-06-01'
const ontario = (price: number, extra: Partial<Parameters<typeof landTransferTax>[0]> = {}) =>
  landTransferTax({ price, province: 'ON', inToronto: false, firstTimeBuyer: false, asOf: NOW, ...extra })

describe('Ontario land transfer tax', () => {
  it.each([
    [55_000, 275],
    [250_000, 2_225],
    [400_000, 4_475],
    [500_000, 6_475],
    [1_000_000, 16_475],
    [2_000_000, 36_475],
    [3_500_000, 73_975],
  ])('$%d → $%d', (price, tax) => {
    expect(ontario(price)).toEqual({
      provincial: tax,
      municipal: 0,
      provincialRebate: 0,
      municipalRebate: 0,
      total: tax,
    })
  })

  it('refunds first-time buyers up to $4,000', () => {
    expect(ontario(500_000, { firstTimeBuyer: true })).toMatchObject({ provincialRebate: 4_000, total: 2_475 })
    // Fully refunded up to $368,333: 4,475 − (400,000 − 368,333) × 1.5 %.
    expect(ontario(368_000, { firstTimeBuyer: true })).toMatchObject({
      provincial: 3_995,
      provincialRebate: 3_995,
      total: 0,
    })
  })

  it('accepts a code or a full name, any case', () => {
    for (const province of ['ON', 'on', 'Ontario', ' ONTARIO ']) {
      expect(landTransferTax({ price: 500_000, province, inToronto: false, firstTimeBuyer: false }).total).toBe(6_475)
    }
  })
})

describe('Toronto municipal land transfer tax', () => {
  it('matches Ontario up to $2M and adds to it', () => {
    expect(ontario(500_000, { inToronto: true })).toMatchObject({ provincial: 6_475, municipal: 6_475, total: 12_950 })
    expect(ontario(2_000_000, { inToronto: true }).municipal).toBe(36_475)
  })

  it('uses the 2026 tiers from 2026-04-01: $3.5M → $83,475', () => {
    expect(ontario(3_500_000, { inToronto: true })).toEqual({
      provincial: 73_975,
      municipal: 83_475,
      provincialRebate: 0,
      municipalRebate: 0,
      total: 157_450,
    })
    // 61,475 at $3M, then 4.40 / 5.45 / 6.50 / 7.55 / 8.60 %.
    expect(ontario(5_000_000, { inToronto: true }).municipal).toBe(61_475 + 44_000 + 54_500)
    expect(ontario(25_000_000, { inToronto: true }).municipal).toBe(
      61_475 + 44_000 + 54_500 + 325_000 + 755_000 + 430_000,
    )
  })

  it('uses the 2024 tiers until 2026-03-31', () => {
    const at = (asOf: string) => ontario(3_500_000, { inToronto: true, asOf }).municipal
    expect(at('2024-01-01')).toBe(61_475 + 17_500)
    expect(at('2026-03-31')).toBe(61_475 + 17_500)
    expect(at('2026-04-01')).toBe(83_475)
    // Before 2024: a flat 2.5 % above $2M.
    expect(at('2023-12-31')).toBe(36_475 + 37_500)
  })

  it('rebates first-time buyers up to $4,475', () => {
    expect(ontario(500_000, { inToronto: true, firstTimeBuyer: true })).toEqual({
      provincial: 6_475,
      municipal: 6_475,
      provincialRebate: 4_000,
      municipalRebate: 4_475,
      total: 4_475,
    })
    expect(ontario(400_000, { inToronto: true, firstTimeBuyer: true })).toMatchObject({
      municipalRebate: 4_475,
      total: 475,
    })
  })
})

describe('other provinces', () => {
  it('returns zeros with a note, by code or name', () => {
    for (const [province, name] of [
      ['BC', 'British Columbia'],
      ['british columbia', 'British Columbia'],
      ['Québec', 'Quebec'],
      ['qc', 'Quebec'],
    ]) {
      expect(landTransferTax({ price: 800_000, province: province!, inToronto: true, firstTimeBuyer: true })).toEqual({
        provincial: 0,
        municipal: 0,
        provincialRebate: 0,
        municipalRebate: 0,
        total: 0,
        note: `Land transfer tax for ${name} is not yet supported.`,
      })
    }
  })

  it('says so for an unknown province too', () => {
    expect(landTransferTax({ price: 1, province: 'Atlantis', inToronto: false, firstTimeBuyer: false }).note).toContain(
      '"Atlantis"',
    )
  })
})

describe('helpers and edges', () => {
  it('provinceCode maps codes and names, else null', () => {
    expect(provinceCode('Newfoundland and Labrador')).toBe('NL')
    expect(provinceCode('yt')).toBe('YT')
    expect(provinceCode('Ontario ')).toBe('ON')
    expect(provinceCode('XX')).toBeNull()
  })

  it('marginalTax is 0 at 0 and rejects impossible prices in landTransferTax', () => {
    expect(marginalTax(0, [{ upTo: Infinity, pct: 2 }])).toBe(0)
    expect(() => ontario(-1)).toThrow(RangeError)
    expect(() => ontario(Number.NaN)).toThrow(RangeError)
  })

  it('never falls as the price rises, and total = taxes − rebates', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3_000_000_000 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom('2023-06-01', '2025-06-01', '2026-06-01'),
        (priceCents, extraCents, inToronto, firstTimeBuyer, asOf) => {
          const input = { province: 'ON', inToronto, firstTimeBuyer, asOf }
          const a = landTransferTax({ ...input, price: priceCents / 100 })
          const b = landTransferTax({ ...input, price: (priceCents + extraCents) / 100 })
          expect(b.provincial).toBeGreaterThanOrEqual(a.provincial)
          expect(b.municipal).toBeGreaterThanOrEqual(a.municipal)
          expect(b.total).toBeGreaterThanOrEqual(a.total)
          expect(Math.round(a.total * 100)).toBe(
            Math.round((a.provincial + a.municipal - a.provincialRebate - a.municipalRebate) * 100),
          )
          expect(a.total).toBeGreaterThanOrEqual(0)
        },
      ),
    )
  })
})
