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
  /** The cards at hand (all of the column's, or its first ones when the server pages them). */
  cards: BoardCard[]
  count: number
  /** The sum of the column's recorded deal amounts (0 when none). */
  amount: number
  /** Its next cards are being read. */
  loadingMore?: boolean
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

/** The order of a view's cards (the list's sorts), for a moved card's place in its new column. */
export type BoardOrder = 'newest' | 'oldest' | 'name'
const byOrder: Record<BoardOrder, (a: BoardCard, b: BoardCard) => number> = {
  newest: (a, b) => (a.createdAt === b.createdAt ? cmp(b.id, a.id) : cmp(b.createdAt, a.createdAt)),
  oldest: (a, b) => (a.createdAt === b.createdAt ? cmp(a.id, b.id) : cmp(a.createdAt, b.createdAt)),
  name: (a, b) => (a.name === b.name ? cmp(a.id, b.id) : cmp(a.name, b.name)),
}
function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

const cents = (n: number) => Math.round(n * 100) / 100

/**
 * Server-paged columns with one card moved to `to`, as the server will have it: the counts and
 * amounts of both stages follow, and the card takes its place in its new column's order when
 * that place is among the cards at hand (else it waits there, counted, beyond them). A card
 * already in `to` leaves the columns as they are, so applying a move the server has made
 * changes nothing.
 */
export function withColumnMove(
  columns: readonly BoardColumn[],
  card: BoardCard,
  to: LeadStatus,
  order: BoardOrder = 'newest',
): BoardColumn[] {
  const from = columns.find((c) => c.cards.some((x) => x.id === card.id))
  if (from?.stage === to) return [...columns]
  const moved = { ...card, stage: to }
  const amount = card.dealAmount !== null && Number.isFinite(card.dealAmount) ? card.dealAmount : 0
  const compare = byOrder[order]
  return columns.map((column) => {
    if (column === from)
      return {
        ...column,
        cards: column.cards.filter((c) => c.id !== card.id),
        count: Math.max(0, column.count - 1),
        amount: cents(column.amount - amount),
      }
    if (column.stage !== to) return column
    const at = column.cards.findIndex((c) => compare(moved, c) < 0)
    const whole = column.cards.length >= column.count
    const cards =
      at >= 0
        ? [...column.cards.slice(0, at), moved, ...column.cards.slice(at)]
        : whole
          ? [...column.cards, moved]
          : column.cards
    return { ...column, cards, count: column.count + 1, amount: cents(column.amount + amount) }
  })
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
