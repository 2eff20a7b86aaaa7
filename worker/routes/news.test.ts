import { describe, expect, it, vi } from 'vitest'
import { app } from '#worker/app.ts'

// The public news route through the whole app, with a database that cannot be reached: the
// fallback (the app shows the spec's 3 static articles), logged, never cached.
const env = {
  DATABASE_URL: 'http://127.0.0.1:9',
  JWT_SECRET: 'k7Qp2vN9xR4mT8wB1zL6yH3jD5fG0sAcEuYi',
  ENVIRONMENT: 'test',
}

describe('GET /api/news with the database down', () => {
  it('→ 200 with the fallback, not cached, and the failure logged', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const res = await app.request('/api/news?search=renewal', {}, env)
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toBe('no-store')
      const body = (await res.json()) as { articles: { id: string }[]; source: string; hasMore: boolean }
      expect(body).toEqual({ articles: [], source: 'fallback', hasMore: false, nextCursor: null })
      expect(String(errors.mock.calls[0]?.[0])).toContain('news query failed')
    } finally {
      errors.mockRestore()
    }
  })
})

describe('GET /api/news validates its query (400 naming the field, before any read)', () => {
  it.each([
    ['cursor=abc', 'cursor'],
    ['cursor=zz.0123', 'cursor'],
    ['limit=0', 'limit'],
    ['limit=51', 'limit'],
    ['limit=ten', 'limit'],
    [`search=${'a'.repeat(101)}`, 'search'],
    ['search=%00x', 'search'],
    ['page=2', 'page'],
  ])('%s', async (query, field) => {
    const res = await app.request(`/api/news?${query}`, {}, env)
    expect(res.status).toBe(400)
    const body = (await res.json()) as { error: { fields: Record<string, string> } }
    expect(Object.keys(body.error.fields)).toContain(field)
  })
})
