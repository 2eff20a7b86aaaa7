/**
 * A burst of concurrent lead submissions against a running worker (loopback only), each from
 * its own client address, every answer timed: what tests/integration/burst.test.ts asserts and
 * tests/bench/burst.bench.ts reports.
 */

import type { LeadSubmissionInput } from '#shared/schemas/leads.ts'
import { LEAD_KINDS_UNDER_TEST, postInit, submissionOf } from '#tests/integration/leads-fixtures.ts'

/** No answer within this long counts as a hang. */
export const ANSWER_WITHIN_MS = 10_000

export type BurstAnswer = {
  status: number
  retryAfter: number | null
  code: string | null
  ms: number
  /** The worker's own time for it (its `Server-Timing: worker;dur=`), null when absent. */
  workerMs: number | null
  /** wrangler's dev proxy answered (the runtime changed mid-request), not the worker. */
  devProxy: boolean
}
export type BurstEntry = { submission: LeadSubmissionInput; ip: string }

/** The plain-text answer of wrangler's dev proxy when the worker runtime changed mid-request. */
const DEV_PROXY_RESTART = /^Your worker restarted mid-request/

/** `count` submissions of every kind, each from its own address (`net` tells bursts apart). */
export function burstEntries(count: number, net: number): BurstEntry[] {
  return Array.from({ length: count }, (_, i) => ({
    submission: submissionOf(LEAD_KINDS_UNDER_TEST[i % LEAD_KINDS_UNDER_TEST.length]!),
    ip: `100.${net}.${i >> 8}.${i & 255}`,
  }))
}

/**
 * One submission to `${base}/api/leads`; "answered" means status, headers and the whole body
 * within ANSWER_WITHIN_MS (the abort covers the body read, and a timer bounds the whole
 * exchange in case the transport ignores the abort). Rejects when there is no answer.
 */
export async function submitTimed(base: string, entry: BurstEntry): Promise<BurstAnswer> {
  const abort = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  const noAnswer = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      abort.abort()
      reject(new Error(`no complete answer within ${ANSWER_WITHIN_MS} ms`))
    }, ANSWER_WITHIN_MS)
  })
  const started = performance.now()
  const exchange = (async () => {
    const res = await fetch(`${base}/api/leads`, {
      ...postInit(entry.submission, new URL(base).origin, entry.ip),
      signal: abort.signal,
    })
    const text = await res.text()
    const retryAfter = res.headers.get('Retry-After')
    const timing = /worker;dur=(\d+)/.exec(res.headers.get('Server-Timing') ?? '')
    const devProxy = res.status === 503 && DEV_PROXY_RESTART.test(text)
    // Anything else must be our JSON (a parse error here fails the caller).
    const code = devProxy ? null : ((JSON.parse(text) as { error?: { code: string } }).error?.code ?? null)
    return {
      status: res.status,
      retryAfter: retryAfter === null ? null : Number(retryAfter),
      code,
      ms: performance.now() - started,
      workerMs: timing ? Number(timing[1]) : null,
      devProxy,
    }
  })()
  try {
    return await Promise.race([exchange, noAnswer])
  } finally {
    clearTimeout(timer)
  }
}

export type BurstResult = {
  answers: (BurstAnswer | { error: string })[]
  /** Answers by kind: '201', '503', '503 (dev proxy)', 'no answer: …'. */
  tally: Record<string, number>
  /** Our 503s' latencies (ms), sorted. */
  refusedMs: number[]
  /** Wall time of the whole burst (ms). */
  ms: number
}

/** Sends every entry at once and waits for every answer (or its absence). */
export async function runBurst(base: string, entries: BurstEntry[]): Promise<BurstResult> {
  const started = performance.now()
  const answers = await Promise.all(
    entries.map((e) => submitTimed(base, e).catch((error: unknown) => ({ error: String(error) }))),
  )
  const ms = performance.now() - started
  const tally: Record<string, number> = {}
  for (const a of answers) {
    const key = 'error' in a ? `no answer: ${a.error.slice(0, 80)}` : a.devProxy ? '503 (dev proxy)' : String(a.status)
    tally[key] = (tally[key] ?? 0) + 1
  }
  const refusedMs = answers
    .filter((a): a is BurstAnswer => !('error' in a) && a.status === 503 && !a.devProxy)
    .map((a) => a.ms)
    .sort((a, b) => a - b)
  return { answers, tally, refusedMs, ms }
}

/** The q-quantile (0–1) of sorted values, 0 when there are none. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!
}
