import { Link, type LinkProps } from '@tanstack/react-router'
import { type ReactNode, useId } from 'react'
import { pageWidth } from '#app/components/layout/layout-styles.ts'
import { Button } from '#app/components/ui/button.tsx'
import { ChevronRightIcon } from '#app/components/ui/icons.tsx'
import { css, cx } from '#styled-system/css'

/**
 * A home-page band: full-width background, centred content, an h2, an optional lead and an
 * optional link to the page the band sums up.
 */
export function HomeSection({
  title,
  lead,
  more,
  tone = 'canvas',
  children,
  className,
}: {
  title: string
  lead?: ReactNode
  /** The band's page (e.g. 'View All News'), beside the heading on wide screens, under it on narrow ones. */
  more?: { to: LinkProps['to']; label: string }
  tone?: 'canvas' | 'default' | 'subtle'
  children: ReactNode
  className?: string
}) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className={cx(
        css({ py: { base: '12', md: '16' } }),
        tone === 'default'
          ? css({ bg: 'bg.default' })
          : tone === 'subtle'
            ? css({ bg: 'bg.subtle' })
            : css({ bg: 'bg.canvas' }),
        className,
      )}
    >
      <div className={pageWidth}>
        <div
          className={css({
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'end',
            justifyContent: 'space-between',
            gap: '4',
            mb: { base: '6', md: '8' },
          })}
        >
          <div className={css({ maxW: '3xl' })}>
            <h2 id={headingId} className={css({ textStyle: { base: '2xl', md: '3xl' }, fontWeight: 'bold' })}>
              {title}
            </h2>
            {lead && <p className={css({ mt: '2', color: 'fg.muted', textStyle: { base: 'md', md: 'lg' } })}>{lead}</p>}
          </div>
          {more && (
            <Button asChild variant="outline">
              <Link to={more.to}>
                {more.label} <ChevronRightIcon />
              </Link>
            </Button>
          )}
        </div>
        {children}
      </div>
    </section>
  )
}
