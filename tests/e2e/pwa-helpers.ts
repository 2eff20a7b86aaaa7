/**
 * Shared steps of the PWA and offline specs: wait for the service worker to control the page,
 * deploy a changed service worker, read and write the device outbox (IndexedDB, as the app
 * stores it), and count rows in the e2e database.
 */

import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { type APIRequestContext, expect, type Page } from '@playwright/test'

/** The device database of the app (app/offline/db.ts DEVICE_DB_NAME). */
export const DEVICE_DB = 'brokerage-device'

/**
 * The service worker is registered lazily (after the page is idle): wait until it is active
 * and controls this page (clientsClaim on first install; otherwise reload once).
 */
export async function waitForServiceWorker(page: Page) {
  // (page.waitForFunction does not await a returned promise: poll with evaluate instead.)
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => Boolean(r?.active))), {
      timeout: 30_000,
    })
    .toBe(true)
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  const controlled = await page
    .waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 5_000 })
    .then(() => true)
    .catch(() => false)
  if (!controlled) {
    await page.reload()
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 })
  }
}

export interface RawOutboxEntry {
  id: string
  kind: string
  status: string
  attempts: number
  payload: unknown
  lastError?: { code: string; message: string }
}

/** Every row of one table of this origin's device database (empty when it does not exist yet). */
export async function readDeviceStore<T = unknown>(page: Page, store: string): Promise<T[]> {
  return page.evaluate(
    ([name, storeName]) =>
      new Promise<T[]>((resolve, reject) => {
        const open = indexedDB.open(name)
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains(storeName)) {
            db.close()
            resolve([])
            return
          }
          const request = db.transaction(storeName, 'readonly').objectStore(storeName).getAll()
          request.onsuccess = () => {
            db.close()
            resolve(request.result as T[])
          }
          request.onerror = () => reject(request.error)
        }
      }),
    [DEVICE_DB, store] as const,
  )
}

/** Every outbox entry on this origin's device database (empty when it does not exist yet). */
export const readOutbox = (page: Page) => readDeviceStore<RawOutboxEntry>(page, 'outbox')

/** Waits until the app has created its device database (it opens it after the first render). */
export async function waitForDeviceDb(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(
          (name) =>
            new Promise<boolean>((resolve) => {
              const open = indexedDB.open(name)
              open.onsuccess = () => {
                const ok = open.result.objectStoreNames.contains('outbox')
                open.result.close()
                resolve(ok)
              }
              open.onerror = () => resolve(false)
              open.onupgradeneeded = () => {
                // Not created by the app yet: abort so we do not create an empty database.
                open.transaction?.abort()
              }
            }),
          DEVICE_DB,
        ),
      { timeout: 30_000 },
    )
    .toBe(true)
}

/**
 * Puts an entry straight into the outbox as the engine would have written it (the update
 * test needs "a submission waiting" without depending on a particular form).
 */
export async function putOutboxEntry(page: Page, entry: Record<string, unknown>) {
  await page.evaluate(
    ({ name, entry }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(name)
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          const tx = db.transaction('outbox', 'readwrite')
          tx.objectStore('outbox').put(entry)
          tx.oncomplete = () => {
            db.close()
            resolve()
          }
          tx.onerror = () => reject(tx.error)
        }
      }),
    { name: DEVICE_DB, entry },
  )
}

function e2eDb() {
  const port = process.env.E2E_SQLD_PORT
  if (!port) throw new Error('E2E_SQLD_PORT is not set (run through `npm test -- e2e`)')
  return createClient({ url: `http://127.0.0.1:${port}` })
}

/** Rows in `leads` with these ids, in the e2e stack's sqld. */
export async function countLeads(ids: string[]): Promise<number> {
  const client = e2eDb()
  try {
    const placeholders = ids.map(() => '?').join(', ')
    const result = await client.execute({
      sql: `select count(*) as n from leads where id in (${placeholders})`,
      args: ids,
    })
    return Number(result.rows[0]?.n ?? 0)
  } finally {
    client.close()
  }
}

/** The stored columns of a lead that a form decides, or null when there is no such row. */
export async function leadRow(id: string): Promise<Record<string, unknown> | null> {
  const client = e2eDb()
  try {
    const result = await client.execute({
      sql: 'select type, source, status, client_name, client_email, client_phone, agent_id, metadata from leads where id = ?',
      args: [id],
    })
    const row = result.rows[0]
    if (!row) return null
    return { ...row, metadata: typeof row.metadata === 'string' ? JSON.parse(row.metadata) : row.metadata }
  } finally {
    client.close()
  }
}

/** The stored client_email of a lead, or null. */
export async function leadEmail(id: string): Promise<string | null> {
  const client = e2eDb()
  try {
    const result = await client.execute({ sql: 'select client_email from leads where id = ?', args: [id] })
    const value = result.rows[0]?.client_email
    return typeof value === 'string' ? value : null
  } finally {
    client.close()
  }
}

/** Waits for the outbox to hold no unsent entries (pending, retry or sending). */
export async function waitForOutboxDrained(page: Page, timeout = 20_000) {
  await expect
    .poll(
      async () => (await readOutbox(page)).filter((e) => ['pending', 'retry', 'sending'].includes(e.status)).length,
      { timeout },
    )
    .toBe(0)
}

// ---- a new deployment of the service worker ---------------------------------------------
//
// The served build's sw.js gets a comment appended, so its bytes differ (restored afterwards).
// Playwright's routing does not see the browser's service-worker script fetches, so the file
// itself changes; the e2e server (wrangler) serves the new bytes at once.

/** The folder the e2e server serves (scripts/test.ts sets BUILD_OUT_DIR; else dist/). */
const SW_FILE = path.resolve(process.env.BUILD_OUT_DIR ?? 'dist', 'sw.js')
let originalSw: string | null = null

let deployments = 0

/** Writes a changed sw.js and waits until the server serves it. */
export async function deployNewServiceWorker(request: APIRequestContext) {
  originalSw ??= readFileSync(SW_FILE, 'utf8')
  deployments++
  const next = `${originalSw}\n// new deployment ${deployments} ${'.'.repeat(deployments)} ${Date.now()}\n`
  writeFileSync(SW_FILE, next)
  await expect.poll(async () => (await request.get('/sw.js')).text(), { timeout: 15_000 }).toBe(next)
}

/** Puts the built sw.js back (call from afterEach). */
export async function restoreServiceWorker(request: APIRequestContext) {
  if (originalSw === null) return
  writeFileSync(SW_FILE, originalSw)
  const restored = originalSw
  originalSw = null
  await expect.poll(async () => (await request.get('/sw.js')).text(), { timeout: 15_000 }).toBe(restored)
}

/** Asks the browser to check for a new worker until one is installed and waiting. */
export async function checkForUpdate(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration()
          if (!registration) return false
          if (!registration.waiting && !registration.installing) await registration.update().catch(() => undefined)
          return Boolean(registration.waiting)
        }),
      { timeout: 30_000, intervals: [250, 500, 1_000] },
    )
    .toBe(true)
}

/** A newsletter sign-up waiting for its next retry, as the engine stores one. */
export function waitingEntry(id: string) {
  const now = Date.now()
  return {
    id,
    kind: 'newsletter',
    scope: 'public',
    payload: {
      type: 'contact',
      source: 'newsletter',
      client_email: `update-test-${id.slice(-6)}@example.com`,
      consent: { granted: true, text_version: 'casl-2026-01', granted_at: new Date(now).toISOString() },
      metadata: { subscribed_to: 'newsletter' },
    },
    status: 'retry',
    attempts: 1,
    createdAt: now,
    updatedAt: now,
    nextAttemptAt: now + 60 * 60_000,
    lastError: { code: 'network', message: 'Network error' },
  }
}
