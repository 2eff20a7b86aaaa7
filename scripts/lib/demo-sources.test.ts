import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoRatesOfDay } from '#scripts/seed-data.ts'
import { parseNewsFeedsConfig } from '#worker/domain/news-feeds.ts'
import { parseRateSourcesConfig } from '#worker/domain/rate-sources.ts'
import { parseHtmlTable } from '#worker/jobs/rate-refresh/parse-html-table.ts'
import { parseFeed } from '#worker/lib/feeds/parse-feed.ts'
import { DEMO_STORIES, type DemoSources, startDemoSources } from './demo-sources'

const NOW = new Date('2026-11-27T14:30:00Z')
let demo: DemoSources

beforeAll(async () => {
  demo = await startDemoSources(NOW)
})
afterAll(() => demo.close())

function config() {
  const news = parseNewsFeedsConfig(demo.vars.NEWS_FEEDS)
  const rates = parseRateSourcesConfig(demo.vars.RATE_SOURCES)
  if (!news.ok || !rates.ok) throw new Error('the demo configuration does not parse')
  return { feed: news.feeds[0]!, source: rates.sources[0]! }
}

describe('the demo news site and rate page npm start serves', () => {
  it('are configured as the worker reads NEWS_FEEDS and RATE_SOURCES, on the loopback address', () => {
    const { feed, source } = config()
    expect(new URL(feed.url).hostname).toBe('127.0.0.1')
    expect(new URL(source.url).hostname).toBe('127.0.0.1')
  })

  it('serve a feed the aggregator parses, every story dated within days of today, each with its page', async () => {
    const { feed } = config()
    const res = await fetch(feed.url)
    expect(res.status).toBe(200)
    const parsed = parseFeed(await res.text())
    if (!parsed.ok) throw new Error(parsed.error)
    expect(parsed.items).toHaveLength(DEMO_STORIES.length)
    const ages = parsed.items.map((i) => (NOW.getTime() - Date.parse(i.published ?? '')) / 3_600_000)
    expect(Math.min(...ages)).toBeGreaterThan(0)
    expect(Math.min(...ages)).toBeLessThan(6)
    expect(Math.max(...ages)).toBeLessThan(9 * 24)
    for (const item of parsed.items) {
      expect(item.summary).toBeTruthy()
      const page = await fetch(item.link!)
      expect(page.status, item.link!).toBe(200)
      expect(await page.text()).toContain('<h1>')
    }
  })

  it("serve a rate page the scraper reads as today's seeded rates, all 312 of them", async () => {
    const { source } = config()
    if (source.parser !== 'html-table') throw new Error('expected an html-table source')
    const parsed = parseHtmlTable(await (await fetch(source.url)).text(), source.options)
    if (!parsed.ok) throw new Error(parsed.error)
    expect(parsed.skipped).toEqual([])
    const seeded = demoRatesOfDay(NOW)
    expect(parsed.rows).toHaveLength(seeded.length)
    const key = (p: string, t: string, r: string, m: string) => `${p}|${t}|${r}|${m}`
    const scraped = new Map(parsed.rows.map((r) => [key(r.province, r.term, r.rate_type, r.mortgage_type), r]))
    for (const s of seeded) {
      const row = scraped.get(key(s.province, s.term, s.rateType, s.mortgageType))
      expect(row, key(s.province, s.term, s.rateType, s.mortgageType)).toMatchObject({
        posted_rate: s.postedRate,
        our_rate: s.ourRate,
      })
    }
  })
})
