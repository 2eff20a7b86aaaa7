import { and, eq, isNull, ne, sql } from 'drizzle-orm'
import type { Db } from '#worker/db/client.ts'
import { refreshTokens } from '#worker/db/schema/index.ts'
import type { RefreshStore } from '#worker/lib/auth/refresh-token.ts'

/**
 * `RefreshStore` (worker/lib/auth/refresh-token.ts) on the `refresh_tokens` table.
 *
 * Rotation claims the parent and inserts the child in ONE batch (= one transaction, one round
 * trip): the UPDATE only matches an unused, unrevoked row, and the INSERT only happens when
 * the parent now points at this child. Two concurrent refreshes therefore mint exactly one
 * child, and a failure can never leave a used parent without a child.
 */
export function createDbRefreshStore(db: Db): RefreshStore {
  return {
    async findByHash(tokenHash) {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1)
      // The table's row is a RefreshRow (the type mirrors refresh_tokens; tsc holds them together).
      return row ?? null
    },

    async insert(row) {
      await db.insert(refreshTokens).values(row)
    },

    async markUsedIfUnused(id, replacedBy, usedAt) {
      const rows = await db
        .update(refreshTokens)
        .set({ usedAt, replacedBy })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id })
      return rows.length === 1
    },

    async claimAndInsert(parentId, child, usedAt) {
      const [claimed] = await db.batch([
        db
          .update(refreshTokens)
          .set({ usedAt, replacedBy: child.id })
          .where(and(eq(refreshTokens.id, parentId), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
          .returning({ id: refreshTokens.id }),
        db.run(sql`
          INSERT INTO refresh_tokens (id, user_id, family_id, token_hash, parent_id, replaced_by, aal, created_at, used_at, revoked_at, expires_at)
          SELECT ${child.id}, ${child.userId}, ${child.familyId}, ${child.tokenHash}, ${child.parentId}, NULL, ${child.aal},
                 ${child.createdAt.getTime()}, NULL, NULL, ${child.expiresAt.getTime()}
          WHERE EXISTS (SELECT 1 FROM refresh_tokens WHERE id = ${parentId} AND replaced_by = ${child.id})`),
      ])
      return claimed.length === 1
    },

    async revokeFamily(familyId, revokedAt) {
      await db
        .update(refreshTokens)
        .set({ revokedAt })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    },
  }
}

/** Revoke every session of a user (optionally keeping one family). A query to batch. */
export function revokeUserFamilies(db: Db, userId: string, revokedAt: Date, keepFamilyId?: string) {
  return db
    .update(refreshTokens)
    .set({ revokedAt })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keepFamilyId ? ne(refreshTokens.familyId, keepFamilyId) : undefined,
      ),
    )
}

/** Revoke one family. A query to batch. */
export function revokeFamilyQuery(db: Db, familyId: string, revokedAt: Date) {
  return db
    .update(refreshTokens)
    .set({ revokedAt })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
}
