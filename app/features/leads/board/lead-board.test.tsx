// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { BoardCard } from './board-model'
import { BOARD_COLUMN_PAGE, LeadBoard } from './lead-board'

afterEach(cleanup)

const cards = (n: number, stage: BoardCard['stage']): BoardCard[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `${stage}-${i}`,
    name: `Client ${stage} ${i}`,
    kind: 'Rate quote',
    stage,
    dealAmount: null,
    askedAmount: null,
    createdAt: '2026-11-01T12:00:00.000Z',
  }))

const column = (stage: string) => document.querySelector<HTMLElement>(`[data-board-stage="${stage}"]`) as HTMLElement

describe('LeadBoard columns', () => {
  it('draws a short column whole, each card saying its place', () => {
    render(<LeadBoard cards={cards(3, 'new')} onMove={() => {}} now={Date.parse('2026-11-02T12:00:00Z')} />)
    const items = within(column('new')).getAllByRole('listitem')
    expect(items).toHaveLength(3)
    expect(items.map((li) => li.getAttribute('aria-posinset'))).toEqual(['1', '2', '3'])
    expect(column('new').querySelector('ul')?.dataset.virtual).toBeUndefined()
  })

  it('draws a long column a window at a time; the count and the places stay those of the whole column', () => {
    render(<LeadBoard cards={[...cards(700, 'contacted'), ...cards(2, 'new')]} onMove={() => {}} />)
    const list = column('contacted').querySelector('ul') as HTMLElement
    expect(list.dataset.virtual).toBe('true')
    const drawn = within(list).getAllByRole('listitem')
    expect(drawn.length).toBeGreaterThan(0)
    expect(drawn.length).toBeLessThan(BOARD_COLUMN_PAGE)
    expect(drawn[0]?.getAttribute('aria-setsize')).toBe('700')
    expect(drawn.map((li) => li.getAttribute('aria-posinset')).slice(0, 2)).toEqual(['1', '2'])
    expect(within(column('contacted')).getByTestId('board-column-summary').textContent).toBe('700 leads · $0')
    // The rest of the column's first page is there to scroll to, and 'Show more' adds the next.
    expect(screen.getByRole('button', { name: /^Show 50 more \(650 not shown\)/ })).toBeTruthy()
    expect(within(column('new')).getAllByRole('listitem')).toHaveLength(2)
  })
})
