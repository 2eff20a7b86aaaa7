import { describe, expect, it } from 'vitest'
import { buildRow, normalizeMortgageType, normalizeRateType, normalizeTerm, parseRate } from './normalize'

describe('normalizeTerm', () => {
  it.each([
    ['5 year', '5 year', null],
    ['5-year', '5 year', null],
    ['5-Year', '5 year', null],
    ['5 Year Fixed', '5 year', 'fixed'],
    ['5 yr', '5 year', null],
    ['5yr', '5 year', null],
    ['5 Yrs.', '5 year', null],
    ['5Y', '5 year', null],
    ['  7\u00a0Year  ', '7 year', null],
    ['Five-Year Variable', '5 year', 'variable'],
    ['3 Year ARM', '3 year', 'variable'],
    ['1 Year Fixed Closed', '1 year', 'fixed'],
    ['12 months', '1 year', null],
    ['60-month fixed', '5 year', 'fixed'],
    ['5', '5 year', null],
    ['5 (fixed)', '5 year', 'fixed'],
    ['10 Year', '10 year', null],
  ])('%s → %s (%s)', (raw, term, rateType) => {
    expect(normalizeTerm(raw)).toMatchObject({ term, rateType, open: false })
  })

  it.each(['6 months', 'Prime + 1', 'HELOC', '', 'Someone to call', '2.5 years'])(
    '%s is not a whole-year term',
    (raw) => {
      expect(normalizeTerm(raw).term).toBeNull()
    },
  )

  it('flags open terms, but not "closed" ones', () => {
    expect(normalizeTerm('6 Month Open').open).toBe(true)
    expect(normalizeTerm('1 Year Open').open).toBe(true)
    expect(normalizeTerm('5 Year Closed').open).toBe(false)
  })
})

describe('normalizeRateType / normalizeMortgageType', () => {
  it('reads rate types', () => {
    expect(normalizeRateType('Fixed')).toBe('fixed')
    expect(normalizeRateType('VARIABLE')).toBe('variable')
    expect(normalizeRateType('Adjustable (ARM)')).toBe('variable')
    expect(normalizeRateType('Hybrid')).toBeNull()
  })

  it.each([
    ['Conventional', 'Conventional'],
    ['Uninsured', 'Conventional'],
    ['High-Ratio', 'High-Ratio'],
    ['high ratio', 'High-Ratio'],
    ['High-Ratio (Insured)', 'High-Ratio'],
    ['Insured', 'High-Ratio'],
    ['Refinance', 'Refinance'],
    ['Refi', 'Refinance'],
    ['Insurable', null],
    ['Rental', null],
  ])('%s → %s', (raw, type) => {
    expect(normalizeMortgageType(raw)).toBe(type)
  })
})

describe('parseRate', () => {
  it.each([
    ['4.79', 4.79],
    ['4.79%', 4.79],
    [' 4,79 % ', 4.79],
    ['4.79%*', 4.79],
    ['45.00%', 45],
    [4.79, 4.79],
  ])('%s → %s', (raw, n) => {
    expect(parseRate(raw)).toBe(n)
  })

  it.each(['', '—', '-', 'N/A', 'Call us', null, undefined])('%s → not offered', (raw) => {
    expect(parseRate(raw)).toBeNull()
  })

  it('turns non-rate JSON values into NaN, for validation to reject', () => {
    expect(parseRate(true)).toBeNaN()
    expect(parseRate({ value: 4.79 })).toBeNaN()
    expect(parseRate(Number.POSITIVE_INFINITY)).toBeNaN()
  })
})

describe('buildRow', () => {
  const base = {
    province: 'ON',
    term: '5 Year',
    rateType: 'Fixed',
    mortgageType: 'Insured',
    posted: '6.09%',
    ours: '4.09',
  }

  it('normalises every field', () => {
    expect(buildRow(base, {})).toEqual({
      row: {
        province: 'Ontario',
        term: '5 year',
        rate_type: 'fixed',
        mortgage_type: 'High-Ratio',
        posted_rate: 6.09,
        our_rate: 4.09,
      },
    })
  })

  it('takes the rate type from the term text when there is no column, else from the defaults', () => {
    const { rateType: _r, ...noType } = base
    expect(buildRow({ ...noType, term: '3-Year Variable' }, { rateType: 'fixed' })).toMatchObject({
      row: { rate_type: 'variable' },
    })
    expect(buildRow(noType, { rateType: 'fixed' })).toMatchObject({ row: { rate_type: 'fixed' } })
    expect(buildRow(noType, {})).toMatchObject({ row: { rate_type: '' } })
  })

  it('a column wins over the term text', () => {
    expect(buildRow({ ...base, term: '5 Year Variable', rateType: 'Fixed' }, {})).toMatchObject({
      row: { rate_type: 'fixed' },
    })
  })

  it('uses the fixed province and mortgage type, with Conventional as the last resort', () => {
    const raw = { term: '5 year', ours: '4.09', posted: '6.09' }
    expect(buildRow(raw, { province: 'BC', rateType: 'fixed' })).toMatchObject({
      row: { province: 'British Columbia', mortgage_type: 'Conventional' },
    })
    expect(buildRow(raw, { province: 'BC', rateType: 'fixed', mortgageType: 'Refinance' })).toMatchObject({
      row: { mortgage_type: 'Refinance' },
    })
  })

  it('passes an unknown province through for validation to reject', () => {
    expect(buildRow({ ...base, province: 'Atlantis' }, {})).toMatchObject({ row: { province: 'Atlantis' } })
  })

  it('uses our rate as the posted rate when no posted column is mapped', () => {
    const { posted: _p, ...noPosted } = base
    expect(buildRow(noPosted, {})).toMatchObject({ row: { posted_rate: 4.09, our_rate: 4.09 } })
  })

  it.each([
    [{ term: '' }, 'without a term'],
    [{ term: '6 Month Open' }, 'open term'],
    [{ term: 'HELOC' }, 'not a term'],
    [{ term: '10 Year' }, 'not listed'],
    [{ rateType: 'Hybrid' }, 'rate type "Hybrid"'],
    [{ mortgageType: 'Insurable' }, 'mortgage type "Insurable"'],
    [{ ours: 'N/A' }, 'not offered'],
    [{ posted: '' }, 'no posted rate'],
  ])('skips %o (%s)', (patch, why) => {
    const res = buildRow({ ...base, ...patch }, {})
    expect(res).toHaveProperty('skip')
    if ('skip' in res) expect(res.skip).toContain(why)
  })
})
