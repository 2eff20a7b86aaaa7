/**
 * A small chart of our rate over time for one province, term, rate type and mortgage type
 * (/rates). Loaded lazily (its own chunk); a plain SVG line, no chart library. The numbers are
 * also given as text for screen readers and as the visible summary line.
 */
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { Spinner } from '#app/components/ui/spinner.tsx'
import { type RateHistoryParams, rateHistoryQueryOptions } from '#app/data/public/rates.ts'
import { formatRate } from '#shared/constants/rates.ts'
import type { RateHistoryPoint } from '#shared/schemas/rates.ts'
import { shortDateOfDay } from '#shared/time/long-date.ts'
import { css } from '#styled-system/css'

const W = 600
const H = 140
const PAD = 8

const shortDate = shortDateOfDay

/** SVG path coordinates for the points (oldest first), scaled into the box. */
export function chartGeometry(points: readonly RateHistoryPoint[]) {
  const values = points.map((p) => p.ourRate)
  const min = Math.min(...values)
  const max = Math.max(...values)
  // A flat series still gets a visible band around its value.
  const span = max - min || 0.1
  const lo = min - span * 0.15
  const hi = max + span * 0.15
  const x = (i: number) => (points.length === 1 ? W / 2 : PAD + (i * (W - 2 * PAD)) / (points.length - 1))
  const y = (v: number) => PAD + ((hi - v) * (H - 2 * PAD)) / (hi - lo)
  const coords = points.map((p, i) => [x(i), y(p.ourRate)] as const)
  const line = coords.map(([cx, cy], i) => `${i === 0 ? 'M' : 'L'}${cx.toFixed(1)},${cy.toFixed(1)}`).join(' ')
  const area = `${line} L${coords.at(-1)![0].toFixed(1)},${H} L${coords[0]![0].toFixed(1)},${H} Z`
  return { min, max, line, area }
}

export function describeSeries(points: readonly RateHistoryPoint[], label: string): string {
  const first = points[0]!
  const last = points.at(-1)!
  if (points.length === 1) return `${label}: ${formatRate(last.ourRate)}% on ${shortDate(last.date)}.`
  const diff = last.ourRate - first.ourRate
  const move = Math.abs(diff) < 0.005 ? 'unchanged' : `${diff < 0 ? 'down' : 'up'} ${formatRate(Math.abs(diff))} points`
  return `${label}: ${formatRate(last.ourRate)}% on ${shortDate(last.date)}, ${move} from ${formatRate(first.ourRate)}% on ${shortDate(first.date)}.`
}

export default function RateHistoryChart({ params }: { params: RateHistoryParams }) {
  const query = useQuery(rateHistoryQueryOptions(params))
  const titleId = useId()
  const label = `Our ${params.term} ${params.rateType} ${params.mortgageType} rate`

  if (query.isPending) {
    return (
      <div className={css({ h: '36', display: 'flex', alignItems: 'center', justifyContent: 'center' })}>
        <Spinner label="Loading rate history" />
      </div>
    )
  }
  const points = query.data?.points ?? []
  if (query.isError || points.length === 0) {
    return (
      <p className={css({ color: 'fg.muted', fontSize: 'sm', py: '6' })}>
        {query.isError ? 'The rate history is not available right now.' : 'No history for this rate yet.'}
      </p>
    )
  }
  const g = chartGeometry(points)
  const summary = describeSeries(points, label)
  return (
    <figure className={css({ m: '0' })} aria-labelledby={titleId}>
      <figcaption id={titleId} className={css({ fontSize: 'sm', color: 'fg.muted', mb: '2' })}>
        {summary}
      </figcaption>
      <div className={css({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2', alignItems: 'stretch' })}>
        <div
          aria-hidden="true"
          className={css({
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'space-between',
            fontSize: 'xs',
            color: 'fg.muted',
            textAlign: 'right',
            fontVariantNumeric: 'tabular-nums',
            py: '1',
          })}
        >
          <span>{formatRate(g.max)}%</span>
          <span>{formatRate(g.min)}%</span>
        </div>
        <svg
          viewBox={`0 0 ${W} ${H}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={summary}
          className={css({
            w: 'full',
            h: '36',
            display: 'block',
            borderBottomWidth: '1px',
            borderLeftWidth: '1px',
            borderColor: 'border.subtle',
          })}
        >
          <path d={g.area} className={css({ fill: 'accent.subtle' })} />
          <path
            d={g.line}
            fill="none"
            strokeWidth={2.5}
            className={css({ stroke: 'accent.default' })}
            vectorEffect="non-scaling-stroke"
            strokeLinejoin="round"
            strokeLinecap="round"
          />
        </svg>
        <span />
        <div
          aria-hidden="true"
          className={css({ display: 'flex', justifyContent: 'space-between', fontSize: 'xs', color: 'fg.muted' })}
        >
          <span>{shortDate(points[0]!.date)}</span>
          <span>{points.length > 1 ? shortDate(points.at(-1)!.date) : ''}</span>
        </div>
      </div>
    </figure>
  )
}
