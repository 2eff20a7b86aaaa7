/**
 * The diagnostic tabs of the admin panel (spec 001 §2 "Debug, ontario-test, current-rates,
 * scrape-test tabs"): real counts and samples straight from the server, rates grouped by
 * province, fixed and variable. The scrape test re-checks the stored rates 2 seconds later.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { RefreshIcon } from '#app/components/ui/icons.tsx'
import { Textarea } from '#app/components/ui/input.tsx'
import { Spinner } from '#app/components/ui/spinner.tsx'
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
import { css, cx } from '#styled-system/css'
import { formatAdminRate, formatDateTime, RATES_MESSAGES, sourceLabel } from './messages'
import { OutcomeBadge, RunLine } from './refresh-runs'

/** How long the scrape test waits before it re-checks the stored rates (spec: 2 seconds). */
export const RECHECK_DELAY_MS = 2000

const th = css({
  textAlign: 'left',
  px: '3',
  py: '2',
  fontSize: 'sm',
  fontWeight: 'semibold',
  color: 'fg.muted',
  borderBottomWidth: '1px',
  borderColor: 'border.subtle',
  whiteSpace: 'nowrap',
})
const td = css({ px: '3', py: '2', borderBottomWidth: '1px', borderColor: 'border.subtle' })
const num = css({ textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })
const panel = css({
  bg: 'bg.default',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  borderRadius: 'lg',
  p: '4',
  display: 'grid',
  gap: '3',
})
const h3 = css({ fontSize: 'lg', fontWeight: 'semibold', color: 'fg.heading' })

function TabFrame({
  title,
  lead,
  children,
  query,
}: {
  title: string
  lead: string
  children: ReactNode
  query?: { refetch: () => unknown; isFetching: boolean; data?: { checkedAt: string } }
}) {
  const id = useId()
  return (
    <section aria-labelledby={id} className={css({ display: 'grid', gap: '5' })}>
      <header
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          gap: '3',
          alignItems: 'center',
          justifyContent: 'space-between',
        })}
      >
        <div>
          <h2 id={id} className={css({ fontSize: '2xl', fontWeight: 'bold', color: 'fg.heading' })}>
            {title}
          </h2>
          <p className={css({ color: 'fg.muted', mt: '1' })}>{lead}</p>
        </div>
        {query && (
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
        )}
      </header>
      {children}
    </section>
  )
}

function useDiagnostics() {
  const query = useQuery(ratesDiagnosticsQueryOptions())
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new failure (errorUpdatedAt) toasts again, not only the first
  useEffect(() => {
    if (query.isError) toaster.error({ title: RATES_MESSAGES.fetchFailed })
  }, [query.isError, query.errorUpdatedAt])
  return query
}

function Loading({ query }: { query: { isPending: boolean; isError: boolean } }) {
  if (query.isPending) return <Spinner label="Loading diagnostics" />
  if (query.isError) return <p className={css({ color: 'fg.muted' })}>{RATES_MESSAGES.fetchFailed}</p>
  return null
}

function Counts({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <dl
      className={css({
        display: 'grid',
        gridTemplateColumns: { base: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        gap: '3',
      })}
    >
      {items.map((i) => (
        <div key={i.label} className={panel}>
          <dt className={css({ fontSize: 'sm', color: 'fg.muted' })}>{i.label}</dt>
          <dd
            className={css({
              fontSize: 'xl',
              fontWeight: 'bold',
              color: 'fg.heading',
              fontVariantNumeric: 'tabular-nums',
            })}
          >
            {i.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}

function RatesSample({ rates, caption }: { rates: (Rate | AdminRate)[]; caption: string }) {
  if (rates.length === 0) return <p className={css({ color: 'fg.muted' })}>No rates.</p>
  return (
    <div className={css({ overflowX: 'auto' })}>
      <table className={css({ w: 'full', borderCollapse: 'collapse', fontSize: 'sm' })}>
        <caption className={css({ srOnly: true })}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={th}>
              Province
            </th>
            <th scope="col" className={th}>
              Term
            </th>
            <th scope="col" className={th}>
              Type
            </th>
            <th scope="col" className={th}>
              Mortgage type
            </th>
            <th scope="col" className={cx(th, num)}>
              Posted
            </th>
            <th scope="col" className={cx(th, num)}>
              Ours
            </th>
            <th scope="col" className={th}>
              Source
            </th>
            <th scope="col" className={th}>
              Scraped
            </th>
          </tr>
        </thead>
        <tbody>
          {rates.map((r) => (
            <tr key={r.id}>
              <td className={td}>{r.province}</td>
              <td className={cx(td, css({ whiteSpace: 'nowrap' }))}>{r.term}</td>
              <td className={td}>{r.rateType}</td>
              <td className={td}>{r.mortgageType}</td>
              <td className={cx(td, num)}>{formatAdminRate(r.postedRate)}%</td>
              <td className={cx(td, num, css({ fontWeight: 'semibold' }))}>{formatAdminRate(r.ourRate)}%</td>
              <td className={td}>{sourceLabel(r.sourceUrl)}</td>
              <td className={cx(td, css({ whiteSpace: 'nowrap' }))}>{formatDateTime(r.scrapedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

// ---------------------------------------------------------------------------------------------

export function DebugTab() {
  const query = useDiagnostics()
  const sources = useQuery(rateSourcesQueryOptions())
  const d = query.data
  return (
    <TabFrame title="Debug" lead="Rate counts and sample rows straight from the database." query={query}>
      <Loading query={query} />
      {d && (
        <>
          <Counts
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
          <div className={panel}>
            <h3 className={h3}>Latest 10 active rates</h3>
            <RatesSample rates={d.latestActive} caption="The 10 most recently scraped active rates" />
          </div>
          {d.lastRun && (
            <div className={panel}>
              <h3 className={h3}>Last refresh</h3>
              <div>
                <RunLine run={d.lastRun} />
              </div>
            </div>
          )}
        </>
      )}
      <div className={panel}>
        <h3 className={h3}>Rate sources</h3>
        {sources.data ? (
          <>
            <p className={css({ fontSize: 'sm' })}>
              {sources.data.origin === 'database'
                ? `Saved by an admin${sources.data.updatedAt ? ` on ${formatDateTime(sources.data.updatedAt)}` : ''}.`
                : sources.data.origin === 'environment'
                  ? 'From the RATE_SOURCES setting of the server.'
                  : 'None configured.'}{' '}
              Edit them on the Scrape Test tab.
            </p>
            {sources.data.error && (
              <p role="alert" className={css({ fontSize: 'sm', color: 'danger.fg', overflowWrap: 'anywhere' })}>
                {sources.data.error}
              </p>
            )}
            <ul className={css({ fontSize: 'sm', display: 'grid', gap: '1' })}>
              {sources.data.sources.map((s) => (
                <li key={s.id} className={css({ overflowWrap: 'anywhere' })}>
                  <strong>{s.id}</strong> ({s.parser}): {s.url}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <Loading query={sources} />
        )}
      </div>
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
  const query = useDiagnostics()
  const o = query.data?.ontario
  return (
    <TabFrame
      title="Ontario Test"
      lead="Ontario's rates exactly as the public pages get them (GET /api/rates?province=ON), fixed and variable."
      query={query}
    >
      <Loading query={query} />
      {o && (
        <>
          <Counts
            items={[
              { label: 'Rates are from', value: o.ratesDate ?? '—' },
              { label: 'From today', value: o.isToday ? 'Yes' : 'No (fallback)' },
              { label: 'Fixed rates', value: o.fixed.length },
              { label: 'Variable rates', value: o.variable.length },
            ]}
          />
          {(['fixed', 'variable'] as const).map((type) => (
            <div key={type} className={panel}>
              <h3 className={h3}>{type === 'fixed' ? 'Fixed' : 'Variable'}</h3>
              <RatesSample rates={[...o[type]].sort(byTermThenType)} caption={`Ontario ${type} rates`} />
            </div>
          ))}
        </>
      )}
    </TabFrame>
  )
}

export function CurrentRatesTab() {
  const query = useDiagnostics()
  const d = query.data
  const totals = d?.byProvince.reduce(
    (t, p) => ({ fixed: t.fixed + p.fixed, variable: t.variable + p.variable, today: t.today + p.today }),
    { fixed: 0, variable: 0, today: 0 },
  )
  return (
    <TabFrame
      title="Current Rates"
      lead="Active rates grouped by province, fixed and variable, with how many were scraped today."
      query={query}
    >
      <Loading query={query} />
      {d && totals && (
        <div className={cx(panel, css({ overflowX: 'auto' }))}>
          <table className={css({ w: 'full', borderCollapse: 'collapse', fontSize: 'sm' })}>
            <caption className={css({ srOnly: true })}>Active rates by province</caption>
            <thead>
              <tr>
                <th scope="col" className={th}>
                  Province
                </th>
                <th scope="col" className={cx(th, num)}>
                  Fixed
                </th>
                <th scope="col" className={cx(th, num)}>
                  Variable
                </th>
                <th scope="col" className={cx(th, num)}>
                  Scraped today
                </th>
              </tr>
            </thead>
            <tbody>
              {d.byProvince.map((p) => (
                <tr key={p.province}>
                  <th scope="row" className={cx(td, css({ textAlign: 'left', fontWeight: 'medium' }))}>
                    {p.province} <span className={css({ color: 'fg.muted' })}>({p.code})</span>
                  </th>
                  <td className={cx(td, num)}>{p.fixed}</td>
                  <td className={cx(td, num)}>{p.variable}</td>
                  <td
                    className={cx(
                      td,
                      num,
                      p.today === 0 && p.fixed + p.variable > 0
                        ? css({ color: 'warning.fg', fontWeight: 'semibold' })
                        : undefined,
                    )}
                  >
                    {p.today}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" className={cx(td, css({ textAlign: 'left' }))}>
                  All provinces
                </th>
                <td className={cx(td, num, css({ fontWeight: 'bold' }))}>{totals.fixed}</td>
                <td className={cx(td, num, css({ fontWeight: 'bold' }))}>{totals.variable}</td>
                <td className={cx(td, num, css({ fontWeight: 'bold' }))}>{totals.today}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </TabFrame>
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
      title="Scrape Test"
      lead="Run the rate scraper against the configured sources, then re-check the stored rates 2 seconds later."
    >
      <div className={panel}>
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
          <div className={css({ overflowX: 'auto' })}>
            <table className={css({ w: 'full', borderCollapse: 'collapse', fontSize: 'sm', maxW: 'xl' })}>
              <caption className={css({ srOnly: true })}>Stored rates before the scrape and 2 seconds after</caption>
              <thead>
                <tr>
                  <th scope="col" className={th}>
                    Check
                  </th>
                  <th scope="col" className={cx(th, num)}>
                    Before
                  </th>
                  <th scope="col" className={cx(th, num)}>
                    2 s after
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.key}>
                    <th scope="row" className={cx(td, css({ textAlign: 'left', fontWeight: 'medium' }))}>
                      {r.label}
                    </th>
                    <td className={cx(td, num)}>{before[r.key] ?? '—'}</td>
                    <td className={cx(td, num)}>{after ? (after[r.key] ?? '—') : '…'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
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
    <div className={panel}>
      <h3 className={h3}>Rate sources</h3>
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
    </div>
  )
}
