/**
 * Blog post addresses and list excerpts, shared by the worker (which
 * decides) and the admin form (which previews the slug while the title is typed). Pure.
 */

/** Slugs are cut to this many characters (before any -2 / timestamp suffix). */
export const POST_SLUG_MAX = 80

/** After base-2 … base-10000 are taken, a timestamp suffix. */
export const POST_SLUG_NUMBERED_MAX = 10_000

/** The admin list's excerpt fallback: the first 150 characters of the content. */
export const POST_EXCERPT_FALLBACK_CHARS = 150

/**
 * Lowercase, runs of non-alphanumerics become one hyphen, none at the ends.
 * Accents are dropped first ('Crédit' → 'credit'); '' when nothing alphanumeric is left.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, POST_SLUG_MAX)
    .replace(/-+$/, '')
}

/** The slug a post is saved under before uniqueness: `slugify`, or 'post' when that is empty. */
export function postSlugBase(text: string): string {
  return slugify(text) || 'post'
}

/** base, base-2, base-3, … up to base-10000, then base-{timestamp}. */
export function uniquePostSlug(base: string, taken: Iterable<string>, now = Date.now()): string {
  const used = new Set(taken)
  if (!used.has(base)) return base
  for (let n = 2; n <= POST_SLUG_NUMBERED_MAX; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`
  return `${base}-${now}`
}

/** The list's excerpt: the post's own, else the first 150 characters of its content, single-spaced. */
export function postListExcerpt(post: { excerpt: string | null; content: string }): string {
  const own = post.excerpt?.trim()
  if (own) return own
  const text = post.content.replace(/\s+/g, ' ').trim()
  return text.length <= POST_EXCERPT_FALLBACK_CHARS ? text : `${text.slice(0, POST_EXCERPT_FALLBACK_CHARS).trimEnd()}…`
}
