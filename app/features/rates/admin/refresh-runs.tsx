/** The recent refresh runs (cron, scrape, manual) with their outcome, for admins. */
import { useQuery } from '@tanstack/react-query'
import { Badge, type BadgeProps } from '#app/components/ui/badge.tsx'
import { QueryStates } from '#app/components/ui/screen-states.tsx'
import { REFRESH_RUNS_SHOWN, refreshRunsQueryOptions } from '#app/data/rates-admin.ts'
import type { RefreshOutcome, RefreshRun, RefreshTrigger } from '#shared/schemas/rates.ts'
import { css } from '#styled-system/css'
import { formatDateTime } from './messages'

const OUTCOME: Record<RefreshOutcome, { label: string; tone: NonNullable<BadgeProps['tone']> }> = {
  scraped: { label: 'Scraped', tone: 'success' },
  'carried-forward': { label: 'Carried forward', tone: 'warning' },
  'kept-current': { label: 'Kept current', tone: 'info' },
  failed: { label: 'Failed', tone: 'danger' },
}
const TRIGGER: Record<RefreshTrigger, string> = {
  cron: 'Daily refresh',
  scrape: 'Scrape from Source',
  manual: 'Manage Current Date Rates',
}

export function OutcomeBadge({ run }: { run: Pick<RefreshRun, 'outcome'> }) {
  const o = OUTCOME[run.outcome ?? 'failed']
  return <Badge tone={o.tone}>{o.label}</Badge>
}

export function RunLine({ run }: { run: RefreshRun }) {
  const failedSources = run.sources.filter((s) => !s.ok)
  return (
    <>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}>
        <OutcomeBadge run={run} />
        <span className={css({ fontWeight: 'semibold' })}>{TRIGGER[run.trigger]}</span>
        <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>{formatDateTime(run.startedAt)}</span>
        {run.ratesCount > 0 && (
          <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>
            · {run.ratesCount} rates{run.ratesDate ? ` for ${run.ratesDate}` : ''}
          </span>
        )}
      </div>
      <p className={css({ fontSize: 'sm', mt: '1', overflowWrap: 'anywhere' })}>{run.message}</p>
      {failedSources.length > 0 && (
        <ul className={css({ fontSize: 'xs', color: 'fg.muted', mt: '1', pl: '4', listStyle: 'disc' })}>
          {failedSources.map((s) => (
            <li key={s.id} className={css({ overflowWrap: 'anywhere' })}>
              {s.id}: {s.error}
              {s.problems && s.problems.length > 0
                ? ` (${s.problems.slice(0, 3).join('; ')}${s.problems.length > 3 ? '; …' : ''})`
                : ''}
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

export function RefreshRuns({ limit = REFRESH_RUNS_SHOWN }: { limit?: number }) {
  const query = useQuery(refreshRunsQueryOptions(limit))
  return (
    <section aria-labelledby="refresh-runs-heading" className={css({ display: 'grid', gap: '3' })}>
      <h3 id="refresh-runs-heading" className={css({ fontSize: 'lg', fontWeight: 'semibold', color: 'fg.heading' })}>
        Recent refreshes
      </h3>
      <QueryStates
        query={query}
        loading="Loading refreshes…"
        error="The refresh history could not be loaded."
        empty="No refresh has run yet. The daily refresh runs at 10:15 UTC."
      >
        {(runs) => (
          <ol className={css({ display: 'grid', gap: '2', listStyle: 'none' })}>
            {runs.map((run) => (
              <li
                key={run.id}
                className={css({
                  bg: 'bg.default',
                  borderWidth: '1px',
                  borderColor: 'border.subtle',
                  borderRadius: 'lg',
                  p: '3',
                })}
              >
                <RunLine run={run} />
              </li>
            ))}
          </ol>
        )}
      </QueryStates>
    </section>
  )
}
