import { eq, like, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { DUPLICATE_EMAIL_MESSAGE, PASSWORD_REFUSALS } from '#shared/schemas/auth.ts'
import type { Db } from '#worker/db/client.ts'
import { agents, profiles, type Role, users } from '#worker/db/schema/index.ts'
import type { Actor } from '#worker/domain/auth/actor.ts'
import { passwordHashGate } from '#worker/lib/auth/hash-gate.ts'
import { hashPassword, verifyPassword } from '#worker/lib/auth/password.ts'
import { assertAcceptablePassword, passwordRefusal } from '#worker/lib/auth/password-policy.ts'
import { HttpError } from '#worker/lib/http-error.ts'
import { revokeUserFamilies } from './auth/refresh-store'

export function normaliseEmail(email: string) {
  return email.trim().toLowerCase()
}

export type CreateUserResult =
  | { ok: true; userId: string }
  | { ok: false; reason: 'duplicate-email' | 'password-refused'; message: string }

const isDuplicateEmail = (error: unknown) => /UNIQUE constraint failed: users\.email/i.test(errorText(error))
const isDuplicateSlug = (error: unknown) => /UNIQUE constraint failed: agents\.profile_slug/i.test(errorText(error))

function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const cause = (error as { cause?: unknown }).cause
  return `${error.message} ${cause instanceof Error ? cause.message : String(cause ?? '')}`
}

async function emailTaken(db: Db, email: string): Promise<boolean> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1)
  return Boolean(existing)
}

/** A user and their profile, created together (one batch = one transaction) or not at all. */
export async function createUser(
  db: Db,
  input: { email: string; password: string; role: Role; fullName: string | null },
): Promise<CreateUserResult> {
  const email = normaliseEmail(input.email)
  const refusal = await passwordRefusal(input.password, { email })
  if (refusal) return { ok: false, reason: 'password-refused', message: PASSWORD_REFUSALS[refusal] }
  if (await emailTaken(db, email)) return { ok: false, reason: 'duplicate-email', message: DUPLICATE_EMAIL_MESSAGE }
  const userId = uuidv7()
  const passwordHash = await hashPassword(input.password)
  try {
    await db.batch([
      db.insert(users).values({ id: userId, email, passwordHash }),
      db.insert(profiles).values({ id: userId, role: input.role, fullName: input.fullName }),
    ])
  } catch (error) {
    if (isDuplicateEmail(error)) return { ok: false, reason: 'duplicate-email', message: DUPLICATE_EMAIL_MESSAGE }
    throw error
  }
  return { ok: true, userId }
}

/**
 * Profile slug from a name: only lowercase letters and digits are kept; accents
 * are folded first ('Amélie Tremblay' → 'amelietremblay'). A name with none left gives 'agent'.
 */
export function slugBase(name: string): string {
  const folded = name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 60)
  return folded || 'agent'
}

/** The first free slug: base, base2, base3, … given the slugs already taken. */
export function nextFreeSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken)
  if (!used.has(base)) return base
  for (let n = 2; ; n++) if (!used.has(`${base}${n}`)) return `${base}${n}`
}

export type CreateAgentInput = { fullName: string; email: string; password: string }
export type CreateAgentResult = { userId: string; agentId: string; profileSlug: string }

/**
 * Create an agent account: user + profile (role agent) + agent
 * record (name, email, derived unique profile slug), in ONE batch, so all three exist or none.
 * A duplicate email → 409 and nothing is created. Two creations racing for the same slug: the
 * loser's batch fails on the unique index (nothing written) and retries with the next slug.
 */
export async function createAgentAccount(db: Db, input: CreateAgentInput): Promise<CreateAgentResult> {
  const email = normaliseEmail(input.email)
  await assertAcceptablePassword(input.password, { email }, 'password')
  if (await emailTaken(db, email))
    throw new HttpError('conflict', DUPLICATE_EMAIL_MESSAGE, { email: DUPLICATE_EMAIL_MESSAGE })
  const passwordHash = await passwordHashGate.run(() => hashPassword(input.password))
  const base = slugBase(input.fullName)
  for (let attempt = 0; attempt < 5; attempt++) {
    const rows = await db
      .select({ slug: agents.profileSlug })
      .from(agents)
      .where(like(agents.profileSlug, `${base}%`))
    const profileSlug = nextFreeSlug(
      base,
      rows.map((r) => r.slug ?? ''),
    )
    const userId = uuidv7()
    const agentId = uuidv7()
    try {
      await db.batch([
        db.insert(users).values({ id: userId, email, passwordHash }),
        db.insert(profiles).values({ id: userId, role: 'agent', fullName: input.fullName }),
        db.insert(agents).values({ id: agentId, userId, name: input.fullName, email, profileSlug }),
      ])
      return { userId, agentId, profileSlug }
    } catch (error) {
      if (isDuplicateEmail(error))
        throw new HttpError('conflict', DUPLICATE_EMAIL_MESSAGE, { email: DUPLICATE_EMAIL_MESSAGE })
      if (isDuplicateSlug(error)) continue
      throw error
    }
  }
  throw new HttpError('conflict', 'Could not find a free profile URL. Please try again.')
}

/** The target of an admin action: must exist and must not be a super admin. */
export async function manageableUser(db: Db, userId: string, actorId: string) {
  const [row] = await db
    .select({ id: users.id, role: profiles.role })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId))
    .limit(1)
  if (!row) throw new HttpError('not_found', 'User not found')
  if (row.id === actorId) throw new HttpError('forbidden', 'Use your own account settings to change your own account')
  if (row.role === 'super_admin') throw new HttpError('forbidden', 'Super admin accounts cannot be changed here')
  return row
}

export const endSessions = (db: Db, userId: string, now: Date) =>
  [
    db
      .update(users)
      .set({ sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: now })
      .where(eq(users.id, userId)),
    revokeUserFamilies(db, userId, now),
  ] as const

/**
 * Set a user's password (admin reset) and end all of that user's sessions. The new password
 * follows the password rules, and may not be the one the user has now.
 */
export async function setUserPassword(
  db: Db,
  actor: Actor,
  userId: string,
  password: string,
  now: Date,
): Promise<void> {
  await manageableUser(db, userId, actor.id)
  const [target] = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
  if (!target) throw new HttpError('not_found', 'User not found')
  await assertAcceptablePassword(password, { email: target.email }, 'password')
  const passwordHash = await passwordHashGate.run(async () => {
    if ((await verifyPassword(password, target.passwordHash)).ok) {
      throw new HttpError('validation_failed', PASSWORD_REFUSALS.unchanged, { password: PASSWORD_REFUSALS.unchanged })
    }
    return hashPassword(password)
  })
  const [bump, revoke] = endSessions(db, userId, now)
  await db.batch([db.update(users).set({ passwordHash }).where(eq(users.id, userId)), bump, revoke])
}

/**
 * Deactivate: the user cannot sign in, every session ends at once (session_version bump +
 * families revoked; authenticate() checks both), and the agent record is hidden.
 * Activate: the user may sign in again and the agent record shows again.
 */
export async function setUserActive(db: Db, actor: Actor, userId: string, active: boolean, now: Date): Promise<void> {
  await manageableUser(db, userId, actor.id)
  const agentUpdate = db
    .update(agents)
    .set({ isActive: active, updatedAt: now, version: sql`${agents.version} + 1` })
    .where(eq(agents.userId, userId))
  if (active) {
    await db.batch([db.update(users).set({ isActive: true, updatedAt: now }).where(eq(users.id, userId)), agentUpdate])
    return
  }
  const [bump, revoke] = endSessions(db, userId, now)
  await db.batch([db.update(users).set({ isActive: false }).where(eq(users.id, userId)), bump, revoke, agentUpdate])
}
