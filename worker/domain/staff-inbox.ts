/**
 * The inbox behind the bell (docs/decisions/164): the signed-in user's own notifications, newest
 * first, and marking them read. Nobody reads or marks another user's.
 */
import { and, count, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm'
import { INBOX_SIZE, type MarkReadInput, type StaffInbox } from '#shared/schemas/staff-notifications.ts'
import type { Db } from '#worker/db/client.ts'
import { staffNotifications as n } from '#worker/db/schema/index.ts'
import type { Actor } from '#worker/domain/auth/actor.ts'

const unreadOf = (userId: string) => and(eq(n.userId, userId), isNull(n.readAt), isNull(n.deletedAt))

export async function readInbox(db: Db, actor: Actor): Promise<StaffInbox> {
  const [rows, [unread]] = await db.batch([
    db
      .select()
      .from(n)
      .where(and(eq(n.userId, actor.id), isNull(n.deletedAt)))
      .orderBy(desc(n.createdAt), desc(n.id))
      .limit(INBOX_SIZE),
    db.select({ c: count() }).from(n).where(unreadOf(actor.id)),
  ])
  return {
    notifications: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      leadId: r.leadId,
      title: r.title,
      body: r.body,
      url: r.url,
      createdAt: r.createdAt.toISOString(),
      readAt: r.readAt?.toISOString() ?? null,
    })),
    unread: Number(unread?.c ?? 0),
  }
}

/**
 * Marks the user's own notifications read (unknown or others' ids are ignored); the unread count
 * after. Idempotent: the device outbox may send the same request again.
 */
export async function markRead(db: Db, actor: Actor, input: MarkReadInput, now: Date): Promise<{ unread: number }> {
  const which =
    'all' in input
      ? and(unreadOf(actor.id), input.until ? lte(n.createdAt, new Date(input.until)) : undefined)
      : and(unreadOf(actor.id), inArray(n.id, input.ids))
  const [, [unread]] = await db.batch([
    db
      .update(n)
      .set({ readAt: now, updatedAt: now, version: sql`${n.version} + 1` })
      .where(which),
    db.select({ c: count() }).from(n).where(unreadOf(actor.id)),
  ])
  return { unread: Number(unread?.c ?? 0) }
}
