/**
 * Integration tests run the real worker in workerd (wrangler dev) against a throwaway sqld with
 * fresh migrations and the demo seed, both on free loopback ports, torn down afterwards.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { migrateDb } from '#scripts/lib/db.ts'
import { freePort } from '#scripts/lib/processes.ts'
import { seedIfEmpty } from '#scripts/lib/seed.ts'
import { startSqld } from '#scripts/lib/sqld.ts'
import { generateVapidKeys } from '#scripts/lib/vapid.ts'
import { startWorker } from '#scripts/lib/worker.ts'
import { startNewsFixtureServer } from '#tests/support/news-fixture-server.ts'
import { startPartnerContactFixture } from '#tests/support/partner-contact-fixture.ts'
import { createFixtureCertificate } from '#tests/support/push-service-fixture.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    dbUrl: string
    seededAt: string
    /** TEST SEAM: the fixture news site + feed service (Inoreader) the worker is pointed at. */
    newsServiceBase: string
    /** The worker's VAPID public key (rate alerts): the push-service fixture checks it. */
    vapidPublicKey: string
    /** TLS certificate and key of the push-service fixture (trusted by the worker). */
    pushFixtureTls: { cert: string; key: string }
    /** TEST SEAM: the partner network's contact endpoint (admin-ajax) the worker posts to. */
    partnerContactUrl: string
  }
}

// Random, ≥ 32 bytes and free of placeholder words: the worker refuses weak secrets (503).
export const TEST_JWT_SECRET = 'AikZViomv_BpwwVqZQodYuEXY6Pa4ASMARk0arX-t6tM9h5g'
/** Seals the news feed service's credentials in the test worker. */
export const TEST_NEWS_CREDENTIALS_KEY = 'Nw4Ks9Ld2Xq7Vb1Hm6Tz3Rc8Yp5Fg0Ju-Ea_Oi7Wn2Qd'
export const TEST_VAPID_SUBJECT = 'mailto:alerts@lakeshore-mortgage.ca'

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'brokerage-it-'))
  const sqld = await startSqld({
    dataDir: path.join(dir, 'sqld'),
    port: await freePort(),
    quiet: !process.env.SQLD_LOG,
  })
  await migrateDb(sqld.url)
  const seededAt = new Date()
  await seedIfEmpty(sqld.url, undefined, seededAt)
  // TEST SEAM: a local news site and feed-service API, so no test (nor a cron fired by one)
  // ever reaches the real default feeds or Inoreader.
  const news = await startNewsFixtureServer()
  // TEST SEAM: the partner network's contact endpoint (the contact form's partner POST).
  const partner = await startPartnerContactFixture()
  // Rate alerts: a VAPID pair for this run, and a certificate for the local push-service fixture
  // (tests/integration/rate-alerts.test.ts) that workerd trusts through NODE_EXTRA_CA_CERTS.
  const vapid = await generateVapidKeys()
  const tls = createFixtureCertificate(dir)
  const worker = await startWorker({
    port: await freePort(),
    persistTo: path.join(dir, 'wrangler'),
    testScheduled: true,
    assetsDir:
      process.env.BUILD_OUT_DIR && existsSync(process.env.BUILD_OUT_DIR) ? process.env.BUILD_OUT_DIR : undefined,
    // Staff sign in with passwords here; production-mode.test.ts runs a worker with the setting on.
    vars: {
      DATABASE_URL: sqld.url,
      JWT_SECRET: TEST_JWT_SECRET,
      ENVIRONMENT: 'test',
      STAFF_MFA_REQUIRED: 'false',
      NEWS_CREDENTIALS_KEY: TEST_NEWS_CREDENTIALS_KEY,
      INOREADER_API_BASE: news.base,
      NEWS_FEEDS: JSON.stringify([{ id: 'fixture-rss', url: `${news.base}/rss` }]),
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: TEST_VAPID_SUBJECT,
      PARTNER_CONTACT_URL: partner.url,
    },
    env: { NODE_EXTRA_CA_CERTS: tls.certPath },
  })
  project.provide('baseUrl', worker.url)
  project.provide('dbUrl', sqld.url)
  project.provide('seededAt', seededAt.toISOString())
  project.provide('newsServiceBase', news.base)
  project.provide('vapidPublicKey', vapid.publicKey)
  project.provide('pushFixtureTls', { cert: tls.cert, key: tls.key })
  project.provide('partnerContactUrl', partner.url)
  return async () => {
    await worker.stop()
    await sqld.stop()
    await news.close()
    await partner.close()
    rmSync(dir, { recursive: true, force: true })
  }
}
