import { describe, expect, it } from 'vitest'
import { describeCron } from './scheduled-jobs'

describe('describeCron', () => {
  it('says a daily expression in words and shows any other as it is', () => {
    expect(describeCron('15 10 * * *')).toBe('Daily at 10:15 UTC')
    expect(describeCron('5 3 * * *')).toBe('Daily at 03:05 UTC')
    expect(describeCron('*/15 * * * *')).toBe('Cron */15 * * * *')
    expect(describeCron('0 9 * * 1')).toBe('Cron 0 9 * * 1')
  })
})
