import { describe, expect, it } from 'vitest'
import { PROVINCES, RATE_TYPES } from '#shared/constants/rates.ts'
import { MAX_RATE_PERCENT, parseRatesPageSearch, rateAlertUrl, rateProblem } from './rates'

describe('rateProblem', () => {
  it('takes a positive rate up to the bound with at most three decimals', () => {
    expect(rateProblem(4.25)).toBeNull()
    expect(rateProblem(4.125)).toBeNull()
    expect(rateProblem(MAX_RATE_PERCENT)).toBeNull()
    expect(rateProblem(0)).toBe('not-positive')
    expect(rateProblem(Number.NaN)).toBe('not-positive')
    expect(rateProblem(MAX_RATE_PERCENT + 0.001)).toBe('too-high')
    expect(rateProblem(4.1255)).toBe('too-precise')
  })
})

describe('parseRatesPageSearch (the /rates URL a notification opens)', () => {
  it('reads back every URL a rate alert can open', () => {
    for (const { code } of PROVINCES) {
      for (const tab of RATE_TYPES) {
        const url = new URL(rateAlertUrl(code, tab), 'https://example.test')
        expect(parseRatesPageSearch(Object.fromEntries(url.searchParams))).toEqual({ province: code, tab })
      }
    }
  })

  it('understands a province code or tab in any case', () => {
    expect(parseRatesPageSearch({ province: 'bc', tab: 'Variable' })).toEqual({ province: 'BC', tab: 'variable' })
    expect(parseRatesPageSearch({ province: ' On ' })).toEqual({ province: 'ON', tab: undefined })
  })

  it('drops what is not a known province or tab, keeping both keys', () => {
    expect(parseRatesPageSearch({})).toEqual({ province: undefined, tab: undefined })
    expect(parseRatesPageSearch({ province: 'zz', tab: 'floating' })).toEqual({ province: undefined, tab: undefined })
    expect(parseRatesPageSearch({ province: 42, tab: ['variable'], other: 'x' })).toEqual({
      province: undefined,
      tab: undefined,
    })
  })
})
