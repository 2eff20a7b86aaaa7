import { describe, expect, it } from 'vitest'
import { isSidebarShortcut, readSidebarCookie, SIDEBAR_COOKIE_MAX_AGE_S, sidebarCookie } from './sidebar-state'

describe('sidebar cookie', () => {
  it('round-trips both states among other cookies', () => {
    for (const state of [true, false]) {
      const stored = sidebarCookie(state).split(';')[0]!
      expect(readSidebarCookie(`a=1; ${stored}; b=2`)).toBe(state)
    }
  })

  it('lives 7 days on the whole site', () => {
    expect(SIDEBAR_COOKIE_MAX_AGE_S).toBe(604800)
    expect(sidebarCookie(false)).toContain('Max-Age=604800')
    expect(sidebarCookie(false)).toContain('Path=/')
  })

  it('ignores missing, garbled and look-alike cookies', () => {
    expect(readSidebarCookie('')).toBeNull()
    expect(readSidebarCookie('sidebar_state=maybe')).toBeNull()
    expect(readSidebarCookie('xsidebar_state=false')).toBeNull()
    expect(readSidebarCookie('sidebar_state_old=false; sidebar_state=true')).toBe(true)
  })
})

describe('Ctrl/Cmd+B', () => {
  const k = (o: Partial<KeyboardEvent>) => ({
    key: 'b',
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    altKey: false,
    ...o,
  })
  it('toggles with Ctrl or Cmd only', () => {
    expect(isSidebarShortcut(k({ ctrlKey: true }))).toBe(true)
    expect(isSidebarShortcut(k({ metaKey: true }))).toBe(true)
    expect(isSidebarShortcut(k({ key: 'B', ctrlKey: true }))).toBe(true)
    expect(isSidebarShortcut(k({}))).toBe(false)
    expect(isSidebarShortcut(k({ ctrlKey: true, shiftKey: true }))).toBe(false)
    expect(isSidebarShortcut(k({ key: 'n', ctrlKey: true }))).toBe(false)
  })
})
