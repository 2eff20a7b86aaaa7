import { and, asc, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm'
import { BRAND } from '#shared/config/brand.ts'
import {
  type ChallengeResponse,
  type EnrolFactorResponse,
  INVALID_TOTP_MESSAGE,
  LAST_FACTOR_REQUIRED_MESSAGE,
  type MfaFactor,
  STEP_UP_REQUIRED_MESSAGE,
} from '#shared/schemas/auth.ts'
import type { Db } from '#worker/db/client.ts'
import { mfaChallenges, mfaFactors, users } from '#worker/db/schema/index.ts'
import type { AccessTokenSigner } from '#worker/lib/auth/access-token.ts'
import { consumeTotpAttempt, recordTotpSuccess } from '#worker/lib/auth/throttle.ts'
import { generateTotpSecret, totpUri, verifyTotp } from '#worker/lib/auth/totp.ts'
import { HttpError } from '#worker/lib/http-error.ts'
import { findAccountById } from './accounts'
import type { Actor } from './actor'
import { createDbCounterStore } from './counter-store'
import { type IssuedSession, stepUpSession } from './sessions'

/** A challenge lives 5 minutes (the spec's auth layer issues one per verification). */
export const CHALLENGE_TTL_SECONDS = 5 * 60
/** At most this many factors per user (verified or not). */
export const MAX_FACTORS_PER_USER = 10

export async function listFactors(db: Db, userId: string): Promise<MfaFactor[]> {
  const rows = await db
    .select({
      id: mfaFactors.id,
      friendlyName: mfaFactors.friendlyName,
      status: mfaFactors.status,
      createdAt: mfaFactors.createdAt,
    })
    .from(mfaFactors)
    .where(eq(mfaFactors.userId, userId))
    .orderBy(asc(mfaFactors.createdAt))
  return rows.map((r) => ({
    id: r.id,
    factorType: 'totp',
    friendlyName: r.friendlyName,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
  }))
}

/** Start enrolment: a new unverified TOTP factor; its secret is shown once, here. */
export async function enrolFactor(
  db: Db,
  actor: Actor,
  input: { friendlyName?: string | undefined },
): Promise<EnrolFactorResponse> {
  const [[user], [existing]] = await db.batch([
    db.select({ email: users.email }).from(users).where(eq(users.id, actor.id)).limit(1),
    db.select({ n: count() }).from(mfaFactors).where(eq(mfaFactors.userId, actor.id)),
  ])
  if (!user) throw new HttpError('unauthorized', 'Sign in to continue')
  if ((existing?.n ?? 0) >= MAX_FACTORS_PER_USER) {
    throw new HttpError('conflict', `You already have ${MAX_FACTORS_PER_USER} authenticators. Remove one first.`)
  }
  const secret = generateTotpSecret()
  const friendlyName = input.friendlyName ?? null
  const [row] = await db
    .insert(mfaFactors)
    .values({ userId: actor.id, secret, friendlyName })
    .returning({ id: mfaFactors.id })
  if (!row) throw new Error('factor insert returned no row')
  return {
    id: row.id,
    factorType: 'totp',
    friendlyName,
    secret,
    uri: totpUri({ secret, account: user.email, issuer: BRAND.name }),
  }
}

async function ownFactor(db: Db, userId: string, factorId: string) {
  const [factor] = await db
    .select()
    .from(mfaFactors)
    .where(and(eq(mfaFactors.id, factorId), eq(mfaFactors.userId, userId)))
    .limit(1)
  // Another user's factor looks exactly like a missing one.
  if (!factor) throw new HttpError('not_found', 'Factor not found')
  return factor
}

export async function createChallenge(db: Db, actor: Actor, factorId: string, now: Date): Promise<ChallengeResponse> {
  await ownFactor(db, actor.id, factorId)
  const expiresAt = new Date(now.getTime() + CHALLENGE_TTL_SECONDS * 1000)
  const [row] = await db
    .insert(mfaChallenges)
    .values({ factorId, createdAt: now, expiresAt })
    .returning({ id: mfaChallenges.id })
  if (!row) throw new Error('challenge insert returned no row')
  return { challengeId: row.id, expiresAt: expiresAt.toISOString() }
}

const invalidCode = () => new HttpError('validation_failed', INVALID_TOTP_MESSAGE, { code: INVALID_TOTP_MESSAGE })

/**
 * Verify a code for a challenge. The first success marks the factor verified. The matched
 * time step is stored with a conditional update (`last_used_step < step`), so a code — or an
 * older one — can never be accepted twice, even by two requests at once. Attempts are limited
 * per user (TOTP_THROTTLE). Success revokes the aal1 session and starts an aal2 one.
 */
export async function verifyChallenge(
  db: Db,
  signer: AccessTokenSigner,
  actor: Actor,
  input: { factorId: string; challengeId: string; code: string },
  now: Date,
): Promise<IssuedSession> {
  const factor = await ownFactor(db, actor.id, input.factorId)
  // Verifying a NEW factor must not become a way around the existing one.
  if (factor.status !== 'verified' && actor.mfa && actor.aal !== 'aal2') {
    throw new HttpError('forbidden', STEP_UP_REQUIRED_MESSAGE, { aal: 'aal2 required' })
  }
  const counters = createDbCounterStore(db)
  const decision = await consumeTotpAttempt(counters, actor.id, now)
  if (!decision.allowed) {
    throw new HttpError('rate_limited', 'Too many attempts. Please wait a moment and try again.', undefined, {
      'Retry-After': String(decision.retryAfterSeconds),
    })
  }
  const [challenge] = await db
    .select()
    .from(mfaChallenges)
    .where(and(eq(mfaChallenges.id, input.challengeId), eq(mfaChallenges.factorId, factor.id)))
    .limit(1)
  if (!challenge) throw new HttpError('not_found', 'Challenge not found')
  if (challenge.verifiedAt)
    throw new HttpError('validation_failed', 'This challenge was already used. Request a new one.', {
      challengeId: 'Already used',
    })
  if (challenge.expiresAt.getTime() <= now.getTime()) {
    throw new HttpError('validation_failed', 'This challenge has expired. Request a new one.', {
      challengeId: 'Expired',
    })
  }
  const step = await verifyTotp(factor.secret, input.code, now, 1, { lastUsedStep: factor.lastUsedStep })
  if (step === null) throw invalidCode()

  const [claimedFactor, claimedChallenge] = await db.batch([
    db
      .update(mfaFactors)
      .set({ status: 'verified', lastUsedStep: step, updatedAt: now })
      .where(and(eq(mfaFactors.id, factor.id), or(isNull(mfaFactors.lastUsedStep), lt(mfaFactors.lastUsedStep, step))))
      .returning({ id: mfaFactors.id }),
    db
      .update(mfaChallenges)
      .set({ verifiedAt: now })
      .where(
        and(eq(mfaChallenges.id, challenge.id), isNull(mfaChallenges.verifiedAt), gt(mfaChallenges.expiresAt, now)),
      )
      .returning({ id: mfaChallenges.id }),
  ])
  if (claimedFactor.length !== 1 || claimedChallenge.length !== 1) throw invalidCode()

  const account = await findAccountById(db, actor.id)
  if (!account?.isActive) throw new HttpError('unauthorized', 'Sign in to continue')
  const [session] = await Promise.all([
    stepUpSession(db, signer, account, actor.sessionId, now),
    recordTotpSuccess(counters, actor.id),
  ])
  return session
}

/**
 * Remove a factor. `keepLastVerified` (the role must use a second factor): the last verified
 * factor stays (409); the delete is conditional, so two concurrent deletes cannot remove both.
 */
export async function deleteFactor(
  db: Db,
  actor: Actor,
  factorId: string,
  options: { keepLastVerified?: boolean } = {},
): Promise<void> {
  const factor = await ownFactor(db, actor.id, factorId)
  const mine = and(eq(mfaFactors.id, factorId), eq(mfaFactors.userId, actor.id))
  if (!options.keepLastVerified || factor.status !== 'verified') {
    await db.delete(mfaFactors).where(mine)
    return
  }
  const deleted = await db
    .delete(mfaFactors)
    .where(
      and(
        mine,
        sql`(SELECT count(*) FROM ${mfaFactors} f WHERE f.user_id = ${actor.id} AND f.status = 'verified' AND f.id <> ${factorId}) > 0`,
      ),
    )
    .returning({ id: mfaFactors.id })
  if (deleted.length === 0) throw new HttpError('conflict', LAST_FACTOR_REQUIRED_MESSAGE)
}
