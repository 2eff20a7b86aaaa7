/**
 * A small uPlot line chart (leads per week). This module and
 * uPlot load only on the Analytics tab (React.lazy). uPlot draws on a canvas and sizes its
 * elements through element.style (allowed by the CSP); its stylesheet is a file, not inline.
 * The chart is decorative for assistive technology: the page gives each one a text summary
 * and a data table (docs/decisions/084).
 */
import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import { css } from '#styled-system/css'

export interface AnalyticsChartProps {
  /** One label per point (a week's date). */
  labels: string[]
  values: number[]
  /** The series' name (tooltip legend). */
  name: string
}

function token(name: string, fallback: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback
}

export default function AnalyticsChart({ labels, values, name }: AnalyticsChartProps) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const el = box.current
    if (!el) return
    const accent = token('--colors-accent-default', '#0f766e')
    const muted = token('--colors-fg-muted', '#52606d')
    const grid = token('--colors-border-subtle', '#e5e7eb')
    const xs = labels.map((_, i) => i)
    const axis = { stroke: muted, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } }
    const opts: uPlot.Options = {
      width: Math.max(200, el.clientWidth),
      height: 200,
      legend: { show: false },
      cursor: { show: false },
      scales: {
        x: { time: false, range: [-0.5, Math.max(0.5, xs.length - 0.5)] },
        y: { range: (_u, _min, max) => [0, Math.max(1, max * 1.1)] },
      },
      axes: [
        {
          ...axis,
          values: (_u, splits) => splits.map((s) => (Number.isInteger(s) ? (labels[s] ?? '') : '')),
          incrs: [1, 2, 4, 8, 13, 26],
        },
        { ...axis, values: (_u, splits) => splits.map((s) => (Number.isInteger(s) ? String(s) : '')) },
      ],
      series: [{}, { label: name, stroke: accent, width: 2, points: { show: true, size: 6, fill: accent } }],
    }
    const plot = new uPlot(opts, [xs, values], el)
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(200, el.clientWidth), height: 200 }))
    resize.observe(el)
    return () => {
      resize.disconnect()
      plot.destroy()
    }
  }, [labels, values, name])
  return (
    <div
      ref={box}
      aria-hidden="true"
      data-testid="analytics-chart"
      className={css({ width: 'full', minH: '[200px]', overflow: 'hidden' })}
    />
  )
}
