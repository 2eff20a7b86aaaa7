import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { css } from '../../../styled-system/css'
import { DEFAULT_PROVINCE_CODE, formatRate, PROVINCES, provinceFromCode, RATE_TYPES, type RateType } from '../../../shared/constants/rates'
import type { Rate } from '../../../shared/schemas/rates'
import { Spinner } from '../../components/ui/spinner'
import { Tabs } from '../../components/ui/tabs'
import { ratesQueryOptions } from './queries'
import { presentMortgageTypes, selectRateRows } from './select-rates'

const TYPE_LABEL: Record<RateType, string> = { fixed: 'Fixed', variable: 'Variable' }

export function formatRatesDate(day: string) {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-CA', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
}

/** Rates display (home, /rates, agent pages): province selector, Fixed/Variable tabs, the table. */
export function RatesDisplay({ headingLevel = 2, title = "Today's Mortgage Rates" }: { headingLevel?: 2 | 3; title?: string }) {
  const [provinceCode, setProvinceCode] = useState<string>(DEFAULT_PROVINCE_CODE)
  const province = provinceFromCode(provinceCode)
  const query = useQuery(ratesQueryOptions(province.code))
  const selectId = useId()
  const headingId = useId()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'

  return (
    <section aria-labelledby={headingId} className={css({ bg: 'bg.default', borderRadius: 'xl', borderWidth: '1px', borderColor: 'border.subtle', p: { base: '4', md: '6' }, shadow: 'sm' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', alignItems: 'end', justifyContent: 'space-between', mb: '4' })}>
        <div>
          <Heading id={headingId} className={css({ textStyle: '2xl', fontWeight: 'bold', color: 'fg.heading' })}>
            {title}
          </Heading>
          <p className={css({ color: 'fg.muted', fontSize: 'sm', mt: '1' })}>
            {query.data?.ratesDate ? <>Rates as of {formatRatesDate(query.data.ratesDate)}{!query.data.isToday && ' (most recent available)'}</> : 'Updated daily through a network of over 50 lenders'}
          </p>
        </div>
        <div className={css({ display: 'grid', gap: '1' })}>
          <label htmlFor={selectId} className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
            Province
          </label>
          <select
            id={selectId}
            value={province.code}
            onChange={(e) => setProvinceCode(e.target.value)}
            className={css({ minH: '11', px: '3', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md', bg: 'bg.default', minW: '52' })}
          >
            {PROVINCES.map((p) => (
              <option key={p.code} value={p.code}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
      </div>

      {query.isPending ? (
        <div className={css({ py: '10', display: 'flex', justifyContent: 'center' })}>
          <Spinner label="Loading rates" />
        </div>
      ) : !query.data || query.data.rates.length === 0 ? (
        <NoRatesNotice />
      ) : (
        <Tabs.Root defaultValue="fixed">
          <Tabs.List aria-label="Rate type">
            {RATE_TYPES.map((t) => (
              <Tabs.Trigger key={t} value={t}>
                {TYPE_LABEL[t]}
              </Tabs.Trigger>
            ))}
            <Tabs.Indicator />
          </Tabs.List>
          {RATE_TYPES.map((t) => (
            <Tabs.Content key={t} value={t}>
              <RatesTable rates={query.data.rates} province={province.name} rateType={t} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
    </section>
  )
}

function RatesTable({ rates, province, rateType }: { rates: Rate[]; province: string; rateType: RateType }) {
  const rows = selectRateRows(rates, province, rateType)
  if (rows.length === 0) return <p className={css({ py: '8', textAlign: 'center', color: 'fg.muted' })}>No {rateType} rates available</p>
  const types = presentMortgageTypes(rows)
  return (
    <div className={css({ overflowX: 'auto' })}>
      <table className={css({ w: 'full', borderCollapse: 'collapse', fontSize: { base: 'sm', md: 'md' } })}>
        <caption className={css({ srOnly: true })}>
          {TYPE_LABEL[rateType]} rates in {province}: our rate, with the posted rate below
        </caption>
        <thead>
          <tr>
            <th scope="col" className={css({ textAlign: 'left', py: '3', pr: '2', color: 'fg.muted', fontWeight: 'medium', borderBottomWidth: '1px', borderColor: 'border.subtle' })}>
              Term
            </th>
            {types.map((t) => (
              <th key={t} scope="col" className={css({ textAlign: 'right', py: '3', px: '2', color: 'fg.muted', fontWeight: 'medium', borderBottomWidth: '1px', borderColor: 'border.subtle' })}>
                {t}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.term}>
              <th scope="row" className={css({ textAlign: 'left', py: '3', pr: '2', fontWeight: 'semibold', borderBottomWidth: '1px', borderColor: 'border.subtle', whiteSpace: 'nowrap' })}>
                {row.term}
              </th>
              {types.map((t) => {
                const cell = row.cells[t]
                return (
                  <td key={t} className={css({ textAlign: 'right', py: '3', px: '2', borderBottomWidth: '1px', borderColor: 'border.subtle' })}>
                    {cell ? (
                      <>
                        <span className={css({ fontWeight: 'bold', color: 'accent.fg', fontSize: { base: 'md', md: 'lg' }, fontVariantNumeric: 'tabular-nums' })}>{formatRate(cell.ourRate)}%</span>
                        <span className={css({ display: 'block', fontSize: 'xs', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' })}>
                          posted <s>{formatRate(cell.postedRate)}%</s>
                        </span>
                      </>
                    ) : (
                      <span className={css({ color: 'fg.subtle' })} aria-label="not available">—</span>
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

function NoRatesNotice() {
  return (
    <div role="status" className={css({ borderRadius: 'lg', bg: 'warning.subtle', borderWidth: '1px', borderColor: 'warning.border', p: '4', color: 'fg.default' })}>
      <p className={css({ fontWeight: 'semibold' })}>
        No Rates Available - We're currently updating our rates. Please check back in a few minutes or contact us for the latest rates.
      </p>
      <p className={css({ mt: '2', fontSize: 'sm', color: 'fg.muted' })}>
        Admins: run “Scrape from Source” or add rates under Rates in the admin panel.
      </p>
    </div>
  )
}
