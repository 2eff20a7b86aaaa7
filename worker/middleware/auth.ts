import type { Context } from 'hono'
import { readAuthState } from '#worker/domain/auth/accounts.ts'
import type { Actor } from '#worker/domain/auth/actor.ts'
import { accessTokenSigner, checkJwtSecret } from '#worker/domain/auth/signer.ts'
import type { AppEnv } from '#worker/env.ts'
import { AuthError } from '#worker/lib/auth/access-token.ts'
import { HttpError } from '#worker/lib/http-error.ts'
import { log } from '#worker/lib/log.ts'

const resolved = new WeakMap<Context, Promise<Actor | null>>()

/**
 * Resolves the signed-in user from `Authorization: Bearer <access token>`, or null.
 *
 * 1. The JWT is verified (HS256 pinned, typ/iss/aud/exp/iat/sub/kid required, ≤ 10 min old;
 *    worker/lib/auth/access-token.ts). Any failure → null (→ 401 from `allow`).
 * 2. ONE indexed read (readAuthState) then checks that the user still exists and is active,
 *    that `ver` equals users.session_version (global sign-out, password reset, deactivation),
 *    and that the session's refresh family is not revoked (local/others sign-out, reuse,
 *    step-up). So every way of ending a session takes effect on the next request, not after
 *    the token's lifetime. The role and "has a verified factor" come from the same read, so
 *    a role change or a newly verified factor also applies at once (docs/decisions/009).
 *
 * Memoised per request, so `allow()` and handlers share one read.
 */
export function authenticate(c: Context<AppEnv>): Promise<Actor | null> {
  let pending = resolved.get(c)
  if (!pending) {
    pending = resolve(c)
    resolved.set(c, pending)
  }
  return pending
}

async function resolve(c: Context<AppEnv>): Promise<Actor | null> {
  const header = c.req.header('authorization')
  if (!header) return null
  const match = /^Bearer ([A-Za-z0-9._~+/=-]{1,4096})$/.exec(header.trim())
  if (!match) return null
  const secret = c.env.JWT_SECRET
  // The global guard (worker/middleware/security.ts) answers 503 before this on a weak secret.
  if (!checkJwtSecret(secret).ok)
    throw new HttpError('unavailable', 'The service is not configured. Please try again later.')
  let claims: Awaited<ReturnType<ReturnType<typeof accessTokenSigner>['verify']>>
  try {
    claims = await accessTokenSigner(secret).verify(match[1] as string)
  } catch (error) {
    if (error instanceof AuthError) {
      log.info('access token rejected', { requestId: c.get('requestId'), code: error.code })
      return null
    }
    throw error
  }
  const state = await readAuthState(c.get('db'), claims.sub, claims.sid)
  if (!state?.isActive || state.sessionVersion !== claims.ver || !state.live) return null
  return { id: claims.sub, role: state.role, aal: claims.aal, sessionId: claims.sid, mfa: state.mfa }
}

/**
 * The signed-in user inside a handler of a route guarded by `allow(<roles>)`.
 * Throws 401 when called on a route where nobody signed in.
 */
export async function currentUser(c: Context<AppEnv>): Promise<Actor> {
  const user = await authenticate(c)
  if (!user) throw new HttpError('unauthorized', 'Sign in to continue')
  return user
}
