/**
 * The leads screens in Debian's Chromium (Playwright) against the bench's worker (a fresh build
 * served by workerd) and sqld: the admin list's and board's first render and a filter change,
 * and an agent's cold offline open of the leads kept on the device. Each figure is the median of
 * RUNS, measured in the page's clock from the navigation start (first render, cold open) or from
 * the filter's change to the changed view on screen.
 *
 * A first render from the navigation start is the whole app's boot (the HTML, the main bundle,
 * the session's refresh) and then the screen; the screen's part is also given, from the route's
 * match (the `leads-route` mark, set once the area's guard has checked the session). A filter
 * change (Playwright's `selectOption`) is measured from the pick: the select's input event as the
 * browser dispatches it to the page, which is the user's wait; a native select dispatches input
 * and change in the same task, with no animation or app code between the pick and them. The
 * same change from before Playwright finds the select by its label is a reference: what it adds
 * is Playwright's lookup (it scans every labelled control on the page), its checks and its round
 * trips to the browser (a CDP trace: one evaluation task of up to ~140 ms with no page code in
 * it), not the app's (docs/decisions/260, 284). A change dispatched by the bench in the page,
 * timed from its change event, is the third (docs/decisions/216).
 */
import { type BrowserContext, chromium, type Page } from '@playwright/test'
import { DEMO_ACCOUNTS } from '#scripts/seed-data.ts'
import { CHROMIUM_ARGS, chromiumPath } from '#tests/e2e/chromium.ts'
import { TEST_CLIENT_IP_HEADER } from '#worker/middleware/rate-limit.ts'
import type { BenchRow } from './run'

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2
}

async function signIn(context: BrowserContext, role: 'super_admin' | 'agent', ip: string): Promise<Page> {
  const account = DEMO_ACCOUNTS.find((a) => a.role === role)!
  await context.setExtraHTTPHeaders({ [TEST_CLIENT_IP_HEADER]: ip })
  const page = await context.newPage()
  await page.goto('/auth')
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'))
  await page.getByLabel('Email', { exact: true }).fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await page.waitForURL((u) => !u.pathname.startsWith('/auth'), { timeout: 30_000 })
  return page
}

/**
 * A first render: ms from the navigation start, and when its parts happened (NaN when unknown):
 * the session's refresh sent and answered, the screen's first read sent and answered.
 */
type FirstRender = {
  total: number
  screen: number
  refreshSent: number
  refreshed: number
  readSent: number
  readAnswered: number
}

/**
 * ms from the navigation start until `selector` matches, in the page's clock, and from the
 * route's match (its mark, when the app sets one) until then. From the page's resource timing
 * beside it: when the session's refresh answered and when the screen's first read left (its
 * `path`), for the reference rows (decision 244).
 */
async function firstRender(page: Page, url: string, selector: string, path?: string): Promise<FirstRender> {
  await page.goto(url, { waitUntil: 'commit' })
  const at = await page.waitForFunction(
    ({ s, path }) => {
      if (!document.querySelector(s)) return 0
      const total = performance.now()
      const mark = performance.getEntriesByName('leads-route', 'mark').at(-1)
      // No helper functions in here: the bench's transform would name them with a helper the
      // page does not have.
      let refreshSent = Number.NaN
      let refreshed = Number.NaN
      let readSent = Number.NaN
      let readAnswered = Number.NaN
      for (const r of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
        const at = new URL(r.name).pathname
        if (at === '/api/auth/refresh' && Number.isNaN(refreshed)) {
          refreshSent = r.startTime
          refreshed = r.responseEnd
        }
        if (at === path && Number.isNaN(readSent)) {
          readSent = r.startTime
          readAnswered = r.responseEnd
        }
      }
      return { total, matched: mark ? mark.startTime : Number.NaN, refreshSent, refreshed, readSent, readAnswered }
    },
    { s: selector, path },
    { timeout: 60_000, polling: 'raf' },
  )
  const { matched, ...parts } = (await at.jsonValue()) as Omit<FirstRender, 'screen'> & { matched: number }
  return { ...parts, screen: parts.total - matched }
}

/** In the page: the time once every row or card shown is in `status`, else 0. */
type Shown = (status: string) => number

/** ms from the change event of the select labelled `label` (set to `value` in the page) until `shown(value)`. */
async function afterSelect(page: Page, label: string, value: string, shown: Shown): Promise<number> {
  const select = await page.getByLabel(label, { exact: true }).elementHandle()
  if (!select) throw new Error(`no select labelled ${label}`)
  const t0 = await select.evaluate((el, v) => {
    const t = performance.now()
    if (el instanceof HTMLSelectElement) el.value = v
    el.dispatchEvent(new Event('input', { bubbles: true }))
    el.dispatchEvent(new Event('change', { bubbles: true }))
    return t
  }, value)
  const at = await page.waitForFunction(shown, value, { timeout: 60_000, polling: 'raf' })
  return ((await at.jsonValue()) as number) - t0
}

/**
 * A status picked with Playwright's `selectOption`, until `shown(status)` (run in the page) holds:
 * ms from before Playwright's lookup (the row as it always was), and from the pick itself, the
 * select's input event as the browser dispatches it to the page (the change event follows in
 * the same task: a native select has nothing between them).
 */
async function afterPick(page: Page, label: string, shown: Shown, status: string) {
  const t0 = await page.evaluate(() => {
    const w = window as unknown as { __pick?: number }
    w.__pick = Number.NaN
    document.addEventListener('input', (e) => (w.__pick = e.timeStamp), { capture: true, once: true })
    return performance.now()
  })
  await page.getByLabel(label, { exact: true }).selectOption(status)
  const at = await page.waitForFunction(shown, status, { timeout: 60_000, polling: 'raf' })
  const seen = (await at.jsonValue()) as number
  const end = await page.evaluate(() => performance.now())
  const pick = await page.evaluate(() => (window as unknown as { __pick: number }).__pick)
  return { fromLookup: end - t0, fromPick: seen - pick }
}

const allListed: Shown = (status) => {
  const b = [...document.querySelectorAll<HTMLElement>('[data-testid="lead-row"] [data-testid="lead-status-badge"]')]
  return b.length > 0 && b.every((e) => e.dataset.status === status) ? performance.now() : 0
}
const allOnBoard: Shown = (status) => {
  const c = [...document.querySelectorAll<HTMLElement>('[data-testid="board-card"]')]
  return c.length > 0 && c.every((e) => e.dataset.stage === status) ? performance.now() : 0
}

const row = (metric: string, times: number[], budget: number): BenchRow => {
  const m = median(times)
  return { metric, value: `${m.toFixed(0)} ms`, budget: `≤ ${budget} ms`, verdict: m <= budget ? 'within' : 'over' }
}

export async function leadsInBrowser(baseURL: string, leadsTotal: number, agentLeads: number): Promise<BenchRow[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
  const rows: BenchRow[] = []
  try {
    // ---- admin ------------------------------------------------------------------------
    const admin = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } })
    const page = await signIn(admin, 'super_admin', '10.9.9.21')
    const list: number[] = []
    const listScreen: number[] = []
    const board: number[] = []
    const boardScreen: number[] = []
    const listFilter: number[] = []
    const listSelect: number[] = []
    const boardFilter: number[] = []
    const boardSelect: number[] = []
    const listRead: FirstRender[] = []
    const boardRead: FirstRender[] = []
    const listPick: number[] = []
    const boardPick: number[] = []
    for (let i = 0; i < RUNS; i++) {
      const l = await firstRender(page, '/super-admin/leads', '[data-testid="lead-row"]', '/api/admin/leads')
      listRead.push(l)
      list.push(l.total)
      listScreen.push(l.screen)
      const lp = await afterPick(page, 'Status', allListed, 'contacted')
      listFilter.push(lp.fromLookup)
      listPick.push(lp.fromPick)
      listSelect.push(await afterSelect(page, 'Status', 'application', allListed))
      const b = await firstRender(
        page,
        '/super-admin/leads?layout=board',
        '[data-testid="board-card"]',
        '/api/admin/leads/board',
      )
      boardRead.push(b)
      board.push(b.total)
      boardScreen.push(b.screen)
      const bp = await afterPick(page, 'Status', allOnBoard, 'contacted')
      boardFilter.push(bp.fromLookup)
      boardPick.push(bp.fromPick)
      boardSelect.push(await afterSelect(page, 'Status', 'application', allOnBoard))
    }
    await admin.close()
    const n = leadsTotal.toLocaleString('en-CA')
    const boot = (totals: number[], screens: number[]) => median(totals.map((t, i) => t - (screens[i] ?? Number.NaN)))
    const info = (metric: string, ms: number): BenchRow => ({
      metric,
      value: Number.isNaN(ms) ? 'no mark' : `${ms.toFixed(0)} ms`,
      budget: 'reference',
      verdict: 'info',
    })
    // The first render's chain, each step's median: the navigation to the refresh's request, its
    // round trip, its answer to the screen's read, the read's round trip, its answer to the rows.
    const chain = (screen: string, renders: FirstRender[]): BenchRow[] =>
      (
        [
          ['navigation start → refresh sent', (r) => r.refreshSent],
          ["the refresh's round trip", (r) => r.refreshed - r.refreshSent],
          ['refresh answered → read sent', (r) => r.readSent - r.refreshed],
          ["the read's round trip", (r) => r.readAnswered - r.readSent],
          ['read answered → first rows on screen', (r) => r.total - r.readAnswered],
        ] as const satisfies readonly (readonly [string, (r: FirstRender) => number])[]
      ).map(([step, of]) => info(`admin ${screen}: first render's chain: ${step}`, median(renders.map(of))))
    rows.push(row(`admin list: first render (${n} leads, page of 50)`, list, 200))
    rows.push(info("admin list: of which the boot and session check (to the route's match)", boot(list, listScreen)))
    rows.push(row("admin list: first render, the screen's part (from the route's match)", listScreen, 200))
    rows.push(...chain('list', listRead))
    rows.push(row('admin list: filter change (status), from the pick', listPick, 200))
    rows.push(info("admin list: filter change (status), from before Playwright's lookup", median(listFilter)))
    rows.push(row('admin list: filter change (status), from the change event', listSelect, 200))
    rows.push(row(`admin board: first render (${n} leads, first 12 cards a column)`, board, 200))
    rows.push(info("admin board: of which the boot and session check (to the route's match)", boot(board, boardScreen)))
    rows.push(row("admin board: first render, the screen's part (from the route's match)", boardScreen, 200))
    rows.push(...chain('board', boardRead))
    rows.push(row('admin board: filter change (status), from the pick', boardPick, 200))
    rows.push(info("admin board: filter change (status), from before Playwright's lookup", median(boardFilter)))
    rows.push(row('admin board: filter change (status), from the change event', boardSelect, 200))

    // ---- agent, cold and offline --------------------------------------------------------
    const agent = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } })
    const a = await signIn(agent, 'agent', '10.9.9.22')
    await a.goto('/agent-dashboard/leads')
    await a.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 })
    // The whole book pulled onto the device (the count says every lead).
    await a.waitForFunction(
      (n) =>
        Number(
          /(\d+) leads?$/.exec(document.querySelector('[data-testid="agent-leads-count"]')?.textContent ?? '')?.[1],
        ) >= n,
      agentLeads,
      { timeout: 120_000 },
    )
    await a.reload()
    await a.waitForSelector('[data-testid="agent-lead-row"]')
    await agent.setOffline(true)
    const cold: number[] = []
    for (let i = 0; i < RUNS; i++) {
      await a.goto('about:blank')
      cold.push((await firstRender(a, `${baseURL}/agent-dashboard/leads`, '[data-testid="agent-lead-row"]')).total)
    }
    const drawn = await a.locator('[data-testid="agent-lead-row"]').count()
    await agent.close()
    rows.push(
      row(`agent: cold offline open of ${agentLeads.toLocaleString('en-CA')} leads (${drawn} rows drawn)`, cold, 1000),
    )
    return rows
  } finally {
    await browser.close()
  }
}
