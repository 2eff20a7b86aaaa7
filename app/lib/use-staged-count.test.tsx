// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { STAGED_MAX_WAIT_MS, screenful, useStagedCount } from './use-staged-count'

// A transition that never gets its turn (React renders one only when nothing more urgent waits).
const transitions = vi.hoisted(() => ({ starve: false }))
vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof import('react')>()
  return { ...react, startTransition: (fn: () => void) => (transitions.starve ? undefined : react.startTransition(fn)) }
})

afterEach(() => {
  transitions.starve = false
  vi.useRealTimers()
  cleanup()
})

/** Renders the hook and records every count it returned, render by render. */
function mount(count: number, view: string | undefined) {
  const seen: number[] = []
  function Probe({ count, view }: { count: number; view: string | undefined }) {
    seen.push(useStagedCount(count, 3, view))
    return null
  }
  const result = render(<Probe count={count} view={view} />)
  return {
    seen,
    rerender: (count: number, view: string | undefined) => result.rerender(<Probe count={count} view={view} />),
  }
}

describe('useStagedCount', () => {
  it('draws the first items, then every one in a render of its own', () => {
    const { seen } = mount(50, 'a')
    expect(seen[0]).toBe(3)
    expect(seen.at(-1)).toBe(50)
  })

  it('stages again for a new view, not for a new answer of the same view', () => {
    const { seen, rerender } = mount(50, 'a')
    seen.length = 0
    rerender(48, 'a')
    expect(seen).toEqual([48])
    seen.length = 0
    rerender(40, 'b')
    expect(seen[0]).toBe(3)
    expect(seen.at(-1)).toBe(40)
  })

  it("keeps the previous view's items drawn while the next one loads (view undefined)", () => {
    const { seen, rerender } = mount(50, 'a')
    seen.length = 0
    rerender(50, undefined)
    expect(seen).toEqual([50])
  })

  it('calls off the rest of a view whose next answer is awaited; the next view is staged in turn', () => {
    vi.useFakeTimers()
    transitions.starve = true
    const { seen, rerender } = mount(50, 'a')
    rerender(50, undefined)
    act(() => vi.advanceTimersByTime(STAGED_MAX_WAIT_MS * 2))
    expect(seen.at(-1)).toBe(3)
    rerender(40, 'b')
    expect(seen.at(-1)).toBe(3)
    act(() => vi.advanceTimersByTime(STAGED_MAX_WAIT_MS))
    expect(seen.at(-1)).toBe(40)
  })

  it('a short list is drawn whole from the first render', () => {
    const { seen } = mount(2, 'a')
    expect(seen[0]).toBe(2)
  })

  it('draws the rest as an urgent update when its transition never gets its turn', () => {
    vi.useFakeTimers()
    transitions.starve = true
    const { seen } = mount(50, 'a')
    expect(seen.at(-1)).toBe(3)
    act(() => vi.advanceTimersByTime(STAGED_MAX_WAIT_MS))
    expect(seen.at(-1)).toBe(50)
  })
})

describe('screenful', () => {
  it("is how many items of a height fill the window's height, at least one", () => {
    vi.stubGlobal('innerHeight', 800)
    expect(screenful(64)).toBe(13)
    expect(screenful(2000)).toBe(1)
    vi.unstubAllGlobals()
  })
})
