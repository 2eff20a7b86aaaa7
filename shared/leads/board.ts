/**
 * The pipeline board's shared pieces: the lean card the admin's board reads (every lead of a
 * filtered view, not a page of them) and the amount a lead asked for, which a card shows while
 * no deal amount is recorded. The worker reads the same metadata paths in SQL.
 */

/** At most this many leads on the admin's board; a wider view says so and asks for a filter. */
export const LEAD_BOARD_MAX = 5000

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

export type LeadBoardPage = {
  leads: LeadBoardCard[]
  /** Every lead matching the filters (may exceed `leads.length` when capped). */
  total: number
  limit: number
}

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
