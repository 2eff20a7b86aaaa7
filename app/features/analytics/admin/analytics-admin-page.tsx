/**
 * The admin panel's Analytics tab (docs/decisions/084): totals (active agents, approved
 * testimonials, page views, published posts, leads), the top 5 agents by leads, and leads per
 * week (a small uPlot chart) and by source (bars written in the page, so long source names never
 * overlap), each with a text summary and a data table. The period selector applies to all of it.
 */
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, Suspense, useMemo, useState } from 'react'
import { SelectRow } from '#app/components/form/form-rows.tsx'
import { type Column, DataTable } from '#app/components/screen/data-table.tsx'
import { Panel, panelClass, StaffScreen } from '#app/components/screen/staff-screen.tsx'
import { StatList } from '#app/components/screen/stat-list.tsx'
import { QueryStates } from '#app/components/ui/screen-states.tsx'
import { adminAnalyticsQueryOptions } from '#app/data/admin-analytics.ts'
import { lazyChunk } from '#app/lib/lazy-chunk.ts'
import { leadSourceLabel } from '#shared/leads/sources.ts'
import {
  type AdminAnalytics,
  ANALYTICS_PERIOD_LABELS,
  ANALYTICS_PERIODS,
  type AnalyticsPeriod,
} from '#shared/schemas/admin-analytics.ts'
import { css } from '#styled-system/css'
import { ResponseTimesPanel } from './response-times-panel'
import { SourceBars } from './source-bars'

const AnalyticsChart = lazyChunk(() => import('./analytics-chart'))

export const ANALYTICS_TEXTS = {
  title: 'Analytics',
  period: 'Period',
  failed: 'Failed to fetch analytics',
  noLeads: 'No leads in this period.',
  topAgents: 'Top 5 agents by leads',
  perWeek: 'Leads per week',
  bySource: 'Leads by source',
  table: 'Show the data as a table',
} as const

const TOTALS: { key: keyof AdminAnalytics['totals']; label: string }[] = [
  { key: 'activeAgents', label: 'Active Agents' },
  { key: 'approvedTestimonials', label: 'Approved Testimonials' },
  { key: 'pageViews', label: 'Page Views' },
  { key: 'publishedPosts', label: 'Published Posts' },
  { key: 'leads', label: 'Leads' },
]

const number = new Intl.NumberFormat('en-CA')
const weekFormat = new Intl.DateTimeFormat('en-CA', { month: 'short', day: 'numeric', timeZone: 'UTC' })
const weekLabel = (day: string) => weekFormat.format(Date.parse(`${day}T00:00:00Z`))

/** A label and its number of leads, sortable by either. */
const countColumns = (header: string): Column<[string, number]>[] => [
  { key: 'label', header, rowHeader: true, cell: ([label]) => label, sortValue: ([label]) => label },
  { key: 'leads', header: 'Leads', numeric: true, cell: ([, n]) => number.format(n), sortValue: ([, n]) => n },
]

export function AnalyticsAdminPage() {
  const [period, setPeriod] = useState<AnalyticsPeriod>('all')
  const query = useQuery(adminAnalyticsQueryOptions(period))
  return (
    <StaffScreen
      id="tab-analytics"
      title={ANALYTICS_TEXTS.title}
      actions={
        <SelectRow<AnalyticsPeriod>
          name="period"
          label={ANALYTICS_TEXTS.period}
          value={period}
          options={ANALYTICS_PERIODS.map((p) => ({ value: p, label: ANALYTICS_PERIOD_LABELS[p] }))}
          onChange={setPeriod}
        />
      }
    >
      <QueryStates query={query} loading="Loading analytics…" error={ANALYTICS_TEXTS.failed}>
        {(data) => (
          <div
            aria-busy={query.isFetching}
            data-period={data.period}
            data-testid="analytics-body"
            className={css({ display: 'grid', gap: '4' })}
          >
            <StatList
              columns={5}
              items={TOTALS.map((t) => ({
                label: t.label,
                value: number.format(data.totals[t.key]),
                testId: `analytics-total-${t.key}`,
              }))}
            />
            <div
              className={css({
                display: 'grid',
                gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
                gap: '4',
              })}
            >
              <LeadsPerWeek data={data} />
              <LeadsBySource data={data} />
            </div>
            <Panel title={ANALYTICS_TEXTS.topAgents}>
              {data.topAgents.length === 0 ? (
                <p className={css({ color: 'fg.muted' })}>{ANALYTICS_TEXTS.noLeads}</p>
              ) : (
                <DataTable
                  label={ANALYTICS_TEXTS.topAgents}
                  data-testid="analytics-top-agents"
                  rows={data.topAgents.map((a): [string, number] => [a.name, a.leads])}
                  rowKey={([name]) => name}
                  columns={countColumns('Agent')}
                />
              )}
            </Panel>
            <ResponseTimesPanel period={period} />
          </div>
        )}
      </QueryStates>
    </StaffScreen>
  )
}

function ChartPanel({
  id,
  title,
  summary,
  chart,
  rows,
  header,
}: {
  id: string
  title: string
  summary: string
  chart: ReactNode
  rows: [string, number][]
  header: string
}) {
  return (
    <figure className={panelClass} aria-labelledby={id} data-testid={id}>
      <h3 id={id} className={css({ fontSize: 'lg', fontWeight: 'semibold', color: 'fg.heading' })}>
        {title}
      </h3>
      <figcaption className={css({ fontSize: 'sm', color: 'fg.muted', mb: '2' })}>{summary}</figcaption>
      {rows.length > 0 && <Suspense fallback={<div className={css({ minH: '[200px]' })} />}>{chart}</Suspense>}
      {rows.length > 0 && (
        <details
          className={css({
            mt: '2',
            fontSize: 'sm',
            '& summary': { cursor: 'pointer', color: 'accent.fg', minH: '11', display: 'flex', alignItems: 'center' },
          })}
        >
          <summary>{ANALYTICS_TEXTS.table}</summary>
          <DataTable label={title} rows={rows} rowKey={([label]) => label} columns={countColumns(header)} />
        </details>
      )}
    </figure>
  )
}

function LeadsPerWeek({ data }: { data: AdminAnalytics }) {
  const weeks = data.leadsPerWeek
  const labels = useMemo(() => weeks.map((w) => weekLabel(w.week)), [weeks])
  const values = useMemo(() => weeks.map((w) => w.leads), [weeks])
  const total = values.reduce((a, b) => a + b, 0)
  const busiest = weeks.reduce<(typeof weeks)[number] | null>(
    (best, w) => (best === null || w.leads > best.leads ? w : best),
    null,
  )
  const summary =
    total === 0 || !busiest
      ? ANALYTICS_TEXTS.noLeads
      : `${number.format(total)} ${total === 1 ? 'lead' : 'leads'} over ${weeks.length} ${weeks.length === 1 ? 'week' : 'weeks'}; the busiest was the week of ${weekLabel(busiest.week)} with ${number.format(busiest.leads)}.`
  return (
    <ChartPanel
      id="analytics-per-week"
      title={ANALYTICS_TEXTS.perWeek}
      summary={summary}
      header="Week of"
      rows={total === 0 ? [] : weeks.map((w, i) => [labels[i] ?? w.week, w.leads])}
      chart={<AnalyticsChart labels={labels} values={values} name={ANALYTICS_TEXTS.perWeek} />}
    />
  )
}

function LeadsBySource({ data }: { data: AdminAnalytics }) {
  const sources = data.leadsBySource
  const labels = useMemo(() => sources.map((s) => leadSourceLabel(s.source)), [sources])
  const values = useMemo(() => sources.map((s) => s.leads), [sources])
  const top = sources[0]
  const summary =
    top === undefined
      ? ANALYTICS_TEXTS.noLeads
      : `${sources.length} ${sources.length === 1 ? 'source' : 'sources'}; the most leads came from ${leadSourceLabel(top.source)} (${number.format(top.leads)}).`
  return (
    <ChartPanel
      id="analytics-by-source"
      title={ANALYTICS_TEXTS.bySource}
      summary={summary}
      header="Source"
      rows={sources.map((s, i) => [labels[i] ?? s.source, s.leads])}
      chart={<SourceBars labels={labels} values={values} />}
    />
  )
}
