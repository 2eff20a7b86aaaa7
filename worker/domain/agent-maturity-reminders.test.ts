import { describe, expect, it } from 'vitest'
import { maturityReminderDue } from './agent-maturity-reminders'

describe("an agent's maturity reminders", () => {
  const lead = '019b76da-a800-7fff-8fff-000000000001'
  it('180, 120 and 30 days before, each with its own key; none before 180 or after maturity', () => {
    expect(maturityReminderDue(lead, '2027-06-30', '2026-12-31')).toBeNull() // 181 days left
    expect(maturityReminderDue(lead, '2027-06-30', '2027-01-01')).toEqual({
      days: 180,
      causeKey: `maturity:${lead}:2027-06-30:180`,
    })
    expect(maturityReminderDue(lead, '2027-06-30', '2027-03-01')?.days).toBe(180) // 121 days left
    expect(maturityReminderDue(lead, '2027-06-30', '2027-03-02')?.days).toBe(120)
    expect(maturityReminderDue(lead, '2027-06-30', '2027-05-30')?.days).toBe(120) // 31 days left
    expect(maturityReminderDue(lead, '2027-06-30', '2027-05-31')?.causeKey).toBe(`maturity:${lead}:2027-06-30:30`)
    expect(maturityReminderDue(lead, '2027-06-30', '2027-06-30')?.days).toBe(30)
    expect(maturityReminderDue(lead, '2027-06-30', '2027-07-01')).toBeNull()
  })

  it('another maturity date is another reminder', () => {
    expect(maturityReminderDue(lead, '2027-07-31', '2027-02-01')?.causeKey).not.toBe(
      maturityReminderDue(lead, '2027-06-30', '2027-02-01')?.causeKey,
    )
  })
})
