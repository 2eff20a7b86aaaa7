import { describe, expect, it } from 'vitest'
import { formatResponseTime, formatShare } from '#shared/leads/response-time.ts'
import type { Db } from '#worker/db/client.ts'
import { responseTimes, summarizeResponseTimes } from './response-times'

const MIN = 60_000

describe('response-time figures', () => {
  it('no leads: nothing to count, no median', () => {
    expect(summarizeResponseTimes([])).toEqual({
      leads: 0,
      contacted: 0,
      medianMs: null,
      within5Min: 0,
      within1Hour: 0,
    })
  })

  it('an odd count: the middle one; 5 minutes and 1 hour exactly are within', () => {
    // Sorted: 2, 5, 30, 60, 61 minutes → median 30; within 5: 2 and 5; within the hour: four.
    expect(summarizeResponseTimes([61 * MIN, 2 * MIN, 30 * MIN, 5 * MIN, 60 * MIN])).toEqual({
      leads: 5,
      contacted: 5,
      medianMs: 30 * MIN,
      within5Min: 2,
      within1Hour: 4,
    })
  })

  it('an even count: the mean of the middle two', () => {
    // 1, 3, 10, 120 minutes → (3 + 10) / 2 = 6.5 minutes.
    expect(summarizeResponseTimes([10 * MIN, 120 * MIN, 1 * MIN, 3 * MIN]).medianMs).toBe(6.5 * MIN)
  })

  it('never-contacted leads count in the shares’ whole, not in the median', () => {
    // Contacted: 4 and 8 minutes (median 6); 4 leads, 1 within 5 min (25%), 2 within the hour (50%).
    const s = summarizeResponseTimes([null, 8 * MIN, null, 4 * MIN])
    expect(s).toEqual({ leads: 4, contacted: 2, medianMs: 6 * MIN, within5Min: 1, within1Hour: 2 })
    expect(formatShare(s.within5Min, s.leads)).toBe('25%')
    expect(formatShare(s.within1Hour, s.leads)).toBe('50%')
    expect(summarizeResponseTimes([null, null])).toMatchObject({ leads: 2, contacted: 0, medianMs: null })
  })

  it('words: minutes, hours, days; nothing contacted; no leads', () => {
    expect(formatResponseTime(59_000)).toBe('under a minute')
    expect(formatResponseTime(6.5 * MIN)).toBe('6 min')
    expect(formatResponseTime(65 * MIN)).toBe('1 h 5 min')
    expect(formatResponseTime(120 * MIN)).toBe('2 h')
    expect(formatResponseTime((51 * 60 + 10) * MIN)).toBe('2 d 3 h')
    expect(formatResponseTime(null)).toBe('None contacted yet')
    expect(formatShare(0, 0)).toBe('—')
  })
})

describe('responseTimes', () => {
  const fakeDb = (rows: { agentId: string | null; name: string | null; ms: number | null }[]) =>
    ({ all: async () => rows }) as unknown as Db

  it('one row per agent and one for the unassigned, most leads first; a contact before arrival is immediate', async () => {
    const rows = await responseTimes(
      fakeDb([
        { agentId: 'b', name: 'Bea', ms: 3 * MIN },
        { agentId: null, name: null, ms: null },
        { agentId: 'a', name: 'Al', ms: 90 * MIN },
        { agentId: 'b', name: 'Bea', ms: -2_000 },
        { agentId: 'a', name: 'Al', ms: null },
        { agentId: 'b', name: 'Bea', ms: 50 * MIN },
      ]),
      null,
    )
    expect(rows).toEqual([
      { agentId: 'b', name: 'Bea', leads: 3, contacted: 3, medianMs: 3 * MIN, within5Min: 2, within1Hour: 3 },
      { agentId: 'a', name: 'Al', leads: 2, contacted: 1, medianMs: 90 * MIN, within5Min: 0, within1Hour: 0 },
      { agentId: null, name: null, leads: 1, contacted: 0, medianMs: null, within5Min: 0, within1Hour: 0 },
    ])
    expect(await responseTimes(fakeDb([]), new Date())).toEqual([])
  })
})
