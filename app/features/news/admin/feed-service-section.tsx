/**
 * The feed service (Inoreader) on the News Feed tab: the
 * credential form (app id, app key, access token, user id; 'Please fill in all required
 * fields'), the OAuth set-up steps with 'Connect with Inoreader', and the connection test with
 * its unknown / success / error states. Saved secrets are never sent back: the form shows the
 * last 4 characters at most and asks for them again to save.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { staffTinted } from '#app/components/layout/staff/staff-styles.ts'
import { Panel } from '#app/components/screen/staff-screen.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { QueryStates } from '#app/components/ui/screen-states.tsx'
import { toaster } from '#app/components/ui/toaster.tsx'
import {
  deleteFeedServiceMutation,
  feedServiceQueryOptions,
  saveFeedServiceMutation,
  startFeedServiceOauthMutation,
  testFeedServiceMutation,
} from '#app/data/news-admin.ts'
import { ApiError } from '#app/lib/api-client.ts'
import {
  FEED_SERVICE_NAME,
  missingNewsFeedFields,
  NEWS_FEED_CONNECT_FAILED_MESSAGE,
  NEWS_FEED_REQUIRED_FIELDS,
  NEWS_FEED_REQUIRED_MESSAGE,
  NEWS_FEED_SAVE_FAILED_MESSAGE,
  NEWS_FEED_TEST_FAILED_TITLE,
  NEWS_FEED_TEST_OK_TITLE,
  type NewsFeedConfigView,
} from '#shared/schemas/news.ts'
import { css, cx } from '#styled-system/css'
import { formatDateTime } from './news-admin-page'

type FieldName = (typeof NEWS_FEED_REQUIRED_FIELDS)[number]
const LABELS: Record<FieldName, string> = {
  appId: 'App ID',
  appKey: 'App Key',
  accessToken: 'Access Token',
  userId: 'User ID',
}
const SECRET: Record<FieldName, boolean> = { appId: false, appKey: true, accessToken: true, userId: false }
const MAX: Record<FieldName, number> = { appId: 100, appKey: 200, accessToken: 2000, userId: 100 }

export function FeedServiceSection() {
  const config = useQuery(feedServiceQueryOptions())
  return (
    <Panel
      title={`${FEED_SERVICE_NAME} feed service`}
      lead={`When connected and active, the articles of your ${FEED_SERVICE_NAME} reading list are added to the news at each refresh.`}
    >
      <QueryStates
        query={config}
        loading="Loading the feed service settings…"
        error={`Failed to load the feed service settings. ${config.error?.message ?? ''}`}
      >
        {(view) => (
          <>
            <ConnectionStatus view={view} />
            <SetupSteps view={view} />
            <CredentialsForm key={view.updatedAt ?? 'none'} view={view} />
          </>
        )}
      </QueryStates>
    </Panel>
  )
}

function ConnectionStatus({ view }: { view: NewsFeedConfigView }) {
  const queryClient = useQueryClient()
  const [shown, setShown] = useState<{ title: string; message: string; ok: boolean } | null>(null)
  const test = useMutation({
    ...testFeedServiceMutation(queryClient),
    onSuccess: (r) => setShown({ title: r.title, message: r.message, ok: r.status === 'success' }),
    onError: (error) =>
      setShown({
        title: NEWS_FEED_TEST_FAILED_TITLE,
        message: error.message || NEWS_FEED_CONNECT_FAILED_MESSAGE,
        ok: false,
      }),
  })
  const remove = useMutation({
    ...deleteFeedServiceMutation(queryClient),
    onSuccess: () => toaster.success({ title: `${FEED_SERVICE_NAME} disconnected` }),
    onError: (error) =>
      toaster.error({ title: `Failed to disconnect ${FEED_SERVICE_NAME}`, description: error.message }),
  })
  const c = view.connection
  const state =
    c.status === 'success'
      ? { tone: 'success' as const, label: 'Connected' }
      : c.status === 'error'
        ? { tone: 'danger' as const, label: 'Connection failed' }
        : { tone: 'neutral' as const, label: view.configured ? 'Not tested yet' : 'Not configured' }
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      {view.keyProblem && (
        <p role="alert" className={css({ color: 'danger.fg', fontSize: 'sm' })}>
          {view.keyProblem}
        </p>
      )}
      {/* The three facts side by side from md, each as wide as it needs, packed at the start. */}
      <dl
        className={cx(
          css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(3, auto)' }, gap: '3' }),
          factsRow,
        )}
      >
        <div>
          <dt className={css({ color: 'fg.muted' })}>Connection</dt>
          <dd data-testid="feed-service-state">
            <Badge tone={state.tone}>{state.label}</Badge>
            {c.testedAt ? (
              <span className={css({ color: 'fg.muted' })}> · tested {formatDateTime(c.testedAt)}</span>
            ) : null}
          </dd>
          {c.message && <dd className={css({ color: 'fg.muted', overflowWrap: 'anywhere' })}>{c.message}</dd>}
        </div>
        {view.configured && (
          <div>
            <dt className={css({ color: 'fg.muted' })}>Status</dt>
            <dd>{view.isActive ? 'Active: used at each refresh' : 'Inactive: not used'}</dd>
          </div>
        )}
        {view.configured && (
          <div>
            <dt className={css({ color: 'fg.muted' })}>Access</dt>
            <dd>
              {view.hasRefreshToken ? 'Renewed automatically (connected with OAuth)' : 'Access token entered by hand'}
              {view.tokenExpiresAt ? ` · expires ${formatDateTime(view.tokenExpiresAt)}` : ''}
            </dd>
          </div>
        )}
      </dl>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        <Button
          variant="outline"
          size="sm"
          onClick={() => test.mutate()}
          loading={test.isPending}
          loadingText="Testing…"
          disabled={!view.configured}
        >
          Test Connection
        </Button>
        {view.configured && (
          <Button variant="ghost" tone="neutral" size="sm" onClick={() => remove.mutate()} loading={remove.isPending}>
            Disconnect
          </Button>
        )}
      </div>
      {shown && (
        <div
          role={shown.ok ? 'status' : 'alert'}
          data-testid="feed-service-test-result"
          className={cx(
            staffTinted[shown.ok ? 'success' : 'danger'],
            css({ borderRadius: 'lg', p: '3', fontSize: 'sm' }),
          )}
        >
          <p className={css({ fontWeight: 'semibold' })}>{shown.ok ? NEWS_FEED_TEST_OK_TITLE : shown.title}</p>
          <p className={css({ overflowWrap: 'anywhere' })}>{shown.message}</p>
        </div>
      )}
    </div>
  )
}

function SetupSteps({ view }: { view: NewsFeedConfigView }) {
  const [copied, setCopied] = useState(false)
  return (
    <details
      className={cx(staffTinted.info, css({ fontSize: 'sm', borderRadius: 'lg', p: '3' }))}
      open={!view.configured}
    >
      <summary className={css({ cursor: 'pointer', fontWeight: 'semibold', minH: '8' })}>Set-up steps (OAuth)</summary>
      <ol className={css({ listStyle: 'decimal', pl: '5', mt: '2', display: 'grid', gap: '2' })}>
        <li>Sign in to {FEED_SERVICE_NAME}, open its developer settings and register an application.</li>
        <li>
          Set the application’s redirect URI to{' '}
          <code
            data-testid="feed-service-redirect-uri"
            className={css({ bg: 'bg.default', px: '1', borderRadius: 'sm', overflowWrap: 'anywhere' })}
          >
            {view.redirectUri}
          </code>{' '}
          <Button
            variant="link"
            size="sm"
            onClick={() =>
              void navigator.clipboard?.writeText(view.redirectUri).then(
                () => setCopied(true),
                () => undefined,
              )
            }
          >
            {copied ? 'Copied' : 'Copy'}
          </Button>
        </li>
        <li>
          Enter the application’s App ID and App Key below and choose “Connect with {FEED_SERVICE_NAME}”. Approve access
          there; you come back here with the access token saved.
        </li>
        <li>Or paste an access token and your user ID yourself, and save. Then test the connection.</li>
      </ol>
    </details>
  )
}

function CredentialsForm({ view }: { view: NewsFeedConfigView }) {
  const queryClient = useQueryClient()
  const [values, setValues] = useState<Record<FieldName, string>>({
    appId: view.appId ?? '',
    appKey: '',
    accessToken: '',
    userId: view.userId ?? '',
  })
  const [active, setActive] = useState(view.configured ? view.isActive : true)
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const ids = { appId: useId(), appKey: useId(), accessToken: useId(), userId: useId(), active: useId() }
  const save = useMutation({
    ...saveFeedServiceMutation(queryClient),
    onSuccess: () => toaster.success({ title: 'Feed configuration saved' }),
    onError: (error) => {
      const fields = error instanceof ApiError ? error.fields : {}
      setErrors(Object.fromEntries(NEWS_FEED_REQUIRED_FIELDS.filter((f) => fields[f]).map((f) => [f, fields[f]!])))
      setFormError(error.message)
      toaster.error({ title: NEWS_FEED_SAVE_FAILED_MESSAGE, description: error.message })
    },
  })
  const oauth = useMutation({
    ...startFeedServiceOauthMutation(),
    onSuccess: (r) => window.location.assign(r.authorizeUrl),
    onError: (error) => {
      const fields = error instanceof ApiError ? error.fields : {}
      setErrors({
        ...(fields.appId ? { appId: fields.appId } : {}),
        ...(fields.appKey ? { appKey: fields.appKey } : {}),
      })
      setFormError(error.message)
    },
  })

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const missing = missingNewsFeedFields(values)
    if (missing.length > 0) {
      setErrors(Object.fromEntries(missing.map((f) => [f, 'Required'])))
      setFormError(NEWS_FEED_REQUIRED_MESSAGE)
      document.getElementById(ids[missing[0] as FieldName])?.focus()
      return
    }
    setErrors({})
    setFormError(null)
    save.mutate({
      appId: values.appId.trim(),
      appKey: values.appKey.trim(),
      accessToken: values.accessToken.trim(),
      userId: values.userId.trim(),
      isActive: active,
    })
  }
  const connect = () => {
    const appId = values.appId.trim()
    const appKey = values.appKey.trim()
    setFormError(null)
    // The saved app (the key is never shown back): connect with it as it is.
    if (!appKey && view.appKeyHint && appId === (view.appId ?? '')) {
      setErrors({})
      oauth.mutate({})
      return
    }
    if (!appId !== !appKey) {
      setErrors({ [appId ? 'appKey' : 'appId']: 'Required' })
      setFormError(`Enter both the App ID and the App Key to connect (or neither, to use the saved ones).`)
      return
    }
    setErrors({})
    oauth.mutate(appId && appKey ? { appId, appKey } : {})
  }
  const hint = (f: FieldName) => (f === 'appKey' ? view.appKeyHint : f === 'accessToken' ? view.accessTokenHint : null)

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={`${FEED_SERVICE_NAME} credentials`}
      className={css({ display: 'grid', gap: '3' })}
    >
      <div
        className={css({
          display: 'grid',
          gap: '3',
          gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
        })}
      >
        {NEWS_FEED_REQUIRED_FIELDS.map((f) => (
          <div key={f} className={css({ display: 'grid', gap: '1' })}>
            <label htmlFor={ids[f]} className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
              {LABELS[f]} <span aria-hidden>*</span>
            </label>
            <Input
              id={ids[f]}
              type={SECRET[f] ? 'password' : 'text'}
              autoComplete="off"
              spellCheck={false}
              required
              maxLength={MAX[f]}
              value={values[f]}
              placeholder={hint(f) ? `Saved: ${hint(f)} (enter again to change)` : undefined}
              aria-invalid={errors[f] ? true : undefined}
              aria-describedby={errors[f] ? `${ids[f]}-error` : undefined}
              onChange={(e) => setValues((v) => ({ ...v, [f]: e.target.value }))}
            />
            {errors[f] && (
              <p id={`${ids[f]}-error`} className={css({ fontSize: 'sm', color: 'danger.fg' })}>
                {errors[f]}
              </p>
            )}
          </div>
        ))}
      </div>
      <label
        htmlFor={ids.active}
        className={css({ display: 'inline-flex', gap: '2', alignItems: 'center', minH: '11', fontSize: 'sm' })}
      >
        <input
          id={ids.active}
          type="checkbox"
          checked={active}
          onChange={(e) => setActive(e.target.checked)}
          className={css({ w: '5', h: '5', accentColor: 'accent.default' })}
        />
        Active (add its articles at each refresh)
      </label>
      {formError && (
        <p role="alert" className={css({ color: 'danger.fg', fontWeight: 'medium', fontSize: 'sm' })}>
          {formError}
        </p>
      )}
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        <Button type="submit" loading={save.isPending} loadingText="Saving…">
          Save configuration
        </Button>
        <Button variant="outline" onClick={connect} loading={oauth.isPending} loadingText="Opening…">
          Connect with {FEED_SERVICE_NAME}
        </Button>
      </div>
    </form>
  )
}

const factsRow = css({ justifyContent: 'start', fontSize: 'sm' })
