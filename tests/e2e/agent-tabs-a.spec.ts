/**
 * The agent dashboard's Customize, Social, Links, SEO and Analytics tabs,
 * signed in at 390 px as an agent this spec creates (other specs read the demo agent's page,
 * so nothing here changes it): each tab's main path, its spec messages, its loading/error
 * state and a server error shown on its field.
 */
import type { APIRequestContext, Page, PlaywrightWorkerArgs } from '@playwright/test'
import { TEST_CLIENT_IP_HEADER } from '#worker/middleware/rate-limit.ts'
import { demoAccount, expect, HOME_FOR_ROLE, licenseAgentInDb, submitSignIn, test, testClientIp } from './fixtures'
import { snap } from './screens'

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

type Agent = {
  email: string
  password: string
  name: string
  agentId: string
  profileSlug: string
  api: APIRequestContext
}

/** A fresh agent through the super admin's API (POST /api/admin/users/agents), with a request context of its own. */
async function createAgent(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string): Promise<Agent> {
  const api = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { [TEST_CLIENT_IP_HEADER]: testClientIp(), 'User-Agent': PHONE_UA },
  })
  const admin = demoAccount('super_admin')
  const signIn = await api.post('/api/auth/sign-in', { data: { email: admin.email, password: admin.password } })
  expect(signIn.status()).toBe(200)
  const { accessToken } = (await signIn.json()) as { accessToken: string }
  const n = `${Date.now() % 1_000_000}${Math.floor(Math.random() * 100)}`
  const agent = { email: `tabs-a-${n}@example.com`, password: 'Tabs-Pass-2026', name: `Tabs Tester ${n}` }
  const res = await api.post('/api/admin/users/agents', {
    data: { fullName: agent.name, email: agent.email, password: agent.password },
    headers: { Authorization: `Bearer ${accessToken}` },
  })
  expect(res.status()).toBe(201)
  const created = (await res.json()) as { agentId: string; profileSlug: string }
  // Public pages are for licensed agents only.
  await licenseAgentInDb(created.agentId)
  return { ...agent, ...created, api }
}

async function signInAsAgent(page: Page, agent: Agent) {
  await page.goto('/auth')
  await submitSignIn(page, agent.email, agent.password)
  await expect(page).toHaveURL(HOME_FOR_ROLE.agent)
}

const saved = (page: Page, path: string) =>
  page.waitForResponse((r) => new URL(r.url()).pathname === path && r.request().method() === 'PUT')

test.describe('agent dashboard tabs at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, userAgent: PHONE_UA })

  test('Customize: the slug keeps only lowercase letters and digits, empty and taken are refused, images upload', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const agent = await createAgent(playwright, baseURL!)
    await signInAsAgent(page, agent)
    await page.goto('/agent-dashboard/customize')
    await expect(page.getByRole('heading', { level: 2, name: 'Customize' })).toBeVisible()
    const form = page.getByRole('form', { name: 'Profile URL' })
    const slug = form.getByLabel('Profile URL')
    await expect(slug).toHaveValue(agent.profileSlug)

    // Typed characters other than a–z and 0–9 never reach the field; capitals are lowered.
    await slug.fill('')
    await slug.pressSequentially('My Page-2026!')
    await expect(slug).toHaveValue('mypage2026')

    await slug.fill('')
    await form.getByRole('button', { name: 'Save Profile URL' }).click()
    await expect(form.getByText('Profile slug cannot be empty')).toBeVisible()
    await expect(slug).toHaveAttribute('aria-invalid', 'true')
    await expect(slug).toBeFocused()

    // The demo agent's slug: the server's 409 lands on the field, with the spec's toast.
    await slug.fill('sarahchen')
    const taken = saved(page, '/api/agent/customize')
    await form.getByRole('button', { name: 'Save Profile URL' }).click()
    expect((await taken).status()).toBe(409)
    await expect(form.getByText('This profile URL is already taken')).toBeVisible()
    await expect(page.getByText('Failed to save changes')).toBeVisible()

    const mine = `tabs${agent.agentId.replace(/[^0-9]/g, '').slice(-8)}x`
    await slug.fill(mine)
    const ok = saved(page, '/api/agent/customize')
    await form.getByRole('button', { name: 'Save Profile URL' }).click()
    expect((await ok).status()).toBe(200)
    await expect(page.getByText('Profile updated successfully!')).toBeVisible()
    await expect(form.getByRole('link', { name: `/agent/${mine}` })).toBeVisible()

    // Images: a real PNG becomes Badge 1; an SVG renamed .png is refused with the spec's message.
    await page.getByLabel('Upload badge 1').setInputFiles({ name: 'badge.png', mimeType: 'image/png', buffer: PNG_1PX })
    await expect(page.getByText('Badge 1 updated')).toBeVisible()
    await expect(page.getByRole('img', { name: 'Your badge 1' })).toBeVisible()
    await page.getByRole('button', { name: 'Remove badge 1' }).click()
    await expect(page.getByText('Badge 1 removed')).toBeVisible()
    await expect(page.getByRole('img', { name: 'Your badge 1' })).toHaveCount(0)
    await page.getByLabel('Upload badge 1').setInputFiles({ name: 'badge.png', mimeType: 'image/png', buffer: PNG_1PX })
    await expect(page.getByRole('img', { name: 'Your badge 1' })).toBeVisible()
    await page.getByLabel('Upload logo').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    })
    await expect(page.getByText('Failed to upload image')).toBeVisible()
    await expect(page.getByRole('img', { name: 'Your logo' })).toHaveCount(0)
    await snap(page, 'agent-customize')

    // The public page answers at the new address.
    await page.goto(`/agent/${mine}`)
    await expect(page.getByRole('heading', { level: 1, name: agent.name })).toBeVisible()
    await agent.api.dispose()
  })

  test('Social and Links: link fields check the address, save, and keep what was saved', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const agent = await createAgent(playwright, baseURL!)
    await signInAsAgent(page, agent)

    // A failed load says so and offers a retry.
    await page.route('**/api/agent/profile', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":{"code":"internal","message":"boom"}}',
      }),
    )
    await page.goto('/agent-dashboard/social')
    await expect(page.getByText('Failed to load profile data')).toBeVisible()
    await page.unroute('**/api/agent/profile')
    await page.getByRole('button', { name: 'Try again' }).click()

    const social = page.getByRole('form', { name: 'Social links' })
    await expect(social.getByLabel('Facebook')).toHaveValue('')
    await social.getByLabel('Facebook').fill('facebook.com/tabs-tester')
    await social.getByLabel('Website').fill('https://tabs-tester.example.ca')
    await social.getByRole('button', { name: 'Save Social Links' }).click()
    await expect(social.getByText('Enter a full link starting with https://')).toBeVisible()
    await expect(social.getByLabel('Facebook')).toBeFocused()
    await social.getByLabel('Facebook').fill('https://facebook.com/tabs-tester')
    const put = saved(page, '/api/agent/social')
    await social.getByRole('button', { name: 'Save Social Links' }).click()
    expect((await put).status()).toBe(200)
    await expect(page.getByText('Profile updated successfully!')).toBeVisible()
    await snap(page, 'agent-social')
    await page.reload()
    await expect(social.getByLabel('Facebook')).toHaveValue('https://facebook.com/tabs-tester')
    await expect(social.getByLabel('Website')).toHaveValue('https://tabs-tester.example.ca')
    await expect(social.getByLabel('Instagram')).toHaveValue('')

    // A server refusal of a link names the field: the message lands under it with the spec's toast.
    await page.route('**/api/agent/social', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            code: 'validation_failed',
            message: 'Check the highlighted fields',
            fields: { youtube: 'Enter a full link starting with https://' },
          },
        }),
      }),
    )
    await social.getByLabel('YouTube').fill('https://youtube.com/@tabs')
    await social.getByRole('button', { name: 'Save Social Links' }).click()
    await expect(page.getByText('Failed to update social links')).toBeVisible()
    await expect(social.getByLabel('YouTube')).toHaveAttribute('aria-invalid', 'true')
    await page.unroute('**/api/agent/social')

    await page.goto('/agent-dashboard/links')
    await expect(page.getByRole('heading', { level: 2, name: 'Links' })).toBeVisible()
    const links = page.getByRole('form', { name: 'Application links' })
    await links.getByLabel('Apply Link').fill('https://apply.example.ca/tabs')
    await links.getByLabel('Newsletter Link').fill('mailto:news@example.ca')
    await links.getByRole('button', { name: 'Save Application Links' }).click()
    await expect(links.getByText('Enter a full link starting with https://')).toBeVisible()
    await links.getByLabel('Newsletter Link').fill('https://news.example.ca/join')
    const putLinks = saved(page, '/api/agent/links')
    await links.getByRole('button', { name: 'Save Application Links' }).click()
    expect((await putLinks).status()).toBe(200)
    await expect(page.getByText('Profile updated successfully!').first()).toBeVisible()
    await snap(page, 'agent-links')

    // The public page uses them: Apply Now and the Newsletter button.
    await page.goto(`/agents/${agent.agentId}`)
    await expect(page.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', 'https://apply.example.ca/tabs')
    await expect(page.getByRole('link', { name: /Newsletter/ }).first()).toHaveAttribute(
      'href',
      'https://news.example.ca/join',
    )
    await agent.api.dispose()
  })

  test('SEO: live 60 / 160 counters, over the limit is refused on the field, saved settings stay', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const agent = await createAgent(playwright, baseURL!)
    await signInAsAgent(page, agent)
    await page.goto('/agent-dashboard/seo')
    const form = page.getByRole('form', { name: 'SEO settings' })
    const title = form.getByLabel('Meta Title')
    await expect(form.getByText('0/60')).toBeVisible()
    await expect(form.getByText('0/160')).toBeVisible()
    await title.fill('Toronto mortgage broker')
    await expect(form.getByText('23/60')).toBeVisible()
    await title.fill('x'.repeat(61))
    await expect(form.getByText('61/60')).toBeVisible()
    await expect(form.getByText('1 character over the limit of 60')).toBeAttached()
    await form.getByRole('button', { name: 'Save SEO Settings' }).click()
    await expect(form.getByText('At most 60 characters')).toBeVisible()
    await expect(title).toBeFocused()

    await title.fill(`${agent.name} | Toronto Mortgages`)
    await form.getByLabel('Meta Description').fill('First homes, renewals and refinancing in Toronto.')
    await expect(form.getByText('49/160')).toBeVisible()
    const put = saved(page, '/api/agent/seo')
    await form.getByRole('button', { name: 'Save SEO Settings' }).click()
    expect((await put).status()).toBe(200)
    await expect(page.getByText('Profile updated successfully!')).toBeVisible()
    await snap(page, 'agent-seo')
    await page.reload()
    await expect(title).toHaveValue(`${agent.name} | Toronto Mortgages`)

    // The spec's failure toast when the server refuses.
    await page.route('**/api/agent/seo', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":{"code":"internal","message":"boom"}}',
      }),
    )
    await form.getByRole('button', { name: 'Save SEO Settings' }).click()
    await expect(page.getByText('Failed to update SEO settings')).toBeVisible()
    await agent.api.dispose()
  })

  test('Analytics: the three counts and Recent Activity, 5 of the latest 10', async ({ page, playwright, baseURL }) => {
    const agent = await createAgent(playwright, baseURL!)
    // Twelve visits from twelve visitor sessions, through the public page-view route.
    for (let i = 1; i <= 12; i++) {
      const res = await agent.api.post(`/api/agents/${agent.agentId}/views`, {
        data: { sessionId: `tabs-a-${agent.agentId.slice(-12)}-${i}`, path: `/agents/${agent.agentId}?visit=${i}` },
      })
      expect(res.status()).toBe(202)
    }
    await signInAsAgent(page, agent)

    await page.route('**/api/agent/analytics', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":{"code":"internal","message":"boom"}}',
      }),
    )
    await page.goto('/agent-dashboard/analytics')
    await expect(page.getByText('Failed to fetch agent data')).toBeVisible()
    await page.unroute('**/api/agent/analytics')
    await page.getByRole('button', { name: 'Try again' }).click()

    const count = (label: string) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]')
    await expect(count('Profile Views')).toHaveText('12')
    await expect(count('Total Leads')).toHaveText('0')
    await expect(count('Testimonials')).toHaveText('0')
    const recent = page.getByRole('region', { name: 'Recent Activity' })
    const items = recent.getByRole('listitem')
    await expect(items).toHaveCount(5)
    await expect(items.first()).toContainText('Profile view')
    await expect(items.first()).toContainText('visit=12')
    await expect(items.last()).toContainText('visit=8')
    await expect(recent.getByText(/visit=7$/)).toHaveCount(0)
    await snap(page, 'agent-analytics')
    await agent.api.dispose()
  })
})

test('the five tabs at 1280 px', async ({ page, playwright, baseURL }) => {
  const agent = await createAgent(playwright, baseURL!)
  await signInAsAgent(page, agent)
  for (const [slug, heading, form] of [
    ['customize', 'Customize', 'Profile URL'],
    ['social', 'Social', 'Social links'],
    ['links', 'Links', 'Application links'],
    ['seo', 'SEO', 'SEO settings'],
    ['analytics', 'Analytics', null],
  ] as const) {
    await page.goto(`/agent-dashboard/${slug}`)
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
    if (form) await expect(page.getByRole('form', { name: form })).toBeVisible()
    else
      await expect(
        page
          .getByRole('region', { name: 'Recent Activity' })
          .getByText('No activity yet. Visits to your page will show here.'),
      ).toBeVisible()
    await snap(page, `agent-${slug}`)
  }
  await agent.api.dispose()
})
