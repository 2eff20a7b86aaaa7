import { expect, test } from './fixtures'

/**
 * A saved copy is "offline" only when the device is offline. Online, an old answer (the service
 * worker's copy: its Date is old) is labelled as saved rates and asked for again until the
 * server's own answer replaces it (offline: rates.spec.ts). The service worker is blocked so the
 * test decides the answer.
 */
test.use({ serviceWorkers: 'block' })

test('online, an old copy of the rates is "Saved rates", not "Offline", and is refreshed', async ({ page }) => {
  let answerOld = true
  await page.clock.install()
  await page.route(
    (url) => url.pathname === '/api/rates',
    async (route) => {
      const response = await route.fetch()
      const headers = { ...response.headers() }
      if (answerOld) headers.date = new Date(Date.now() - 10 * 60_000).toUTCString()
      await route.fulfill({ response, headers })
    },
  )
  // With a query string the page is the prerendered file, which reads its rates itself (a visit
  // without one carries the rates it was rendered with and asks for none).
  await page.goto('/rates?tab=fixed')
  const saved = page.getByTestId('rates-stale')
  await expect(saved).toContainText('Saved rates')
  await expect(saved).toContainText('did not load just now')
  await expect(saved).not.toContainText('Offline')
  await expect(page.getByRole('table').first()).toBeVisible()

  // The server answers again: the next retry replaces the copy with today's rates.
  answerOld = false
  await page.clock.fastForward(31_000)
  await expect(saved).toBeHidden()
  await expect(page.getByText(/^Rates as of /)).toBeVisible()
})
