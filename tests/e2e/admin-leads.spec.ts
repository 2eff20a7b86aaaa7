/**
 * The admin Leads tab: leads created through the public API with unique names,
 * then searched and filtered (the view kept in the URL across a reload), a status changed,
 * assigned, a bulk action, a note added to the timeline, deleted with confirmation, and the
 * CSV export of the filtered view parsed (a hostile cell stays inert). Other specs share the
 * database: rows are found by their unique names, never counted globally.
 */
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { submissionOf, validPayload } from '#tests/integration/leads-fixtures.ts'
import { parseCsv } from '#tests/support/csv-parse.ts'
import { TEST_CLIENT_IP_HEADER } from '#worker/middleware/rate-limit.ts'
import { demoAccount, expect, test, testClientIp } from './fixtures'
import { shoot } from './screens'

/** A lead without an agent, submitted the way the public quote form does. */
async function newLead(page: Page, name: string): Promise<string> {
  const payload = { ...validPayload('quote', { agentId: null }), client_name: name }
  const s = submissionOf('quote', payload)
  const res = await page.request.post('/api/leads', {
    data: s,
    headers: { Origin: new URL(page.url()).origin, [TEST_CLIENT_IP_HEADER]: testClientIp() },
  })
  expect(res.status(), await res.text()).toBe(201)
  return s.id
}

function row(page: Page, id: string) {
  return page.locator(`[data-testid="lead-row"][data-lead-id="${id}"]`)
}

test.describe('admin Leads tab', () => {
  test('search and filters in the URL, status, assignment, bulk, notes, delete, CSV export', async ({
    page,
    signInAs,
  }) => {
    test.setTimeout(180_000)
    await signInAs('super_admin')
    const tag = `Zq${Date.now().toString(36)}`
    const a = await newLead(page, `${tag} Alpha Client`)
    const b = await newLead(page, `${tag} Beta Client`)
    const c = await newLead(page, `=HYPERLINK("https://evil.example/${tag}","open") ${tag}`)

    await page.goto('/super-admin/leads')
    await expect(page.getByRole('heading', { level: 2, name: 'Leads' })).toBeVisible()
    await expect(page.getByTestId('leads-table')).toBeVisible()

    // Search by name: the three of this run, newest first, in the URL.
    await page.getByRole('searchbox', { name: 'Search' }).fill(tag)
    await expect(page).toHaveURL((u) => u.searchParams.get('q') === tag)
    await expect(page.getByTestId('lead-row')).toHaveCount(3)
    const order = await page
      .getByTestId('lead-row')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-lead-id')))
    expect(order).toEqual([c, b, a])
    for (const id of [a, b, c]) await expect(row(page, id).getByTestId('lead-agent')).toHaveText('Unassigned')

    // A status filter combines with the search; both survive a reload.
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'New' })
    await expect(page).toHaveURL((u) => u.searchParams.get('status') === 'new' && u.searchParams.get('q') === tag)
    await page.reload()
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(tag)
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('new')
    await expect(page.getByTestId('lead-row')).toHaveCount(3)

    // Change one status on its row: the badge follows, the toast is the spec's.
    await row(page, a).getByLabel(`Status of ${tag} Alpha Client`).selectOption({ label: 'Contacted' })
    await expect(page.getByText('Lead status updated!')).toBeVisible()
    // With the 'New' filter on, the contacted lead leaves this view.
    await expect(row(page, a)).toHaveCount(0)
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Contacted' })
    await expect(row(page, a).getByTestId('lead-status-badge')).toHaveText('Contacted')
    await expect(page.getByTestId('lead-row')).toHaveCount(1)
    await page.getByRole('button', { name: 'Clear filters' }).click()
    await expect(page).toHaveURL((u) => !u.searchParams.has('status') && !u.searchParams.has('q'))
    await page.getByRole('searchbox', { name: 'Search' }).fill(tag)
    await expect(page.getByTestId('lead-row')).toHaveCount(3)

    // Details: assign to an agent, add a note, see both in the timeline.
    await row(page, a)
      .getByRole('button', { name: `Details of ${tag} Alpha Client` })
      .click()
    const drawer = page.getByRole('dialog', { name: `${tag} Alpha Client` })
    await expect(drawer).toBeVisible()
    // Everything the quote form sent, in words.
    const details = drawer.getByTestId('lead-details')
    await expect(details.getByRole('heading', { name: 'Quote' })).toBeVisible()
    await expect(details.locator('dt', { hasText: /^Purchase price$/ }).locator('+ dd')).toHaveText('$600,000.00')
    await expect(details.locator('dt', { hasText: /^Payment$/ }).locator('+ dd')).toHaveText('$2,905.12')
    await expect(details.locator('dt', { hasText: /^Payment frequency$/ }).locator('+ dd')).toHaveText('Monthly')
    await shoot(page, 'admin-leads-details', drawer)
    await drawer.getByLabel('Assigned agent').selectOption({ label: 'Marcus Thompson' })
    await expect(page.getByText('Lead assigned')).toBeVisible()
    const timeline = drawer.getByTestId('lead-timeline')
    // The routing rule's row (the lead came unassigned, for triage), then the admin's assignment.
    await expect(timeline.locator('[data-kind="assignment"]')).toHaveCount(2)
    await expect(timeline.locator('[data-kind="assignment"]').first()).toContainText('Assigned to Marcus Thompson')
    await expect(timeline.locator('[data-kind="assignment"]').last()).toContainText(
      'Lead routing: unassigned for triage',
    )
    await expect(timeline.locator('[data-kind="status"]')).toContainText('Status: New → Contacted')
    const note = `Called back, wants a renewal quote (${tag})`
    await drawer.getByLabel('Note', { exact: true }).fill(note)
    await drawer.getByRole('button', { name: 'Add note' }).click()
    await expect(timeline.locator('[data-kind="note"]').first()).toContainText(note)
    await expect(timeline.locator('[data-kind="note"]').first()).toContainText(demoAccount('super_admin').fullName)
    // Lost asks why first; the reason shows beside the stage and in the timeline.
    await drawer.getByLabel('Status', { exact: true }).selectOption({ label: 'Lost' })
    const why = drawer.getByTestId('lost-reason-form')
    await why.getByRole('button', { name: 'Mark as lost' }).click()
    await expect(why.getByText('Choose why the lead was lost')).toBeVisible()
    await why.getByLabel('Why was it lost?').selectOption({ label: 'Rate or terms' })
    await why.getByLabel('Details (optional)').fill('Wanted 3.5%')
    await shoot(page, 'admin-leads-lost', drawer)
    await why.getByRole('button', { name: 'Mark as lost' }).click()
    await expect(drawer.getByTestId('lead-lost-reason')).toHaveText('Rate or terms: Wanted 3.5%')
    await expect(timeline.locator('[data-kind="status"]').first()).toContainText(
      'Status: Contacted → Lost (Rate or terms: Wanted 3.5%)',
    )
    await shoot(page, 'admin-leads-drawer')
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    // Focus returns to the button that opened the drawer.
    await expect(row(page, a).getByRole('button', { name: `Details of ${tag} Alpha Client` })).toBeFocused()
    await expect(row(page, a).getByTestId('lead-agent')).toHaveText('Marcus Thompson')

    // Bulk: select the other two, mark them at the Application stage, then assign them.
    await row(page, b)
      .getByRole('checkbox', { name: `Select ${tag} Beta Client` })
      .check()
    await row(page, c).getByRole('checkbox').check()
    const bulk = page.getByRole('region', { name: 'Bulk actions' })
    await expect(bulk).toContainText('2 selected')
    await bulk.getByLabel('Set status').selectOption({ label: 'Application' })
    await bulk.getByRole('button', { name: 'Apply status' }).click()
    await expect(page.getByText('2 leads updated')).toBeVisible()
    await expect(row(page, b).getByTestId('lead-status-badge')).toHaveText('Application')
    await expect(row(page, c).getByTestId('lead-status-badge')).toHaveText('Application')
    await expect(bulk).toBeHidden()
    await shoot(page, 'admin-leads-list')

    // The agent filter: Marcus's leads with this tag are exactly the one assigned above.
    await page.getByLabel('Agent', { exact: true }).selectOption({ label: 'Marcus Thompson' })
    await expect(page.getByTestId('lead-row')).toHaveCount(1)
    await expect(row(page, a)).toBeVisible()
    await page.getByLabel('Agent', { exact: true }).selectOption({ label: 'Unassigned' })
    await expect(page.getByTestId('lead-row')).toHaveCount(2)

    // Export exactly this view (tag + unassigned): two leads, the hostile name inert.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ])
    const text = readFileSync((await download.path())!, 'utf8')
    expect(text.charCodeAt(0)).toBe(0xfeff)
    const [header, ...records] = parseCsv(text.slice(1)).filter((r) => r.length > 1)
    const col = (name: string) => header!.indexOf(name)
    expect(records).toHaveLength(2)
    expect(records.map((r) => r[col('Name')])).toEqual([
      `'=HYPERLINK("https://evil.example/${tag}","open") ${tag}`,
      `${tag} Beta Client`,
    ])
    expect(records.every((r) => r[col('Status')] === 'Application')).toBe(true)
    for (const r of records) expect(r[col('Name')]!.startsWith('=')).toBe(false)

    // Delete with the confirmation: cancelling keeps the lead, confirming removes it.
    await page.getByLabel('Agent', { exact: true }).selectOption({ label: 'All agents' })
    await expect(page.getByTestId('lead-row')).toHaveCount(3)
    const confirm = page.getByRole('alertdialog', { name: 'Delete lead?' })
    await row(page, b)
      .getByRole('button', { name: `Delete ${tag} Beta Client` })
      .click()
    await expect(confirm).toContainText('Are you sure you want to delete this lead?')
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(confirm).toBeHidden()
    await expect(row(page, b)).toBeVisible()
    await row(page, b)
      .getByRole('button', { name: `Delete ${tag} Beta Client` })
      .click()
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText('Lead deleted successfully')).toBeVisible()
    await expect(row(page, b)).toHaveCount(0)

    // Bulk delete the rest, then the view is empty: 'No leads found'.
    await page.getByRole('checkbox', { name: 'Select all leads on this page' }).check()
    await expect(page.getByRole('region', { name: 'Bulk actions' })).toContainText('2 selected')
    await page.getByRole('button', { name: 'Delete selected' }).click()
    const bulkConfirm = page.getByRole('alertdialog', { name: 'Delete selected leads?' })
    await expect(bulkConfirm).toContainText('Are you sure you want to delete 2 selected leads?')
    await bulkConfirm.getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText('2 leads deleted')).toBeVisible()
    await expect(page.getByText('No leads found', { exact: true })).toBeVisible()
    await shoot(page, 'admin-leads-empty')
  })

  test("a shared link opens the same view; the 'Overdue' and 'Due today' views", async ({ page, signInAs }) => {
    await signInAs('super_admin')
    const tag = `Zv${Date.now().toString(36)}`
    const id = await newLead(page, `${tag} Follow Up`)
    await page.goto(`/super-admin/leads?q=${tag}&status=bogus`)
    // A bad value is dropped, the good one applies.
    await expect(page.getByTestId('lead-row')).toHaveCount(1)
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('')

    await row(page, id)
      .getByRole('button', { name: `Details of ${tag} Follow Up` })
      .click()
    const drawer = page.getByRole('dialog', { name: `${tag} Follow Up` })
    // The next follow-up is the earliest open task's day.
    const tasks = drawer.getByTestId('lead-tasks')
    await tasks.getByLabel('Task', { exact: true }).fill('Call back')
    await tasks.getByLabel('Due date').fill('2020-01-15')
    await tasks.getByRole('button', { name: 'Add task' }).click()
    await expect(tasks.getByTestId('lead-task')).toContainText('Call back')
    await expect(drawer.getByTestId('lead-timeline').locator('[data-kind="task"]')).toContainText(
      'Task added: Call back (due Jan 15, 2020)',
    )
    await page.keyboard.press('Escape')
    await expect(row(page, id)).toContainText('Overdue')

    await page.getByRole('button', { name: 'Overdue' }).click()
    await expect(page).toHaveURL((u) => u.searchParams.get('due') === 'overdue')
    await expect(page.getByRole('button', { name: 'Overdue' })).toHaveAttribute('aria-pressed', 'true')
    await expect(row(page, id)).toBeVisible()
    await page.getByRole('button', { name: 'Due today' }).click()
    await expect(page).toHaveURL((u) => u.searchParams.get('due') === 'today')
    await expect(page.getByText('No leads found', { exact: true })).toBeVisible()
    await page.goBack()
    await expect(row(page, id)).toBeVisible()
  })

  test("a cold open reads the view once, with the refresh's token, and shows it (list and board)", async ({
    page,
    signInAs,
  }) => {
    await signInAs('super_admin')
    const tag = `Zc${Date.now().toString(36)}`
    await newLead(page, `${tag} Cold Open`)
    const sent: { path: string; auth: boolean }[] = []
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname
      if (path.startsWith('/api/auth/refresh') || path.startsWith('/api/admin/leads'))
        sent.push({ path, auth: /^Bearer \S+$/.test(r.headers().authorization ?? '') })
    })
    for (const [url, path, item] of [
      ['/super-admin/leads', '/api/admin/leads', 'lead-row'],
      ['/super-admin/leads?layout=board', '/api/admin/leads/board', 'board-card'],
    ] as const) {
      sent.length = 0
      await page.goto(url)
      await expect(page.getByTestId(item).first()).toBeVisible()
      if (item === 'lead-row')
        await expect(page.getByRole('button', { name: `${tag} Cold Open`, exact: true })).toBeVisible()
      // One refresh, then the view's one read with its token: the page took the shell's read.
      expect(sent).toEqual([
        { path: '/api/auth/refresh', auth: false },
        { path, auth: true },
      ])
    }
  })

  test('a filter pick reads its view once, and the URL, Back and the screen follow (list and board)', async ({
    page,
    signInAs,
  }) => {
    await signInAs('super_admin')
    for (const [url, path, item, stageOf] of [
      ['/super-admin/leads', '/api/admin/leads', 'lead-status-badge', 'data-status'],
      ['/super-admin/leads?layout=board', '/api/admin/leads/board', 'board-card', 'data-stage'],
    ] as const) {
      await page.goto(url)
      await expect(page.getByTestId(item).first()).toBeVisible()
      const reads: string[] = []
      const onRequest = (r: { url(): string }) => {
        const u = new URL(r.url())
        if (u.pathname === path && u.searchParams.get('status') === 'contacted') reads.push(u.search)
      }
      page.on('request', onRequest)
      await page.getByLabel('Status', { exact: true }).selectOption('contacted')
      await expect(page).toHaveURL(/[?&]status=contacted/)
      const shown = page.getByTestId(item)
      await expect(shown.first()).toHaveAttribute(stageOf, 'contacted')
      await expect
        .poll(() => shown.evaluateAll((els, a) => els.every((e) => e.getAttribute(a) === 'contacted'), stageOf))
        .toBe(true)
      // The pick's own read is the one the route and the page took: no second request.
      expect(reads).toHaveLength(1)
      page.off('request', onRequest)
      await page.goBack()
      await expect(page).not.toHaveURL(/status=/)
      await expect(page.getByLabel('Status', { exact: true })).toHaveValue('')
    }
  })
})
