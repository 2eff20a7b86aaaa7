/**
 * The zod-free part of the public pages' contract (shared/schemas/public-content.ts, which
 * re-exports all of it): texts, limits and the helpers the content pages call while they render.
 * Here so those pages do not evaluate the schema library before they are interactive
 * (docs/decisions/226).
 */

/** Default title of an agent card in Find An Agent. */
export const DEFAULT_AGENT_TITLE = 'Your Trusted Mortgage Broker'

/** Where an agent's public page is: the profile slug, else the id. */
export function agentProfilePath(agent: { id: string; profileSlug: string | null }): string {
  return `/agents/${encodeURIComponent(agent.profileSlug || agent.id)}`
}

/** Initials for a card without a logo: first letters of the first and last words. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return '?'
  const first = words[0]?.[0] ?? ''
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : ''
  return (first + last).toUpperCase()
}

/** Characters of a service's content shown on its card, then an ellipsis. */
export const SERVICE_PREVIEW_CHARS = 180
/** Characters of a post's text sent for its card (the card clips it to 3 lines). */
export const BLOG_PREVIEW_CHARS = 300

/** Public buckets whose storage paths become `/media/<bucket>/<path>` URLs. */
export type PublicBucket = 'service-images' | 'product-images' | 'blog-images' | 'agent-banners' | 'agent-headshots'

/**
 * An image as stored (a full http(s) URL, a site path, or a storage path in a public bucket)
 * as a URL the page can load; null for none or an unusable value.
 */
export function publicImageUrl(value: string | null | undefined, bucket: PublicBucket): string | null {
  const v = value?.trim()
  if (!v) return null
  if (/^https?:\/\//i.test(v)) return v
  if (v.startsWith('/') && !v.startsWith('//')) return v
  if (/^[A-Za-z0-9][A-Za-z0-9._\-/]*$/.test(v) && !v.includes('..')) return `/media/${bucket}/${v}`
  return null
}

/** The first `max` characters of a text, cut at a word when one is near, with an ellipsis. */
export function previewText(text: string, max: number): string {
  const t = text.trim()
  if (t.length <= max) return t
  return `${t.slice(0, max).trimEnd()}...`
}

/** The spec's 'not found' texts. */
export const NOT_FOUND_TEXTS = {
  service: 'Service not found.',
  blogPost: 'Blog post not found.',
  product: 'Product not found.',
} as const
