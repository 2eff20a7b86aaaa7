import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react'
import { LabelledSelect } from '#app/components/form/labelled-select.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { AlertIcon, InfoIcon } from '#app/components/ui/icons.tsx'
import { nativeSelect } from '#app/components/ui/native-select.ts'
import { notify } from '#app/components/ui/notify.ts'
import { tinted } from '#app/components/ui/styles.ts'
import { useRates } from '#app/data/public/rates.ts'
import {
  type AlertCriteria,
  browserPushEnv,
  type PushSupport,
  pushSupport,
  RateAlertError,
  rateAlertKeys,
  removeAlert,
  removeAllAlerts,
  subscribeToAlert,
  useRateAlerts,
} from '#app/data/rate-alerts.ts'
import { whenIdle } from '#app/lib/idle.ts'
import {
  formatRate,
  MORTGAGE_TYPE_FOR,
  MORTGAGE_TYPE_LABELS,
  MORTGAGE_TYPES,
  type MortgageType,
  type ProvinceCode,
  provinceFromCode,
  RATE_TYPES,
  type RateType,
  rateProductLabel,
  type Term,
} from '#shared/constants/rates.ts'
import { MAX_ALERTS_PER_DEVICE } from '#shared/rate-alerts/device.ts'
import { MAX_RATE_PERCENT, RATE_DECIMALS, rateProblem } from '#shared/rules/rates.ts'
import type { RateAlert } from '#shared/schemas/rate-alerts.ts'
import { css, cx } from '#styled-system/css'
import { PROVINCE_CHOICES, TERM_CHOICES } from './rate-choices'
import { ratesCard } from './rates-styles'
import { selectRateRows } from './select-rates'

const TYPE_LABEL: Record<RateType, string> = { fixed: 'Fixed', variable: 'Variable' }
const selectClass = cx(nativeSelect, css({ w: 'full' }))
/** Spans both columns of the alert form on phones. */
const wideOnPhones = css({ gridColumn: { base: 'span 2', md: 'auto' } })
const labelClass = css({ fontSize: 'sm', fontWeight: 'medium' })
const noticeClass = css({
  display: 'flex',
  gap: '3',
  alignItems: 'start',
  borderRadius: 'lg',
  p: '4',
  color: 'fg.default',
})

/** '5 year fixed, Conventional, Ontario' */
export function describeAlert(a: Pick<RateAlert, 'term' | 'rateType' | 'mortgageType' | 'province'>) {
  return `${rateProductLabel(a)}, ${provinceFromCode(a.province).name}`
}

function formatDay(iso: string) {
  return new Date(iso).toLocaleDateString('en-CA', { month: 'long', day: 'numeric', year: 'numeric' })
}

/** Today's lowest our rate of a product, from the rates the page already has. */
function useCurrentRate(
  province: ProvinceCode,
  term: Term,
  rateType: RateType,
  mortgageType: MortgageType,
): number | null {
  const rates = useRates(province)
  const row = selectRateRows(rates.rates, provinceFromCode(province).name, rateType).find((r) => r.term === term)
  return row?.cells[mortgageType]?.ourRate ?? null
}

/**
 * Rate alerts on /rates (docs/decisions/059-rate-alerts-ui.md): the visitor picks the
 * product and a target (or any drop), then taps to turn the alert on; the browser's permission
 * prompt follows that tap, never earlier. Where push cannot work the panel says why and how to
 * install. The device's alerts are listed with their state; each can be edited or removed.
 */
export function RateAlertsPanel({ province, rateType }: { province: ProvinceCode; rateType: RateType }) {
  const headingId = useId()
  const [support, setSupport] = useState<PushSupport | null>(null)
  useEffect(() => setSupport(pushSupport(browserPushEnv())), [])
  const [editing, setEditing] = useState<RateAlert | null>(null)
  // This device's alerts live in IndexedDB: read once the page is interactive and the browser is
  // idle, not while /rates hydrates (opening the database brought Dexie, 31 KB, onto the first
  // load's critical path). Until then the list is not shown, as while it loads.
  const [afterStart, setAfterStart] = useState(false)
  useEffect(() => {
    void whenIdle().then(() => setAfterStart(true))
  }, [])
  const alerts = useRateAlerts(afterStart)
  const queryClient = useQueryClient()

  // The service worker tells open pages when an alert arrived: its state changes to 'sent'.
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { type?: unknown } | null)?.type === 'rate-alert-received')
        void queryClient.invalidateQueries({ queryKey: rateAlertKeys.all })
    }
    navigator.serviceWorker.addEventListener('message', onMessage)
    return () => navigator.serviceWorker.removeEventListener('message', onMessage)
  }, [queryClient])

  const list = alerts.data ?? []
  return (
    <section
      id="rate-alerts"
      aria-labelledby={headingId}
      className={cx(
        ratesCard,
        css({
          mt: '8',
          scrollMarginTop: '24',
          display: 'grid',
          gap: '5',
        }),
      )}
    >
      <div>
        <h2 id={headingId} className={css({ textStyle: '2xl', fontWeight: 'bold', color: 'fg.heading' })}>
          Rate alerts
        </h2>
        <p className={css({ mt: '1', color: 'fg.muted', maxW: '3xl' })}>
          Get a notification on this device when today’s rate reaches your target, or drops at all. No name or email
          needed.
        </p>
      </div>

      {support && !support.ok ? (
        <UnsupportedNotice reason={support.reason} />
      ) : (
        <AlertForm
          key={editing?.id ?? 'new'}
          editing={editing}
          defaults={{ province, rateType }}
          full={!editing && list.length >= MAX_ALERTS_PER_DEVICE}
          onDone={() => setEditing(null)}
          onDenied={() => setSupport({ ok: false, reason: 'denied' })}
        />
      )}

      <AlertList
        alerts={list}
        status={alerts.status}
        onEdit={setEditing}
        editingId={editing?.id ?? null}
        canEdit={support?.ok === true}
      />

      <details className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        <summary
          className={css({
            cursor: 'pointer',
            fontWeight: 'medium',
            color: 'fg.default',
            minH: '11',
            display: 'flex',
            alignItems: 'center',
          })}
        >
          What we keep, and how to remove it
        </summary>
        <p className={css({ mt: '2', maxW: '3xl' })}>
          No name, email or account. We keep a random id this device made, a fingerprint of its key, the address your
          browser’s push service gave us to reach this device, and each alert’s product, target, and when it was last
          sent. Removing an alert deletes it; removing the last one (or “Remove all alerts”) also deletes the push
          address. Alerts whose device can no longer be reached are deleted automatically.
        </p>
      </details>
    </section>
  )
}

function UnsupportedNotice({ reason }: { reason: 'ios-install' | 'unsupported' | 'denied' }) {
  return (
    <div role="status" data-testid="alerts-unavailable" className={cx(noticeClass, tinted.warning)}>
      <InfoIcon aria-hidden className={css({ flexShrink: 0, mt: '0.5', color: 'warning.fg' })} />
      <div className={css({ display: 'grid', gap: '2' })}>
        {reason === 'ios-install' ? (
          <>
            <p className={css({ fontWeight: 'semibold' })}>
              On iPhone and iPad, rate alerts work in the installed app.
            </p>
            <p className={css({ fontSize: 'sm' })}>
              Tap the Share button, then “Add to Home Screen”. Open the app from your home screen and turn your alert on
              there (iOS 16.4 or later).{' '}
              <Link to="/app" className={css({ color: 'accent.fg', textDecoration: 'underline' })}>
                How to install the app
              </Link>
            </p>
          </>
        ) : reason === 'denied' ? (
          <>
            <p className={css({ fontWeight: 'semibold' })}>Notifications are blocked for this site.</p>
            <p className={css({ fontSize: 'sm' })}>
              To get rate alerts, allow notifications for this site in your browser’s site settings (the icon beside the
              address bar), then reload this page.
            </p>
          </>
        ) : (
          <>
            <p className={css({ fontWeight: 'semibold' })}>This browser can’t receive push notifications.</p>
            <p className={css({ fontSize: 'sm' })}>
              Open this page in a recent Chrome, Edge, Firefox or Safari, or install our app.{' '}
              <Link to="/app" className={css({ color: 'accent.fg', textDecoration: 'underline' })}>
                How to install the app
              </Link>
            </p>
          </>
        )}
      </div>
    </div>
  )
}

type FormState = {
  province: ProvinceCode
  term: Term
  rateType: RateType
  mortgageType: MortgageType
  kind: 'target' | 'any-drop'
  rate: string
}

const TARGET_RATE_WORDS = {
  'not-positive': 'Must be more than 0',
  'too-high': `Must be at most ${MAX_RATE_PERCENT}`,
  'too-precise': `Use at most ${RATE_DECIMALS} decimals`,
} as const

/** A target rate as typed ('4.25', '4,25 %') under the alert schema's rate rule, or an error message. */
export function parseTargetRate(text: string): { ok: true; rate: number } | { ok: false; message: string } {
  const cleaned = text.replace(',', '.').replace('%', '').trim()
  if (!cleaned) return { ok: false, message: 'Enter your target rate' }
  // Digits with an optional decimal part: Number() would also read '1e1', '0x10' or '-2'.
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return { ok: false, message: 'Enter a rate like 4.25' }
  const rate = Number(cleaned)
  const problem = rateProblem(rate)
  return problem ? { ok: false, message: TARGET_RATE_WORDS[problem] } : { ok: true, rate }
}

function AlertForm({
  editing,
  defaults,
  full,
  onDone,
  onDenied,
}: {
  editing: RateAlert | null
  defaults: { province: ProvinceCode; rateType: RateType }
  full: boolean
  onDone: () => void
  onDenied: () => void
}) {
  const queryClient = useQueryClient()
  const [form, setForm] = useState<FormState>(() =>
    editing
      ? {
          province: editing.province,
          term: editing.term,
          rateType: editing.rateType,
          mortgageType: editing.mortgageType,
          kind: editing.target.kind,
          rate: editing.target.kind === 'target' ? String(editing.target.rate) : '',
        }
      : {
          province: defaults.province,
          term: '5 year',
          rateType: defaults.rateType,
          mortgageType: 'Conventional',
          kind: 'target',
          rate: '',
        },
  )
  const [rateError, setRateError] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const current = useCurrentRate(form.province, form.term, form.rateType, form.mortgageType)
  const ids = {
    rate: useId(),
    rateHelp: useId(),
    rateError: useId(),
    kind: useId(),
  }
  const set = <K extends keyof FormState>(k: K, v: FormState[K]) => setForm((f) => ({ ...f, [k]: v }))

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setFailure(null)
    let target: AlertCriteria['target']
    if (form.kind === 'target') {
      const parsed = parseTargetRate(form.rate)
      if (!parsed.ok) {
        setRateError(parsed.message)
        document.getElementById(ids.rate)?.focus()
        return
      }
      target = { kind: 'target', rate: parsed.rate }
    } else {
      if (current === null) {
        setFailure(
          'There is no rate today for this product, so a drop cannot be measured. Choose a target rate instead.',
        )
        return
      }
      target = { kind: 'any-drop' }
    }
    setRateError(null)
    setBusy(true)
    // Called in the submit handler itself: the permission prompt follows the visitor's tap.
    const created = subscribeToAlert({
      province: form.province,
      term: form.term,
      rateType: form.rateType,
      mortgageType: form.mortgageType,
      target,
    })
    void created
      .then(async (alert) => {
        if (editing) await removeAlert(editing.id).catch(() => undefined)
        await queryClient.invalidateQueries({ queryKey: rateAlertKeys.all })
        notify('success', {
          title: editing ? 'Alert updated' : 'Rate alert is on',
          description: `We’ll notify this device about the ${describeAlert(alert)} rate.`,
        })
        if (!editing) setForm((f) => ({ ...f, rate: '' }))
        onDone()
      })
      .catch((error: unknown) => {
        if (error instanceof RateAlertError && error.reason === 'denied') return onDenied()
        const fieldMessage =
          error instanceof RateAlertError ? (error.fields['target.rate'] ?? error.fields.target) : undefined
        if (fieldMessage && form.kind === 'target') setRateError(fieldMessage)
        setFailure(error instanceof Error ? error.message : 'The alert could not be saved. Please try again.')
      })
      .finally(() => setBusy(false))
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={editing ? 'Edit rate alert' : 'New rate alert'}
      className={css({ display: 'grid', gap: '4' })}
    >
      {editing && <p className={css({ fontWeight: 'semibold' })}>Editing: {describeAlert(editing)}</p>}
      <div
        className={css({
          display: 'grid',
          gap: '3',
          gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
          '& select': { w: 'full' },
        })}
      >
        <LabelledSelect
          label="Province"
          value={form.province}
          options={PROVINCE_CHOICES}
          onChange={(v) => set('province', v)}
          className={wideOnPhones}
        />
        <LabelledSelect label="Term" value={form.term} options={TERM_CHOICES} onChange={(v) => set('term', v)} />
        <LabelledSelect
          label="Rate type"
          value={form.rateType}
          options={RATE_TYPES.map((t) => ({ value: t, label: TYPE_LABEL[t] }))}
          onChange={(v) => set('rateType', v)}
        />
        <LabelledSelect
          label="Mortgage type"
          value={form.mortgageType}
          options={MORTGAGE_TYPES.map((t) => ({
            value: t,
            label: `${MORTGAGE_TYPE_LABELS[t]}, ${MORTGAGE_TYPE_FOR[t]}`,
          }))}
          onChange={(v) => set('mortgageType', v)}
          className={wideOnPhones}
        />
      </div>

      <fieldset className={css({ display: 'grid', gap: '2' })}>
        <legend className={`${labelClass} ${css({ mb: '1' })}`}>Alert me when</legend>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
          <KindRadio name={ids.kind} checked={form.kind === 'target'} onSelect={() => set('kind', 'target')}>
            the rate reaches my target
          </KindRadio>
          {form.kind === 'target' && (
            <span className={css({ display: 'inline-flex', gap: '2', alignItems: 'center' })}>
              <label htmlFor={ids.rate} className={css({ srOnly: true })}>
                Target rate (%)
              </label>
              <input
                id={ids.rate}
                inputMode="decimal"
                autoComplete="off"
                value={form.rate}
                placeholder={current !== null ? formatRate(Math.max(0.01, current - 0.1)) : '4.25'}
                aria-invalid={rateError ? true : undefined}
                aria-describedby={`${ids.rateHelp}${rateError ? ` ${ids.rateError}` : ''}`}
                onChange={(e) => {
                  set('rate', e.target.value)
                  setRateError(null)
                }}
                className={`${selectClass} ${css({ w: '24', fontVariantNumeric: 'tabular-nums', borderColor: rateError ? 'danger.default' : 'border.default' })}`}
              />
              <span aria-hidden>%</span>
            </span>
          )}
        </div>
        <KindRadio name={ids.kind} checked={form.kind === 'any-drop'} onSelect={() => set('kind', 'any-drop')}>
          the rate drops at all
        </KindRadio>
        <p id={ids.rateHelp} className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {current !== null
            ? `Today’s ${rateProductLabel(form)} rate: ${formatRate(current)}%.`
            : 'No rate today for this product.'}{' '}
          At most one notification a day.
        </p>
        {rateError && (
          <p id={ids.rateError} className={css({ fontSize: 'sm', color: 'danger.fg', fontWeight: 'medium' })}>
            {rateError}
          </p>
        )}
      </fieldset>

      {failure && (
        <div role="alert" className={cx(noticeClass, tinted.danger)}>
          <AlertIcon aria-hidden className={css({ flexShrink: 0, mt: '0.5', color: 'danger.fg' })} />
          <p>{failure}</p>
        </div>
      )}
      {full && (
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          This device has {MAX_ALERTS_PER_DEVICE} alerts, the most it can have. Remove one to add another.
        </p>
      )}

      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
        <Button type="submit" loading={busy} loadingText="Turning on…" disabled={full}>
          {editing ? 'Save alert' : 'Turn on rate alert'}
        </Button>
        {editing && (
          <Button variant="outline" onClick={onDone} disabled={busy}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  )
}

function AlertState({ alert }: { alert: RateAlert }) {
  if (alert.state === 'sent' && alert.lastSentAt)
    return (
      <Badge tone="success" size="sm">
        Sent {formatDay(alert.lastSentAt)}
        {alert.lastSentRate !== null ? ` at ${formatRate(alert.lastSentRate)}%` : ''}
      </Badge>
    )
  if (alert.state === 'retrying')
    return (
      <Badge tone="warning" size="sm">
        Sending again soon
      </Badge>
    )
  return (
    <Badge tone="info" size="sm">
      Watching
    </Badge>
  )
}

function AlertList({
  alerts,
  status,
  onEdit,
  editingId,
  canEdit,
}: {
  alerts: RateAlert[]
  status: 'pending' | 'success' | 'error'
  onEdit: (a: RateAlert) => void
  editingId: string | null
  canEdit: boolean
}) {
  const headingId = useId()
  const queryClient = useQueryClient()
  const [removing, setRemoving] = useState<string | null>(null)
  const remove = (a: RateAlert | 'all') => {
    setRemoving(a === 'all' ? 'all' : a.id)
    void (a === 'all' ? removeAllAlerts() : removeAlert(a.id))
      .then(() => notify('success', { title: a === 'all' ? 'All alerts removed from this device' : 'Alert removed' }))
      .catch(() =>
        notify('error', {
          title: 'The alert could not be removed',
          description: 'Check your connection and try again.',
        }),
      )
      .finally(() => {
        setRemoving(null)
        void queryClient.invalidateQueries({ queryKey: rateAlertKeys.all })
      })
  }
  if (status === 'pending' || (status === 'success' && alerts.length === 0)) return null
  return (
    <div className={css({ borderTopWidth: '1px', borderColor: 'border.subtle', pt: '4' })}>
      <h3 id={headingId} className={css({ fontSize: 'lg', fontWeight: 'semibold', color: 'fg.heading', mb: '2' })}>
        Your alerts on this device
      </h3>
      {status === 'error' ? (
        <p role="alert" className={css({ color: 'fg.muted' })}>
          Your alerts can’t be loaded right now (you may be offline).
        </p>
      ) : (
        <>
          <ul aria-labelledby={headingId} className={css({ display: 'grid', gap: '2', listStyle: 'none' })}>
            {alerts.map((a) => (
              <li
                key={a.id}
                className={css({
                  display: 'flex',
                  flexWrap: 'wrap',
                  gap: '3',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  p: '3',
                  borderRadius: 'lg',
                  bg: a.id === editingId ? 'accent.subtle' : 'bg.subtle',
                })}
              >
                <div className={css({ display: 'grid', gap: '1' })}>
                  <p className={css({ fontWeight: 'semibold' })}>{describeAlert(a)}</p>
                  <p
                    className={css({
                      display: 'flex',
                      flexWrap: 'wrap',
                      gap: '2',
                      alignItems: 'center',
                      fontSize: 'sm',
                      color: 'fg.muted',
                    })}
                  >
                    <span>
                      {a.target.kind === 'target'
                        ? `Target ${formatRate(a.target.rate)}%`
                        : `Any drop${a.baselineRate !== null ? ` below ${formatRate(a.lastSentRate ?? a.baselineRate)}%` : ''}`}
                    </span>
                    <AlertState alert={a} />
                  </p>
                </div>
                <div className={css({ display: 'flex', gap: '2' })}>
                  {canEdit && (
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => onEdit(a)}
                      aria-label={`Edit alert: ${describeAlert(a)}`}
                    >
                      Edit
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="outline"
                    tone="neutral"
                    loading={removing === a.id}
                    onClick={() => remove(a)}
                    aria-label={`Remove alert: ${describeAlert(a)}`}
                  >
                    Remove
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          <Button
            variant="link"
            size="sm"
            className={css({ mt: '3' })}
            loading={removing === 'all'}
            onClick={() => remove('all')}
          >
            Remove all alerts on this device
          </Button>
        </>
      )}
    </div>
  )
}

/** One answer to "Alert me when": a radio and its words, one 44 px row. */
function KindRadio({
  name,
  checked,
  onSelect,
  children,
}: {
  name: string
  checked: boolean
  onSelect(): void
  children: ReactNode
}) {
  return (
    <label className={css({ display: 'inline-flex', gap: '2', alignItems: 'center', minH: '11' })}>
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onSelect}
        className={css({ w: '5', h: '5', accentColor: 'accent.default' })}
      />
      {children}
    </label>
  )
}
