import { describe, expect, it } from 'vitest'
import { activityLabel, recentActivityRows } from './analytics-view'

const event = (i: number) => ({
  id: `e${i}`,
  eventType: 'page_view',
  path: `/agent/sam?i=${i}`,
  createdAt: new Date(Date.UTC(2026, 10, 20, 15, 30 - i)).toISOString(),
})

describe('recentActivityRows', () => {
  it('shows the first 5 of the 10 the server sends, in its order (newest first)', () => {
    const rows = recentActivityRows(
      Array.from({ length: 10 }, (_, i) => event(i)),
      { timeZone: 'America/Toronto' },
    )
    expect(rows.map((r) => r.id)).toEqual(['e0', 'e1', 'e2', 'e3', 'e4'])
    expect(rows[0]).toMatchObject({
      label: 'Profile view',
      path: '/agent/sam?i=0',
      dateTime: '2026-11-20T15:30:00.000Z',
    })
  })

  it('writes the time in the given zone', () => {
    const [row] = recentActivityRows([event(0)], { timeZone: 'America/Toronto' })
    expect(row!.when).toMatch(/Nov\.? 20, 2026/)
    expect(row!.when).toMatch(/10:30/)
  })

  it('keeps fewer than 5 as they are, and an unreadable date as no date', () => {
    expect(recentActivityRows([])).toEqual([])
    expect(recentActivityRows([{ ...event(0), createdAt: 'not a date' }])[0]!.when).toBe('')
  })
})

describe('activityLabel', () => {
  it('names a page view and turns an unknown type into words', () => {
    expect(activityLabel('page_view')).toBe('Profile view')
    expect(activityLabel('lead_created')).toBe('Lead created')
    expect(activityLabel('')).toBe('Activity')
  })
})
