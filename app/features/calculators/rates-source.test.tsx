// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import RatesSource, { type RatesState } from './rates-source'

// Rendered as in the browser (no act()): a loop of effects then runs task by task and can be
// counted, where act() would flush it synchronously for ever.
const reactGlobal = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
let root: Root | null = null
beforeEach(() => {
  reactGlobal.IS_REACT_ACT_ENVIRONMENT = false
})
afterEach(() => {
  root?.unmount()
  root = null
  vi.unstubAllGlobals()
  delete reactGlobal.IS_REACT_ACT_ENVIRONMENT
})

describe('RatesSource', () => {
  it('leaves the calculator on NO_RATES_YET while the rates are on their way, without a loop of renders', async () => {
    // The rates request never answers: the calculator waits with "Loading rates…".
    vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined))
    let renders = 0
    const seen: RatesState[] = []
    function Calculator() {
      renders++
      const [state, setState] = useState<RatesState | null>(null)
      if (state) seen.push(state)
      return <RatesSource province="ON" onChange={setState} />
    }
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const container = document.createElement('div')
    document.body.appendChild(container)
    root = createRoot(container)
    root.render(
      <QueryClientProvider client={client}>
        <Calculator />
      </QueryClientProvider>,
    )
    await vi.waitFor(() => expect(renders).toBeGreaterThan(0))
    // A new empty list on every render once made it a loop of effects and renders until the
    // rates came, one turn per task. Twenty more tasks give such a loop room to show, however
    // slow the machine. 'Still pending' is what the calculator starts from: not reported, so the
    // whole form does not render again for it (decision 242).
    for (let task = 0; task < 20; task++) await new Promise((resolve) => setTimeout(resolve, 0))
    expect(seen).toEqual([])
    expect(renders).toBeLessThanOrEqual(2)
    client.clear()
  })
})
