import { createClient, type InStatement } from '@libsql/client'
import { eq } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/libsql'
import { uuidv7 } from 'uuidv7'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseLeadBatch } from '#shared/schemas/leads.ts'
import { createTestDb } from '#tests/support/rates-db.ts'
import type { Db } from '#worker/db/client.ts'
import * as schema from '#worker/db/schema/index.ts'
import { leadPartnerPosts } from '#worker/db/schema/index.ts'
import { submitLeads } from './leads'
import { applyPublicLeadEffects } from './public-lead-effects'

// The effects against a real SQLite (a migrated libSQL file, tests/support/rates-db.ts); the
// partner network is a fake fetch (a test seam standing in for the partner's endpoint).
let client: ReturnType<typeof createClient>
let db: Db
let dbWithSlowLookups: Db
let closeTestDb = () => {}

beforeAll(async () => {
  const testDb = await createTestDb()
  closeTestDb = testDb.close
  db = testDb.db
  client = createClient({ url: testDb.url })
  dbWithSlowLookups = drizzle(withSlowLookups(client), { schema, casing: 'snake_case' }) as unknown as Db
})
afterAll(() => {
  client.close()
  closeTestDb()
})

function contact() {
  return {
    id: uuidv7(),
    kind: 'contact',
    payload: {
      type: 'contact',
      source: 'contact_form',
      first_name: 'Jane',
      last_name: 'Doe',
      client_email: `jane.${uuidv7()}@example.ca`,
      client_phone: '+1 416 555 0123',
      message: 'Please call me.',
      consent: { granted: true, text_version: 'v1', granted_at: '2026-01-01T00:00:00.000Z' },
      metadata: { phoneType: 'Work' },
      broker_code: 'LSM1234',
      wpnonce: 'a1b2c3d4e5',
    },
  }
}

function entries(...subs: unknown[]) {
  const parsed = parseLeadBatch({ entries: subs })
  if (!parsed.ok) throw new Error(`invalid test batch: ${JSON.stringify(parsed)}`)
  return parsed.entries
}

/**
 * The database, with the answers to reads of the partner-post bookkeeping held back 100 ms:
 * what a busy database does to the duplicate's lookup, made deterministic (the race a full run hit).
 */
function withSlowLookups(target: ReturnType<typeof createClient>) {
  return new Proxy(target, {
    get(t, prop, receiver) {
      if (prop === 'execute') {
        return async (stmt: InStatement) => {
          const sql = typeof stmt === 'string' ? stmt : stmt.sql
          const result = await t.execute(stmt)
          if (/^\s*select/i.test(sql) && sql.includes('lead_partner_posts'))
            await new Promise((resolve) => setTimeout(resolve, 100))
          return result
        }
      }
      const value: unknown = Reflect.get(t, prop, receiver)
      return typeof value === 'function' ? value.bind(t) : value
    },
  })
}

describe('applyPublicLeadEffects', () => {
  it('the same new contact lead twice in one batch is posted once, and both copies report sent', async () => {
    const s = contact()
    const batch = entries(s, s)
    let posts = 0
    const partnerFetch: typeof fetch = async () => {
      posts += 1
      return new Response('{"success":true}', { status: 200, headers: { 'content-type': 'application/json' } })
    }
    const outcome = await submitLeads(db, batch)
    const results = await applyPublicLeadEffects(dbWithSlowLookups, batch, outcome, {
      url: 'http://127.0.0.1:9/partner',
      allowPrivate: true,
      fetchImpl: partnerFetch,
    })
    expect(results.map((r) => [r.outcome, r.partner])).toEqual([
      ['ok', 'sent'],
      ['duplicate', 'sent'],
    ])
    expect(posts).toBe(1)
    const rows = await db.select().from(leadPartnerPosts).where(eq(leadPartnerPosts.leadId, s.id))
    expect(rows).toMatchObject([{ state: 'sent', httpStatus: 200 }])
  })
})
