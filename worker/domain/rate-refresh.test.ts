import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { eachTestDb, insertRates, rateSheet } from '#tests/support/rates-db.ts'
import type { Db } from '#worker/db/client.ts'
import { mortgageRates } from '#worker/db/schema/index.ts'
import { ensureCurrentRates } from './rate-refresh'

// 'Manage Current Date Rates' (and the cron's fallback) against a real (file) libSQL database.
// The scrape that comes before it is tested with the job (worker/jobs/rate-refresh/run.test.ts).

const NOW = new Date('2026-03-10T10:15:00.000Z')
const YESTERDAY = new Date('2026-03-09T10:15:00.000Z')
const now = () => NOW

let db: Db
eachTestDb((fresh) => {
  db = fresh
})

const allRates = () => db.select().from(mortgageRates)
const activeRates = () => db.select().from(mortgageRates).where(eq(mortgageRates.isActive, true))

describe('ensureCurrentRates (Manage Current Date Rates)', () => {
  it('keeps only today’s rates active', async () => {
    await insertRates(db, [
      ...rateSheet(NOW, { active: true, provinces: ['ON'] }),
      ...rateSheet(YESTERDAY, { active: true, provinces: ['QC'] }),
    ])
    const res = await ensureCurrentRates(db, { trigger: 'manual', now })
    expect(res).toMatchObject({ success: true, outcome: 'kept-current', ratesCount: 24, date: '2026-03-10' })
    expect(res.message).toBe("Today's 24 rates are active; 24 older rates deactivated.")
    const active = await activeRates()
    expect(new Set(active.map((r) => r.province))).toEqual(new Set(['Ontario']))
  })

  it('activates today’s rates when none is active', async () => {
    await insertRates(db, rateSheet(NOW, { active: false, provinces: ['ON'] }))
    const res = await ensureCurrentRates(db, { trigger: 'manual', now })
    expect(res).toMatchObject({ success: true, outcome: 'kept-current', ratesCount: 24 })
    expect(await activeRates()).toHaveLength(24)
  })

  it('is idempotent: a second run changes nothing', async () => {
    await insertRates(db, rateSheet(YESTERDAY, { active: true, provinces: ['ON'] }))
    await ensureCurrentRates(db, { trigger: 'manual', now })
    const after = await allRates()
    const res = await ensureCurrentRates(db, { trigger: 'manual', now })
    expect(res.outcome).toBe('kept-current')
    expect(await allRates()).toEqual(after)
  })

  it('a database that fails → a failed result, never a throw', async () => {
    const broken = new Proxy(db, {
      get(target, prop) {
        if (prop === 'batch' || prop === 'select' || prop === 'insert') {
          return () => {
            throw new Error('SERVER_ERROR: down')
          }
        }
        return Reflect.get(target, prop)
      },
    })
    const res = await ensureCurrentRates(broken, { trigger: 'manual', now })
    expect(res).toMatchObject({ success: false, outcome: 'failed' })
    expect(res.message).toContain('SERVER_ERROR: down')
  })
})
