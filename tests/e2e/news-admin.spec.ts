import { type NewsFixtureServer, startNewsFixtureServer } from '#tests/support/news-fixture-server.ts'
import { expect, test } from './fixtures'
import { shoot } from './screens'

let server: NewsFixtureServer
test.beforeAll(async () => {
  server = await startNewsFixtureServer()
})
test.afterAll(async () => {
  await server?.close()
})

test.describe('admin News Feed tab', () => {
  test('feeds edited and saved, Refresh now with its result, the run in the history', async ({ page, signInAs }) => {
    await signInAs('super_admin')
    await page.goto('/super-admin/news-feed')
    await expect(page.getByRole('heading', { level: 2, name: 'News Feed' })).toBeVisible()
    const sources = page.getByRole('region', { name: 'News sources' })
    const form = sources.getByRole('form', { name: 'News sources' })
    await expect(form).toBeVisible()

    // Replace the list with two fixture feeds: one good RSS, one that answers 500.
    while ((await form.getByRole('button', { name: /^Remove feed/ }).count()) > 0)
      await form
        .getByRole('button', { name: /^Remove feed/ })
        .first()
        .click()
    await form.getByRole('button', { name: 'Add feed' }).click()
    await form.getByRole('textbox', { name: /Feed 1 name/ }).fill('Fixture RSS')
    await form.getByRole('textbox', { name: /Feed 1 URL/ }).fill(`${server.base}/rss`)
    await form.getByRole('button', { name: 'Add feed' }).click()
    await form.getByRole('textbox', { name: /Feed 2 name/ }).fill('Broken feed')
    await form.getByRole('textbox', { name: /Feed 2 URL/ }).fill('not a url')
    await form.getByRole('button', { name: 'Save feeds' }).click()
    // The server names the bad field; nothing is saved.
    await expect(form.getByText('Enter an http(s) URL')).toBeVisible()
    await form.getByRole('textbox', { name: /Feed 2 URL/ }).fill(`${server.base}/error`)
    await form.getByRole('button', { name: 'Save feeds' }).click()
    await expect(sources.getByText(/Saved by an admin on/)).toBeVisible()
    await expect(form.getByRole('textbox', { name: /Feed 1 URL/ })).toHaveValue(`${server.base}/rss`)

    await sources.getByRole('button', { name: 'Refresh now' }).click()
    const result = sources.getByTestId('news-refresh-result')
    await expect(result).toContainText('Updated', { timeout: 30_000 })
    await expect(result).toContainText(/\d+ articles stored, \d+ new/)

    const runs = page.getByRole('region', { name: 'Recent refreshes' })
    const latest = runs.getByRole('listitem').first()
    await expect(latest).toContainText('Refresh now')
    await expect(latest).toContainText('fixture-rss')
    // The failing feed is reported with its error; the good one still served.
    await expect(latest.getByText(/^broken-feed .*: /)).toBeVisible()
    await shoot(page, 'admin-news-feed')

    // The public news now has the fixture's articles, markup stripped.
    await page.goto('/mortgage-news')
    await expect(page.getByRole('heading', { level: 2, name: 'Fixed rates fall again' })).toBeVisible()

    // Back to the defaults (the environment's list here) for the other tests.
    await page.goto('/super-admin/news-feed')
    await page.getByRole('button', { name: 'Use the default feeds' }).click()
    await expect(
      page
        .getByRole('region', { name: 'News sources' })
        .getByText(/From the NEWS_FEEDS setting|The two built-in feeds/),
    ).toBeVisible()
  })

  test('feed service: required fields, secrets never shown back, the test and OAuth error states', async ({
    page,
    signInAs,
  }) => {
    await signInAs('super_admin')
    await page.goto('/super-admin/news-feed')
    const service = page.getByRole('region', { name: 'Inoreader feed service' })
    const form = service.getByRole('form', { name: 'Inoreader credentials' })
    await expect(service.getByTestId('feed-service-state')).toContainText('Not configured')
    await expect(service.getByTestId('feed-service-redirect-uri')).toHaveText(/\/admin\/inoreader-callback$/)

    await form.getByLabel('App ID').fill('1000001234')
    await form.getByRole('button', { name: 'Save configuration' }).click()
    await expect(form.getByRole('alert')).toHaveText('Please fill in all required fields')

    const key = 'appKey-Secret-9f8e7d'
    const token = 'accessToken-Secret-a1b2'
    await form.getByLabel('App Key').fill(key)
    await form.getByLabel('Access Token').fill(token)
    await form.getByLabel('User ID').fill('1005921234')
    await form.getByRole('button', { name: 'Save configuration' }).click()
    await expect(service.getByTestId('feed-service-state')).toContainText('Not tested yet')
    // The secrets are gone from the form; only their last 4 characters come back.
    await expect(form.getByLabel('App Key')).toHaveValue('')
    await expect(form.getByLabel('App Key')).toHaveAttribute('placeholder', /Saved: •+8e7d\b/)
    await expect(form.getByLabel('Access Token')).toHaveAttribute('placeholder', /Saved: •+a1b2\b/)
    expect(await page.content()).not.toContain(key)
    expect(await page.content()).not.toContain(token)

    // The service cannot be reached from here: the spec's failure title.
    await service.getByRole('button', { name: 'Test Connection' }).click()
    const outcome = service.getByTestId('feed-service-test-result')
    await expect(outcome).toContainText('Connection Test Failed', { timeout: 30_000 })
    await expect(service.getByTestId('feed-service-state')).toContainText('Connection failed')
    await shoot(page, 'admin-news-feed-service')

    // OAuth: the tab sends the browser to the service's consent page with a state...
    let authorizeUrl: URL | null = null
    await page.route('https://www.inoreader.com/**', async (route) => {
      authorizeUrl = new URL(route.request().url())
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<title>consent</title>' })
    })
    await form.getByRole('button', { name: 'Connect with Inoreader' }).click()
    await expect.poll(() => authorizeUrl?.searchParams.get('state') ?? null).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(authorizeUrl!.searchParams.get('redirect_uri')).toMatch(/\/admin\/inoreader-callback$/)
    await page.waitForURL(/^https:\/\/www\.inoreader\.com\//)
    // ...and the callback page sends the code back: the exchange fails here (no internet), said plainly.
    await page.goto(`/admin/inoreader-callback?code=fixture-code&state=${authorizeUrl!.searchParams.get('state')}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Connecting Inoreader' })).toBeVisible()
    await expect(page.getByRole('alert')).toContainText('The connection could not be completed.', { timeout: 30_000 })
    // A state is single use.
    await page.goto(`/admin/inoreader-callback?code=fixture-code&state=${authorizeUrl!.searchParams.get('state')}`)
    await expect(page.getByRole('alert')).toContainText('The connection could not be completed.')
    await shoot(page, 'admin-inoreader-callback')
    await page.getByRole('link', { name: 'Back to the News Feed tab' }).click()
    await expect(page).toHaveURL(/\/super-admin\/news-feed$/)

    // Disconnect leaves nothing behind.
    await page.getByRole('button', { name: 'Disconnect' }).click()
    await expect(page.getByTestId('feed-service-state')).toContainText('Not configured')
  })

  test('the callback page is for super admins only', async ({ page }) => {
    await page.goto(`/admin/inoreader-callback?code=abc&state=${'a'.repeat(43)}`)
    await expect(page).toHaveURL(/\/auth\?redirect=/)
  })
})
