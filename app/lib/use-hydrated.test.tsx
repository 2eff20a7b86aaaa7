// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { beginHydration, ClientOnly, endHydration, HYDRATED_SWITCH_MAX_WAIT_MS, useHydrated } from './use-hydrated'

// A transition that never gets its turn (React renders one only when nothing more urgent waits).
const transitions = vi.hoisted(() => ({ starve: false }))
vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof import('react')>()
  return { ...react, startTransition: (fn: () => void) => (transitions.starve ? undefined : react.startTransition(fn)) }
})

function Section() {
  return <p>{useHydrated() ? 'data' : 'loading'}</p>
}

afterEach(() => {
  transitions.starve = false
  vi.useRealTimers()
  cleanup()
  endHydration()
  document.body.replaceChildren()
})

describe('useHydrated', () => {
  it('is true from the first render outside a prerendered page (SPA shell, later pages)', () => {
    const seen: boolean[] = []
    function Probe() {
      seen.push(useHydrated())
      return null
    }
    render(<Probe />)
    expect(seen[0]).toBe(true)
  })

  it('hydrates a prerendered page as the build rendered it (no mismatch), then switches', async () => {
    // What the build rendered for <Section />.
    const container = document.createElement('div')
    const built = document.createElement('p')
    built.textContent = 'loading'
    container.appendChild(built)
    document.body.appendChild(container)
    beginHydration(window.location.pathname)
    const onRecoverableError = vi.fn()
    await act(async () => {
      hydrateRoot(container, <Section />, { onRecoverableError })
    })
    expect(onRecoverableError).not.toHaveBeenCalled()
    expect(container.textContent).toBe('data')
  })

  it('mounts hydrated once the visitor has left the first page', () => {
    const seen: boolean[] = []
    function Probe() {
      seen.push(useHydrated())
      return null
    }
    beginHydration(window.location.pathname)
    endHydration()
    render(<Probe />)
    expect(seen[0]).toBe(true)
  })

  it('ClientOnly renders its children only after hydration on the first page', async () => {
    beginHydration(window.location.pathname)
    const container = document.createElement('div')
    document.body.appendChild(container)
    const onRecoverableError = vi.fn()
    await act(async () => {
      hydrateRoot(
        container,
        <ClientOnly>
          <span>toasts</span>
        </ClientOnly>,
        { onRecoverableError },
      )
    })
    expect(onRecoverableError).not.toHaveBeenCalled()
    expect(container.textContent).toBe('toasts')
  })

  it('switches urgently when its transition does not get a turn', async () => {
    vi.useFakeTimers()
    transitions.starve = true
    beginHydration(window.location.pathname)
    const view = render(<Section />)
    expect(view.container.textContent).toBe('loading')
    await act(async () => {
      vi.advanceTimersByTime(HYDRATED_SWITCH_MAX_WAIT_MS - 1)
    })
    expect(view.container.textContent).toBe('loading')
    await act(async () => {
      vi.advanceTimersByTime(1)
    })
    expect(view.container.textContent).toBe('data')
  })
})
