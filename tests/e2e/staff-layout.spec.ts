import type { Page } from '@playwright/test'
import { expect, openHeaderSignIn, openPhoneMenu, signInAs, test } from './fixtures'
import { snap } from './screens'

const ADMIN_TABS = [
  ['Agents', 'agents'],
  ['Testimonials', 'testimonials'],
  ['Blog', 'blog'],
  ['Leads', 'leads'],
  ['Analytics', 'analytics'],
  ['Rates', 'rates'],
  ['Products', 'products'],
  ['Services', 'services'],
  ['Lenders', 'lenders'],
  ['News Feed', 'news-feed'],
  ['Lead Routing', 'lead-routing'],
  ['Mail', 'mail'],
  ['Complaints', 'complaints'],
  ['Privacy Requests', 'privacy-requests'],
  ['Accessibility', 'accessibility-feedback'],
  ['Audit', 'audit'],
  ['Debug', 'debug'],
  ['Ontario Test', 'ontario-test'],
  ['Current Rates', 'current-rates'],
  ['Scrape Test', 'scrape-test'],
] as const

const AGENT_TABS = [
  'Profile',
  'Customize',
  'Social',
  'Links',
  'SEO',
  'Blog',
  'Documents',
  'Testimonials',
  'Leads',
  'Analytics',
]

const sidebarWidth = (page: Page) =>
  page.getByTestId('staff-sidebar').evaluate((el) => el.getBoundingClientRect().width)

test.describe('admin panel layout', () => {
  test("the 'Admin Menu' lists every tab and marks the current one", async ({ page }) => {
    await signInAs(page, 'super_admin')
    await expect(page.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible()
    const nav = page.getByRole('navigation', { name: 'Admin Menu' })
    await expect(nav.getByRole('link')).toHaveCount(ADMIN_TABS.length)
    for (const [label, slug] of ADMIN_TABS) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', `/super-admin/${slug}`)
    }
    await expect(nav.getByRole('link', { name: 'Agents', exact: true })).toHaveAttribute('aria-current', 'page')
    await nav.getByRole('link', { name: 'Testimonials', exact: true }).click()
    await expect(page).toHaveURL(/\/super-admin\/testimonials$/)
    await expect(page.getByRole('heading', { name: 'Testimonials', level: 2 })).toBeVisible()
    // The tab's own screen is in the layout's content area.
    await expect(page.getByRole('main').getByRole('button', { name: 'Add Testimonial' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Testimonials', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Agents', exact: true })).not.toHaveAttribute('aria-current', 'page')
    // The public header and footer are not shown in the signed-in areas.
    await expect(page.getByRole('contentinfo')).toHaveCount(0)
  })

  test('Ctrl+B collapses to icons (3rem) and back (16rem); the state survives a reload via the cookie', async ({
    page,
    context,
  }) => {
    await signInAs(page, 'super_admin')
    const toggle = page.getByRole('button', { name: 'Toggle sidebar' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect.poll(() => sidebarWidth(page)).toBe(256)

    await page.keyboard.press('Control+b')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect.poll(() => sidebarWidth(page)).toBe(48)
    const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state')
    expect(cookie?.value).toBe('false')
    // about 7 days
    expect(Math.round((cookie!.expires - Date.now() / 1000) / 3600)).toBe(7 * 24)

    // Icons keep their names for screen readers; the tooltip shows on keyboard focus.
    const nav = page.getByRole('navigation', { name: 'Admin Menu' })
    const leads = nav.getByRole('link', { name: 'Leads', exact: true })
    await expect(leads).toBeVisible()
    const tip = leads.locator('span[aria-hidden=true]')
    await expect(tip).toHaveCSS('opacity', '0')
    await leads.hover()
    await expect(tip).toHaveCSS('opacity', '1')
    await page.mouse.move(700, 500)
    await expect(tip).toHaveCSS('opacity', '0')
    await nav.getByRole('link', { name: 'Blog', exact: true }).focus()
    await page.keyboard.press('Tab')
    await expect(leads).toBeFocused()
    await expect(tip).toHaveCSS('opacity', '1')

    await page.reload()
    await expect(page.getByRole('button', { name: 'Toggle sidebar' })).toHaveAttribute('aria-expanded', 'false')
    await expect.poll(() => sidebarWidth(page)).toBe(48)

    await page.keyboard.press('Meta+b')
    await expect(page.getByRole('button', { name: 'Toggle sidebar' })).toHaveAttribute('aria-expanded', 'true')
    await expect.poll(() => sidebarWidth(page)).toBe(256)
    await page.getByRole('button', { name: 'Toggle sidebar' }).click()
    await expect.poll(() => sidebarWidth(page)).toBe(48)
    await page.getByRole('button', { name: 'Toggle sidebar' }).click()
    expect((await context.cookies()).find((c) => c.name === 'sidebar_state')?.value).toBe('true')
  })

  test('below 768px the sidebar is an 18rem drawer opened from the header', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await signInAs(page, 'super_admin')
    await expect(page.getByRole('navigation', { name: 'Admin Menu' })).toHaveCount(0)
    // While the drawer is open the rest of the page is hidden from assistive technology, so
    // the toggle is found by its label rather than its role.
    const toggle = page.locator('button[aria-label="Toggle sidebar"]')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    const drawer = page.getByRole('dialog', { name: 'Admin Menu' })
    await expect(drawer).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect.poll(() => drawer.evaluate((el) => Math.round(el.getBoundingClientRect().width))).toBe(288)
    await drawer.getByRole('link', { name: 'Lenders', exact: true }).click()
    await expect(page).toHaveURL(/\/super-admin\/lenders$/)
    await expect(drawer).toBeHidden()
    await expect(page.getByRole('heading', { name: 'Lenders', level: 2 })).toBeVisible()
    // Ctrl+B opens the drawer on a phone too; Escape closes it.
    await page.keyboard.press('Control+b')
    await expect(drawer).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
  })
})

test.describe('agent dashboard layout', () => {
  test("the header has 'Agent Dashboard', 'View My Page' (new tab) and 'Logout'; the sidebar has every tab", async ({
    page,
  }) => {
    await signInAs(page, 'agent')
    await expect(page.getByRole('heading', { name: 'Agent Dashboard', level: 1 })).toBeVisible()
    const myPage = page.getByRole('link', { name: /View My Page/ })
    await expect(myPage).toHaveAttribute('target', '_blank')
    // The agent's own page, not the directory.
    await expect(myPage).toHaveAttribute('href', /^\/agent(s)?\/[^/]+$/)
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible()
    const nav = page.getByRole('navigation', { name: 'Agent Menu' })
    await expect(nav.getByRole('link')).toHaveCount(AGENT_TABS.length)
    for (const label of AGENT_TABS) await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Leads', exact: true })).toHaveAttribute(
      'href',
      '/agent-dashboard/leads',
    )
    await nav.getByRole('link', { name: 'Documents', exact: true }).click()
    await expect(page.getByRole('heading', { name: 'Documents', level: 2 })).toBeVisible()
    await expect(page.getByRole('main').getByLabel('Document Name')).toBeVisible()
  })

  test('on a phone the agent menu is a drawer', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await signInAs(page, 'agent')
    await page.getByRole('button', { name: 'Toggle sidebar' }).click()
    const drawer = page.getByRole('dialog', { name: 'Agent Menu' })
    await drawer.getByRole('link', { name: 'Testimonials', exact: true }).click()
    await expect(page).toHaveURL(/\/agent-dashboard\/testimonials$/)
    await expect(drawer).toBeHidden()
  })
})

test.describe('screens', () => {
  for (const [w, h] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    test(`screenshots at ${w}px`, async ({ page }) => {
      test.setTimeout(120_000)
      await page.setViewportSize({ width: w, height: h })
      await page.goto('/auth')
      await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible()
      await page.waitForFunction(() => Array.from(document.images).every((i) => i.complete))
      await snap(page, 'auth')

      await page.goto('/')
      if (w < 1024) {
        const menu = await openPhoneMenu(page)
        await menu.getByRole('button', { name: 'Agent Login' }).click()
      } else {
        await openHeaderSignIn(page)
      }
      await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible()
      await snap(page, 'auth-dialog', { fullPage: false })

      await signInAs(page, 'super_admin')
      await expect(page.getByRole('list', { name: 'Agents' }).getByRole('listitem').first()).toBeVisible()
      await snap(page, 'admin')
      if (w < 768) {
        await page.getByRole('button', { name: 'Toggle sidebar' }).click()
        await expect(page.getByRole('dialog', { name: 'Admin Menu' })).toBeVisible()
        await snap(page, 'admin-drawer', { fullPage: false })
        await page.keyboard.press('Escape')
        // Closed (its exit animation done, focus back on the toggle) before the next dialog opens.
        await expect(page.getByRole('dialog')).toHaveCount(0)
        await expect(page.getByRole('button', { name: 'Toggle sidebar' })).toBeFocused()
      } else {
        await page.keyboard.press('Control+b')
        const leads = page.getByRole('navigation', { name: 'Admin Menu' }).getByRole('link', { name: 'Leads' })
        await leads.hover()
        // The collapsed item's tooltip (its label beside the icon) has faded in.
        await expect(leads.locator('span[aria-hidden="true"]')).toHaveCSS('opacity', '1')
        await snap(page, 'admin-collapsed', { fullPage: false })
        await page.keyboard.press('Control+b')
      }
      await page.getByRole('button', { name: 'Security' }).click()
      await expect(page.getByRole('dialog', { name: 'Security' })).toBeVisible()
      await snap(page, 'admin-security', { fullPage: false })
      await page.keyboard.press('Escape')
      await page.getByRole('button', { name: 'Logout' }).click()
      await expect(page).toHaveURL(/\/$/)

      await signInAs(page, 'agent')
      await snap(page, 'agent')
    })
  }
})
