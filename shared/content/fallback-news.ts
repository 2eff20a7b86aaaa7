/**
 * The news fallback: when no article is stored, or the
 * news cannot be read, 3 static articles are shown, filtered by the search term. The app holds
 * them: GET /api/news answers `source: 'fallback'` with no articles (the worker's bundle does not
 * carry them), and the app puts these in their place, as it does when the request itself fails.
 * The links point at a placeholder host (news.example.com) on purpose.
 */
import type { NewsArticle } from '#shared/schemas/news.ts'

export const FALLBACK_NEWS: readonly NewsArticle[] = [
  {
    id: 'fallback-insured-cap-30-year',
    title: 'Bigger insured mortgages and 30-year amortizations: what changed for buyers',
    link: 'https://news.example.com/2025/01/insured-mortgage-cap-30-year-amortization',
    published: '2025-01-14T13:00:00Z',
    summary:
      'Since December 15, 2024, the price cap for an insured (high-ratio) mortgage is $1.5 million, up from $1 million, and first-time buyers and anyone buying a newly built home can amortize an insured mortgage over 30 years. Here is who qualifies and what it does to a monthly payment.',
    image: null,
    author: 'Newsroom',
    categories: ['Policy', 'First-time buyers'],
  },
  {
    id: 'fallback-renewal-switch-stress-test',
    title: 'Renewing? Switching lenders no longer means passing the stress test again',
    link: 'https://news.example.com/2025/02/renewal-switch-no-stress-test',
    published: '2025-02-06T13:00:00Z',
    summary:
      'Federally regulated lenders no longer apply the minimum qualifying rate to an uninsured mortgage that moves to a new lender at renewal, as long as the amount and amortization stay the same. Homeowners can now shop their renewal as freely as their first mortgage.',
    image: null,
    author: 'Newsroom',
    categories: ['Renewals', 'Regulation'],
  },
  {
    id: 'fallback-fhsa-hbp',
    title: 'FHSA plus the Home Buyers’ Plan: stacking both for a bigger down payment',
    link: 'https://news.example.com/2025/03/fhsa-home-buyers-plan-down-payment',
    published: '2025-03-03T13:00:00Z',
    summary:
      'A First Home Savings Account takes up to $8,000 a year ($40,000 in total) with a deduction going in and no tax coming out for a qualifying purchase, and the RRSP Home Buyers’ Plan now allows withdrawals of up to $60,000. Used together, a couple can put well over $100,000 toward a first home.',
    image: null,
    author: 'Newsroom',
    categories: ['First-time buyers', 'Savings'],
  },
]

/** The spec's search over the fallback: case-insensitive match on title, summary or category. */
export function filterFallbackNews(articles: readonly NewsArticle[], search: string): NewsArticle[] {
  const term = search.trim().toLowerCase()
  if (!term) return [...articles]
  return articles.filter((a) => [a.title, a.summary, ...a.categories].some((text) => text.toLowerCase().includes(term)))
}
