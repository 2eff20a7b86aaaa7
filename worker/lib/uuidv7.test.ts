import { afterEach, describe, expect, it, vi } from 'vitest'
import { uuidv7 } from './uuidv7'

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const msOf = (id: string) => Number.parseInt(id.replace(/-/g, '').slice(0, 12), 16)

afterEach(() => vi.restoreAllMocks())

describe('the worker uuidv7', () => {
  it('is an RFC 9562 version 7 id carrying the current Unix milliseconds', () => {
    const before = Date.now()
    const id = uuidv7()
    expect(id).toMatch(UUID_V7)
    expect(msOf(id)).toBeGreaterThanOrEqual(before)
    expect(msOf(id)).toBeLessThanOrEqual(Date.now() + 1)
  })

  it('strictly increases within one millisecond, past the 4096 ids one counter holds', () => {
    vi.spyOn(Date, 'now').mockReturnValue(Date.UTC(2030, 0, 1))
    const ids = Array.from({ length: 10_000 }, () => uuidv7())
    for (let i = 1; i < ids.length; i++) expect(ids[i]! > ids[i - 1]!).toBe(true)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('keeps increasing when the clock steps back', () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(Date.UTC(2031, 0, 1))
    const first = uuidv7()
    now.mockReturnValue(Date.UTC(2031, 0, 1) - 5000)
    const second = uuidv7()
    expect(second > first).toBe(true)
    expect(msOf(second)).toBe(Date.UTC(2031, 0, 1))
  })
})
