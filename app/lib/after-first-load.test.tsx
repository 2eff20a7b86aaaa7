// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useAfterFirstLoad } from './after-first-load'

// The first load is over when `whenIdle` resolves: the test decides when.
const idle = vi.hoisted(() => {
  let resolve: () => void = () => undefined
  const promise = new Promise<void>((r) => {
    resolve = r
  })
  return { promise, resolve: () => resolve(), calls: 0 }
})
vi.mock('./idle', () => ({
  whenIdle: () => {
    idle.calls += 1
    return idle.promise
  },
}))

afterEach(cleanup)

describe('useAfterFirstLoad', () => {
  it('is false until the first load is over, then true', async () => {
    const { result } = renderHook(() => useAfterFirstLoad())
    expect(result.current).toBe(false)
    await act(async () => {
      await Promise.resolve()
    })
    expect(result.current).toBe(false)
    await act(async () => {
      idle.resolve()
      await idle.promise
    })
    expect(result.current).toBe(true)
  })

  it('after that, a new reader renders false once (as the server did), then true at once; whenIdle is asked once', async () => {
    const seen: boolean[] = []
    const { result } = renderHook(() => {
      const now = useAfterFirstLoad()
      seen.push(now)
      return now
    })
    expect(seen[0]).toBe(false)
    await act(async () => undefined)
    expect(result.current).toBe(true)
    expect(idle.calls).toBe(1)
  })
})
