/**
 * Database calls per lead: each kind submitted one at a time through a relay that counts the
 * worker's calls to sqld (tests/support/sqld-call-counter.ts). "Before" is what the visitor
 * waits for (until the answer arrives), "after" what follows it (until the database is quiet:
 * routing, notifications, mail). A call of the after-work that starts before the answer has
 * reached the client counts as before, hence the averages.
 */
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { migrateDb } from '#scripts/lib/db.ts'
import { freePort } from '#scripts/lib/processes.ts'
import { seedIfEmpty } from '#scripts/lib/seed.ts'
import { startSqld } from '#scripts/lib/sqld.ts'
import { startWorker } from '#scripts/lib/worker.ts'
import { LEAD_KINDS_UNDER_TEST, postInit, submissionOf } from '#tests/integration/leads-fixtures.ts'
import { startSqldCallCounter } from '#tests/support/sqld-call-counter.ts'
import type { Bench, BenchRow } from './run'

/** Submissions per kind. */
const ROUNDS = 3

const bench: Bench = {
  name: 'Database calls per lead (before and after the answer)',
  async run() {
    const dir = mkdtempSync(path.join(tmpdir(), 'brokerage-lead-calls-'))
    const assets = path.join(dir, 'assets')
    mkdirSync(assets)
    writeFileSync(path.join(assets, 'index.html'), '<!doctype html><title>bench</title>')
    const sqld = await startSqld({ dataDir: path.join(dir, 'sqld'), port: await freePort() })
    const counter = await startSqldCallCounter(sqld.url)
    const stops: (() => Promise<void>)[] = [counter.stop, sqld.stop]
    try {
      await migrateDb(sqld.url)
      await seedIfEmpty(sqld.url)
      const worker = await startWorker({
        port: await freePort(),
        persistTo: path.join(dir, 'wrangler'),
        assetsDir: assets,
        vars: {
          DATABASE_URL: counter.url,
          JWT_SECRET: randomBytes(48).toString('base64url'),
          ENVIRONMENT: 'development',
        },
      })
      stops.unshift(worker.stop)
      const origin = new URL(worker.url).origin
      const submit = async (kind: (typeof LEAD_KINDS_UNDER_TEST)[number], ip: string) => {
        const res = await fetch(`${worker.url}/api/leads`, postInit(submissionOf(kind as 'quote'), origin, ip))
        await res.text()
        return res.status
      }
      const quiet = async () => {
        for (let seen = -1; seen !== counter.calls.length; ) {
          seen = counter.calls.length
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
          const start = counter.calls.length
          statuses.add(await submit(kind, `100.78.${k}.${i}`))
          const answered = counter.calls.length
          await quiet()
          const before = counter.calls.slice(start, answered)
          const after = counter.calls.slice(answered)
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
      for (const stop of stops) await stop()
      rmSync(dir, { recursive: true, force: true })
    }
  },
}
export default bench
