import { describe, expect, it } from 'vitest'
import { truncateServiceFields } from './admin-catalog'

describe('truncateServiceFields', () => {
  it('cuts name and description over 255 characters and names each cut field', () => {
    expect(truncateServiceFields({ name: 'a'.repeat(255), description: null })).toEqual({
      name: 'a'.repeat(255),
      description: null,
      truncated: [],
    })
    const r = truncateServiceFields({ name: 'n'.repeat(256), description: 'd'.repeat(300) })
    expect(r.name).toHaveLength(255)
    expect(r.description).toHaveLength(255)
    expect(r.truncated).toEqual(['name', 'description'])
  })
  it('counts code points, so an emoji is never split in half', () => {
    const name = '😀'.repeat(300)
    const r = truncateServiceFields({ name, description: 'short' })
    expect(Array.from(r.name)).toHaveLength(255)
    expect(r.name).toBe('😀'.repeat(255))
    expect(r.truncated).toEqual(['name'])
  })
})
