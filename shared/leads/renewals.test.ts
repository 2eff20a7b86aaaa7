import { describe, expect, it } from 'vitest'
import type { Day } from '#shared/time/toronto-time.ts'
import { monthWords, reminderWords, renewalMonths } from './renewals'

const today = '2026-11-27' as Day
const lead = (id: string, status: string, dealMaturityOn: string | null) => ({
  id,
  clientName: `Client ${id}`,
  status,
  dealMaturityOn,
})

describe('renewalMonths', () => {
  it('keeps funded leads maturing today or later, soonest first, by month', () => {
    const months = renewalMonths(
      [
        lead('a', 'funded', '2027-06-30'),
        lead('b', 'funded', '2027-06-01'),
        lead('c', 'approved', '2027-06-10'),
        lead('d', 'funded', null),
        lead('e', 'funded', '2026-11-26'),
        lead('f', 'funded', '2026-11-27'),
        lead('g', 'funded', '2031-12-15'),
      ],
      today,
    )
    expect(months.map((m) => [m.month, m.entries.map((e) => e.lead.id)])).toEqual([
      ['2026-11', ['f']],
      ['2027-06', ['b', 'a']],
      ['2031-12', ['g']],
    ])
  })

  it('names the next reminder: 180, then 120, then 30 days before; none inside the last 30 days', () => {
    const at = (maturity: string) => renewalMonths([lead('x', 'funded', maturity)], today)[0]?.entries[0]
    // 200 days left: the 180-day reminder comes next.
    expect(at('2027-06-15')).toMatchObject({ daysLeft: 200, nextReminder: { on: '2026-12-17', daysBefore: 180 } })
    // 180 days left: today is the 180-day reminder.
    expect(at('2027-05-26')).toMatchObject({ daysLeft: 180, nextReminder: { on: '2026-11-27', daysBefore: 180 } })
    expect(at('2027-03-01')).toMatchObject({ daysLeft: 94, nextReminder: { on: '2027-01-30', daysBefore: 30 } })
    expect(at('2026-12-20')).toMatchObject({ daysLeft: 23, nextReminder: null })
  })

  it('words the next reminder, or how soon it matures', () => {
    const entry = (maturity: string) => renewalMonths([lead('x', 'funded', maturity)], today)[0]!.entries[0]!
    const day = (d: string) => `<${d}>`
    expect(reminderWords(entry('2027-06-15'), day)).toBe('Next reminder <2026-12-17> (180 days before)')
    expect(reminderWords(entry('2026-12-20'), day)).toBe('Matures in 23 days')
    expect(reminderWords(entry('2026-11-28'), day)).toBe('Matures in 1 day')
    expect(reminderWords(entry('2026-11-27'), day)).toBe('Matures today')
  })

  it('words a month', () => {
    expect(monthWords('2031-12')).toBe('December 2031')
  })
})
