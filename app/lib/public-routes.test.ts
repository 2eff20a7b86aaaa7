import { describe, expect, it } from 'vitest'
import { isPrerenderedPath, isPrivatePath, pageFile } from './public-routes'

describe('public routes', () => {
  it('prerenders static routes outside the signed-in areas', () => {
    for (const p of ['/', '/rates', '/mortgage-calculator', '/app', '/blog']) expect(isPrerenderedPath(p), p).toBe(true)
    for (const p of [
      '/agents/$id',
      '/blog/$slug',
      '/super-admin',
      '/super-admin/leads',
      '/agent-dashboard/profile',
      '/auth',
      '/applications',
    ])
      expect(isPrerenderedPath(p), p).toBe(false)
  })
  it('a prefix is a whole segment', () => {
    expect(isPrivatePath('/authors')).toBe(false)
    expect(isPrivatePath('/auth/reset')).toBe(true)
  })
  it('writes each page to the file the assets serve at its path', () => {
    expect(pageFile('/')).toBe('index.html')
    expect(pageFile('/rates')).toBe('rates.html')
    expect(pageFile('/blog/')).toBe('blog.html')
  })
})
