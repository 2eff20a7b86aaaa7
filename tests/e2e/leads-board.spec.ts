/**
 * The pipeline board beside the leads list: the admin moves cards by keyboard (the Move to…
 * menu, said in the live region, the focus kept on the moved card), by drag, and to Lost with
 * a reason; a refused move goes back. The agent moves a card offline on a phone, and once back
 * online the server holds the change and exactly one stage entry in the timeline.
 */
import { type Client, createClient } from '@libsql/client'
import type { Page, Request } from '@playwright/test'
import { DEMO_IDS } from '#scripts/seed-data.ts'
import { submissionOf, validPayload } from '#tests/integration/leads-fixtures.ts'
import { TEST_CLIENT_IP_HEADER } from '#worker/middleware/rate-limit.ts'
import { expect, signInAs, test, testClientIp } from './fixtures'
import { readOutbox, waitForDeviceDb, waitForOutboxDrained, waitForServiceWorker } from './pwa-helpers'
import { snap } from './screens'

let db: Client
test.beforeAll(() => {
  const port = process.env.E2E_SQLD_PORT
  if (!port) throw new Error('E2E_SQLD_PORT is not set (run through `npm test -- e2e`)')
  db = createClient({ url: `http://127.0.0.1:${port}` })
})
test.afterAll(() => db.close())

async function stored(id: string) {
  const r = await db.execute({
    sql: `select status, version, lost_reason,
      (select count(*) from lead_activities a where a.lead_id = leads.id and a.kind = 'status') as moves
      from leads where id = ?`,
    args: [id],
  })
  const row = r.rows[0]
  return row
    ? {
        status: String(row.status),
        version: Number(row.version),
        lostReason: row.lost_reason as string | null,
        moves: Number(row.moves),
      }
    : null
}

async function newLead(page: Page, name: string, agentId: string | null): Promise<string> {
  const s = submissionOf('quote', { ...validPayload('quote', { agentId }), client_name: name })
  const res = await page.request.post('/api/leads', {
    data: s,
    headers: { Origin: new URL(page.url() || 'http://127.0.0.1').origin, [TEST_CLIENT_IP_HEADER]: testClientIp() },
  })
  expect(res.status(), await res.text()).toBe(201)
  return s.id
}

/**
 * Resolves once the board's own read that follows the next lead change (the PATCH's answer) is
 * back. Browser events arrive in order, so the requests counted when the change is answered are
 * the ones before it.
 */
function boardReadAfterNextChange(page: Page): () => Promise<void> {
  const reads: Request[] = []
  let mark: number | null = null
  page.on('request', (r) => {
    if (r.method() === 'GET' && new URL(r.url()).pathname === '/api/admin/leads/board') reads.push(r)
  })
  page.on('response', (r) => {
    if (mark === null && r.request().method() === 'PATCH' && /\/api\/admin\/leads\/[^/]+$/.test(r.url()))
      mark = reads.length
  })
  return async () => {
    await expect.poll(() => mark !== null && reads.length > mark).toBe(true)
    await reads[mark as number]?.response()
  }
}

const column = (page: Page, stage: string) => page.locator(`[data-testid="board-column"][data-board-stage="${stage}"]`)
const boardCard = (page: Page, id: string) => page.locator(`[data-testid="board-card"][data-lead-id="${id}"]`)

test.describe('leads board', () => {
  test('admin: by keyboard, by drag, to Lost with a reason; a refused move goes back', async ({ page }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width: 1280, height: 800 })
    await signInAs(page, 'super_admin')
    const tag = `Bq${Date.now().toString(36)}`
    const a = await newLead(page, `${tag} Alpha`, null)
    const b = await newLead(page, `${tag} Beta`, null)
    const c = await newLead(page, `${tag} Gamma`, null)

    // The toggle writes the layout in the URL beside the filters.
    await page.goto(`/super-admin/leads?q=${tag}`)
    await expect(page.getByTestId('lead-row')).toHaveCount(3)
    await page.getByTestId('leads-layout').getByRole('button', { name: 'Board' }).click()
    await expect(page).toHaveURL((u) => u.searchParams.get('layout') === 'board' && u.searchParams.get('q') === tag)
    await expect(column(page, 'new').getByTestId('board-card')).toHaveCount(3)
    await expect(column(page, 'new').getByTestId('board-column-summary')).toHaveText('3 leads · $0')
    await expect(boardCard(page, a).getByTestId('board-card-figure')).toContainText('Asked $')

    // Keyboard: the card's Move to… menu; the move is said, and the focus stays on the card.
    const trigger = boardCard(page, a).getByRole('button', { name: /^Move to…/ })
    await trigger.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('menuitem', { name: 'Contacted' })).toBeVisible()
    const keyboardReread = boardReadAfterNextChange(page)
    await page.keyboard.press('Enter')
    await expect(column(page, 'contacted').locator(`[data-lead-id="${a}"]`)).toBeVisible()
    await expect(page.getByTestId('board-announcement')).toHaveText(`Moved ${tag} Alpha to Contacted`)
    await expect(boardCard(page, a).getByRole('button', { name: /^Move to…/ })).toBeFocused()
    await expect.poll(() => stored(a)).toMatchObject({ status: 'contacted', moves: 1 })
    // The board re-reads after the move; a drag measured and started before that read is back can
    // have its card redrawn under the pointer (seen once in a full run on a loaded machine).
    await keyboardReread()

    // Drag: from the card's grip to the Application column. The mouse moves in the viewport's
    // coordinates and does not scroll, and the card sits at the window's bottom edge (where the
    // page's scroll leaves it after the keyboard move), so it is scrolled into view first.
    const grip = boardCard(page, b).locator('[data-drag-grip]')
    await grip.scrollIntoViewIfNeeded()
    const from = await grip.boundingBox()
    const to = await column(page, 'application').boundingBox()
    if (!from || !to) throw new Error('no boxes')
    expect(from.y + from.height, 'the grip is on screen').toBeLessThanOrEqual(800)
    expect(to.y + 60, 'the column is on screen').toBeGreaterThan(0)
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
    await page.mouse.down()
    await page.mouse.move(from.x + 20, from.y + 20, { steps: 3 })
    await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 8 })
    await expect(column(page, 'application')).toHaveAttribute('data-over', 'true')
    await page.mouse.up()
    await expect(column(page, 'application').locator(`[data-lead-id="${b}"]`)).toBeVisible()
    await expect(page.getByTestId('board-announcement')).toHaveText(`Moved ${tag} Beta to Application`)
    await expect.poll(() => stored(b)).toMatchObject({ status: 'application', moves: 1 })
    await snap(page, 'leads-board-admin', { fullPage: false })

    // Lost asks why first.
    await boardCard(page, c)
      .getByRole('button', { name: /^Move to…/ })
      .click()
    await page.getByRole('menuitem', { name: 'Lost' }).click()
    const dialog = page.getByTestId('board-lost-dialog')
    await expect(dialog.getByRole('heading', { name: `Why was ${tag} Gamma lost?` })).toBeVisible()
    await dialog.getByRole('button', { name: 'Mark as lost' }).click()
    await expect(dialog.getByText('Choose why the lead was lost')).toBeVisible()
    await dialog.getByLabel('Why was it lost?').selectOption({ label: 'No response' })
    const reread = boardReadAfterNextChange(page)
    await dialog.getByRole('button', { name: 'Mark as lost' }).click()
    await expect(column(page, 'lost').locator(`[data-lead-id="${c}"]`)).toBeVisible()
    await expect.poll(() => stored(c)).toMatchObject({ status: 'lost', lostReason: 'no_response' })
    // The board reads itself again after every move; the lead is deleted only once that read is
    // back, or the read would (rightly) drop its card before the move below is tried.
    await reread()

    // A lead deleted meanwhile: the server refuses, the card goes back, a toast says so.
    await db.execute({ sql: 'update leads set deleted_at = unixepoch() * 1000 where id = ?', args: [a] })
    await boardCard(page, a)
      .getByRole('button', { name: /^Move to…/ })
      .click()
    await page.getByRole('menuitem', { name: 'Funded' }).click()
    await expect(page.getByText('Failed to update lead status')).toBeVisible()
    await expect(column(page, 'funded').locator(`[data-lead-id="${a}"]`)).toHaveCount(0)

    // A phone: one stage at a time, chosen with the picker that shows the counts.
    await page.setViewportSize({ width: 390, height: 844 })
    const picker = page.getByTestId('board-stage-picker')
    await expect(picker).toBeVisible()
    await picker.selectOption({ label: 'Application (1)' })
    await expect(column(page, 'application')).toBeVisible()
    await expect(column(page, 'new')).toBeHidden()
    await snap(page, 'leads-board-admin-phone', { region: page.getByTestId('lead-board') })
  })

  test('agent: a move made offline on a phone is queued once and reaches the timeline once', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width: 390, height: 844 })
    await signInAs(page, 'agent')
    const name = `Board Offline ${Date.now().toString(36)}`
    const id = await newLead(page, name, DEMO_IDS.agents.sarah)
    await page.goto(`/agent-dashboard/leads?layout=board&q=${encodeURIComponent(name)}`)
    await waitForDeviceDb(page)
    await expect(boardCard(page, id)).toBeVisible()
    await waitForServiceWorker(page)
    // Loaded once under the service worker, so the staff area's files are kept on the device.
    await page.reload()
    await expect(boardCard(page, id)).toBeVisible()

    // A cold open with no connection: the board comes from the device.
    await context.setOffline(true)
    await page.reload()
    await expect(page.getByTestId('agent-leads-sync')).toContainText('Offline')
    await expect(boardCard(page, id)).toBeVisible()
    await boardCard(page, id)
      .getByRole('button', { name: /^Move to…/ })
      .click()
    await page.getByRole('menuitem', { name: 'Application' }).click()
    await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible()
    // The card left the stage on screen; the picker follows it there, waiting to send.
    await page.getByTestId('board-stage-picker').selectOption({ label: 'Application (1)' })
    await expect(boardCard(page, id).getByText('Waiting to send')).toBeVisible()
    const queued = (await readOutbox(page)).filter((e) => e.kind === 'lead-status')
    expect(queued.map((e) => [e.status, e.payload])).toEqual([
      ['pending', { leadId: id, status: 'application', baseVersion: 1 }],
    ])
    expect(await stored(id)).toMatchObject({ status: 'new', moves: 0 })
    await snap(page, 'leads-board-agent-offline', { fullPage: false })

    await context.setOffline(false)
    await waitForOutboxDrained(page)
    await expect.poll(() => stored(id)).toMatchObject({ status: 'application', version: 2, moves: 1 })
    await expect(boardCard(page, id).getByText('Waiting to send')).toHaveCount(0)

    await page.setViewportSize({ width: 1280, height: 800 })
    await expect(column(page, 'application').locator(`[data-lead-id="${id}"]`)).toBeVisible()
    await snap(page, 'leads-board-agent', { fullPage: false })
  })
})
