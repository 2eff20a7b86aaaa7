/**
 * Database calls per lead: each kind submitted one at a time through a relay that counts the
 * worker's calls to sqld (tests/support/sqld-call-counter.ts). "Before" is what the visitor
 * waits for (until the answer arrives), "after" what follows it (until the database is quiet:
 * routing, notifications, mail). A call of the after-work that starts before the answer has
 * reached the client counts as before, hence the averages.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { LEAD_KINDS_UNDER_TEST, postInit, submissionOf } from '#tests/integration/leads-fixtures.ts'
import { startSqldCallCounter } from '#tests/support/sqld-call-counter.ts'
import type { Bench, BenchRow } from './run'
import { startBenchStack } from './stack'

/** Submissions per kind. */
const ROUNDS = 3

const bench: Bench = {
  name: 'Database calls per lead (before and after the answer)',
  async run() {
    const dir = mkdtempSync(path.join(tmpdir(), 'brokerage-lead-calls-'))
    const assets = path.join(dir, 'assets')
    mkdirSync(assets)
    writeFileSync(path.join(assets, 'index.html'), '<!doctype html><title>bench</title>')
    let counter: Awaited<ReturnType<typeof startSqldCallCounter>> | undefined
    const stack = await startBenchStack(dir, assets, async (sqldUrl) => {
      counter = await startSqldCallCounter(sqldUrl)
      return counter
    })
    const calls = () => counter?.calls ?? []
    try {
      const origin = new URL(stack.workerUrl).origin
      const submit = async (kind: (typeof LEAD_KINDS_UNDER_TEST)[number], ip: string) => {
        const res = await fetch(`${stack.workerUrl}/api/leads`, postInit(submissionOf(kind as 'quote'), origin, ip))
        await res.text()
        return res.status
      }
      const quiet = async () => {
        for (let seen = -1; seen !== calls().length; ) {
          seen = calls().length
          await new Promise((r) => setTimeout(r, 700))
        }
      }
      // Warm-up: the isolate, the libSQL client, the routing rule.
      for (let i = 0; i < 3; i++) await submit('quote', `100.77.0.${i}`)
      await quiet()
      const rows: BenchRow[] = []
      for (const [k, kind] of LEAD_KINDS_UNDER_TEST.entries()) {
        const sum = { before: 0, beforeWrites: 0, after: 0, afterWrites: 0 }
        const statuses = new Set<number>()
        for (let i = 0; i < ROUNDS; i++) {
          const start = calls().length
          statuses.add(await submit(kind, `100.78.${k}.${i}`))
          const answered = calls().length
          await quiet()
          const before = calls().slice(start, answered)
          const after = calls().slice(answered)
          sum.before += before.length
          sum.beforeWrites += before.filter((c) => c.writes).length
          sum.after += after.length
          sum.afterWrites += after.filter((c) => c.writes).length
        }
        const avg = (n: number) => (n / ROUNDS).toFixed(1)
        rows.push({
          metric: `${kind} (${[...statuses].join('/')}): calls before / after the answer`,
          value: `${avg(sum.before)} (${avg(sum.beforeWrites)} writes) / ${avg(sum.after)} (${avg(sum.afterWrites)} writes)`,
          budget: 'fewer is better',
          verdict: 'info',
        })
      }
      return rows
    } finally {
      await stack.stop()
      rmSync(dir, { recursive: true, force: true })
    }
  },
}
export default bench
