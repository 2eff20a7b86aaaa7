/**
 * The retention job's erasure (docs/decisions/194-retention-erasure.md): archived leads past
 * their retention and not held are erased with their linked rows, audited without personal data;
 * held, not yet due and live leads stay; a second run erases nothing and writes nothing.
 */
import { eq, inArray } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { afterAll, describe, expect, it } from 'vitest'
import { DEMO_IDS } from '#scripts/seed-data.ts'
import type { LeadSourceId } from '#shared/leads/sources.ts'
import { auditLog, leadActivities, leads, leadTasks } from '#worker/db/schema/index.ts'
import { eraseDueLeads } from '#worker/domain/lead-retention.ts'
import { leadStamp } from '#worker/domain/leads.ts'
import { testDb } from './helpers'

const { db, client } = testDb()
afterAll(() => client.close())

const DAY = 86_400_000

async function lead(name: string, archive: { retainUntil: Date; held?: boolean } | null) {
  const id = uuidv7()
  const now = new Date()
  await db.insert(leads).values({
    id,
    clientName: name,
    clientEmail: `${name.toLowerCase().replace(/[^a-z]/g, '.')}@example.com`,
    type: 'contact',
    source: `it-retention-${id.slice(-8)}` as LeadSourceId,
    updatedAt: leadStamp(),
    ...(archive
      ? {
          deletedAt: new Date(archive.retainUntil.getTime() - 6 * 365 * DAY),
          archivedBy: DEMO_IDS.users.superAdmin,
          retainUntil: archive.retainUntil,
          legalHoldAt: archive.held ? now : null,
        }
      : {}),
  })
  await db.insert(leadActivities).values({ id: uuidv7(), leadId: id, kind: 'note', note: 'A note', createdAt: now })
  await db
    .insert(leadTasks)
    .values({ id: uuidv7(), leadId: id, title: 'Call back', dueOn: '2020-01-01', createdAt: now })
  return id
}

describe('eraseDueLeads', () => {
  it('erases past-due unheld archived leads with their linked rows, audited; twice is once', async () => {
    const now = new Date()
    const due = await lead('Due Person', { retainUntil: new Date(now.getTime() - DAY) })
    const held = await lead('Held Person', { retainUntil: new Date(now.getTime() - DAY), held: true })
    const notYet = await lead('Not Yet', { retainUntil: new Date(now.getTime() + DAY) })
    const live = await lead('Live Person', null)

    const erased = await eraseDueLeads(db, now)
    expect(erased).toContain(due)
    expect(erased).not.toContain(held)
    expect(erased).not.toContain(notYet)

    const left = await db
      .select({ id: leads.id })
      .from(leads)
      .where(inArray(leads.id, [due, held, notYet, live]))
    expect(left.map((l) => l.id).sort()).toEqual([held, notYet, live].sort())
    expect(await db.select().from(leadActivities).where(eq(leadActivities.leadId, due))).toEqual([])
    expect(await db.select().from(leadTasks).where(eq(leadTasks.leadId, due))).toEqual([])
    expect(await db.select().from(leadActivities).where(eq(leadActivities.leadId, held))).toHaveLength(1)

    // Audited: the lead's id without its name, and the run with its count and ids.
    const rows = await db.select().from(auditLog).where(eq(auditLog.targetId, due))
    expect(rows).toEqual([
      expect.objectContaining({
        kind: 'lead_erased',
        actorUserId: null,
        actorName: 'Retention job',
        label: 'Retention period ended',
      }),
    ])
    const runs = await db.select().from(auditLog).where(eq(auditLog.targetId, now.toISOString()))
    expect(runs).toHaveLength(1)
    expect(runs[0]?.label).toContain(due)
    expect(runs[0]?.label).not.toContain('Due Person')

    // A second run: nothing due, nothing written.
    const before = await db.select({ id: auditLog.id }).from(auditLog)
    expect(await eraseDueLeads(db, now)).toEqual([])
    expect(await db.select({ id: auditLog.id }).from(auditLog)).toHaveLength(before.length)
  })
})
