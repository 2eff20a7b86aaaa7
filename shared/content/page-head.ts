import { BRAND } from '#shared/config/brand.ts'
import { SEO_TITLE_MAX } from '#shared/constants/seo.ts'

/**
 * What a page says about itself to search engines and link previews, beyond its title and
 * description (which the document's own <title> and description meta carry). Every value is
 * plain text; `shareTags` escapes it.
 */
export type ShareHead = {
  title?: string
  description?: string
  /** Absolute URL of the page (canonical link and og:url). */
  canonical?: string | null
  /** Absolute URL of the share image. */
  image?: string | null
  /** The robots meta, e.g. 'noindex'. */
  robots?: string
}

/**
 * A page's title as served and shown: the brand after it, unless it names the brand already (an
 * author's own SEO title may). Every public page's title goes through here, so a search result
 * or a tab always says whose site it is.
 */
export function brandedTitle(title: string): string {
  return title.includes(BRAND.name) ? title : `${title} | ${BRAND.name}`
}

/** `text` on one line, cut to `max` characters with an ellipsis (titles and descriptions of a page's head). */
export function clipText(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`
}

/**
 * The title of a page whose author may set an SEO title (a post, an agent's page): that title,
 * else the page's own, clipped to the SEO length, then branded. The worker serves it in the head
 * and the app sets the same one once the page has loaded, so the tab and a crawler that runs the
 * script see the served title.
 */
export function seoPageTitle(own: string, custom?: string | null): string {
  return brandedTitle(clipText(custom?.trim() || own, SEO_TITLE_MAX))
}

export const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * The head tags of a page for search engines and link previews, as one HTML string to append to
 * <head>: canonical, Open Graph (with the brand as site name) and the Twitter card. The one
 * builder of these tags: the build's prerender writes them into each public page, the worker
 * into the pages it serves (posts, services, products, agent pages); only tags with a value are
 * written.
 */
export function shareTags(head: ShareHead): string {
  const tags: string[] = []
  const meta = (attr: 'name' | 'property', key: string, value: string | null | undefined) => {
    if (value) tags.push(`<meta ${attr}="${key}" content="${escapeAttr(value)}">`)
  }
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeAttr(head.canonical)}">`)
  meta('property', 'og:url', head.canonical)
  if (head.title) {
    meta('property', 'og:type', 'website')
    meta('property', 'og:site_name', BRAND.name)
  }
  meta('property', 'og:title', head.title)
  meta('property', 'og:description', head.description)
  meta('property', 'og:image', head.image)
  if (head.title) meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary')
  meta('name', 'twitter:title', head.title)
  meta('name', 'twitter:description', head.description)
  meta('name', 'twitter:image', head.image)
  meta('name', 'robots', head.robots)
  return tags.join('')
}
