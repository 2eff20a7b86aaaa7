/**
 * Test support (Node only, never imported by the worker): a fresh migrated libSQL database in
 * a temporary file, typed as the worker's Db, plus rows to arrange rates with.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { uuidv7 } from 'uuidv7'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { migrateDb, nodeDb } from '#scripts/lib/db.ts'
import { MORTGAGE_TYPES, PROVINCES, RATE_TYPES, TERMS } from '#shared/constants/rates.ts'
import type { Db } from '#worker/db/client.ts'
import { mortgageRates } from '#worker/db/schema/index.ts'

/**
 * The rate tests' calendar: today's and earlier days' rate sheets are stamped at 10:15 UTC (the
 * morning refresh); `afternoon` is a later moment of the same day, when alerts and admin reads run.
 */
export const RATES_CLOCK = {
  afternoon: new Date('2026-03-10T15:00:00.000Z'),
  today: new Date('2026-03-10T10:15:00.000Z'),
  yesterday: new Date('2026-03-09T10:15:00.000Z'),
  twoDaysAgo: new Date('2026-03-08T10:15:00.000Z'),
}

export async function createTestDb(): Promise<{ db: Db; url: string; close: () => void }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'rates-db-'))
  const url = `file:${path.join(dir, 'test.db')}`
  await migrateDb(url)
  const { db, client } = nodeDb(url)
  return {
    db: db as unknown as Db,
    url,
    close: () => {
      client.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/**
 * A fresh database for each test of the file, closed after it. `use` takes it (and may
 * arrange rows):  `let db: Db;  eachTestDb((fresh) => { db = fresh })`.
 */
export function eachTestDb(use: (db: Db) => void | Promise<void>) {
  let close = () => {}
  beforeEach(async () => {
    const made = await createTestDb()
    close = made.close
    await use(made.db)
  })
  afterEach(() => close())
}

/** One database for all the tests of the file, closed after them: `let db: Db;  fileTestDb((made) => { db = made })`. */
export function fileTestDb(use: (db: Db) => void) {
  let close = () => {}
  beforeAll(async () => {
    const made = await createTestDb()
    close = made.close
    use(made.db)
  })
  afterAll(() => close())
}

export type RateInsert = typeof mortgageRates.$inferInsert

/**
 * One day's full rate sheet (or the provinces given): every term, rate type and mortgage type,
 * our rate = posted − 0.5, all scraped at `scrapedAt`.
 */
export function rateSheet(
  scrapedAt: Date,
  opts: { active: boolean; provinces?: readonly string[]; shift?: number; sourceUrl?: string },
): RateInsert[] {
  const rows: RateInsert[] = []
  const provinces = PROVINCES.filter((p) => !opts.provinces || opts.provinces.includes(p.code))
  provinces.forEach((p, pi) => {
    for (const term of TERMS) {
      for (const rateType of RATE_TYPES) {
        MORTGAGE_TYPES.forEach((mortgageType, mi) => {
          const posted =
            5 +
            TERMS.indexOf(term) * 0.1 +
            (rateType === 'variable' ? -0.3 : 0) +
            pi * 0.01 +
            mi * 0.05 +
            (opts.shift ?? 0)
          rows.push({
            id: uuidv7(),
            province: p.name,
            term,
            rateType,
            mortgageType,
            postedRate: Math.round(posted * 100) / 100,
            ourRate: Math.round((posted - 0.5) * 1000) / 1000,
            sourceUrl: opts.sourceUrl ?? 'https://rates.example-network.ca/daily',
            scrapedAt,
            isActive: opts.active,
            createdAt: scrapedAt,
            updatedAt: scrapedAt,
          })
        })
      }
    }
  })
  return rows
}

export async function insertRates(db: Db, rows: RateInsert[]) {
  for (let i = 0; i < rows.length; i += 40) await db.insert(mortgageRates).values(rows.slice(i, i + 40))
}
