/**
 * Lighthouse 12 (a dev dependency, never in the app) against a running server: the mobile preset
 * (Moto G Power emulation, simulated slow 4G and 4× CPU slowdown), Debian's Chromium headless,
 * one run at a time, a fresh browser profile per run. Used by `lighthouse.bench.ts`; runnable
 * on its own against any server:
 *
 *   node --import tsx tests/bench/lighthouse-runner.ts http://127.0.0.1:8787 / /rates
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { APP_READY_MARK } from '#app/lib/idle.ts'
import { chromiumPath } from '#tests/e2e/chromium.ts'

export type LighthouseRun = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  si: number
  requests: number
  /**
   * Lighthouse's main-thread time (all work: script, style, layout, paint, parse) and its
   * JavaScript boot-up time (evaluation and compilation of every script), in ms as Lighthouse
   * reports them (the observed trace times the 4× CPU slowdown): the page's own work, less
   * sensitive to the machine's load than TBT, which counts only the parts of tasks over 50 ms.
   */
  mainThreadMs: number
  bootupMs: number
  /** Requests started before the app marked itself interactive (app/lib/idle.ts). */
  requestsBeforeInteractive: number
  /** Of those, the page's data (fetch/XHR: its routes' loaders start them before hydration). */
  dataRequestsBeforeInteractive: number
  /**
   * Lighthouse's measure of this machine's speed at the run (its `benchmarkIndex`): the same
   * page scores lower on a slower hour, so every figure is read beside it.
   */
  benchmarkIndex: number
  /** Audits under 1 in the three non-performance categories (what to fix). */
  failing: string[]
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

/** Lighthouse's own trace recording sometimes fails (NO_NAVSTART, NO_FCP): one more try. */
export async function runLighthouse(url: string): Promise<LighthouseRun> {
  try {
    return await runLighthouseOnce(url)
  } catch (error) {
    if (!/NO_NAVSTART|NO_FCP|NO_LCP|PROTOCOL_TIMEOUT/.test(String(error))) throw error
    return runLighthouseOnce(url)
  }
}

async function runLighthouseOnce(url: string): Promise<LighthouseRun> {
  const profile = mkdtempSync(path.join(tmpdir(), 'brokerage-lh-'))
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? chromiumPath(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic'],
    userDataDir: profile,
    logLevel: 'silent',
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const lhr = result.lhr
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
    const num = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
    const requestItems = (
      lhr.audits['network-requests']?.details as
        | { items?: { url?: string; networkRequestTime?: number; resourceType?: string }[] }
        | undefined
    )?.items
    const requests = requestItems?.length ?? Number.NaN
    // Both in ms from the navigation's start, as observed (not simulated) by Lighthouse.
    const timings =
      (lhr.audits['user-timings']?.details as { items?: { name: string; startTime: number }[] } | undefined)?.items ??
      []
    const interactiveAt = timings.find((t) => t.name === APP_READY_MARK)?.startTime
    const before =
      interactiveAt === undefined || !requestItems
        ? null
        : requestItems.filter((r) => (r.networkRequestTime ?? Infinity) < interactiveAt)
    const requestsBeforeInteractive = before?.length ?? Number.NaN
    // `LH_DETAIL=1`: which requests those are (what to cut).
    if (process.env.LH_DETAIL === '1' && before)
      for (const r of before)
        console.log(`  before interactive: ${Math.round(r.networkRequestTime ?? 0)} ms ${r.resourceType} ${r.url}`)
    // `LH_DETAIL=1`: where the main thread's time goes (what to cut).
    if (process.env.LH_DETAIL === '1') printWork(lhr.audits)
    const dataRequestsBeforeInteractive =
      before?.filter((r) => r.resourceType === 'Fetch' || r.resourceType === 'XHR').length ?? Number.NaN
    const failing: string[] = []
    for (const id of ['accessibility', 'best-practices', 'seo']) {
      for (const ref of lhr.categories[id]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id]
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failing.push(`${id}: ${ref.id}`)
      }
    }
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: num('first-contentful-paint'),
      lcp: num('largest-contentful-paint'),
      tbt: num('total-blocking-time'),
      cls: num('cumulative-layout-shift'),
      si: num('speed-index'),
      requests,
      mainThreadMs: num('mainthread-work-breakdown'),
      bootupMs: num('bootup-time'),
      requestsBeforeInteractive,
      dataRequestsBeforeInteractive,
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
      failing,
    }
  } finally {
    chrome.kill()
    rmSync(profile, { recursive: true, force: true })
  }
}

type Audits = Record<string, { numericValue?: number; details?: unknown } | undefined>
const itemsOf = <T>(audits: Audits, id: string) => (audits[id]?.details as { items?: T[] } | undefined)?.items ?? []
const shortUrl = (url: string | undefined) =>
  (url ?? '').replace(/^https?:\/\/[^/]+/, '').replace(/-[\w-]{8}\.js$/, '.js')

/** One run's main-thread work by kind, boot-up by script, long tasks and the LCP element. */
function printWork(audits: Audits) {
  const ms = (n: number | undefined) => `${Math.round(n ?? 0)}`
  const kinds = itemsOf<{ groupLabel?: string; duration?: number }>(audits, 'mainthread-work-breakdown')
  console.log(
    `  main thread ${ms(audits['mainthread-work-breakdown']?.numericValue)} ms: ${kinds.map((k) => `${k.groupLabel} ${ms(k.duration)}`).join(', ')}`,
  )
  const scripts = itemsOf<{ url?: string; total?: number; scripting?: number; scriptParseCompile?: number }>(
    audits,
    'bootup-time',
  )
  console.log(
    `  boot-up ${ms(audits['bootup-time']?.numericValue)} ms: ${scripts.map((s) => `${shortUrl(s.url) || '(other)'} ${ms(s.scripting)}+${ms(s.scriptParseCompile)}`).join(', ')}`,
  )
  const tasks = itemsOf<{ url?: string; duration?: number; startTime?: number }>(audits, 'long-tasks')
  console.log(
    `  long tasks: ${tasks.map((t) => `${ms(t.startTime)} +${ms(t.duration)} ${shortUrl(t.url)}`).join(', ') || 'none'}`,
  )
  const lcp = itemsOf<{ items?: { node?: { snippet?: string } }[] }>(audits, 'largest-contentful-paint-element')
  const node = lcp[0]?.items?.[0]?.node?.snippet
  if (node) console.log(`  LCP element: ${node.slice(0, 160)}`)
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2
}

/** The median of each figure over `runs` runs (scores and metrics independently). */
export async function medianLighthouse(
  url: string,
  runs: number,
): Promise<{ median: LighthouseRun; all: LighthouseRun[] }> {
  const all: LighthouseRun[] = []
  for (let i = 0; i < runs; i++) all.push(await runLighthouse(url))
  const pick = (k: Exclude<keyof LighthouseRun, 'failing'>) => median(all.map((r) => r[k]))
  return {
    all,
    median: {
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      seo: pick('seo'),
      fcp: pick('fcp'),
      lcp: pick('lcp'),
      tbt: pick('tbt'),
      cls: pick('cls'),
      si: pick('si'),
      requests: pick('requests'),
      mainThreadMs: pick('mainThreadMs'),
      bootupMs: pick('bootupMs'),
      requestsBeforeInteractive: pick('requestsBeforeInteractive'),
      dataRequestsBeforeInteractive: pick('dataRequestsBeforeInteractive'),
      benchmarkIndex: pick('benchmarkIndex'),
      failing: [...new Set(all.flatMap((r) => r.failing))],
    },
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [base, ...paths] = process.argv.slice(2)
  const runs = Number(process.env.LH_RUNS ?? 5)
  for (const p of paths.length ? paths : ['/']) {
    const { median: m, all } = await medianLighthouse(new URL(p, base).href, runs)
    console.log(
      `${p}: perf ${m.performance} (${all.map((r) => r.performance).join('/')}) a11y ${m.accessibility} bp ${m.bestPractices} seo ${m.seo} ` +
        `FCP ${(m.fcp / 1000).toFixed(2)} s LCP ${(m.lcp / 1000).toFixed(2)} s TBT ${m.tbt.toFixed(0)} ms CLS ${m.cls.toFixed(3)} SI ${(m.si / 1000).toFixed(2)} s main thread ${m.mainThreadMs.toFixed(0)} ms boot-up ${m.bootupMs.toFixed(0)} ms benchmarkIndex ${m.benchmarkIndex.toFixed(0)} requests ${m.requestsBeforeInteractive} before interactive (${m.dataRequestsBeforeInteractive} data), ${m.requests} in all`,
    )
    if (m.failing.length) console.log(`   failing: ${m.failing.join(', ')}`)
  }
}
