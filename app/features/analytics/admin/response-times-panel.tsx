/**
 * The admin Analytics tab's response times (shared/leads/response-time.ts): per agent, for the
 * period chosen at the top of the tab, the median time to first contact and the shares of leads
 * contacted within 5 minutes and within 1 hour; the leads with no agent on a row of their own.
 */
import { useQuery } from '@tanstack/react-query'
import { type Column, DataTable } from '#app/components/screen/data-table.tsx'
import { ResponseTimeStates } from '#app/components/screen/response-time-states.tsx'
import { Panel } from '#app/components/screen/staff-screen.tsx'
import { responseTimesQueryOptions } from '#app/data/response-times.ts'
import {
  formatResponseTime,
  formatShare,
  type ResponseTimeRow,
  RESPONSE_TIME_TEXTS as T,
} from '#shared/leads/response-time.ts'
import type { AnalyticsPeriod } from '#shared/schemas/admin-analytics.ts'

const number = new Intl.NumberFormat('en-CA')
const share = (part: number, r: ResponseTimeRow) => (r.leads === 0 ? null : part / r.leads)

const COLUMNS: Column<ResponseTimeRow>[] = [
  {
    key: 'agent',
    header: T.agent,
    rowHeader: true,
    cell: (r) => r.name ?? T.unassigned,
    sortValue: (r) => r.name ?? T.unassigned,
  },
  { key: 'leads', header: 'Leads', numeric: true, cell: (r) => number.format(r.leads), sortValue: (r) => r.leads },
  {
    key: 'median',
    header: T.medianColumn,
    numeric: true,
    cell: (r) => formatResponseTime(r.medianMs),
    sortValue: (r) => r.medianMs,
  },
  {
    key: 'within5',
    header: T.within5Column,
    numeric: true,
    cell: (r) => formatShare(r.within5Min, r.leads),
    sortValue: (r) => share(r.within5Min, r),
  },
  {
    key: 'within1h',
    header: T.within1hColumn,
    numeric: true,
    cell: (r) => formatShare(r.within1Hour, r.leads),
    sortValue: (r) => share(r.within1Hour, r),
  },
  {
    key: 'contacted',
    header: T.contacted,
    numeric: true,
    wideOnly: true,
    cell: (r) => `${number.format(r.contacted)} of ${number.format(r.leads)}`,
    sortValue: (r) => r.contacted,
  },
]

export function ResponseTimesPanel({ period }: { period: AnalyticsPeriod }) {
  const query = useQuery(responseTimesQueryOptions(period))
  return (
    <Panel title={T.title} lead={T.lead}>
      <ResponseTimeStates query={query} testId="analytics-response-times">
        {(data) => (
          <DataTable label={T.title} rows={data.rows} rowKey={(r) => r.agentId ?? 'unassigned'} columns={COLUMNS} />
        )}
      </ResponseTimeStates>
    </Panel>
  )
}
