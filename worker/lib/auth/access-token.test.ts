import { createHmac } from 'node:crypto'
import { generateKeyPair, type JWTPayload, SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import {
  type AccessClaims,
  AuthError,
  type AuthErrorCode,
  assertStrongSecret,
  createAccessTokenSigner,
  WeakSecretError,
} from './access-token'

const SECRET = 'k7Q2v9Zr4mXb1Lp8Tn6Wc3Yd5Hs0Jf2Ag9Ue4Ri7Ko1='
const OTHER_SECRET = 'P0o9I8u7Y6t5R4e3W2q1A1s2D3f4G5h6J7k8L9z0Xc='
const ISS = 'https://brokerage.example/api'
const AUD = 'brokerage-app'
const T0 = new Date('2026-03-01T12:00:00Z')
const t0s = Math.floor(T0.getTime() / 1000)

const claims: AccessClaims = { sub: 'user-1', role: 'agent', sid: 'family-1', aal: 'aal1', ver: 3 }

function signer(overrides: Partial<Parameters<typeof createAccessTokenSigner>[0]> = {}) {
  return createAccessTokenSigner({ secret: SECRET, kid: 'k1', issuer: ISS, audience: AUD, now: () => T0, ...overrides })
}

const key = (s: string) => new TextEncoder().encode(s)
const b64url = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url')

/** A hand-built token: everything right unless the caller changes it. */
function handmade(
  opts: {
    header?: Record<string, unknown>
    payload?: JWTPayload
    omit?: string[]
    alg?: 'HS256' | 'HS512'
    secret?: string
  } = {},
) {
  const payload: JWTPayload = {
    role: 'agent',
    sid: 'family-1',
    aal: 'aal1',
    ver: 3,
    sub: 'user-1',
    iss: ISS,
    aud: AUD,
    iat: t0s,
    exp: t0s + 600,
    ...opts.payload,
  }
  for (const k of opts.omit ?? []) delete payload[k]
  const alg = opts.alg ?? 'HS256'
  const header = { alg, typ: 'at+jwt', kid: 'k1', ...opts.header }
  for (const k of Object.keys(header))
    if (header[k as keyof typeof header] === undefined) delete header[k as keyof typeof header]
  return new SignJWT(payload).setProtectedHeader(header as { alg: string }).sign(key(opts.secret ?? SECRET))
}

async function expectRejected(token: string | Promise<string>, code: AuthErrorCode, s = signer()) {
  const err = await s.verify(await token).then(
    () => null,
    (e: unknown) => e,
  )
  expect(err).toBeInstanceOf(AuthError)
  expect((err as AuthError).code).toBe(code)
  expect((err as AuthError).status).toBe(401)
}

describe('access token', () => {
  it('signs and verifies a good token', async () => {
    const s = signer()
    const token = await s.sign(claims)
    const verified = await s.verify(token)
    expect(verified).toEqual({ ...claims, mfa: false, iss: ISS, aud: AUD, iat: t0s, exp: t0s + 600, kid: 'k1' })
    const [headerPart] = token.split('.')
    expect(JSON.parse(Buffer.from(headerPart!, 'base64url').toString())).toEqual({
      alg: 'HS256',
      typ: 'at+jwt',
      kid: 'k1',
    })
  })

  it('accepts a hand-built token with the same shape (so the rejections below are meaningful)', async () => {
    await expect(signer().verify(await handmade())).resolves.toMatchObject({ sub: 'user-1', role: 'agent' })
  })

  it('rejects alg:none', async () => {
    const header = b64url({ alg: 'none', typ: 'at+jwt', kid: 'k1' })
    const payload = b64url({ ...claims, iss: ISS, aud: AUD, iat: t0s, exp: t0s + 600 })
    await expectRejected(`${header}.${payload}.`, 'alg_not_allowed')
  })

  it('rejects HS512 with the right secret', async () => {
    await expectRejected(handmade({ alg: 'HS512' }), 'alg_not_allowed')
  })

  it('rejects an RS256 token', async () => {
    const { privateKey } = await generateKeyPair('RS256')
    const token = await new SignJWT({ role: 'agent', sid: 'family-1', aal: 'aal1', ver: 3 })
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: 'k1' })
      .setSubject('user-1')
      .setIssuer(ISS)
      .setAudience(AUD)
      .setIssuedAt(t0s)
      .setExpirationTime(t0s + 600)
      .sign(privateKey)
    await expectRejected(token, 'alg_not_allowed')
  })

  it('rejects a wrong issuer and a wrong audience', async () => {
    await expectRejected(signer({ issuer: 'https://evil.example' }).sign(claims), 'bad_claims')
    await expectRejected(signer({ audience: 'other-app' }).sign(claims), 'bad_claims')
  })

  it('rejects missing exp, iat, sub, iss or aud', async () => {
    for (const claim of ['exp', 'iat', 'sub', 'iss', 'aud']) {
      await expectRejected(handmade({ omit: [claim] }), 'bad_claims')
    }
  })

  it('rejects a past exp (beyond the small clock tolerance) and accepts within it', async () => {
    const old = signer({ now: () => new Date(T0.getTime() - 630_000) }) // expired 30 s ago
    await expectRejected(old.sign(claims), 'expired')
    const justExpired = signer({ now: () => new Date(T0.getTime() - 603_000) }) // 3 s ago, tolerance 5 s
    await expect(signer().verify(await justExpired.sign(claims))).resolves.toMatchObject({ sub: 'user-1' })
  })

  it('rejects a token whose lifetime exceeds the ttl even when exp is in the future', async () => {
    await expectRejected(handmade({ payload: { exp: t0s + 365 * 86400 } }), 'bad_claims')
    // iat an hour ago with a still-future exp: too old.
    await expectRejected(handmade({ payload: { iat: t0s - 3600, exp: t0s + 60 } }), 'expired')
    // iat in the future.
    await expectRejected(handmade({ payload: { iat: t0s + 120, exp: t0s + 700 } }), 'bad_claims')
  })

  it('rejects a tampered payload', async () => {
    const token = await signer().sign(claims)
    const [h, p, sig] = token.split('.') as [string, string, string]
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString())
    payload.role = 'super_admin'
    await expectRejected(`${h}.${b64url(payload)}.${sig}`, 'bad_signature')
  })

  it('rejects a token signed with another secret', async () => {
    await expectRejected(handmade({ secret: OTHER_SECRET }), 'bad_signature')
  })

  it('rejects an unknown or missing kid', async () => {
    await expectRejected(signer({ kid: 'k9' }).sign(claims), 'unknown_kid')
    await expectRejected(handmade({ header: { kid: undefined } }), 'unknown_kid')
  })

  it('rejects a missing or different typ', async () => {
    await expectRejected(handmade({ header: { typ: undefined } }), 'bad_typ')
    await expectRejected(handmade({ header: { typ: 'JWT' } }), 'bad_typ')
  })

  it('rejects bad custom claims', async () => {
    await expectRejected(handmade({ payload: { role: 'root' } }), 'bad_claims')
    await expectRejected(handmade({ payload: { aal: 'aal3' } }), 'bad_claims')
    await expectRejected(handmade({ payload: { ver: -1 } }), 'bad_claims')
    await expectRejected(handmade({ omit: ['sid'] }), 'bad_claims')
    await expectRejected(handmade({ payload: { mfa: 'yes' } }), 'bad_claims')
  })

  it('carries the optional mfa claim (absent reads as false)', async () => {
    const s = signer()
    await expect(s.verify(await s.sign({ ...claims, mfa: true }))).resolves.toMatchObject({ mfa: true })
    await expect(s.verify(await s.sign({ ...claims, mfa: false }))).resolves.toMatchObject({ mfa: false })
    const plain = await s.sign(claims)
    expect(JSON.parse(Buffer.from(plain.split('.')[1]!, 'base64url').toString())).not.toHaveProperty('mfa')
    await expect(s.verify(plain)).resolves.toMatchObject({ mfa: false })
  })

  it('rejects a crit or b64 header, a non-numeric exp or iat and a future nbf (as jose did)', async () => {
    // Correctly signed, but with header extensions our tokens never use.
    const signed = (header: Record<string, unknown>) => {
      const input = `${b64url({ alg: 'HS256', typ: 'at+jwt', kid: 'k1', ...header })}.${b64url({ role: 'agent', sid: 'family-1', aal: 'aal1', ver: 3, sub: 'user-1', iss: ISS, aud: AUD, iat: t0s, exp: t0s + 600 })}`
      return `${input}.${createHmac('sha256', SECRET).update(input).digest('base64url')}`
    }
    await expect(signer().verify(signed({}))).resolves.toMatchObject({ sub: 'user-1' })
    await expectRejected(signed({ crit: ['x'], x: 1 }), 'malformed')
    await expectRejected(signed({ b64: false }), 'malformed')
    await expectRejected(handmade({ payload: { exp: String(t0s + 600) as unknown as number } }), 'bad_claims')
    await expectRejected(handmade({ payload: { iat: 'now' as unknown as number } }), 'bad_claims')
    await expectRejected(handmade({ payload: { nbf: t0s + 60 } }), 'bad_claims')
    await expect(signer().verify(await handmade({ payload: { nbf: t0s - 60 } }))).resolves.toMatchObject({
      sub: 'user-1',
    })
  })

  it('compares typ as a media type (at+jwt = application/at+jwt), as jose did', async () => {
    await expect(signer().verify(await handmade({ header: { typ: 'application/at+jwt' } }))).resolves.toMatchObject({
      sub: 'user-1',
    })
    await expectRejected(handmade({ header: { typ: 'application/jwt' } }), 'bad_typ')
  })

  it('rejects a signature that is not base64url, and an audience list', async () => {
    const [h, p] = (await signer().sign(claims)).split('.') as [string, string]
    await expectRejected(`${h}.${p}.not*base64`, 'malformed')
    await expectRejected(handmade({ payload: { aud: [AUD, 'other'] } }), 'bad_claims')
  })

  it('rejects garbage and oversized input as malformed', async () => {
    await expectRejected('', 'malformed')
    await expectRejected('not.a.jwt', 'malformed')
    await expectRejected('a'.repeat(5000), 'malformed')
  })

  it('verifies tokens from a previous key during rotation, and only those kids', async () => {
    const oldToken = await signer({ kid: 'k0', secret: OTHER_SECRET }).sign(claims)
    const rotated = signer({ kid: 'k1', previousKeys: [{ kid: 'k0', secret: OTHER_SECRET }] })
    await expect(rotated.verify(oldToken)).resolves.toMatchObject({ kid: 'k0' })
    await expectRejected(oldToken, 'unknown_kid', signer())
    // A token claiming the previous kid but signed with the current secret is refused.
    await expectRejected(handmade({ header: { kid: 'k0' } }), 'bad_signature', rotated)
  })

  it('refuses to sign bad claims and refuses a ttl above 15 minutes', async () => {
    await expect(signer().sign({ ...claims, role: 'root' as AccessClaims['role'] })).rejects.toBeInstanceOf(AuthError)
    expect(() => signer({ ttlSeconds: 901 })).toThrow(RangeError)
    expect(signer({ ttlSeconds: 900 }).ttlSeconds).toBe(900)
  })

  it('refuses a weak secret at construction', () => {
    expect(() => signer({ secret: 'short' })).toThrow(WeakSecretError)
    expect(() => signer({ previousKeys: [{ kid: 'k0', secret: 'changeme'.repeat(5) }] })).toThrow(WeakSecretError)
  })
})

describe('assertStrongSecret', () => {
  it('accepts random secrets', () => {
    expect(() => assertStrongSecret(SECRET)).not.toThrow()
    expect(() => assertStrongSecret(crypto.getRandomValues(new Uint8Array(32)))).not.toThrow()
    expect(() =>
      assertStrongSecret(Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('hex')),
    ).not.toThrow()
  })

  it.each([
    ['missing', undefined, /not set/],
    ['empty', '', /not set/],
    ['31 bytes', 'x7Q2v9Zr4mXb1Lp8Tn6Wc3Yd5Hs0Jf2', /too short \(31 bytes/],
    ['all the same character', 'a'.repeat(64), /distinct/],
    ['a short repeated pattern', 'abcdefghijk'.repeat(4), /repeated pattern/],
    ['changeme', 'changeme-please-4c9f1a7e2b8d3f60aa17', /placeholder.*changeme/],
    ['secret', 'my-super-secret-jwt-key-for-the-app-2026', /placeholder.*secret/],
    ['password', 'Password1234567890abcdefghijklmnop', /placeholder.*password/],
  ])('rejects %s with a clear message that does not echo the secret', (_label, secret, message) => {
    let err: unknown
    try {
      assertStrongSecret(secret)
    } catch (e) {
      err = e
    }
    expect(err).toBeInstanceOf(WeakSecretError)
    expect((err as Error).message).toMatch(message)
    expect((err as Error).message).toMatch(/JWT_SECRET/)
    if (secret) expect((err as Error).message).not.toContain(secret)
  })
})
