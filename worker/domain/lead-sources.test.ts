import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createClient } from '@libsql/client'
import { eq } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/libsql'
import { migrate } from 'drizzle-orm/libsql/migrator'
import { uuidv7 } from 'uuidv7'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LEAD_SOURCE_IDS, LEAD_SOURCES, type LeadSourceId } from '#shared/leads/sources.ts'
import * as schema from '#worker/db/schema/index.ts'
import { leads } from '#worker/db/schema/index.ts'
import { leadsBySource } from './admin-analytics'
import { LEADS_EXPORT_COLUMNS } from './admin-leads'

/** The worker's readers of a lead's source derive from the registry (shared/leads/sources.ts). */

describe('the database column', () => {
  it("takes the registry's ids as its values", () => {
    expect(leads.source.enumValues).toEqual(LEAD_SOURCE_IDS)
  })
})

describe('the CSV export', () => {
  const source = LEADS_EXPORT_COLUMNS.find((c) => c.header === 'Source')!
  it("writes each source's label, and a value no entry has as stored", () => {
    for (const s of LEAD_SOURCES) expect(source.value({ source: s.id } as never)).toBe(s.label)
    expect(source.value({ source: 'Website' } as never)).toBe('Website')
    expect(source.value({ source: 'it-import' } as never)).toBe('it-import')
  })
})

describe('the analytics grouping', () => {
  it('counts every spelling of a source under its registry id, most leads first', () => {
    expect(
      leadsBySource([
        { source: 'website', leads: 3 },
        { source: 'ai chatbot', leads: 4 },
        { source: 'manual', leads: 1 },
        { source: 'partner import', leads: 2 },
      ]),
    ).toEqual([
      { source: 'AI Chatbot', leads: 4 },
      { source: 'website', leads: 3 },
      { source: 'partner import', leads: 2 },
      { source: 'Manual', leads: 1 },
    ])
  })
})

describe('the migration that settles older spellings (0011_lead-source-registry)', () => {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
  const client = createClient({ url: ':memory:' })
  const db = drizzle(client, { schema, casing: 'snake_case' })
  const statements = readFileSync(path.join(root, 'migrations/0011_lead-source-registry.sql'), 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
  const rows: [string, string][] = [
    ['Website', 'website'],
    ['WEBSITE', 'website'],
    ['website', 'website'],
    ['ai chatbot', 'AI Chatbot'],
    ['manual', 'Manual'],
    ['Contact_Form', 'contact_form'],
    ['partner import', 'partner import'],
  ]
  const ids = rows.map(() => uuidv7())

  beforeAll(async () => {
    await migrate(db, { migrationsFolder: path.join(root, 'migrations') })
    await db.insert(leads).values(
      rows.map(([stored], i) => ({
        id: ids[i]!,
        clientName: `Lead ${i}`,
        clientEmail: `lead${i}@example.com`,
        type: 'contact' as const,
        source: stored as LeadSourceId,
        updatedAt: new Date(1_000 + i),
      })),
    )
    for (const statement of statements) await client.execute(statement)
  })
  afterAll(() => client.close())

  it("stores the registry's id for every case variant, and leaves other values as they are", async () => {
    for (const [i, [, settled]] of rows.entries()) {
      const [row] = await db.select().from(leads).where(eq(leads.id, ids[i]!))
      expect(row?.source, rows[i]![0]).toBe(settled)
    }
  })

  it('moves a changed row on (version, updated_at) so devices pull it, and only a changed row', async () => {
    const [changed] = await db.select().from(leads).where(eq(leads.id, ids[0]!))
    const [unchanged] = await db.select().from(leads).where(eq(leads.id, ids[2]!))
    expect(changed?.version).toBe(2)
    expect(changed!.updatedAt.getTime()).toBeGreaterThan(1_006)
    expect(unchanged?.version).toBe(1)
    expect(unchanged?.updatedAt.getTime()).toBe(1_002)
  })
})
