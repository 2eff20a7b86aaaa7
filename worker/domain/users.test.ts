import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { nextFreeSlug, slugBase } from './users'

describe('slugBase (only lowercase letters and digits are kept)', () => {
  it('matches the seeded slugs', () => {
    expect(slugBase('Sarah Chen')).toBe('sarahchen')
    expect(slugBase('Amélie Tremblay')).toBe('amelietremblay')
    expect(slugBase("  D'Arcy O'Neil-Smith 2nd ")).toBe('darcyoneilsmith2nd')
  })

  it('falls back to "agent" when nothing is left', () => {
    expect(slugBase('李小龍')).toBe('agent')
    expect(slugBase('!!!')).toBe('agent')
  })

  it('always yields 1-60 characters of [a-z0-9] (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (name) => {
        expect(slugBase(name)).toMatch(/^[a-z0-9]{1,60}$/)
      }),
    )
  })
})

describe('nextFreeSlug', () => {
  it('keeps a free base and otherwise appends 2, 3, …', () => {
    expect(nextFreeSlug('sarahchen', [])).toBe('sarahchen')
    expect(nextFreeSlug('sarahchen', ['sarahchen'])).toBe('sarahchen2')
    expect(nextFreeSlug('sarahchen', ['sarahchen', 'sarahchen2', 'sarahchen4'])).toBe('sarahchen3')
    expect(nextFreeSlug('ann', ['ann', 'anne', 'ann2'])).toBe('ann3')
  })

  it('never returns a taken slug (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { maxLength: 30 }), (numbers) => {
        const taken = numbers.map((n) => (n === 1 ? 'x' : `x${n}`))
        const slug = nextFreeSlug('x', taken)
        expect(taken).not.toContain(slug)
        expect(slug).toMatch(/^x\d*$/)
      }),
    )
  })
})
