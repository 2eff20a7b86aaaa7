/**
 * The pipeline board's shared pieces: the lean card the admin's board reads, the board's read
 * (each stage's count, summed deal amount and first page of cards in one answer; a column's
 * next cards on request; docs/decisions/228) and the amount a lead asked for, which a card shows
 * while no deal amount is recorded. The worker reads the same metadata paths in SQL.
 */
import type { LeadStatus } from '#shared/constants/leads.ts'

/** Cards of each stage in the board's first read (the newest, in the view's order). */
export const LEAD_BOARD_PAGE = 12
/** At most this many further cards of one stage in one read (`GET /board/column`). */
export const LEAD_BOARD_COLUMN_MAX = 500

/** One card of the admin's board: what a card shows and what a move needs. */
export type LeadBoardCard = {
  id: string
  clientName: string
  type: string
  status: string
  /** The recorded deal amount, in dollars. */
  dealAmount: number | null
  /** The mortgage amount the visitor asked about (application amount, else the quote's mortgage). */
  askedAmount: number | null
  createdAt: string
}

/** One stage of the board: every matching lead counted and summed, the first cards of them. */
export type LeadBoardColumnHead = {
  stage: LeadStatus
  /** Every lead of the view in this stage. */
  count: number
  /** The sum of their recorded deal amounts, in dollars (cents exact; 0 for none). */
  amount: number
  /** The first `LEAD_BOARD_PAGE` of them, in the view's order. */
  cards: LeadBoardCard[]
}

export type LeadBoardPage = {
  /** One per stage, in pipeline order. */
  columns: LeadBoardColumnHead[]
  /** Every lead matching the filters. */
  total: number
  /** Cards each column's first page holds at most. */
  pageSize: number
}

/** Further cards of one stage: `limit` of them from `offset`, in the view's order. */
export type LeadBoardColumnPage = { stage: LeadStatus; offset: number; cards: LeadBoardCard[] }

/** Where a lead's asked-for amount sits in its metadata, in the order they are tried. */
export const ASKED_AMOUNT_PATHS = ['mortgage_amount', 'calculations.totalMortgage'] as const

/** The first positive number at one of `ASKED_AMOUNT_PATHS`, or null. */
export function askedAmountOf(metadata: Record<string, unknown> | null | undefined): number | null {
  for (const path of ASKED_AMOUNT_PATHS) {
    let value: unknown = metadata
    for (const key of path.split('.'))
      value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined
    const n = typeof value === 'string' ? Number(value) : value
    if (typeof n === 'number' && Number.isFinite(n) && n > 0) return n
  }
  return null
}
