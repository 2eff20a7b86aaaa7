import { describe, expect, it } from 'vitest'
import { APP_READY_MARK } from '#app/lib/idle.ts'
import { longTasks } from './long-tasks'

const ORIGIN = 'http://127.0.0.1:9999'
const T0 = 1_000_000 // µs, the trace clock
const at = (ms: number) => T0 + ms * 1000
const main = { pid: 1, tid: 1 }

/** A trace as Chrome reports it: the renderer's main thread, its tasks, marks and profile samples. */
function trace() {
  // Each task's thread time is half its wall time (the machine ran something else meanwhile).
  const task = (name: string, start: number, dur: number) => ({
    name,
    cat: 'toplevel',
    ph: 'X',
    ts: at(start),
    dur: dur * 1000,
    tdur: dur * 500,
    ...main,
  })
  return [
    { name: 'thread_name', cat: '__metadata', ph: 'M', ts: 0, ...main, args: { name: 'CrRendererMain' } },
    // Another renderer (the browser's own page) with a long task of its own: never counted.
    { name: 'thread_name', cat: '__metadata', ph: 'M', ts: 0, pid: 2, tid: 1, args: { name: 'CrRendererMain' } },
    { name: 'RunTask', cat: 'toplevel', ph: 'X', ts: at(0), dur: 500_000, pid: 2, tid: 1 },
    {
      name: 'navigationStart',
      cat: 'blink.user_timing',
      ph: 'R',
      ts: at(0),
      ...main,
      args: { data: { isLoadingMainFrame: true } },
    },
    { name: 'firstContentfulPaint', cat: 'loading', ph: 'R', ts: at(300), ...main },
    { name: APP_READY_MARK, cat: 'blink.user_timing', ph: 'R', ts: at(900), ...main },
    task('RunTask', 100, 80), // long, before the paint
    task('RunTask', 400, 120), // long, after it, with its wrapper of the same span
    task('ThreadControllerImpl::RunTask', 400, 120),
    {
      name: 'EvaluateScript',
      cat: 'devtools.timeline',
      ph: 'X',
      ts: at(405),
      dur: 100_000,
      ...main,
      args: { data: { url: `${ORIGIN}/assets/a-ABCDEFGH.js` } },
    },
    task('RunTask', 600, 40), // short
    {
      name: 'Profile',
      cat: 'disabled-by-default-v8.cpu_profiler',
      ph: 'P',
      ts: at(400),
      id: '0x1',
      ...main,
      args: { data: { startTime: at(400) } },
    },
    {
      name: 'ProfileChunk',
      cat: 'disabled-by-default-v8.cpu_profiler',
      ph: 'P',
      ts: at(450),
      id: '0x1',
      ...main,
      args: {
        data: {
          cpuProfile: {
            nodes: [{ id: 1, callFrame: { functionName: '', url: `${ORIGIN}/assets/data-kit-ABCDEFGH.js` } }],
            samples: [1, 1, 1],
          },
          timeDeltas: [10_000, 10_000, 10_000],
        },
      },
    },
  ]
}

describe('longTasks', () => {
  it("counts the page's main-thread tasks over 50 ms once each, blocking time after the first paint only", () => {
    const result = longTasks(trace(), ORIGIN)
    expect(result.tasks.map((t) => [t.start, t.duration])).toEqual([
      [100, 80],
      [400, 120],
    ])
    expect(result.longTotal).toBe(200)
    expect(result.blocking).toBe(70)
    expect(result.fcp).toBe(300)
    expect(result.interactive).toBe(900)
  })

  it("sums the main thread's CPU time of its tasks, each counted once, not their wall time", () => {
    // 80 + 120 + 40 ms of tasks at half their wall time; the wrapper of the same span is not counted again.
    expect(longTasks(trace(), ORIGIN).cpu).toBe(120)
  })

  it('names what ran in a task and each script’s self time before the interactive mark', () => {
    const result = longTasks(trace(), ORIGIN)
    expect(result.tasks[1]!.parts).toEqual(['100 ms evaluate /assets/a-ABCDEFGH.js'])
    expect(result.tasks[1]!.code).toEqual(['120 /assets/data-kit.js'])
    // Three samples 10 ms apart: the first two have a known length.
    expect(result.beforeInteractive).toEqual({ '/assets/data-kit.js': 20 })
  })
})
