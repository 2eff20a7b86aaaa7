/**
 * The edge cache of public reads (docs/decisions/041-edge-cache.md): answered from the Cache API
 * (miniflare's) with an ETag and 304s, and re-keyed by an admin change so the next read shows it.
 */
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import type { AdminTestimonialResponse } from '#shared/schemas/admin-testimonials.ts'
import type { HomeTestimonialsResponse } from '#shared/schemas/content.ts'
import type { AdminRate, RatesResponse } from '#shared/schemas/rates.ts'
import { mortgageRates, testimonials } from '#worker/db/schema/index.ts'
import { jsonInit, signInAs } from './auth-helpers'
import { call, testDb } from './helpers'

const { db, client } = testDb()
const created: string[] = []
const createdTestimonials: string[] = []
afterAll(async () => {
  for (const id of created) await db.delete(mortgageRates).where(eq(mortgageRates.id, id))
  for (const id of createdTestimonials) await db.delete(testimonials).where(eq(testimonials.id, id))
  client.close()
})

const admin = async () => (await signInAs('super_admin')).authHeaders
// Northwest Territories: a province no other test writes rates to.
const RATES = '/api/rates?province=NT'

async function createRate(ourRate: number): Promise<AdminRate> {
  const res = await call(
    '/api/admin/rates',
    jsonInit(
      'POST',
      { rateType: 'variable', term: '3 year', mortgageType: 'Conventional', province: 'NT', postedRate: 6.5, ourRate },
      await admin(),
    ),
  )
  expect(res.status).toBe(201)
  const { rate } = (await res.json()) as { rate: AdminRate }
  created.push(rate.id)
  return rate
}

describe('public rates from the edge cache', () => {
  it('a second read is a hit with the same ETag; If-None-Match gets a 304', async () => {
    await createRate(4.11)
    const first = await call(RATES)
    expect(first.status).toBe(200)
    expect(first.headers.get('x-edge-cache')).toBe('miss')
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^W\/"[\w-]+"$/)
    expect(first.headers.get('cache-control')).toContain('public')
    const body = await first.text()

    const second = await call(RATES)
    expect(second.headers.get('x-edge-cache')).toBe('hit')
    expect(second.headers.get('etag')).toBe(etag)
    // A stored copy answers with today's Date (and its age): an old Date reads as "offline" in the app.
    expect(second.headers.get('age')).toMatch(/^\d+$/)
    expect(Math.abs(Date.parse(second.headers.get('date') ?? '') - Date.now())).toBeLessThan(60_000)
    expect(second.headers.get('cache-control')).toBe(first.headers.get('cache-control'))
    expect(await second.text()).toBe(body)

    const notModified = await call(RATES, { headers: { 'If-None-Match': etag! } })
    expect(notModified.status).toBe(304)
    expect(notModified.headers.get('etag')).toBe(etag)
  })

  it('an admin rate change is in the very next public read', async () => {
    const rate = await createRate(4.22)
    await call(RATES)
    expect((await call(RATES)).headers.get('x-edge-cache')).toBe('hit')

    const edit = await call(
      `/api/admin/rates/${rate.id}`,
      jsonInit('PATCH', { version: rate.version, ourRate: 3.33 }, await admin()),
    )
    expect(edit.status).toBe(200)
    const after = await call(RATES)
    expect(after.headers.get('x-edge-cache')).toBe('miss')
    const { rates } = (await after.json()) as RatesResponse
    expect(rates.find((r) => r.id === rate.id)?.ourRate).toBe(3.33)

    const del = await call(
      `/api/admin/rates/${rate.id}?version=${rate.version + 1}`,
      jsonInit('DELETE', undefined, await admin()),
    )
    expect(del.status).toBe(200)
    const gone = (await (await call(RATES)).json()) as RatesResponse
    expect(gone.rates.some((r) => r.id === rate.id)).toBe(false)
  })

  it('a signed-in read bypasses the cache', async () => {
    const res = await call(RATES, { headers: await admin() })
    expect(res.status).toBe(200)
    expect(res.headers.get('x-edge-cache')).toBeNull()
  })
})

describe('home testimonials from the edge cache', () => {
  const HOME = '/api/content/testimonials/home'
  const ids = async () => ((await (await call(HOME)).json()) as HomeTestimonialsResponse).testimonials.map((t) => t.id)

  it('an admin-written testimonial is in the very next public read, and gone after its deletion', async () => {
    await call(HOME)
    expect((await call(HOME)).headers.get('x-edge-cache')).toBe('hit')

    const clientName = `Edge Cache Client ${crypto.randomUUID().slice(0, 8)}`
    const res = await call(
      '/api/admin/testimonials',
      jsonInit('POST', { clientName, content: 'Quick and clear.', rating: 5 }, await admin()),
    )
    expect(res.status).toBe(201)
    const { testimonial } = (await res.json()) as AdminTestimonialResponse
    createdTestimonials.push(testimonial.id)
    expect(await ids()).toContain(testimonial.id)

    const del = await call(`/api/admin/testimonials/${testimonial.id}`, jsonInit('DELETE', undefined, await admin()))
    expect(del.status).toBe(204)
    expect(await ids()).not.toContain(testimonial.id)
  })

  it('a refused write purges nothing', async () => {
    await call(HOME)
    const bad = await call(
      '/api/admin/testimonials',
      jsonInit('POST', { clientName: '', content: 'x', rating: 9 }, await admin()),
    )
    expect(bad.status).toBe(400)
    expect((await call(HOME)).headers.get('x-edge-cache')).toBe('hit')
  })
})
