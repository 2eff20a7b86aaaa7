import { describe, expect, it } from 'vitest'
import { readFixture } from '#tests/support/fixtures.ts'
import { FEED_JSON_OPTIONS } from '#tests/support/rate-source-server.ts'
import { type JsonOptions, jsonOptionsSchema } from '#worker/domain/rate-sources.ts'
import { getPath, parseRateJson } from './parse-json'

const opts = (o: unknown): JsonOptions => jsonOptionsSchema.parse(o)

const FEED = opts(FEED_JSON_OPTIONS)

describe('parseRateJson on the feed fixture', () => {
  const text = readFixture('rates', 'rates.json')

  it('maps nested fields to rate rows', () => {
    const res = parseRateJson(text, FEED)
    expect(res.ok).toBe(true)
    if (!res.ok) return
    // 3 provinces × 4 terms × 2 rate types × 2 mortgage types
    expect(res.rows).toHaveLength(48)
    expect(new Set(res.rows.map((r) => r.province))).toEqual(new Set(['British Columbia', 'Alberta', 'Quebec']))
    expect(res.rows).toContainEqual({
      province: 'British Columbia',
      term: '1 year',
      rate_type: 'fixed',
      mortgage_type: 'High-Ratio',
      posted_rate: 6.09,
      our_rate: 5.31,
    })
    expect(res.rows).toContainEqual({
      province: 'Quebec',
      term: '7 year',
      rate_type: 'variable',
      mortgage_type: 'Conventional',
      posted_rate: 6.7,
      our_rate: 4.9,
    })
  })

  it('skips open terms and rates that are not offered, naming the item', () => {
    const res = parseRateJson(text, FEED)
    if (!res.ok) throw new Error(res.error)
    expect(res.skipped).toEqual([
      expect.stringMatching(/^item 5: open term "6 Month Open"/),
      expect.stringMatching(/^item 49: term "10 year" is not listed/),
    ])
  })
})

describe('parseRateJson', () => {
  it('reads an array at the root, with fixed province and rate type', () => {
    const text = JSON.stringify([
      { term: '5 yr', posted: 6.09, rate: '4.09%' },
      { term: '3 yr', posted: 6.05, rate: 4.19 },
    ])
    const o = opts({ province: 'MB', rateType: 'fixed', fields: { term: 'term', posted: 'posted', ours: 'rate' } })
    expect(parseRateJson(text, o)).toEqual({
      ok: true,
      skipped: [],
      rows: [
        {
          province: 'Manitoba',
          term: '5 year',
          rate_type: 'fixed',
          mortgage_type: 'Conventional',
          posted_rate: 6.09,
          our_rate: 4.09,
        },
        {
          province: 'Manitoba',
          term: '3 year',
          rate_type: 'fixed',
          mortgage_type: 'Conventional',
          posted_rate: 6.05,
          our_rate: 4.19,
        },
      ],
    })
  })

  it('keeps a wrongly typed rate as NaN so validation rejects it', () => {
    const text = JSON.stringify([{ term: '5 year fixed', rate: true }])
    const res = parseRateJson(text, opts({ province: 'ON', fields: { term: 'term', ours: 'rate' } }))
    expect(res.ok && res.rows[0]?.our_rate).toBeNaN()
  })

  it('skips items that are not objects', () => {
    const text = JSON.stringify([null, 'x', [1], { term: '5 year fixed', rate: 4.09 }])
    const res = parseRateJson(text, opts({ province: 'ON', fields: { term: 'term', ours: 'rate' } }))
    expect(res).toMatchObject({ ok: true, rows: [{ our_rate: 4.09 }] })
    if (res.ok) expect(res.skipped).toHaveLength(3)
  })

  it('fails on bad JSON and on a path that is not an array', () => {
    const o = opts({ province: 'ON', path: 'data.rates', fields: { term: 'term', ours: 'rate' } })
    expect(parseRateJson('{"data": {"rates": [', o)).toMatchObject({
      ok: false,
      error: expect.stringContaining('not valid JSON'),
    })
    expect(parseRateJson('<html>maintenance</html>', o)).toMatchObject({ ok: false })
    expect(parseRateJson('{"data": {"rates": {}}}', o)).toEqual({ ok: false, error: 'no array at "data.rates"' })
    expect(parseRateJson('{"data": {}}', o)).toEqual({ ok: false, error: 'no array at "data.rates"' })
  })
})

describe('getPath', () => {
  it('walks own properties and array indices only', () => {
    const doc = { a: { b: [{ c: 1 }] } }
    expect(getPath(doc, 'a.b.0.c')).toBe(1)
    expect(getPath(doc, 'a.x.c')).toBeUndefined()
    expect(getPath(doc, 'a.constructor')).toBeUndefined()
    expect(getPath(doc, '__proto__')).toBeUndefined()
  })
})
