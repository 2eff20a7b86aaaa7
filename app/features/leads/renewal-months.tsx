/**
 * Funded clients grouped by the month their term ends, as the agent's Renewals and the admin's
 * show them: a heading per month with its count, then one row per client. Each screen brings
 * its own row (the agent's opens the lead; the admin's names the agent).
 */
import type { ReactNode } from 'react'
import { formatCAD } from '#shared/finance/money.ts'
import { formatDay } from '#shared/leads/lead-details.ts'
import { monthWords, type RenewalEntry, type RenewalLead, type RenewalMonth } from '#shared/leads/renewals.ts'
import { css } from '#styled-system/css'

export function RenewalMonths<L extends RenewalLead>({
  idPrefix,
  months,
  row,
}: {
  /** A useId() value: each month's heading id is derived from it. */
  idPrefix: string
  months: readonly RenewalMonth<L>[]
  row(entry: RenewalEntry<L>): ReactNode
}) {
  return months.map((m) => (
    <section
      key={m.month}
      aria-labelledby={`${idPrefix}-${m.month}`}
      data-month={m.month}
      className={css({ display: 'grid', gap: '1' })}
    >
      <h4 id={`${idPrefix}-${m.month}`} className={css({ fontSize: 'md', fontWeight: 'semibold' })}>
        {monthWords(m.month)} ({m.entries.length})
      </h4>
      <ul className={css({ listStyle: 'none', display: 'grid', gap: '2' })}>{m.entries.map(row)}</ul>
    </section>
  ))
}

/** 'Matures Jun 30, 2027 · $450,000.00 · Lender': the line under the client's name. */
export function maturityLine(entry: RenewalEntry<RenewalLead>): string {
  const { dealAmount, dealLenderName } = entry.lead
  return [
    `Matures ${formatDay(entry.maturityOn)}`,
    dealAmount != null ? formatCAD(dealAmount) : null,
    dealLenderName || null,
  ]
    .filter(Boolean)
    .join(' · ')
}
