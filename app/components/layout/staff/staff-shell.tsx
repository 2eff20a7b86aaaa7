import { Link } from '@tanstack/react-router'
import { type ReactNode, useCallback, useEffect, useId, useState, useSyncExternalStore } from 'react'
import { BrandMark } from '#app/components/layout/brand-mark.tsx'
import { brandLink, menuButton } from '#app/components/layout/layout-styles.ts'
import { Drawer } from '#app/components/ui/drawer.tsx'
import { icons, MenuIcon } from '#app/components/ui/icons.tsx'
import { css, cx } from '#styled-system/css'
import { staffEyebrow, staffHeading } from './staff-styles'
// The signed-in areas' own stylesheet, generated at build (scripts/lib/back-office-styles.ts).
import './back-office.css'
import { isSidebarShortcut, readSidebarCookie, SIDEBAR_MOBILE_QUERY, sidebarCookie } from './sidebar-state'
import type { StaffTab } from './tabs'

function subscribeMedia(fn: () => void) {
  const mql = window.matchMedia(SIDEBAR_MOBILE_QUERY)
  mql.addEventListener('change', fn)
  return () => mql.removeEventListener('change', fn)
}

/** Below 768 px the sidebar is a drawer. */
export function useIsMobile() {
  return useSyncExternalStore(
    subscribeMedia,
    () => window.matchMedia(SIDEBAR_MOBILE_QUERY).matches,
    () => false,
  )
}

const itemBase = css({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  minH: '11',
  px: '3',
  borderRadius: 'md',
  color: 'fg.default',
  fontWeight: 'medium',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  _hover: { bg: 'bg.subtle' },
  _focusVisible: { outline: '2px solid', outlineColor: 'border.focus', outlineOffset: '[-2px]' },
  '&[aria-current=page]': { bg: 'accent.subtle', color: 'accent.fg', fontWeight: 'semibold' },
  '& svg': { flexShrink: '0', width: '5', height: '5' },
})

const collapsedItem = css({ justifyContent: 'center', px: '0' })

// Shown beside an icon-only item on hover or keyboard focus; the link's name is its own text.
const tooltip = css({
  position: 'absolute',
  insetInlineStart: '[calc(100% + 0.5rem)]',
  top: '[50%]',
  transform: 'translateY(-50%)',
  px: '2',
  py: '1',
  borderRadius: 'md',
  bg: 'neutral.default',
  color: 'fg.onAccent',
  fontSize: 'sm',
  fontWeight: 'medium',
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
  opacity: '[0]',
  zIndex: 'dropdown',
  transitionProperty: 'common',
  transitionDuration: 'fast',
  _groupHover: { opacity: '[1]' },
  _groupFocusVisible: { opacity: '[1]' },
})

function SidebarNav({
  title,
  tabs,
  collapsed,
  onNavigate,
  titleId,
  hideTitle,
}: {
  title: string
  tabs: readonly StaffTab[]
  collapsed: boolean
  onNavigate?: () => void
  titleId: string
  hideTitle?: boolean
}) {
  return (
    <nav aria-labelledby={titleId} className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
      <h2
        id={titleId}
        className={cx(
          staffEyebrow.semibold,
          css({ px: '3', pb: '2', color: 'fg.muted' }),
          (collapsed || hideTitle) && css({ srOnly: true }),
        )}
      >
        {title}
      </h2>
      <ul className={css({ listStyle: 'none', display: 'flex', flexDirection: 'column', gap: '1' })}>
        {tabs.map((tab) => {
          const Icon = icons[tab.icon]
          return (
            <li key={tab.slug}>
              <Link
                to={tab.to as never}
                className={cx('group', itemBase, collapsed && collapsedItem)}
                onClick={onNavigate}
                data-testid={`staff-tab-${tab.slug}`}
              >
                <Icon />
                <span className={collapsed ? css({ srOnly: true }) : undefined}>{tab.label}</span>
                {collapsed && (
                  <span aria-hidden="true" className={tooltip}>
                    {tab.label}
                  </span>
                )}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

export type StaffShellProps = {
  /** The area's name, shown as the page's h1 in the header ('Admin Panel', 'Agent Dashboard'). */
  title: string
  /** The sidebar's heading and the navigation landmark's name ('Admin Menu'). */
  menuTitle: string
  tabs: readonly StaffTab[]
  /** Header buttons on the right (View My Page, Security, Logout). */
  actions: ReactNode
  children: ReactNode
}

/**
 * Layout of the signed-in areas: a sidebar that collapses to icons (16rem ↔ 3rem,
 * Ctrl/Cmd+B, remembered in the `sidebar_state` cookie for 7 days) and becomes an 18rem
 * drawer below 768 px, opened from the header's menu button.
 */
export function StaffShell({ title, menuTitle, tabs, actions, children }: StaffShellProps) {
  const isMobile = useIsMobile()
  const [expanded, setExpanded] = useState(() => readSidebarCookie(document.cookie) ?? true)
  const [drawerOpen, setDrawerOpen] = useState(false)
  const sidebarId = useId()
  const titleId = useId()
  const drawerTitleId = useId()
  const drawerId = useId()

  const toggle = useCallback(() => {
    if (window.matchMedia(SIDEBAR_MOBILE_QUERY).matches) {
      setDrawerOpen((o) => !o)
      return
    }
    setExpanded((prev) => {
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox
      document.cookie = sidebarCookie(!prev)
      return !prev
    })
  }, [])

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isSidebarShortcut(e)) return
      e.preventDefault()
      toggle()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [toggle])

  useEffect(() => {
    if (!isMobile) setDrawerOpen(false)
  }, [isMobile])

  const collapsed = !expanded && !isMobile

  return (
    <div className={css({ display: 'flex', minH: 'dvh', bg: 'bg.canvas' })}>
      <div
        id={sidebarId}
        data-testid="staff-sidebar"
        data-state={collapsed ? 'collapsed' : 'expanded'}
        className={css({
          display: { base: 'none', md: 'flex' },
          flexDirection: 'column',
          flexShrink: '0',
          position: 'sticky',
          top: '0',
          // Above the content column so the collapsed items' tooltips are not covered.
          zIndex: 'docked',
          h: 'dvh',
          w: '64',
          bg: 'bg.default',
          borderRightWidth: '1px',
          borderColor: 'border.subtle',
          transitionProperty: 'size',
          transitionDuration: 'normal',
          transitionTimingFunction: 'default',
          _motionReduce: { transitionDuration: '[0s]' },
          '&[data-state=collapsed]': { w: '12' },
        })}
      >
        <div
          className={css({
            h: '16',
            display: 'flex',
            alignItems: 'center',
            px: '3',
            borderBottomWidth: '1px',
            borderColor: 'border.subtle',
          })}
        >
          <Link
            to="/"
            className={cx(
              brandLink,
              css({ borderRadius: 'md', _focusVisible: { outline: '2px solid', outlineColor: 'border.focus' } }),
            )}
          >
            <BrandMark size={24} />
            <span className={collapsed ? css({ srOnly: true }) : undefined}>Home</span>
          </Link>
        </div>
        <div
          className={css({ flex: '1', py: '3', px: collapsed ? '1' : '2', overflowY: collapsed ? 'visible' : 'auto' })}
        >
          {!isMobile && <SidebarNav title={menuTitle} tabs={tabs} collapsed={collapsed} titleId={titleId} />}
        </div>
      </div>

      {isMobile && (
        <Drawer.Root
          open={drawerOpen}
          onOpenChange={(d) => setDrawerOpen(d.open)}
          placement="start"
          ids={{ content: drawerId }}
        >
          <Drawer.Frame className={css({ maxW: '72' })}>
            <Drawer.Header>
              <Drawer.Title>{menuTitle}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body className={css({ px: '2' })}>
              <SidebarNav
                title={menuTitle}
                tabs={tabs}
                collapsed={false}
                titleId={drawerTitleId}
                hideTitle
                onNavigate={() => setDrawerOpen(false)}
              />
            </Drawer.Body>
          </Drawer.Frame>
        </Drawer.Root>
      )}

      <div className={css({ flex: '1', minW: '0', display: 'flex', flexDirection: 'column' })}>
        <header
          className={cx(
            css({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: { base: '1', md: '3' } }),
            css({ position: 'sticky', top: '0', zIndex: 'sticky', minH: '16', px: { base: '2', md: '4' }, py: '2' }),
            css({ bg: 'bg.default', borderBottomWidth: '1px', borderColor: 'border.subtle' }),
          )}
        >
          <button
            type="button"
            onClick={toggle}
            aria-label="Toggle sidebar"
            aria-expanded={isMobile ? drawerOpen : expanded}
            aria-controls={isMobile ? (drawerOpen ? drawerId : undefined) : sidebarId}
            aria-keyshortcuts="Control+B Meta+B"
            title="Toggle sidebar (Ctrl+B)"
            className={cx(
              menuButton,
              css({
                cursor: 'pointer',
                _focusVisible: { outline: '2px solid', outlineColor: 'border.focus', outlineOffset: '0.5' },
              }),
            )}
          >
            <MenuIcon />
          </button>
          <h1 className={cx(staffHeading.bar, css({ flex: '1', minW: '0', truncate: true }))}>{title}</h1>
          <div className={css({ display: 'flex', alignItems: 'center', gap: { base: '1', md: '2' } })}>{actions}</div>
        </header>
        <div className={css({ flex: '1', p: { base: '4', md: '6' }, maxW: '7xl', w: 'full' })}>{children}</div>
      </div>
    </div>
  )
}

/** A tab whose screen arrives with later work: its title and what it will hold. */
export function TabPlaceholder({ tab }: { tab: StaffTab }) {
  return (
    <section aria-labelledby={`tab-${tab.slug}`}>
      <h2 id={`tab-${tab.slug}`} className={cx(staffHeading.tab, css({ mb: '2' }))}>
        {tab.label}
      </h2>
      <p className={css({ color: 'fg.muted', maxW: '2xl' })}>{tab.summary}</p>
    </section>
  )
}

/** The heading every tab starts with (placeholders and real screens alike). */
export function TabHeading({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <h2 id={id} className={cx(staffHeading.tab, css({ mb: '4' }))}>
      {children}
    </h2>
  )
}
