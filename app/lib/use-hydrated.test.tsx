// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { beginHydration, ClientOnly, endHydration, useHydrated } from './use-hydrated'

function Section() {
  return <p>{useHydrated() ? 'data' : 'loading'}</p>
}

afterEach(() => {
  cleanup()
  endHydration()
  document.body.innerHTML = ''
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
    const container = document.createElement('div')
    container.innerHTML = '<p>loading</p>'
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
      hydrateRoot(container, <ClientOnly><span>toasts</span></ClientOnly>, { onRecoverableError })
    })
    expect(onRecoverableError).not.toHaveBeenCalled()
    expect(container.textContent).toBe('toasts')
  })
})
