/**
 * Changes to the rows devices and public reads cache (tables with syncColumns): every change
 * bumps `version` and stamps `updated_at`, so delta pulls and caches see it; a delete is soft
 * (`deleted_at`), and a soft-deleted row is gone for every read and write.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types'
import type { AnySQLiteColumn, SelectedFields, SQLiteTable } from 'drizzle-orm/sqlite-core'
import type { Db } from '#worker/db/client.ts'
import { HttpError } from '#worker/lib/http-error.ts'

type SyncedTable = SQLiteTable & {
  id: AnySQLiteColumn
  version: AnySQLiteColumn
  updatedAt: AnySQLiteColumn
  deletedAt: AnySQLiteColumn
}

/** `values` as a change: with the version bumped and updated_at now. */
export function bumped<T extends object>(table: { version: AnySQLiteColumn }, values: T, now = new Date()) {
  return { ...values, version: sql`${table.version} + 1`, updatedAt: now }
}

/** The row `id` of `table`, unless it is soft-deleted. */
export function liveRow(table: { id: AnySQLiteColumn; deletedAt: AnySQLiteColumn }, id: string) {
  return and(eq(table.id, id), isNull(table.deletedAt))
}

/** Soft-deletes the live row `id`; 404 with `notFound` when there is none. */
export async function softDelete(db: Db, table: SyncedTable, id: string, notFound: string): Promise<void> {
  await updateLiveRow(db, table, id, { deletedAt: new Date() }, { id: table.id }, notFound)
}

/** Changes the live row `id` (bumped) and gives back its `columns`; 404 with `notFound` when there is none. */
export async function updateLiveRow<TColumns extends SelectedFields>(
  db: Db,
  table: SyncedTable,
  id: string,
  values: Record<string, unknown>,
  columns: TColumns,
  notFound: string,
) {
  // drizzle cannot name the row of a generic table's returning(); it is these columns' values.
  const [row] = (await db
    .update(table)
    .set(bumped(table, values))
    .where(liveRow(table, id))
    .returning(columns)) as SelectResultFields<TColumns>[]
  if (!row) throw new HttpError('not_found', notFound)
  return row
}

/** An agent's own live rows of `table`, newest (`newest` column) first, at most `limit`. */
export function agentLiveRows<
  TTable extends SQLiteTable & { id: AnySQLiteColumn; agentId: AnySQLiteColumn; deletedAt: AnySQLiteColumn },
>(db: Db, table: TTable, agentId: string, newest: AnySQLiteColumn, limit: number) {
  return db
    .select()
    .from(table)
    .where(and(eq(table.agentId, agentId), isNull(table.deletedAt)))
    .orderBy(desc(newest), desc(table.id))
    .limit(limit)
}
