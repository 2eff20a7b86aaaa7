// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { VIRTUAL_FROM, VirtualRows } from './virtual-rows'

afterEach(cleanup)

const items = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `id-${i}`, name: `Client ${i}` }))

function renderRows(n: number) {
  return render(
    <VirtualRows
      items={items(n)}
      rowKey={(item) => item.id}
      estimate={60}
      label="Leads"
      renderRow={(item) => <button type="button">{item.name}</button>}
    />,
  )
}

describe('VirtualRows', () => {
  it('draws a short list whole, as a plain list', () => {
    renderRows(VIRTUAL_FROM)
    expect(screen.getAllByRole('listitem')).toHaveLength(VIRTUAL_FROM)
    expect(screen.getByRole('list', { name: 'Leads' }).dataset.virtual).toBeUndefined()
  })

  it('draws a window of a long list; each item says its place in the whole', () => {
    renderRows(2000)
    const drawn = screen.getAllByRole('listitem')
    expect(drawn.length).toBeGreaterThan(0)
    expect(drawn.length).toBeLessThan(100)
    expect(drawn[0]?.getAttribute('aria-setsize')).toBe('2000')
    expect(drawn.map((li) => li.getAttribute('aria-posinset')).slice(0, 3)).toEqual(['1', '2', '3'])
  })

  it('the arrow keys move the focus between rows', () => {
    renderRows(2000)
    const first = screen.getByRole('button', { name: 'Client 0' })
    first.focus()
    fireEvent.keyDown(first, { key: 'ArrowDown' })
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Client 1' }))
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' })
    expect(document.activeElement).toBe(first)
    fireEvent.keyDown(first, { key: 'Home' })
    expect(document.activeElement).toBe(first)
  })
})
