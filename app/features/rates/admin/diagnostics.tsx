/**
 * The diagnostic tabs of the admin panel (Debug, Ontario Test, Current Rates, Scrape Test): real
 * counts and samples straight from the server, rates grouped by province, fixed and variable.
 * The scrape test re-checks the stored rates 2 seconds later.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { type Column, DataCell, DataTable } from '#app/components/screen/data-table.tsx'
import { Panel, panelClass, StaffScreen } from '#app/components/screen/staff-screen.tsx'
import { StatList } from '#app/components/screen/stat-list.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { RefreshIcon } from '#app/components/ui/icons.tsx'
import { Textarea } from '#app/components/ui/input.tsx'
import { QueryStates } from '#app/components/ui/screen-states.tsx'
import { toaster } from '#app/components/ui/toaster.tsx'
import {
  fieldErrors,
  rateSourcesQueryOptions,
  ratesDiagnosticsQueryOptions,
  saveRateSourcesMutation,
  scrapeRatesMutation,
} from '#app/data/rates-admin.ts'
import { MORTGAGE_TYPES, termSortKey } from '#shared/constants/rates.ts'
import type { AdminRate, Rate, RatesDiagnostics, RefreshResult } from '#shared/schemas/rates.ts'
import { css } from '#styled-system/css'
import { formatAdminRate, formatDateTime, RATES_MESSAGES, sourceLabel } from './messages'
import { OutcomeBadge, RunLine } from './refresh-runs'

/** How long the scrape test waits before it re-checks the stored rates (spec: 2 seconds). */
export const RECHECK_DELAY_MS = 2000

/** A diagnostic tab: its title and what it shows, with 'Check again' when it reads the server (`query`). */
function TabFrame({
  id,
  title,
  lead,
  children,
  query,
}: {
  id: string
  title: string
  lead: string
  children: ReactNode
  query?: { refetch: () => unknown; isFetching: boolean; data?: { checkedAt: string } }
}) {
  return (
    <StaffScreen
      id={id}
      title={title}
      lead={lead}
      className={css({ display: 'grid', gap: '5' })}
      actions={
        query && (
          <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
            {query.data && (
              <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                Checked {new Date(query.data.checkedAt).toLocaleTimeString('en-CA')}
              </span>
            )}
            <Button
              variant="outline"
              size="sm"
              onClick={() => void query.refetch()}
              loading={query.isFetching}
              loadingText="Checking…"
            >
              <RefreshIcon />
              Check again
            </Button>
          </div>
        )
      }
    >
      {children}
    </StaffScreen>
  )
}

const useDiagnostics = () => useQuery(ratesDiagnosticsQueryOptions())

const SAMPLE_COLUMNS: Column<Rate | AdminRate>[] = [
  { key: 'province', header: 'Province', cell: (r) => r.province, sortValue: (r) => r.province },
  { key: 'term', header: 'Term', nowrap: true, cell: (r) => r.term, sortValue: (r) => termSortKey(r.term) },
  { key: 'type', header: 'Type', cell: (r) => r.rateType },
  { key: 'mortgageType', header: 'Mortgage type', cell: (r) => r.mortgageType },
  {
    key: 'posted',
    header: 'Posted',
    numeric: true,
    cell: (r) => `${formatAdminRate(r.postedRate)}%`,
    sortValue: (r) => r.postedRate,
  },
  {
    key: 'ours',
    header: 'Ours',
    numeric: true,
    cell: (r) => <strong>{formatAdminRate(r.ourRate)}%</strong>,
    sortValue: (r) => r.ourRate,
  },
  { key: 'source', header: 'Source', cell: (r) => sourceLabel(r.sourceUrl) },
  {
    key: 'scraped',
    header: 'Scraped',
    nowrap: true,
    cell: (r) => formatDateTime(r.scrapedAt),
    sortValue: (r) => r.scrapedAt,
  },
]

function RatesSample({ rates, caption }: { rates: (Rate | AdminRate)[]; caption: string }) {
  if (rates.length === 0) return <p className={css({ color: 'fg.muted' })}>No rates.</p>
  return <DataTable label={caption} rows={rates} rowKey={(r) => r.id} columns={SAMPLE_COLUMNS} />
}

// ---------------------------------------------------------------------------------------------

/** The tab's body once the diagnostics are here; loading and a failed read (with its retry) before. */
function WithDiagnostics({
  query,
  children,
}: {
  query: ReturnType<typeof useDiagnostics>
  children(d: RatesDiagnostics): ReactNode
}) {
  return (
    <QueryStates query={query} loading="Loading diagnostics…" error={RATES_MESSAGES.fetchFailed}>
      {children}
    </QueryStates>
  )
}

/** A tab that is the diagnostics alone, read with 'Check again'. */
function DiagnosticsTab({
  id,
  title,
  lead,
  children,
}: {
  id: string
  title: string
  lead: string
  children(d: RatesDiagnostics): ReactNode
}) {
  const query = useDiagnostics()
  return (
    <TabFrame id={id} title={title} lead={lead} query={query}>
      <WithDiagnostics query={query}>{children}</WithDiagnostics>
    </TabFrame>
  )
}

const SOURCE_ORIGIN = {
  environment: 'From the RATE_SOURCES setting of the server.',
  none: 'None configured.',
} as const

export function DebugTab() {
  const query = useDiagnostics()
  const sources = useQuery(rateSourcesQueryOptions())
  return (
    <TabFrame id="tab-debug" title="Debug" lead="Rate counts and sample rows straight from the database." query={query}>
      <WithDiagnostics query={query}>
        {(d) => (
          <>
            <StatList
              items={[
                { label: 'Total rates', value: d.summary.totalRates.toLocaleString('en-CA') },
                { label: 'Active rates', value: d.summary.activeRates.toLocaleString('en-CA') },
                { label: `Today (${d.summary.currentDate}), active`, value: d.todayActive },
                { label: 'Today, inactive', value: d.todayInactive },
                { label: 'Manual rates, active', value: d.manualActive },
                { label: 'Provinces with active rates', value: d.summary.provinceCount },
                { label: 'Newest active rates from', value: d.summary.latestActiveDate ?? '—' },
                { label: 'Last refresh', value: d.lastRun ? <OutcomeBadge run={d.lastRun} /> : 'none yet' },
              ]}
            />
            <Panel title="Latest 10 active rates">
              <RatesSample rates={d.latestActive} caption="The 10 most recently scraped active rates" />
            </Panel>
            {d.lastRun && (
              <Panel title="Last refresh">
                <div>
                  <RunLine run={d.lastRun} />
                </div>
              </Panel>
            )}
          </>
        )}
      </WithDiagnostics>
      <Panel title="Rate sources">
        <QueryStates query={sources} loading="Loading the rate sources…" error={RATES_MESSAGES.fetchFailed}>
          {(list) => (
            <>
              <p className={css({ fontSize: 'sm' })}>
                {list.origin === 'database'
                  ? `Saved by an admin${list.updatedAt ? ` on ${formatDateTime(list.updatedAt)}` : ''}.`
                  : SOURCE_ORIGIN[list.origin]}{' '}
                Edit them on the Scrape Test tab.
              </p>
              {list.error && (
                <p role="alert" className={css({ fontSize: 'sm', color: 'danger.fg', overflowWrap: 'anywhere' })}>
                  {list.error}
                </p>
              )}
              <ul className={css({ fontSize: 'sm', display: 'grid', gap: '1' })}>
                {list.sources.map((s) => (
                  <li key={s.id} className={css({ overflowWrap: 'anywhere' })}>
                    <strong>{s.id}</strong> ({s.parser}): {s.url}
                  </li>
                ))}
              </ul>
            </>
          )}
        </QueryStates>
      </Panel>
    </TabFrame>
  )
}

function byTermThenType(a: Rate, b: Rate) {
  return (
    termSortKey(a.term) - termSortKey(b.term) ||
    MORTGAGE_TYPES.indexOf(a.mortgageType) - MORTGAGE_TYPES.indexOf(b.mortgageType) ||
    a.ourRate - b.ourRate
  )
}

export function OntarioTestTab() {
  return (
    <DiagnosticsTab
      id="tab-ontario-test"
      title="Ontario Test"
      lead="Ontario's rates exactly as the public pages get them (GET /api/rates?province=ON), fixed and variable."
    >
      {({ ontario: o }) => (
        <>
          <StatList
            items={[
              { label: 'Rates are from', value: o.ratesDate ?? '—' },
              { label: 'From today', value: o.isToday ? 'Yes' : 'No (fallback)' },
              { label: 'Fixed rates', value: o.fixed.length },
              { label: 'Variable rates', value: o.variable.length },
            ]}
          />
          {(['fixed', 'variable'] as const).map((type) => (
            <Panel key={type} title={type === 'fixed' ? 'Fixed' : 'Variable'}>
              <RatesSample rates={[...o[type]].sort(byTermThenType)} caption={`Ontario ${type} rates`} />
            </Panel>
          ))}
        </>
      )}
    </DiagnosticsTab>
  )
}

type ProvinceCount = RatesDiagnostics['byProvince'][number]
const PROVINCE_COLUMNS: Column<ProvinceCount>[] = [
  {
    key: 'province',
    header: 'Province',
    rowHeader: true,
    cell: (p) => (
      <>
        {p.province} <span className={css({ color: 'fg.muted' })}>({p.code})</span>
      </>
    ),
    sortValue: (p) => p.province,
  },
  { key: 'fixed', header: 'Fixed', numeric: true, cell: (p) => p.fixed, sortValue: (p) => p.fixed },
  { key: 'variable', header: 'Variable', numeric: true, cell: (p) => p.variable, sortValue: (p) => p.variable },
  {
    key: 'today',
    header: 'Scraped today',
    numeric: true,
    // A province with active rates but none scraped today stands out.
    cell: (p) =>
      p.today === 0 && p.fixed + p.variable > 0 ? (
        <strong className={css({ color: 'warning.fg' })}>{p.today}</strong>
      ) : (
        p.today
      ),
    sortValue: (p) => p.today,
  },
]

export function CurrentRatesTab() {
  return (
    <DiagnosticsTab
      id="tab-current-rates"
      title="Current Rates"
      lead="Active rates grouped by province, fixed and variable, with how many were scraped today."
    >
      {(d) => {
        const totals = d.byProvince.reduce(
          (t, p) => ({ fixed: t.fixed + p.fixed, variable: t.variable + p.variable, today: t.today + p.today }),
          { fixed: 0, variable: 0, today: 0 },
        )
        return (
          <DataTable
            label="Active rates by province"
            rows={d.byProvince}
            rowKey={(p) => p.code}
            columns={PROVINCE_COLUMNS}
            footer={
              <tr>
                <DataCell column={{ rowHeader: true }}>All provinces</DataCell>
                <DataCell column={{ numeric: true }}>{totals.fixed}</DataCell>
                <DataCell column={{ numeric: true }}>{totals.variable}</DataCell>
                <DataCell column={{ numeric: true }}>{totals.today}</DataCell>
              </tr>
            }
          />
        )
      }}
    </DiagnosticsTab>
  )
}

type Check = Pick<RatesDiagnostics['summary'], 'activeRates' | 'todayRates' | 'latestActiveDate'> & {
  todayActive: number
  at: string
}
const toCheck = (d: RatesDiagnostics): Check => ({
  activeRates: d.summary.activeRates,
  todayRates: d.summary.todayRates,
  latestActiveDate: d.summary.latestActiveDate,
  todayActive: d.todayActive,
  at: d.checkedAt,
})

export function ScrapeTestTab() {
  const qc = useQueryClient()
  const scrape = useMutation(scrapeRatesMutation())
  const [before, setBefore] = useState<Check | null>(null)
  const [after, setAfter] = useState<Check | null>(null)
  const [result, setResult] = useState<RefreshResult | null>(null)
  const [phase, setPhase] = useState<'idle' | 'scraping' | 'waiting' | 'checking' | 'done'>('idle')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const recheck = async () => {
    setPhase('checking')
    try {
      const d = await qc.fetchQuery({ ...ratesDiagnosticsQueryOptions(), staleTime: 0 })
      setAfter(toCheck(d))
    } catch {
      toaster.error({ title: RATES_MESSAGES.fetchFailed })
    }
    setPhase('done')
  }
  const run = async () => {
    setAfter(null)
    setResult(null)
    setPhase('scraping')
    try {
      const d = await qc.fetchQuery({ ...ratesDiagnosticsQueryOptions(), staleTime: 0 })
      setBefore(toCheck(d))
      const r = await scrape.mutateAsync()
      setResult(r)
      if (r.success) toaster.success({ title: RATES_MESSAGES.refreshed, description: r.message })
      else toaster.error({ title: RATES_MESSAGES.scrapeFailed, description: r.message })
    } catch {
      toaster.error({ title: RATES_MESSAGES.scrapeFailed })
    }
    setPhase('waiting')
    timer.current = setTimeout(() => void recheck(), RECHECK_DELAY_MS)
  }

  const rows: { label: string; key: keyof Omit<Check, 'at'> }[] = [
    { label: 'Active rates', key: 'activeRates' },
    { label: "Today's rates, active", key: 'todayActive' },
    { label: "Today's rates, all", key: 'todayRates' },
    { label: 'Newest active rates from', key: 'latestActiveDate' },
  ]
  const busy = phase === 'scraping' || phase === 'waiting' || phase === 'checking'
  return (
    <TabFrame
      id="tab-scrape-test"
      title="Scrape Test"
      lead="Run the rate scraper against the configured sources, then re-check the stored rates 2 seconds later."
    >
      <div className={panelClass}>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
          <Button
            onClick={() => void run()}
            loading={busy}
            loadingText={phase === 'scraping' ? 'Scraping…' : phase === 'waiting' ? 'Re-checking in 2 s…' : 'Checking…'}
          >
            <RefreshIcon />
            Run scrape test
          </Button>
          <span role="status" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            {phase === 'waiting'
              ? 'Scrape finished; re-checking the stored rates in 2 seconds…'
              : phase === 'done' && after
                ? `Re-checked at ${new Date(after.at).toLocaleTimeString('en-CA')}`
                : ''}
          </span>
        </div>
        {result && (
          <div className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}>
            <OutcomeBadge run={result} />
            <span className={css({ fontSize: 'sm', overflowWrap: 'anywhere' })}>{result.message}</span>
          </div>
        )}
        {before && (
          <DataTable
            label="Stored rates before the scrape and 2 seconds after"
            rows={rows}
            rowKey={(r) => r.key}
            columns={[
              { key: 'check', header: 'Check', rowHeader: true, cell: (r) => r.label },
              { key: 'before', header: 'Before', numeric: true, cell: (r) => before[r.key] ?? '—' },
              { key: 'after', header: '2 s after', numeric: true, cell: (r) => (after ? (after[r.key] ?? '—') : '…') },
            ]}
          />
        )}
      </div>
      <SourcesEditor />
    </TabFrame>
  )
}

/** The rate sources as JSON (worker/jobs/rates/sources.ts documents the options). */
function SourcesEditor() {
  const query = useQuery(rateSourcesQueryOptions())
  const [text, setText] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const id = useId()
  const value = text ?? (query.data ? JSON.stringify(query.data.sources, null, 2) : '')
  const save = useMutation({
    ...saveRateSourcesMutation(),
    onSuccess: () => {
      toaster.success({ title: 'Rate sources saved' })
      setText(null)
      setError(null)
    },
    onError: (e) => {
      const fields = fieldErrors(e)
      setError(
        Object.keys(fields).length
          ? Object.entries(fields)
              .map(([k, v]) => `${k}: ${v}`)
              .join('\n')
          : 'The sources could not be saved.',
      )
      toaster.error({ title: 'Failed to save rate sources' })
    },
  })
  const submit = () => {
    let parsed: unknown
    try {
      parsed = JSON.parse(value)
    } catch {
      setError('Not valid JSON.')
      return
    }
    if (!Array.isArray(parsed)) {
      setError('Expected a JSON array of sources.')
      return
    }
    save.mutate(parsed)
  }
  return (
    <Panel title="Rate sources">
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        A JSON array of sources: <code>{'{ id, url, parser: "html-table" | "json", options }'}</code>. Saving an empty
        array (<code>[]</code>) goes back to the server's RATE_SOURCES setting.{' '}
        {query.data &&
          (query.data.origin === 'database'
            ? 'Now: the list saved here.'
            : query.data.origin === 'environment'
              ? 'Now: the server setting.'
              : 'Now: none configured.')}
      </p>
      <label htmlFor={id} className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
        Sources (JSON)
      </label>
      <Textarea
        id={id}
        rows={10}
        spellCheck={false}
        value={value}
        onChange={(e) => setText(e.currentTarget.value)}
        className={css({ fontFamily: 'mono', fontSize: 'sm' })}
      />
      {error && (
        <p
          role="alert"
          className={css({ color: 'danger.fg', fontSize: 'sm', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })}
        >
          {error}
        </p>
      )}
      <div>
        <Button
          variant="outline"
          onClick={submit}
          loading={save.isPending}
          loadingText="Saving…"
          disabled={query.isPending}
        >
          Save sources
        </Button>
      </div>
    </Panel>
  )
}
