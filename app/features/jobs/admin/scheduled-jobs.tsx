/**
 * The Debug tab's "Scheduled jobs": each job the worker runs on its own, when it runs, and its
 * latest runs with their outcome, what they did and, when one failed or was skipped, why.
 */
import { useQuery } from '@tanstack/react-query'
import { Badge, type BadgeProps } from '#app/components/ui/badge.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Spinner } from '#app/components/ui/spinner.tsx'
import { jobRunsQueryOptions } from '#app/data/jobs-admin.ts'
import { JOB_LABELS, type JobOutcome, type JobRun, type JobTrigger } from '#shared/schemas/jobs.ts'
import { css } from '#styled-system/css'

const OUTCOME: Record<JobOutcome, { label: string; tone: NonNullable<BadgeProps['tone']> }> = {
  succeeded: { label: 'Succeeded', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
  skipped: { label: 'Skipped', tone: 'warning' },
  running: { label: 'Running', tone: 'info' },
}
const TRIGGER: Record<JobTrigger, string> = { cron: 'Scheduled', admin: 'After an admin change' }

const muted = css({ color: 'fg.muted', fontSize: 'sm' })

/** '15 10 * * *' → 'Daily at 10:15 UTC'; any other expression as it is written. */
export function describeCron(cron: string): string {
  const daily = /^(\d{1,2}) (\d{1,2}) \* \* \*$/.exec(cron)
  return daily ? `Daily at ${daily[2]!.padStart(2, '0')}:${daily[1]!.padStart(2, '0')} UTC` : `Cron ${cron}`
}

function when(iso: string): string {
  return new Date(iso).toLocaleString('en-CA', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })
}

function took(run: JobRun): string | null {
  if (!run.finishedAt) return null
  const ms = new Date(run.finishedAt).getTime() - new Date(run.startedAt).getTime()
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`
}

function RunItem({ run }: { run: JobRun }) {
  const outcome = OUTCOME[run.outcome]
  const counts = Object.entries(run.counts)
  const duration = took(run)
  return (
    <li className={css({ py: '2', borderTopWidth: '1px', borderColor: 'border.subtle' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}>
        <Badge tone={outcome.tone}>{outcome.label}</Badge>
        <span className={css({ fontWeight: 'semibold' })}>{when(run.startedAt)}</span>
        <span className={muted}>
          {TRIGGER[run.trigger]}
          {duration ? ` · took ${duration}` : ''}
        </span>
      </div>
      {counts.length > 0 && (
        <p className={css({ fontSize: 'sm', mt: '1', fontVariantNumeric: 'tabular-nums' })}>
          {counts.map(([name, n]) => `${name} ${n.toLocaleString('en-CA')}`).join(' · ')}
        </p>
      )}
      {run.summary && <p className={css({ fontSize: 'sm', mt: '1', overflowWrap: 'anywhere' })}>{run.summary}</p>}
    </li>
  )
}

export function ScheduledJobs() {
  const query = useQuery(jobRunsQueryOptions())
  return (
    <section
      aria-labelledby="scheduled-jobs-heading"
      className={css({
        bg: 'bg.default',
        borderWidth: '1px',
        borderColor: 'border.subtle',
        borderRadius: 'lg',
        p: '4',
        display: 'grid',
        gap: '3',
      })}
    >
      <h3 id="scheduled-jobs-heading" className={css({ fontSize: 'lg', fontWeight: 'semibold', color: 'fg.heading' })}>
        Scheduled jobs
      </h3>
      {query.isPending ? (
        <Spinner label="Loading scheduled jobs" />
      ) : query.isError ? (
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
          <p className={muted}>The scheduled jobs could not be loaded.</p>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()} loading={query.isFetching}>
            Try again
          </Button>
        </div>
      ) : (
        <div
          className={css({
            display: 'grid',
            gap: '4',
            gridTemplateColumns: { base: '1fr', lg: 'repeat(3, minmax(0, 1fr))' },
          })}
        >
          {query.data.map((job) => (
            <div key={job.job} className={css({ minWidth: '0' })}>
              <h4 className={css({ fontWeight: 'semibold' })}>{JOB_LABELS[job.job]}</h4>
              <p className={muted}>
                {job.schedules.length > 0 ? job.schedules.map(describeCron).join('; ') : 'Not scheduled'}
              </p>
              {job.runs.length === 0 ? (
                <p className={css({ fontSize: 'sm', mt: '2' })}>No run yet.</p>
              ) : (
                <ol className={css({ listStyle: 'none', mt: '2' })}>
                  {job.runs.map((run) => (
                    <RunItem key={run.id} run={run} />
                  ))}
                </ol>
              )}
            </div>
          ))}
        </div>
      )}
    </section>
  )
}
