import { describe, expect, it } from 'vitest'
import {
  ageOf,
  ageWords,
  type BoardCard,
  formatBoardAmount,
  groupByStage,
  keyFigureOf,
  layoutOf,
  layoutSearch,
  moveNeed,
  moveTargets,
  withColumnMove,
  withMove,
} from './board-model'

const card = (id: string, stage: BoardCard['stage'], dealAmount: number | null = null): BoardCard => ({
  id,
  name: `Client ${id}`,
  kind: 'Rate quote',
  stage,
  dealAmount,
  askedAmount: null,
  createdAt: '2026-11-20T12:00:00.000Z',
})

describe('groupByStage', () => {
  it('one column per stage in pipeline order, with counts and summed deal amounts; cards keep their order', () => {
    const columns = groupByStage([
      card('a', 'new'),
      card('b', 'funded', 450_000),
      card('c', 'new', 100.1),
      card('d', 'funded', 0.2),
      card('e', 'lost'),
    ])
    expect(columns.map((c) => c.stage)).toEqual([
      'new',
      'contacted',
      'application',
      'submitted',
      'approved',
      'funded',
      'lost',
    ])
    const by = Object.fromEntries(columns.map((c) => [c.stage, c]))
    expect(by.new?.cards.map((c) => c.id)).toEqual(['a', 'c'])
    expect(by.new).toMatchObject({ count: 2, amount: 100.1 })
    // Cents add up exactly.
    expect(by.funded).toMatchObject({ count: 2, amount: 450_000.2 })
    expect(by.contacted).toMatchObject({ count: 0, amount: 0, cards: [] })
    expect(by.lost?.count).toBe(1)
  })

  it('an empty board still has every column', () => {
    expect(groupByStage([]).every((c) => c.count === 0 && c.amount === 0)).toBe(true)
    expect(groupByStage([])).toHaveLength(7)
  })
})

describe('figures', () => {
  it('amounts in whole dollars; a key figure prefers the deal over what was asked', () => {
    expect(formatBoardAmount(1_250_000.4)).toBe('$1,250,000')
    expect(formatBoardAmount(0)).toBe('$0')
    expect(keyFigureOf({ dealAmount: 460_000, askedAmount: 400_000 })).toBe('Deal $460,000')
    expect(keyFigureOf({ dealAmount: null, askedAmount: 400_000 })).toBe('Asked $400,000')
    expect(keyFigureOf({ dealAmount: null, askedAmount: null })).toBe('No amount yet')
  })

  it('ages in short units and in words', () => {
    const now = Date.parse('2026-11-27T12:00:00.000Z')
    expect(ageOf('2026-11-27T08:00:00.000Z', now)).toBe('Today')
    expect(ageOf('2026-11-24T12:00:00.000Z', now)).toBe('3 d')
    expect(ageOf('2026-10-20T12:00:00.000Z', now)).toBe('5 wk')
    expect(ageOf('2026-07-27T12:00:00.000Z', now)).toBe('4 mo')
    expect(ageOf('2023-11-27T12:00:00.000Z', now)).toBe('3 yr')
    expect(ageOf('not a date', now)).toBe('')
    expect(ageWords('2026-11-26T12:00:00.000Z', now)).toBe('Created 1 day ago')
    expect(ageWords('2026-11-27T11:00:00.000Z', now)).toBe('Created today')
  })
})

describe('moves', () => {
  it('Lost asks for the reason; the same stage is no move; any other stage moves', () => {
    expect(moveNeed('new', 'lost')).toBe('reason')
    expect(moveNeed('funded', 'lost')).toBe('reason')
    expect(moveNeed('new', 'new')).toBe('none')
    expect(moveNeed('lost', 'contacted')).toBe('move')
    expect(moveNeed('new', 'funded')).toBe('move')
  })

  it('the menu offers every other stage, in order', () => {
    expect(moveTargets('application')).toEqual(['new', 'contacted', 'submitted', 'approved', 'funded', 'lost'])
  })

  it('an optimistic move changes only that card', () => {
    const cards = [card('a', 'new'), card('b', 'new')]
    const moved = withMove(cards, 'b', 'approved')
    expect(moved.map((c) => c.stage)).toEqual(['new', 'approved'])
    expect(cards[1]?.stage).toBe('new')
  })
})

describe('layout in the URL', () => {
  it('board only when asked for; the list is the default and not written', () => {
    expect(layoutOf({ layout: 'board' })).toBe('board')
    expect(layoutOf({ layout: 'grid' })).toBe('list')
    expect(layoutOf({})).toBe('list')
    expect(layoutSearch('board')).toEqual({ layout: 'board' })
    expect(layoutSearch('list')).toEqual({})
  })
})

describe('withColumnMove (server-paged columns)', () => {
  const at = (id: string, stage: BoardCard['stage'], createdAt: string, dealAmount: number | null = null) => ({
    ...card(id, stage, dealAmount),
    createdAt,
  })
  const columnsOf = () => {
    const columns = groupByStage([
      at('n1', 'new', '2026-11-20T12:00:00.000Z', 0.1),
      at('n2', 'new', '2026-11-18T12:00:00.000Z'),
      at('c1', 'contacted', '2026-11-21T12:00:00.000Z', 0.2),
      at('c2', 'contacted', '2026-11-10T12:00:00.000Z'),
    ])
    // The server counted more than it sent: 40 contacted leads, two of them at hand.
    return columns.map((c) => (c.stage === 'contacted' ? { ...c, count: 40, amount: 1000.2 } : c))
  }
  const of = (columns: ReturnType<typeof columnsOf>, stage: string) => columns.find((c) => c.stage === stage)

  it("moves the counts and the amounts of both stages, the card to its place in the new column's order", () => {
    const moved = withColumnMove(columnsOf(), at('n2', 'new', '2026-11-18T12:00:00.000Z'), 'contacted')
    expect(of(moved, 'new')).toMatchObject({ count: 1, amount: 0.1 })
    expect(of(moved, 'new')?.cards.map((c) => c.id)).toEqual(['n1'])
    expect(of(moved, 'contacted')).toMatchObject({ count: 41, amount: 1000.2 })
    expect(of(moved, 'contacted')?.cards.map((c) => [c.id, c.stage])).toEqual([
      ['c1', 'contacted'],
      ['n2', 'contacted'],
      ['c2', 'contacted'],
    ])
    const byName = withColumnMove(columnsOf(), at('n1', 'new', '2026-11-20T12:00:00.000Z', 0.1), 'contacted', 'name')
    // By name it comes after the two at hand, among the 38 not read yet.
    expect(of(byName, 'contacted')?.cards.map((c) => c.id)).toEqual(['c1', 'c2'])
    expect(of(byName, 'contacted')?.amount).toBe(1000.3)
    expect(of(byName, 'new')?.amount).toBe(0)
  })

  it('a card beyond the cards at hand is counted and not shown; in a whole column it goes last', () => {
    const old = at('n2', 'new', '2026-11-01T12:00:00.000Z')
    const columns = columnsOf().map((c) => (c.stage === 'new' ? { ...c, cards: [c.cards[0] as BoardCard, old] } : c))
    const moved = withColumnMove(columns, old, 'contacted')
    expect(of(moved, 'contacted')?.count).toBe(41)
    expect(of(moved, 'contacted')?.cards.map((c) => c.id)).toEqual(['c1', 'c2'])
    const back = withColumnMove(moved, at('c2', 'contacted', '2026-11-10T12:00:00.000Z'), 'new')
    expect(of(back, 'new')?.cards.map((c) => c.id)).toEqual(['n1', 'c2'])
    expect(of(back, 'new')?.count).toBe(2)
  })

  it('a move the columns already show changes nothing (the refreshed board has it)', () => {
    const columns = columnsOf()
    const again = withColumnMove(columns, at('c1', 'new', '2026-11-21T12:00:00.000Z', 0.2), 'contacted')
    expect(again).toEqual(columns)
  })
})
