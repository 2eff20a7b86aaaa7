/**
 * Lighthouse 12 (mobile preset, simulated throttling, Debian's Chromium), the median of 5 runs
 * per key page, against a fresh build served by the worker in workerd (own sqld, migrated and
 * seeded, on free loopback ports). Budget: 100 in every category on `/`, `/rates` and the
 * calculators. `LH_RUNS` changes the number of runs;
 * `BUILD_OUT_DIR` reuses a build instead of making one.
 */

import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { migrateDb } from '#scripts/lib/db.ts'
import { freePort } from '#scripts/lib/processes.ts'
import { seedIfEmpty } from '#scripts/lib/seed.ts'
import { startSqld } from '#scripts/lib/sqld.ts'
import { root, startWorker } from '#scripts/lib/worker.ts'
import { medianLighthouse } from './lighthouse-runner'
import type { Bench, BenchRow } from './run'

const PAGES = ['/', '/rates', '/mortgage-calculator', '/affordability-calculator', '/renewal-calculator']
const RUNS = Number(process.env.LH_RUNS ?? 5)

function build(outDir: string) {
  const res = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, BUILD_OUT_DIR: outDir },
    },
  )
  if (res.status !== 0) throw new Error('vite build failed')
}

const bench: Bench = {
  // One name whatever the number of runs, so a run with another count replaces the section.
  name: 'Lighthouse (mobile, simulated throttling, median of the runs)',
  async run() {
    const dir = mkdtempSync(path.join(tmpdir(), 'brokerage-lh-bench-'))
    const reuse = process.env.BUILD_OUT_DIR && existsSync(path.join(process.env.BUILD_OUT_DIR, 'routes.json'))
    const assets = reuse ? process.env.BUILD_OUT_DIR! : path.join(dir, 'dist')
    if (!reuse) build(assets)
    const sqld = await startSqld({ dataDir: path.join(dir, 'sqld'), port: await freePort() })
    let worker: Awaited<ReturnType<typeof startWorker>> | undefined
    try {
      await migrateDb(sqld.url)
      await seedIfEmpty(sqld.url)
      worker = await startWorker({
        port: await freePort(),
        persistTo: path.join(dir, 'wrangler'),
        assetsDir: assets,
        vars: { DATABASE_URL: sqld.url, JWT_SECRET: randomBytes(48).toString('base64url'), ENVIRONMENT: 'development' },
      })
      const rows: BenchRow[] = [
        { metric: 'runs per page (median reported)', value: String(RUNS), budget: '—', verdict: 'info' },
      ]
      for (const page of PAGES) {
        const { median: m, all } = await medianLighthouse(new URL(page, worker.url).href, RUNS)
        const score = (name: string, value: number) =>
          rows.push({
            metric: `${page} ${name}`,
            value: String(value),
            budget: '100',
            verdict: value >= 100 ? 'within' : 'over',
          })
        score(`performance (runs ${all.map((r) => r.performance).join('/')})`, m.performance)
        score('accessibility', m.accessibility)
        score('best practices', m.bestPractices)
        score('SEO', m.seo)
        rows.push({
          metric: `${page} FCP / LCP`,
          value: `${(m.fcp / 1000).toFixed(2)} s / ${(m.lcp / 1000).toFixed(2)} s`,
          budget: 'LCP ≤ 2.5 s',
          verdict: m.lcp <= 2500 ? 'within' : 'over',
        })
        rows.push({
          metric: `${page} TBT / CLS`,
          value: `${m.tbt.toFixed(0)} ms / ${m.cls.toFixed(3)}`,
          budget: 'TBT ≤ 200 ms, CLS ≤ 0.02',
          verdict: m.tbt <= 200 && m.cls <= 0.02 ? 'within' : 'over',
        })
        // "Before interactive": started before the app's hydration mark (the lazy parts below the
        // fold, the offline machinery and the images come after it; the page's data requests start
        // before hydration since decision 117, and are shown apart).
        rows.push({
          metric: `${page} requests before interactive`,
          value: `${m.requestsBeforeInteractive} (${m.dataRequestsBeforeInteractive} data)`,
          budget: '≤ ~15',
          verdict: m.requestsBeforeInteractive <= 15 ? 'within' : 'over',
        })
        rows.push({
          metric: `${page} requests in all`,
          value: String(m.requests),
          budget: 'reference',
          verdict: 'info',
        })
        if (m.failing.length)
          rows.push({ metric: `${page} audits under 1`, value: m.failing.join(', '), budget: 'none', verdict: 'info' })
      }
      return rows
    } finally {
      await worker?.stop()
      await sqld.stop()
      rmSync(dir, { recursive: true, force: true })
    }
  },
}
export default bench
