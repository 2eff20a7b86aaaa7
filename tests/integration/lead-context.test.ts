import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_IDS } from '#scripts/seed-data.ts'
import type { ApiErrorBody } from '#shared/schemas/errors.ts'
import { parseCsv } from '#tests/support/csv-parse.ts'
import { leads } from '#worker/db/schema/index.ts'
import { type SignedIn, signInAs } from './auth-helpers'
import { baseUrl, call, testDb } from './helpers'
import { postInit, submissionOf, validPayload } from './leads-fixtures'

const { db, client } = testDb()
afterAll(() => client.close())
const origin = () => new URL(baseUrl()).origin

let superAdmin: SignedIn
beforeAll(async () => {
  superAdmin = await signInAs('super_admin')
})

const context = {
  page: '/contact',
  utm_source: 'google',
  utm_medium: 'cpc',
  utm_campaign: 'spring-renewals',
  utm_term: 'mortgage broker',
  utm_content: 'ad-b',
}

function withContext<K extends 'contact' | 'application' | 'quote'>(kind: K, ctx: unknown) {
  const payload = validPayload(kind, { agentId: DEMO_IDS.agents.sarah }) as { metadata: Record<string, unknown> }
  return submissionOf(kind, { ...payload, metadata: { ...payload.metadata, context: ctx } } as never)
}

describe("a lead's campaign context", () => {
  it.each(['contact', 'application', 'quote'] as const)(
    'a %s keeps the page and campaign it came from',
    async (kind) => {
      const s = withContext(kind, context)
      expect((await call('/api/leads', postInit(s, origin()))).status).toBe(201)
      const [row] = await db.select({ metadata: leads.metadata }).from(leads).where(eq(leads.id, s.id))
      expect(row?.metadata.context).toEqual(context)
    },
  )

  it.each([
    [{ ...context, gclid: 'abc' }, 'payload.metadata.context'],
    [{ utm_source: 'x'.repeat(201) }, 'payload.metadata.context.utm_source'],
    [{ utm_campaign: 5 }, 'payload.metadata.context.utm_campaign'],
  ])('refuses %j with a 400 naming %s', async (ctx, field) => {
    const res = await call('/api/leads', postInit(withContext('contact', ctx), origin()))
    expect(res.status).toBe(400)
    const body = (await res.json()) as ApiErrorBody
    expect(Object.keys(body.error.fields ?? {}).some((k) => k.startsWith(field))).toBe(true)
  })

  it('the CSV carries the campaign in its labelled columns', async () => {
    const s = withContext('contact', context)
    expect((await call('/api/leads', postInit(s, origin()))).status).toBe(201)
    const [row] = await db.select({ email: leads.clientEmail }).from(leads).where(eq(leads.id, s.id))
    const res = await call(`/api/admin/leads/export.csv?q=${encodeURIComponent(row?.email ?? '')}`, {
      headers: superAdmin.authHeaders,
    })
    const [headers = [], values = []] = parseCsv(
      new TextDecoder().decode(new Uint8Array(await res.arrayBuffer()).slice(3)),
    )
    const cell = (h: string) => values[headers.indexOf(h)]
    expect(headers).toContain('Came from: Campaign source')
    expect(cell('Came from: Campaign source')).toBe('google')
    expect(cell('Came from: Campaign')).toBe('spring-renewals')
    expect(cell('Came from: Page')).toBe('/contact')
  })
})
