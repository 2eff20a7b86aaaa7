import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readFixture } from '#tests/support/fixtures.ts'
import { FEED_JSON_OPTIONS, ONTARIO_5Y_FIXED, PROVINCE_PAGE_COLUMNS } from '#tests/support/rate-source-server.ts'
import { type RateSource, rateSourceSchema } from '#worker/domain/rate-sources.ts'
import { type ScrapeOptions, scrapeSources } from './scrape'

// The whole pipeline (safeFetch → parser → validation) against the fixtures, served by a
// real HTTP server on 127.0.0.1.
const fixture = (name: string) => readFixture('rates', name)
const GOOD = fixture('brokerage-rates.html')
const BROKEN = fixture('broken-page.html')
const IMPLAUSIBLE = fixture('implausible-rates.html')
const FIXED_UP = IMPLAUSIBLE.replace('<td>45.00%</td>', '<td>4.09%</td>').replace('<td>7.25%</td>', '<td>4.75%</td>')
const FEED = fixture('rates.json')

let server: Server
let base: string
const hits: string[] = []

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname
    hits.push(path)
    const html = (body: string) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      res.end(body)
    }
    switch (path) {
      case '/rates':
        return html(GOOD)
      case '/broken':
        return html(BROKEN)
      case '/ontario':
        return html(IMPLAUSIBLE)
      case '/ontario-fixed':
        return html(FIXED_UP)
      case '/feed.json':
        res.writeHead(200, { 'content-type': 'application/json' })
        return res.end(FEED)
      case '/slow': {
        const t = setTimeout(() => html(GOOD), 1500)
        res.on('close', () => clearTimeout(t))
        return
      }
      case '/huge':
        res.writeHead(200, { 'content-type': 'text/html' })
        return res.end(`${GOOD}<!--${'x'.repeat(3 * 1024 * 1024)}-->`)
      case '/to-metadata':
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/iam/' })
        return res.end()
      case '/error':
        res.writeHead(500)
        return res.end('Internal Server Error')
      default:
        res.writeHead(404)
        res.end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

const NOW = new Date('2025-11-20T06:00:00.000Z')
const local: ScrapeOptions = { allowPrivate: true, now: () => NOW }

const NATIONAL_COLUMNS = {
  province: 'Province',
  term: 'Term',
  mortgageType: 'Mortgage Type',
  posted: 'Bank Posted Rate',
  ours: 'Our Best Rate',
}
function htmlSource(id: string, path: string, options: object = { columns: NATIONAL_COLUMNS }): RateSource {
  return rateSourceSchema.parse({ id, url: `${base}${path}`, parser: 'html-table', options })
}
const ontarioSource = (path: string) =>
  htmlSource('ontario', path, {
    province: 'ON',
    table: { index: 0 },
    columns: PROVINCE_PAGE_COLUMNS,
  })
const feedSource = () =>
  rateSourceSchema.parse({
    id: 'feed',
    url: `${base}/feed.json?key=SECRET-KEY`,
    parser: 'json',
    options: FEED_JSON_OPTIONS,
  })

describe('scrapeSources', () => {
  it('good page → every row, stamped with the source and one scrape time', async () => {
    const res = await scrapeSources([htmlSource('national', '/rates')], local)
    expect(res.ok).toBe(true)
    expect(res.rows).toHaveLength(311)
    expect(res.problems).toEqual([])
    expect(res.perSource).toEqual([{ id: 'national', ok: true, count: 311, error: null, skipped: expect.any(Array) }])
    expect(res.rows.every((r) => r.source_url === `${base}/rates` && r.scraped_at === NOW)).toBe(true)
    expect(res.rows).toContainEqual({
      ...ONTARIO_5Y_FIXED,
      source_url: `${base}/rates`,
      scraped_at: NOW,
    })
  })

  it('JSON feed → rows; the key in its query string never reaches source_url', async () => {
    const res = await scrapeSources([feedSource()], local)
    expect(res.ok).toBe(true)
    expect(res.rows).toHaveLength(48)
    expect(res.rows.every((r) => r.source_url === `${base}/feed.json`)).toBe(true)
  })

  it('several sources that do not overlap → all their rows', async () => {
    const res = await scrapeSources([feedSource(), ontarioSource('/ontario-fixed')], local)
    expect(res.ok).toBe(true)
    expect(res.rows).toHaveLength(48 + 24)
    expect(res.perSource.map((s) => [s.id, s.ok, s.count])).toEqual([
      ['feed', true, 48],
      ['ontario', true, 24],
    ])
  })

  it('broken page → ok:false, nothing returned, the reason named', async () => {
    const res = await scrapeSources([htmlSource('national', '/broken')], local)
    expect(res.ok).toBe(false)
    expect(res.rows).toEqual([])
    expect(res.perSource[0]).toMatchObject({ id: 'national', ok: false, count: 0, reason: 'parse' })
    expect(res.perSource[0]?.error).toMatch(/^parse: rates table not found/)
  })

  it('slow upstream → timeout', async () => {
    const res = await scrapeSources([htmlSource('national', '/slow')], { ...local, timeoutMs: 200 })
    expect(res).toMatchObject({ ok: false, rows: [] })
    expect(res.perSource[0]).toMatchObject({ ok: false, reason: 'timeout' })
  })

  it('oversize page → too-large', async () => {
    const res = await scrapeSources([htmlSource('national', '/huge')], local)
    expect(res).toMatchObject({ ok: false, rows: [] })
    expect(res.perSource[0]).toMatchObject({ ok: false, reason: 'too-large' })
  })

  it('implausible values → ok:false with the problems listed', async () => {
    const res = await scrapeSources([ontarioSource('/ontario')], local)
    expect(res).toMatchObject({ ok: false, rows: [] })
    const report = res.perSource[0]
    expect(report).toMatchObject({ ok: false, reason: 'invalid' })
    expect(report?.problems).toEqual([
      'Ontario 5 year fixed Conventional: our rate 45 is outside 0–25 %',
      'Ontario 3 year variable High-Ratio: our rate 7.25 is above the posted rate 6.45',
    ])
  })

  it('the same page with those two cells corrected passes (the check is about the values)', async () => {
    const res = await scrapeSources([ontarioSource('/ontario-fixed')], local)
    expect(res.ok).toBe(true)
    expect(res.rows).toHaveLength(24)
    expect(res.rows.every((r) => r.province === 'Ontario')).toBe(true)
  })

  it('all or nothing: one failing source empties the whole result', async () => {
    const res = await scrapeSources([htmlSource('national', '/rates'), ontarioSource('/ontario')], local)
    expect(res.ok).toBe(false)
    expect(res.rows).toEqual([])
    expect(res.problems).toEqual(['failed sources: ontario'])
    expect(res.perSource.map((s) => [s.id, s.ok, s.count])).toEqual([
      ['national', true, 311],
      ['ontario', false, 0],
    ])
  })

  it('two sources giving the same rate → rejected as duplicates', async () => {
    const res = await scrapeSources([htmlSource('national', '/rates'), feedSource()], local)
    expect(res.ok).toBe(false)
    expect(res.rows).toEqual([])
    expect(res.perSource.every((s) => s.ok)).toBe(true)
    expect(res.problems[0]).toBe('359 rates (at most 312 expected)')
    expect(res.problems[1]).toBe('British Columbia 1 year fixed Conventional: listed more than once')
  })

  it('two sources for the same province → duplicates, even within the row-count bounds', async () => {
    const second = { ...ontarioSource('/ontario-fixed'), id: 'ontario-mirror' }
    const res = await scrapeSources([ontarioSource('/ontario-fixed'), second], local)
    expect(res).toMatchObject({ ok: false, rows: [] })
    expect(res.problems).toHaveLength(24)
    expect(res.problems.every((p) => p.endsWith('listed more than once'))).toBe(true)
  })

  it('applies the combined row-count bounds', async () => {
    const res = await scrapeSources([ontarioSource('/ontario-fixed')], { ...local, minRows: 100 })
    expect(res).toMatchObject({ ok: false, rows: [], problems: ['only 24 rates (at least 100 expected)'] })
  })

  it('a redirect to the metadata address is not followed', async () => {
    hits.length = 0
    const res = await scrapeSources([htmlSource('national', '/to-metadata')], local)
    expect(res.perSource[0]).toMatchObject({ ok: false, reason: 'redirect-blocked' })
    expect(hits).toEqual(['/to-metadata'])
  })

  it('an upstream 500 → http-error', async () => {
    const res = await scrapeSources([htmlSource('national', '/error')], local)
    expect(res.perSource[0]).toMatchObject({
      ok: false,
      reason: 'http-error',
      error: expect.stringContaining('HTTP 500'),
    })
  })

  it('production rules: a loopback source is refused unless allowPrivate', async () => {
    hits.length = 0
    const res = await scrapeSources([htmlSource('national', '/rates')], { now: () => NOW })
    expect(res.perSource[0]).toMatchObject({ ok: false, reason: 'private-address' })
    expect(hits).toEqual([])
  })

  it('an explicit allow-list refuses sources outside it', async () => {
    const res = await scrapeSources([htmlSource('national', '/rates')], { ...local, allowHosts: ['rates.example.com'] })
    expect(res.perSource[0]).toMatchObject({ ok: false, reason: 'blocked-host' })
  })

  it('no sources → ok:false', async () => {
    expect(await scrapeSources([], local)).toMatchObject({
      ok: false,
      rows: [],
      problems: ['no rate sources configured'],
    })
  })

  it('uses the injected fetch', async () => {
    const seen: string[] = []
    const fetchImpl: typeof fetch = async (input) => {
      seen.push(String(input))
      return new Response(FIXED_UP, { headers: { 'content-type': 'text/html' } })
    }
    const source = rateSourceSchema.parse({
      id: 'remote',
      url: 'https://rates.example.com/on',
      parser: 'html-table',
      options: {
        province: 'ON',
        columns: PROVINCE_PAGE_COLUMNS,
      },
    })
    const res = await scrapeSources([source], { fetchImpl, now: () => NOW })
    expect(res.ok).toBe(true)
    expect(seen).toEqual(['https://rates.example.com/on'])
    expect(res.rows[0]?.source_url).toBe('https://rates.example.com/on')
  })
})
