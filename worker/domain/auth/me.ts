import { eq } from 'drizzle-orm'
import { type SessionUser, WRONG_CURRENT_PASSWORD_MESSAGE } from '#shared/schemas/auth.ts'
import type { Db } from '#worker/db/client.ts'
import { profiles, users } from '#worker/db/schema/index.ts'
import { passwordHashGate } from '#worker/lib/auth/hash-gate.ts'
import { hashPassword, verifyPassword } from '#worker/lib/auth/password.ts'
import { assertAcceptablePassword } from '#worker/lib/auth/password-policy.ts'
import { consumeAttempt, ipKey, pairKey, SIGN_IN_THROTTLE } from '#worker/lib/auth/throttle.ts'
import { HttpError } from '#worker/lib/http-error.ts'
import { findAccountById, toSessionUser } from './accounts'
import type { Actor } from './actor'
import { createDbCounterStore } from './counter-store'
import { revokeUserFamilies } from './refresh-store'

export async function getMe(db: Db, actor: Actor): Promise<SessionUser> {
  const account = await findAccountById(db, actor.id)
  if (!account) throw new HttpError('unauthorized', 'Sign in to continue')
  return toSessionUser(account, actor.aal)
}

/** What the user may change of themselves: a name and/or a new password (with the current one). */
type MeUpdate = {
  fullName?: string | undefined
  currentPassword?: string | undefined
  newPassword?: string | undefined
}

/**
 * Update the current user's name and/or password. A new password needs the current one
 * (throttled like sign-in, so a stolen access token cannot guess it) and ends every OTHER
 * session of the user; this one continues.
 */
export function updateMe(db: Db, actor: Actor, input: MeUpdate, ctx: { ip: string; now: Date }): Promise<SessionUser> {
  // A password change hashes twice: under the isolate's hashing limit.
  return input.newPassword === undefined
    ? applyUpdateMe(db, actor, input, ctx)
    : passwordHashGate.run(() => applyUpdateMe(db, actor, input, ctx))
}

async function applyUpdateMe(
  db: Db,
  actor: Actor,
  input: MeUpdate,
  ctx: { ip: string; now: Date },
): Promise<SessionUser> {
  const account = await findAccountById(db, actor.id)
  if (!account) throw new HttpError('unauthorized', 'Sign in to continue')

  let passwordHash: string | null = null
  if (input.newPassword !== undefined) {
    const decision = await consumeAttempt(
      createDbCounterStore(db),
      [
        { scope: 'pair', key: pairKey(account.email, ctx.ip), rule: SIGN_IN_THROTTLE.pair },
        { scope: 'ip', key: ipKey(ctx.ip), rule: SIGN_IN_THROTTLE.ip },
      ],
      ctx.now,
    )
    if (!decision.allowed) {
      throw new HttpError('rate_limited', 'Too many attempts. Please wait a moment and try again.', undefined, {
        'Retry-After': String(decision.retryAfterSeconds),
      })
    }
    const check = await verifyPassword(input.currentPassword ?? '', account.passwordHash)
    if (!check.ok) {
      throw new HttpError('validation_failed', WRONG_CURRENT_PASSWORD_MESSAGE, {
        currentPassword: WRONG_CURRENT_PASSWORD_MESSAGE,
      })
    }
    await assertAcceptablePassword(
      input.newPassword,
      { email: account.email, current: input.currentPassword },
      'newPassword',
    )
    const counters = createDbCounterStore(db)
    ;[passwordHash] = await Promise.all([
      hashPassword(input.newPassword),
      counters.reset(pairKey(account.email, ctx.ip)),
    ])
  }

  const statements = []
  if (input.fullName !== undefined) {
    statements.push(
      db
        .insert(profiles)
        .values({ id: actor.id, fullName: input.fullName, role: account.role })
        .onConflictDoUpdate({ target: profiles.id, set: { fullName: input.fullName, updatedAt: ctx.now } }),
    )
  }
  if (passwordHash !== null) {
    statements.push(db.update(users).set({ passwordHash, updatedAt: ctx.now }).where(eq(users.id, actor.id)))
    statements.push(revokeUserFamilies(db, actor.id, ctx.now, actor.sessionId))
  }
  const [first, ...rest] = statements
  if (first) await db.batch([first, ...rest])
  return toSessionUser({ ...account, fullName: input.fullName ?? account.fullName }, actor.aal)
}
