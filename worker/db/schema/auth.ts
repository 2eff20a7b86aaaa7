import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { ROLES } from '#shared/constants/roles.ts'
import { bool, createdTime, id, ownedBy, timestamp, updatedTime } from './columns'

export { ROLES, type Role } from '#shared/constants/roles.ts'

/** Sign-in identity. The role lives on the profile, as in the spec. */
export const users = sqliteTable(
  'users',
  {
    id: id(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    isActive: bool().notNull().default(true),
    /** Bumped to end every session of a user (deactivation, password reset, global sign-out). */
    sessionVersion: integer().notNull().default(1),
    createdAt: createdTime(),
    updatedAt: updatedTime(),
  },
  (t) => [uniqueIndex('users_email_uq').on(t.email)],
)

export const profiles = sqliteTable('profiles', {
  id: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  role: text({ enum: ROLES }).notNull().default('other'),
  fullName: text(),
  updatedAt: updatedTime(),
})

/** Opaque refresh tokens, stored hashed, rotated on use; reuse revokes the family. */
export const refreshTokens = sqliteTable(
  'refresh_tokens',
  {
    id: id(),
    userId: ownedBy(() => users.id),
    familyId: text().notNull(),
    tokenHash: text().notNull(),
    parentId: text(),
    replacedBy: text(),
    aal: text({ enum: ['aal1', 'aal2'] })
      .notNull()
      .default('aal1'),
    createdAt: createdTime(),
    usedAt: timestamp(),
    revokedAt: timestamp(),
    expiresAt: timestamp().notNull(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_uq').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
)

/** TOTP factors (the spec's auth layer: factors with status; only verified ones count). */
export const mfaFactors = sqliteTable(
  'mfa_factors',
  {
    id: id(),
    userId: ownedBy(() => users.id),
    factorType: text({ enum: ['totp'] })
      .notNull()
      .default('totp'),
    friendlyName: text(),
    secret: text().notNull(),
    status: text({ enum: ['unverified', 'verified'] })
      .notNull()
      .default('unverified'),
    /** Last accepted TOTP time step, so a code cannot be replayed. */
    lastUsedStep: integer(),
    createdAt: createdTime(),
    updatedAt: updatedTime(),
  },
  (t) => [index('mfa_factors_user_idx').on(t.userId)],
)

export const mfaChallenges = sqliteTable(
  'mfa_challenges',
  {
    id: id(),
    factorId: ownedBy(() => mfaFactors.id),
    createdAt: createdTime(),
    expiresAt: timestamp().notNull(),
    verifiedAt: timestamp(),
  },
  (t) => [index('mfa_challenges_factor_idx').on(t.factorId)],
)

/** Fixed-window counters for sign-in throttling and public form rate limits. */
export const rateLimitBuckets = sqliteTable('rate_limit_buckets', {
  key: text().primaryKey(),
  count: integer().notNull(),
  resetAt: timestamp().notNull(),
})
