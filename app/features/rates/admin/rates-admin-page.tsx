/**
 * The admin panel's Rates tab: 'Mortgage Rates Management', the two action
 * buttons, the summary, the explanation, tabs 'All Rates' and 'Add Rate Manually', and the
 * recent refresh runs.
 */
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { staffTinted } from '#app/components/layout/staff/staff-styles.ts'
import { StaffScreen } from '#app/components/screen/staff-screen.tsx'
import { StatList } from '#app/components/screen/stat-list.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { RefreshIcon } from '#app/components/ui/icons.tsx'
import { Tabs } from '#app/components/ui/tabs.tsx'
import { toaster } from '#app/components/ui/toaster.tsx'
import {
  type AdminRatesFilter,
  adminRatesQueryOptions,
  DEFAULT_ADMIN_RATES_FILTER,
  ensureCurrentRatesMutation,
  scrapeRatesMutation,
} from '#app/data/rates-admin.ts'
import type { RefreshResult } from '#shared/schemas/rates.ts'
import { css, cx } from '#styled-system/css'
import { AddRateForm } from './add-rate-form'
import { AllRatesTable } from './all-rates-table'
import { RATES_MESSAGES } from './messages'
import { RefreshRuns } from './refresh-runs'

export function RatesAdminPage() {
  const [tab, setTab] = useState<'all' | 'add'>('all')
  const [filter, setFilter] = useState<AdminRatesFilter>(DEFAULT_ADMIN_RATES_FILTER)
  const onResult = (failure: string) => (result: RefreshResult) => {
    if (result.success) toaster.success({ title: RATES_MESSAGES.refreshed, description: result.message })
    else toaster.error({ title: failure, description: result.message })
  }
  const scrape = useMutation({
    ...scrapeRatesMutation(),
    onSuccess: onResult(RATES_MESSAGES.scrapeFailed),
    onError: () => toaster.error({ title: RATES_MESSAGES.scrapeFailed }),
  })
  const manage = useMutation({
    ...ensureCurrentRatesMutation(),
    onSuccess: onResult(RATES_MESSAGES.manageFailed),
    onError: () => toaster.error({ title: RATES_MESSAGES.manageFailed }),
  })

  return (
    <StaffScreen
      id="rates-admin-heading"
      title="Mortgage Rates Management"
      className={css({ display: 'grid', gap: '6' })}
      actions={
        <>
          <Button
            onClick={() => scrape.mutate()}
            loading={scrape.isPending}
            loadingText="Scraping…"
            disabled={manage.isPending}
          >
            <RefreshIcon />
            Scrape from Source
          </Button>
          <Button
            variant="outline"
            onClick={() => manage.mutate()}
            loading={manage.isPending}
            loadingText="Updating…"
            disabled={scrape.isPending}
          >
            Manage Current Date Rates
          </Button>
        </>
      }
    >
      <Summary filter={filter} />

      <div
        className={cx(
          staffTinted.info,
          css({ display: 'grid', gap: '2', p: '4', borderRadius: 'lg', fontSize: 'sm', color: 'fg.default' }),
        )}
      >
        <p className={css({ fontWeight: 'semibold' })}>How rates work</p>
        <p>
          Visitors see the active rates scraped today (UTC); when today has none, the most recent active rates.{' '}
          <strong>Scrape from Source</strong> reads every configured rate source and, only if all of them read correctly
          and the values are plausible, makes the new rates active and the previous ones inactive, in one step. A failed
          or suspicious scrape changes nothing. <strong>Manage Current Date Rates</strong> keeps only today's rates
          active; when today has none, it carries the latest rates forward to today.
        </p>
        <p>
          The daily refresh runs every morning at 10:15 UTC and does both: it scrapes, and if that fails it carries the
          rates forward so the site is never without rates. Manual rates are added active with the source “Manual
          Entry”. Every day's rates are kept for the rate history; inactive rows are that history.
        </p>
      </div>

      <Tabs.Root value={tab} onValueChange={(d) => setTab(d.value as 'all' | 'add')} lazyMount>
        <Tabs.List aria-label="Rates">
          <Tabs.Trigger value="all">All Rates</Tabs.Trigger>
          <Tabs.Trigger value="add">Add Rate Manually</Tabs.Trigger>
          <Tabs.Indicator />
        </Tabs.List>
        <Tabs.Content value="all">
          <AllRatesTable filter={filter} onFilterChange={setFilter} />
        </Tabs.Content>
        <Tabs.Content value="add">
          <AddRateForm />
        </Tabs.Content>
      </Tabs.Root>

      <RefreshRuns />
    </StaffScreen>
  )
}

/** Total rates, active rates, current date, province count (they come with the table's page). */
function Summary({ filter }: { filter: AdminRatesFilter }) {
  const { data } = useQuery(adminRatesQueryOptions(filter))
  const s = data?.summary
  const items = [
    { label: 'Total rates', value: s ? s.totalRates.toLocaleString('en-CA') : '…' },
    { label: 'Active rates', value: s ? s.activeRates.toLocaleString('en-CA') : '…' },
    {
      label: 'Current date',
      value: s ? s.currentDate : '…',
      note:
        s?.latestActiveDate && s.latestActiveDate !== s.currentDate
          ? `active rates from ${s.latestActiveDate}`
          : s
            ? `${s.todayRates} rates today`
            : undefined,
    },
    { label: 'Provinces', value: s ? String(s.provinceCount) : '…', note: 'with active rates' },
  ]
  return <StatList label="Rates summary" items={items} />
}
