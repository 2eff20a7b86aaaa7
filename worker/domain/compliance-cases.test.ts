import { uuidv7 } from 'uuidv7'
import { describe, expect, it } from 'vitest'
import { eachTestDb } from '#tests/support/rates-db.ts'
import type { Db } from '#worker/db/client.ts'
import { complianceCases } from '#worker/db/schema/index.ts'
import { intakeComplianceEntries, parseComplianceEntry, withComplianceEntries } from './compliance-cases'

let db: Db
eachTestDb((fresh) => {
  db = fresh
})

const now = new Date('2026-11-27T15:00:00Z')
const request = (id = uuidv7()) => ({
  id,
  kind: 'privacy-request',
  payload: { request_type: 'access', name: 'Pat Private', email: 'Pat@Example.ca', details: 'A copy, please.' },
})

describe('compliance intake', () => {
  it('stores a privacy request with its type, the address lower-cased, no phone and no agent', async () => {
    const r = request()
    const [result] = await intakeComplianceEntries(db, [parseComplianceEntry(r)], now)
    expect(result).toEqual({ id: r.id, outcome: 'ok', status: 'received' })
    const [row] = await db.select().from(complianceCases)
    expect(row).toMatchObject({
      kind: 'privacy-request',
      requestType: 'access',
      email: 'pat@example.ca',
      phone: null,
      agentId: null,
      acknowledgeBy: null,
      resolveBy: '2026-12-27',
    })
  })

  it('keeps the entries in order around the leads', async () => {
    const a = request()
    const b = request()
    const results = await withComplianceEntries(db, [a, { kind: 'quote', id: 'lead-1' }, b], now, async (entries) =>
      entries.map((e) => ({ id: (e as { id: string }).id, outcome: 'ok' as const, status: 'new' })),
    )
    expect(results.map((r) => [r.id, r.status])).toEqual([
      [a.id, 'received'],
      ['lead-1', 'new'],
      [b.id, 'received'],
    ])
  })
})
