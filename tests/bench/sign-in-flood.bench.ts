/**
 * Sign-in timings, two controls. Timing-equal answers: a wrong password for a real account and any
 * password for an unknown email take about as long (both run the password hash; the budget: the
 * medians' ratio within 0.5–2). Expensive hashing bounded: the public reads' median latency (`GET /api/rates`, one after
 * another) just before, and during, 50 concurrent failed sign-ins (each from its own address, so
 * no throttle stands in for the hashing limit), against its own sqld and worker in workerd on
 * loopback. The budget: during ≤ 2 × before. Reports only; what the flood is answered with is
 * asserted in tests/integration/sign-in-flood.test.ts and auth-throttle.test.ts.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DEMO_ACCOUNTS } from '#scripts/seed-data.ts'
import { TEST_CLIENT_IP_HEADER } from '#worker/middleware/rate-limit.ts'
import type { Bench, BenchRow } from './run'
import { startBenchStack } from './stack'

const FLOOD = 50
const READS = 30
const PAIRS = 8

const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN

const bench: Bench = {
  name: 'Sign-in: timing-equal answers, and public reads during 50 failed sign-ins',
  async run() {
    const dir = mkdtempSync(path.join(tmpdir(), 'brokerage-flood-'))
    const assets = path.join(dir, 'assets')
    mkdirSync(assets)
    writeFileSync(path.join(assets, 'index.html'), '<!doctype html><title>bench</title>')
    const stack = await startBenchStack(dir, assets, undefined, true)
    try {
      const base = stack.workerUrl
      const read = async () => {
        const started = performance.now()
        const res = await fetch(`${base}/api/rates`)
        await res.arrayBuffer()
        if (res.status !== 200) throw new Error(`GET /api/rates answered ${res.status}`)
        return performance.now() - started
      }
      const reads = async (n: number) => {
        const times: number[] = []
        for (let i = 0; i < n; i++) times.push(await read())
        return times
      }
      let address = 0
      /** One sign-in from an address of its own (no throttle between them); its time and status. */
      const signIn = async (email: string, password: string) => {
        address++
        const started = performance.now()
        const res = await fetch(`${base}/api/auth/sign-in`, {
          method: 'POST',
          headers: {
            Origin: new URL(base).origin,
            'Content-Type': 'application/json',
            [TEST_CLIENT_IP_HEADER]: `10.77.${address >> 8}.${address & 255}`,
          },
          body: JSON.stringify({ email, password }),
        })
        await res.arrayBuffer()
        return { status: res.status, ms: performance.now() - started }
      }
      await reads(5) // warm-up
      // Alternated, one at a time: a real account with a wrong password, then an unknown email.
      const known: number[] = []
      const unknown: number[] = []
      for (let i = 0; i < PAIRS; i++) {
        known.push((await signIn(DEMO_ACCOUNTS[2].email, `Wrong-${i}-password`)).ms)
        unknown.push((await signIn(`nobody-${crypto.randomUUID()}@bench.test`, 'Wrong-password-1')).ms)
      }
      const ratio = median(unknown) / median(known)
      const before = median(await reads(READS))
      const flood = Promise.all(
        Array.from({ length: FLOOD }, (_, i) =>
          signIn(`flood-${i}-${crypto.randomUUID()}@bench.test`, 'Wrong-password-1'),
        ),
      )
      const during = median(await reads(READS))
      const answers = await flood
      const refused = answers.filter((a) => a.status === 503)
      const checked = answers.filter((a) => a.status === 401)
      const rows: BenchRow[] = [
        {
          metric: `sign-in p50, unknown email / real account with a wrong password (${PAIRS} each)`,
          value: `${median(unknown).toFixed(0)} / ${median(known).toFixed(0)} ms (×${ratio.toFixed(2)})`,
          budget: '×0.5–2',
          verdict: ratio > 0.5 && ratio < 2 ? 'within' : 'over',
        },
        {
          metric: `public reads p50 before / during ${FLOOD} failed sign-ins`,
          value: `${before.toFixed(1)} / ${during.toFixed(1)} ms (×${(during / before).toFixed(2)})`,
          budget: '≤ 2 × before',
          verdict: during <= 2 * before ? 'within' : 'over',
        },
        {
          metric: 'the flood: checked (401); refused at once (503), their p50',
          value: `${checked.length}; ${refused.length}, ${refused.length ? median(refused.map((a) => a.ms)).toFixed(0) : '—'} ms`,
          budget: `${FLOOD} in all`,
          verdict: checked.length + refused.length === FLOOD ? 'within' : 'over',
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
