import type { Db } from '../db/client'

export type PublicContentScope = 'rates' | 'lenders' | 'testimonials' | 'news' | 'products' | 'services' | 'blog' | 'agents'

/**
 * Called by every admin write that changes what the public pages show (lenders, testimonials,
 * products, services, blog posts, agents): the public caches of that scope must be purged so
 * the change shows at once. The edge cache itself is built separately (issue 10); until it is
 * merged there is nothing to purge and this resolves at once. With `waitUntil` the purge
 * finishes after the response.
 */
export async function publicContentChanged(_db: Db, _scope: PublicContentScope, waitUntil?: (p: Promise<unknown>) => void): Promise<void> {
  const purge = Promise.resolve()
  if (waitUntil) waitUntil(purge)
  else await purge
}
