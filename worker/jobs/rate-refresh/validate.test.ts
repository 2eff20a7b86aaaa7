import { describe, expect, it } from 'vitest'
import { MORTGAGE_TYPES, PROVINCES, RATE_TYPES, TERMS } from '#shared/constants/rates.ts'
import type { ParsedRate } from './normalize'
import { DEFAULT_MAX_ROWS, DEFAULT_MIN_ROWS, validateScrape } from './validate'

/** One province's 4 terms × 2 rate types, Conventional: the smallest plausible scrape. */
function ontario(): ParsedRate[] {
  return TERMS.flatMap((term, i) =>
    RATE_TYPES.map((rate_type) => ({
      province: 'Ontario',
      term,
      rate_type,
      mortgage_type: 'Conventional',
      posted_rate: 6.09,
      our_rate: 4 + i / 10,
    })),
  )
}

function problemsOf(rows: ParsedRate[], opts = {}): string[] {
  const res = validateScrape(rows, opts)
  if (res.ok) throw new Error('expected the scrape to be rejected')
  return res.problems
}

describe('validateScrape', () => {
  it('accepts a plausible scrape and returns the rows', () => {
    const rows = ontario()
    expect(validateScrape(rows)).toEqual({ ok: true, rows })
  })

  it('defaults: at least 8 rows, at most every combination (312)', () => {
    expect(DEFAULT_MIN_ROWS).toBe(8)
    expect(DEFAULT_MAX_ROWS).toBe(312)
    expect(problemsOf(ontario().slice(0, 7))).toEqual(['only 7 rates (at least 8 expected)'])
  })

  it('accepts the full 312-row grid and refuses more than maxRows', () => {
    const all: ParsedRate[] = PROVINCES.flatMap((p) =>
      TERMS.flatMap((term) =>
        RATE_TYPES.flatMap((rate_type) =>
          MORTGAGE_TYPES.map((mortgage_type) => ({
            province: p.name,
            term,
            rate_type,
            mortgage_type,
            posted_rate: 6,
            our_rate: 5,
          })),
        ),
      ),
    )
    expect(validateScrape(all).ok).toBe(true)
    expect(problemsOf(all, { maxRows: 300 })).toEqual(['312 rates (at most 300 expected)'])
  })

  it('takes configurable counts', () => {
    expect(validateScrape(ontario().slice(0, 2), { minRows: 2 }).ok).toBe(true)
    expect(problemsOf(ontario(), { minRows: 20 })).toEqual(['only 8 rates (at least 20 expected)'])
  })

  it.each([
    [45, 'our rate 45 is outside 0–25 %'],
    [0, 'our rate 0 is outside 0–25 %'],
    [-1, 'our rate -1 is outside 0–25 %'],
    [Number.NaN, 'our rate NaN is outside 0–25 %'],
  ])('rejects our rate %s', (rate, problem) => {
    const rows = ontario()
    rows[2] = { ...rows[2]!, our_rate: rate }
    expect(problemsOf(rows)).toEqual([`Ontario 3 year fixed Conventional: ${problem}`])
  })

  it('accepts 25 % exactly and rejects a posted rate above it', () => {
    const rows = ontario()
    rows[0] = { ...rows[0]!, posted_rate: 25, our_rate: 24.5 }
    expect(validateScrape(rows).ok).toBe(true)
    rows[0] = { ...rows[0]!, posted_rate: 25.01 }
    expect(problemsOf(rows)).toEqual(['Ontario 1 year fixed Conventional: posted rate 25.01 is outside 0–25 %'])
  })

  it('allows our rate up to 0.01 above the posted rate, not more', () => {
    const rows = ontario()
    rows[1] = { ...rows[1]!, posted_rate: 4.79, our_rate: 4.8 }
    expect(validateScrape(rows).ok).toBe(true)
    rows[1] = { ...rows[1]!, posted_rate: 4.79, our_rate: 4.81 }
    expect(problemsOf(rows)).toEqual([
      'Ontario 1 year variable Conventional: our rate 4.81 is above the posted rate 4.79',
    ])
  })

  it('rejects unknown provinces, terms, rate types and mortgage types', () => {
    const rows = ontario()
    rows[0] = { ...rows[0]!, province: 'Atlantis' }
    rows[1] = { ...rows[1]!, term: '10 year' }
    rows[2] = { ...rows[2]!, rate_type: '' }
    rows[3] = { ...rows[3]!, mortgage_type: 'Insurable' }
    const problems = problemsOf(rows)
    expect(problems).toHaveLength(4)
    expect(problems[0]).toContain('unknown province "Atlantis"')
    expect(problems[1]).toContain('unknown term "10 year"')
    expect(problems[2]).toContain('unknown rate type ""')
    expect(problems[3]).toContain('unknown mortgage type "Insurable"')
  })

  it('rejects a duplicate (province, term, rate type, mortgage type)', () => {
    const rows = ontario()
    rows.push({ ...rows[4]!, our_rate: 3.99 })
    expect(problemsOf(rows)).toEqual(['Ontario 5 year fixed Conventional: listed more than once'])
  })

  it('the same term in two mortgage types is not a duplicate', () => {
    const rows = ontario()
    rows.push({ ...rows[4]!, mortgage_type: 'High-Ratio' })
    expect(validateScrape(rows).ok).toBe(true)
  })

  it('caps the problem list', () => {
    const rows = ontario().map((r) => ({ ...r, our_rate: 99 }))
    const many = [...rows, ...rows, ...rows, ...rows, ...rows].map((r) => ({ ...r }))
    const problems = problemsOf(many, { maxRows: 1000 })
    expect(problems).toHaveLength(31)
    expect(problems.at(-1)).toMatch(/^… and \d+ more$/)
  })
})
