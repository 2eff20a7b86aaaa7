import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestDb, insertRates, rateSheet } from '#tests/support/rates-db.ts'
import type { Db } from '#worker/db/client.ts'
import { dailySeries, getDisplayRates, getRateHistory } from './rates'

const NOW = new Date('2026-03-10T15:00:00.000Z')
const day = (d: string, h = '10:15') => new Date(`${d}T${h}:00.000Z`)

describe('dailySeries', () => {
  it('one point per UTC day: a past day’s last refresh, lowest our rate; today’s active rows', () => {
    const rows = [
      { scrapedAt: day('2026-03-08'), ourRate: 4.2, postedRate: 5, isActive: false },
      { scrapedAt: day('2026-03-08', '09:00'), ourRate: 3.0, postedRate: 5, isActive: false },
      { scrapedAt: day('2026-03-09'), ourRate: 4.3, postedRate: 5.1, isActive: false },
      { scrapedAt: day('2026-03-09'), ourRate: 4.1, postedRate: 5.2, isActive: false },
      { scrapedAt: day('2026-03-10', '08:00'), ourRate: 4.0, postedRate: 5, isActive: true },
      { scrapedAt: day('2026-03-10', '11:00'), ourRate: 3.5, postedRate: 5, isActive: false },
    ].sort((a, b) => a.scrapedAt.getTime() - b.scrapedAt.getTime())
    expect(dailySeries(rows, NOW)).toEqual([
      { date: '2026-03-08', ourRate: 4.2, postedRate: 5 },
      { date: '2026-03-09', ourRate: 4.1, postedRate: 5.2 },
      { date: '2026-03-10', ourRate: 4.0, postedRate: 5 },
    ])
  })

  it('no rows → no points', () => {
    expect(dailySeries([], NOW)).toEqual([])
  })
})

describe('with a database', () => {
  let db: Db
  let close: () => void
  beforeEach(async () => {
    ;({ db, close } = await createTestDb())
    await insertRates(db, [
      ...rateSheet(day('2026-03-10'), { active: true, provinces: ['ON'] }),
      ...rateSheet(day('2026-03-09'), { active: false, provinces: ['ON'], shift: 0.1 }),
      ...rateSheet(day('2026-03-01'), { active: false, provinces: ['ON'], shift: 0.3 }),
      ...rateSheet(day('2026-03-09'), { active: true, provinces: ['QC'] }),
    ])
  })
  afterEach(() => close())
  /** The history of Ontario's 5-year fixed conventional rate unless `query` says otherwise. */
  const history = (query: Partial<Parameters<typeof getRateHistory>[1]>) =>
    getRateHistory(
      db,
      { province: 'ON', term: '5 year', rateType: 'fixed', mortgageType: 'Conventional', days: 30, ...query },
      NOW,
    )

  it('history: bounded by days, one product only, oldest first', async () => {
    const h = await history({ days: 30 })
    expect(h.province).toBe('Ontario')
    expect(h.points.map((p) => p.date)).toEqual(['2026-03-01', '2026-03-09', '2026-03-10'])
    expect(h.points[0]!.ourRate).toBeCloseTo(h.points[2]!.ourRate + 0.3, 5)
    const short = await history({ days: 2 })
    expect(short.points.map((p) => p.date)).toEqual(['2026-03-09', '2026-03-10'])
  })

  it('an unknown province code reads Ontario', async () => {
    const h = await history({
      province: 'ZZ',
      term: '1 year',
      rateType: 'variable',
      mortgageType: 'High-Ratio',
      days: 7,
    })
    expect(h.province).toBe('Ontario')
    expect(h.points).toHaveLength(2)
  })

  it('display: today first, else the most recent active rates', async () => {
    const on = await getDisplayRates(db, { province: 'ON', now: NOW })
    expect(on).toMatchObject({ ratesDate: '2026-03-10', isToday: true })
    expect(on.rates).toHaveLength(24)
    const qc = await getDisplayRates(db, { province: 'QC', now: NOW })
    expect(qc).toMatchObject({ ratesDate: '2026-03-09', isToday: false })
    expect(qc.rates.map((r) => r.ourRate)).toEqual([...qc.rates.map((r) => r.ourRate)].sort((a, b) => a - b))
  })
})
