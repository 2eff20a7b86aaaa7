import { zValidator } from '@hono/zod-validator'
import { type Context, Hono } from 'hono'
import {
  enrolFactorBodySchema,
  type FactorsResponse,
  factorParamSchema,
  INVALID_CREDENTIALS_MESSAGE,
  type MeResponse,
  MISSING_CREDENTIALS_MESSAGE,
  signInBodySchema,
  signOutBodySchema,
  TOO_MANY_ATTEMPTS_MESSAGE,
  updateMeBodySchema,
  verifyFactorBodySchema,
} from '#shared/schemas/auth.ts'
import { toFieldErrors } from '#shared/schemas/errors.ts'
import { clearedRefreshCookie, readRefreshCookie, refreshCookie } from '#worker/domain/auth/cookie.ts'
import { getMe, updateMe } from '#worker/domain/auth/me.ts'
import { createChallenge, deleteFactor, enrolFactor, listFactors, verifyChallenge } from '#worker/domain/auth/mfa.ts'
import {
  type IssuedSession,
  refreshSession,
  sessionFromRefreshToken,
  signIn,
  signOut,
} from '#worker/domain/auth/sessions.ts'
import { accessTokenSigner } from '#worker/domain/auth/signer.ts'
import { roleNeedsSecondFactor, staffMfaRequired } from '#worker/domain/auth/staff-mfa.ts'
import type { AppEnv } from '#worker/env.ts'
import { HttpError } from '#worker/lib/http-error.ts'
import { validate } from '#worker/lib/validate.ts'
import { allow, allowBeforeStepUp, allowEnrolment, SIGNED_IN } from '#worker/middleware/access.ts'
import { authenticate, currentUser } from '#worker/middleware/auth.ts'
import { clientIp } from '#worker/middleware/rate-limit.ts'

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '')

/**
 * Sign-in body: a missing or empty email or password answers with the spec's auth-layer
 * message; any other problem names the field.
 */
const signInValidator = zValidator('json', signInBodySchema, (result) => {
  if (result.success) return
  const raw = result.data as unknown
  const fields = toFieldErrors(result.error)
  if (typeof raw === 'object' && raw !== null && !Array.isArray(raw)) {
    const body = raw as Record<string, unknown>
    if (blank(body.email) || body.password === undefined || body.password === null || body.password === '') {
      throw new HttpError('validation_failed', MISSING_CREDENTIALS_MESSAGE, fields)
    }
  }
  throw new HttpError('validation_failed', `Invalid json: ${Object.keys(fields).join(', ')}`, fields)
})

const signer = (c: Context<AppEnv>) => accessTokenSigner(c.env.JWT_SECRET)

function sendSession(c: Context<AppEnv>, session: IssuedSession) {
  c.header('Set-Cookie', refreshCookie(session.refreshToken, session.cookieMaxAge), { append: true })
  return c.json(session.body, 200)
}

/** Sign-in, sessions, the current user and two-factor (shared/schemas/auth.ts). */
export const authRoutes = new Hono<AppEnv>()
  .post('/sign-in', allow('public'), signInValidator, async (c) => {
    const { email, password } = c.req.valid('json')
    const result = await signIn(
      c.get('db'),
      signer(c),
      { email, password, ip: clientIp(c), staffMfaRequired: staffMfaRequired(c.env) },
      new Date(),
    )
    switch (result.kind) {
      case 'ok':
        return sendSession(c, result.session)
      case 'throttled':
        throw new HttpError('rate_limited', TOO_MANY_ATTEMPTS_MESSAGE, undefined, {
          'Retry-After': String(result.retryAfterSeconds),
        })
      case 'inactive':
        throw new HttpError('unauthorized', 'This account has been deactivated. Please contact your administrator.')
      case 'invalid':
        throw new HttpError('unauthorized', INVALID_CREDENTIALS_MESSAGE)
    }
  })

  .post('/refresh', allow('public'), async (c) => {
    const presented = readRefreshCookie(c.req.header('cookie'))
    if (!presented) {
      c.header('Set-Cookie', clearedRefreshCookie(), { append: true })
      throw new HttpError('unauthorized', 'Your session has ended. Please sign in again.')
    }
    const result = await refreshSession(c.get('db'), signer(c), presented, new Date(), {
      staffMfaRequired: staffMfaRequired(c.env),
    })
    if (result.kind === 'race-lost') {
      throw new HttpError('conflict', 'The session was refreshed by another request. Retry with the new cookie.')
    }
    if (result.kind === 'invalid') {
      c.header('Set-Cookie', clearedRefreshCookie(), { append: true })
      throw new HttpError('unauthorized', 'Your session has ended. Please sign in again.')
    }
    return sendSession(c, result.session)
  })

  // Public on purpose: signing out must work with only the cookie (an expired access token).
  .post('/sign-out', allow('public'), validate('json', signOutBodySchema), async (c) => {
    const { scope } = c.req.valid('json')
    const db = c.get('db')
    const now = new Date()
    const user = await authenticate(c)
    const session = user
      ? { userId: user.id, familyId: user.sessionId }
      : await sessionFromRefreshToken(db, readRefreshCookie(c.req.header('cookie')), now)
    await signOut(db, session, scope, now)
    // A cookie from another family than the access token's (should not happen) ends too.
    if (scope === 'local' && user) {
      const cookieSession = await sessionFromRefreshToken(db, readRefreshCookie(c.req.header('cookie')), now)
      if (cookieSession && cookieSession.userId === user.id && cookieSession.familyId !== user.sessionId)
        await signOut(db, cookieSession, 'local', now)
    }
    if (scope !== 'others') c.header('Set-Cookie', clearedRefreshCookie(), { append: true })
    return c.body(null, 204)
  })

  .get('/me', allowBeforeStepUp(...SIGNED_IN), async (c) => {
    const user = await currentUser(c)
    return c.json({ user: await getMe(c.get('db'), user) } satisfies MeResponse, 200)
  })

  .patch('/me', allow(...SIGNED_IN), validate('json', updateMeBodySchema), async (c) => {
    const user = await currentUser(c)
    const body = c.req.valid('json')
    const updated = await updateMe(c.get('db'), user, body, { ip: clientIp(c), now: new Date() })
    return c.json({ user: updated } satisfies MeResponse, 200)
  })

  .get('/mfa/factors', allowBeforeStepUp(...SIGNED_IN), async (c) => {
    const user = await currentUser(c)
    return c.json({ factors: await listFactors(c.get('db'), user.id) } satisfies FactorsResponse, 200)
  })

  // Enrolling another factor needs aal2 once a factor is verified (else it would bypass it);
  // the first one is reachable by staff who must set one up (allowEnrolment).
  .post('/mfa/factors', allowEnrolment(...SIGNED_IN), validate('json', enrolFactorBodySchema), async (c) => {
    const user = await currentUser(c)
    return c.json(await enrolFactor(c.get('db'), user, c.req.valid('json')), 201)
  })

  .post(
    '/mfa/factors/:id/challenge',
    allowBeforeStepUp(...SIGNED_IN),
    validate('param', factorParamSchema),
    async (c) => {
      const user = await currentUser(c)
      return c.json(await createChallenge(c.get('db'), user, c.req.valid('param').id, new Date()), 201)
    },
  )

  .post(
    '/mfa/factors/:id/verify',
    allowBeforeStepUp(...SIGNED_IN),
    validate('param', factorParamSchema),
    validate('json', verifyFactorBodySchema),
    async (c) => {
      const user = await currentUser(c)
      const { challengeId, code } = c.req.valid('json')
      const session = await verifyChallenge(
        c.get('db'),
        signer(c),
        user,
        { factorId: c.req.valid('param').id, challengeId, code },
        new Date(),
      )
      return sendSession(c, session)
    },
  )

  .delete('/mfa/factors/:id', allow(...SIGNED_IN), validate('param', factorParamSchema), async (c) => {
    const user = await currentUser(c)
    await deleteFactor(c.get('db'), user, c.req.valid('param').id, {
      keepLastVerified: roleNeedsSecondFactor(user.role, staffMfaRequired(c.env)),
    })
    return c.body(null, 204)
  })
