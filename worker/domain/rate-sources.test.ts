import { describe, expect, it } from 'vitest'
import { normalizeProvince, parseRateSourcesConfig, rateSourcesSchema } from './rate-sources'

const html = {
  id: 'maple-key',
  url: 'https://www.maplekey.example/rates',
  parser: 'html-table',
  options: {
    table: { attribute: { name: 'data-rates' } },
    columns: { province: 'Province', term: 'Term', posted: 'Posted', ours: 'Our Rate' },
  },
}
const json = {
  id: 'feed',
  url: 'https://api.example.com/v1/rates?key=abc',
  parser: 'json',
  options: { path: 'data.rates', province: 'ON', fields: { term: 'term', ours: 'best' }, minRows: 4 },
}

const parse = (v: unknown) => parseRateSourcesConfig(JSON.stringify(v))
const errorOf = (v: unknown) => {
  const res = parse(v)
  if (res.ok) throw new Error('expected the configuration to be refused')
  return res.error
}

describe('parseRateSourcesConfig', () => {
  it('accepts html-table and json sources', () => {
    const res = parse([html, json])
    expect(res.ok).toBe(true)
    if (!res.ok) return
    expect(res.sources.map((s) => [s.id, s.parser])).toEqual([
      ['maple-key', 'html-table'],
      ['feed', 'json'],
    ])
    const [first] = res.sources
    expect(first?.parser === 'html-table' && first.options.table?.attribute?.name).toBe('data-rates')
  })

  it('refuses a missing, empty or non-JSON value without throwing', () => {
    expect(parseRateSourcesConfig(undefined)).toEqual({ ok: false, error: 'RATE_SOURCES is not set' })
    expect(parseRateSourcesConfig('  ')).toEqual({ ok: false, error: 'RATE_SOURCES is not set' })
    expect(parseRateSourcesConfig('[')).toMatchObject({ ok: false, error: expect.stringContaining('not valid JSON') })
    expect(parse([])).toEqual({ ok: false, error: 'RATE_SOURCES lists no sources' })
  })

  it('refuses non-http URLs', () => {
    expect(errorOf([{ ...html, url: 'file:///etc/passwd' }])).toContain('url')
    expect(errorOf([{ ...html, url: 'javascript:alert(1)' }])).toContain('url')
  })

  it('refuses unknown parsers and unknown keys', () => {
    expect(errorOf([{ ...html, parser: 'xpath' }])).toContain('parser')
    expect(errorOf([{ ...html, extra: true }])).toContain('extra')
    expect(errorOf([{ ...html, options: { ...html.options, selector: 'table.rates' } }])).toContain('selector')
  })

  it('needs a province column or a fixed province', () => {
    const { province: _p, ...columns } = html.options.columns
    expect(errorOf([{ ...html, options: { ...html.options, columns } }])).toContain(
      'Map a province column or set a fixed province',
    )
    expect(parse([{ ...html, options: { ...html.options, columns, province: 'Quebec' } }]).ok).toBe(true)
    expect(errorOf([{ ...html, options: { ...html.options, columns, province: 'Atlantis' } }])).toContain(
      'Unknown province',
    )
  })

  it('needs the term and our rate mapped', () => {
    expect(
      errorOf([{ ...html, options: { ...html.options, columns: { province: 'Province', term: 'Term' } } }]),
    ).toContain('ours')
    expect(errorOf([{ ...json, options: { ...json.options, fields: { ours: 'best' } } }])).toContain('term')
  })

  it('only accepts data- attributes for picking a table', () => {
    const bad = { ...html, options: { ...html.options, table: { attribute: { name: 'onclick' } } } }
    expect(errorOf([bad])).toContain('data- attribute')
  })

  it('checks enums, counts and duplicate ids', () => {
    expect(errorOf([{ ...json, options: { ...json.options, rateType: 'hybrid' } }])).toContain('rateType')
    expect(errorOf([{ ...json, options: { ...json.options, minRows: 50, maxRows: 10 } }])).toContain('minRows')
    expect(errorOf([html, { ...json, id: 'maple-key' }])).toContain('Duplicate source id "maple-key"')
    expect(errorOf([{ ...html, id: 'Has Spaces' }])).toContain('id')
  })
})

describe('saved sources refuse bad text in every string (decision 021)', () => {
  const valid = {
    id: 'national',
    url: 'https://rates.example.test/today',
    parser: 'html-table',
    options: {
      table: { caption: 'Rates', attribute: { name: 'data-rates', value: 'x' } },
      columns: { term: 'Term', ours: 'Our Rate', province: 'Province' },
    },
  }
  type Path = (string | number)[]
  const stringPaths = (value: unknown, path: Path = []): Path[] =>
    typeof value === 'string'
      ? [path]
      : value && typeof value === 'object'
        ? Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...path, k]))
        : []

  it.each(['\ud800', '\u0000', '\u202e', '\u2066'])(
    '%j anywhere but the parser name is refused, naming the field',
    (bad) => {
      expect(rateSourcesSchema.safeParse([valid]).success).toBe(true)
      for (const path of stringPaths(valid).filter((p) => p.join('.') !== 'parser')) {
        const copy = structuredClone(valid) as Record<string, unknown>
        let node = copy
        for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>
        const key = path.at(-1)!
        node[key] = `${String(node[key]).slice(0, 1)}${bad}${String(node[key]).slice(1)}`
        const result = rateSourcesSchema.safeParse([copy])
        expect(result.success, path.join('.')).toBe(false)
        expect(result.error?.issues.map((i) => i.path.join('.'))).toContain(['0', ...path].join('.'))
      }
    },
  )
})

describe('normalizeProvince', () => {
  it.each([
    ['ON', 'Ontario'],
    ['on', 'Ontario'],
    ['Ontario', 'Ontario'],
    [' ONTARIO ', 'Ontario'],
    ['Québec', 'Quebec'],
    ['QC', 'Quebec'],
    ['Newfoundland & Labrador', 'Newfoundland and Labrador'],
    ['Newfoundland and Labrador', 'Newfoundland and Labrador'],
    ['NL', 'Newfoundland and Labrador'],
    ['P.E.I.', 'Prince Edward Island'],
    ['Yukon Territory', 'Yukon'],
    ['N.W.T.', 'Northwest Territories'],
    ['British\u00a0Columbia', 'British Columbia'],
  ])('%s → %s', (raw, name) => {
    expect(normalizeProvince(raw)).toBe(name)
  })

  it.each(['', 'Atlantis', 'XX', 'Canada'])('%s is not a province', (raw) => {
    expect(normalizeProvince(raw)).toBeNull()
  })
})
