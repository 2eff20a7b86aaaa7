// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LaterImage } from './later-image'

const idle = vi.hoisted(() => {
  let resolve: () => void = () => undefined
  const promise = new Promise<void>((r) => {
    resolve = r
  })
  return { promise, resolve: () => resolve() }
})
vi.mock('#app/lib/idle.ts', () => ({ whenIdle: () => idle.promise }))

afterEach(cleanup)

describe('LaterImage', () => {
  it('server HTML: the image box and alt text without a src, the picture in <noscript>', () => {
    const html = renderToString(<LaterImage src="/demo/logo.svg" alt="Logo of Maple" width={120} height={32} />)
    const [visible, noscript] = html.split('<noscript>')
    expect(visible).toContain('alt="Logo of Maple"')
    expect(visible).toContain('width="120"')
    expect(visible).not.toContain('src=')
    expect(noscript).toContain('src="/demo/logo.svg"')
  })

  it('later={false} is a plain image with its src from the first byte', () => {
    const html = renderToString(<LaterImage later={false} src="/demo/card.svg" alt="" />)
    expect(html).toContain('src="/demo/card.svg"')
    expect(html).not.toContain('<noscript>')
  })

  it('in the browser, gets its src once the first load is over', async () => {
    render(<LaterImage src="/demo/logo.svg" alt="Logo of Maple" />)
    const img = screen.getByRole('img', { name: 'Logo of Maple' })
    expect(img.getAttribute('src')).toBeNull()
    await act(async () => {
      idle.resolve()
      await idle.promise
    })
    expect(screen.getByRole('img', { name: 'Logo of Maple' }).getAttribute('src')).toBe('/demo/logo.svg')
  })
})
