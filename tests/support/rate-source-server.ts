/**
 * A local rate-source server for tests and the bench (Node only, never imported by the worker):
 * serves the pages in tests/fixtures/rates on 127.0.0.1 at a free port, plus a slow page, an oversize page
 * and a redirect to the cloud metadata address. `setPage` swaps what a path serves, so a test
 * can make a source change or break between two runs.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readFixture } from './fixtures'

const fixture = (name: string) => readFixture('rates', name)

export type FixtureServer = {
  base: string
  /** Paths requested so far. */
  hits: string[]
  setPage: (path: string, body: string, contentType?: string) => void
  close: () => Promise<void>
}

/** Column mapping of fixtures/brokerage-rates.html (311 valid rows, every province). */
export const NATIONAL_COLUMNS = {
  province: 'Province',
  term: 'Term',
  mortgageType: 'Mortgage Type',
  posted: 'Bank Posted Rate',
  ours: 'Our Best Rate',
} as const

/** Column mapping of fixtures/implausible-rates.html and of per-province pages (a fixed province). */
export const PROVINCE_PAGE_COLUMNS = {
  term: 'Term',
  rateType: 'Rate Type',
  mortgageType: 'Mortgage Type',
  posted: 'Posted',
  ours: 'Our Rate',
} as const

/** JSON parser options for fixtures/rates.json (48 rows: 3 provinces). */
export const FEED_JSON_OPTIONS = {
  path: 'data.rates',
  fields: {
    province: 'province.code',
    term: 'product.term',
    rateType: 'product.type',
    mortgageType: 'category',
    posted: 'rates.posted',
    ours: 'rates.best',
  },
} as const

/** Ontario's 5-year fixed conventional rate as the fixture pages give it, parsed. */
export const ONTARIO_5Y_FIXED = {
  province: 'Ontario',
  term: '5 year',
  rate_type: 'fixed',
  mortgage_type: 'Conventional',
  posted_rate: 6.09,
  our_rate: 4.09,
} as const

/** A source config for the national page at `path` of the server. */
export function nationalSource(base: string, path = '/rates', id = 'national') {
  return { id, url: `${base}${path}`, parser: 'html-table' as const, options: { columns: { ...NATIONAL_COLUMNS } } }
}

export async function startFixtureServer(): Promise<FixtureServer> {
  const pages = new Map<string, { body: string; type: string }>([
    ['/rates', { body: fixture('brokerage-rates.html'), type: 'text/html; charset=utf-8' }],
    ['/broken', { body: fixture('broken-page.html'), type: 'text/html; charset=utf-8' }],
    ['/ontario', { body: fixture('implausible-rates.html'), type: 'text/html; charset=utf-8' }],
    ['/feed.json', { body: fixture('rates.json'), type: 'application/json' }],
  ])
  const hits: string[] = []
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname
    hits.push(path)
    const page = pages.get(path)
    if (page) {
      res.writeHead(200, { 'content-type': page.type })
      return res.end(page.body)
    }
    switch (path) {
      case '/slow': {
        const t = setTimeout(() => {
          res.writeHead(200, { 'content-type': 'text/html' })
          res.end(pages.get('/rates')!.body)
        }, 20_000)
        res.on('close', () => clearTimeout(t))
        return
      }
      case '/huge':
        res.writeHead(200, { 'content-type': 'text/html' })
        return res.end(`${pages.get('/rates')!.body}<!--${'x'.repeat(3 * 1024 * 1024)}-->`)
      case '/to-metadata':
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' })
        return res.end()
      case '/error':
        res.writeHead(500)
        return res.end('Internal Server Error')
      default:
        res.writeHead(404)
        return res.end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    base,
    hits,
    setPage: (path, body, type = 'text/html; charset=utf-8') => void pages.set(path, { body, type }),
    close: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
