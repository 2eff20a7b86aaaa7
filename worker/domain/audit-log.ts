import { and, count, desc, eq, gte, isNull, lt, type SQL, sql } from 'drizzle-orm'
import type { AnySQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core'
import type { AuditEntry, AuditKind, AuditPage, AuditQuery } from '#shared/schemas/audit.ts'
import { AUDIT_PAGE_SIZE } from '#shared/schemas/audit.ts'
import { addDays, type Day, torontoDayStart } from '#shared/time/toronto-time.ts'
import type { Db } from '#worker/db/client.ts'
import { auditLog } from '#worker/db/schema/index.ts'
import { HttpError } from '#worker/lib/http-error.ts'
import { bumped, liveRow } from './synced-rows'

/**
 * The append-only audit log (docs/decisions/193-append-only-audit-log.md). Rows are only ever
 * inserted, as one statement of the batch that makes the change, so the change and its row are
 * written together or not at all; the database refuses updates and deletes (triggers).
 */

/** Who acts: a user (named from the account at the moment of writing), or the system. */
export type AuditActor = { userId: string } | { system: string }

/** The actor's name as SQL, read inside the same statement (no separate read). */
function actorNameSql(actor: AuditActor): SQL {
  if ('system' in actor) return sql`${actor.system}`
  return sql`coalesce((SELECT coalesce(p.full_name, u.email) FROM users u LEFT JOIN profiles p ON p.id = u.id WHERE u.id = ${actor.userId}), 'Unknown user')`
}

const actorIdOf = (actor: AuditActor) => ('system' in actor ? null : actor.userId)

/**
 * An INSERT of one audit row per row `from` selects (`from` is a `SELECT <target id>, <label>
 * FROM ... WHERE ...`, its columns named target_id and label): the batch's guard goes in its WHERE,
 * so the rows exist only when the change happens.
 */
export function auditRowsFrom(db: Db, actor: AuditActor, kind: AuditKind, at: Date, from: SQL) {
  return db.run(sql`INSERT INTO ${auditLog} (at, actor_user_id, actor_name, kind, target_id, label)
    SELECT ${at.getTime()}, ${actorIdOf(actor)}, ${actorNameSql(actor)}, ${kind}, s.target_id, s.label FROM (${from}) s`)
}

/** One audit row, written only when `when` holds (always without it). */
export function auditRow(
  db: Db,
  actor: AuditActor,
  kind: AuditKind,
  target: { id: string; label: string },
  at: Date,
  when: SQL = sql`1`,
) {
  return auditRowsFrom(
    db,
    actor,
    kind,
    at,
    sql`SELECT ${target.id} AS target_id, ${target.label} AS label WHERE ${when}`,
  )
}

type SyncedTable = SQLiteTable & {
  id: AnySQLiteColumn
  version: AnySQLiteColumn
  updatedAt: AnySQLiteColumn
  deletedAt: AnySQLiteColumn
}

/**
 * Soft-deletes the live row `id` of `table` with its audit row (labelled by `label`, a column
 * of the row) in one transaction; 404 with `notFound` when there is none (no audit row then).
 */
export async function softDeleteAudited(
  db: Db,
  table: SyncedTable,
  id: string,
  notFound: string,
  audit: { actorUserId: string; kind: AuditKind; label: AnySQLiteColumn },
  now = new Date(),
): Promise<void> {
  const [, rows] = await db.batch([
    auditRowsFrom(
      db,
      { userId: audit.actorUserId },
      audit.kind,
      now,
      sql`SELECT ${table.id} AS target_id, ${audit.label} AS label FROM ${table} WHERE ${liveRow(table, id)}`,
    ),
    db
      .update(table)
      .set(bumped(table, { deletedAt: now }, now))
      .where(liveRow(table, id))
      .returning({ id: table.id }),
  ])
  if (rows.length === 0) throw new HttpError('not_found', notFound)
}

/** A page of the log, newest first, with the filters of the Audit tab. */
export async function listAudit(db: Db, query: AuditQuery): Promise<AuditPage> {
  if (query.from && query.to && query.to < query.from)
    throw new HttpError('validation_failed', 'Invalid query: to', { to: 'Must be on or after the start date' })
  const where = and(
    query.actor === 'system'
      ? isNull(auditLog.actorUserId)
      : query.actor
        ? eq(auditLog.actorUserId, query.actor)
        : undefined,
    query.kind ? eq(auditLog.kind, query.kind) : undefined,
    query.from ? gte(auditLog.at, torontoDayStart(query.from as Day)) : undefined,
    query.to ? lt(auditLog.at, torontoDayStart(addDays(query.to as Day, 1))) : undefined,
  )
  const page = query.page ?? 1
  const [rows, [total], actors] = await db.batch([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    db.select({ n: count() }).from(auditLog).where(where),
    db
      .selectDistinct({ id: auditLog.actorUserId, name: auditLog.actorName })
      .from(auditLog)
      .orderBy(auditLog.actorName),
  ])
  const entries: AuditEntry[] = rows.map((r) => ({ ...r, at: r.at.toISOString() }))
  // One entry per actor (a renamed user keeps one of the names it acted under).
  const named = [...new Map(actors.map((a) => [a.id, a])).values()]
  return { entries, total: total?.n ?? 0, page, pageSize: AUDIT_PAGE_SIZE, actors: named }
}
