// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { Component, type ReactNode, Suspense } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { lazyChunk, loadWithRetry } from './lazy-chunk'

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/part.js')

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('loadWithRetry', () => {
  it('tries again after a growing pause until the load succeeds', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(chunkError())
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValue('module')
    const result = loadWithRetry(load, { firstDelayMs: 1_000, events: null })
    await vi.advanceTimersByTimeAsync(0)
    expect(load).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(999)
    expect(load).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(load).toHaveBeenCalledTimes(2)
    // The second pause is twice the first.
    await vi.advanceTimersByTimeAsync(1_999)
    expect(load).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(1)
    await expect(result).resolves.toBe('module')
    expect(load).toHaveBeenCalledTimes(3)
  })

  it('tries again at once when the browser says the connection is back', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(chunkError()).mockResolvedValue('module')
    const result = loadWithRetry(load, { firstDelayMs: 60_000, events: window })
    await vi.advanceTimersByTimeAsync(0)
    expect(load).toHaveBeenCalledTimes(1)
    window.dispatchEvent(new Event('online'))
    await vi.advanceTimersByTimeAsync(0)
    await expect(result).resolves.toBe('module')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('never waits longer than the longest pause', async () => {
    const load = vi.fn<() => Promise<string>>()
    for (let i = 0; i < 6; i++) load.mockRejectedValueOnce(chunkError())
    load.mockResolvedValue('module')
    const result = loadWithRetry(load, { firstDelayMs: 1_000, maxDelayMs: 4_000, events: null })
    // Pauses 1 + 2 + 4 + 4 + 4 + 4 s (capped), then the seventh attempt succeeds.
    await vi.advanceTimersByTimeAsync(18_999)
    expect(load).toHaveBeenCalledTimes(6)
    await vi.advanceTimersByTimeAsync(1)
    await expect(result).resolves.toBe('module')
  })
})

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? <p>Something went wrong!</p> : this.props.children
  }
}

describe('lazyChunk', () => {
  it('shows the fallback while its chunk cannot be fetched and the part once it can; the page never fails', async () => {
    let reachable = false
    const load = vi.fn(() =>
      reachable ? Promise.resolve({ default: () => <p>Offline status</p> }) : Promise.reject(chunkError()),
    )
    const Part = lazyChunk(load)
    render(
      <Boundary>
        <p>The page</p>
        <Suspense fallback={<p>Loading</p>}>
          <Part />
        </Suspense>
      </Boundary>,
    )
    await act(() => vi.advanceTimersByTimeAsync(3_500))
    expect(load.mock.calls.length).toBeGreaterThanOrEqual(2)
    expect(screen.getByText('The page')).toBeTruthy()
    expect(screen.getByText('Loading')).toBeTruthy()
    expect(screen.queryByText('Something went wrong!')).toBeNull()

    reachable = true
    await act(async () => {
      window.dispatchEvent(new Event('online'))
      await vi.advanceTimersByTimeAsync(0)
    })
    expect(screen.getByText('Offline status')).toBeTruthy()
    expect(screen.queryByText('Something went wrong!')).toBeNull()
  })
})
