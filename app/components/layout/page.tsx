import { Link } from '@tanstack/react-router'
import { type ReactNode, useId } from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { PhoneIcon } from '#app/components/ui/icons.tsx'
import { heading } from '#app/components/ui/styles.ts'
import { BRAND } from '#shared/config/brand.ts'
import { telHref } from '#shared/text/phone.ts'
import { css, cx } from '#styled-system/css'
import { pageWidth } from './layout-styles'

/*
 * The frame of a public page and the parts of the written pages: the page with its one <h1>,
 * a section with its h2, the text styles they share, and the closing call to action.
 */

/** Page frame: a centred container with the page's one <h1>. */
export function Page({
  title,
  lead,
  children,
  wide,
  className,
}: {
  title?: ReactNode
  lead?: ReactNode
  children?: ReactNode
  wide?: boolean
  className?: string
}) {
  return (
    <div
      className={cx(
        css({ maxW: wide ? '7xl' : '5xl', mx: 'auto', px: { base: '4', md: '6' }, py: { base: '8', md: '12' } }),
        className,
      )}
    >
      {title && (
        <header className={css({ mb: { base: '6', md: '8' } })}>
          <h1 className={heading.page}>{title}</h1>
          {lead && <p className={css({ mt: '3', textStyle: 'lg', color: 'fg.muted', maxW: '3xl' })}>{lead}</p>}
        </header>
      )}
      {children}
    </div>
  )
}

/** For a route whose screen arrives with later work: says plainly what will be there. */
export function ComingSoon({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Page title={title}>
      <p className={css({ color: 'fg.muted', maxW: '2xl' })}>{children}</p>
    </Page>
  )
}

/**
 * A section of a written page (/about, /mortgage-options, /why-broker, /app, /become-broker):
 * its h2 and an optional lead, then the content.
 */
export function StaticSection({
  title,
  lead,
  prose = false,
  children,
  className,
}: {
  title: string
  lead?: ReactNode
  /** The content is running text: set in the prose style (proseClass). */
  prose?: boolean
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
      <div className={cx(css({ mt: { base: '5', md: '6' } }), prose && proseClass)}>{children}</div>
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

const cardCell = css({ display: 'flex' })

/**
 * A list of cards in the responsive grid (cardGridClass): one `li` per item, a flex cell so that
 * the card (given `flex: 1`) fills its row's height. `children` draws one item's card.
 */
export function CardGrid<T>({
  items,
  itemKey,
  cols,
  children,
  ...list
}: {
  items: readonly T[]
  itemKey(item: T): string
  cols?: 2 | 3 | 4
  'aria-label'?: string
  children(item: T): ReactNode
}) {
  return (
    <ul {...list} className={cardGridClass(cols)}>
      {items.map((item) => (
        <li key={itemKey(item)} className={cardCell}>
          {children(item)}
        </li>
      ))}
    </ul>
  )
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

/** The brand-coloured panel of a call to action (its title, a line of text, its buttons). */
export const ctaPanel = css({
  bg: 'brand.default',
  color: 'fg.onAccent',
  borderRadius: '2xl',
  px: { base: '6', md: '10' },
  py: { base: '8', md: '12' },
  display: 'grid',
  gap: '6',
})
export const ctaTitle = css({ textStyle: { base: '2xl', md: '3xl' }, fontWeight: 'bold', color: 'fg.onAccent' })

/**
 * Closing call to action band: 'Contact Us' (/contact) and the office phone. Used at the foot
 * of the home page and of the static pages (/about, /mortgage-options, /why-broker, /app).
 */
export function ContactCta({
  title = 'Ready to talk about your mortgage?',
  text = 'Buying, renewing or refinancing: a licensed agent will compare your options and explain them in plain language. No cost, no obligation.',
  cta = 'Contact Us',
}: {
  title?: string
  text?: string
  cta?: string
}) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={cx(pageWidth, css({ pt: { base: '4', md: '8' } }))}>
      <div
        className={cx(ctaPanel, css({ gridTemplateColumns: { base: '1fr', md: '1fr auto' }, alignItems: 'center' }))}
      >
        <div>
          <h2 id={headingId} className={ctaTitle}>
            {title}
          </h2>
          <p className={css({ mt: '2', color: 'brand.subtle', textStyle: { base: 'md', md: 'lg' }, maxW: '2xl' })}>
            {text}
          </p>
        </div>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
          <Button asChild size="lg">
            <Link to="/contact">{cta}</Link>
          </Button>
          <Button asChild size="lg" variant="outline" tone="brand">
            <a href={telHref(BRAND.phone)}>
              <PhoneIcon /> {BRAND.phone}
            </a>
          </Button>
        </div>
      </div>
    </section>
  )
}
