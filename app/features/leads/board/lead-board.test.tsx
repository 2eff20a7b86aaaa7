// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { type BoardCard, groupByStage } from './board-model'
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

  it("server-paged columns: the server's count and amount, the cards read so far, 'Show more' asks for the next", () => {
    const asked: string[] = []
    const columns = groupByStage(cards(25, 'new')).map((c) =>
      c.stage === 'new' ? { ...c, count: 714, amount: 1250.5 } : c,
    )
    render(<LeadBoard columns={columns} onMove={() => {}} onMore={(stage) => asked.push(stage)} />)
    expect(within(column('new')).getByTestId('board-column-summary').textContent).toBe('714 leads · $1,251')
    const more = screen.getByRole('button', { name: /^Show 50 more \(689 not shown\)/ })
    fireEvent.click(more)
    expect(asked).toEqual(['new'])
    expect(within(column('contacted')).queryByTestId('board-column-more')).toBeNull()
  })
})

describe('LeadBoard Move to… menu', () => {
  // (Choosing an item, and the move it makes, is checked in the browser: tests/e2e/leads-board.spec.ts.)
  it("one menu for the board: each card's button opens it with that card's own stages", async () => {
    render(<LeadBoard cards={[...cards(2, 'new'), ...cards(1, 'contacted')]} onMove={() => {}} />)
    const offered = async () => (await screen.findAllByRole('menuitem')).map((i) => i.textContent)
    fireEvent.click(screen.getByRole('button', { name: 'Move to… Client contacted 0' }))
    expect(await offered()).toEqual(['New', 'Application', 'Submitted to lender', 'Approved', 'Funded', 'Lost'])
    fireEvent.click(screen.getByRole('button', { name: 'Move to… Client new 1' }))
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'New' })).toBeNull())
    expect(await offered()).toEqual(['Contacted', 'Application', 'Submitted to lender', 'Approved', 'Funded', 'Lost'])
  })
})
