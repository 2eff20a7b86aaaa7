import { type ReactNode, useId } from 'react'
import { css, cx } from '#styled-system/css'

/**
 * Building blocks of the written pages (/about, /mortgage-options, /why-broker, /app):
 * a section with its h2 and an optional lead, and the text styles they share.
 */
export function StaticSection({
  title,
  lead,
  children,
  className,
}: {
  title: string
  lead?: ReactNode
  children: ReactNode
  className?: string
}) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className={cx(css({ mt: { base: '12', md: '16' }, _first: { mt: '0' } }), className)}
    >
      <h2 id={headingId} className={css({ textStyle: { base: '2xl', md: '3xl' }, fontWeight: 'bold' })}>
        {title}
      </h2>
      {lead && <p className={css({ mt: '2', color: 'fg.muted', textStyle: 'lg', maxW: '3xl' })}>{lead}</p>}
      <div className={css({ mt: { base: '5', md: '6' } })}>{children}</div>
    </section>
  )
}

/** Running text: comfortable measure and rhythm. */
export const proseClass = css({
  maxW: 'prose',
  color: 'fg.default',
  lineHeight: 'relaxed',
  '& > * + *': { mt: '4' },
  '& strong': { fontWeight: 'semibold', color: 'fg.heading' },
})

const gridBase = css({
  display: 'grid',
  gap: { base: '4', md: '6' },
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
  listStyle: 'none',
})
const gridCols = {
  2: gridBase,
  3: cx(gridBase, css({ lg: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } })),
  4: cx(gridBase, css({ lg: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } })),
}

/** Responsive card grid: one column on phones, two from md, `cols` from lg. */
export function cardGridClass(cols: 2 | 3 | 4 = 3) {
  return gridCols[cols]
}

/** A list with check marks drawn by CSS (no icon per item). */
export const checkListClass = css({
  display: 'grid',
  gap: '2',
  listStyle: 'none',
  '& > li': { position: 'relative', pl: '6', lineHeight: 'relaxed' },
  '& > li::before': {
    content: '""',
    position: 'absolute',
    left: '1',
    top: '2',
    w: '2.5',
    h: '1.5',
    borderLeftWidth: '2px',
    borderBottomWidth: '2px',
    borderColor: 'accent.fg',
    transform: 'rotate(-45deg)',
  },
})
