/**
 * axe-core on every signed-in screen at 390 px (the public pages have theirs in
 * public-pages.spec.ts): each role signs in once and walks its tabs in that one session, the
 * lead views open too; no serious or critical violation of WCAG 2.1 A/AA anywhere. An admin sees
 * the agent's tabs, so the agent and the super admin cover every screen.
 */
import AxeBuilder from '@axe-core/playwright'
import { createClient } from '@libsql/client'
import type { Page } from '@playwright/test'
import { expect, signInAs, test } from './fixtures'
import { settled, shoot } from './screens'

test.use({ viewport: { width: 390, height: 844 } })
// One sign-in per role, then every tab in that session: longer than one screen's test.
test.describe.configure({ timeout: 120_000 })

const AGENT_TABS = [
  'profile',
  'customize',
  'social',
  'links',
  'seo',
  'blog',
  'documents',
  'testimonials',
  'leads',
  'analytics',
].map((t) => `/agent-dashboard/${t}`)

const SUPER_ADMIN_TABS = [
  'agents',
  'leads',
  'lead-routing',
  'analytics',
  'blog',
  'testimonials',
  'products',
  'services',
  'lenders',
  'rates',
  'current-rates',
  'news-feed',
  'mail',
  'audit',
  'complaints',
  'privacy-requests',
  'accessibility-feedback',
  'debug',
  'ontario-test',
  'scrape-test',
].map((t) => `/super-admin/${t}`)

/** The screen's data is in (no loading status left) and nothing is still moving. */
/** A live lead's id, to open the admin drawer on. */
async function anyLeadId(): Promise<string> {
  const port = process.env.E2E_SQLD_PORT
  if (!port) throw new Error('E2E_SQLD_PORT is not set (run through `npm test -- e2e`)')
  const db = createClient({ url: `http://127.0.0.1:${port}` })
  try {
    return String((await db.execute('select id from leads where deleted_at is null limit 1')).rows[0]?.id)
  } finally {
    db.close()
  }
}

async function settle(page: Page) {
  await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0, { timeout: 15_000 })
  await settled(page)
}

/** The serious and critical violations on the page as it is, one line each. */
async function problemsOf(page: Page, where: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${where} [${v.impact}] ${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    )
}

async function walk(page: Page, paths: readonly string[]): Promise<string[]> {
  const problems: string[] = []
  for (const path of paths) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
    await settle(page)
    problems.push(...(await problemsOf(page, path)))
  }
  return problems
}

test('every agent screen, the lead view included, has no serious or critical violation', async ({ page }) => {
  await signInAs(page, 'agent')
  const problems = await walk(page, AGENT_TABS)
  // The analytics tab's stat cards (each its own description list) at both widths.
  await shoot(page, 'agent-analytics-stats', page.getByRole('main'), { fullPage: false })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/agent-dashboard/leads')
  await page.getByTestId('agent-lead-row').first().click()
  await expect(page.getByTestId('agent-lead-drawer')).toBeVisible()
  await settle(page)
  problems.push(...(await problemsOf(page, 'agent lead view')))
  expect(problems).toEqual([])
})

test('every super admin screen, the lead drawer included, has no serious or critical violation', async ({ page }) => {
  await signInAs(page, 'super_admin')
  const problems = await walk(page, SUPER_ADMIN_TABS)
  await page.goto(`/super-admin/leads?lead=${await anyLeadId()}`)
  await expect(page.getByTestId('lead-drawer')).toBeVisible()
  await settle(page)
  problems.push(...(await problemsOf(page, 'admin lead drawer')))
  expect(problems).toEqual([])
})
