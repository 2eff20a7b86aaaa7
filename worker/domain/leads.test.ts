import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createClient } from '@libsql/client'
import { eq } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/libsql'
import { migrate } from 'drizzle-orm/libsql/migrator'
import { uuidv7 } from 'uuidv7'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseLeadBatch } from '#shared/schemas/leads.ts'
import type { Db } from '#worker/db/client.ts'
import * as schema from '#worker/db/schema/index.ts'
import { leads } from '#worker/db/schema/index.ts'
import { leadStamp, submitLeads } from './leads'

/**
 * The domain against a real SQLite (libSQL in memory, the project's migrations): side effects
 * run once per new lead, and change stamps grow with every write.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const client = createClient({ url: ':memory:' })
const db = drizzle(client, { schema, casing: 'snake_case' }) as unknown as Db

beforeAll(async () => {
  await migrate(drizzle(client, { schema, casing: 'snake_case' }), { migrationsFolder: path.join(root, 'migrations') })
})
afterAll(() => client.close())

function newsletter(email: string) {
  return {
    id: uuidv7(),
    kind: 'newsletter',
    payload: {
      type: 'contact',
      source: 'newsletter',
      client_email: email,
      consent: { granted: true, text_version: 'v1', granted_at: '2026-01-01T00:00:00.000Z' },
      metadata: { subscribed_to: 'newsletter' },
    },
  }
}

function entries(...subs: unknown[]) {
  const parsed = parseLeadBatch({ entries: subs })
  if (!parsed.ok) throw new Error('invalid test batch')
  return parsed.entries
}

describe('submitLeads: what a request inserted', () => {
  it('lists only newly inserted leads, once each; a replay inserts nothing', async () => {
    const a = newsletter('a@example.com')
    const b = newsletter('b@example.com')
    const first = await submitLeads(db, entries(a, b, a))
    expect(first.results.map((r) => r.outcome)).toEqual(['ok', 'ok', 'duplicate'])
    expect(first.inserted.map((l) => l.id)).toEqual([a.id, b.id])

    const replay = await submitLeads(db, entries(b, a))
    expect(replay.results.map((r) => r.outcome)).toEqual(['duplicate', 'duplicate'])
    expect(replay.inserted).toEqual([])
  })
})

describe('leadStamp', () => {
  it('is above every updated_at already stored, even one in the future', async () => {
    const s = newsletter('d@example.com')
    await submitLeads(db, entries(s))
    const future = new Date(Date.now() + 3_600_000)
    await db.update(leads).set({ updatedAt: future }).where(eq(leads.id, s.id))
    const t = newsletter('e@example.com')
    await submitLeads(db, entries(t))
    const [row] = await db.select({ updatedAt: leads.updatedAt }).from(leads).where(eq(leads.id, t.id))
    expect(row?.updatedAt.getTime()).toBe(future.getTime() + 1)
    await db.update(leads).set({ notes: 'x', updatedAt: leadStamp() }).where(eq(leads.id, s.id))
    const [again] = await db.select({ updatedAt: leads.updatedAt }).from(leads).where(eq(leads.id, s.id))
    expect(again?.updatedAt.getTime()).toBe(future.getTime() + 2)
  })
})
