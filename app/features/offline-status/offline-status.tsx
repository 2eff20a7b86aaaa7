/**
 * The outbox status indicator: a small pill bottom-left that says offline,
 * "n waiting to send", "sending" or "all sent" with the last successful sync, and "needs
 * attention" when the server refused something. It opens "Your submissions", where a waiting
 * entry shows its last error and a refused one can be edited, resent or discarded.
 * Without IndexedDB (private browsing) it shows the online-only notice instead.
 * Mounted (lazily, after idle) by app/routes/__root.tsx.
 */
import { Suspense, useEffect, useRef, useState } from 'react'
import { AlertIcon, CheckCircleIcon, CloseIcon, RefreshIcon, WifiOffIcon } from '#app/components/ui/icons.tsx'
import { tinted } from '#app/components/ui/styles.ts'
import { VisuallyHidden } from '#app/components/ui/visually-hidden.tsx'
import { lazyChunk } from '#app/lib/lazy-chunk.ts'
import { getOfflineClient, type OfflineClient } from '#app/offline/client.ts'
import { useOutboxStatus } from '#app/offline/use-outbox.ts'
import { css, cx } from '#styled-system/css'
import { describeStatus, lastSyncText, type StatusView } from './status-model'

// The dialog (Ark dialog, the edit form, the lead schemas) loads when the pill is opened.
const SubmissionsDialog = lazyChunk(() =>
  import('./submissions-dialog').then((m) => ({ default: m.SubmissionsDialog })),
)

/** How long "All sent" stays after the queue drained. */
const SENT_VISIBLE_MS = 8_000
export const ONLINE_ONLY_NOTICE = 'Offline saving is unavailable in this browser mode; forms send only while online.'
const NOTICE_DISMISSED_KEY = 'offline-notice-dismissed'

export function OfflineStatus() {
  // undefined while opening the device database; null when it cannot be used.
  const [client, setClient] = useState<OfflineClient | null | undefined>(undefined)
  useEffect(() => {
    let live = true
    getOfflineClient().then(
      (c) => live && setClient(c),
      () => live && setClient(null),
    )
    return () => {
      live = false
    }
  }, [])
  if (client === undefined) return null
  if (client === null) return <OnlineOnlyNotice />
  return <StatusPill client={client} />
}

const dock = css({
  position: 'fixed',
  zIndex: 'sticky',
  left: '3',
  bottom: '[calc(env(safe-area-inset-bottom, 0px) + 0.75rem)]',
  maxWidth: '[calc(100vw - 6.5rem)]',
  md: { left: '4', bottom: '[calc(env(safe-area-inset-bottom, 0px) + 1rem)]', maxWidth: 'sm' },
})

const toneStyles: Record<StatusView['tone'], string> = {
  neutral: css({ bg: 'neutral.default', color: 'fg.onAccent', borderColor: 'neutral.default' }),
  info: css({ bg: 'info.default', color: 'fg.onAccent', borderColor: 'info.default' }),
  success: css({ bg: 'success.default', color: 'fg.onAccent', borderColor: 'success.default' }),
  warning: css({ bg: 'warning.default', color: 'fg.onAccent', borderColor: 'warning.default' }),
  danger: css({ bg: 'danger.default', color: 'fg.onAccent', borderColor: 'danger.default' }),
}

const pill = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minHeight: '11',
  maxWidth: 'full',
  px: '3.5',
  py: '1.5',
  borderRadius: 'full',
  borderWidth: '1px',
  borderStyle: 'solid',
  boxShadow: 'overlay',
  textAlign: 'left',
  cursor: 'pointer',
  textStyle: 'sm',
  lineHeight: 'tight',
  _focusVisible: { outline: '2px solid', outlineColor: 'border.focus', outlineOffset: '0.5' },
  '& svg': { width: '4', height: '4', flexShrink: '0' },
})

function PillIcon({ view }: { view: StatusView }) {
  switch (view.kind) {
    case 'offline':
      return <WifiOffIcon aria-hidden="true" />
    case 'sent':
      return <CheckCircleIcon aria-hidden="true" />
    case 'attention':
      return <AlertIcon aria-hidden="true" />
    case 'sending':
      return (
        <RefreshIcon
          aria-hidden="true"
          className={css({
            animationName: 'spin',
            animationDuration: 'spinner',
            animationTimingFunction: 'linear',
            animationIterationCount: 'infinite',
            _motionReduce: { animationDuration: 'spinnerReduced' },
          })}
        />
      )
    default:
      return <RefreshIcon aria-hidden="true" />
  }
}

function StatusPill({ client }: { client: OfflineClient }) {
  const status = useOutboxStatus(client.db)
  const [now, setNow] = useState(() => Date.now())
  const [drained, setDrained] = useState(false)
  const [open, setOpen] = useState(false)
  const waiting = status.pending + status.sending
  const previousWaiting = useRef(waiting)

  // "All sent" for a few seconds after the queue empties.
  useEffect(() => {
    const before = previousWaiting.current
    previousWaiting.current = waiting
    if (before > 0 && waiting === 0 && status.rejected === 0) {
      setDrained(true)
      setNow(Date.now())
      const timer = setTimeout(() => setDrained(false), SENT_VISIBLE_MS)
      return () => clearTimeout(timer)
    }
    if (waiting > 0) setDrained(false)
    return undefined
  }, [waiting, status.rejected])

  // Keep "Last sent 5 minutes ago" current.
  // biome-ignore lint/correctness/useExhaustiveDependencies: restarts the clock when the queue's state changes, so the label is fresh at once
  useEffect(() => {
    setNow(Date.now())
    const timer = setInterval(() => setNow(Date.now()), 30_000)
    return () => clearInterval(timer)
  }, [status.lastSyncAt, status.pending, status.online])

  const view = describeStatus(status, now, drained)
  const visible = view.kind !== 'hidden' || open

  return (
    <>
      <VisuallyHidden role="status" aria-live="polite">
        {view.announcement}
      </VisuallyHidden>
      {visible && view.kind !== 'hidden' ? (
        <div className={dock} data-testid="outbox-status" data-state={view.kind}>
          <button
            type="button"
            className={cx(pill, toneStyles[view.tone])}
            aria-haspopup="dialog"
            onClick={() => setOpen(true)}
          >
            <PillIcon view={view} />
            <span className={css({ display: 'grid', minWidth: '0' })}>
              <span className={css({ fontWeight: 'semibold', truncate: true })}>{view.label}</span>
              {view.detail ? (
                <span
                  className={css({
                    textStyle: 'xs',
                    truncate: true,
                    display: { base: view.kind === 'waiting' ? 'block' : 'none', md: 'block' },
                  })}
                >
                  {view.detail}
                </span>
              ) : null}
            </span>
          </button>
        </div>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <SubmissionsDialog
            client={client}
            status={status}
            lastSync={lastSyncText(status.lastSyncAt, now)}
            open={open}
            onOpenChange={setOpen}
          />
        </Suspense>
      ) : null}
    </>
  )
}

function readDismissed() {
  try {
    return sessionStorage.getItem(NOTICE_DISMISSED_KEY) === '1'
  } catch {
    return false
  }
}

/** IndexedDB is unusable here: forms still work, but only while online. */
function OnlineOnlyNotice() {
  const [dismissed, setDismissed] = useState(readDismissed)
  if (dismissed) return null
  const dismiss = () => {
    setDismissed(true)
    try {
      sessionStorage.setItem(NOTICE_DISMISSED_KEY, '1')
    } catch {
      // Storage is blocked too; the notice returns on the next page load.
    }
  }
  return (
    <div className={dock}>
      <div
        role="status"
        data-testid="online-only-notice"
        className={cx(
          tinted.warning,
          css({
            display: 'flex',
            alignItems: 'flex-start',
            gap: '2',
            p: '3',
            pr: '1',
            borderRadius: 'lg',
            borderStyle: 'solid',
          }),
          css({ color: 'fg.default', boxShadow: 'overlay', textStyle: 'sm' }),
          css({ '& > svg': { width: '5', height: '5', flexShrink: '0', color: 'warning.fg', mt: '0.5' } }),
        )}
      >
        <AlertIcon aria-hidden="true" />
        <p className={css({ flex: '1' })}>{ONLINE_ONLY_NOTICE}</p>
        <button
          type="button"
          onClick={dismiss}
          aria-label="Dismiss notice"
          className={css({
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            width: '11',
            height: '11',
            mt: '-2',
            borderRadius: 'md',
            color: 'fg.muted',
            cursor: 'pointer',
            _hover: { bg: 'warning.border' },
            _focusVisible: { outline: '2px solid', outlineColor: 'border.focus' },
            '& svg': { width: '4', height: '4' },
          })}
        >
          <CloseIcon />
        </button>
      </div>
    </div>
  )
}
