import {
  type AccessTokenSigner,
  assertStrongSecret,
  createAccessTokenSigner,
  WeakSecretError,
} from '#worker/lib/auth/access-token.ts'

/** Access-token settings (docs/decisions/005 and 009). */
export const ACCESS_TOKEN_ISSUER = 'brokerage-api'
export const ACCESS_TOKEN_AUDIENCE = 'brokerage-app'
export const ACCESS_TOKEN_KID = 'k1'

export type SecretCheck = { ok: true } | { ok: false; message: string }

const checks = new Map<string, SecretCheck>()
const signers = new Map<string, AccessTokenSigner>()

/** Is JWT_SECRET strong enough? Cached per isolate and secret (the check is pure). */
export function checkJwtSecret(secret: string | undefined): SecretCheck {
  const key = secret ?? ''
  let check = checks.get(key)
  if (!check) {
    try {
      assertStrongSecret(secret, 'JWT_SECRET')
      check = { ok: true }
    } catch (error) {
      if (!(error instanceof WeakSecretError)) throw error
      check = { ok: false, message: error.message }
    }
    checks.set(key, check)
  }
  return check
}

/** The one access-token signer for this secret (one per isolate). */
export function accessTokenSigner(secret: string): AccessTokenSigner {
  let signer = signers.get(secret)
  if (!signer) {
    signer = createAccessTokenSigner({
      secret,
      kid: ACCESS_TOKEN_KID,
      issuer: ACCESS_TOKEN_ISSUER,
      audience: ACCESS_TOKEN_AUDIENCE,
    })
    signers.set(secret, signer)
  }
  return signer
}
