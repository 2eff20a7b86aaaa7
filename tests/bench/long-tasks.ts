/**
 * The long tasks of a page's first load, from a Chrome performance trace: Debian's Chromium
 * (Playwright) with the CPU slowed 4× by Chrome itself (`Emulation.setCPUThrottlingRate`, not
 * Lighthouse's simulation), a phone's viewport, no network throttling, a fresh profile per load.
 * For each load: every main-thread task over 50 ms, what ran in it (scripts evaluated, functions
 * called, timers, hydration's scheduler messages), their blocking time (the part over 50 ms)
 * after the first contentful paint until the page has been quiet for 2 s, and the app's
 * interactive mark. Lighthouse's TBT depends on the hour's speed of this shared machine; the sum
 * of long tasks under real throttling does too, but less, and it says which code to look at.
 *
 * Each build folder gets its own worker and sqld (tests/bench/stack.ts); loads alternate between
 * the builds so a slow minute hits both (docs/decisions/226):
 *
 *   node --import tsx tests/bench/long-tasks.ts /tmp/before-dist /tmp/after-dist -- / /rates
 *
 * `LT_RUNS` (default 3) loads per page and build; `LT_DETAIL=1` prints each long task's parts.
 * `LT_TYPE=<selector>` then types six digits into that field (after the load is quiet, outside the
 * trace) and reports the typing's long tasks, its longest input event (the INP's stand-in) and its
 * scripts' sampled CPU time (the least sensitive to the machine's load):
 *
 *   LT_TYPE='[name=balance]' node --import tsx tests/bench/long-tasks.ts /tmp/a /tmp/b -- /renewal-calculator
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type CDPSession, chromium, type Page } from '@playwright/test'
import { APP_READY_MARK } from '#app/lib/idle.ts'
import { CHROMIUM_ARGS, chromiumPath } from '#tests/e2e/chromium.ts'
import { type BenchStack, buildsAndPages, startBenchStack } from './stack'

type TraceEvent = {
  name: string
  cat: string
  ph: string
  ts: number
  dur?: number
  /** The thread's own CPU time in the event (µs), where the trace records it. */
  tdur?: number
  pid: number
  tid: number
  id?: string
  args?: { name?: string; data?: Record<string, unknown> }
}

type ProfileNode = {
  id: number
  parent?: number
  callFrame: { functionName: string; url: string; lineNumber?: number; columnNumber?: number }
}
type ProfileChunk = { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] }

/** The sampled CPU profile of one thread: each sample's time (trace clock, µs) and its top frame. */
function profileSamples(events: TraceEvent[], pid: number, tid: number, origin: string) {
  const short = (url: string) => url.replace(origin, '').replace(/-[\w-]{8}\.js$/, '.js') || '(native)'
  const byId = new Map<
    string,
    { t: number; nodes: Map<number, ProfileNode>; samples: { ts: number; node: number }[] }
  >()
  for (const e of events) {
    if (e.pid !== pid || !e.id) continue
    if (e.name === 'Profile' && e.tid === tid)
      byId.set(e.id, { t: Number(e.args?.data?.startTime), nodes: new Map(), samples: [] })
    if (e.name !== 'ProfileChunk') continue
    const p = byId.get(e.id)
    if (!p) continue
    const chunk = e.args?.data as ProfileChunk
    for (const n of chunk.cpuProfile?.nodes ?? []) p.nodes.set(n.id, n)
    const ids = chunk.cpuProfile?.samples ?? []
    const deltas = chunk.timeDeltas ?? []
    for (const [i, node] of ids.entries()) {
      p.t += deltas[i] ?? 0
      p.samples.push({ ts: p.t, node })
    }
  }
  const out: { ts: number; what: string; file: string; ms: number }[] = []
  for (const p of byId.values())
    for (const [i, s] of p.samples.entries()) {
      const frame = p.nodes.get(s.node)?.callFrame
      if (!frame) continue
      const what = frame.url
        ? BY_FUNCTION
          ? `${frame.functionName || '(top)'} ${short(frame.url)}:${frame.lineNumber}:${frame.columnNumber}`
          : short(frame.url)
        : frame.functionName.startsWith('(')
          ? frame.functionName
          : `(native ${frame.functionName})`
      const next = p.samples[i + 1]
      out.push({ ts: s.ts, what, file: frame.url ? short(frame.url) : what, ms: next ? (next.ts - s.ts) / 1000 : 0 })
    }
  return out.sort((a, b) => a.ts - b.ts)
}

export type LongTask = { start: number; duration: number; parts: string[]; code: string[] }
export type LoadResult = {
  fcp: number
  interactive: number
  /** Sum of (duration − 50 ms) of the tasks after the first contentful paint. */
  blocking: number
  /** Sum of the durations of every task over 50 ms (before the paint too). */
  longTotal: number
  tasks: LongTask[]
  /**
   * The main thread's CPU time (ms) in every task from the navigation to the end of the trace
   * (the page quiet): its thread time, not its wall time, so the other processes of this shared
   * machine stretch it far less than the tasks' durations.
   */
  cpu: number
  /** The CPU profile's self time (ms) by script file from the navigation to the interactive mark. */
  beforeInteractive: Record<string, number>
  /** With `LT_TYPE`: the typing's long tasks (sum, ms), its longest input event (ms) and its scripts' sampled time (ms). */
  typing?: { longTotal: number; longest: number; scripts: number }
}

const QUIET_MS = 2_000

/** Resolves once the page has run no long task for QUIET_MS (its deferred and idle-time work has had its turn). */
function waitForQuiet(page: Page) {
  return page.evaluate(
    (quiet) =>
      new Promise<void>((resolve) => {
        let timer = setTimeout(resolve, quiet)
        new PerformanceObserver(() => {
          clearTimeout(timer)
          timer = setTimeout(resolve, quiet)
        }).observe({ type: 'longtask' })
      }),
    QUIET_MS,
  )
}
/** `LT_FUNCTIONS=1`: the profile's self time by function (name, file, line, column) instead of by file. */
const BY_FUNCTION = process.env.LT_FUNCTIONS === '1'
const LONG_MS = 50

/** The renderer's main thread of the page: the CrRendererMain of the process that left the app's interactive mark. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const mark = events.find((e) => e.name === APP_READY_MARK)
  if (!mark) throw new Error(`no ${APP_READY_MARK} mark in the trace`)
  const main = events.find(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === mark.pid,
  )
  if (!main) throw new Error('no renderer main thread in the trace')
  return { pid: main.pid, tid: main.tid }
}

/** What a task's child event says about the code it ran (empty for layout, paint, GC…). */
function describe(e: TraceEvent, origin: string): string | null {
  const data = e.args?.data ?? {}
  const short = (url: unknown) => String(url ?? '').replace(origin, '')
  switch (e.name) {
    case 'EvaluateScript':
      return `evaluate ${short(data.url)}`
    case 'v8.evaluateModule':
      return 'evaluate module'
    case 'FunctionCall':
      return `call ${String(data.functionName || '(anonymous)')} ${short(data.url)}:${String(data.lineNumber ?? '')}`
    case 'TimerFire':
      return 'timer'
    case 'FireAnimationFrame':
      return 'animation frame'
    case 'EventDispatch':
      return `event ${String(data.type ?? '')}`
    case 'ParseHTML':
      return 'parse HTML'
    case 'v8.compileModule':
    case 'v8.compile':
      return `compile ${short(data.url ?? (e.args as Record<string, unknown> | undefined)?.fileName)}`
    case 'RunMicrotasks':
      return 'microtasks'
    case 'Layout':
      return 'layout'
    case 'UpdateLayoutTree':
      return 'style'
    case 'MajorGC':
    case 'MinorGC':
      return 'GC'
    default:
      return null
  }
}

/** The long tasks of one trace, their parts (each child event's own time, rounded, biggest first). */
export function longTasks(events: TraceEvent[], origin: string): LoadResult {
  const { pid, tid } = mainThread(events)
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined)
  const tasks = onMain.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask')
  // RunTask and ThreadControllerImpl::RunTask may both wrap one task: keep the outermost.
  tasks.sort((a, b) => a.ts - b.ts || b.dur! - a.dur!)
  const top: TraceEvent[] = []
  for (const t of tasks) {
    const last = top.at(-1)
    if (last && t.ts < last.ts + last.dur!) continue
    top.push(t)
  }
  const navStart =
    events.find(
      (e) => e.name === 'navigationStart' && e.pid === pid && String(e.args?.data?.isLoadingMainFrame) === 'true',
    )?.ts ?? top[0]!.ts
  const fcpEvent = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid)
  const fcp = fcpEvent ? (fcpEvent.ts - navStart) / 1000 : Number.NaN
  const mark = events.find((e) => e.name === APP_READY_MARK && e.pid === pid)
  const interactive = mark ? (mark.ts - navStart) / 1000 : Number.NaN
  const long = top.filter((t) => t.dur! / 1000 > LONG_MS)
  const samples = profileSamples(events, pid, tid, origin)
  const cpu = top.filter((t) => t.ts >= navStart).reduce((sum, t) => sum + (t.tdur ?? 0), 0) / 1000
  const result: LoadResult = { fcp, interactive, blocking: 0, longTotal: 0, tasks: [], cpu, beforeInteractive: {} }
  const interactiveTs = mark ? mark.ts : Number.POSITIVE_INFINITY
  for (const x of samples) {
    if (x.ts < navStart || x.ts > interactiveTs || x.file === '(idle)') continue
    result.beforeInteractive[x.file] = (result.beforeInteractive[x.file] ?? 0) + x.ms
  }
  for (const t of long) {
    const start = (t.ts - navStart) / 1000
    const duration = t.dur! / 1000
    result.longTotal += duration
    if (!(start < fcp)) result.blocking += duration - LONG_MS
    const inside = onMain.filter((e) => e !== t && e.ts >= t.ts && e.ts + e.dur! <= t.ts + t.dur!)
    const parts = new Map<string, number>()
    for (const e of inside) {
      const what = describe(e, origin)
      if (!what) continue
      // An event's own time: its duration less that of the described events inside it.
      const children = inside.filter(
        (c) => c !== e && describe(c, origin) && c.ts >= e.ts && c.ts + c.dur! <= e.ts + e.dur!,
      )
      const directChildren = children.filter(
        (c) => !children.some((o) => o !== c && c.ts >= o.ts && c.ts + c.dur! <= o.ts + o.dur!),
      )
      const self = e.dur! - directChildren.reduce((s, c) => s + c.dur!, 0)
      parts.set(what, (parts.get(what) ?? 0) + self / 1000)
    }
    // The sampled profile's self time inside the task, by script (the top frame's file).
    const inTask = samples.filter((x) => x.ts >= t.ts && x.ts <= t.ts + t.dur!)
    const byScript = new Map<string, number>()
    for (const x of inTask) byScript.set(x.what, (byScript.get(x.what) ?? 0) + 1)
    const perSample = inTask.length ? duration / inTask.length : 0
    result.tasks.push({
      start,
      duration,
      code: [...byScript]
        .sort((a, b) => b[1] - a[1])
        .filter(([, n]) => n * perSample >= 2)
        .map(([what, n]) => `${(n * perSample).toFixed(0)} ${what}`),
      parts: [...parts]
        .filter(([, ms]) => ms >= 2)
        .sort((a, b) => b[1] - a[1])
        .map(([what, ms]) => `${ms.toFixed(0)} ms ${what}`),
    })
  }
  return result
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
  '__metadata',
].join(',')

const TYPE_INTO = process.env.LT_TYPE

/** Types six digits into the field `selector` (CPU still slowed): the long tasks and the longest key event. */
async function typeInto(page: Page, cdp: CDPSession, selector: string) {
  await page.evaluate(() => {
    const w = window as unknown as { __lt: { long: number; longest: number } }
    w.__lt = { long: 0, longest: 0 }
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__lt.long += e.duration
    }).observe({ type: 'longtask' })
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__lt.longest = Math.max(w.__lt.longest, e.duration)
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit)
  })
  const field = page.locator(selector).first()
  await field.click()
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.start')
  await field.pressSequentially('123456', { delay: 120 })
  await waitForQuiet(page)
  const { profile } = await cdp.send('Profiler.stop')
  // The sampled time whose top frame is the page's own scripts (not idle, GC or the browser's).
  const scriptNodes = new Set(profile.nodes.filter((n) => n.callFrame.url.startsWith('http')).map((n) => n.id))
  let scripts = 0
  for (const [i, node] of (profile.samples ?? []).entries())
    if (scriptNodes.has(node)) scripts += (profile.timeDeltas?.[i + 1] ?? 0) / 1000
  const r = await page.evaluate(() => (window as unknown as { __lt: { long: number; longest: number } }).__lt)
  return { longTotal: r.long, longest: r.longest, scripts }
}

/** One first load of `url` in a fresh browser, traced with the CPU slowed 4×. */
export async function traceLoad(url: string): Promise<LoadResult> {
  const profile = mkdtempSync(path.join(tmpdir(), 'brokerage-lt-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
    headless: true,
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    const events: TraceEvent[] = []
    cdp.on('Tracing.dataCollected', (m) => {
      events.push(...(m.value as unknown as TraceEvent[]))
    })
    const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()))
    await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' })
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, {
      timeout: 30_000,
    })
    await waitForQuiet(page)
    await cdp.send('Tracing.end')
    await done
    const result = longTasks(events, new URL(url).origin)
    if (TYPE_INTO) result.typing = await typeInto(page, cdp, TYPE_INTO)
    return result
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2
}

async function main() {
  const { builds, pages } = buildsAndPages(process.argv.slice(2))
  const runs = Number(process.env.LT_RUNS ?? 3)
  const detail = process.env.LT_DETAIL === '1'
  const stacks: BenchStack[] = []
  const dirs: string[] = []
  try {
    for (const build of builds) {
      const dir = mkdtempSync(path.join(tmpdir(), 'brokerage-lt-stack-'))
      dirs.push(dir)
      stacks.push(await startBenchStack(dir, build))
    }
    for (const page of pages) {
      const results: LoadResult[][] = builds.map(() => [])
      for (let run = 0; run < runs; run++) {
        for (const [i, stack] of stacks.entries()) {
          const r = await traceLoad(new URL(page, stack.workerUrl).href)
          results[i]!.push(r)
          if (detail) {
            console.log(
              `${page} ${builds[i]} run ${run + 1}: FCP ${r.fcp.toFixed(0)} ms, interactive ${r.interactive.toFixed(0)} ms`,
            )
            for (const t of r.tasks)
              console.log(
                `  ${t.start.toFixed(0)} ms +${t.duration.toFixed(0)} ms: ${t.parts.slice(0, 4).join('; ')}\n      by script: ${t.code.slice(0, 7).join('; ')}`,
              )
          }
        }
      }
      for (const [i, build] of builds.entries()) {
        const rs = results[i]!
        console.log(
          `${page} | ${build} | blocking after FCP ${rs.map((r) => r.blocking.toFixed(0)).join('/')} (median ${median(rs.map((r) => r.blocking)).toFixed(0)} ms)` +
            ` | long tasks ${rs.map((r) => r.longTotal.toFixed(0)).join('/')} (median ${median(rs.map((r) => r.longTotal)).toFixed(0)} ms, ${rs.map((r) => r.tasks.length).join('/')} tasks)` +
            ` | interactive ${median(rs.map((r) => r.interactive)).toFixed(0)} ms` +
            ` | main-thread CPU ${rs.map((r) => r.cpu.toFixed(0)).join('/')} (median ${median(rs.map((r) => r.cpu)).toFixed(0)} ms)`,
        )
        const typed = rs.flatMap((r) => (r.typing ? [r.typing] : []))
        if (typed.length)
          console.log(
            `    typing into ${TYPE_INTO}: long tasks ${typed.map((t) => t.longTotal.toFixed(0)).join('/')} (median ${median(typed.map((t) => t.longTotal)).toFixed(0)} ms)` +
              ` | longest key event ${typed.map((t) => t.longest.toFixed(0)).join('/')} (median ${median(typed.map((t) => t.longest)).toFixed(0)} ms)` +
              ` | scripts ${typed.map((t) => t.scripts.toFixed(0)).join('/')} (median ${median(typed.map((t) => t.scripts)).toFixed(0)} ms)`,
          )
        // Self time before the interactive mark by script, the median of the runs: which code the
        // first load runs, and how much of it (less sensitive to the machine's load than the tasks).
        const files = new Set(rs.flatMap((r) => Object.keys(r.beforeInteractive)))
        const perFile = [...files]
          .map((f) => [f, median(rs.map((r) => r.beforeInteractive[f] ?? 0))] as const)
          .filter(([f, ms]) => ms >= 5 && f.startsWith('/'))
          .sort((a, b) => b[1] - a[1])
        const scripts = perFile.reduce((sum, [, ms]) => sum + ms, 0)
        console.log(
          `    scripts' self time before interactive ${scripts.toFixed(0)} ms: ${perFile.map(([f, ms]) => `${f.replace('/assets/', '')} ${ms.toFixed(0)}`).join(', ')}`,
        )
      }
    }
  } finally {
    for (const stack of stacks) await stack.stop()
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) await main()
