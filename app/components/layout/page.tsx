import type { ReactNode } from 'react'
import { css, cx } from '#styled-system/css'

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
          <h1
            className={css({
              textStyle: { base: '3xl', md: '4xl' },
              fontWeight: 'bold',
              color: 'fg.default',
              lineHeight: 'tight',
            })}
          >
            {title}
          </h1>
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
