import { describe, expect, it } from 'vitest'
import { bellLabel, unreadBadge } from './texts'

describe("the bell's words", () => {
  it('names the unread count, and caps the badge', () => {
    expect(bellLabel(0)).toBe('Notifications')
    expect(bellLabel(3)).toBe('Notifications, 3 unread')
    expect(unreadBadge(7)).toBe('7')
    expect(unreadBadge(140)).toBe('99+')
  })
})
