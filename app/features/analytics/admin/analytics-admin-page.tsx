/**
 * The admin panel's Analytics tab (spec 001 §2 "Analytics tab"; issue 14 §5; docs/decisions/084):
 * totals (active agents, approved testimonials, page views, published posts, leads), the top 5
 * agents by leads, and leads per week and by source as small uPlot charts, each with a text
 * summary and a data table. The period selector is applied (the issue overrides the spec).
 */
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, Suspense, useId, useMemo, useState } from 'react'
import { TabHeading } from '#app/components/layout/staff/staff-shell.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { ChevronDownIcon } from '#app/components/ui/icons.tsx'
import { nativeSelect } from '#app/components/ui/native-select.ts'
import { Spinner } from '#app/components/ui/spinner.tsx'
import { adminAnalyticsQueryOptions } from '#app/data/admin-analytics.ts'
import { lazyChunk } from '#app/lib/lazy-chunk.ts'
import { leadSourceLabel } from '#shared/leads/sources.ts'
import {
  type AdminAnalytics,
  ANALYTICS_PERIOD_LABELS,
  ANALYTICS_PERIODS,
  type AnalyticsPeriod,
} from '#shared/schemas/admin-analytics.ts'
import { css, cx } from '#styled-system/css'

const AnalyticsChart = lazyChunk(() => import('./analytics-chart'))

export const ANALYTICS_TEXTS = {
  title: 'Analytics',
  period: 'Period',
  failed: 'Failed to fetch analytics',
  retry: 'Try again',
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

const panel = css({
  bg: 'bg.default',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border.subtle',
  borderRadius: 'lg',
  p: { base: '4', md: '5' },
  minW: '0',
})
const h3 = css({ fontSize: 'md', fontWeight: 'semibold', color: 'fg.heading', mb: '2' })
const table = css({
  width: 'full',
  fontSize: 'sm',
  borderCollapse: 'collapse',
  '& th, & td': {
    textAlign: 'start',
    py: '1.5',
    px: '2',
    borderBottomWidth: '1px',
    borderBottomStyle: 'solid',
    borderBottomColor: 'border.subtle',
  },
  '& th': { color: 'fg.muted', fontWeight: 'semibold' },
  '& td:last-child, & th:last-child': { textAlign: 'end' },
})

export function AnalyticsAdminPage() {
  const [period, setPeriod] = useState<AnalyticsPeriod>('all')
  const query = useQuery(adminAnalyticsQueryOptions(period))
  const periodId = useId()
  const data = query.data
  return (
    <section aria-labelledby="tab-analytics" data-testid="admin-analytics">
      <div
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          gap: '3',
          mb: '4',
        })}
      >
        <TabHeading id="tab-analytics">{ANALYTICS_TEXTS.title}</TabHeading>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', mb: '4' })}>
          <label htmlFor={periodId} className={css({ fontWeight: 'medium', textStyle: 'sm' })}>
            {ANALYTICS_TEXTS.period}
          </label>
          <div className={css({ position: 'relative' })}>
            <select
              id={periodId}
              data-testid="analytics-period"
              value={period}
              onChange={(e) =>
                setPeriod(
                  (ANALYTICS_PERIODS as readonly string[]).includes(e.target.value)
                    ? (e.target.value as AnalyticsPeriod)
                    : 'all',
                )
              }
              className={cx(nativeSelect, css({ appearance: 'none', pr: '10', minW: '48' }))}
            >
              {ANALYTICS_PERIODS.map((p) => (
                <option key={p} value={p}>
                  {ANALYTICS_PERIOD_LABELS[p]}
                </option>
              ))}
            </select>
            <ChevronDownIcon
              aria-hidden="true"
              className={css({
                position: 'absolute',
                insetInlineEnd: '3',
                top: '[50%]',
                transform: 'translateY(-50%)',
                width: '4',
                height: '4',
                pointerEvents: 'none',
                color: 'fg.muted',
              })}
            />
          </div>
        </div>
      </div>

      {data === undefined ? (
        query.isError ? (
          <div
            role="alert"
            className={css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '3' })}
          >
            <p>{ANALYTICS_TEXTS.failed}</p>
            <Button variant="outline" tone="neutral" size="md" onClick={() => void query.refetch()}>
              {ANALYTICS_TEXTS.retry}
            </Button>
          </div>
        ) : (
          <Spinner label="Loading analytics" />
        )
      ) : (
        <div
          aria-busy={query.isFetching}
          data-period={data.period}
          data-testid="analytics-body"
          className={css({ display: 'grid', gap: '4' })}
        >
          {query.isError && (
            <p role="alert" className={css({ color: 'danger.fg' })}>
              {ANALYTICS_TEXTS.failed}
            </p>
          )}
          <dl
            className={css({
              display: 'grid',
              gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
              gap: '3',
            })}
          >
            {TOTALS.map((t) => (
              <div key={t.key} className={panel} data-testid={`analytics-total-${t.key}`}>
                <dt className={css({ fontSize: 'sm', color: 'fg.muted' })}>{t.label}</dt>
                <dd className={css({ fontSize: '2xl', fontWeight: 'bold', color: 'fg.heading' })}>
                  {number.format(data.totals[t.key])}
                </dd>
              </div>
            ))}
          </dl>
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
          <section className={panel} aria-labelledby="analytics-top-agents">
            <h3 id="analytics-top-agents" className={h3}>
              {ANALYTICS_TEXTS.topAgents}
            </h3>
            {data.topAgents.length === 0 ? (
              <p className={css({ color: 'fg.muted' })}>{ANALYTICS_TEXTS.noLeads}</p>
            ) : (
              <table className={table} data-testid="analytics-top-agents">
                <thead>
                  <tr>
                    <th scope="col">Agent</th>
                    <th scope="col">Leads</th>
                  </tr>
                </thead>
                <tbody>
                  {data.topAgents.map((a) => (
                    <tr key={a.agentId}>
                      <td>{a.name}</td>
                      <td>{number.format(a.leads)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        </div>
      )}
    </section>
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
    <figure className={panel} aria-labelledby={id} data-testid={id}>
      <h3 id={id} className={h3}>
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
          <table className={table}>
            <thead>
              <tr>
                <th scope="col">{header}</th>
                <th scope="col">Leads</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(([label, n]) => (
                <tr key={label}>
                  <td>{label}</td>
                  <td>{number.format(n)}</td>
                </tr>
              ))}
            </tbody>
          </table>
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
      chart={<AnalyticsChart kind="line" labels={labels} values={values} name={ANALYTICS_TEXTS.perWeek} />}
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
      chart={<AnalyticsChart kind="bars" labels={labels} values={values} name={ANALYTICS_TEXTS.bySource} />}
    />
  )
}
