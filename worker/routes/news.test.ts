import { describe, expect, it } from 'vitest'
import { DATABASE_DOWN_ENV, getWithDatabaseDown } from '#tests/support/database-down.ts'
import { app } from '#worker/app.ts'

// The public news route through the whole app, with a database that cannot be reached: the
// fallback (the app shows the spec's 3 static articles), logged, never cached.
describe('GET /api/news with the database down', () => {
  it('→ 200 with the fallback, not cached, and the failure logged', async () => {
    const { res, logged } = await getWithDatabaseDown('/api/news?search=renewal')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const body = (await res.json()) as { articles: { id: string }[]; source: string; hasMore: boolean }
    expect(body).toEqual({ articles: [], source: 'fallback', hasMore: false, nextCursor: null })
    expect(logged[0]).toContain('news query failed')
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
    const res = await app.request(`/api/news?${query}`, {}, DATABASE_DOWN_ENV)
    expect(res.status).toBe(400)
    const body = (await res.json()) as { error: { fields: Record<string, string> } }
    expect(Object.keys(body.error.fields)).toContain(field)
  })
})
