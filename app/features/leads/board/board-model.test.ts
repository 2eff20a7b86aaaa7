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
