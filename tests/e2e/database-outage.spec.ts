/**
 * The database stops mid-run (docs/decisions/019-database-limits.md), with the real
 * app and its real outbox in Chromium. The spec runs a stack of its own (sqld, migrations, demo
 * seed, the worker serving this run's build, on free ports) so it can stop and restart sqld
 * without disturbing the other specs' stack.
 *
 * One "Send me a copy" before the outage, two during it: the API answers 503 with Retry-After
 * (and /api/health says the database is down), the two wait in the device's outbox (never
 * "needs attention"), nothing reaches the database half-way; after sqld restarts on the same
 * data, the outbox delivers them by itself and each submission is stored exactly once.
 */

import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { migrateDb } from '#scripts/lib/db.ts'
import { freePort } from '#scripts/lib/processes.ts'
import { seedIfEmpty } from '#scripts/lib/seed.ts'
import { type SqldHandle, startSqld } from '#scripts/lib/sqld.ts'
import { root, startWorker, type WorkerHandle } from '#scripts/lib/worker.ts'
import { submissionOf } from '#tests/integration/leads-fixtures.ts'
import { expect, test } from './fixtures'
import { readOutbox, waitForDeviceDb, waitForOutboxDrained } from './pwa-helpers'

test.describe.configure({ mode: 'serial' })

let dir: string
let sqldPort: number
let sqld: SqldHandle | null = null
let worker: WorkerHandle
const startDb = async () => {
  sqld = await startSqld({ dataDir: path.join(dir, 'sqld'), port: sqldPort })
}
const stopDb = async () => {
  await sqld?.stop()
  sqld = null
}

test.beforeAll(async () => {
  test.setTimeout(150_000)
  dir = mkdtempSync(path.join(tmpdir(), 'brokerage-outage-'))
  sqldPort = await freePort()
  await startDb()
  await migrateDb(`http://127.0.0.1:${sqldPort}`)
  await seedIfEmpty(`http://127.0.0.1:${sqldPort}`)
  worker = await startWorker({
    port: await freePort(),
    persistTo: path.join(dir, 'wrangler'),
    assetsDir: process.env.BUILD_OUT_DIR ?? path.join(root, 'dist'),
    vars: {
      DATABASE_URL: `http://127.0.0.1:${sqldPort}`,
      JWT_SECRET: 'Qm9vdHN0cmFwLW91dGFnZS10ZXN0LWtleS0yMDI2LXh5ejc4OQ',
      ENVIRONMENT: 'development',
    },
  })
})

test.afterAll(async () => {
  await worker?.stop()
  await stopDb()
  rmSync(dir, { recursive: true, force: true })
})

test('the database stops mid-run: 503s, the outbox keeps the leads, each lands exactly once after the restart', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const sendCopy = async (email: string) => {
    await page.getByRole('button', { name: 'Send me a copy' }).click()
    const dialog = page.getByRole('dialog', { name: 'Send me a copy' })
    await dialog.getByLabel('Email').fill(email)
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    // Sent, or (the server not answering in time) saved to be sent: the dialog closes either way.
    await expect(dialog).toHaveCount(0, { timeout: 20_000 })
  }
  const copies = async () => (await readOutbox(page)).filter((e) => e.kind === 'affordability-copy')
  const emailOf = (e: { payload: unknown }) => (e.payload as { client_email: string }).client_email

  await page.goto(`${worker.url}/affordability-calculator`)
  await waitForDeviceDb(page)

  // Before the outage: delivered at once.
  await sendCopy('outage.before@example.ca')
  await expect.poll(async () => (await copies()).map((e) => e.status)).toEqual(['sent'])

  // The database goes away.
  await stopDb()
  const health = await page.request.get(`${worker.url}/api/health`)
  expect(health.status()).toBe(503)
  expect(await health.json()).toMatchObject({
    ok: false,
    checks: { database: 'unavailable' },
    error: { code: 'unavailable' },
  })

  await sendCopy('outage.during.1@example.ca')
  await sendCopy('outage.during.2@example.ca')
  // The outbox met a 503 and waits for its Retry-After (it sends through the service worker,
  // whose requests Playwright does not see: the entries record what the server said).
  await expect
    .poll(async () =>
      (await copies())
        .filter((e) => e.status === 'retry')
        .map((e) => (e as { lastError?: { code: string } }).lastError?.code),
    )
    .toEqual(['http_503', 'http_503'])
  // What the API answers meanwhile: unavailable, never a crash, in the one error shape.
  const direct = await page.request.post(`${worker.url}/api/leads/batch`, {
    headers: { Origin: worker.url },
    data: { entries: [submissionOf('newsletter')] },
  })
  expect(direct.status()).toBe(503)
  expect(Number(direct.headers()['retry-after'])).toBeGreaterThan(0)
  expect(await direct.json()).toMatchObject({ error: { code: 'unavailable' } })
  const waiting = (await copies()).filter((e) => emailOf(e).startsWith('outage.during'))
  expect(waiting).toHaveLength(2)

  // Back on the same data: the outbox delivers on its own (after the Retry-After it was given).
  await startDb()
  await waitForOutboxDrained(page, 90_000)
  const all = await copies()
  expect(all.map((e) => e.status)).toEqual(['sent', 'sent', 'sent'])

  // Exactly once each, whole rows.
  const db = createClient({ url: `http://127.0.0.1:${sqldPort}` })
  try {
    const ids = all.map((e) => e.id)
    const rows = await db.execute({
      sql: `select id, client_email, source, type, metadata from leads where id in (${ids.map(() => '?').join(', ')})`,
      args: ids,
    })
    expect(rows.rows).toHaveLength(3)
    const byEmail = new Map(rows.rows.map((r) => [String(r.client_email), r]))
    for (const e of all) {
      const row = byEmail.get(emailOf(e))
      expect(row?.id).toBe(e.id)
      expect(row).toMatchObject({ source: 'affordability_calculator', type: 'contact' })
      expect(JSON.parse(String(row?.metadata))).toMatchObject({
        inputs: { annualIncome: expect.any(Number) },
        results: { maxPrice: expect.any(Number) },
      })
    }
    const sameEmails = await db.execute({
      sql: "select count(*) as n from leads where client_email like 'outage.%@example.ca'",
      args: [],
    })
    expect(Number(sameEmails.rows[0]?.n)).toBe(3)
  } finally {
    db.close()
  }
})
