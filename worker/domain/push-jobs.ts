/**
 * What the device-push jobs (rate alerts, renewal reminders) share: the run loop that finds
 * what is due, claims it, sends it in batches and records the results; and the delivery of one
 * push with its logs. Each job brings its own queries, message and result rows.
 */

import { log } from '#worker/lib/log.ts'
import { type PushTarget, pushEndpointProblem, sendPush, type VapidKeys } from '#worker/lib/web-push.ts'
import { type DeviceSendResult, endpointHost } from './push-devices'

/** How long a run holds what it is sending (longer than any batch can take). */
const CLAIM_MS = 10 * 60 * 1000

export type PushRunCounts = { attempted: number; sent: number; gone: number; failed: number }

/**
 * Sends what is due in batches of `batchSize`, at most `maxPerRun` per run: each batch is
 * claimed first (another run sends none of it twice) and its results recorded. Something that
 * failed stays due, and waits for the next run.
 */
export async function runPushBatches<D, R extends { outcome: 'sent' | 'gone' | 'failed' }>(steps: {
  batchSize: number
  maxPerRun: number
  now: () => Date
  id(due: D): string
  find(opts: { now: Date; limit: number; exclude: readonly string[] }): Promise<D[]>
  claim(ids: readonly string[], opts: { now: Date; until: Date }): Promise<Set<string>>
  send(due: D, now: Date): Promise<R>
  record(results: readonly R[], now: Date): Promise<void>
}): Promise<PushRunCounts> {
  const counts: PushRunCounts = { attempted: 0, sent: 0, gone: 0, failed: 0 }
  const tried: string[] = []
  while (tried.length < steps.maxPerRun) {
    const now = steps.now()
    const due = await steps.find({
      now,
      limit: Math.min(steps.batchSize, steps.maxPerRun - tried.length),
      exclude: tried,
    })
    if (due.length === 0) break
    tried.push(...due.map(steps.id))
    const claimed = await steps.claim(due.map(steps.id), { now, until: new Date(now.getTime() + CLAIM_MS) })
    const mine = due.filter((d) => claimed.has(steps.id(d)))
    const results = await Promise.all(mine.map((d) => steps.send(d, now)))
    await steps.record(results, steps.now())
    counts.attempted += results.length
    for (const r of results) counts[r.outcome] += 1
  }
  return counts
}

export type PushDelivery = { outcome: 'sent' } | { outcome: 'failed' } | { outcome: 'gone'; subscriptionId: string }

/**
 * One push to one device. An endpoint the rules refuse is not called (failed); a subscription
 * the push service no longer knows is `gone` (the job removes it); anything else that is not
 * sent is failed and tried again on the next run. The logs name the item by `ref`.
 */
export async function deliverPush(
  subscription: PushTarget & { id: string },
  message: () => unknown,
  how: {
    /** In the logs: 'rate alert', 'renewal reminder'. */
    what: string
    /** In the logs, after 'push subscription gone; ': what is removed ('removing it and its alerts'). */
    gone: string
    ref: Record<string, string>
    ttl: number
    /** One pending message per topic at the push service (32 URL-safe characters at most). */
    topic: string
  },
  opts: { vapid: VapidKeys; allowPrivate: boolean; fetchImpl?: typeof fetch | undefined },
): Promise<PushDelivery> {
  const problem = pushEndpointProblem(subscription.endpoint, opts.allowPrivate)
  if (problem) {
    log.warn(`${how.what} not sent: endpoint refused`, {
      ...how.ref,
      host: endpointHost(subscription.endpoint),
      problem,
    })
    return { outcome: 'failed' }
  }
  const outcome = await sendPush(subscription, JSON.stringify(message()), opts.vapid, {
    ttl: how.ttl,
    topic: how.topic,
    urgency: 'normal',
    fetchImpl: opts.fetchImpl,
  })
  if (outcome.kind === 'sent') return { outcome: 'sent' }
  if (outcome.kind === 'gone') {
    log.info(`push subscription gone; ${how.gone}`, {
      subscriptionId: subscription.id,
      status: outcome.status,
    })
    return { outcome: 'gone', subscriptionId: subscription.id }
  }
  log.warn(`${how.what} not sent; retrying on the next run`, {
    ...how.ref,
    status: outcome.status,
    detail: outcome.detail,
  })
  return { outcome: 'failed' }
}

/**
 * One push for an item a device keeps (a rate alert, a renewal reminder), with one pending
 * message per item at the push service (its UUID without dashes: 32 characters). `sent` is what
 * the run records when it went.
 */
export async function sendDeviceItem<Sent extends object>(
  id: string,
  subscription: PushTarget & { id: string },
  message: () => unknown,
  sent: Sent,
  how: { what: string; gone: string; ref: Record<string, string>; ttl: number },
  opts: { vapid: VapidKeys; allowPrivate: boolean; fetchImpl?: typeof fetch | undefined },
): Promise<DeviceSendResult<Sent>> {
  const delivery = await deliverPush(subscription, message, { ...how, topic: id.replaceAll('-', '') }, opts)
  return (
    delivery.outcome === 'sent' ? { id, outcome: 'sent', ...sent } : { id, ...delivery }
  ) as DeviceSendResult<Sent>
}
