import { useEffect, useState } from 'react'
import { Badge } from '#app/components/ui/badge.tsx'
import { EmptyState, LoadingState } from '#app/components/ui/screen-states.tsx'
import { css } from '#styled-system/css'
import { APPLICATION_MESSAGES } from './application-model'
import { type ApplicationListItem, describeApplication } from './my-applications-model'

type State =
  | { status: 'loading' }
  | { status: 'ready'; items: ApplicationListItem[] }
  | { status: 'unavailable' }
  | { status: 'error' }

/**
 * "Your recent applications": the ones sent from this device (docs/decisions/017). The spec's
 * list of every recent application would show strangers' names and contact details to anyone
 * on the public page; staff see all applications in the Leads tab instead.
 */
export function MyApplications() {
  const [state, setState] = useState<State>({ status: 'loading' })

  useEffect(() => {
    let unsubscribe: (() => void) | undefined
    let cancelled = false
    void (async () => {
      try {
        const [{ getOfflineClient }, { liveQuery }] = await Promise.all([
          import('#app/offline/client.ts'),
          import('dexie'),
        ])
        const client = await getOfflineClient()
        if (cancelled) return
        if (!client) {
          setState({ status: 'unavailable' })
          return
        }
        const subscription = liveQuery(() =>
          client.db.outbox.where('kind').equals('application').reverse().sortBy('createdAt'),
        ).subscribe({
          next: (entries) => setState({ status: 'ready', items: entries.slice(0, 10).map(describeApplication) }),
          error: () => setState({ status: 'error' }),
        })
        unsubscribe = () => subscription.unsubscribe()
      } catch {
        if (!cancelled) setState({ status: 'error' })
      }
    })()
    return () => {
      cancelled = true
      unsubscribe?.()
    }
  }, [])

  return (
    <section
      aria-labelledby="my-applications-heading"
      aria-busy={state.status === 'loading'}
      className={css({ display: 'grid', gap: '3' })}
    >
      <h2
        id="my-applications-heading"
        className={css({ textStyle: 'xl', fontWeight: 'semibold', color: 'fg.heading' })}
      >
        Your recent applications
      </h2>
      {state.status === 'loading' ? (
        <LoadingState label="Loading your applications…" />
      ) : state.status === 'error' ? (
        <p role="alert" className={css({ color: 'danger.fg', textStyle: 'sm' })}>
          {APPLICATION_MESSAGES.loadFailed}
        </p>
      ) : state.status === 'unavailable' ? (
        <EmptyState>
          This browser isn't keeping a copy (private browsing), so applications you send aren't listed here.
        </EmptyState>
      ) : state.items.length === 0 ? (
        <EmptyState>
          Applications you send from this device show here for 7 days, with whether they have reached us.
        </EmptyState>
      ) : (
        <ul className={css({ display: 'grid', gap: '3', listStyle: 'none', p: '0', m: '0' })}>
          {state.items.map((item) => (
            <li
              key={item.id}
              className={css({
                display: 'grid',
                gap: '1',
                p: '3',
                borderRadius: 'lg',
                borderWidth: '1px',
                borderStyle: 'solid',
                borderColor: 'border.subtle',
                bg: 'bg.default',
              })}
            >
              <div
                className={css({
                  display: 'flex',
                  justifyContent: 'space-between',
                  alignItems: 'center',
                  gap: '2',
                  flexWrap: 'wrap',
                })}
              >
                <span className={css({ fontWeight: 'semibold' })}>{item.name}</span>
                <Badge tone={item.tone}>{item.statusLabel}</Badge>
              </div>
              <span className={css({ textStyle: 'sm', color: 'fg.muted' })}>
                {item.amountText} · {item.dateText}
              </span>
              {item.address ? (
                <span className={css({ textStyle: 'sm', color: 'fg.muted' })}>{item.address}</span>
              ) : null}
              {item.problem ? (
                <span className={css({ textStyle: 'sm', color: 'danger.fg' })}>{item.problem}</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
