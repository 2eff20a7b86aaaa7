/**
 * Which app paths are public pages (prerendered at build time, listed in the sitemap, served as
 * HTML files by the assets) and which are the signed-in areas (served the SPA shell, never
 * precached). Shared by the build (app/entry-prerender.tsx) and the worker (worker/pages/serve.ts);
 * new public routes need no entry here: every static route outside these prefixes is public.
 */

/** Signed-in areas and one-off flows: rendered in the browser only, kept out of the sitemap. */
export const PRIVATE_PREFIXES = ['/super-admin', '/agent-dashboard', '/admin', '/applications', '/auth'] as const

/**
 * Public pages kept out of the sitemap: one-off flows reached from a link in an e-mail, and the
 * app's install page (a step reached from the site itself, not an answer to a search).
 */
export const UNLISTED_PATHS: readonly string[] = ['/newsletter/unsubscribe', '/app']

/**
 * Public pages the service worker does not precache (each prerendered page costs ~5 KB gzip of the
 * precache budget): policy texts a visitor reads online, and the unlisted pages above — the
 * unsubscribe link's page (reached from an e-mail, online) and the install page (a step taken
 * online). They are cached at runtime once read.
 */
export const ONLINE_ONLY_PATHS: readonly string[] = ['/complaints', '/privacy', '/accessibility', ...UNLISTED_PATHS]

export function isPrivatePath(pathname: string): boolean {
  return PRIVATE_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`))
}

/** A static public route (no `$param` segment): its HTML is rendered by the build. */
export function isPrerenderedPath(routePath: string): boolean {
  return !routePath.includes('$') && !isPrivatePath(routePath)
}

/** The file the build writes a page to: `/` → index.html, `/rates` → rates.html, `/blog/` → blog.html. */
export function pageFile(pathname: string): string {
  const p = pathname.replace(/\/+$/, '')
  return p === '' ? 'index.html' : `${p.slice(1)}.html`
}
