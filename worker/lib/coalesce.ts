/**
 * Runs work for many requests of one isolate in groups, one group at a time: what queued while
 * the previous group ran goes in the next (decision 235). Alone, an item runs at once; under a
 * burst, each group's database calls serve many requests instead of one.
 *
 * Each item's own request does the waiting, on its own timer, and the request that finds no
 * group running runs the next one in its own context (its waitUntil): no request ever awaits a
 * promise another request resolves (workerd cancels such a request as hung, see
 * worker/db/request-gate.ts). `add` resolves once the item's group has run (or failed: `run`
 * reports its own errors), or after `maxWaitMs` when another request's group still holds it.
 */
export type CoalesceLimits = {
  /** How often a waiting item checks its state (ms). */
  pollMs: number
  /** Items in one group at most. */
  maxItems: number
  /** An item not taken by then runs alone; one taken by a group still running is left to it. */
  maxWaitMs: number
  /** A group running this long belongs to a request that is gone: the next may start. */
  staleMs: number
}

export const COALESCE_LIMITS: CoalesceLimits = { pollMs: 25, maxItems: 100, maxWaitMs: 20_000, staleMs: 30_000 }

type Entry<T> = { item: T; state: 'pending' | 'taken' | 'done' }

export function coalesce<T>(
  run: (items: T[], own: T) => Promise<void>,
  limits: CoalesceLimits = COALESCE_LIMITS,
): (item: T) => Promise<void> {
  const pending: Entry<T>[] = []
  let runningSince: number | null = null
  const runGroup = async (group: Entry<T>[], own: T, exclusive: boolean) => {
    const started = Date.now()
    if (exclusive) runningSince = started
    for (const entry of group) entry.state = 'taken'
    try {
      await run(
        group.map((e) => e.item),
        own,
      )
    } catch {
      // `run` logs what failed; the items are done either way (nothing retries them here).
    } finally {
      for (const entry of group) entry.state = 'done'
      if (exclusive && runningSince === started) runningSince = null
    }
  }
  return async (item) => {
    const entry: Entry<T> = { item, state: 'pending' }
    pending.push(entry)
    const since = Date.now()
    for (;;) {
      if (entry.state === 'done') return
      const now = Date.now()
      if (runningSince !== null && now - runningSince > limits.staleMs) runningSince = null
      if (runningSince === null) {
        // First come, first served: this request may run a group its own item is not in yet.
        await runGroup(pending.splice(0, limits.maxItems), item, true)
        continue
      }
      if (now - since > limits.maxWaitMs) {
        if (entry.state !== 'pending') return
        pending.splice(pending.indexOf(entry), 1)
        return runGroup([entry], item, false)
      }
      await new Promise((resolve) => setTimeout(resolve, limits.pollMs))
    }
  }
}
