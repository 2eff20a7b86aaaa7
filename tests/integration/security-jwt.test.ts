/**
 * Access-token attacks against a protected route (RFC 8725): each forged or
 * broken token → 401. A hand-built token with the right shape is accepted first, so every
 * rejection below is caused by the one thing changed.
 */
import { generateKeyPair, type JWTPayload, SignJWT } from 'jose'
import { beforeAll, describe, expect, it } from 'vitest'
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER, ACCESS_TOKEN_KID } from '#worker/domain/auth/signer.ts'
import { jwtPayload, type SignedIn, signInAs } from './auth-helpers'
import { TEST_JWT_SECRET } from './global-setup'
import { call } from './helpers'

let agent: SignedIn
let superAdmin: SignedIn
beforeAll(async () => {
  agent = await signInAs('agent')
  superAdmin = await signInAs('super_admin')
})

const key = new TextEncoder().encode(TEST_JWT_SECRET)
const b64url = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url')
const now = () => Math.floor(Date.now() / 1000)

/** A token like the server's, for the signed-in agent, with overrides. */
function forge(
  opts: {
    header?: Record<string, unknown>
    payload?: JWTPayload
    omit?: string[]
    alg?: string
    secret?: Uint8Array
  } = {},
) {
  const real = jwtPayload(agent.accessToken)
  const payload: JWTPayload = {
    sub: real.sub as string,
    role: real.role,
    sid: real.sid,
    aal: real.aal,
    ver: real.ver,
    iss: ACCESS_TOKEN_ISSUER,
    aud: ACCESS_TOKEN_AUDIENCE,
    iat: now(),
    exp: now() + 600,
    ...opts.payload,
  }
  for (const k of opts.omit ?? []) delete payload[k]
  const header = { alg: opts.alg ?? 'HS256', typ: 'at+jwt', kid: ACCESS_TOKEN_KID, ...opts.header }
  for (const [k, v] of Object.entries(header)) if (v === undefined) delete (header as Record<string, unknown>)[k]
  return new SignJWT(payload).setProtectedHeader(header as { alg: string }).sign(opts.secret ?? key)
}

async function status(token: string, path = '/api/auth/me') {
  const res = await call(path, { headers: { Authorization: `Bearer ${token}` } })
  await res.body?.cancel()
  return res.status
}

describe('access tokens on a protected route', () => {
  it('a hand-built token of the right shape is accepted (control)', async () => {
    expect(await status(await forge())).toBe(200)
  })

  it('alg none → 401', async () => {
    const real = await forge()
    const [, payload] = real.split('.')
    expect(await status(`${b64url({ alg: 'none', typ: 'at+jwt', kid: ACCESS_TOKEN_KID })}.${payload}.`)).toBe(401)
  })

  it('HS512 with the right secret → 401 (alg pinned)', async () => {
    expect(await status(await forge({ alg: 'HS512' }))).toBe(401)
  })

  it('RS256 with an attacker key → 401', async () => {
    const { privateKey } = await generateKeyPair('RS256')
    const token = await new SignJWT(jwtPayload(await forge()))
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: ACCESS_TOKEN_KID })
      .sign(privateKey)
    expect(await status(token)).toBe(401)
  })

  it('wrong iss, wrong aud → 401', async () => {
    expect(await status(await forge({ payload: { iss: 'https://evil.test' } }))).toBe(401)
    expect(await status(await forge({ payload: { aud: 'someone-else' } }))).toBe(401)
  })

  it('missing exp, past exp, or a lifetime beyond 10 minutes → 401', async () => {
    expect(await status(await forge({ omit: ['exp'] }))).toBe(401)
    expect(await status(await forge({ payload: { iat: now() - 700, exp: now() - 100 } }))).toBe(401)
    expect(await status(await forge({ payload: { exp: now() + 86_400 } }))).toBe(401)
  })

  it('missing or wrong typ → 401', async () => {
    expect(await status(await forge({ header: { typ: undefined } }))).toBe(401)
    expect(await status(await forge({ header: { typ: 'JWT' } }))).toBe(401)
  })

  it('tampered payload (role raised to super_admin, signature kept) → 401', async () => {
    const [h, p, s] = agent.accessToken.split('.') as [string, string, string]
    const raised = b64url({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), role: 'super_admin' })
    const probe = `/api/admin/users/${crypto.randomUUID()}/activate`
    expect(await status(`${h}.${raised}.${s}`)).toBe(401)
    const res = await call(probe, {
      method: 'POST',
      headers: { Origin: superAdmin.authHeaders.Origin, Authorization: `Bearer ${h}.${raised}.${s}` },
    })
    expect(res.status).toBe(401)
  })

  it('unknown or missing kid → 401', async () => {
    expect(await status(await forge({ header: { kid: 'k2' } }))).toBe(401)
    expect(await status(await forge({ header: { kid: undefined } }))).toBe(401)
  })

  it('signed with another secret → 401', async () => {
    expect(
      await status(
        await forge({ secret: new TextEncoder().encode('Zz9-another-random-secret-value-3141592653589793') }),
      ),
    ).toBe(401)
  })

  it('a valid signature with a stale session version or a revoked session → 401', async () => {
    expect(await status(await forge({ payload: { ver: (jwtPayload(agent.accessToken).ver as number) + 1 } }))).toBe(401)
    expect(await status(await forge({ payload: { sid: crypto.randomUUID() } }))).toBe(401)
  })

  it("a valid token claiming a higher role does not grant it: the role is read from the user's profile", async () => {
    const forged = await forge({ payload: { role: 'super_admin' } })
    expect(await status(forged)).toBe(200)
    const res = await call(`/api/admin/users/${crypto.randomUUID()}/activate`, {
      method: 'POST',
      headers: { ...superAdmin.authHeaders, Authorization: `Bearer ${forged}` },
    })
    expect(res.status).toBe(403)
  })

  it('malformed Authorization headers → 401', async () => {
    for (const value of [
      'Bearer',
      'Bearer ',
      'Basic abc',
      `bearer ${agent.accessToken}x`,
      'Bearer a.b',
      `Bearer ${'a'.repeat(5000)}`,
    ]) {
      const res = await call('/api/auth/me', { headers: { Authorization: value } })
      expect(res.status).toBe(401)
    }
  })
})
