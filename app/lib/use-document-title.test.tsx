// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { BRAND } from '#shared/config/brand.ts'
import { pageTitle, useDocumentTitle } from './use-document-title'

function Titled({ page }: { page?: string }) {
  useDocumentTitle(page)
  return null
}

afterEach(cleanup)

describe('useDocumentTitle', () => {
  it('formats a page title with the brand', () => {
    expect(pageTitle('About Us')).toBe(`About Us | ${BRAND.name}`)
    expect(pageTitle()).toBe(BRAND.name)
  })

  it('sets the title while mounted, follows changes and restores the previous one on unmount', () => {
    document.title = 'Before'
    const view = render(<Titled page="About Us" />)
    expect(document.title).toBe(`About Us | ${BRAND.name}`)
    view.rerender(<Titled page="Why Use a Mortgage Broker?" />)
    expect(document.title).toBe(`Why Use a Mortgage Broker? | ${BRAND.name}`)
    view.unmount()
    expect(document.title).toBe('Before')
  })
})

describe('useDocumentTitle on the server', () => {
  it('records the head while rendering, for the prerender to write into the page', async () => {
    const { renderToString } = await import('react-dom/server')
    const { takeServerHead } = await import('./use-document-title')
    const realDocument = globalThis.document
    // The prerender runs in Node: no document.
    Reflect.deleteProperty(globalThis, 'document')
    try {
      takeServerHead()
      renderToString(<Described />)
      expect(takeServerHead()).toEqual({ title: `Rates | ${BRAND.name}`, description: 'Daily rates.' })
      // Taken once: the next page starts with nothing recorded.
      expect(takeServerHead()).toBeNull()
    } finally {
      globalThis.document = realDocument
    }
  })
})

function Described() {
  useDocumentTitle('Rates', 'Daily rates.')
  return null
}
