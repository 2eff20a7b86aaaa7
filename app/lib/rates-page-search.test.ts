import { describe, expect, it } from 'vitest'
import { PROVINCES, RATE_TYPES } from '#shared/constants/rates.ts'
import { ratesPageSearchSchema } from '#shared/schemas/rate-alerts.ts'
import { parseRatesPageSearch } from './rates-page-search'

describe('parseRatesPageSearch (the /rates URL a notification opens)', () => {
  const cases: Record<string, unknown>[] = [
    {},
    { province: 'BC', tab: 'variable' },
    { province: 'ON', tab: 'fixed' },
    { province: 'bc', tab: 'Variable' },
    { province: 'XX', tab: 'fixed' },
    { province: 42, tab: ['variable'] },
    { province: 'QC', other: 'kept out' },
    { province: 'ONT', tab: 'fixedd' },
    ...PROVINCES.flatMap((p) => RATE_TYPES.map((tab) => ({ province: p.code, tab }))),
  ]
  it.each(cases)('agrees with ratesPageSearchSchema for %o', (input) => {
    expect(parseRatesPageSearch(input)).toEqual(ratesPageSearchSchema.parse(input))
  })
  it('keeps a known province and tab, drops the rest', () => {
    expect(parseRatesPageSearch({ province: 'BC', tab: 'variable' })).toEqual({ province: 'BC', tab: 'variable' })
    expect(parseRatesPageSearch({ province: 'XX', tab: 'sideways' })).toEqual({})
  })
})
