/**
 * API overhead: `GET /api/rates?province=ON` throughput as a ratio to a bare
 * route (`GET /api/bench-bare`: no such route, so the JSON 404 of the router after the global
 * middleware, no database; /api/health now checks the database) in the same worker and the same run, and its
 * p99 latency against 1.5 × the bare route's p99 of the same run, with autocannon at 10 connections. The two are measured alternately, 3 rounds
 * of a few seconds each after a warm-up, and the medians reported.
 *
 * Starts its own sqld (migrated, demo seed) and worker in workerd on free loopback ports, as
 * tests/integration/global-setup.ts does, and stops them afterwards.
 */

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Bench, BenchRow } from './run'
import { startBenchStack } from './stack'

type AutocannonResult = {
  requests: { average: number; total: number }
  latency: { p99: number; p50: number }
  non2xx: number
  '5xx': number
  errors: number
  timeouts: number
}
type Autocannon = (opts: {
  url: string
  connections: number
  duration: number
  pipelining?: number
}) => Promise<AutocannonResult>
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon

const CONNECTIONS = 10
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4)
const ROUNDS = 3

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2
}

type Sample = { rps: number; p99: number; bad: number }

/** `expect404`: the bare route answers 404 by design; only 5xx, errors and timeouts are bad there. */
async function measure(url: string, duration = SECONDS, expect404 = false): Promise<Sample> {
  const r = await autocannon({ url, connections: CONNECTIONS, duration })
  const failed = expect404 ? r['5xx'] : r.non2xx
  return { rps: r.requests.average, p99: r.latency.p99, bad: failed + r.errors + r.timeouts }
}

const bench: Bench = {
  name: 'Rates API overhead (autocannon, 10 connections)',
  async run() {
    const dir = mkdtempSync(path.join(tmpdir(), 'brokerage-bench-'))
    // The worker serves static assets too; a one-file folder is enough for an API benchmark.
    const assets = path.join(dir, 'assets')
    mkdirSync(assets)
    writeFileSync(path.join(assets, 'index.html'), '<!doctype html><title>bench</title>')
    const stack = await startBenchStack(dir, assets)
    try {
      const bare = `${stack.workerUrl}/api/bench-bare`
      const rates = `${stack.workerUrl}/api/rates?province=ON`
      const check = (await (await fetch(rates)).json()) as { rates: unknown[] }
      if (check.rates.length === 0) throw new Error('GET /api/rates returned no rates: the seed did not load')

      // Warm-up: JIT, the libSQL connection, wrangler's proxy.
      await measure(bare, 1, true)
      await measure(rates, 1)

      const bareRuns: Sample[] = []
      const ratesRuns: Sample[] = []
      for (let i = 0; i < ROUNDS; i++) {
        bareRuns.push(await measure(bare, SECONDS, true))
        ratesRuns.push(await measure(rates))
      }
      const bareRps = median(bareRuns.map((s) => s.rps))
      const ratesRps = median(ratesRuns.map((s) => s.rps))
      const ratio = ratesRps / bareRps
      const p99 = median(ratesRuns.map((s) => s.p99))
      const bareP99 = median(bareRuns.map((s) => s.p99))
      // Loopback, wrangler's proxy and autocannon share the machine's cores, so an absolute p99
      // measures the machine; the route's tail is judged against the bare route's in the same run.
      const p99Limit = bareP99 * 1.5
      const bad = [...bareRuns, ...ratesRuns].reduce((n, s) => n + s.bad, 0)
      const rows: BenchRow[] = [
        {
          metric: 'bare route GET /api/bench-bare, 404 (median req/s)',
          value: bareRps.toFixed(0),
          budget: 'reference',
          verdict: 'info',
        },
        {
          metric: 'GET /api/rates?province=ON (median req/s)',
          value: ratesRps.toFixed(0),
          budget: 'reference',
          verdict: 'info',
        },
        {
          metric: 'rates throughput / bare route',
          value: `${(ratio * 100).toFixed(0)} %`,
          budget: '≥ 50 %',
          verdict: ratio >= 0.5 ? 'within' : 'over',
        },
        {
          metric: 'GET /api/rates p99 latency (median of runs)',
          value: `${p99.toFixed(1)} ms`,
          budget: `≤ 1.5 × bare (${p99Limit.toFixed(1)} ms)`,
          verdict: p99 <= p99Limit ? 'within' : 'over',
        },
        {
          metric: 'bare route p99 latency (median of runs)',
          value: `${bareP99.toFixed(1)} ms`,
          budget: 'reference',
          verdict: 'info',
        },
        {
          metric: 'non-2xx, errors and timeouts',
          value: String(bad),
          budget: '0',
          verdict: bad === 0 ? 'within' : 'over',
        },
      ]
      return rows
    } finally {
      await stack.stop()
      rmSync(dir, { recursive: true, force: true })
    }
  },
}
export default bench
