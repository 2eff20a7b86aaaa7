import type { Db } from '#worker/db/client.ts'
import { type PublicContentScope, purgeScope } from '#worker/lib/edge-cache.ts'

export type { PublicContentScope }

/**
 * Call after every change to public content (an admin write, the daily refresh): the edge cache
 * of that scope is re-keyed, so the next public read shows the change
 * (docs/decisions/041-edge-cache.md). With `waitUntil` the purge finishes after the response.
 * `db` is for a stored content version (kept with the content), when there is one.
 */
export async function publicContentChanged(
  _db: Db,
  scope: PublicContentScope,
  waitUntil?: (p: Promise<unknown>) => void,
): Promise<void> {
  const purge = purgeScope(scope)
  if (waitUntil) waitUntil(purge)
  else await purge
}
