import { Portal } from '@ark-ui/react/portal'
import { Link, useRouterState } from '@tanstack/react-router'
import { Suspense, useEffect, useMemo, useState } from 'react'
import { Accordion } from '#app/components/ui/accordion.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Drawer } from '#app/components/ui/drawer.tsx'
import { MenuIcon } from '#app/components/ui/icons.tsx'
import { Menu } from '#app/components/ui/menu.tsx'
import { css } from '#styled-system/css'
import { HoverIntent } from './hover-intent'
import { agentIdFromPath, NAV_MENUS, type NavLink, TOP_LINKS } from './nav'
import { linkStyle } from './nav-styles'
import type { HeaderAccount } from './site-header'

/**
 * The header's interactive menus (Ark Menu on desktop, a Drawer with an Accordion on phones).
 * Loaded as its own chunk right after the first render, so Ark stays out of the initial bundle;
 * until then site-header.tsx shows identical-looking static triggers.
 */
function useProductsSearch() {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const agentId = agentIdFromPath(pathname)
  return agentId ? { agent: agentId } : undefined
}

function NavItemLink({ item, className, onNavigate }: { item: NavLink; className?: string; onNavigate?: () => void }) {
  const productsSearch = useProductsSearch()
  if (item.external) {
    return (
      <a href={item.to} target="_blank" rel="noopener noreferrer" className={className} onClick={onNavigate}>
        {item.label}
        <span className={css({ srOnly: true })}> (opens in a new tab)</span>
      </a>
    )
  }
  return (
    <Link
      to={item.to}
      search={item.to === '/products' ? (productsSearch as never) : undefined}
      className={className}
      onClick={onNavigate}
    >
      {item.label}
    </Link>
  )
}

export function DesktopMenus() {
  const [openId, setOpenId] = useState<string | null>(null)
  const intent = useMemo(() => new HoverIntent(setOpenId), [])
  useEffect(() => () => intent.dispose(), [intent])
  return (
    <>
      {NAV_MENUS.map((menu) => (
        <Menu.Root
          key={menu.id}
          open={openId === menu.id}
          onOpenChange={(d) => (d.open ? intent.open(menu.id) : intent.close())}
          positioning={{ placement: 'bottom-start', gutter: 4 }}
        >
          <Menu.Trigger
            className={linkStyle}
            onPointerEnter={(e) => e.pointerType === 'mouse' && intent.enterTrigger(menu.id)}
            onPointerLeave={(e) => e.pointerType === 'mouse' && intent.leave()}
          >
            {menu.label}
            <Menu.Indicator />
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content
                onPointerEnter={() => intent.enterContent()}
                onPointerLeave={(e) => e.pointerType === 'mouse' && intent.leave()}
              >
                {menu.items.map((item) => (
                  <Menu.Item key={item.to} value={item.to} asChild>
                    <NavItemLink item={item} />
                  </Menu.Item>
                ))}
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      ))}
    </>
  )
}

export function MobileMenu({ Account }: { Account: HeaderAccount['Drawer'] }) {
  const [open, setOpen] = useState(false)
  const close = () => setOpen(false)
  const drawerLink = css({
    display: 'block',
    py: '3',
    px: '2',
    fontSize: 'md',
    color: 'fg.default',
    textDecoration: 'none',
    borderRadius: 'md',
    _hover: { bg: 'bg.subtle' },
  })
  return (
    <Drawer.Root open={open} onOpenChange={(d) => setOpen(d.open)} placement="end">
      <Drawer.Trigger asChild>
        <Button
          variant="ghost"
          size="md"
          aria-label="Open menu"
          className={css({ display: { base: 'inline-flex', lg: 'none' } })}
        >
          <MenuIcon />
        </Button>
      </Drawer.Trigger>
      <Drawer.Frame>
        <Drawer.Header>
          <Drawer.Title>Menu</Drawer.Title>
        </Drawer.Header>
        <Drawer.Body>
          <nav aria-label="Main">
            <Link to="/" className={drawerLink} onClick={close}>
              Home
            </Link>
            {TOP_LINKS.map((l) => (
              <NavItemLink key={l.to} item={l} className={drawerLink} onNavigate={close} />
            ))}
            <Accordion.Root collapsible multiple={false}>
              {NAV_MENUS.map((menu) => (
                <Accordion.Item key={menu.id} value={menu.id}>
                  <Accordion.ItemTrigger>
                    {menu.label}
                    <Accordion.ItemIndicator />
                  </Accordion.ItemTrigger>
                  <Accordion.ItemContent>
                    <ul className={css({ listStyle: 'none', pl: '2' })}>
                      {menu.items.map((item) => (
                        <li key={item.to}>
                          <NavItemLink item={item} className={drawerLink} onNavigate={close} />
                        </li>
                      ))}
                    </ul>
                  </Accordion.ItemContent>
                </Accordion.Item>
              ))}
            </Accordion.Root>
            <Suspense fallback={null}>
              <Account className={drawerLink} onBeforeOpen={close}>
                Agent Login
              </Account>
            </Suspense>
          </nav>
        </Drawer.Body>
      </Drawer.Frame>
    </Drawer.Root>
  )
}

export default function HeaderMenus({ part, account }: { part: 'desktop' | 'mobile'; account: HeaderAccount }) {
  return part === 'desktop' ? <DesktopMenus /> : <MobileMenu Account={account.Drawer} />
}
