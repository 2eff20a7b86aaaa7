// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { useHydratedResult } from './hydration-safe-query'

type Result = {
  status: 'pending' | 'success' | 'error'
  data: string[] | undefined
  error: Error | null
  isPending: boolean
}

const pending: Result = { status: 'pending', data: undefined, error: null, isPending: true }
const success = (data: string[]): Result => ({ status: 'success', data, error: null, isPending: false })

/** Records what each render of a data section saw. */
function renderSection(initial: Result) {
  const seen: Array<{ status: string; data: string[] | undefined }> = []
  function Section({ query }: { query: Result }) {
    const shown = useHydratedResult(query)
    seen.push({ status: shown.status, data: shown.data })
    return <p>{shown.data ? shown.data.join(', ') : shown.status}</p>
  }
  const view = render(<Section query={initial} />)
  return { seen, update: (next: Result) => act(() => view.rerender(<Section query={next} />)), view }
}

afterEach(cleanup)

describe('useHydratedResult', () => {
  it('renders new data in a second, deferred render: the urgent one still shows the spinner', async () => {
    const { seen, update, view } = renderSection(pending)
    seen.length = 0
    await update(success(['Big Bank', 'Trust Co']))
    // The urgent render (what Query's store update triggers) shows what was shown…
    expect(seen[0]).toEqual({ status: 'pending', data: undefined })
    // …and React renders the data after it, in a render it can pause.
    expect(seen.at(-1)).toEqual({ status: 'success', data: ['Big Bank', 'Trust Co'] })
    expect(view.container.textContent).toBe('Big Bank, Trust Co')
  })

  it('keeps the old data (not a spinner) in the urgent render when data is replaced', async () => {
    const { seen, update, view } = renderSection(success(['Old']))
    seen.length = 0
    await update(success(['New']))
    expect(seen[0]).toEqual({ status: 'success', data: ['Old'] })
    expect(view.container.textContent).toBe('New')
  })

  it('shows an error at once (no new data to defer)', async () => {
    const { seen, update, view } = renderSection(pending)
    seen.length = 0
    await update({ status: 'error', data: undefined, error: new Error('Failed to fetch'), isPending: false })
    expect(seen[0]?.status).toBe('error')
    expect(view.container.textContent).toBe('error')
  })
})

describe('useHydratedResult on a page rendered with its data', () => {
  it('hydrates with the data the page carried, not a spinner', async () => {
    const { hydrateRoot } = await import('react-dom/client')
    const { beginHydration, endHydration } = await import('./use-hydrated')
    function Section({ query }: { query: Result }) {
      const shown = useHydratedResult(query, true)
      return <p>{shown.data ? shown.data.join(', ') : shown.status}</p>
    }
    const container = document.createElement('div')
    container.innerHTML = '<p>Big Bank, Trust Co</p>'
    document.body.appendChild(container)
    beginHydration(window.location.pathname)
    const errors: unknown[] = []
    await act(async () => {
      hydrateRoot(container, <Section query={success(['Big Bank', 'Trust Co'])} />, {
        onRecoverableError: (e) => errors.push(e),
      })
    })
    endHydration()
    expect(errors).toEqual([])
    expect(container.textContent).toBe('Big Bank, Trust Co')
    container.remove()
  })
})
