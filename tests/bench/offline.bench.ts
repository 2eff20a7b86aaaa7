/**
 * Offline figures, in Debian's Chromium through Playwright
 * against a fresh build served by the worker in workerd (own sqld, migrated and seeded, on
 * free loopback ports, as tests/integration/global-setup.ts starts them):
 *
 * 1. Outbox flush: 100 submissions queued while offline, time from the `online` event to an
 *    empty queue (no pending, retry or sending entry), median of 5; every id checked in the
 *    database afterwards (exactly one row each). The 100 entries are written into the device
 *    outbox in one IndexedDB transaction, as the engine stores them; the app's own scheduler
 *    sends them (batches of up to 50).
 * 2. Rates cache write: 2,000 rate rows in one Dexie transaction, in the app's store layout
 *    (the rates snapshot is one put; the public lists use one bulkPut), against the same rows
 *    written one transaction each, median of 5.
 * 3. Offline repeat visit: with the network off, reload /mortgage-calculator and time until
 *    the calculator is on screen and interactive (its Calculate button rendered by React),
 *    measured from the navigation start, median of 5.
 */

import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test'
import { uuidv7 } from 'uuidv7'
import { DEVICE_DB_NAME, DEVICE_DB_V1_STORES, DEVICE_DB_V2_STORES } from '#app/offline/db.ts'
import { migrateDb } from '#scripts/lib/db.ts'
import { freePort } from '#scripts/lib/processes.ts'
import { seedIfEmpty } from '#scripts/lib/seed.ts'
import { startSqld } from '#scripts/lib/sqld.ts'
import { root, startWorker } from '#scripts/lib/worker.ts'
import { CHROMIUM_ARGS, chromiumPath } from '#tests/e2e/chromium.ts'
import type { Bench, BenchRow } from './run'

const RUNS = 5
const QUEUED = 100
const CACHE_ROWS = 2_000

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2
}
const ms = (x: number) => `${x.toFixed(0)} ms`

function build(outDir: string) {
  const res = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, BUILD_OUT_DIR: outDir },
    },
  )
  if (res.status !== 0) throw new Error('vite build failed')
}

async function waitForServiceWorker(page: Page) {
  for (let i = 0; i < 120; i++) {
    if (await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => Boolean(r?.active)))) break
    await page.waitForTimeout(250)
  }
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload()
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 })
}

/** Waits until the app has opened (and so created) its device database. */
async function waitForDeviceDb(page: Page) {
  for (let i = 0; i < 120; i++) {
    const ok = await page.evaluate(
      (name) =>
        new Promise<boolean>((resolve) => {
          const open = indexedDB.open(name)
          open.onupgradeneeded = () => open.transaction?.abort()
          open.onerror = () => resolve(false)
          open.onsuccess = () => {
            const has = open.result.objectStoreNames.contains('outbox')
            open.result.close()
            resolve(has)
          }
        }),
      DEVICE_DB_NAME,
    )
    if (ok) return
    await page.waitForTimeout(250)
  }
  throw new Error('the app did not open its device database')
}

function newsletterEntry(id: string, now: number) {
  return {
    id,
    kind: 'newsletter',
    scope: 'public',
    payload: {
      type: 'contact',
      source: 'newsletter',
      client_email: `bench-${id.slice(-12)}@example.com`,
      consent: { granted: true, text_version: 'casl-2026-01', granted_at: new Date(now).toISOString() },
      metadata: { subscribed_to: 'newsletter' },
    },
    status: 'pending',
    attempts: 0,
    createdAt: now,
    updatedAt: now,
    nextAttemptAt: now,
  }
}

/** One run of "flush 100 after reconnect"; returns ms from `online` to an empty queue. */
async function flushRun(browser: Browser, baseUrl: string, dbUrl: string): Promise<number> {
  const context = await browser.newContext({ baseURL: baseUrl })
  try {
    const page = await context.newPage()
    await page.goto('/')
    await waitForServiceWorker(page)
    await waitForDeviceDb(page)
    await context.setOffline(true)

    const now = Date.now()
    const ids = Array.from({ length: QUEUED }, () => uuidv7())
    await page.evaluate(
      ({ name, entries }) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open(name)
          open.onerror = () => reject(open.error)
          open.onsuccess = () => {
            const tx = open.result.transaction('outbox', 'readwrite')
            for (const entry of entries) tx.objectStore('outbox').put(entry)
            tx.oncomplete = () => {
              open.result.close()
              resolve()
            }
            tx.onerror = () => reject(tx.error)
          }
        }),
      { name: DEVICE_DB_NAME, entries: ids.map((id) => newsletterEntry(id, now)) },
    )

    // In the page: note when the `online` event arrives.
    await page.evaluate(() => {
      window.addEventListener(
        'online',
        () => {
          ;(window as unknown as { __onlineAt: number }).__onlineAt = performance.now()
        },
        { once: true },
      )
    })
    await context.setOffline(false)

    // Then poll the queue (page clock) until nothing is pending, waiting for a retry or sending.
    const deadline = Date.now() + 60_000
    let drainedAt: number | null = null
    while (drainedAt === null) {
      if (Date.now() > deadline) throw new Error('the outbox did not drain within 60 s')
      const [unsent, at] = await page.evaluate(
        (name) =>
          new Promise<[number, number]>((resolve, reject) => {
            const open = indexedDB.open(name)
            open.onerror = () => reject(open.error)
            open.onsuccess = () => {
              const byStatus = open.result.transaction('outbox', 'readonly').objectStore('outbox').index('status')
              const counts = ['pending', 'retry', 'sending'].map((status) => byStatus.count(status))
              const last = counts[2]!
              last.onsuccess = () => {
                open.result.close()
                resolve([counts.reduce((n, c) => n + c.result, 0), performance.now()])
              }
              last.onerror = () => reject(last.error)
            }
          }),
        DEVICE_DB_NAME,
      )
      if (unsent === 0) drainedAt = at
      else await page.waitForTimeout(10)
    }
    const onlineAt = await page.evaluate(() => (window as unknown as { __onlineAt?: number }).__onlineAt)
    if (onlineAt === undefined) throw new Error('no online event')
    const elapsed = drainedAt - onlineAt

    const client = createClient({ url: dbUrl })
    try {
      const result = await client.execute({
        sql: `select count(*) as n from leads where id in (${ids.map(() => '?').join(',')})`,
        args: ids,
      })
      const rows = Number(result.rows[0]?.n)
      if (rows !== QUEUED) throw new Error(`expected ${QUEUED} rows after the flush, found ${rows}`)
    } finally {
      client.close()
    }
    return elapsed
  } finally {
    await context.close()
  }
}

/** 2,000 rate rows into the app's store layout: snapshot put, bulkPut, and one transaction each. */
async function cacheWriteRun(
  context: BrowserContext,
  baseUrl: string,
): Promise<{ snapshot: number; bulk: number; each: number }> {
  const page = await context.newPage()
  try {
    // A blank page on the app's origin (IndexedDB is per origin), without the app itself.
    await page.route('**/__bench-blank', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>bench</title>' }),
    )
    await page.goto(`${baseUrl}/__bench-blank`)
    await page.addScriptTag({ path: path.join(root, 'node_modules/dexie/dist/dexie.min.js') })
    return await page.evaluate(
      async ({ v1, v2, n }) => {
        const DexieCtor =
          // biome-ignore lint/suspicious/noExplicitAny: Dexie's UMD global, loaded by a script tag
          (window as unknown as { Dexie: { new (name: string): any; delete(name: string): Promise<void> } }).Dexie
        const name = `bench-${Math.random().toString(36).slice(2)}`
        const db = new DexieCtor(name)
        db.version(1).stores(v1)
        db.version(2).stores(v2)
        await db.open()
        const rows = Array.from({ length: n }, (_, i) => ({
          id: `r${i}`,
          province: 'Ontario',
          term: `${[1, 3, 5, 7][i % 4]} year`,
          rateType: i % 2 ? 'fixed' : 'variable',
          mortgageType: ['Conventional', 'High-Ratio', 'Refinance'][i % 3],
          postedRate: 5 + (i % 100) / 100,
          ourRate: 4 + (i % 100) / 100,
          scrapedAt: new Date().toISOString(),
        }))
        let t = performance.now()
        await db.rates.put({ key: 'bench', rows, ratesDate: '2026-05-01', fetchedAt: Date.now() })
        const snapshot = performance.now() - t

        t = performance.now()
        await db.transaction('rw', db.lenders, db.syncMeta, async () => {
          await db.lenders.bulkPut(rows.map((r, i) => ({ id: r.id, data: r, fetchedAt: Date.now(), displayOrder: i })))
          await db.syncMeta.put({ key: 'cache:lenders:savedAt', value: Date.now(), updatedAt: Date.now() })
        })
        const bulk = performance.now() - t
        await db.lenders.clear()

        t = performance.now()
        for (const [i, r] of rows.entries())
          await db.lenders.put({ id: r.id, data: r, fetchedAt: Date.now(), displayOrder: i })
        const each = performance.now() - t

        db.close()
        await DexieCtor.delete(name)
        return { snapshot, bulk, each }
      },
      { v1: DEVICE_DB_V1_STORES, v2: DEVICE_DB_V2_STORES, n: CACHE_ROWS },
    )
  } finally {
    await page.close()
  }
}

/** Offline reloads of the calculator; ms from navigation start to the Calculate button. */
async function offlineVisitRuns(browser: Browser, baseUrl: string): Promise<number[]> {
  const context = await browser.newContext({ baseURL: baseUrl })
  try {
    const page = await context.newPage()
    await page.goto('/mortgage-calculator')
    await waitForServiceWorker(page)
    await page.reload()
    await page.getByRole('button', { name: 'Calculate Payment' }).waitFor()
    await context.setOffline(true)
    const times: number[] = []
    for (let i = 0; i < RUNS; i++) {
      await page.reload({ waitUntil: 'commit' })
      await page.getByRole('button', { name: 'Calculate Payment' }).waitFor({ timeout: 20_000 })
      times.push(await page.evaluate(() => performance.now()))
    }
    return times
  } finally {
    await context.close()
  }
}

const bench: Bench = {
  name: 'Offline: outbox flush, device cache writes, offline repeat visit (Chromium)',
  async run() {
    const dir = mkdtempSync(path.join(tmpdir(), 'brokerage-offline-bench-'))
    const assets = path.join(dir, 'build')
    build(assets)
    const sqld = await startSqld({ dataDir: path.join(dir, 'sqld'), port: await freePort() })
    let worker: Awaited<ReturnType<typeof startWorker>> | undefined
    let browser: Browser | undefined
    try {
      await migrateDb(sqld.url)
      await seedIfEmpty(sqld.url)
      worker = await startWorker({
        port: await freePort(),
        persistTo: path.join(dir, 'wrangler'),
        assetsDir: assets,
        vars: { DATABASE_URL: sqld.url, JWT_SECRET: randomBytes(48).toString('base64url'), ENVIRONMENT: 'development' },
      })
      browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })

      const flushes: number[] = []
      for (let i = 0; i < RUNS; i++) flushes.push(await flushRun(browser, worker.url, sqld.url))

      const cacheContext = await browser.newContext()
      const writes: { snapshot: number; bulk: number; each: number }[] = []
      for (let i = 0; i < RUNS; i++) writes.push(await cacheWriteRun(cacheContext, worker.url))
      await cacheContext.close()

      const visits = await offlineVisitRuns(browser, worker.url)

      const flush = median(flushes)
      const bulk = median(writes.map((w) => w.bulk))
      const each = median(writes.map((w) => w.each))
      const visit = median(visits)
      const rows: BenchRow[] = [
        {
          metric: `flush ${QUEUED} queued submissions after reconnect (median of ${RUNS})`,
          value: ms(flush),
          budget: '≤ 3000 ms',
          verdict: flush <= 3000 ? 'within' : 'over',
        },
        {
          metric: `rows in the database per submission (${RUNS * QUEUED} checked)`,
          value: '1',
          budget: 'exactly 1',
          verdict: 'within',
        },
        {
          metric: `rates snapshot, ${CACHE_ROWS} rows, one put (median)`,
          value: ms(median(writes.map((w) => w.snapshot))),
          budget: 'one transaction',
          verdict: 'within',
        },
        {
          metric: `public list, ${CACHE_ROWS} rows, one bulkPut transaction (median)`,
          value: ms(bulk),
          budget: 'one transaction',
          verdict: 'within',
        },
        {
          metric: `same rows, one transaction each (avoided; median)`,
          value: ms(each),
          budget: `reference (×${(each / Math.max(bulk, 0.1)).toFixed(0)} slower)`,
          verdict: 'info',
        },
        {
          metric: `offline repeat visit: calculator interactive (median of ${RUNS})`,
          value: ms(visit),
          budget: 'interactive from the precache',
          verdict: 'info',
        },
      ]
      return rows
    } finally {
      await browser?.close()
      await worker?.stop()
      await sqld.stop()
      rmSync(dir, { recursive: true, force: true })
    }
  },
}
export default bench
