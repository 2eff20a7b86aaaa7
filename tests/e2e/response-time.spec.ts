/**
 * Response time at 390 px: the agent texts a new lead from its quick actions, and the Analytics
 * tab counts it, contacted within 5 minutes, with a median response time; the super admin's
 * Analytics tab shows the agents' response times.
 */
import type { Page } from '@playwright/test'
import { expect, postSarahLead, signInAs, test } from './fixtures'
import { waitForDeviceDb, waitForOutboxDrained } from './pwa-helpers'
import { shoot } from './screens'

test.use({ viewport: { width: 390, height: 844 } })

/** The note under 'Contacted within 5 minutes': 'N of M leads'. */
async function within5(page: Page): Promise<[number, number]> {
  const note = page.getByTestId('response-time-within5').locator('dd').last()
  const text = (await note.textContent()) ?? ''
  const m = /^([\d,]+) of ([\d,]+) lead/.exec(text)
  if (!m) throw new Error(`unexpected note: ${text}`)
  return [Number(m[1]?.replace(',', '')), Number(m[2]?.replace(',', ''))]
}

test('a quick action on a new lead shows in the agent’s response time; the super admin sees every agent’s', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'agent', { redirect: '/agent-dashboard/analytics' })
  const card = page.getByTestId('response-time')
  await expect(card.getByTestId('response-time-median')).toBeVisible()
  const [before, leadsBefore] = await within5(page)

  const tag = `Rt${Date.now().toString(36)}`
  const id = await postSarahLead(page, `${tag} Speedy Client`)
  await page.goto('/agent-dashboard/leads')
  await waitForDeviceDb(page)
  await page.locator(`[data-testid="agent-lead-row"][data-lead-row="${id}"]`).click()
  const quick = page.getByTestId('agent-lead-drawer').getByTestId('quick-actions')
  const text = quick.getByRole('link', { name: 'Text' })
  // The link goes to the phone's messages; here only the logging is looked at.
  await text.evaluate((a) => a.addEventListener('click', (e) => e.preventDefault()))
  await text.click()
  // The contact is on the device (its timeline shows it once the outbox holds it), then sent.
  await expect(
    page.getByTestId('agent-lead-drawer').getByTestId('agent-lead-timeline').locator('[data-kind="contact"]'),
  ).toHaveCount(1)
  await waitForOutboxDrained(page)

  // The tab reads the figures when it opens: opened again until they count the contact.
  await expect
    .poll(async () => {
      await page.goto('/agent-dashboard/analytics')
      await expect(card.getByTestId('response-time-median')).toBeVisible()
      return within5(page)
    })
    .toEqual([before + 1, leadsBefore + 1])
  await expect(card.getByTestId('response-time-median').locator('dd').first()).not.toHaveText('None contacted yet')
  await expect(card).toContainText('a lead never contacted counts against them')
  await shoot(page, 'response-time-agent', page.locator('section').filter({ has: card }).last(), { fullPage: false })

  const adminContext = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const admin = await adminContext.newPage()
  await signInAs(admin, 'super_admin', { redirect: '/super-admin/analytics' })
  const panel = admin.getByTestId('analytics-response-times')
  await expect(panel.getByRole('rowheader', { name: 'Sarah Chen' })).toBeVisible()
  await shoot(admin, 'response-time-admin', admin.locator('section').filter({ has: panel }).last(), {
    fullPage: false,
  })
  await adminContext.close()
})
