/**
 * Shared Playwright helpers for the signed-in areas.
 *
 *   import { test, expect } from './fixtures'
 *   test('agent sees leads', async ({ page, signInAs }) => {
 *     await signInAs('agent')              // lands on /agent-dashboard/profile
 *     await page.goto('/agent-dashboard/leads')
 *   })
 *
 * Sign-in goes through the real /auth page (the same path a person takes), so the session
 * lives where the app keeps it: the access token in the page's memory, the refresh token in
 * the HttpOnly cookie. A later `page.goto` restores it with the silent refresh.
 */
import { createHmac, randomInt } from 'node:crypto'
import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect,
  type Page,
  type Request,
} from '@playwright/test'
import { DEMO_ACCOUNTS, DEMO_IDS, type DemoRole } from '#scripts/seed-data.ts'
import { submissionOf, validPayload } from '#tests/integration/leads-fixtures.ts'
import { TEST_CLIENT_IP_HEADER } from '#worker/middleware/rate-limit.ts'

export type { DemoRole }
export { expect }

/** Where each demo role lands after signing in. */
export const HOME_FOR_ROLE: Record<DemoRole, RegExp> = {
  super_admin: /\/super-admin(\/agents)?$/,
  admin: /\/agent-dashboard(\/profile)?$/,
  agent: /\/agent-dashboard(\/profile)?$/,
}

export function demoAccount(role: DemoRole) {
  const account = DEMO_ACCOUNTS.find((a) => a.role === role)
  if (!account) throw new Error(`No demo account for ${role}`)
  return account
}

/** Fill and submit the sign-in form that is on screen (the /auth page or the header dialog). */
export async function submitSignIn(scope: Page | ReturnType<Page['getByRole']>, email: string, password: string) {
  await scope.getByLabel('Email', { exact: true }).fill(email)
  await scope.getByLabel('Password', { exact: true }).fill(password)
  await scope.getByRole('button', { name: 'Sign In', exact: true }).click()
}

/**
 * Signs in as a demo role through /auth and waits for the role's landing page.
 * `redirect` is kept like a guard would (e.g. '/agent-dashboard/leads').
 */
export async function signInAs(page: Page, role: DemoRole, options: { redirect?: string } = {}) {
  const account = demoAccount(role)
  await page.goto(options.redirect ? `/auth?redirect=${encodeURIComponent(options.redirect)}` : '/auth')
  await submitSignIn(page, account.email, account.password)
  if (options.redirect) await expect(page).toHaveURL((u) => u.pathname + u.search === options.redirect)
  else await expect(page).toHaveURL(HOME_FOR_ROLE[role])
}

/**
 * A client address of its own for each test. Sign-in is throttled per address (20 attempts in
 * 15 minutes, successes included) and every test runs from 127.0.0.1, so a suite that signs in
 * dozens of times would trip it. The address travels in the test seam `X-Test-Client-IP`, which
 * the worker honours only outside production (there only Cloudflare's CF-Connecting-IP counts).
 */
export function testClientIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`
}

/** A visitor's quote request for the demo agent Sarah (from this page's origin), as `name`; its id. */
export async function postSarahLead(page: Page, name: string): Promise<string> {
  const s = submissionOf('quote', { ...validPayload('quote', { agentId: DEMO_IDS.agents.sarah }), client_name: name })
  const res = await page.request.post('/api/leads', {
    data: s,
    headers: { Origin: new URL(page.url()).origin, [TEST_CLIENT_IP_HEADER]: testClientIp() },
  })
  expect(res.status()).toBe(201)
  return s.id
}

/**
 * Waits until the app has taken over the page (`html[data-hydrated]`, set by the root layout).
 * Public pages are prerendered HTML (docs/decisions/039): they show before their script runs,
 * and a click or a keystroke before hydration does nothing, so a test acts once the page is
 * live, as a person does once it has settled.
 */
export async function waitForApp(page: Page) {
  await page.waitForFunction(
    () => document.documentElement.dataset.hydrated === 'true' || !document.getElementById('root'),
    undefined,
    { timeout: 20_000 },
  )
}

/** Requests of the context that started and have not finished or failed: method, URL, kind, age. */
function trackRequestsInFlight(context: BrowserContext): () => string[] {
  const open = new Map<Request, number>()
  context.on('request', (request) => open.set(request, Date.now()))
  context.on('requestfinished', (request) => open.delete(request))
  context.on('requestfailed', (request) => open.delete(request))
  return () =>
    [...open].map(
      ([r, at]) => `  ${r.method()} ${r.url()} (${r.resourceType()}, ${Math.round((Date.now() - at) / 1000)} s)`,
    )
}

type Navigation = Awaited<ReturnType<Page['goto']>>
const isAppDocument = (res: Navigation) => res === null || (res.headers()['content-type'] ?? '').includes('text/html')

/** `page.goto` and `page.reload` that return once the app has hydrated (see waitForApp). */
export function waitForAppOnNavigation(page: Page) {
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  page.goto = async (url, options) => {
    const res = await goto(url, options)
    if (options?.waitUntil !== 'commit' && isAppDocument(res)) await waitForApp(page)
    return res
  }
  page.reload = async (options) => {
    const res = await reload(options)
    if (options?.waitUntil !== 'commit' && isAppDocument(res)) await waitForApp(page)
    return res
  }
}

/**
 * Opens the header's 'Welcome Back' dialog. The header's account part hydrates a moment after
 * the page (its own chunk, docs/decisions/039): a click on the prerendered button before then
 * does nothing, so this clicks again until the dialog shows, as a person would.
 */
export async function openHeaderSignIn(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Welcome Back' })
  await expect(async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(dialog).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
  return dialog
}

export const test = base.extend<{ signInAs: (role: DemoRole, options?: { redirect?: string }) => Promise<void> }>({
  context: async ({ context }, use, testInfo) => {
    await context.setExtraHTTPHeaders({ [TEST_CLIENT_IP_HEADER]: testClientIp() })
    // Every page of the context, the test's own included (it is opened after this runs).
    context.on('page', waitForAppOnNavigation)
    const inFlight = trackRequestsInFlight(context)
    await use(context)
    // A navigation that never fires "load" is a request that never ended: name it when a test fails.
    if (testInfo.status !== testInfo.expectedStatus) {
      const open = inFlight()
      if (open.length > 0) console.log(`[${testInfo.title}] requests still open when it failed:\n${open.join('\n')}`)
    }
  },

  signInAs: async ({ page }, use) => {
    await use((role, options) => signInAs(page, role, options))
  },
})

// ---------------------------------------------------------------------------------------------
// TOTP (RFC 6238: SHA-1, 6 digits, 30 s) for the two-factor tests
// ---------------------------------------------------------------------------------------------

function base32Decode(input: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  const clean = input.replace(/=+$/, '').replace(/\s/g, '').toUpperCase()
  let bits = 0
  let value = 0
  const out: number[] = []
  for (const ch of clean) {
    const idx = alphabet.indexOf(ch)
    if (idx < 0) throw new Error(`Not base32: ${ch}`)
    value = (value << 5) | idx
    bits += 5
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff)
      bits -= 8
    }
  }
  return Buffer.from(out)
}

/** The current 6-digit code for a base32 secret. */
export function totpCode(secret: string, at = Date.now()): string {
  const counter = Math.floor(at / 1000 / 30)
  const msg = Buffer.alloc(8)
  msg.writeBigUInt64BE(BigInt(counter))
  const mac = createHmac('sha1', base32Decode(secret)).update(msg).digest()
  const offset = mac[mac.length - 1]! & 0x0f
  const bin = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000
  return String(bin).padStart(6, '0')
}

/**
 * A code the server has not seen yet. The server accepts the 30 s steps next to its clock's
 * (one either side) and never a step at or before the last one it accepted, so this takes the
 * first step after every one used here, and waits for the clock only when that step is more
 * than one ahead of it.
 */
export async function freshTotpCode(secret: string, usedSteps: Set<number>): Promise<string> {
  const stepNow = () => Math.floor(Date.now() / 30_000)
  const step = Math.max(stepNow(), ...[...usedSteps].map((s) => s + 1))
  if (step > stepNow() + 1)
    await expect.poll(stepNow, { timeout: 40_000, intervals: [250] }).toBeGreaterThanOrEqual(step - 1)
  usedSteps.add(step)
  return totpCode(secret, step * 30_000 + 1)
}

/** Open the phone menu (its button works once the menus chunk has loaded). */
export async function openPhoneMenu(page: Page) {
  const drawer = page.getByRole('dialog', { name: 'Menu' })
  await expect(async () => {
    if (!(await drawer.isVisible())) await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(drawer).toBeVisible({ timeout: 1000 })
  }).toPass()
  return drawer
}

/**
 * Safety net for the two-factor tests: remove every factor of a demo account through the API
 * (sign in, pass the second step with `secret`, delete), so later tests sign in with a
 * password only even when a test failed half-way.
 */
export async function removeFactorsWithApi(
  request: APIRequestContext,
  role: DemoRole,
  secret: string,
  usedSteps: Set<number>,
) {
  const account = demoAccount(role)
  const headers = { [TEST_CLIENT_IP_HEADER]: testClientIp() }
  const res = await request.post('/api/auth/sign-in', {
    data: { email: account.email, password: account.password },
    headers,
  })
  if (!res.ok()) return
  type S = { accessToken: string; user: { aal: string }; mfa: { factors: { id: string }[] } }
  const session = (await res.json()) as S
  let token = session.accessToken
  const first = session.mfa.factors[0]
  if (first && session.user.aal !== 'aal2') {
    const ch = await request.post(`/api/auth/mfa/factors/${first.id}/challenge`, {
      headers: { ...headers, Authorization: `Bearer ${token}` },
    })
    const { challengeId } = (await ch.json()) as { challengeId: string }
    const code = await freshTotpCode(secret, usedSteps)
    const v = await request.post(`/api/auth/mfa/factors/${first.id}/verify`, {
      data: { challengeId, code },
      headers: { ...headers, Authorization: `Bearer ${token}` },
    })
    if (!v.ok()) return
    token = ((await v.json()) as S).accessToken
  }
  const list = await request.get('/api/auth/mfa/factors', { headers: { ...headers, Authorization: `Bearer ${token}` } })
  const { factors } = (await list.json()) as { factors: { id: string }[] }
  for (const f of factors)
    await request.delete(`/api/auth/mfa/factors/${f.id}`, { headers: { ...headers, Authorization: `Bearer ${token}` } })
}

/**
 * Test setup, straight in the e2e run's database: gives an agent created by a test a complete
 * licence, which an agent's public page and directory card need (the licence fields' own screens
 * have their tests). Needs E2E_SQLD_PORT (set by `npm test -- e2e`).
 */
export async function licenseAgentInDb(agentId: string): Promise<void> {
  const port = process.env.E2E_SQLD_PORT
  if (!port) throw new Error('E2E_SQLD_PORT is not set (run through `npm test -- e2e`)')
  const { createClient } = await import('@libsql/client')
  const client = createClient({ url: `http://127.0.0.1:${port}` })
  try {
    const number = `M${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
    await client.execute({
      sql: `update agents set licensed_name = 'Test Licensed Agent', licence_number = ?, licence_title = 'Mortgage Agent Level 2' where id = ?`,
      args: [number, agentId],
    })
  } finally {
    client.close()
  }
}
