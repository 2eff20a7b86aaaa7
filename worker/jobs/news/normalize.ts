/**
 * Raw feed items → the spec's news article, ready to store: plain-text title and summary,
 * an absolute http(s) link, an https image or none, a date, and the keys duplicates are found
 * by (the link; the title lower-cased with punctuation and spacing collapsed).
 */
import type { NormalizedArticle } from '#worker/domain/news.ts'
import type { RawItem } from '#worker/lib/feeds/parse-feed.ts'
import { cleanText, htmlToText, readHtml } from '#worker/lib/html-text.ts'

export const MAX_TITLE_CHARS = 300
export const MAX_SUMMARY_CHARS = 500
export const MAX_URL_CHARS = 2000
const MAX_CATEGORIES = 8
const MAX_CATEGORY_CHARS = 60
const MAX_AUTHOR_CHARS = 100
/** A date further ahead than this is a feed's mistake: the article counts as published now. */
const FUTURE_SLACK_MS = 24 * 60 * 60 * 1000

export type NormalizeContext = {
  /** The feed's URL: relative links and images resolve against it. */
  baseUrl: string
  source: string
  now: Date
}

/** Items without a title or a usable http(s) link are left out. */
export async function normalizeItems(items: readonly RawItem[], ctx: NormalizeContext): Promise<NormalizedArticle[]> {
  const out: NormalizedArticle[] = []
  for (const item of items) {
    const article = await normalizeItem(item, ctx)
    if (article) out.push(article)
  }
  return out
}

export async function normalizeItem(item: RawItem, ctx: NormalizeContext): Promise<NormalizedArticle | null> {
  const link = webUrl(item.link, ctx.baseUrl)
  const title =
    item.titleType === 'text' ? cleanText(item.title, MAX_TITLE_CHARS) : htmlToText(item.title, MAX_TITLE_CHARS)
  const key = titleKey(title)
  if (!link || !title || !key) return null
  const summary = readHtml(item.summary ?? '', MAX_SUMMARY_CHARS)
  const content = item.content ? readHtml(item.content, MAX_SUMMARY_CHARS) : null
  const image =
    httpsUrl(item.image, ctx.baseUrl) ??
    httpsUrl(summary.firstImage, ctx.baseUrl) ??
    httpsUrl(content?.firstImage ?? null, ctx.baseUrl)
  const seen = new Set<string>()
  const categories: string[] = []
  for (const raw of item.categories) {
    const c = htmlToText(raw, MAX_CATEGORY_CHARS)
    if (c && !seen.has(c.toLowerCase()) && categories.length < MAX_CATEGORIES) {
      seen.add(c.toLowerCase())
      categories.push(c)
    }
  }
  return {
    id: await articleId(link),
    link,
    titleKey: key,
    title,
    summary: summary.text || content?.text || '',
    image,
    author: item.author ? htmlToText(item.author, MAX_AUTHOR_CHARS) || null : null,
    categories,
    published: publishedDate(item.published, ctx.now),
    source: ctx.source,
  }
}

/** Lower case, accents and punctuation gone, spacing collapsed: 'Fixed  rates fall again!' → 'fixed rates fall again'. */
export function titleKey(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/** First 32 hex digits of SHA-256 of the link: the article's id, stable across runs. */
export async function articleId(link: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(link)))
  return Array.from(digest.subarray(0, 16), (b) => b.toString(16).padStart(2, '0')).join('')
}

/** An absolute http(s) URL without credentials or fragment, or null. */
export function webUrl(raw: string | null, base: string): string | null {
  if (!raw) return null
  let url: URL
  try {
    url = new URL(raw.trim(), base)
  } catch {
    return null
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) return null
  url.hash = ''
  return url.href.length <= MAX_URL_CHARS ? url.href : null
}

/** Images must be https: the site's Content-Security-Policy allows `img-src https:` only. */
function httpsUrl(raw: string | null, base: string): string | null {
  const url = webUrl(raw, base)
  return url?.startsWith('https://') ? url : null
}

/** RFC 822 (RSS) or ISO 8601 (Atom); missing, unreadable or far-future dates → now. */
export function publishedDate(text: string | null, now: Date): Date {
  const ms = text ? Date.parse(text.trim()) : Number.NaN
  if (!Number.isFinite(ms) || ms < 0 || ms > now.getTime() + FUTURE_SLACK_MS) return now
  return new Date(ms)
}

/** One article per link and per title key; the first one wins (feeds in their configured order). */
export function dedupeArticles(articles: readonly NormalizedArticle[]): NormalizedArticle[] {
  const links = new Set<string>()
  const keys = new Set<string>()
  const out: NormalizedArticle[] = []
  for (const a of articles) {
    if (links.has(a.link) || keys.has(a.titleKey)) continue
    links.add(a.link)
    keys.add(a.titleKey)
    out.push(a)
  }
  return out
}
