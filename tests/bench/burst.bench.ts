/**
 * Overload: 500, then 1,000 lead submissions sent at once (each from its own address), against
 * its own sqld and worker in workerd on loopback. Per burst: goodput (2xx, each checked to be
 * exactly one row), 503s and their latency (p50/p95: a refusal should be immediate, not the
 * whole database budget) beside the floor (as many answers that touch no database, at once),
 * and anything else. Reports only; the assertions are in
 * tests/integration/burst.test.ts. `BURST_SIZES=500,1000` by default.
 *
 * The path: workerd on its own socket, as production has no dev proxy (`BURST_PATH=direct`, the
 * default, tests/bench/workerd-direct.ts), or through wrangler's dev proxy as `npm start` and
 * the tests run it (`BURST_PATH=dev-proxy`). Every row names it.
 *
 * `BURST_CALLS=1` puts a relay that counts the worker's database calls between it and sqld
 * (tests/support/sqld-call-counter.ts) and adds the calls per stored lead: a figure the
 * machine's load moves far less than the timings (the relay's own cost is in the timings then).
 *
 * Heavy on a small machine (about 3,000 requests): run it alone.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { ANSWER_WITHIN_MS, type BurstAnswer, burstEntries, quantile, runBurst } from '#tests/support/lead-burst.ts'
import { type SqldCallCounter, startSqldCallCounter } from '#tests/support/sqld-call-counter.ts'
import type { Bench, BenchRow } from './run'
import { startBenchStack } from './stack'

const SIZES = (process.env.BURST_SIZES ?? '500,1000').split(',').map(Number)
const DIRECT = (process.env.BURST_PATH ?? 'direct') !== 'dev-proxy'
const PATH_NAME = DIRECT ? 'workerd direct' : 'wrangler dev proxy'
const COUNT_CALLS = process.env.BURST_CALLS === '1'

/** p50 / p95 of the worker's own time (its Server-Timing) over the answers with `status`. */
function workerTimes(answers: readonly (BurstAnswer | { error: string })[], status: number): string {
  const ms = answers
    .flatMap((a) => ('error' in a || a.status !== status || a.workerMs === null ? [] : [a.workerMs]))
    .sort((a, b) => a - b)
  return ms.length === 0 ? '—' : `${quantile(ms, 0.5)} / ${quantile(ms, 0.95)} ms`
}

const bench: Bench = {
  name: 'Lead burst: goodput and refusals (500 and 1,000 at once)',
  async run() {
    const dir = mkdtempSync(path.join(tmpdir(), 'brokerage-burst-'))
    const assets = path.join(dir, 'assets')
    mkdirSync(assets)
    writeFileSync(path.join(assets, 'index.html'), '<!doctype html><title>bench</title>')
    let counter: SqldCallCounter | undefined
    const relay = async (sqldUrl: string) => {
      counter = await startSqldCallCounter(sqldUrl)
      return counter
    }
    const stack = await startBenchStack(dir, assets, COUNT_CALLS ? relay : undefined, DIRECT)
    const client = createClient({ url: stack.sqldUrl })
    try {
      const base = stack.workerUrl
      // Warm-up: a few submissions (JIT, the libSQL connection, the proxy when there is one).
      await runBurst(base, burstEntries(10, 99))

      const rows: BenchRow[] = []
      for (const [i, size] of SIZES.entries()) {
        // The floor: what any answer costs at this concurrency on this machine (the dev proxy if
        // any, workerd, the client), measured with as many requests that touch no database.
        const floorMs = await Promise.all(
          Array.from({ length: size }, async () => {
            const started = performance.now()
            const signal = AbortSignal.timeout(ANSWER_WITHIN_MS)
            return fetch(`${base}/api/health/live`, { signal })
              .then((r) => r.text())
              .then(
                () => performance.now() - started,
                () => null,
              )
          }),
        )
        const floor = floorMs.filter((ms) => ms !== null).sort((a, b) => a - b)
        await new Promise((r) => setTimeout(r, 1000))
        const entries = burstEntries(size, 90 + i)
        const callsBefore = counter?.calls.length ?? 0
        const lateBefore = stack.unavailable?.() ?? 0
        const burst = await runBurst(base, entries)
        // Calls already sent finish after their caller gave up: wait until the row count holds still.
        const ids = entries.map((e) => e.submission.id)
        let seenCalls: number | undefined
        const countRows = async (list: string[]) => {
          if (list.length === 0) return 0
          const r = await client.execute({
            sql: `select count(*) as n from leads where id in (${list.map(() => '?').join(',')})`,
            args: list,
          })
          return Number(r.rows[0]?.n ?? 0)
        }
        let last = -1
        for (let t = 0; t < 30; t++) {
          const n = await countRows(ids)
          const calls = counter?.calls.length
          if (n === last && calls === seenCalls) break
          last = n
          seenCalls = calls
          await new Promise((r) => setTimeout(r, 1000))
        }
        const burstCalls = counter?.calls.slice(callsBefore) ?? []
        const ok = entries.filter((_, j) => {
          const a = burst.answers[j]!
          return !('error' in a) && a.status >= 200 && a.status < 300
        })
        const okRows = await countRows(ok.map((e) => e.submission.id))
        const late = stack.unavailable ? String(stack.unavailable() - lateBefore) : '— (not counted on this path)'
        const refused = burst.refusedMs
        const others = Object.entries(burst.tally)
          .filter(([k]) => k !== '201' && k !== '503')
          .map(([k, n]) => `${n} × ${k}`)
        const retryAfter = new Set(
          burst.answers.filter((a): a is BurstAnswer => !('error' in a) && a.status === 503).map((a) => a.retryAfter),
        )
        rows.push(
          {
            metric: `${size} at once (${PATH_NAME}): goodput (2xx)`,
            value: `${ok.length} (${okRows} rows for them)`,
            budget: i === 0 ? 'reference' : `≥ the ${SIZES[0]}-burst's`,
            verdict: 'info',
          },
          {
            metric: `${size} at once (${PATH_NAME}): 503 (Retry-After ${[...retryAfter].join('/') || '—'})`,
            value: String(refused.length),
            budget: 'the rest',
            verdict: 'info',
          },
          {
            metric: `${size} at once (${PATH_NAME}): 503 latency p50 / p95`,
            value: `${quantile(refused, 0.5).toFixed(0)} / ${quantile(refused, 0.95).toFixed(0)} ms`,
            budget: '≪ 100 ms',
            verdict: quantile(refused, 0.5) < 100 ? 'within' : 'over',
          },
          {
            metric: `${size} at once (${PATH_NAME}): 503 after admission (let in, then out of database time)`,
            value: late,
            budget: '0',
            verdict: late === '0' ? 'within' : 'info',
          },
          {
            metric: `${size} at once (${PATH_NAME}): the worker's own time (Server-Timing) p50 / p95: 503; 2xx`,
            value: `${workerTimes(burst.answers, 503)}; ${workerTimes(burst.answers, 201)}`,
            budget: '≪ 100 ms (503)',
            verdict: 'info',
          },
          {
            metric: `${size} at once (${PATH_NAME}): floor (no-database answers) p50 / p95`,
            value: `${quantile(floor, 0.5).toFixed(0)} / ${quantile(floor, 0.95).toFixed(0)} ms${floor.length < size ? ` (${size - floor.length} unanswered)` : ''}`,
            budget: 'reference',
            verdict: 'info',
          },
          {
            metric: `${size} at once (${PATH_NAME}): other answers; wall time`,
            value: `${others.join(', ') || 'none'}; ${(burst.ms / 1000).toFixed(1)} s`,
            budget: 'none; ≤ 10 s',
            verdict: others.length === 0 ? 'within' : 'over',
          },
          {
            metric: `${size} at once (${PATH_NAME}): rows stored in all (2xx + late commits of 503s)`,
            value: String(last),
            budget: 'reference',
            verdict: 'info',
          },
        )
        if (counter) {
          const per = (n: number) => (last > 0 ? (n / last).toFixed(1) : '—')
          rows.push({
            metric: `${size} at once (${PATH_NAME}, through the call counter): database calls per stored lead (writes)`,
            value: `${per(burstCalls.length)} (${per(burstCalls.filter((c) => c.writes).length)})`,
            budget: 'fewer is better',
            verdict: 'info',
          })
        }
        console.log(
          `  burst ${size}:`,
          burst.tally,
          `refused p50 ${quantile(refused, 0.5).toFixed(0)} ms, floor p50 ${quantile(floor, 0.5).toFixed(0)} ms, 503 after admission ${late}, rows for 2xx ${okRows}`,
        )
        // Let the worker go idle before the next burst.
        await new Promise((r) => setTimeout(r, 3000))
      }
      return rows
    } finally {
      client.close()
      await stack.stop()
      rmSync(dir, { recursive: true, force: true })
    }
  },
}
export default bench
