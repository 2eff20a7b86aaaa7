import { describe, expect, it } from 'vitest'
import { describeSavedAge } from './saved-age'

describe('describeSavedAge', () => {
  const now = Date.UTC(2026, 10, 23, 15, 0)
  it('says how old the copy is, in minutes, hours, then days', () => {
    expect(describeSavedAge(now - 20_000, now)).toMatch(/^Saved on this device just now \(/)
    expect(describeSavedAge(now - 12 * 60_000, now)).toMatch(/^Saved on this device 12 minutes ago \(/)
    expect(describeSavedAge(now - 5 * 3600_000, now)).toMatch(/^Saved on this device 5 hours ago \(/)
    expect(describeSavedAge(now - 3 * 86400_000, now)).toMatch(/^Saved on this device 3 days ago \(/)
  })
  it('never says a copy is from the future', () => {
    expect(describeSavedAge(now + 60_000, now)).toMatch(/just now/)
  })
})
