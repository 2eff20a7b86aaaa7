import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HoverIntent, MENU_TIMINGS } from './hover-intent'

describe('HoverIntent', () => {
  let changes: (string | null)[]
  let hi: HoverIntent
  beforeEach(() => {
    vi.useFakeTimers()
    changes = []
    hi = new HoverIntent((id) => changes.push(id), MENU_TIMINGS, {
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (h) => clearTimeout(h as number),
      now: () => Date.now(),
    })
  })
  afterEach(() => vi.useRealTimers())

  it('opens after the 200 ms hover delay, not before', () => {
    hi.enterTrigger('mortgages')
    vi.advanceTimersByTime(199)
    expect(hi.openId).toBeNull()
    vi.advanceTimersByTime(1)
    expect(hi.openId).toBe('mortgages')
  })

  it('a pointer that passes through quickly opens nothing', () => {
    hi.enterTrigger('mortgages')
    vi.advanceTimersByTime(120)
    hi.leave()
    vi.advanceTimersByTime(500)
    expect(changes).toEqual([])
  })

  it('closes 150 ms after leaving, unless the pointer reaches the content', () => {
    hi.open('resources')
    hi.leave()
    vi.advanceTimersByTime(100)
    hi.enterContent()
    vi.advanceTimersByTime(500)
    expect(hi.openId).toBe('resources')
    hi.leave()
    vi.advanceTimersByTime(149)
    expect(hi.openId).toBe('resources')
    vi.advanceTimersByTime(1)
    expect(hi.openId).toBeNull()
  })

  it('moving to another trigger while one is open switches at once', () => {
    hi.open('mortgages')
    hi.leave()
    hi.enterTrigger('contact')
    expect(hi.openId).toBe('contact')
  })

  it('skips the open delay within 300 ms of a close, and not after', () => {
    hi.open('mortgages')
    hi.close()
    vi.advanceTimersByTime(299)
    hi.enterTrigger('resources')
    expect(hi.openId).toBe('resources')
    hi.close()
    vi.advanceTimersByTime(301)
    hi.enterTrigger('contact')
    expect(hi.openId).toBeNull()
    vi.advanceTimersByTime(200)
    expect(hi.openId).toBe('contact')
  })
})
