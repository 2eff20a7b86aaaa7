/**
 * The pipeline board, as data: a column per stage in pipeline order with its count and the sum
 * of its recorded deal amounts, a card's key figure and age, and what a move needs. Pure, so the
 * admin's board (server cards) and the agent's (device cards, offline too) group the same way.
 */

import { LEAD_STATUSES, type LeadStatus } from '#shared/constants/leads.ts'
import { formatCAD } from '#shared/finance/money.ts'

/** What a card shows and a move needs, whoever's board it is. */
export interface BoardCard {
  id: string
  name: string
  /** The kind of lead, in words (Rate quote, Application…). */
  kind: string
  stage: LeadStatus
  dealAmount: number | null
  askedAmount: number | null
  createdAt: string
  /** A change made on this device and not yet sent (the agent's board). */
  pending?: boolean
}

export interface BoardColumn {
  stage: LeadStatus
  cards: BoardCard[]
  count: number
  /** The sum of the column's recorded deal amounts (0 when none). */
  amount: number
}

export const BOARD_TEXTS = {
  list: 'List',
  board: 'Board',
  layout: 'Show leads as',
  stagePicker: 'Stage',
  moveTo: 'Move to…',
  moved: (name: string, stage: string) => `Moved ${name} to ${stage}`,
  lostTitle: (name: string) => `Why was ${name} lost?`,
  emptyColumn: 'No leads',
  noAmount: 'No amount yet',
  asked: 'Asked',
  deal: 'Deal',
  columnSummary: (count: number, amount: string) => `${count} ${count === 1 ? 'lead' : 'leads'} · ${amount}`,
  capped: (shown: number, total: number) =>
    `Showing the ${shown.toLocaleString('en-CA')} newest of ${total.toLocaleString('en-CA')} leads. Narrow the filters to see the rest on the board.`,
  pending: 'Waiting to send',
  showMore: (n: number, left: number) => `Show ${n} more (${left.toLocaleString('en-CA')} not shown)`,
  dragHint: 'Drag a card to another stage, or use its Move to… menu.',
} as const

/** Cards in columns: one per stage in pipeline order, each keeping the order it was given. */
export function groupByStage(cards: readonly BoardCard[]): BoardColumn[] {
  const columns = new Map<LeadStatus, BoardColumn>(
    LEAD_STATUSES.map((stage) => [stage, { stage, cards: [], count: 0, amount: 0 }]),
  )
  for (const card of cards) {
    const column = columns.get(card.stage)
    if (!column) continue
    column.cards.push(card)
    column.count += 1
    if (card.dealAmount !== null && Number.isFinite(card.dealAmount)) column.amount += card.dealAmount
  }
  // Sums of cents kept exact: 0.1 + 0.2 is not 0.30000000000000004 dollars.
  for (const column of columns.values()) column.amount = Math.round(column.amount * 100) / 100
  return [...columns.values()]
}

/** A column's summed amount: whole dollars ('$1,250,000'); '$0' for none. */
export function formatBoardAmount(amount: number): string {
  return formatCAD(Math.round(amount), 0)
}

/** A card's key figure: the deal amount once recorded, else what the client asked for. */
export function keyFigureOf(card: Pick<BoardCard, 'dealAmount' | 'askedAmount'>): string {
  if (card.dealAmount !== null) return `${BOARD_TEXTS.deal} ${formatBoardAmount(card.dealAmount)}`
  if (card.askedAmount !== null) return `${BOARD_TEXTS.asked} ${formatBoardAmount(card.askedAmount)}`
  return BOARD_TEXTS.noAmount
}

const DAY = 86_400_000

/** How long a lead has been in the pipeline: 'Today', '3 d', '5 wk', '4 mo', '2 yr'. */
export function ageOf(createdAt: string, now: number): string {
  const t = Date.parse(createdAt)
  if (Number.isNaN(t)) return ''
  const days = Math.max(0, Math.floor((now - t) / DAY))
  if (days < 1) return 'Today'
  if (days < 14) return `${days} d`
  if (days < 60) return `${Math.floor(days / 7)} wk`
  if (days < 730) return `${Math.floor(days / 30.44)} mo`
  return `${Math.floor(days / 365.25)} yr`
}

/** The age in words for screen readers: 'Created 3 days ago'. */
export function ageWords(createdAt: string, now: number): string {
  const t = Date.parse(createdAt)
  if (Number.isNaN(t)) return ''
  const days = Math.max(0, Math.floor((now - t) / DAY))
  return days < 1 ? 'Created today' : `Created ${days} ${days === 1 ? 'day' : 'days'} ago`
}

/**
 * What moving a card to `to` takes: nothing ('none', it is already there), the reason first
 * ('reason', Lost always asks why), or the move itself ('move').
 */
export type MoveNeed = 'none' | 'reason' | 'move'
export function moveNeed(from: LeadStatus, to: LeadStatus): MoveNeed {
  if (from === to) return 'none'
  return to === 'lost' ? 'reason' : 'move'
}

/** The stages a card's Move to… menu offers: every stage but its own, in pipeline order. */
export function moveTargets(from: LeadStatus): LeadStatus[] {
  return LEAD_STATUSES.filter((s) => s !== from)
}

/** The cards with one moved to another stage (the optimistic board before the server says). */
export function withMove<C extends { id: string; stage: LeadStatus }>(
  cards: readonly C[],
  id: string,
  to: LeadStatus,
): C[] {
  return cards.map((c) => (c.id === id ? { ...c, stage: to } : c))
}

/** The layout in the URL: `layout=board` for the board; the list is the default and not written. */
export type LeadsLayout = 'list' | 'board'
export function layoutOf(search: Record<string, unknown>): LeadsLayout {
  return search.layout === 'board' ? 'board' : 'list'
}
export function layoutSearch(layout: LeadsLayout): { layout?: 'board' } {
  return layout === 'board' ? { layout: 'board' } : {}
}
