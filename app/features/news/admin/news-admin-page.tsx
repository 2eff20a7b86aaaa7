/**
 * The admin panel's News Feed tab (docs/decisions/060): the feeds the aggregator reads, 'Refresh now' with the run's result, the recent runs, and the
 * feed service (Inoreader): its credentials (never shown back, last 4 characters at most), the
 * OAuth set-up steps and the connection test.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { Panel, StaffScreen } from '#app/components/screen/staff-screen.tsx'
import { Badge, type BadgeProps } from '#app/components/ui/badge.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { PlusIcon, RefreshIcon } from '#app/components/ui/icons.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { QueryStates } from '#app/components/ui/screen-states.tsx'
import { toaster } from '#app/components/ui/toaster.tsx'
import {
  NEWS_RUNS_SHOWN,
  newsFeedsQueryOptions,
  newsRunsQueryOptions,
  refreshNewsMutation,
  saveNewsFeedsMutation,
} from '#app/data/news-admin.ts'
import { ApiError } from '#app/lib/api-client.ts'
import type { NewsFeed, NewsRefreshResult, NewsRefreshRun, NewsRunOutcome } from '#shared/schemas/news.ts'
import { MAX_NEWS_FEEDS } from '#shared/schemas/news.ts'
import { css } from '#styled-system/css'
import { FeedServiceSection } from './feed-service-section'

export const OUTCOME: Record<NewsRunOutcome, { label: string; tone: NonNullable<BadgeProps['tone']> }> = {
  updated: { label: 'Updated', tone: 'success' },
  'kept-last-good': { label: 'Kept last good copy', tone: 'warning' },
  failed: { label: 'Failed', tone: 'danger' },
}

export function formatDateTime(iso: string) {
  return new Date(iso).toLocaleString('en-CA', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })
}

export function NewsAdminPage() {
  return (
    <StaffScreen id="tab-news-feed" title="News Feed" className={css({ display: 'grid', gap: '6' })}>
      <FeedsSection />
      <RunsSection />
      <FeedServiceSection />
    </StaffScreen>
  )
}

type Row = { key: string; id: string; name: string; url: string }
let rowSeq = 0
const toRow = (f: NewsFeed): Row => ({ key: `r${rowSeq++}`, id: f.id, name: f.name ?? '', url: f.url })

/** A feed id from its name or host: lower-case letters, digits and dashes. */
export function suggestFeedId(name: string, url: string): string {
  let base = name
  if (!base) {
    try {
      base = new URL(url).hostname.replace(/^www\./, '')
    } catch {
      base = 'feed'
    }
  }
  const id = base
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
  return /^[a-z0-9]/.test(id) ? id : `feed-${id}`.slice(0, 40)
}

const ORIGIN_TEXT = {
  database: 'Saved by an admin',
  environment: 'From the NEWS_FEEDS setting',
  default: 'The two built-in feeds',
} as const

function FeedsSection() {
  const queryClient = useQueryClient()
  const feeds = useQuery(newsFeedsQueryOptions())
  const [rows, setRows] = useState<Row[] | null>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const shown = rows ?? feeds.data?.feeds.map(toRow) ?? []
  const save = useMutation({
    ...saveNewsFeedsMutation(queryClient),
    onSuccess: (body) => {
      setRows(null)
      setErrors({})
      toaster.success({ title: body.origin === 'database' ? 'Feeds saved' : 'Back to the default feeds' })
    },
    onError: (error) => {
      setErrors(error instanceof ApiError ? error.fields : {})
      toaster.error({ title: 'Failed to save the feeds', description: error.message })
    },
  })
  const edit = (key: string, patch: Partial<Row>) => setRows(shown.map((r) => (r.key === key ? { ...r, ...patch } : r)))
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const payload = shown.map((r) => {
      const feed: NewsFeed = { id: r.id.trim() || suggestFeedId(r.name.trim(), r.url.trim()), url: r.url.trim() }
      if (r.name.trim()) feed.name = r.name.trim()
      return feed
    })
    save.mutate(payload)
  }
  const fieldError = (i: number, f: 'id' | 'url' | 'name') => errors[`feeds.${i}.${f}`] ?? errors[`${i}.${f}`]

  return (
    <Panel
      title="News sources"
      lead={`RSS 2.0 and Atom feeds the site reads every morning (and when you refresh). ${
        feeds.data
          ? `${ORIGIN_TEXT[feeds.data.origin]}${feeds.data.updatedAt ? ` on ${formatDateTime(feeds.data.updatedAt)}` : ''}`.replace(
              /\.?$/,
              '.',
            )
          : ''
      }`}
      actions={<RefreshNowButton />}
    >
      <QueryStates
        query={feeds}
        loading="Loading feeds…"
        error={`Failed to load the feeds. ${feeds.error?.message ?? ''}`}
      >
        {(data) => (
          <form onSubmit={submit} noValidate aria-label="News sources" className={css({ display: 'grid', gap: '3' })}>
            {data.error && (
              <p role="alert" className={css({ color: 'danger.fg', fontSize: 'sm' })}>
                {data.error}
              </p>
            )}
            {errors.feeds && (
              <p role="alert" className={css({ color: 'danger.fg', fontSize: 'sm' })}>
                {errors.feeds}
              </p>
            )}
            <ol className={css({ display: 'grid', gap: '3', listStyle: 'none' })}>
              {shown.map((r, i) => (
                <li
                  key={r.key}
                  className={css({
                    display: 'grid',
                    gap: '2',
                    gridTemplateColumns: { base: '1fr', md: '12rem 1fr auto' },
                    alignItems: 'start',
                    p: '3',
                    bg: 'bg.subtle',
                    borderRadius: 'lg',
                  })}
                >
                  <FeedField
                    label={`Feed ${i + 1} name`}
                    value={r.name}
                    error={fieldError(i, 'name') ?? fieldError(i, 'id')}
                    onChange={(v) => edit(r.key, { name: v })}
                    maxLength={100}
                  />
                  <FeedField
                    label={`Feed ${i + 1} URL`}
                    value={r.url}
                    error={fieldError(i, 'url')}
                    onChange={(v) => edit(r.key, { url: v })}
                    maxLength={2000}
                    type="url"
                  />
                  <Button
                    variant="outline"
                    tone="neutral"
                    size="sm"
                    className={css({ mt: { md: '6' } })}
                    onClick={() => setRows(shown.filter((x) => x.key !== r.key))}
                    aria-label={`Remove feed ${i + 1}`}
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ol>
            {shown.length === 0 && (
              <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                No feeds: saving goes back to the default feeds.
              </p>
            )}
            <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
              <Button
                variant="outline"
                size="sm"
                disabled={shown.length >= MAX_NEWS_FEEDS}
                onClick={() => setRows([...shown, { key: `r${rowSeq++}`, id: '', name: '', url: '' }])}
              >
                <PlusIcon /> Add feed
              </Button>
              <Button type="submit" size="sm" loading={save.isPending} loadingText="Saving…" disabled={rows === null}>
                Save feeds
              </Button>
              {rows !== null && (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => {
                    setRows(null)
                    setErrors({})
                  }}
                >
                  Discard changes
                </Button>
              )}
              {data.origin === 'database' && rows === null && (
                <Button variant="ghost" size="sm" loading={save.isPending} onClick={() => save.mutate([])}>
                  Use the default feeds
                </Button>
              )}
            </div>
          </form>
        )}
      </QueryStates>
    </Panel>
  )
}

function FeedField({
  label,
  value,
  error,
  onChange,
  maxLength,
  type = 'text',
}: {
  label: string
  value: string
  error: string | undefined
  onChange: (v: string) => void
  maxLength: number
  type?: string
}) {
  const id = useId()
  return (
    <div className={css({ display: 'grid', gap: '1' })}>
      <label htmlFor={id} className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
        {label.replace(/^Feed \d+ /, '').replace(/^./, (c) => c.toUpperCase())}
        <span className={css({ srOnly: true })}>{` (${label})`}</span>
      </label>
      <Input
        id={id}
        type={type}
        value={value}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className={css({ fontSize: 'sm', color: 'danger.fg' })}>
          {error}
        </p>
      )}
    </div>
  )
}

function RefreshNowButton() {
  const queryClient = useQueryClient()
  const [result, setResult] = useState<NewsRefreshResult | null>(null)
  const refresh = useMutation({
    ...refreshNewsMutation(queryClient),
    onSuccess: (r) => {
      setResult(r)
      if (r.success) toaster.success({ title: 'News refreshed', description: r.message })
      else toaster.error({ title: 'The news refresh failed', description: r.message })
    },
    onError: (error) => toaster.error({ title: 'The news refresh failed', description: error.message }),
  })
  return (
    <div className={css({ display: 'grid', gap: '2', justifyItems: { base: 'start', md: 'end' } })}>
      <Button onClick={() => refresh.mutate()} loading={refresh.isPending} loadingText="Refreshing…">
        <RefreshIcon /> Refresh now
      </Button>
      <p
        role="status"
        data-testid="news-refresh-result"
        className={css({ fontSize: 'sm', color: 'fg.muted', textAlign: { base: 'left', md: 'right' }, maxW: 'md' })}
      >
        {result && (
          <>
            <Badge tone={OUTCOME[result.outcome].tone} size="sm">
              {OUTCOME[result.outcome].label}
            </Badge>{' '}
            {result.message} ({result.articlesCount} articles stored, {result.newCount} new)
          </>
        )}
      </p>
    </div>
  )
}

function RunLine({ run }: { run: NewsRefreshRun }) {
  const failed = run.sources.filter((s) => !s.ok)
  return (
    <>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}>
        <Badge tone={OUTCOME[run.outcome].tone}>{OUTCOME[run.outcome].label}</Badge>
        <span className={css({ fontWeight: 'semibold' })}>
          {run.trigger === 'cron' ? 'Daily refresh' : 'Refresh now'}
        </span>
        <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>{formatDateTime(run.startedAt)}</span>
        <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          · {run.articlesCount} articles, {run.newCount} new
          {run.enrichment.tried > 0
            ? ` · ${run.enrichment.filled} of ${run.enrichment.tried} filled from article pages`
            : ''}
        </span>
      </div>
      <p className={css({ fontSize: 'sm', mt: '1', overflowWrap: 'anywhere' })}>{run.message}</p>
      <ul className={css({ fontSize: 'xs', color: 'fg.muted', mt: '1', pl: '4', listStyle: 'disc' })}>
        {run.sources.map((s) => (
          <li key={s.id} className={css({ overflowWrap: 'anywhere', color: s.ok ? 'fg.muted' : 'danger.fg' })}>
            {s.id}
            {s.url ? ` (${s.url})` : ''}: {s.ok ? `${s.count} articles` : s.error}
          </li>
        ))}
      </ul>
      {failed.length > 0 && (
        <span className={css({ srOnly: true })}>{`${failed.length} source${failed.length > 1 ? 's' : ''} failed`}</span>
      )}
    </>
  )
}

function RunsSection() {
  const runs = useQuery(newsRunsQueryOptions(NEWS_RUNS_SHOWN))
  return (
    <Panel title="Recent refreshes">
      <QueryStates
        query={runs}
        loading="Loading refreshes…"
        error={`Failed to load the refreshes. ${runs.error?.message ?? ''}`}
        empty="No refresh yet. The daily refresh runs every morning; “Refresh now” runs one at once."
      >
        {(list) => (
          <ol aria-label="Recent refreshes" className={css({ display: 'grid', gap: '3', listStyle: 'none' })}>
            {list.map((run) => (
              <li
                key={run.id}
                className={css({
                  pb: '3',
                  borderBottomWidth: '1px',
                  borderColor: 'border.subtle',
                  _last: { borderBottomWidth: '0', pb: '0' },
                })}
              >
                <RunLine run={run} />
              </li>
            ))}
          </ol>
        )}
      </QueryStates>
    </Panel>
  )
}
