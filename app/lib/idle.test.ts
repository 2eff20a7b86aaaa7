// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// idle.ts keeps one "app ready" promise per page: each test loads a fresh copy of the module.
async function freshIdle() {
  vi.resetModules()
  return import('./idle')
}

async function settled(promise: Promise<void>) {
  let done = false
  void promise.then(() => {
    done = true
  })
  await vi.advanceTimersByTimeAsync(0)
  return () => done
}

describe('whenIdle', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    // happy-dom has no requestIdleCallback: the timer fallback (200 ms) stands in for idleness.
    vi.stubGlobal('requestIdleCallback', undefined)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('waits for the app to report in, even when the page has loaded and is idle', async () => {
    const { whenIdle, markAppReady } = await freshIdle()
    expect(document.readyState).toBe('complete')
    const isDone = await settled(whenIdle())
    await vi.advanceTimersByTimeAsync(5_000)
    expect(isDone()).toBe(false)
    markAppReady()
    await vi.advanceTimersByTimeAsync(199)
    expect(isDone()).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(isDone()).toBe(true)
  })

  it('starts anyway after 10 s when the app never reports in (a failed first render)', async () => {
    const { whenIdle } = await freshIdle()
    const isDone = await settled(whenIdle())
    await vi.advanceTimersByTimeAsync(9_999)
    expect(isDone()).toBe(false)
    await vi.advanceTimersByTimeAsync(201)
    expect(isDone()).toBe(true)
  })

  it('once the app is ready, later callers wait only for an idle moment', async () => {
    const { whenIdle, markAppReady } = await freshIdle()
    markAppReady()
    const isDone = await settled(whenIdle())
    await vi.advanceTimersByTimeAsync(200)
    expect(isDone()).toBe(true)
  })

  it('leaves one User Timing mark when the app reports in, however often it is called', async () => {
    const mark = vi.spyOn(performance, 'mark')
    const { markAppReady, APP_READY_MARK } = await freshIdle()
    expect(mark).not.toHaveBeenCalled()
    markAppReady()
    markAppReady()
    expect(mark.mock.calls).toEqual([[APP_READY_MARK]])
    mark.mockRestore()
  })
})
