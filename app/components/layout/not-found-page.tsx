import { Link, useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useDocumentTitle } from '#app/lib/use-document-title.ts'
import { css } from '#styled-system/css'

/** Spec: 'Oops! Page not found' with a link back home; the path is logged. */
export function NotFoundPage() {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  // Its own title (the prerendered 404 page's too), never the home page's.
  useDocumentTitle('Page not found')
  useEffect(() => {
    console.error(`404 Error: User attempted to access non-existent route: ${pathname}`)
  }, [pathname])
  return (
    <div className={css({ maxW: '2xl', mx: 'auto', px: '4', py: '24', textAlign: 'center' })}>
      <p className={css({ fontSize: '6xl', fontWeight: 'bold', color: 'fg.heading' })}>404</p>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'semibold', mt: '2' })}>Oops! Page not found</h1>
      <p className={css({ color: 'fg.muted', mt: '2' })}>
        The page you were looking for isn't here. It may have moved.
      </p>
      <Link
        to="/"
        className={css({
          display: 'inline-block',
          mt: '6',
          color: 'accent.fg',
          fontWeight: 'semibold',
          textDecoration: 'underline',
          minH: '11',
          py: '2',
        })}
      >
        Return to Home
      </Link>
    </div>
  )
}
