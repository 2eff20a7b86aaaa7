/**
 * A small concurrency limit for the operations that hash a password (a sign-in, a password
 * change or reset). One scrypt derivation (N=2^14, r=8, p=5) takes about 0.4 s of CPU in
 * workerd on the isolate's thread: a flood of sign-ins would queue seconds of hashing, and their
 * database calls, ahead of every other request of the isolate. So at most `maxRunning`
 * operations run at once and `maxWaiting` more may wait, each at most `maxWaitMs`; anything
 * beyond is refused at once with 503 and `Retry-After`, before any database call or hash, so a
 * flood costs the site a bounded share of its time and the flooder gets fast refusals. An
 * operation holds its place for its whole run (its throttle counters included), so the limit
 * holds even when a burst arrives before any of it has reached the hash.
 *
 * Waiters poll on their own timer (as the database request gate's do) rather than awaiting a
 * promise another request resolves: workerd cancels a request whose only pending work belongs
 * to another request.
 */
import { HttpError } from '#worker/lib/http-error.ts'

export type HashGateLimits = {
  maxRunning: number
  maxWaiting: number
  maxWaitMs: number
  pollMs: number
  /** A hash not finished within this long (its request was dropped) no longer holds its place. */
  leaseMs: number
}

export const HASH_GATE_LIMITS: HashGateLimits = {
  maxRunning: 1,
  maxWaiting: 2,
  maxWaitMs: 1500,
  pollMs: 10,
  leaseMs: 10_000,
}
export const HASH_BUSY_RETRY_AFTER_SECONDS = 2
export const HASH_BUSY_MESSAGE = 'Too many sign-in attempts are being checked right now. Please try again in a moment.'

function busy(): HttpError {
  return new HttpError('unavailable', HASH_BUSY_MESSAGE, undefined, {
    'Retry-After': String(HASH_BUSY_RETRY_AFTER_SECONDS),
  })
}

export type HashGate = {
  run: <T>(work: () => Promise<T>) => Promise<T>
  stats: () => { running: number; waiting: number }
}

/** A waiter not seen polling for this long belongs to a request that is gone. */
const STALE_MS = 1000

export function createHashGate(limits: HashGateLimits = HASH_GATE_LIMITS): HashGate {
  const leases = new Set<{ expiresAt: number }>()
  const waiting: { seenAt: number }[] = []
  const live = (now: number) => {
    for (const lease of leases) if (lease.expiresAt <= now) leases.delete(lease)
    for (let i = waiting.length - 1; i >= 0; i--) if (now - waiting[i]!.seenAt > STALE_MS) waiting.splice(i, 1)
    return { running: leases.size, waiting: waiting.length }
  }
  const run: HashGate['run'] = async (work) => {
    let now = Date.now()
    const state = live(now)
    if (state.running >= limits.maxRunning || state.waiting > 0) {
      if (state.waiting >= limits.maxWaiting) throw busy()
      const ticket = { seenAt: now }
      waiting.push(ticket)
      const giveUpAt = now + limits.maxWaitMs
      try {
        for (;;) {
          await new Promise((resolve) => setTimeout(resolve, limits.pollMs))
          now = Date.now()
          ticket.seenAt = now
          if (!waiting.includes(ticket)) waiting.push(ticket)
          if (live(now).running < limits.maxRunning && waiting[0] === ticket) break
          if (now >= giveUpAt) throw busy()
        }
      } finally {
        const i = waiting.indexOf(ticket)
        if (i >= 0) waiting.splice(i, 1)
      }
    }
    const lease = { expiresAt: Date.now() + limits.leaseMs }
    leases.add(lease)
    try {
      return await work()
    } finally {
      leases.delete(lease)
    }
  }
  return { run, stats: () => live(Date.now()) }
}

/** The isolate's gate, shared by every operation that hashes a password. */
export const passwordHashGate = createHashGate()
