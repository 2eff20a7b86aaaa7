import { Link } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { css, cx } from '../../../styled-system/css'
import { BRAND } from '../../../shared/brand'
import { ChevronDownIcon, MenuIcon } from '../ui/icons'
import { NAV_MENUS, TOP_LINKS } from './nav'
import { linkStyle } from './nav-styles'

// Start loading the interactive menus as soon as the entry runs; the static triggers below
// hold their place (same size and look) until they arrive.
const menusChunk = import('./header-menus')
// The session (silent refresh on load) and the sign-in dialog arrive with this chunk.
const HeaderSignIn = lazy(() => import('../../features/auth/header-sign-in').then((m) => ({ default: m.HeaderSignIn })))
const HeaderMenus = lazy(() => menusChunk)

function StaticMenuTriggers() {
  return (
    <>
      {NAV_MENUS.map((m) => (
        <button key={m.id} type="button" className={linkStyle} aria-haspopup="menu" aria-expanded={false}>
          {m.label}
          <ChevronDownIcon aria-hidden />
        </button>
      ))}
    </>
  )
}

const hamburger = css({ display: { base: 'inline-flex', lg: 'none' }, alignItems: 'center', justifyContent: 'center', w: '11', h: '11', borderRadius: 'md', color: 'fg.default', _hover: { bg: 'bg.subtle' } })

export function SiteHeader() {
  return (
    <header className={css({ position: 'sticky', top: '0', zIndex: 'sticky', bg: 'bg.default', borderBottomWidth: '1px', borderColor: 'border.subtle' })}>
      <div className={css({ maxW: '7xl', mx: 'auto', px: { base: '4', md: '6' }, h: '16', display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '4' })}>
        <Link to="/" className={css({ display: 'flex', alignItems: 'center', gap: '2', fontWeight: 'bold', color: 'fg.heading', textDecoration: 'none', fontSize: 'lg' })}>
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span>{BRAND.name}</span>
        </Link>
        <nav aria-label="Main" className={css({ display: { base: 'none', lg: 'flex' }, alignItems: 'center', gap: '1' })}>
          <Link to="/" className={linkStyle} activeOptions={{ exact: true }}>
            Home
          </Link>
          {TOP_LINKS.map((l) => (
            <Link key={l.to} to={l.to} className={linkStyle}>
              {l.label}
            </Link>
          ))}
          <Suspense fallback={<StaticMenuTriggers />}>
            <HeaderMenus part="desktop" />
          </Suspense>
        </nav>
        <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
          <Suspense
            fallback={
              <Link to="/auth" className={cx(linkStyle, css({ display: { base: 'none', lg: 'inline-flex' } }))}>
                Sign in
              </Link>
            }
          >
            <HeaderSignIn className={cx(linkStyle, css({ display: { base: 'none', lg: 'inline-flex' } }))} />
          </Suspense>
          <Suspense
            fallback={
              <button type="button" className={hamburger} aria-label="Open menu">
                <MenuIcon />
              </button>
            }
          >
            <HeaderMenus part="mobile" />
          </Suspense>
        </div>
      </div>
    </header>
  )
}
