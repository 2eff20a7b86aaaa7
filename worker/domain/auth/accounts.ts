import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { MfaFactorSummary, SessionUser } from '#shared/schemas/auth.ts'
import type { Db } from '#worker/db/client.ts'
import { mfaFactors, profiles, type Role, users } from '#worker/db/schema/index.ts'
import type { Aal } from '#worker/lib/auth/access-token.ts'

/** A user with the profile fields sessions need (never sent as is: it holds the hash). */
export type Account = {
  id: string
  email: string
  passwordHash: string
  isActive: boolean
  sessionVersion: number
  role: Role
  fullName: string | null
  /** Verified TOTP factors (only verified ones count toward aal2). */
  factors: MfaFactorSummary[]
}

const accountColumns = {
  id: users.id,
  email: users.email,
  passwordHash: users.passwordHash,
  isActive: users.isActive,
  sessionVersion: users.sessionVersion,
  role: profiles.role,
  fullName: profiles.fullName,
}

const factorColumns = { id: mfaFactors.id, friendlyName: mfaFactors.friendlyName }

function toAccount(
  row:
    | {
        id: string
        email: string
        passwordHash: string
        isActive: boolean
        sessionVersion: number
        role: Role | null
        fullName: string | null
      }
    | undefined,
  factors: { id: string; friendlyName: string | null }[],
): Account | null {
  if (!row) return null
  return {
    ...row,
    // A user without a profile is an ordinary user (spec: "any other role").
    role: row.role ?? 'other',
    factors: factors.map((f) => ({ id: f.id, factorType: 'totp' as const, friendlyName: f.friendlyName })),
  }
}

/** The account `which` picks (a condition on users), with its verified factors: one round trip. */
async function findAccount(db: Db, which: SQL): Promise<Account | null> {
  const [rows, factors] = await db.batch([
    db.select(accountColumns).from(users).leftJoin(profiles, eq(profiles.id, users.id)).where(which).limit(1),
    db
      .select(factorColumns)
      .from(mfaFactors)
      .innerJoin(users, eq(users.id, mfaFactors.userId))
      .where(and(which, eq(mfaFactors.status, 'verified')))
      .orderBy(mfaFactors.createdAt),
  ])
  return toAccount(rows[0], factors)
}

/** The account for an email (already normalised). */
export const findAccountByEmail = (db: Db, email: string) => findAccount(db, eq(users.email, email))

/** The account for a user id. */
export const findAccountById = (db: Db, userId: string) => findAccount(db, eq(users.id, userId))

export function toSessionUser(account: Pick<Account, 'id' | 'email' | 'role' | 'fullName'>, aal: Aal): SessionUser {
  return { id: account.id, email: account.email, role: account.role, fullName: account.fullName, aal }
}

/** What every authenticated request checks (worker/middleware/auth.ts). */
export type AuthState = {
  isActive: boolean
  sessionVersion: number
  role: Role
  /** The user has a verified factor. */
  mfa: boolean
  /** The session (refresh family `sid`) has not been revoked (sign-out, reuse, step-up). */
  live: boolean
}

/**
 * ONE indexed read per authenticated request: the user by primary key, its profile by primary
 * key, and two EXISTS probes on indexed columns (mfa_factors.user_id, refresh_tokens.family_id).
 */
export async function readAuthState(db: Db, userId: string, sessionId: string): Promise<AuthState | null> {
  const [row] = await db
    .select({
      isActive: users.isActive,
      sessionVersion: users.sessionVersion,
      role: profiles.role,
      mfa: sql<number>`exists (select 1 from mfa_factors f where f.user_id = ${users.id} and f.status = 'verified')`,
      live: sql<number>`exists (select 1 from refresh_tokens r where r.family_id = ${sessionId} and r.user_id = ${users.id} and r.revoked_at is null)`,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId))
    .limit(1)
  if (!row) return null
  return {
    isActive: row.isActive,
    sessionVersion: row.sessionVersion,
    role: row.role ?? 'other',
    mfa: Boolean(row.mfa),
    live: Boolean(row.live),
  }
}
