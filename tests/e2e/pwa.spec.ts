import { uuidv7 } from 'uuidv7'
import { BRAND } from '#shared/config/brand.ts'
import { expect, test } from './fixtures'
import {
  countLeads,
  putOutboxEntry,
  readOutbox,
  waitForDeviceDb,
  waitForServiceWorker,
  waitingEntry,
} from './pwa-helpers'

/** Width and height from a PNG's IHDR chunk. */
function pngSize(buffer: Buffer): string {
  expect(buffer.subarray(1, 4).toString('latin1')).toBe('PNG')
  return `${buffer.readUInt32BE(16)}x${buffer.readUInt32BE(20)}`
}

type ManifestImage = { src: string; sizes: string; type?: string; purpose?: string; form_factor?: string }

test.describe('installable PWA', () => {
  test('the manifest is linked, valid, and every icon and screenshot loads at its declared size', async ({
    page,
    request,
  }) => {
    await page.goto('/')
    const href = await page.locator('link[rel="manifest"]').getAttribute('href')
    expect(href).toBe('/manifest.webmanifest')

    const response = await request.get(href!)
    expect(response.ok()).toBe(true)
    const manifest = (await response.json()) as Record<string, unknown> & {
      icons: ManifestImage[]
      screenshots: ManifestImage[]
      shortcuts: { name: string; url: string }[]
    }
    expect(manifest).toMatchObject({
      name: BRAND.name,
      short_name: BRAND.shortName,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0b2545',
    })
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i)
    expect(typeof manifest.description).toBe('string')

    const icons = manifest.icons
    expect(icons.some((i) => i.sizes === '192x192' && (i.purpose ?? 'any').includes('any'))).toBe(true)
    expect(icons.some((i) => i.sizes === '512x512' && (i.purpose ?? 'any').includes('any'))).toBe(true)
    expect(icons.some((i) => i.sizes === '512x512' && i.purpose?.includes('maskable'))).toBe(true)
    expect(manifest.screenshots.map((s) => s.form_factor).sort()).toEqual(expect.arrayContaining(['narrow', 'wide']))
    expect(manifest.shortcuts.map((s) => s.url).sort()).toEqual([
      '/affordability-calculator',
      '/mortgage-calculator',
      '/rates',
    ])

    for (const image of [...icons, ...manifest.screenshots]) {
      const file = await request.get(image.src)
      expect(file.ok(), image.src).toBe(true)
      expect(file.headers()['content-type']).toBe('image/png')
      expect(pngSize(await file.body()), image.src).toBe(image.sizes)
    }

    // iOS reads its own tags.
    const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')
    expect(pngSize(await (await request.get(touchIcon!)).body())).toBe('180x180')
    await expect(page.locator('meta[name="apple-mobile-web-app-capable"]')).toHaveAttribute('content', 'yes')
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0b2545')
  })

  test('the service worker controls the page and precaches the public shell, not the staff areas', async ({ page }) => {
    await page.goto('/')
    await waitForServiceWorker(page)
    const cached = await page.evaluate(async () => {
      const urls: string[] = []
      for (const name of await caches.keys()) {
        if (!name.includes('precache')) continue
        const cache = await caches.open(name)
        for (const request of await cache.keys()) urls.push(new URL(request.url).pathname)
      }
      return urls
    })
    expect(cached).toContain('/index.html')
    expect(cached.some((u) => /\/assets\/mortgage-calculator-[^/]+\.js$/.test(u))).toBe(true)
    expect(cached.some((u) => /\/assets\/affordability-calculator-[^/]+\.js$/.test(u))).toBe(true)
    expect(cached.some((u) => /\/assets\/renewal-calculator-[^/]+\.js$/.test(u))).toBe(true)
    expect(cached.some((u) => /\/assets\/rates-[^/]+\.js$/.test(u))).toBe(true)
    expect(cached.filter((u) => /super-admin|agent-dashboard/.test(u))).toEqual([])
    // Policy pages, the unsubscribe page and the install page are read online: neither their HTML
    // nor their route chunks are precached.
    expect(
      cached.filter((u) =>
        /\/(complaints|privacy|accessibility|app|newsletter\.unsubscribe)[.-]|\/unsubscribe\./.test(u),
      ),
    ).toEqual([])
    expect(cached).toContain('/rates.html')
    // The content pages the pages worker renders come from the network, their data in them; only
    // their chunks are precached (offline, the shell renders them). The worker serves the 404 page.
    expect(cached.filter((u) => /^\/(blog|services|products|find-broker|mortgage-news|404)\.html$/.test(u))).toEqual([])
    expect(cached.some((u) => /\/assets\/blog-pages-[^/]+\.js$/.test(u))).toBe(true)
  })

  test('a first visit that cannot fetch the offline machinery yet starts it once it can: the service worker registers', async ({
    page,
    context,
  }) => {
    // Test seam: the PWA start module's fetch fails, as it does when a first visit loses the
    // connection before the service worker has cached the app. It used to be imported once, so
    // that page never registered the service worker nor flushed earlier visits' submissions.
    const START = /\/assets\/start-pwa-[\w-]+\.js$/
    let failures = 0
    await context.route(START, (route) => {
      failures += 1
      return route.abort('internetdisconnected')
    })
    await page.goto('/')
    await expect.poll(() => failures, { timeout: 20_000 }).toBeGreaterThan(0)
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r === undefined))).toBe(true)
    await context.unroute(START)
    await waitForServiceWorker(page)
    await expect(page.getByText('Something went wrong!')).toHaveCount(0)
  })

  test('public API reads are cached for offline use; leads, auth and signed-in reads never are', async ({ page }) => {
    await page.goto('/')
    await waitForServiceWorker(page)
    // Requests made by the page under the worker's control.
    await page.evaluate(async () => {
      await fetch('/api/rates?province=ON')
      await fetch('/api/rates/best')
      await fetch('/api/rates?province=BC', { headers: { authorization: 'Bearer not-a-real-token' } })
      await fetch('/api/auth/session').catch(() => undefined)
      await fetch('/api/leads/batch', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"entries":[]}',
      }).catch(() => undefined)
    })
    const runtime = await page.evaluate(async () => {
      const out: Record<string, string[]> = {}
      for (const name of await caches.keys()) {
        if (name.includes('precache')) continue
        const cache = await caches.open(name)
        out[name] = (await cache.keys()).map((r) => {
          const url = new URL(r.url)
          return url.pathname + url.search
        })
      }
      return out
    })
    const all = Object.values(runtime).flat()
    expect(runtime['public-api']).toEqual(expect.arrayContaining(['/api/rates?province=ON', '/api/rates/best']))
    // With an Authorization header: never stored.
    expect(all).not.toContain('/api/rates?province=BC')
    expect(all.filter((u) => /^\/api\/(auth|leads|sync|admin)/.test(u))).toEqual([])
  })

  test("the service worker's Background Sync event makes the page flush the outbox", async ({ page, baseURL }) => {
    await page.goto('/')
    await waitForServiceWorker(page)
    await waitForDeviceDb(page)

    // Every lead batch the page sends, with when it was sent.
    const batches: { at: number; body: string }[] = []
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/leads/batch') batches.push({ at: Date.now(), body: r.postData() ?? '' })
    })

    // A due entry the page has not been told about (written straight into IndexedDB): nothing
    // flushes it until a trigger comes.
    const id = uuidv7()
    await putOutboxEntry(page, { ...waitingEntry(id), status: 'pending', attempts: 0, nextAttemptAt: 0 })

    // Chromium's `sync` event, as the browser fires it when connectivity returns.
    const cdp = await page.context().newCDPSession(page)
    const origin = new URL(baseURL!).origin
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted)
        if (ours) resolve(ours.registrationId)
      })
    })
    await cdp.send('ServiceWorker.enable')
    const registration = await registrationId
    // Still waiting, and never sent, when the event comes: the event is what sends it.
    expect((await readOutbox(page)).find((e) => e.id === id)?.status).toBe('pending')
    const syncAt = Date.now()
    await cdp.send('ServiceWorker.dispatchSyncEvent', {
      origin,
      registrationId: registration,
      tag: 'flush-outbox',
      lastChance: false,
    })

    await expect.poll(async () => (await readOutbox(page)).find((e) => e.id === id)?.status).toBe('sent')
    expect(await countLeads([id])).toBe(1)
    const carrying = batches.filter((b) => b.body.includes(id))
    expect(carrying.length).toBeGreaterThan(0)
    expect(carrying.every((b) => b.at >= syncAt)).toBe(true)
  })
})
