/**
 * Overload: 500, then 1,000 lead submissions sent at once (each from its own address), against
 * its own sqld and worker in workerd on loopback. Per burst: goodput (2xx, each checked to be
 * exactly one row), 503s and their latency (p50/p95: a refusal should be immediate, not the
 * whole database budget) beside the floor (as many answers that touch no database, at once),
 * and anything else. Reports only; the assertions are in
 * tests/integration/burst.test.ts. `BURST_SIZES=500,1000` by default.
 *
 * Each burst twice: every request on a new connection of its own (the worker's socket takes
 * them all in during the burst), and on connections all opened before the clock starts (in
 * production the edge, not the worker, accepts a visitor's connection). Each answer is split
 * into opening its connection and the wait from the request written to its first byte. Beside
 * them: a lone request sent while the burst's admitted requests hold the door (its refusal
 * without the burst's queue in front of it), the CPU workerd and this client spent, and the
 * same floor against a bare Node HTTP server in a process of its own (a test seam: what this
 * client and the machine's loopback cost without workerd).
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
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { Socket } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { killTree, waitForExit } from '#scripts/lib/processes.ts'
import {
  type BurstAnswer,
  type BurstResult,
  burstEntries,
  exchangeTimed,
  openConnections,
  quantile,
  runBurst,
  submitTimed,
  tallied,
} from '#tests/support/lead-burst.ts'
import { type SqldCallCounter, startSqldCallCounter } from '#tests/support/sqld-call-counter.ts'
import { cpuMs, cpuPerRequestKind } from './request-cpu'
import type { Bench, BenchRow } from './run'
import { startBenchStack } from './stack'

const SIZES = (process.env.BURST_SIZES ?? '500,1000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0)
/** Requests of each kind for the CPU per request (`BURST_CPU_N=0`: not measured). */
const CPU_N = Number(process.env.BURST_CPU_N ?? 1000)
const DIRECT = (process.env.BURST_PATH ?? 'direct') !== 'dev-proxy'
const PATH_NAME = DIRECT ? 'workerd direct' : 'wrangler dev proxy'
const COUNT_CALLS = process.env.BURST_CALLS === '1'
/** Lone requests sent one after another during a burst, at most. */
const PROBES = 40

/** `p50 / p95 ms` of values, `—` when there are none. */
function p50p95(values: readonly number[]): string {
  const ms = [...values].sort((a, b) => a - b)
  return ms.length === 0 ? '—' : `${quantile(ms, 0.5).toFixed(0)} / ${quantile(ms, 0.95).toFixed(0)} ms`
}

function answered(a: BurstAnswer | { error: string }): a is BurstAnswer {
  return !('error' in a)
}

/** p50 / p95 of the worker's own time (its Server-Timing) over the answers with `status`. */
function workerTimes(answers: readonly (BurstAnswer | { error: string })[], status: number): string {
  return p50p95(
    answers.flatMap((a) => (!answered(a) || a.status !== status || a.workerMs === null ? [] : [a.workerMs])),
  )
}

/** The process listening on loopback `port` (Linux `ss`), null when it cannot be told. */
function listenerPid(port: number): number | null {
  try {
    const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' })
    return Number(/pid=(\d+)/.exec(out)?.[1] ?? Number.NaN) || null
  } catch {
    return null
  }
}

/**
 * A test seam: a bare Node HTTP server (listen backlog 4,096, as workerd's) answering `{"ok":true}`
 * to anything, in a process of its own, so the client's and the loopback's share of a floor
 * can be told from workerd's.
 */
async function startBareServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const code = `const s = require('node:http').createServer((q, r) => r.end('{"ok":true}'));
s.listen({ host: '127.0.0.1', port: 0, backlog: 4096 }, () => console.log(s.address().port))`
  const child: ChildProcess = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] })
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout?.once('data', (d: Buffer) => resolve(d.toString().trim()))
    child.once('exit', (c) => reject(new Error(`the bare server exited (${c})`)))
  })
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      killTree(child)
      await waitForExit(child)
    },
  }
}

type Floor = { ms: number[]; connectMs: number[]; waitMs: number[]; failed: Record<string, number> }

/** `size` no-database requests at once to `url` (on connections opened first, or new ones). */
async function floorOf(base: string, route: string, size: number, openFirst: boolean): Promise<Floor> {
  const sockets: (Socket | undefined)[] = openFirst ? await openConnections(base, size) : []
  const floor: Floor = { ms: [], connectMs: [], waitMs: [], failed: {} }
  await Promise.all(
    Array.from({ length: size }, (_, i) =>
      exchangeTimed(base, { method: 'GET', path: route }, sockets[i]).then(
        (r) => {
          floor.ms.push(r.ms)
          floor.connectMs.push(r.connectMs)
          floor.waitMs.push(r.waitMs)
        },
        (error: unknown) => {
          const key = String(error).slice(0, 80)
          floor.failed[key] = (floor.failed[key] ?? 0) + 1
        },
      ),
    ),
  )
  return floor
}

function floorValue(floor: Floor, size: number): string {
  const failed = Object.entries(floor.failed).map(([k, n]) => `${n} × ${k}`)
  return `${p50p95(floor.ms)} (connect ${p50p95(floor.connectMs)}; wait ${p50p95(floor.waitMs)})${failed.length ? `; ${size - floor.ms.length} unanswered: ${failed.join(', ')}` : ''}`
}

type LoneProbe = { status: number | string; ms: number; sentAt: number }

/**
 * Lone submissions, one at a time on connections opened before, from the burst's first answer
 * until its last: each is "alone" when no refusal of the burst came after it was sent (nothing
 * of the burst queued in front of it but the work the door let in).
 */
async function probeDuring(
  base: string,
  burst: Promise<BurstResult>,
  net: number,
  firstAnswer: Promise<void>,
): Promise<LoneProbe[]> {
  const entries = burstEntries(PROBES, net)
  const sockets = await openConnections(base, PROBES)
  let done = false
  void burst.finally(() => {
    done = true
  })
  await firstAnswer
  const probes: LoneProbe[] = []
  for (const [i, entry] of entries.entries()) {
    if (done) break
    const sentAt = performance.now()
    const answer = await submitTimed(base, entry, sockets[i]).catch((error: unknown) => ({ error: String(error) }))
    probes.push({ status: answered(answer) ? answer.status : answer.error, ms: performance.now() - sentAt, sentAt })
  }
  for (const socket of sockets) socket.destroy()
  return probes
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
    const bare = await startBareServer()
    const client = createClient({ url: stack.sqldUrl })
    const workerd = listenerPid(Number(new URL(stack.workerUrl).port))
    try {
      const base = stack.workerUrl
      // Warm-up: a few submissions (JIT, the libSQL connection, the proxy when there is one).
      await runBurst(base, burstEntries(10, 99))
      const countRows = async (list: string[]) => {
        if (list.length === 0) return 0
        const r = await client.execute({
          sql: `select count(*) as n from leads where id in (${list.map(() => '?').join(',')})`,
          args: list,
        })
        return Number(r.rows[0]?.n ?? 0)
      }

      const rows: BenchRow[] = []
      // The CPU workerd spends per request of each kind, sequential and quiet, before any burst.
      if (CPU_N > 0 && workerd !== null) {
        for (const k of await cpuPerRequestKind(base, workerd, CPU_N)) {
          const statuses = Object.entries(k.statuses).map(([s, n]) => `${n} × ${s}`)
          rows.push({
            metric: `workerd CPU per request, one after another (${PATH_NAME}, new connections): ${k.kind}`,
            value: `${k.cpuUs.toFixed(0)} µs (${statuses.join(', ')}; ${(k.wallMs / k.n).toFixed(1)} ms each)`,
            budget: 'reference',
            verdict: 'info',
          })
          console.log(`  CPU per request: ${k.kind}: ${k.cpuUs.toFixed(0)} µs`, k.statuses)
        }
      }
      let net = 10
      // Goodput of the first (smallest) burst on each path: a larger burst must store at least as many.
      const firstGoodput = new Map<boolean, number>()
      for (const [i, size] of SIZES.entries()) {
        const bareFloor = await floorOf(bare.url, '/', size, false)
        rows.push({
          metric: `${size} at once: floor of a bare Node server (test seam, new connections) p50 / p95`,
          value: floorValue(bareFloor, size),
          budget: 'reference',
          verdict: 'info',
        })
        for (const openFirst of [false, true]) {
          const how = `${PATH_NAME}, ${openFirst ? 'connections opened first' : 'new connections'}`
          // The floor: what any answer costs at this concurrency on this machine (the dev proxy if
          // any, workerd, the client), measured with as many requests that touch no database.
          const floor = await floorOf(base, '/api/health/live', size, openFirst)
          await new Promise((r) => setTimeout(r, 1000))
          const entries = burstEntries(size, net++)
          const callsBefore = counter?.calls.length ?? 0
          const lateBefore = stack.unavailable?.() ?? 0
          const cpuBefore = { workerd: cpuMs(workerd), client: process.cpuUsage() }
          let firstAnswer: () => void = () => undefined
          const answeredOnce = new Promise<void>((resolve) => {
            firstAnswer = resolve
          })
          const sockets = openFirst ? await openConnections(base, size) : []
          const burstStarted = performance.now()
          const refusedAt: number[] = []
          const burst = (async (): Promise<BurstResult> => {
            const answers = await Promise.all(
              entries.map((e, j) =>
                submitTimed(base, e, sockets[j]).then(
                  (a) => {
                    firstAnswer()
                    if (a.status === 503) refusedAt.push(performance.now())
                    return a
                  },
                  (error: unknown) => {
                    firstAnswer()
                    return { error: String(error) }
                  },
                ),
              ),
            )
            return tallied(answers, performance.now() - burstStarted)
          })()
          const [result, probes] = await Promise.all([burst, probeDuring(base, burst, net++, answeredOnce)])
          const cpu = {
            workerd: (cpuMs(workerd) ?? Number.NaN) - (cpuBefore.workerd ?? Number.NaN),
            client: process.cpuUsage(cpuBefore.client),
          }
          // Calls already sent finish after their caller gave up: wait until the row count holds still.
          const ids = entries.map((e) => e.submission.id)
          let seenCalls: number | undefined
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
            const a = result.answers[j]!
            return answered(a) && a.status >= 200 && a.status < 300
          })
          const okRows = await countRows(ok.map((e) => e.submission.id))
          const late = stack.unavailable ? String(stack.unavailable() - lateBefore) : '— (not counted on this path)'
          const refusals = result.answers.filter(
            (a): a is BurstAnswer => answered(a) && a.status === 503 && !a.devProxy,
          )
          const others = Object.entries(result.tally)
            .filter(([k]) => k !== '201' && k !== '503')
            .map(([k, n]) => `${n} × ${k}`)
          const retryAfter = new Set(refusals.map((a) => a.retryAfter))
          const lastRefusal = Math.max(Number.NEGATIVE_INFINITY, ...refusedAt)
          const alone = probes.filter((p) => p.sentAt > lastRefusal)
          const aloneRefused = alone.filter((p) => p.status === 503).map((p) => p.ms)
          const refusedMs = refusals.map((a) => a.ms)
          if (i === 0) firstGoodput.set(openFirst, ok.length)
          rows.push(
            {
              metric: `${size} at once (${how}): goodput (2xx)`,
              value: `${ok.length} (${okRows} rows for them)`,
              budget: i === 0 ? 'reference' : `≥ the ${SIZES[0]}-burst's (${firstGoodput.get(openFirst)})`,
              verdict: i === 0 ? 'info' : ok.length >= (firstGoodput.get(openFirst) ?? 0) ? 'within' : 'over',
            },
            {
              metric: `${size} at once (${how}): 503 (Retry-After ${[...retryAfter].join('/') || '—'})`,
              value: String(refusals.length),
              budget: 'the rest',
              verdict: 'info',
            },
            {
              metric: `${size} at once (${how}): 503 latency p50 / p95`,
              value: p50p95(refusedMs),
              budget: '≪ 100 ms',
              verdict: quantile(result.refusedMs, 0.5) < 100 ? 'within' : 'over',
            },
            {
              metric: `${size} at once (${how}): 503: opening the connection; request written → first byte`,
              value: `${p50p95(refusals.map((a) => a.connectMs))}; ${p50p95(refusals.map((a) => a.waitMs))}`,
              budget: 'reference',
              verdict: 'info',
            },
            {
              metric: `${size} at once (${how}): a lone request at capacity (after the burst's last 503, the door held): 503 p50 / p95`,
              value: `${p50p95(aloneRefused)} (${aloneRefused.length} of ${alone.length} lone; ${probes.length} sent)`,
              budget: '≪ 100 ms',
              verdict:
                aloneRefused.length === 0
                  ? 'info'
                  : quantile(
                        aloneRefused.sort((a, b) => a - b),
                        0.5,
                      ) < 100
                    ? 'within'
                    : 'over',
            },
            {
              metric: `${size} at once (${how}): 503 after admission (let in, then out of database time)`,
              value: late,
              budget: '0',
              verdict: late === '0' ? 'within' : 'info',
            },
            {
              metric: `${size} at once (${how}): the worker's own time (Server-Timing) p50 / p95: 503; 2xx`,
              value: `${workerTimes(result.answers, 503)}; ${workerTimes(result.answers, 201)}`,
              budget: '≪ 100 ms (503)',
              verdict: 'info',
            },
            {
              metric: `${size} at once (${how}): 2xx: request written → first byte; the worker's own time (from the door to the answer); the difference (in workerd before the door: the queue of one isolate)`,
              value: (() => {
                const admitted = result.answers.filter(
                  (a): a is BurstAnswer => answered(a) && a.status === 201 && a.workerMs !== null,
                )
                return `${p50p95(admitted.map((a) => a.waitMs))}; ${p50p95(admitted.map((a) => a.workerMs!))}; ${p50p95(admitted.map((a) => a.waitMs - a.workerMs!))}`
              })(),
              budget: 'reference',
              verdict: 'info',
            },
            {
              metric: `${size} at once (${how}): CPU during the burst: workerd; this client`,
              value: `${Number.isNaN(cpu.workerd) ? '—' : `${cpu.workerd.toFixed(0)} ms`}; ${((cpu.client.user + cpu.client.system) / 1000).toFixed(0)} ms`,
              budget: 'reference',
              verdict: 'info',
            },
            {
              metric: `${size} at once (${how}): floor (no-database answers) p50 / p95`,
              value: floorValue(floor, size),
              budget: 'reference',
              verdict: 'info',
            },
            {
              metric: `${size} at once (${how}): other answers; wall time`,
              value: `${others.join(', ') || 'none'}; ${(result.ms / 1000).toFixed(1)} s`,
              budget: 'none; ≤ 10 s',
              verdict: others.length === 0 ? 'within' : 'over',
            },
            {
              metric: `${size} at once (${how}): rows stored in all (2xx + late commits of 503s)`,
              value: String(last),
              budget: 'reference',
              verdict: 'info',
            },
          )
          if (counter) {
            const per = (n: number) => (last > 0 ? (n / last).toFixed(1) : '—')
            rows.push({
              metric: `${size} at once (${how}, through the call counter): database calls per stored lead (writes)`,
              value: `${per(burstCalls.length)} (${per(burstCalls.filter((c) => c.writes).length)})`,
              budget: 'fewer is better',
              verdict: 'info',
            })
          }
          console.log(
            `  burst ${size} (${how}):`,
            result.tally,
            `503 p50 ${quantile(result.refusedMs, 0.5).toFixed(0)} ms, lone at capacity ${p50p95(aloneRefused)}, floor ${p50p95(floor.ms)}, rows for 2xx ${okRows}`,
          )
          // Let the worker go idle before the next burst.
          await new Promise((r) => setTimeout(r, 3000))
        }
      }
      return rows
    } finally {
      client.close()
      await bare.stop()
      await stack.stop()
      rmSync(dir, { recursive: true, force: true })
    }
  },
}
export default bench
