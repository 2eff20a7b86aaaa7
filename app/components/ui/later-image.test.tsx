// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { beginHydration, endHydration } from '#app/lib/use-hydrated.ts'
import { LaterImage } from './later-image'

afterEach(() => {
  cleanup()
  endHydration()
})

describe('LaterImage', () => {
  it('server HTML: the image box and alt text without a src, the picture in <noscript>', () => {
    // As on the server (no window there): the page is rendered for hydration.
    beginHydration(window.location.pathname)
    const html = renderToString(
      <LaterImage src="/demo/logo.svg" alt="Logo of Maple" loading="lazy" width={120} height={32} />,
    )
    const [visible, noscript] = html.split('<noscript>')
    expect(visible).toContain('alt="Logo of Maple"')
    expect(visible).toContain('width="120"')
    expect(visible).not.toContain('src=')
    expect(noscript).toContain('src="/demo/logo.svg"')
  })

  it('later={false} is a plain image with its src from the first byte', () => {
    beginHydration(window.location.pathname)
    const html = renderToString(<LaterImage later={false} src="/demo/card.svg" alt="" />)
    expect(html).toContain('src="/demo/card.svg"')
    expect(html).not.toContain('<noscript>')
  })

  it('on the page being hydrated, renders as the server did, then gets its src', async () => {
    beginHydration(window.location.pathname)
    const seen: (string | null)[] = []
    render(
      <LaterImage
        src="/demo/logo.svg"
        alt="Logo of Maple"
        ref={(el) => {
          seen.push(el?.getAttribute('src') ?? null)
        }}
      />,
    )
    expect(seen[0]).toBeNull()
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Logo of Maple' }).getAttribute('src')).toBe('/demo/logo.svg'),
    )
  })

  it('on a later page, has its src from the first render', () => {
    render(<LaterImage src="/demo/logo.svg" alt="Logo of Maple" />)
    expect(screen.getByRole('img', { name: 'Logo of Maple' }).getAttribute('src')).toBe('/demo/logo.svg')
  })
})
