import type { ReactNode } from 'react'
import { figure, surface } from '#app/components/ui/styles.ts'
import { css, cx } from '#styled-system/css'

export type Stat = { label: string; value: ReactNode; note?: ReactNode; testId?: string }

const COLUMNS = {
  3: css({ gridTemplateColumns: { base: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }),
  4: css({ gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }),
  5: css({ gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' } }),
}

/** Key figures of a staff screen as a description list of tiles: the label, the figure, a note under it. */
export function StatList({
  items,
  columns = 4,
  label,
}: {
  items: readonly Stat[]
  columns?: 3 | 4 | 5
  label?: string
}) {
  return (
    <dl aria-label={label} className={`${css({ display: 'grid', gap: '3' })} ${COLUMNS[columns]}`}>
      {items.map((item) => (
        <div
          key={item.label}
          data-testid={item.testId}
          className={cx(surface.tile, css({ display: 'grid', gap: '1', alignContent: 'start', p: '4' }))}
        >
          <dt className={css({ fontSize: 'sm', color: 'fg.muted' })}>{item.label}</dt>
          <dd className={figure.tile}>{item.value}</dd>
          {item.note ? <dd className={css({ fontSize: 'sm', color: 'fg.muted' })}>{item.note}</dd> : null}
        </div>
      ))}
    </dl>
  )
}
