import { useQuery } from '@tanstack/react-query'
import { StaffScreen } from '#app/components/screen/staff-screen.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { QueryStates } from '#app/components/ui/screen-states.tsx'
import { myAnalyticsQueryOptions } from '#app/data/agent-dashboard.ts'
import { type AgentAnalytics, AGENT_DASHBOARD_MESSAGES as M } from '#shared/schemas/agent-dashboard.ts'
import { css } from '#styled-system/css'
import { recentActivityRows } from './analytics-view'
import { ResponseTimeCard } from './response-time-card'

const number = new Intl.NumberFormat('en-CA')

/** The Analytics tab: Profile Views, Total Leads, Testimonials, Recent Activity (5 of the latest 10). */
export function AnalyticsTab() {
  const analytics = useQuery(myAnalyticsQueryOptions())
  return (
    <StaffScreen id="tab-analytics" title="Analytics">
      <QueryStates query={analytics} loading="Loading your analytics…" error={M.fetchAgentFailed}>
        {(a) => <AnalyticsBody a={a} />}
      </QueryStates>
    </StaffScreen>
  )
}

function AnalyticsBody({ a }: { a: AgentAnalytics }) {
  const rows = recentActivityRows(a.recentActivity)
  const stats = [
    { label: 'Profile Views', value: a.profileViews, note: 'Visits to your public page' },
    { label: 'Total Leads', value: a.totalLeads, note: 'People who reached out to you' },
    { label: 'Testimonials', value: a.testimonials, note: 'Approved and shown on your page' },
  ]
  return (
    <div className={css({ display: 'grid', gap: '6', maxW: '4xl' })}>
      <div
        className={css({
          display: 'grid',
          gap: '4',
          gridTemplateColumns: { base: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
        })}
      >
        {stats.map((s) => (
          <Card.Root key={s.label}>
            {/* Each card is its own list: a dt and its dd must sit directly in a dl. */}
            <Card.Body asChild className={css({ display: 'grid', gap: '1', alignContent: 'start' })}>
              <dl>
                <dt className={css({ fontWeight: 'medium', color: 'fg.muted', fontSize: 'sm' })}>{s.label}</dt>
                <dd
                  className={css({
                    fontSize: '3xl',
                    fontWeight: 'bold',
                    color: 'fg.heading',
                    fontVariantNumeric: 'tabular-nums',
                  })}
                >
                  {number.format(s.value)}
                </dd>
                <dd className={css({ fontSize: 'sm', color: 'fg.muted' })}>{s.note}</dd>
              </dl>
            </Card.Body>
          </Card.Root>
        ))}
      </div>
      <ResponseTimeCard />
      <Card.Root asChild>
        <section aria-labelledby="recent-activity">
          <Card.Header>
            <Card.Title id="recent-activity">Recent Activity</Card.Title>
          </Card.Header>
          <Card.Body>
            {rows.length === 0 ? (
              <p className={css({ color: 'fg.muted' })}>No activity yet. Visits to your page will show here.</p>
            ) : (
              <ol className={css({ display: 'grid', gap: '0', listStyle: 'none', p: '0', m: '0' })}>
                {rows.map((r) => (
                  <li
                    key={r.id}
                    className={css({
                      display: 'grid',
                      gap: '0.5',
                      py: '3',
                      borderBottomWidth: '1px',
                      borderColor: 'border.subtle',
                      _last: { borderBottomWidth: '0' },
                    })}
                  >
                    <span className={css({ fontWeight: 'medium', color: 'fg.heading' })}>{r.label}</span>
                    <span
                      className={css({
                        display: 'flex',
                        flexWrap: 'wrap',
                        columnGap: '3',
                        fontSize: 'sm',
                        color: 'fg.muted',
                      })}
                    >
                      {r.path ? <span className={css({ wordBreak: 'break-all' })}>{r.path}</span> : null}
                      <time dateTime={r.dateTime}>{r.when}</time>
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </Card.Body>
        </section>
      </Card.Root>
    </div>
  )
}
