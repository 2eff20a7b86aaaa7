import type { ReactNode } from 'react'
import { type QueryLike, QueryStates } from '#app/components/ui/screen-states.tsx'
import { RESPONSE_TIME_TEXTS as T } from '#shared/leads/response-time.ts'
import { css } from '#styled-system/css'

/**
 * The body of a response-time read, for the agent's card and the admin's panel: its loading,
 * failed and no-leads states, what `children` shows of the rows, and the note on what counts.
 */
export function ResponseTimeStates<D extends { rows: readonly unknown[] }>({
  query,
  testId,
  children,
}: {
  query: QueryLike<D>
  testId: string
  children(data: D): ReactNode
}) {
  return (
    <div className={css({ display: 'grid', gap: '3' })} data-testid={testId}>
      <QueryStates
        query={query}
        loading={T.loading}
        error={T.failed}
        empty={T.none}
        isEmpty={(d) => d.rows.length === 0}
      >
        {children}
      </QueryStates>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{T.counting}</p>
    </div>
  )
}
