/**
 * The agent's own response time (shared/leads/response-time.ts) on the Analytics tab: for the
 * period chosen here, the median time to first contact and the shares of their leads contacted
 * within 5 minutes and within 1 hour.
 */
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { SelectRow } from '#app/components/form/form-rows.tsx'
import { ResponseTimeStates } from '#app/components/screen/response-time-states.tsx'
import { Panel } from '#app/components/screen/staff-screen.tsx'
import { StatList } from '#app/components/screen/stat-list.tsx'
import { responseTimesQueryOptions } from '#app/data/response-times.ts'
import { formatResponseTime, formatShare, RESPONSE_TIME_TEXTS as T } from '#shared/leads/response-time.ts'
import { ANALYTICS_PERIOD_LABELS, ANALYTICS_PERIODS, type AnalyticsPeriod } from '#shared/schemas/admin-analytics.ts'

const number = new Intl.NumberFormat('en-CA')

export function ResponseTimeCard() {
  const [period, setPeriod] = useState<AnalyticsPeriod>('30d')
  const query = useQuery(responseTimesQueryOptions(period))
  return (
    <Panel
      title={T.title}
      lead={T.lead}
      actions={
        <SelectRow<AnalyticsPeriod>
          name="response-period"
          label="Period"
          value={period}
          options={ANALYTICS_PERIODS.map((p) => ({ value: p, label: ANALYTICS_PERIOD_LABELS[p] }))}
          onChange={setPeriod}
        />
      }
    >
      <ResponseTimeStates query={query} testId="response-time">
        {(data) => {
          const mine = data.rows[0]
          if (!mine) return null
          const of = `of ${number.format(mine.leads)} ${mine.leads === 1 ? 'lead' : 'leads'}`
          return (
            <StatList
              columns={3}
              items={[
                {
                  label: T.median,
                  value: formatResponseTime(mine.medianMs),
                  note: `${number.format(mine.contacted)} ${of} contacted`,
                  testId: 'response-time-median',
                },
                {
                  label: T.within5,
                  value: formatShare(mine.within5Min, mine.leads),
                  note: `${number.format(mine.within5Min)} ${of}`,
                  testId: 'response-time-within5',
                },
                {
                  label: T.within1h,
                  value: formatShare(mine.within1Hour, mine.leads),
                  note: `${number.format(mine.within1Hour)} ${of}`,
                  testId: 'response-time-within1h',
                },
              ]}
            />
          )
        }}
      </ResponseTimeStates>
    </Panel>
  )
}
