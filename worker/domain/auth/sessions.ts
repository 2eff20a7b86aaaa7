import { eq, sql } from 'drizzle-orm'
import type { SessionResponse, SignOutScope } from '#shared/schemas/auth.ts'
import type { Db } from '#worker/db/client.ts'
import { refreshTokens, users } from '#worker/db/schema/index.ts'
import type { Aal, AccessTokenSigner } from '#worker/lib/auth/access-token.ts'
import { passwordHashGate } from '#worker/lib/auth/hash-gate.ts'
import { hashPassword, verifyAgainstDummy, verifyPassword } from '#worker/lib/auth/password.ts'
import {
  hashToken,
  issueRefreshToken,
  type RefreshRow,
  type RefreshStore,
  refreshCookieMaxAge,
  rotateRefreshToken,
} from '#worker/lib/auth/refresh-token.ts'
import { consumeSignInAttempt, recordSignInFailure, recordSignInSuccess } from '#worker/lib/auth/throttle.ts'
import { log } from '#worker/lib/log.ts'
import { type Account, findAccountByEmail, findAccountById, toSessionUser } from './accounts'
import { createDbCounterStore } from './counter-store'
import { createDbRefreshStore, revokeFamilyQuery, revokeUserFamilies } from './refresh-store'
import { roleNeedsSecondFactor } from './staff-mfa'

/** A session ready to send: the JSON body and the refresh cookie's token and Max-Age. */
export type IssuedSession = { body: SessionResponse; refreshToken: string; cookieMaxAge: number }

/**
 * Sign the access token for a family row and build the response body. `staffMfaRequired` is the
 * staff second-factor setting (worker/domain/auth/staff-mfa.ts): with it, a super_admin or admin
 * without a factor is told to set one up (`mfa.setupRequired`).
 */
export async function sessionFor(
  signer: AccessTokenSigner,
  account: Account,
  family: { row: RefreshRow; token: string },
  now: Date,
  staffMfaRequired = false,
): Promise<IssuedSession> {
  const aal: Aal = family.row.aal
  const mfa = account.factors.length > 0
  const setupRequired = !mfa && roleNeedsSecondFactor(account.role, staffMfaRequired)
  const accessToken = await signer.sign({
    sub: account.id,
    role: account.role,
    sid: family.row.familyId,
    aal,
    ver: account.sessionVersion,
    mfa,
  })
  const issuedAt = Math.floor(now.getTime() / 1000)
  return {
    body: {
      accessToken,
      tokenType: 'bearer',
      expiresIn: signer.ttlSeconds,
      expiresAt: issuedAt + signer.ttlSeconds,
      user: toSessionUser(account, aal),
      mfa: { required: mfa && aal !== 'aal2', factors: account.factors, setupRequired },
    },
    refreshToken: family.token,
    cookieMaxAge: refreshCookieMaxAge(family.row, now),
  }
}

export type SignInResult =
  | { kind: 'ok'; session: IssuedSession }
  | { kind: 'invalid' }
  | { kind: 'inactive' }
  | { kind: 'throttled'; retryAfterSeconds: number }

/**
 * Password sign-in: count the attempt per account-and-address pair and per address first, and
 * wait the account's turn when it is under a flood (a refused attempt never runs scrypt), then
 * check the password — against DUMMY_HASH for an unknown email so both cost the same — and
 * start an aal1 session (a new refresh family). A failure adds to the account's delays. The
 * whole check runs under the isolate's hashing limit (a 503 at once when it is full).
 */
export function signIn(
  db: Db,
  signer: AccessTokenSigner,
  input: { email: string; password: string; ip: string; staffMfaRequired?: boolean },
  now: Date,
): Promise<SignInResult> {
  return passwordHashGate.run(() => checkSignIn(db, signer, input, now))
}

async function checkSignIn(
  db: Db,
  signer: AccessTokenSigner,
  input: { email: string; password: string; ip: string; staffMfaRequired?: boolean },
  now: Date,
): Promise<SignInResult> {
  const counters = createDbCounterStore(db)
  const decision = await consumeSignInAttempt(counters, { email: input.email, ip: input.ip }, now)
  if (!decision.allowed) {
    log.warn('sign-in throttled', { scopes: decision.scopes.join(',') })
    return { kind: 'throttled', retryAfterSeconds: decision.retryAfterSeconds }
  }

  const account = await findAccountByEmail(db, input.email)
  if (!account) {
    await verifyAgainstDummy(input.password)
    await recordSignInFailure(counters, input, now)
    return { kind: 'invalid' }
  }
  const check = await verifyPassword(input.password, account.passwordHash)
  if (check.refused) log.error('stored password hash refused', { userId: account.id, reason: check.refused })
  if (!check.ok) {
    await recordSignInFailure(counters, input, now)
    return { kind: 'invalid' }
  }
  if (!account.isActive) return { kind: 'inactive' }

  const rehash = check.needsRehash
    ? hashPassword(input.password).then((passwordHash) =>
        db.update(users).set({ passwordHash }).where(eq(users.id, account.id)),
      )
    : Promise.resolve()
  const [, family] = await Promise.all([
    recordSignInSuccess(counters, { email: input.email, ip: input.ip }),
    issueRefreshToken(createDbRefreshStore(db), { userId: account.id, aal: 'aal1', now }),
    rehash,
  ])
  return { kind: 'ok', session: await sessionFor(signer, account, family, now, input.staffMfaRequired) }
}

export type RefreshResult =
  | { kind: 'ok'; session: IssuedSession }
  | { kind: 'race-lost' }
  | { kind: 'invalid'; reason: string }

/** Rotate the refresh cookie and mint a new access token for the same family and aal. */
export async function refreshSession(
  db: Db,
  signer: AccessTokenSigner,
  presented: string,
  now: Date,
  options: { staffMfaRequired?: boolean } = {},
): Promise<RefreshResult> {
  const store = createDbRefreshStore(db)
  const result = await rotateRefreshToken(store, presented, now)
  switch (result.kind) {
    case 'race-lost':
      return { kind: 'race-lost' }
    case 'reuse-detected':
      log.warn('refresh token reuse: family revoked', { userId: result.userId, familyId: result.familyId })
      return { kind: 'invalid', reason: 'reuse' }
    case 'invalid':
    case 'expired':
      return { kind: 'invalid', reason: result.kind }
    case 'rotated': {
      const account = await findAccountById(db, result.row.userId)
      if (!account?.isActive) {
        await store.revokeFamily(result.row.familyId, now)
        return { kind: 'invalid', reason: 'inactive' }
      }
      return {
        kind: 'ok',
        session: await sessionFor(
          signer,
          account,
          { row: result.row, token: result.newToken },
          now,
          options.staffMfaRequired,
        ),
      }
    }
  }
}

/**
 * After a verified TOTP code: end the aal1 family and start an aal2 one (the session id
 * changes with the assurance level). Both statements in one batch.
 */
export async function stepUpSession(
  db: Db,
  signer: AccessTokenSigner,
  account: Account,
  oldFamilyId: string,
  now: Date,
): Promise<IssuedSession> {
  // Build the new family's first row without writing it, then write it with the revocation.
  const deferred: RefreshStore = {
    insert: async () => {},
    findByHash: () => Promise.reject(new Error('not used')),
    markUsedIfUnused: () => Promise.reject(new Error('not used')),
    revokeFamily: () => Promise.reject(new Error('not used')),
  }
  const family = await issueRefreshToken(deferred, { userId: account.id, aal: 'aal2', now })
  await db.batch([revokeFamilyQuery(db, oldFamilyId, now), db.insert(refreshTokens).values(family.row)])
  return sessionFor(signer, account, family, now)
}

/** A session: its user and refresh family (from the access token, or from the refresh cookie). */
export type SessionRef = { userId: string; familyId: string }

/** The family a refresh cookie belongs to, if it is still a live one. */
export async function sessionFromRefreshToken(db: Db, presented: string | null, now: Date): Promise<SessionRef | null> {
  if (!presented) return null
  const row = await createDbRefreshStore(db).findByHash(await hashToken(presented))
  if (!row || row.revokedAt || row.expiresAt.getTime() <= now.getTime()) return null
  return { userId: row.userId, familyId: row.familyId }
}

/**
 * Sign-out scopes: local ends this session's family; global ends every session
 * of the user and bumps session_version (outstanding access tokens die at once); others ends
 * every family but this one.
 */
export async function signOut(db: Db, session: SessionRef | null, scope: SignOutScope, now: Date): Promise<void> {
  if (!session) return
  if (scope === 'local') {
    await revokeFamilyQuery(db, session.familyId, now)
    return
  }
  if (scope === 'others') {
    await revokeUserFamilies(db, session.userId, now, session.familyId)
    return
  }
  await db.batch([
    db
      .update(users)
      .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, session.userId)),
    revokeUserFamilies(db, session.userId, now),
  ])
}
