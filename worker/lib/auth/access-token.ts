/**
 * Short-lived access tokens: JWT, HS256, `typ: at+jwt`, verified per RFC 8725.
 *
 * - `alg` is pinned to HS256 (the allow-list check runs before any key is looked up, so
 *   `none`, HS512 and RS256 tokens are refused outright).
 * - `typ` header, `kid` header and the `iss`, `aud`, `exp`, `iat`, `sub` claims are required.
 * - `kid` must name one of our keys (current or a verify-only previous key during rotation).
 * - lifetime is bounded twice: `exp` must not be past, and `iat` must be recent
 *   (`exp - iat` ≤ ttl), so a token cannot outlive the configured ttl even if signed with a
 *   long `exp`.
 * - custom claims (`role`, `sid`, `aal`, `ver`) are type-checked after the signature.
 * - header extensions are refused: `crit` (by jose) and `b64` (here, in the key resolver).
 * - signed and verified with jose (the stack's JWT library; docs/decisions/036-zod-mini.md
 *   records why it came back after 032 had replaced it).
 *
 * Every failure is an `AuthError` (→ 401 in the routes); its `code` is for logs only and must
 * not be shown to the client.
 */
import { errors, type JWTHeaderParameters, type JWTPayload, jwtVerify, SignJWT } from 'jose'
import type { Role } from '#worker/db/schema/auth.ts'

export type Aal = 'aal1' | 'aal2'

/** Claims the caller chooses. */
export type AccessClaims = {
  /** User id. */
  sub: string
  role: Role
  /** Session id: the refresh-token family id. */
  sid: string
  /** Authenticator assurance level: aal2 after a verified TOTP. */
  aal: Aal
  /** The user's `sessionVersion`; bumping it ends every session (checked by the middleware). */
  ver: number
  /**
   * The user had a verified second factor when the token was minted (so an aal1 token is
   * "not yet stepped up" rather than "no factor"). Optional; absent means false.
   */
  mfa?: boolean
}

export type VerifiedAccessToken = Omit<AccessClaims, 'mfa'> & {
  mfa: boolean
  iss: string
  aud: string
  iat: number
  exp: number
  kid: string
}

export type AuthErrorCode =
  | 'malformed'
  | 'alg_not_allowed'
  | 'unknown_kid'
  | 'bad_signature'
  | 'bad_typ'
  | 'bad_claims'
  | 'expired'

export class AuthError extends Error {
  override readonly name = 'AuthError'
  readonly status = 401
  constructor(
    readonly code: AuthErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }
}

export class WeakSecretError extends Error {
  override readonly name = 'WeakSecretError'
}

// Role list mirrored from the schema as a Record so the compiler flags any drift either way.
const ROLE_SET: Record<Role, true> = { super_admin: true, admin: true, agent: true, other: true }
const AAL_SET: Record<Aal, true> = { aal1: true, aal2: true }

export const ACCESS_TOKEN_TYP = 'at+jwt'
export const ACCESS_TOKEN_ALG = 'HS256'
export const DEFAULT_ACCESS_TTL_SECONDS = 600
/** Access tokens live at most 15 minutes: a stolen one is short-lived. */
export const MAX_ACCESS_TTL_SECONDS = 900
export const DEFAULT_CLOCK_TOLERANCE_SECONDS = 5
const MAX_TOKEN_CHARS = 4096

const MIN_SECRET_BYTES = 32
const PLACEHOLDER_WORDS = [
  'changeme',
  'change-me',
  'change_me',
  'secret',
  'password',
  'passw0rd',
  'example',
  'default',
  'placeholder',
  'replace',
  'qwerty',
  'letmein',
  '123456',
]

const encoder = new TextEncoder()
const toBytes = (secret: string | Uint8Array) => (typeof secret === 'string' ? encoder.encode(secret) : secret)

/**
 * Throws `WeakSecretError` (with a message naming the problem, never the secret) unless the
 * secret is at least 32 bytes and not obviously a placeholder. Call at boot.
 */
export function assertStrongSecret(secret: string | Uint8Array | undefined | null, label = 'JWT_SECRET'): void {
  const fix = `Use at least ${MIN_SECRET_BYTES} random bytes, e.g. \`openssl rand -base64 48\`, set with \`wrangler secret put ${label}\`.`
  if (secret === undefined || secret === null || secret.length === 0) {
    throw new WeakSecretError(`${label} is not set. ${fix}`)
  }
  const bytes = toBytes(secret)
  if (bytes.length < MIN_SECRET_BYTES) {
    throw new WeakSecretError(`${label} is too short (${bytes.length} bytes, need ≥ ${MIN_SECRET_BYTES}). ${fix}`)
  }
  const distinct = new Set(bytes).size
  if (distinct < 10) {
    throw new WeakSecretError(`${label} is too weak (only ${distinct} distinct characters). ${fix}`)
  }
  for (let period = 1; period <= 16; period++) {
    if (bytes.every((b, i) => i < period || b === bytes[i - period])) {
      throw new WeakSecretError(`${label} is too weak (a short repeated pattern). ${fix}`)
    }
  }
  if (typeof secret === 'string') {
    const lower = secret.toLowerCase()
    const word = PLACEHOLDER_WORDS.find((w) => lower.includes(w))
    if (word) throw new WeakSecretError(`${label} looks like a placeholder (contains "${word}"). ${fix}`)
  }
}

export type AccessTokenSignerOptions = {
  secret: string | Uint8Array
  /** Key id put in the header; verification rejects any other (unless in `previousKeys`). */
  kid: string
  issuer: string
  audience: string
  ttlSeconds?: number
  clockToleranceSeconds?: number
  /** Verify-only keys during secret rotation. */
  previousKeys?: ReadonlyArray<{ kid: string; secret: string | Uint8Array }>
  /** Clock (injected for tests). */
  now?: () => Date
}

export type AccessTokenSigner = {
  readonly ttlSeconds: number
  sign(claims: AccessClaims): Promise<string>
  verify(token: string): Promise<VerifiedAccessToken>
}

function assertClaims(claims: Record<string, unknown>): asserts claims is AccessClaims & Record<string, unknown> {
  const { sub, role, sid, aal, ver } = claims
  const problems: string[] = []
  if (typeof sub !== 'string' || sub.length === 0 || sub.length > 200) problems.push('sub')
  if (typeof role !== 'string' || !Object.hasOwn(ROLE_SET, role)) problems.push('role')
  if (typeof sid !== 'string' || sid.length === 0 || sid.length > 200) problems.push('sid')
  if (typeof aal !== 'string' || !Object.hasOwn(AAL_SET, aal)) problems.push('aal')
  if (typeof ver !== 'number' || !Number.isSafeInteger(ver) || ver < 0) problems.push('ver')
  if (claims.mfa !== undefined && typeof claims.mfa !== 'boolean') problems.push('mfa')
  if (problems.length > 0) throw new AuthError('bad_claims', `invalid claims: ${problems.join(', ')}`)
}

function mapJoseError(err: unknown): AuthError {
  if (err instanceof AuthError) return err
  if (err instanceof errors.JOSEAlgNotAllowed)
    return new AuthError('alg_not_allowed', 'algorithm not allowed', { cause: err })
  if (err instanceof errors.JWSSignatureVerificationFailed)
    return new AuthError('bad_signature', 'bad signature', { cause: err })
  if (err instanceof errors.JWTExpired) return new AuthError('expired', 'token expired', { cause: err })
  if (err instanceof errors.JWTClaimValidationFailed) {
    return err.claim === 'typ'
      ? new AuthError('bad_typ', 'wrong or missing typ header', { cause: err })
      : new AuthError('bad_claims', `claim check failed: ${err.claim}`, { cause: err })
  }
  return new AuthError('malformed', 'malformed token', { cause: err })
}

export function createAccessTokenSigner(options: AccessTokenSignerOptions): AccessTokenSigner {
  const {
    secret,
    kid,
    issuer,
    audience,
    ttlSeconds = DEFAULT_ACCESS_TTL_SECONDS,
    clockToleranceSeconds = DEFAULT_CLOCK_TOLERANCE_SECONDS,
    previousKeys = [],
    now = () => new Date(),
  } = options
  if (!Number.isInteger(ttlSeconds) || ttlSeconds < 1 || ttlSeconds > MAX_ACCESS_TTL_SECONDS) {
    throw new RangeError(`ttlSeconds must be an integer in [1, ${MAX_ACCESS_TTL_SECONDS}]`)
  }
  if (!Number.isFinite(clockToleranceSeconds) || clockToleranceSeconds < 0 || clockToleranceSeconds > 60) {
    throw new RangeError('clockToleranceSeconds must be within [0, 60]')
  }
  if (!kid || !issuer || !audience) throw new TypeError('kid, issuer and audience are required')

  const keys = new Map<string, Uint8Array>()
  for (const k of [{ kid, secret }, ...previousKeys]) {
    assertStrongSecret(k.secret)
    if (keys.has(k.kid)) throw new TypeError(`duplicate kid "${k.kid}"`)
    keys.set(k.kid, toBytes(k.secret))
  }
  const signingKey = keys.get(kid) as Uint8Array

  const resolveKey = (header: JWTHeaderParameters): Uint8Array => {
    // jose refuses any `crit` it does not know but ignores a `b64` outside `crit` (RFC 7797):
    // our tokens never carry either, so a header with one is not ours.
    if (header.b64 !== undefined) throw new AuthError('malformed', 'unsupported header parameter')
    const key = typeof header.kid === 'string' ? keys.get(header.kid) : undefined
    if (!key) throw new AuthError('unknown_kid', 'unknown or missing kid')
    return key
  }

  return {
    ttlSeconds,

    async sign(claims) {
      assertClaims({ ...claims })
      const iat = Math.floor(now().getTime() / 1000)
      const payload: JWTPayload = { role: claims.role, sid: claims.sid, aal: claims.aal, ver: claims.ver }
      if (claims.mfa !== undefined) payload.mfa = claims.mfa
      return new SignJWT(payload)
        .setProtectedHeader({ alg: ACCESS_TOKEN_ALG, typ: ACCESS_TOKEN_TYP, kid })
        .setSubject(claims.sub)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .sign(signingKey)
    },

    async verify(token) {
      if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_CHARS) {
        throw new AuthError('malformed', 'missing or oversized token')
      }
      let payload: JWTPayload
      let header: JWTHeaderParameters
      try {
        ;({ payload, protectedHeader: header } = await jwtVerify(token, resolveKey, {
          algorithms: [ACCESS_TOKEN_ALG],
          typ: ACCESS_TOKEN_TYP,
          issuer,
          audience,
          requiredClaims: ['exp', 'iat', 'sub'],
          maxTokenAge: ttlSeconds,
          clockTolerance: clockToleranceSeconds,
          currentDate: now(),
        }))
      } catch (err) {
        throw mapJoseError(err)
      }
      const claims = payload as Record<string, unknown>
      assertClaims(claims)
      const { iat, exp } = payload as { iat: number; exp: number }
      if (exp - iat > ttlSeconds) throw new AuthError('bad_claims', 'token lifetime exceeds the configured ttl')
      if (typeof payload.aud !== 'string') throw new AuthError('bad_claims', 'aud must be a single string')
      return {
        sub: claims.sub,
        role: claims.role,
        sid: claims.sid,
        aal: claims.aal,
        ver: claims.ver,
        mfa: claims.mfa === true,
        iss: issuer,
        aud: payload.aud,
        iat,
        exp,
        kid: header.kid as string,
      }
    },
  }
}
