import { describe, expect, it } from 'vitest'
import { parseRateSourcesConfig } from './sources'

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
