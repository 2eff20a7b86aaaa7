/**
 * Lighthouse 12 (mobile preset, simulated throttling, Debian's Chromium), the median of 5 runs
 * per page, against a fresh build served by the worker in workerd (own sqld, migrated and seeded,
 * on free loopback ports). Every public page: the prerendered ones from the build's routes.json,
 * and one blog post, service, product and agent page found through the public API
 * (./lighthouse-pages). A control page (minimal static HTML from the same worker) is measured
 * first and last, and Lighthouse's benchmarkIndex is recorded with each page: a page is judged
 * against the control of the same run (within 2 points, or 100), LCP ≤ 1.5 s, CLS ≤ 0.02, and
 * 100 in accessibility, best practices and SEO.
 * `LH_RUNS` changes the number of runs, `LH_PAGES` (comma-separated paths) measures only those;
 * `LH_DETAIL=1` prints each run's requests before the interactive mark, its main-thread work by
 * kind, its scripts' boot-up, its long tasks and its LCP element;
 * `BUILD_OUT_DIR` reuses a build instead of making one (the control file is added to it for the
 * run and removed after).
 */

import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { migrateDb } from '#scripts/lib/db.ts'
import { ROUTES_FILE } from '#scripts/lib/prerender-plugin.ts'
import { freePort } from '#scripts/lib/processes.ts'
import { seedIfEmpty } from '#scripts/lib/seed.ts'
import { startSqld } from '#scripts/lib/sqld.ts'
import { root, startWorker } from '#scripts/lib/worker.ts'
import { type AgentDirectoryResponse, agentProfilePath } from '#shared/schemas/public-content.ts'
import {
  againstControl,
  CONTROL_FILE,
  CONTROL_HTML,
  CONTROL_MARGIN,
  CONTROL_PATH,
  type PageSamples,
  pagesToMeasure,
} from './lighthouse-pages'
import { type LighthouseRun, median, medianLighthouse } from './lighthouse-runner'
import type { Bench, BenchRow } from './run'

const RUNS = Number(process.env.LH_RUNS ?? 5)

/** The first item of each public list the database pages come from (absent when a list is empty). */
export async function samplesFrom(base: string): Promise<PageSamples> {
  const read = async <T>(p: string): Promise<T | null> => {
    const res = await fetch(new URL(p, base))
    return res.ok ? ((await res.json()) as T) : null
  }
  const [blog, services, products, agents] = await Promise.all([
    read<{ posts: { slug: string }[] }>('/api/content/blog'),
    read<{ services: { id: string }[] }>('/api/content/services'),
    read<{ products: { id: string }[] }>('/api/content/products'),
    read<AgentDirectoryResponse>('/api/content/agents'),
  ])
  const agent = agents?.agents[0]
  return {
    blogSlug: blog?.posts[0]?.slug,
    serviceId: services?.services[0]?.id,
    productId: products?.products[0]?.id,
    agentPath: agent ? agentProfilePath(agent) : undefined,
  }
}

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
    const controlFile = path.join(assets, CONTROL_FILE)
    writeFileSync(controlFile, CONTROL_HTML)
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
      const { pages: prerendered } = JSON.parse(readFileSync(path.join(assets, ROUTES_FILE), 'utf8')) as {
        pages: string[]
      }
      const pages = pagesToMeasure(prerendered, await samplesFrom(worker.url), process.env.LH_PAGES)
      const rows: BenchRow[] = [
        { metric: 'runs per page (median reported)', value: String(RUNS), budget: '—', verdict: 'info' },
        { metric: 'pages measured', value: String(pages.length), budget: 'every public page', verdict: 'info' },
      ]
      const measure = async (page: string) => medianLighthouse(new URL(page, worker!.url).href, RUNS)
      // The control first and last: the machine's speed drifts over a run of half an hour.
      const controlRuns: LighthouseRun[] = [...(await measure(CONTROL_PATH)).all]
      const results: { page: string; m: LighthouseRun; all: LighthouseRun[] }[] = []
      for (const page of pages) {
        const { median: m, all } = await measure(page)
        results.push({ page, m, all })
      }
      controlRuns.push(...(await measure(CONTROL_PATH)).all)
      const control = median(controlRuns.map((r) => r.performance))
      rows.push({
        metric: `control ${CONTROL_PATH} performance (runs ${controlRuns.map((r) => r.performance).join('/')})`,
        value: String(control),
        budget: 'reference: this run, this machine',
        verdict: 'info',
      })
      rows.push({
        metric: 'control benchmarkIndex (runs, median)',
        value: median(controlRuns.map((r) => r.benchmarkIndex)).toFixed(0),
        budget: 'reference (1,000–1,500 on a quiet hour here)',
        verdict: 'info',
      })
      let near = 0
      for (const { page, m, all } of results) {
        const verdict = againstControl(m.performance, control)
        if (verdict === 'within') near += 1
        rows.push({
          metric: `${page} performance (runs ${all.map((r) => r.performance).join('/')}; benchmarkIndex ${m.benchmarkIndex.toFixed(0)})`,
          value: String(m.performance),
          budget: `≥ control − ${CONTROL_MARGIN} (${Math.min(100, control) - CONTROL_MARGIN}), 100 on a quiet machine`,
          verdict,
        })
        const score = (name: string, value: number) =>
          rows.push({
            metric: `${page} ${name}`,
            value: String(value),
            budget: '100',
            verdict: value >= 100 ? 'within' : 'over',
          })
        score('accessibility', m.accessibility)
        score('best practices', m.bestPractices)
        score('SEO', m.seo)
        rows.push({
          metric: `${page} FCP / LCP`,
          value: `${(m.fcp / 1000).toFixed(2)} s / ${(m.lcp / 1000).toFixed(2)} s`,
          budget: 'LCP ≤ 1.5 s',
          verdict: m.lcp <= 1500 ? 'within' : 'over',
        })
        rows.push({
          metric: `${page} TBT / CLS`,
          value: `${m.tbt.toFixed(0)} ms / ${m.cls.toFixed(3)}`,
          budget: 'TBT ≤ 200 ms, CLS ≤ 0.02',
          verdict: m.tbt <= 200 && m.cls <= 0.02 ? 'within' : 'over',
        })
        rows.push({
          metric: `${page} main thread / JS boot-up`,
          value: `${m.mainThreadMs.toFixed(0)} ms / ${m.bootupMs.toFixed(0)} ms`,
          budget: "reference (the page's own work, read beside the control's)",
          verdict: 'info',
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
      rows.splice(2, 0, {
        metric: 'pages within the control margin',
        value: `${near} of ${results.length}`,
        budget: 'all',
        verdict: near === results.length ? 'within' : 'over',
      })
      return rows
    } finally {
      await worker?.stop()
      await sqld.stop()
      rmSync(controlFile, { force: true })
      rmSync(dir, { recursive: true, force: true })
    }
  },
}
export default bench
