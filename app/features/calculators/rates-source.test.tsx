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
  it('hands the pending state to the calculator once while the rates are on their way, not on every render', async () => {
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
    await vi.waitFor(() => expect(seen.at(-1)).toMatchObject({ status: 'pending', rates: [] }))
    // The first render, then the one with the pending state: a new empty list on every render
    // made it a loop of effects and renders until the rates came, one turn per task. Twenty
    // more tasks give such a loop room to show, however slow the machine.
    for (let task = 0; task < 20; task++) await new Promise((resolve) => setTimeout(resolve, 0))
    expect(renders).toBeLessThanOrEqual(3)
    client.clear()
  })
})
