/**
 * The demo's own news site and rate page, so `npm start` shows the news aggregator and the rate
 * scraper working without the internet: the two local test servers (tests/support), listening on
 * 127.0.0.1 only at a free port, serve a news feed dated relative to today (with an article page
 * per item) and a rate table with the seed's rates for today. The worker is pointed at them
 * through NEWS_FEEDS and RATE_SOURCES; a list an admin saves in the back office still wins.
 */
import { demoRatesOfDay } from '#scripts/seed-data.ts'
import { startNewsFixtureServer } from '#tests/support/news-fixture-server.ts'
import { NATIONAL_COLUMNS, nationalSource, startFixtureServer } from '#tests/support/rate-source-server.ts'

const HOUR = 3_600_000

export const DEMO_NEWS_PATH = '/demo/news.xml'
export const DEMO_RATES_PATH = '/demo/rates'
export const DEMO_NEWS_SOURCE = 'Canadian Mortgage Wire (demo)'

type DemoStory = { slug: string; title: string; category: string; hoursAgo: number; paragraphs: string[] }

/** Fictional stories about the Canadian mortgage market, newest first. */
export const DEMO_STORIES: readonly DemoStory[] = [
  {
    slug: 'fixed-rates-edge-lower',
    title: 'Five-year fixed rates edge lower as bond yields ease',
    category: 'Rates',
    hoursAgo: 3,
    paragraphs: [
      'Several lenders trimmed their five-year fixed rates by 5 to 15 basis points this week, following a slide in Government of Canada five-year bond yields.',
      'Brokers say insured borrowers see the sharpest discounts, while conventional and refinance rates moved less. A rate hold of up to 120 days lets buyers lock today’s rate while they shop.',
    ],
  },
  {
    slug: 'renewal-season-2021-terms',
    title: 'Renewal season: what borrowers coming off 2021 terms can expect',
    category: 'Renewals',
    hoursAgo: 22,
    paragraphs: [
      'Households that locked in five-year terms during the low-rate years of 2021 are renewing now, many at rates well above what they signed for.',
      'Shopping the renewal rather than signing the lender’s first offer remains the simplest saving: a switch at maturity carries no prepayment penalty, and insured borrowers can move without re-qualifying under the stress test.',
    ],
  },
  {
    slug: 'first-time-buyers-30-year-amortization',
    title: 'First-time buyers: how 30-year amortizations change the monthly payment',
    category: 'First-time buyers',
    hoursAgo: 31,
    paragraphs: [
      'Thirty-year amortizations on insured mortgages are open to first-time buyers and to buyers of newly built homes.',
      'Stretching the amortization lowers the monthly payment by roughly a tenth on a typical loan, at the cost of more interest over the life of the mortgage. Prepayment privileges let buyers shorten it again later.',
    ],
  },
  {
    slug: 'gta-suburbs-sales-pick-up',
    title: 'Home sales pick up in the GTA’s suburbs as buyers return',
    category: 'Housing market',
    hoursAgo: 54,
    paragraphs: [
      'Sales of detached and semi-detached homes rose in Durham, Halton and York regions last month, while prices held roughly steady year over year.',
      'Agents report more conditional offers, with buyers taking time for financing and inspections, a sign of a more balanced market than in recent springs.',
    ],
  },
  {
    slug: 'stress-test-qualifying-rate',
    title: 'The stress test in practice: what the qualifying rate means for your budget',
    category: 'Policy',
    hoursAgo: 78,
    paragraphs: [
      'Borrowers must qualify at the greater of 5.25% and their contract rate plus two percentage points, whichever lender they choose.',
      'For a household with a $100,000 income, that rule trims the largest mortgage available by tens of thousands of dollars, which is why a pre-approval before house-hunting matters.',
    ],
  },
  {
    slug: 'variable-fixed-spread-narrows',
    title: 'Variable or fixed? The gap between them narrows',
    category: 'Rates',
    hoursAgo: 103,
    paragraphs: [
      'The discount that made variable-rate mortgages attractive has shrunk as fixed rates fell, leaving the two options within a few tenths of a point at many lenders.',
      'With a narrow gap, the choice turns on flexibility: breaking a variable mortgage usually costs three months’ interest, against an interest-rate differential on most fixed terms.',
    ],
  },
  {
    slug: 'insured-cap-1-5-million',
    title: 'Who benefits from the $1.5 million cap on insured mortgages',
    category: 'Policy',
    hoursAgo: 150,
    paragraphs: [
      'Buyers can put less than 20% down on homes priced up to $1.5 million, a limit that long stood at $1 million.',
      'In Toronto and Vancouver the change opens insured financing, and its lower rates, to buyers of family homes who could not reach a 20% down payment on a seven-figure price.',
    ],
  },
  {
    slug: 'switching-lenders-at-renewal',
    title: 'Switching lenders at renewal: the paperwork, step by step',
    category: 'Renewals',
    hoursAgo: 196,
    paragraphs: [
      'A switch at renewal needs a recent mortgage statement, proof of income, a property tax bill and, for some lenders, an appraisal, which the new lender often pays for.',
      'Starting four months before maturity leaves time to hold a rate, compare offers and give the current lender notice.',
    ],
  },
]

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')

/** The demo news site's RSS feed: each story dated `hoursAgo` before `now`, linking to its page. */
export function demoNewsFeed(base: string, now: Date): string {
  const items = DEMO_STORIES.map(
    (s) => `<item>
  <title>${escapeXml(s.title)}</title>
  <link>${base}/demo/news/${s.slug}</link>
  <guid isPermaLink="true">${base}/demo/news/${s.slug}</guid>
  <pubDate>${new Date(now.getTime() - s.hoursAgo * HOUR).toUTCString()}</pubDate>
  <category>${escapeXml(s.category)}</category>
  <description>${escapeXml(`<p>${s.paragraphs[0]}</p>`)}</description>
</item>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel>
<title>${escapeXml(DEMO_NEWS_SOURCE)}</title>
<link>${base}/demo/news</link>
<description>Fictional Canadian mortgage news served locally for the demo</description>
${items.join('\n')}
</channel></rss>
`
}

/** A story's article page (what 'Read More' opens). */
export function demoArticlePage(story: DemoStory): string {
  return `<!doctype html><html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeXml(story.title)} | ${escapeXml(DEMO_NEWS_SOURCE)}</title>
<meta property="og:title" content="${escapeXml(story.title)}"><meta property="og:description" content="${escapeXml(story.paragraphs[0] ?? '')}">
<style>body{font:18px/1.6 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1f2937}small{color:#6b7280}</style>
</head><body><small>${escapeXml(DEMO_NEWS_SOURCE)} · ${escapeXml(story.category)} · a fictional story served by npm start</small>
<h1>${escapeXml(story.title)}</h1>${story.paragraphs.map((p) => `<p>${escapeXml(p)}</p>`).join('')}</body></html>
`
}

/** The demo rate page: one table row per province, term, rate type and mortgage type. */
export function demoRatesPage(now: Date): string {
  const c = NATIONAL_COLUMNS
  const title = (w: string) => w.charAt(0).toUpperCase() + w.slice(1)
  const rows = demoRatesOfDay(now).map(
    (r) =>
      `<tr><td>${r.province}</td><td>${title(r.term)} ${title(r.rateType)}</td><td>${r.mortgageType}</td><td>${r.postedRate.toFixed(2)}%</td><td>${r.ourRate}%</td></tr>`,
  )
  return `<!doctype html><html lang="en-CA"><head><meta charset="utf-8"><title>Today’s rates (demo)</title></head><body>
<table><caption>Today’s mortgage rates</caption>
<thead><tr><th>${c.province}</th><th>${c.term}</th><th>${c.mortgageType}</th><th>${c.posted}</th><th>${c.ours}</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody></table></body></html>
`
}

export type DemoSources = {
  /** NEWS_FEEDS and RATE_SOURCES for the worker. */
  vars: { NEWS_FEEDS: string; RATE_SOURCES: string }
  close: () => Promise<void>
}

/** Starts the two local servers with today's demo feed and rate page. */
export async function startDemoSources(now = new Date()): Promise<DemoSources> {
  const news = await startNewsFixtureServer()
  const rates = await startFixtureServer().catch(async (error: unknown) => {
    await news.close()
    throw error
  })
  news.setPage(DEMO_NEWS_PATH, demoNewsFeed(news.base, now))
  for (const story of DEMO_STORIES)
    news.setPage(`/demo/news/${story.slug}`, demoArticlePage(story), 'text/html; charset=utf-8')
  rates.setPage(DEMO_RATES_PATH, demoRatesPage(now))
  return {
    vars: {
      NEWS_FEEDS: JSON.stringify([{ id: 'demo-news', name: DEMO_NEWS_SOURCE, url: `${news.base}${DEMO_NEWS_PATH}` }]),
      RATE_SOURCES: JSON.stringify([nationalSource(rates.base, DEMO_RATES_PATH, 'demo-rates')]),
    },
    close: async () => {
      await Promise.all([news.close(), rates.close()])
    },
  }
}
