/**
 * A lead's deal: the mortgage amount, the lender (kept by name too, so a lender removed later
 * still reads), the rate, the term in months, the closing day and the maturity day. Every
 * field may be empty: a broker learns them one at a time. The maturity day is the closing day
 * plus the term unless someone wrote another.
 */
import * as z from 'zod/mini'
import { UUID_PATTERN } from '#shared/rules/ids.ts'
import { type Day, isDay } from '#shared/time/toronto-time.ts'

/** The largest amount a deal may carry: far above any residential mortgage, below a typo's millions more. */
export const DEAL_AMOUNT_MAX = 50_000_000
export const DEAL_RATE_MAX = 25
/** Terms are counted in months: Canadian terms run from 6 months to 10 years, and a few lenders sell odd months. */
export const DEAL_TERM_MONTHS_MAX = 120

export const DEAL_TEXTS = {
  amount: 'Enter an amount above $0 and at most $50,000,000',
  rate: 'Enter a rate from 0% to 25%',
  term: 'Enter a term from 1 to 120 months',
  date: 'Enter a date (YYYY-MM-DD)',
  maturity: 'The maturity date must be after the closing date',
  lender: 'Choose one of the lenders',
} as const

const daySchema = z.string().check(z.refine(isDay, { message: DEAL_TEXTS.date }))
const hundredths = (v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6
const thousandths = (v: number) => Math.abs(Math.round(v * 1000) - v * 1000) < 1e-6

export const leadDealSchema = z
  .strictObject({
    amount: z.nullable(
      z
        .number({ error: DEAL_TEXTS.amount })
        .check(
          z.gt(0, { error: DEAL_TEXTS.amount }),
          z.lte(DEAL_AMOUNT_MAX, { error: DEAL_TEXTS.amount }),
          z.refine(hundredths, { message: 'Enter dollars and cents' }),
        ),
    ),
    lenderId: z.nullable(z.stringFormat('uuid', UUID_PATTERN, { error: DEAL_TEXTS.lender })),
    ratePct: z.nullable(
      z
        .number({ error: DEAL_TEXTS.rate })
        .check(
          z.gte(0, { error: DEAL_TEXTS.rate }),
          z.lte(DEAL_RATE_MAX, { error: DEAL_TEXTS.rate }),
          z.refine(thousandths, { message: 'Enter at most three decimals' }),
        ),
    ),
    termMonths: z.nullable(
      z
        .int({ error: DEAL_TEXTS.term })
        .check(z.gte(1, { error: DEAL_TEXTS.term }), z.lte(DEAL_TERM_MONTHS_MAX, { error: DEAL_TEXTS.term })),
    ),
    closingOn: z.nullable(daySchema),
    maturityOn: z.nullable(daySchema),
  })
  .check(
    z.refine((d) => !d.closingOn || !d.maturityOn || d.maturityOn > d.closingOn, {
      path: ['maturityOn'],
      message: DEAL_TEXTS.maturity,
    }),
  )
export type LeadDeal = z.output<typeof leadDealSchema>

export const EMPTY_DEAL: LeadDeal = {
  amount: null,
  lenderId: null,
  ratePct: null,
  termMonths: null,
  closingOn: null,
  maturityOn: null,
}

export const dealVersionSchema = z.int().check(z.gte(0), z.lte(2_147_483_647))

// What an agent changed, queued in the device outbox: ./lead-changes.ts (the app's alone).
export type { LeadDealChange } from './lead-changes'

/** Body of `PATCH /api/leads/:id/deal`; `id` is the device-generated mutation id. */
export const leadDealChangeRequestSchema = z.strictObject({
  id: z.uuidv7(),
  deal: leadDealSchema,
  baseVersion: dealVersionSchema,
})
export type LeadDealChangeRequest = z.output<typeof leadDealChangeRequestSchema>

/** The day `months` after `day`; the 31st of a shorter month is its last day (2026-01-31 + 1 → 2026-02-28). */
export function addMonths(day: Day, months: number): Day {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  const index = y * 12 + (m - 1) + months
  const year = Math.floor(index / 12)
  const month = index - year * 12
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  const date = new Date(Date.UTC(year, month, Math.min(d, last)))
  return date.toISOString().slice(0, 10) as Day
}

/** The maturity by default: closing plus the term, when both are known. */
export function defaultMaturity(closingOn: string | null, termMonths: number | null): Day | null {
  if (!closingOn || !isDay(closingOn) || !termMonths) return null
  return addMonths(closingOn, termMonths)
}

/** The deal as stored: an empty maturity is closing plus the term. */
export function withDefaultMaturity(deal: LeadDeal): LeadDeal {
  return deal.maturityOn ? deal : { ...deal, maturityOn: defaultMaturity(deal.closingOn, deal.termMonths) }
}

/** A term in words: '5 years', '18 months', '1 year 6 months'. */
export function termWords(months: number): string {
  const years = Math.floor(months / 12)
  const rest = months % 12
  const y = years === 0 ? '' : `${years} ${years === 1 ? 'year' : 'years'}`
  const m = rest === 0 ? '' : `${rest} ${rest === 1 ? 'month' : 'months'}`
  return [y, m].filter(Boolean).join(' ')
}

/** The deal fields in their order, with their labels (the Deal section, the Details rows, the CSV). */
export const DEAL_FIELD_LABELS = {
  amount: 'Amount',
  lender: 'Lender',
  ratePct: 'Rate',
  termMonths: 'Term',
  closingOn: 'Closing date',
  maturityOn: 'Maturity date',
} as const
export type DealField = keyof typeof DEAL_FIELD_LABELS

/** The deal as a lead row carries it (the API's and the device cache's camelCase columns). */
export type StoredLeadDeal = {
  dealAmount: number | null
  dealLenderId: string | null
  dealLenderName: string | null
  dealRatePct: number | null
  dealTermMonths: number | null
  dealClosingOn: string | null
  dealMaturityOn: string | null
}

/** A row's stored deal as the form edits it. */
export function dealOf(row: Partial<StoredLeadDeal>): LeadDeal {
  return {
    amount: row.dealAmount ?? null,
    lenderId: row.dealLenderId ?? null,
    ratePct: row.dealRatePct ?? null,
    termMonths: row.dealTermMonths ?? null,
    closingOn: row.dealClosingOn ?? null,
    maturityOn: row.dealMaturityOn ?? null,
  }
}
