import type { ReactNode } from 'react'
import { Card } from '#app/components/ui/card.tsx'
import { css } from '#styled-system/css'

/** A labelled list of record cards: one column on a phone, as many as fit from there. */
export function CardList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul
      aria-label={label}
      className={css({
        listStyle: 'none',
        display: 'grid',
        gap: '4',
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 21rem), 1fr))',
      })}
    >
      {children}
    </ul>
  )
}

/**
 * One record of a staff list as a card (a list item named by its h3, `id`): an optional picture,
 * the title with its status badge, a line under it, the body, the facts as a description list,
 * and the actions at the foot.
 */
export function RecordCard({
  id,
  title,
  badge,
  media,
  subtitle,
  details = {},
  actions,
  children,
}: {
  id: string
  title: ReactNode
  badge?: ReactNode
  media?: ReactNode
  subtitle?: ReactNode
  /** Term → detail, in order. */
  details?: Record<string, ReactNode>
  actions: ReactNode
  children?: ReactNode
}) {
  return (
    <Card.Root asChild>
      <li aria-labelledby={id}>
        {media}
        <Card.Header>
          <div
            className={css({
              display: 'flex',
              flexWrap: 'wrap',
              justifyContent: 'space-between',
              alignItems: 'flex-start',
              gap: '2',
            })}
          >
            <Card.Title asChild>
              <h3 id={id} className={css({ overflowWrap: 'anywhere' })}>
                {title}
              </h3>
            </Card.Title>
            {badge}
          </div>
          {subtitle}
        </Card.Header>
        <Card.Body className={css({ gap: '3', pb: '4' })}>
          {children}
          {Object.keys(details).length > 0 ? (
            <dl
              className={css({
                display: 'grid',
                gridTemplateColumns: 'auto 1fr',
                columnGap: '3',
                rowGap: '1',
                fontSize: 'sm',
                color: 'fg.muted',
                '& dt': { fontWeight: 'semibold' },
                '& dd': { overflowWrap: 'anywhere' },
              })}
            >
              {Object.entries(details).map(([term, detail]) => (
                <div key={term} className={css({ display: 'contents' })}>
                  <dt>{term}</dt>
                  <dd>{detail}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </Card.Body>
        <Card.Footer
          className={css({ justifyContent: 'flex-start', alignItems: 'center', gap: '2', flexWrap: 'wrap' })}
        >
          {actions}
        </Card.Footer>
      </li>
    </Card.Root>
  )
}
