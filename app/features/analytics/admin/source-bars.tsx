/**
 * Leads by source as horizontal bars written in the page: one row per source, its name on
 * its own line above the bar (names never overlap however narrow the screen), the bar's
 * length relative to the source with the most leads, and the count at its end. The panel's
 * summary and table carry the same for assistive technology, so the bars are hidden from it.
 */
import { css } from '#styled-system/css'

const number = new Intl.NumberFormat('en-CA')

/** A bar's length in percent of the longest (at least a sliver, so a count of one shows). */
export function barPercent(value: number, max: number): number {
  if (max <= 0 || value <= 0) return 0
  return Math.max(2, Math.round((value / max) * 100))
}

export function SourceBars({ labels, values }: { labels: string[]; values: number[] }) {
  const max = Math.max(0, ...values)
  return (
    <ul aria-hidden="true" data-testid="analytics-source-bars" className={css({ display: 'grid', gap: '2.5' })}>
      {labels.map((label, i) => {
        const value = values[i] ?? 0
        return (
          <li key={label} className={css({ display: 'grid', gap: '1' })}>
            <span data-bar-label className={css({ fontSize: 'sm', color: 'fg.default' })}>
              {label}
            </span>
            <span className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
              <span
                className={css({ h: '3', bg: 'accent.default', borderRadius: 'sm', flexShrink: 0 })}
                style={{ width: `${barPercent(value, max) * 0.85}%` }}
              />
              <span className={css({ fontSize: 'sm', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' })}>
                {number.format(value)}
              </span>
            </span>
          </li>
        )
      })}
    </ul>
  )
}
