/**
 * Lighthouse (./lighthouse-runner) on two or more builds at once, a run of each in turn, with the
 * control page among them: on this shared machine a slow minute then hits every build alike, so
 * a change is read against the build it replaces in the same minutes (docs/decisions/261). Each
 * build folder gets its own worker and sqld (./stack). Prints each page's median per build:
 * score, TBT, main-thread and boot-up time (LH_DETAIL=1 also prints where each run's time went).
 *
 *   LH_RUNS=3 node --import tsx tests/bench/lighthouse-compare.ts /tmp/before-dist /tmp/after-dist -- /agents/amelietremblay /
 *
 * `post`, `service`, `product` and `agent` stand for the page of the first item of that kind,
 * as the bench finds it (its sample pages).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { samplesFrom } from './lighthouse.bench'
import { CONTROL_FILE, CONTROL_HTML, CONTROL_PATH } from './lighthouse-pages'
import { type LighthouseRun, median, runLighthouse } from './lighthouse-runner'
import { type BenchStack, buildsAndPages, startBenchStack } from './stack'

async function main() {
  const { builds, pages: asked } = buildsAndPages(process.argv.slice(2))
  const runs = Number(process.env.LH_RUNS ?? 3)
  const stacks: BenchStack[] = []
  const dirs: string[] = []
  try {
    for (const build of builds) {
      writeFileSync(path.join(build, CONTROL_FILE), CONTROL_HTML)
      const dir = mkdtempSync(path.join(tmpdir(), 'brokerage-lhc-stack-'))
      dirs.push(dir)
      stacks.push(await startBenchStack(dir, build))
    }
    const samples = await samplesFrom(stacks[0]!.workerUrl)
    const named: Record<string, string | undefined> = {
      post: samples.blogSlug && `/blog/${encodeURIComponent(samples.blogSlug)}`,
      service: samples.serviceId && `/services/${encodeURIComponent(samples.serviceId)}`,
      product: samples.productId && `/products/${encodeURIComponent(samples.productId)}`,
      agent: samples.agentPath,
    }
    const pages = [CONTROL_PATH, ...asked.map((p) => named[p] ?? p)]
    for (const page of pages) {
      const results: LighthouseRun[][] = builds.map(() => [])
      for (let run = 0; run < runs; run++)
        for (const [i, stack] of stacks.entries()) {
          if (process.env.LH_DETAIL === '1') console.log(`${page} ${builds[i]} run ${run + 1}`)
          results[i]!.push(await runLighthouse(new URL(page, stack.workerUrl).href))
        }
      for (const [i, all] of results.entries()) {
        const m = (k: 'performance' | 'tbt' | 'mainThreadMs' | 'bootupMs' | 'lcp' | 'benchmarkIndex') =>
          median(all.map((r) => r[k])).toFixed(0)
        console.log(
          `${page} | ${builds[i]} | perf ${m('performance')} (${all.map((r) => r.performance).join('/')}) | TBT ${m('tbt')} ms (${all.map((r) => r.tbt.toFixed(0)).join('/')}) | main thread ${m('mainThreadMs')} ms (${all.map((r) => r.mainThreadMs.toFixed(0)).join('/')}) | boot-up ${m('bootupMs')} ms | LCP ${m('lcp')} ms | requests before interactive ${median(all.map((r) => r.requestsBeforeInteractive))} | benchmarkIndex ${m('benchmarkIndex')}`,
        )
      }
    }
  } finally {
    for (const stack of stacks) await stack.stop()
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
    for (const build of builds) rmSync(path.join(build, CONTROL_FILE), { force: true })
  }
}

await main()
