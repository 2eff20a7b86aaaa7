import { useEffect, useId, useRef, useState } from 'react'
import { ScrollRegion } from '#app/components/ui/scroll-region.tsx'
import { formatCAD, type ScheduleYear } from '#shared/finance/index.ts'
import { css, cx } from '#styled-system/css'

/**
 * Yearly principal and interest as stacked bars, the balance as a line (right axis). A small
 * hand-drawn SVG: no chart library to download, scales with its box, prints. The yearly table
 * next to it carries the same figures for screen readers.
 */

const H = 280
const PAD = { top: 16, right: 56, bottom: 36, left: 56 }

const STEPS = [1, 1.5, 2, 2.5, 3, 4, 5, 7.5, 10]

/** The smallest of 1, 1.5, 2, 2.5, 3, 4, 5 or 7.5 times a power of ten that is at least `value`. */
function niceStep(value: number): number {
  if (!(value > 0)) return 1
  const exp = 10 ** Math.floor(Math.log10(value))
  const n = value / exp
  return (STEPS.find((s) => n <= s) ?? 10) * exp
}

/** A scale from 0 in `divisions` equal nice steps that reaches at least `max`. */
export function niceScale(max: number, divisions = 4): { max: number; step: number } {
  const step = niceStep(max / divisions)
  return { max: step * divisions, step }
}

function shortDollars(value: number): string {
  if (value >= 1_000_000) return `$${Number((value / 1_000_000).toFixed(2))}M`
  if (value >= 1_000) return `$${Number((value / 1_000).toFixed(1))}k`
  return `$${Math.round(value)}`
}

/** The drawing's width follows its box, so text stays readable on a phone. */
function useWidth(initial: number) {
  const ref = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(initial)
  useEffect(() => {
    const el = ref.current
    if (!el || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => {
      const w = Math.round(entry?.contentRect.width ?? 0)
      if (w > 0) setWidth(w)
    })
    observer.observe(el)
    return () => observer.disconnect()
  }, [])
  return { ref, width }
}

export function AmortizationChart({ schedule, principal }: { schedule: readonly ScheduleYear[]; principal: number }) {
  const titleId = useId()
  const { ref, width } = useWidth(640)
  if (schedule.length === 0) return null
  const W = Math.max(300, width)
  const plotW = W - PAD.left - PAD.right
  const plotH = H - PAD.top - PAD.bottom
  const divisions = 4
  const left = niceScale(Math.max(...schedule.map((r) => r.principalPaid + r.interestPaid)), divisions)
  // The right scale has as many steps as the left one, so both share the grid lines.
  const right = niceScale(principal, divisions)
  const yearMax = left.max
  const balanceMax = right.max
  const slot = plotW / schedule.length
  const barW = Math.max(2, slot * 0.7)
  const y = (v: number, max: number) => PAD.top + plotH - (v / max) * plotH
  const ticks = Array.from({ length: divisions + 1 }, (_, i) => i / divisions)
  const labelEvery = Math.ceil(schedule.length / Math.max(4, Math.floor(plotW / 36)))
  const balancePoints = [
    `${PAD.left},${y(principal, balanceMax)}`,
    ...schedule.map((r, i) => `${PAD.left + slot * (i + 1)},${y(r.endBalance, balanceMax)}`),
  ].join(' ')
  const last = schedule[schedule.length - 1]!
  const totalInterest = schedule.reduce((s, r) => s + r.interestPaid, 0)

  return (
    <figure ref={ref} className={css({ display: 'grid', gap: '3', m: '0' })}>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={titleId}
        width={W}
        height={H}
        className={css({ w: 'full', h: 'auto', overflow: 'visible', fontFamily: 'sans' })}
      >
        <title id={titleId}>
          {`Principal and interest paid each year over ${schedule.length} years, and the balance going from ${formatCAD(principal, 0)} to ${formatCAD(last.endBalance, 0)}. Total interest ${formatCAD(totalInterest, 0)}.`}
        </title>
        {ticks.map((t) => (
          <g key={t}>
            <line
              x1={PAD.left}
              x2={W - PAD.right}
              y1={y(t * yearMax, yearMax)}
              y2={y(t * yearMax, yearMax)}
              className={css({ stroke: 'border.subtle' })}
              strokeWidth={1}
            />
            <text
              x={PAD.left - 6}
              y={y(t * yearMax, yearMax)}
              textAnchor="end"
              dominantBaseline="middle"
              fontSize={11}
              className={css({ fill: 'fg.muted' })}
            >
              {shortDollars(t * yearMax)}
            </text>
            <text
              x={W - PAD.right + 6}
              y={y(t * balanceMax, balanceMax)}
              dominantBaseline="middle"
              fontSize={11}
              className={css({ fill: 'fg.muted' })}
            >
              {shortDollars(t * balanceMax)}
            </text>
          </g>
        ))}
        {schedule.map((r, i) => {
          const x = PAD.left + slot * i + (slot - barW) / 2
          const principalTop = y(r.principalPaid, yearMax)
          const interestTop = y(r.principalPaid + r.interestPaid, yearMax)
          return (
            <g key={r.year}>
              <rect
                x={x}
                y={principalTop}
                width={barW}
                height={Math.max(0, PAD.top + plotH - principalTop)}
                className={css({ fill: 'accent.default' })}
              />
              <rect
                x={x}
                y={interestTop}
                width={barW}
                height={Math.max(0, principalTop - interestTop)}
                className={css({ fill: 'highlight.fg' })}
              />
              {(i + 1) % labelEvery === 0 || i === 0 ? (
                <text
                  x={x + barW / 2}
                  y={H - PAD.bottom + 16}
                  textAnchor="middle"
                  fontSize={11}
                  className={css({ fill: 'fg.muted' })}
                >
                  {r.year}
                </text>
              ) : null}
            </g>
          )
        })}
        <polyline
          points={balancePoints}
          fill="none"
          strokeWidth={2.5}
          strokeLinejoin="round"
          className={css({ stroke: 'brand.default' })}
        />
        <text
          x={PAD.left + plotW / 2}
          y={H - 4}
          textAnchor="middle"
          fontSize={11}
          className={css({ fill: 'fg.muted' })}
        >
          Year
        </text>
      </svg>
      <figcaption className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', textStyle: 'sm', color: 'fg.muted' })}>
        <LegendSwatch className={css({ bg: 'accent.default' })} label="Principal paid in the year (left scale)" />
        <LegendSwatch className={css({ bg: 'highlight.fg' })} label="Interest paid in the year (left scale)" />
        <LegendSwatch
          className={css({ bg: 'brand.default', h: '1', alignSelf: 'center' })}
          label="Balance at year end (right scale)"
        />
      </figcaption>
    </figure>
  )
}

function LegendSwatch({ className, label }: { className: string; label: string }) {
  return (
    <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '2' })}>
      <span
        aria-hidden="true"
        className={`${css({ display: 'inline-block', w: '4', h: '3', borderRadius: 'xs' })} ${className}`}
      />
      {label}
    </span>
  )
}

/** The same schedule as a table: year, principal, interest, balance (CAD, 2 decimals). */
export function ScheduleTable({ schedule }: { schedule: readonly ScheduleYear[] }) {
  // A body cell's padding and rule; the figures right-aligned, the year (a row header) at the start.
  const bodyCell = css({ py: '2', px: '2', borderBottomWidth: '1px', borderColor: 'border.subtle' })
  const cell = cx(bodyCell, css({ textAlign: 'right', whiteSpace: 'nowrap' }))
  const rowHead = cx(bodyCell, css({ textAlign: 'left', fontWeight: 'medium' }))
  const headCell = css({
    py: '2',
    px: '2',
    color: 'fg.muted',
    fontWeight: 'medium',
    borderBottomWidth: '1px',
    borderColor: 'border.default',
    position: 'sticky',
    top: '0',
    bg: 'bg.default',
  })
  const head = cx(headCell, css({ textAlign: 'right' }))
  return (
    <ScrollRegion
      label="Yearly amortization schedule"
      className={css({
        overflow: 'auto',
        maxH: '96',
        borderWidth: '1px',
        borderColor: 'border.subtle',
        borderRadius: 'md',
        _focusVisible: { outline: '2px solid', outlineColor: 'border.focus' },
        _print: { maxH: '[none]', overflow: 'visible' },
      })}
    >
      <table
        className={css({ w: 'full', borderCollapse: 'collapse', textStyle: 'sm', fontVariantNumeric: 'tabular-nums' })}
      >
        <caption className={css({ srOnly: true })}>Yearly amortization schedule</caption>
        <thead>
          <tr>
            <th scope="col" className={cx(headCell, css({ textAlign: 'left' }))}>
              Year
            </th>
            <th scope="col" className={head}>
              Principal paid
            </th>
            <th scope="col" className={head}>
              Interest paid
            </th>
            <th scope="col" className={head}>
              Balance at year end
            </th>
          </tr>
        </thead>
        <tbody>
          {schedule.map((r) => (
            <tr key={r.year}>
              <th scope="row" className={rowHead}>
                {r.year}
              </th>
              <td className={cell}>{formatCAD(r.principalPaid)}</td>
              <td className={cell}>{formatCAD(r.interestPaid)}</td>
              <td className={cell}>{formatCAD(r.endBalance)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  )
}
