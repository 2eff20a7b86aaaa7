import { Suspense, useId, useState } from 'react'
import { type Choice, LabelledSelect } from '#app/components/form/labelled-select.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { Spinner } from '#app/components/ui/spinner.tsx'
import { Tabs } from '#app/components/ui/tabs.tsx'
import { useRates } from '#app/data/public/rates.ts'
import { lazyChunk } from '#app/lib/lazy-chunk.ts'
import {
  DEFAULT_PROVINCE_CODE,
  formatRate,
  MORTGAGE_TYPE_FOR,
  MORTGAGE_TYPE_LABELS,
  MORTGAGE_TYPES,
  type MortgageType,
  provinceFromCode,
  RATE_TYPES,
  type RateType,
  TERMS,
  type Term,
} from '#shared/constants/rates.ts'
import type { Rate } from '#shared/schemas/rates.ts'
import { weekdayLongDateOfDay } from '#shared/time/long-date.ts'
import { css, cx } from '#styled-system/css'
import { PROVINCE_CHOICES, TERM_CHOICES } from './rate-choices'
import { headingBar, ratesCard } from './rates-styles'
import { presentMortgageTypes, selectRateRows } from './select-rates'

// The history chart is its own chunk, loaded only where it is shown (/rates).
const RateHistoryChart = lazyChunk(() => import('./rate-history-chart'))

const TYPE_LABEL: Record<RateType, string> = { fixed: 'Fixed', variable: 'Variable' }

/** '2026-11-23' → 'Monday, November 23, 2026' (without Intl: shared/time/long-date.ts). */
export function formatRatesDate(day: string) {
  return weekdayLongDateOfDay(day)
}

/** When a saved copy was saved, in the visitor's own time zone. */
export function formatSavedAt(at: number) {
  return new Date(at).toLocaleString('en-CA', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })
}

const MORTGAGE_TYPE_CHOICES: readonly Choice<MortgageType>[] = MORTGAGE_TYPES.map((t) => ({ value: t, label: t }))

/**
 * Rates display (home, /rates, agent pages): province selector, Fixed/Variable tabs, the table,
 * the day the rates are from; offline, this device's last saved rates marked as such, and online
 * a saved copy (the server did not answer) marked as a saved copy while it is asked for again.
 * `showHistory` adds the chart of our rate over time for a chosen term (the tab's rate type).
 */
export function RatesDisplay({
  headingLevel = 2,
  title = "Today's Mortgage Rates",
  showHistory = false,
  selection,
  onSelectionChange,
}: {
  headingLevel?: 2 | 3
  title?: string
  showHistory?: boolean
  /** Controlled province and rate type (/rates keeps them in its URL); otherwise local state. */
  selection?: { province: string; rateType: RateType }
  onSelectionChange?: (next: { province: string; rateType: RateType }) => void
}) {
  const [ownProvince, setOwnProvince] = useState<string>(DEFAULT_PROVINCE_CODE)
  const [ownRateType, setOwnRateType] = useState<RateType>('fixed')
  const provinceCode = selection?.province ?? ownProvince
  const rateType = selection?.rateType ?? ownRateType
  const setProvinceCode = (next: string) =>
    onSelectionChange ? onSelectionChange({ province: next, rateType }) : setOwnProvince(next)
  const setRateType = (next: RateType) =>
    onSelectionChange ? onSelectionChange({ province: provinceCode, rateType: next }) : setOwnRateType(next)
  const province = provinceFromCode(provinceCode)
  const rates = useRates(province.code)
  const headingId = useId()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'

  return (
    <section aria-labelledby={headingId} className={ratesCard}>
      <div className={cx(headingBar, css({ mb: '4' }))}>
        <div>
          <Heading id={headingId} className={css({ textStyle: '2xl', fontWeight: 'bold', color: 'fg.heading' })}>
            {title}
          </Heading>
          <RatesDateLine
            ratesDate={rates.ratesDate}
            isToday={rates.isToday}
            stale={rates.stale}
            offline={rates.offline}
            savedAt={rates.savedAt}
          />
        </div>
        <LabelledSelect
          label="Province"
          value={province.code}
          options={PROVINCE_CHOICES}
          onChange={setProvinceCode}
          selectClassName={css({ minW: '52' })}
        />
      </div>

      {rates.status !== 'pending' && rates.rates.length === 0 ? (
        <NoRatesNotice offline={rates.status === 'error'} />
      ) : (
        // While the rates load, the tabs and a table of the same shape hold their place (no
        // layout shift when they arrive). The selected tab draws its own line: no sliding
        // indicator, which measures the layout while the page hydrates.
        <Tabs.Root value={rateType} onValueChange={(d) => setRateType(d.value as RateType)}>
          <Tabs.List aria-label="Rate type">
            {RATE_TYPES.map((t) => (
              <Tabs.Trigger key={t} value={t}>
                {TYPE_LABEL[t]}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {RATE_TYPES.map((t) => (
            <Tabs.Content key={t} value={t}>
              {rates.status === 'pending' ? (
                <RatesTableSkeleton />
              ) : (
                <RatesTable rates={rates.rates} province={province.name} rateType={t} />
              )}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}

      {showHistory && <RateHistory provinceCode={province.code} provinceName={province.name} rateType={rateType} />}
    </section>
  )
}

function RatesDateLine({
  ratesDate,
  isToday,
  stale,
  offline,
  savedAt,
}: {
  ratesDate: string | null
  isToday: boolean
  stale: boolean
  offline: boolean
  savedAt: number | null
}) {
  const line = css({ color: 'fg.muted', fontSize: 'sm', mt: '1' })
  if (stale && savedAt !== null) {
    return (
      <p
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: '2',
          fontSize: 'sm',
          mt: '1',
          color: 'fg.muted',
        })}
        data-testid="rates-stale"
      >
        <Badge tone="warning" size="sm">
          {offline ? 'Offline · saved rates' : 'Saved rates'}
        </Badge>
        <span>
          as of {formatSavedAt(savedAt)}
          {ratesDate ? ` (rates of ${formatRatesDate(ratesDate)})` : ''}.{' '}
          {offline ? 'They may have changed since.' : 'Today’s rates did not load just now; trying again in a moment.'}
        </span>
      </p>
    )
  }
  if (!ratesDate) return <p className={line}>Updated daily through a network of over 50 lenders</p>
  return (
    <p className={line}>
      Rates as of {formatRatesDate(ratesDate)}
      {!isToday && ' (most recent available)'}
    </p>
  )
}

const tableClass = css({ w: 'full', borderCollapse: 'collapse', fontSize: { base: 'sm', md: 'md' } })
const colHead = css({
  textAlign: 'right',
  py: '3',
  px: '2',
  color: 'fg.muted',
  fontWeight: 'medium',
  borderBottomWidth: '1px',
  borderColor: 'border.subtle',
})
const termHead = css({
  textAlign: 'left',
  py: '3',
  pr: '2',
  color: 'fg.muted',
  fontWeight: 'medium',
  borderBottomWidth: '1px',
  borderColor: 'border.subtle',
})
const termCell = css({
  textAlign: 'left',
  py: '3',
  pr: '2',
  fontWeight: 'semibold',
  borderBottomWidth: '1px',
  borderColor: 'border.subtle',
  whiteSpace: 'nowrap',
})
const rateCell = css({ textAlign: 'right', py: '3', px: '2', borderBottomWidth: '1px', borderColor: 'border.subtle' })
const ourRateText = css({
  fontWeight: 'bold',
  color: 'accent.fg',
  fontSize: { base: 'md', md: 'lg' },
  fontVariantNumeric: 'tabular-nums',
})
const postedText = css({ display: 'block', fontSize: 'xs', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' })
const bar = css({ display: 'inline-block', w: '12', bg: 'bg.muted', borderRadius: 'sm' })

/** A column's mortgage type and who its rates are for ('Insured (high-ratio)', 'with under 20% down'). */
function TypeHeading({ type }: { type: MortgageType }) {
  return (
    <>
      {MORTGAGE_TYPE_LABELS[type]}
      <span className={css({ display: 'block', fontSize: 'xs', fontWeight: 'normal' })}>{MORTGAGE_TYPE_FOR[type]}</span>
    </>
  )
}

/** The rates table's shape while the rates load: every term, every column, the same line heights. */
function RatesTableSkeleton() {
  return (
    <div className={css({ overflowX: 'auto' })} aria-busy="true">
      <span role="status" className={css({ srOnly: true })}>
        Loading rates
      </span>
      <table className={tableClass} aria-hidden="true">
        <thead>
          <tr>
            <th className={termHead}>Term</th>
            {MORTGAGE_TYPES.map((t) => (
              <th key={t} className={colHead}>
                <TypeHeading type={t} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {TERMS.map((term) => (
            <tr key={term}>
              <th className={termCell}>{term}</th>
              {MORTGAGE_TYPES.map((t) => (
                <td key={t} className={rateCell}>
                  <span className={ourRateText}>
                    <span className={bar}>{'\u00a0'}</span>
                  </span>
                  <span className={postedText}>{'\u00a0'}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function RatesTable({ rates, province, rateType }: { rates: Rate[]; province: string; rateType: RateType }) {
  const rows = selectRateRows(rates, province, rateType)
  if (rows.length === 0)
    return <p className={css({ py: '8', textAlign: 'center', color: 'fg.muted' })}>No {rateType} rates available</p>
  const types = presentMortgageTypes(rows)
  return (
    <div className={css({ overflowX: 'auto' })}>
      <table className={tableClass}>
        <caption className={css({ srOnly: true })}>
          {TYPE_LABEL[rateType]} rates in {province}: our rate, with the posted rate below
        </caption>
        <thead>
          <tr>
            <th scope="col" className={termHead}>
              Term
            </th>
            {types.map((t) => (
              <th key={t} scope="col" className={colHead}>
                <TypeHeading type={t} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.term}>
              <th scope="row" className={termCell}>
                {row.term}
              </th>
              {types.map((t) => {
                const cell = row.cells[t]
                return (
                  <td key={t} className={rateCell}>
                    {cell ? (
                      <>
                        <span className={ourRateText}>{formatRate(cell.ourRate)}%</span>
                        <span className={postedText}>
                          posted <s>{formatRate(cell.postedRate)}%</s>
                        </span>
                      </>
                    ) : (
                      // biome-ignore lint/a11y/useAriaPropsSupportedByRole: __FIX__
                      <span className={css({ color: 'fg.subtle' })} aria-label="not available">
                        —
                      </span>
                    )}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function RateHistory({
  provinceCode,
  provinceName,
  rateType,
}: {
  provinceCode: string
  provinceName: string
  rateType: RateType
}) {
  const [term, setTerm] = useState<Term>('5 year')
  const [mortgageType, setMortgageType] = useState<MortgageType>('Conventional')
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className={css({ mt: '6', pt: '5', borderTopWidth: '1px', borderColor: 'border.subtle' })}
    >
      <div className={cx(headingBar, css({ mb: '3' }))}>
        <h3 id={headingId} className={css({ fontSize: 'lg', fontWeight: 'semibold', color: 'fg.heading' })}>
          Our {TYPE_LABEL[rateType].toLowerCase()} rate over time in {provinceName}
        </h3>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
          <LabelledSelect label="Term" value={term} options={TERM_CHOICES} onChange={setTerm} />
          <LabelledSelect
            label="Mortgage type"
            value={mortgageType}
            options={MORTGAGE_TYPE_CHOICES}
            onChange={setMortgageType}
          />
        </div>
      </div>
      <Suspense
        fallback={
          <div className={css({ h: '36', display: 'flex', alignItems: 'center', justifyContent: 'center' })}>
            <Spinner label="Loading rate history" />
          </div>
        }
      >
        <RateHistoryChart params={{ province: provinceCode, term, rateType, mortgageType, days: 90 }} />
      </Suspense>
    </section>
  )
}

function NoRatesNotice({ offline }: { offline: boolean }) {
  return (
    <div
      role="status"
      className={css({
        borderRadius: 'lg',
        bg: 'warning.subtle',
        borderWidth: '1px',
        borderColor: 'warning.border',
        p: '4',
        color: 'fg.default',
      })}
    >
      <p className={css({ fontWeight: 'semibold' })}>
        {offline
          ? "The rates can't be loaded right now (you may be offline), and none are saved on this device yet."
          : "No Rates Available - We're currently updating our rates. Please check back in a few minutes or contact us for the latest rates."}
      </p>
      <p className={css({ mt: '2', fontSize: 'sm', color: 'fg.muted' })}>
        {offline
          ? "Today's rates will show as soon as the connection is back."
          : 'Admins: run “Scrape from Source” or add rates under Rates in the admin panel.'}
      </p>
    </div>
  )
}
