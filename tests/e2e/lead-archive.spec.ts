/**
 * Archived leads and the audit log (docs/decisions/192 and 193): the super admin deletes a
 * lead, finds it under Archived with its retention, places and releases a legal hold, restores
 * it to the list, then reads each step in the Audit tab. Rows are found by a unique name.
 */
import type { Page } from '@playwright/test'
import { submissionOf, validPayload } from '#tests/integration/leads-fixtures.ts'
import { TEST_CLIENT_IP_HEADER } from '#worker/middleware/rate-limit.ts'
import { expect, test, testClientIp } from './fixtures'
import { shoot } from './screens'

async function newLead(page: Page, name: string): Promise<string> {
  const s = submissionOf('quote', { ...validPayload('quote', { agentId: null }), client_name: name })
  const res = await page.request.post('/api/leads', {
    data: s,
    headers: { Origin: new URL(page.url()).origin, [TEST_CLIENT_IP_HEADER]: testClientIp() },
  })
  expect(res.status(), await res.text()).toBe(201)
  return s.id
}

test('a deleted lead is archived, found under Archived, held, restored; the Audit tab lists each step', async ({
  page,
  signInAs,
}) => {
  test.setTimeout(120_000)
  await signInAs('super_admin')
  const name = `Ar${Date.now().toString(36)} Archive Client`
  const id = await newLead(page, name)

  await page.goto(`/super-admin/leads?q=${encodeURIComponent(name)}`)
  const row = page.locator(`[data-testid="lead-row"][data-lead-id="${id}"]`)
  await row.getByRole('button', { name: `Delete ${name}` }).click()
  await page.getByRole('alertdialog', { name: 'Delete lead?' }).getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Lead deleted successfully')).toBeVisible()
  await expect(row).toHaveCount(0)

  // Archived: the lead, when it was archived and until when it is kept (six years on).
  await page.getByRole('button', { name: 'Archived', exact: true }).click()
  await expect(page).toHaveURL((u) => u.searchParams.get('archived') === 'yes')
  const archived = page.locator(`[data-testid="archived-lead-row"][data-lead-id="${id}"]`)
  await expect(archived).toContainText(name)
  await expect(archived).toContainText(`Kept until`)
  await expect(archived).toContainText(String(new Date().getFullYear() + 6))
  await expect(
    page.getByRole('group', { name: 'Quick views' }).getByRole('button', { name: 'Archived' }),
  ).toHaveAttribute('aria-pressed', 'true')

  await archived.getByRole('button', { name: `Place legal hold on ${name}` }).click()
  await expect(page.getByText('Legal hold placed')).toBeVisible()
  await expect(archived.getByTestId('legal-hold-badge')).toHaveText('Legal hold')
  await expect(page.getByText('Legal hold placed')).toBeHidden()
  await shoot(page, 'lead-archive-archived', undefined, { fullPage: false })
  await archived.getByRole('button', { name: `Release legal hold on ${name}` }).click()
  await expect(page.getByText('Legal hold released')).toBeVisible()
  await expect(archived.getByTestId('legal-hold-badge')).toHaveCount(0)
  // The toasts sit over the table's last column: wait for them to go.
  await expect(page.getByText('Legal hold released')).toBeHidden()

  await archived.getByRole('button', { name: `Restore ${name}` }).click()
  await expect(page.getByText('Lead restored')).toBeVisible()
  await expect(archived).toHaveCount(0)
  await page.getByRole('button', { name: 'All leads' }).click()
  await expect(row).toBeVisible()

  // The Audit tab: newest first, each step with who; filtered by kind.
  await page.goto('/super-admin/audit')
  await expect(page.getByRole('heading', { level: 2, name: 'Audit' })).toBeVisible()
  const entries = page.getByTestId('audit-table').locator('tbody tr').filter({ hasText: name })
  await expect(entries).toHaveCount(4)
  await expect(entries.nth(0)).toContainText('Lead restored')
  await expect(entries.nth(1)).toContainText('Legal hold released')
  await expect(entries.nth(2)).toContainText('Legal hold placed')
  await expect(entries.nth(3)).toContainText('Lead archived')
  await page.getByLabel('What', { exact: true }).selectOption({ label: 'Lead archived' })
  await expect(entries).toHaveCount(1)
  await expect(page.getByTestId('audit-table').locator('tbody tr').filter({ hasText: 'Lead restored' })).toHaveCount(0)
  await page.getByLabel('From', { exact: true }).fill('2020-01-01')
  await page.getByLabel('To', { exact: true }).fill('2020-01-02')
  await expect(page.getByText('No entries match these filters.')).toBeVisible()
  await page.getByRole('button', { name: 'Clear filters' }).click()
  await expect(entries).toHaveCount(4)
  await shoot(page, 'audit-tab', undefined, { fullPage: false })
})
