import { describe, expect, it } from 'vitest'
import { PROVINCES } from '#shared/constants/rates.ts'
import { readFixture } from '#tests/support/fixtures.ts'
import { ONTARIO_5Y_FIXED } from '#tests/support/rate-source-server.ts'
import { type HtmlTableOptions, htmlTableOptionsSchema } from '#worker/domain/rate-sources.ts'
import type { ParsedRate, ParseResult } from './normalize'
import { parseHtmlTable } from './parse-html-table'

const fixture = (name: string) => readFixture('rates', name)

/** Options go through the same zod schema production uses. */
const opts = (o: unknown): HtmlTableOptions => htmlTableOptionsSchema.parse(o)

const NATIONAL = opts({
  table: { attribute: { name: 'data-rates', value: 'provincial' } },
  columns: {
    province: 'Province',
    term: 'Term',
    mortgageType: 'Mortgage Type',
    posted: 'Bank Posted Rate',
    ours: 'Our Best Rate',
  },
})

function rowsOf(res: ParseResult): ParsedRate[] {
  if (!res.ok) throw new Error(`parse failed: ${res.error}`)
  return res.rows
}

const find = (rows: ParsedRate[], p: string, term: string, type: string, mt: string) =>
  rows.find((r) => r.province === p && r.term === term && r.rate_type === type && r.mortgage_type === mt)

describe('the brokerage rates page fixture', () => {
  const html = fixture('brokerage-rates.html')

  it('reads every province × term × rate type × mortgage type row of the rates table', () => {
    const rows = rowsOf(parseHtmlTable(html, NATIONAL))
    // 13 × 4 × 2 × 3 = 312, less Nunavut 7-year variable refinance, which is marked "—".
    expect(rows).toHaveLength(311)
    for (const p of PROVINCES) {
      const n = rows.filter((r) => r.province === p.name).length
      expect(n, p.name).toBe(p.code === 'NU' ? 23 : 24)
    }
    expect(find(rows, 'Nunavut', '7 year', 'variable', 'Refinance')).toBeUndefined()
  })

  it('normalises cells: rowspan provinces, entities, nested tags, % signs, term spellings', () => {
    const rows = rowsOf(parseHtmlTable(html, NATIONAL))
    expect(find(rows, 'Ontario', '5 year', 'fixed', 'Conventional')).toMatchObject({
      posted_rate: 6.09,
      our_rate: 4.09,
    })
    // "7&nbsp;Year <small>Fixed</small>" and "<span class="rate">…%</span><sup>*</sup>"
    expect(find(rows, 'Ontario', '7 year', 'fixed', 'High-Ratio')).toMatchObject({ posted_rate: 6.4, our_rate: 4.29 })
    // "5-yr <em>Variable</em>", Qu&eacute;bec
    expect(find(rows, 'Quebec', '5 year', 'variable', 'Refinance')).toMatchObject({ posted_rate: 6.45, our_rate: 4.65 })
    // "Newfoundland &amp; Labrador", the last row of its 24-row span
    expect(find(rows, 'Newfoundland and Labrador', '7 year', 'variable', 'Refinance')).toMatchObject({ our_rate: 5.1 })
    expect(find(rows, 'Yukon', '1 year', 'fixed', 'Conventional')).toMatchObject({ our_rate: 5.61 })
  })

  it('skips, with a note, the rows the site does not list', () => {
    const res = parseHtmlTable(html, NATIONAL)
    expect(res.ok).toBe(true)
    if (!res.ok) return
    expect(res.skipped).toEqual(
      expect.arrayContaining([
        expect.stringContaining('term "2 year" is not listed'),
        expect.stringContaining('term "10 year" is not listed'),
        expect.stringContaining('open term "6 Month Open"'),
        expect.stringContaining('not offered'),
      ]),
    )
    expect(res.rows.some((r) => r.term === '2 year' || r.term === '10 year')).toBe(false)
  })

  it('ignores the table markup inside a <script>', () => {
    const rows = rowsOf(parseHtmlTable(html, NATIONAL))
    expect(rows.some((r) => r.posted_rate === 9.99 || r.our_rate === 0.99)).toBe(false)
  })

  it('finds the table by its header alone when no table filter is given', () => {
    const auto = opts({ columns: NATIONAL.columns })
    expect(rowsOf(parseHtmlTable(html, auto))).toEqual(rowsOf(parseHtmlTable(html, NATIONAL)))
  })

  it('finds the table by caption', () => {
    const byCaption = opts({ ...NATIONAL, table: { caption: 'mortgage rates by province' } })
    expect(rowsOf(parseHtmlTable(html, byCaption))).toHaveLength(311)
  })

  it('finds the table by index, and says so when that table is not a rates table', () => {
    expect(rowsOf(parseHtmlTable(html, opts({ ...NATIONAL, table: { index: 1 } })))).toHaveLength(311)
    const wrong = parseHtmlTable(html, opts({ ...NATIONAL, table: { index: 0 } }))
    expect(wrong).toMatchObject({ ok: false })
    if (!wrong.ok) expect(wrong.error).toContain('"Province"')
  })

  it('reports a filter that matches no table', () => {
    const res = parseHtmlTable(
      html,
      opts({ ...NATIONAL, table: { attribute: { name: 'data-rates', value: 'national' } } }),
    )
    expect(res).toEqual({ ok: false, error: 'no table matches attribute data-rates="national"' })
  })

  it('fails on the truncated page: the rates table is missing', () => {
    const res = parseHtmlTable(fixture('broken-page.html'), opts({ columns: NATIONAL.columns }))
    expect(res).toMatchObject({ ok: false })
    if (!res.ok) expect(res.error).toMatch(/rates table not found/)
  })
})

describe('HTML quirks', () => {
  const perProvince = (extra: object = {}) =>
    opts({ province: 'ON', columns: { term: 'Term', rateType: 'Type', posted: 'Posted', ours: 'Our Rate' }, ...extra })

  it('reads a table without tbody, with unclosed cells and upper-case tags', () => {
    const html = `<TABLE>
      <TR><TH>Term<TH>Type<TH>Posted<TH>Our Rate
      <TR><TD>5 Year<TD>Fixed<TD>6.09%<TD>4.09%
      <TR><TD>3 Year<TD>Variable<TD>6.45%<TD>4.95%
    </TABLE>`
    expect(rowsOf(parseHtmlTable(html, perProvince()))).toEqual([
      ONTARIO_5Y_FIXED,
      {
        province: 'Ontario',
        term: '3 year',
        rate_type: 'variable',
        mortgage_type: 'Conventional',
        posted_rate: 6.45,
        our_rate: 4.95,
      },
    ])
  })

  it('reads text through nested tags, entities and odd whitespace', () => {
    const html = `<table><thead><tr><th><span>Term</span></th><th>Type</th><th>Posted</th><th><strong>Our&nbsp;Rate</strong>&nbsp;(%)</th></tr></thead>
      <tr><td>
            <a href="/5"><span class="n">5</span>&#8209;<span>Year</span></a>
          </td><td><em>Fixed</em></td><td>6&#46;09&#37;</td><td><strong>4.09</strong><span class="pct">%</span><sup>†</sup></td></tr>
      <tr><td>7<br>Year</td><td>fixed</td><td>6.40 %</td><td>4.49&nbsp;%</td></tr>
    </table>`
    const rows = rowsOf(parseHtmlTable(html, perProvince()))
    expect(rows.map((r) => [r.term, r.posted_rate, r.our_rate])).toEqual([
      ['5 year', 6.09, 4.09],
      ['7 year', 6.4, 4.49],
    ])
  })

  it('skips a title row spanning the table above the header, and keeps columns aligned', () => {
    const html = `<table>
      <tr><th colspan="4">Ontario rates — updated daily</th></tr>
      <tr><th>Term</th><th>Type</th><th>Posted</th><th>Our Rate</th></tr>
      <tr><td>1 Year</td><td>Fixed</td><td>6.09</td><td>5.49</td></tr>
    </table>`
    expect(rowsOf(parseHtmlTable(html, perProvince()))).toMatchObject([
      { term: '1 year', posted_rate: 6.09, our_rate: 5.49 },
    ])
  })

  it('lines data up under a two-row header with rowspan and colspan', () => {
    const html = `<table><thead>
      <tr><th rowspan="2">Term</th><th rowspan="2">Type</th><th colspan="2">Rates</th></tr>
      <tr><th>Posted</th><th>Our Rate</th></tr></thead>
      <tbody><tr><td>5 Year</td><td>Fixed</td><td>6.09</td><td>4.09</td></tr></tbody>
    </table>`
    expect(rowsOf(parseHtmlTable(html, perProvince()))).toMatchObject([
      { term: '5 year', posted_rate: 6.09, our_rate: 4.09 },
    ])
  })

  it('treats a data cell spanning both rate columns as "not offered"', () => {
    const html = `<table>
      <tr><th>Term</th><th>Type</th><th>Posted</th><th>Our Rate</th></tr>
      <tr><td>7 Year</td><td>Variable</td><td colspan="2">Not offered</td></tr>
      <tr><td>5 Year</td><td>Variable</td><td>6.45</td><td>4.45</td></tr>
    </table>`
    const res = parseHtmlTable(html, perProvince())
    expect(rowsOf(res)).toMatchObject([{ term: '5 year', rate_type: 'variable', our_rate: 4.45 }])
    if (res.ok) expect(res.skipped).toEqual([expect.stringContaining('not offered')])
  })

  it('carries a rowspan cell down, and a row header in <th> is a data cell', () => {
    const html = `<table>
      <tr><th>Term</th><th>Type</th><th>Posted</th><th>Our Rate</th></tr>
      <tr><th scope="row" rowspan="2">5 Year</th><td>Fixed</td><td>6.09</td><td>4.09</td></tr>
      <tr><td>Variable</td><td>6.45</td><td>4.45</td></tr>
    </table>`
    expect(rowsOf(parseHtmlTable(html, perProvince())).map((r) => [r.term, r.rate_type, r.our_rate])).toEqual([
      ['5 year', 'fixed', 4.09],
      ['5 year', 'variable', 4.45],
    ])
  })

  it('does not read the rows of a table nested in a cell', () => {
    const html = `<table>
      <tr><th>Term</th><th>Type</th><th>Posted</th><th>Our Rate</th></tr>
      <tr><td>5 Year</td><td>Fixed</td><td>6.09</td><td>4.09<table><tr><td>3 Year</td><td>Fixed</td><td>1</td><td>1</td></tr></table></td></tr>
    </table>`
    const rows = rowsOf(parseHtmlTable(html, perProvince()))
    expect(rows.map((r) => r.term)).toEqual(['5 year'])
  })

  it('infers the rate type from the term text when there is no type column', () => {
    const html = `<table><tr><th>Term</th><th>Posted</th><th>Our Rate</th></tr>
      <tr><td>5 Year Fixed</td><td>6.09</td><td>4.09</td></tr>
      <tr><td>5 Year Variable</td><td>6.45</td><td>4.45</td></tr></table>`
    const o = opts({ province: 'Quebec', columns: { term: 'Term', posted: 'Posted', ours: 'Our Rate' } })
    expect(rowsOf(parseHtmlTable(html, o)).map((r) => [r.province, r.rate_type])).toEqual([
      ['Quebec', 'fixed'],
      ['Quebec', 'variable'],
    ])
  })

  it('prefers an exact header over one that merely contains the text', () => {
    const html = `<table><tr><th>Posted Rate</th><th>Term</th><th>Rate</th></tr>
      <tr><td>6.09</td><td>5 Year Fixed</td><td>4.09</td></tr></table>`
    const o = opts({ province: 'ON', columns: { term: 'term', posted: 'posted rate', ours: 'rate' } })
    expect(rowsOf(parseHtmlTable(html, o))).toMatchObject([{ posted_rate: 6.09, our_rate: 4.09 }])
  })

  it('matches headers ignoring case, accents and punctuation; "contains" picks an untaken column', () => {
    const html = `<table><tr><th>TERME / Term</th><th>Posted Rate (%)</th><th>Our Rate (%)</th></tr>
      <tr><td>3-year fixed</td><td>6.05</td><td>4.19</td></tr></table>`
    const o = opts({ province: 'ON', columns: { term: 'term', posted: 'Posted Rate', ours: 'rate' } })
    expect(rowsOf(parseHtmlTable(html, o))).toMatchObject([{ term: '3 year', posted_rate: 6.05, our_rate: 4.19 }])
  })

  it('uses the first row as the header when the table has no <th>', () => {
    const html = `<table><tr><td>Term</td><td>Our Rate</td></tr><tr><td>1 yr fixed</td><td>5.49</td></tr></table>`
    const o = opts({ province: 'ON', columns: { term: 'Term', ours: 'Our Rate' } })
    expect(rowsOf(parseHtmlTable(html, o))).toMatchObject([{ term: '1 year', posted_rate: 5.49, our_rate: 5.49 }])
  })

  it('passes odd values through for validation to judge', () => {
    const html = `<table><tr><th>Province</th><th>Term</th><th>Our Rate</th></tr>
      <tr><td>Atlantis</td><td>5 year fixed</td><td>45%</td></tr></table>`
    const o = opts({ columns: { province: 'Province', term: 'Term', ours: 'Our Rate' } })
    expect(rowsOf(parseHtmlTable(html, o))).toMatchObject([{ province: 'Atlantis', our_rate: 45 }])
  })

  it('says what is missing', () => {
    expect(parseHtmlTable('<p>No rates today</p>', perProvince())).toEqual({
      ok: false,
      error: 'no <table> in the page',
    })
    const res = parseHtmlTable('<table><tr><th>Term</th><th>Posted</th></tr></table>', perProvince())
    expect(res).toMatchObject({ ok: false })
    if (!res.ok) {
      expect(res.error).toContain('"Type"')
      expect(res.error).toContain('"Our Rate"')
      expect(res.error).not.toContain('"Term"')
    }
  })
})
