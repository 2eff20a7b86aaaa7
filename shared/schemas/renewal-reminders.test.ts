import { describe, expect, it } from 'vitest'
import {
  buildRenewalReminderPush,
  createRenewalReminderSchema,
  daysBetween,
  dueReminderDays,
  nextReminderOn,
} from './renewal-reminders'

describe('renewal reminder days', () => {
  it('sends at 180, 120 and 30 days before maturity, each once', () => {
    const maturity = '2027-06-30'
    expect(daysBetween('2027-01-01', maturity)).toBe(180)
    expect(dueReminderDays(maturity, '2026-12-31', null)).toBeNull() // 181 days left
    expect(dueReminderDays(maturity, '2027-01-01', null)).toBe(180)
    expect(dueReminderDays(maturity, '2027-01-02', 180)).toBeNull()
    expect(dueReminderDays(maturity, '2027-03-02', 180)).toBe(120) // 120 days left
    expect(dueReminderDays(maturity, '2027-05-31', 120)).toBe(30)
    expect(dueReminderDays(maturity, '2027-06-15', 30)).toBeNull()
    expect(dueReminderDays(maturity, '2027-07-01', 30)).toBeNull() // the term has ended
  })

  it('a device that missed reminders gets the latest one only', () => {
    expect(dueReminderDays('2027-06-30', '2027-06-01', null)).toBe(30)
    expect(dueReminderDays('2027-06-30', '2027-04-01', null)).toBe(120)
  })

  it('says when the next reminder goes out', () => {
    expect(nextReminderOn('2027-06-30', '2026-11-27', null)).toBe('2027-01-01')
    expect(nextReminderOn('2027-06-30', '2027-01-01', 180)).toBe('2027-03-02')
    expect(nextReminderOn('2027-06-30', '2027-06-01', 30)).toBeNull()
    // Saved with 100 days left: the 120-day reminder is due at once.
    expect(nextReminderOn('2027-06-30', '2027-03-22', null)).toBe('2027-03-22')
  })

  it('the push opens the renewal calculator with the maturity date', () => {
    expect(buildRenewalReminderPush({ reminderId: 'r', maturityDate: '2027-06-30', days: 120 })).toMatchObject({
      type: 'renewal-reminder',
      title: 'Your mortgage renews in about 4 months',
      url: '/renewal-calculator?maturity=2027-06-30',
      tag: 'renewal-reminder-r',
    })
  })

  it('the request names a bad date', () => {
    const r = createRenewalReminderSchema.safeParse({
      id: crypto.randomUUID(),
      subscription: {},
      maturityDate: '30/06/2027',
    })
    expect(r.success).toBe(false)
    expect(r.error?.issues.map((i) => i.path.join('.'))).toContain('maturityDate')
  })
})
