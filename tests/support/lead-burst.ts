/**
 * A burst of concurrent lead submissions against a running worker (loopback only), each from
 * its own client address, every answer timed: what tests/integration/burst.test.ts asserts and
 * tests/bench/burst.bench.ts reports.
 */

import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { connect, type Socket } from 'node:net'
import type { LeadSubmissionInput } from '#shared/schemas/leads.ts'
import { LEAD_KINDS_UNDER_TEST, postInit, submissionOf } from '#tests/integration/leads-fixtures.ts'

/** No answer within this long counts as a hang. */
export const ANSWER_WITHIN_MS = 10_000

export type BurstAnswer = {
  status: number
  retryAfter: number | null
  code: string | null
  /** From the request's start (its connection's opening included when it opened one) to the whole answer. */
  ms: number
  /** Opening its connection (0 on a connection opened before the clock started). */
  connectMs: number
  /** From the request written to the answer's first byte: the server's part, queueing in it included. */
  waitMs: number
  /** The worker's own time for it (its `Server-Timing: worker;dur=`), null when absent. */
  workerMs: number | null
  /** wrangler's dev proxy answered (the runtime changed mid-request), not the worker. */
  devProxy: boolean
  headers: IncomingHttpHeaders
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

/** `count` connections to `base`'s host, all open: a burst sent on them starts its clock after. */
export function openConnections(base: string, count: number): Promise<Socket[]> {
  const { hostname, port } = new URL(base)
  return Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<Socket>((resolve, reject) => {
          const socket = connect({ host: hostname, port: Number(port) })
          socket.once('connect', () => resolve(socket))
          socket.once('error', reject)
        }),
    ),
  )
}

export type TimedExchange = { status: number; headers: IncomingHttpHeaders; text: string } & Pick<
  BurstAnswer,
  'ms' | 'connectMs' | 'waitMs'
>

/**
 * One HTTP/1.1 exchange, timed in its parts, on a new connection of its own (closed after the
 * answer) or on `socket`, a connection opened before. Never on a pooled connection: workerd
 * closes one idle for 5 s, and one whose request it answered before reading the body, and a
 * POST written on it then gets no answer ("other side closed", ECONNRESET): the client's
 * fault, not the server's. "Answered" means status, headers and the whole body within
 * ANSWER_WITHIN_MS; rejects with the transport's error code otherwise.
 */
export function exchangeTimed(
  base: string,
  request: { method: string; path: string; headers?: Record<string, string>; body?: string },
  socket?: Socket,
): Promise<TimedExchange> {
  const url = new URL(request.path, base)
  const body = request.body === undefined ? undefined : Buffer.from(request.body)
  return new Promise((resolve, reject) => {
    const started = performance.now()
    let connectMs = 0
    let writtenAt = started
    const req = httpRequest({
      host: url.hostname,
      port: Number(url.port),
      path: url.pathname + url.search,
      method: request.method,
      headers: { ...request.headers, ...(body ? { 'Content-Length': String(body.length) } : {}) },
      agent: false,
      ...(socket ? { createConnection: () => socket } : {}),
    })
    const timer = setTimeout(
      () => req.destroy(new Error(`no complete answer within ${ANSWER_WITHIN_MS} ms`)),
      ANSWER_WITHIN_MS,
    )
    if (!socket) req.once('socket', (s) => s.once('connect', () => void (connectMs = performance.now() - started)))
    req.once('finish', () => void (writtenAt = performance.now()))
    req.once('response', (res) => {
      const waitMs = performance.now() - writtenAt
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.once('end', () => {
        clearTimeout(timer)
        socket?.destroy()
        const text = Buffer.concat(chunks).toString('utf8')
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          text,
          ms: performance.now() - started,
          connectMs,
          waitMs,
        })
      })
      res.once('error', (error) => req.destroy(error))
    })
    req.once('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer)
      socket?.destroy()
      reject(new Error(error.code ? `${error.code}: ${error.message}` : error.message))
    })
    req.end(body)
  })
}

/**
 * One submission to `${base}/api/leads` (exchangeTimed: a connection of its own, or `socket`).
 * Rejects when there is no answer, with the transport's error code.
 */
export async function submitTimed(base: string, entry: BurstEntry, socket?: Socket): Promise<BurstAnswer> {
  const init = postInit(entry.submission, new URL(base).origin, entry.ip)
  const res = await exchangeTimed(
    base,
    { method: 'POST', path: '/api/leads', headers: init.headers as Record<string, string>, body: init.body as string },
    socket,
  )
  const header = (name: string) => {
    const value = res.headers[name.toLowerCase()]
    return Array.isArray(value) ? value.join(', ') : (value ?? null)
  }
  const retryAfter = header('Retry-After')
  const timing = /worker;dur=(\d+)/.exec(header('Server-Timing') ?? '')
  const devProxy = res.status === 503 && DEV_PROXY_RESTART.test(res.text)
  // Anything else must be our JSON (a parse error here fails the caller).
  const code = devProxy ? null : ((JSON.parse(res.text) as { error?: { code: string } }).error?.code ?? null)
  return {
    status: res.status,
    retryAfter: retryAfter === null ? null : Number(retryAfter),
    code,
    ms: res.ms,
    connectMs: res.connectMs,
    waitMs: res.waitMs,
    workerMs: timing ? Number(timing[1]) : null,
    devProxy,
    headers: res.headers,
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

/**
 * Sends every entry at once and waits for every answer (or its absence). Each on a new
 * connection of its own, or with `openFirst` on connections all opened before the clock starts
 * (as a visitor's connection is accepted by the edge, not by the worker, in production).
 */
export async function runBurst(
  base: string,
  entries: BurstEntry[],
  opts: { openFirst?: boolean } = {},
): Promise<BurstResult> {
  const sockets = opts.openFirst ? await openConnections(base, entries.length) : []
  const started = performance.now()
  const answers = await Promise.all(
    entries.map((e, i) => submitTimed(base, e, sockets[i]).catch((error: unknown) => ({ error: String(error) }))),
  )
  return tallied(answers, performance.now() - started)
}

/** A burst's answers counted by kind, its 503s' latencies sorted; `ms` its wall time. */
export function tallied(answers: BurstResult['answers'], ms: number): BurstResult {
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
