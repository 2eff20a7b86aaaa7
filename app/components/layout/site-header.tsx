import { Link } from '@tanstack/react-router'
import { type ComponentType, type ReactNode, Suspense } from 'react'
import { ChevronDownIcon, MenuIcon } from '#app/components/ui/icons-core.tsx'
import { lazyChunk } from '#app/lib/lazy-chunk.ts'
import { BRAND } from '#shared/config/brand.ts'
import { css, cx } from '#styled-system/css'
import { BrandMark } from './brand-mark'
import { brandLink, menuButton, pageWidth } from './layout-styles'
import { NAV_MENUS, TOP_LINKS } from './nav'
import { linkStyle } from './nav-styles'

// Start loading the interactive menus as soon as the entry runs; the static triggers below
// hold their place (same size and look) until they arrive.
const loadMenus = () => import('./header-menus')
const menusChunk = loadMenus()
// A failed first fetch (offline before the service worker took over) is fetched again.
const HeaderMenus = lazyChunk(() => menusChunk.catch(loadMenus))

/**
 * The account controls the header shows. The chrome knows no feature: the root route passes
 * the auth feature's (lazy) components, so the session loads with them, not with this file.
 */
export interface HeaderAccount {
  /** 'Sign in' (or the user's area) in the desktop header, with the page's sign-in dialog. */
  Desktop: ComponentType<{ className?: string }>
  /** The same control in the mobile drawer; it closes the drawer first. */
  Drawer: ComponentType<{ className?: string; children?: ReactNode; onBeforeOpen?: () => void }>
}

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

const hamburger = cx(menuButton, css({ display: { base: 'inline-flex', lg: 'none' } }))

export function SiteHeader({ account }: { account: HeaderAccount }) {
  return (
    <header
      className={css({
        position: 'sticky',
        top: '0',
        zIndex: 'sticky',
        bg: 'bg.default',
        borderBottomWidth: '1px',
        borderColor: 'border.subtle',
      })}
    >
      <div
        className={cx(
          pageWidth,
          css({ h: '16', display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '4' }),
        )}
      >
        <Link to="/" className={cx(brandLink, css({ fontSize: 'lg' }))}>
          <BrandMark size={32} />
          <span>{BRAND.name}</span>
        </Link>
        <nav
          aria-label="Main"
          className={css({ display: { base: 'none', lg: 'flex' }, alignItems: 'center', gap: '1' })}
        >
          <Link to="/" className={linkStyle} activeOptions={{ exact: true }}>
            Home
          </Link>
          {TOP_LINKS.map((l) => (
            <Link key={l.to} to={l.to} className={linkStyle}>
              {l.label}
            </Link>
          ))}
          <Suspense fallback={<StaticMenuTriggers />}>
            <HeaderMenus part="desktop" account={account} />
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
            <account.Desktop className={cx(linkStyle, css({ display: { base: 'none', lg: 'inline-flex' } }))} />
          </Suspense>
          <Suspense
            fallback={
              <button type="button" className={hamburger} aria-label="Open menu">
                <MenuIcon />
              </button>
            }
          >
            <HeaderMenus part="mobile" account={account} />
          </Suspense>
        </div>
      </div>
    </header>
  )
}
