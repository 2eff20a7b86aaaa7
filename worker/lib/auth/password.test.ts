import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'

// scrypt at the real parameters takes 0.1–0.5 s per call; the machine may be shared.
const SLOW = { timeout: 60_000 }

import {
  DUMMY_HASH,
  formatPasswordHash,
  hashPassword,
  KEY_BYTES,
  nodeScryptDeps,
  type PasswordDeps,
  PasswordHashFormatError,
  PasswordInputError,
  parsePasswordHash,
  SALT_BYTES,
  SCRYPT_PARAMS,
  scryptMaxmem,
  verifyAgainstDummy,
  verifyPassword,
} from './password'

function spyDeps(): PasswordDeps & { derive: ReturnType<typeof vi.fn<PasswordDeps['derive']>> } {
  return { ...nodeScryptDeps, derive: vi.fn(nodeScryptDeps.derive) }
}

const b64 = (n: number) => Buffer.alloc(n, 7).toString('base64')
const enc = new TextEncoder()

describe('hashPassword', SLOW, () => {
  it('produces scrypt$N=16384,r=8,p=5 with a 16-byte salt and 32-byte key', async () => {
    const stored = await hashPassword('correct horse battery staple')
    expect(stored).toMatch(/^scrypt\$N=16384,r=8,p=5\$[A-Za-z0-9+/]+={0,2}\$[A-Za-z0-9+/]+={0,2}$/)
    const parsed = parsePasswordHash(stored)
    expect(parsed.params).toEqual({ N: 16384, r: 8, p: 5 })
    expect(parsed.salt).toHaveLength(16)
    expect(parsed.key).toHaveLength(32)
    expect(SCRYPT_PARAMS).toEqual({ N: 2 ** 14, r: 8, p: 5 })
  })

  it('uses a fresh random salt each time', async () => {
    const a = parsePasswordHash(await hashPassword('same password'))
    const b = parsePasswordHash(await hashPassword('same password'))
    expect(Buffer.from(a.salt).equals(Buffer.from(b.salt))).toBe(false)
    expect(Buffer.from(a.key).equals(Buffer.from(b.key))).toBe(false)
  })

  it('refuses empty and over-long passwords', async () => {
    await expect(hashPassword('')).rejects.toBeInstanceOf(PasswordInputError)
    await expect(hashPassword('a'.repeat(1025))).rejects.toBeInstanceOf(PasswordInputError)
    // 1024 bytes of UTF-8 is fine, 1025 is not, whatever the character count.
    await expect(hashPassword('é'.repeat(513))).rejects.toBeInstanceOf(PasswordInputError)
  })

  it('sizes maxmem for the parameters (128·r·(N+p+2) bytes, above 128·N·r)', () => {
    const m = scryptMaxmem(SCRYPT_PARAMS)
    expect(m).toBe(128 * 8 * (16384 + 5 + 2))
    expect(m).toBeGreaterThan(128 * SCRYPT_PARAMS.N * SCRYPT_PARAMS.r)
  })
})

describe('verifyPassword', SLOW, () => {
  it('accepts the password it hashed and rejects every other one (property)', async () => {
    const password = fc.string({ unit: 'binary', minLength: 1, maxLength: 40 })
    await fc.assert(
      fc.asyncProperty(password, password, async (p, q) => {
        fc.pre(p.normalize('NFKC') !== q.normalize('NFKC'))
        const stored = await hashPassword(p)
        expect(await verifyPassword(p, stored)).toEqual({ ok: true, needsRehash: false })
        expect(await verifyPassword(q, stored)).toEqual({ ok: false, needsRehash: false })
      }),
      { numRuns: 8 },
    )
  }, 120_000)

  it('compares NFKC-normalised passwords (ligature ﬁ matches fi)', async () => {
    const stored = await hashPassword('ﬁsh-and-chips')
    expect((await verifyPassword('fish-and-chips', stored)).ok).toBe(true)
  })

  it('rejects a password over the byte limit without deriving', async () => {
    const deps = spyDeps()
    expect(await verifyPassword('a'.repeat(2000), DUMMY_HASH, deps)).toEqual({ ok: false, needsRehash: false })
    expect(deps.derive).not.toHaveBeenCalled()
  })

  it('refuses absurd or malformed stored hashes quickly, without deriving', async () => {
    const salt = b64(16)
    const key = b64(32)
    const cases: Array<[string, 'malformed' | 'params-out-of-range']> = [
      [`scrypt$N=${2 ** 20},r=8,p=1$${salt}$${key}`, 'params-out-of-range'], // N > 2^17
      [`scrypt$N=${2 ** 18},r=1,p=1$${salt}$${key}`, 'params-out-of-range'],
      [`scrypt$N=16000,r=8,p=1$${salt}$${key}`, 'params-out-of-range'], // not a power of two
      [`scrypt$N=512,r=8,p=1$${salt}$${key}`, 'params-out-of-range'], // below the floor
      [`scrypt$N=16384,r=17,p=1$${salt}$${key}`, 'params-out-of-range'],
      [`scrypt$N=16384,r=8,p=17$${salt}$${key}`, 'params-out-of-range'],
      [`scrypt$N=${2 ** 17},r=16,p=1$${salt}$${key}`, 'params-out-of-range'], // 256 MiB
      [`scrypt$N=${2 ** 17},r=4,p=8$${salt}$${key}`, 'params-out-of-range'], // work factor
      [`scrypt$N=16384,r=8,p=5$${b64(8)}$${key}`, 'params-out-of-range'], // short salt
      [`scrypt$N=16384,r=8,p=5$${salt}$${b64(8)}`, 'params-out-of-range'], // short key
      [`scrypt$N=16384,r=8,p=5$${salt}$${b64(72)}`, 'params-out-of-range'], // long key
      ['', 'malformed'],
      ['not a hash', 'malformed'],
      [`bcrypt$N=16384,r=8,p=5$${salt}$${key}`, 'malformed'],
      [`scrypt$N=016384,r=8,p=5$${salt}$${key}`, 'malformed'],
      [`scrypt$N=0,r=8,p=5$${salt}$${key}`, 'malformed'],
      [`scrypt$N=-16384,r=8,p=5$${salt}$${key}`, 'malformed'],
      [`scrypt$N=16384,r=8$${salt}$${key}`, 'malformed'],
      [`scrypt$N=16384,r=8,p=5$${salt}`, 'malformed'],
      [`scrypt$N=16384,r=8,p=5$${salt}$${key}$extra`, 'malformed'],
      [`scrypt$N=16384,r=8,p=5$${salt}$not*base64`, 'malformed'],
      [`scrypt$N=16384,r=8,p=5$${salt}$${key.replace(/=+$/, '')}`, 'malformed'], // non-canonical
      [`scrypt$N=9999999999,r=8,p=5$${salt}$${key}`, 'params-out-of-range'],
    ]
    const deps = spyDeps()
    for (const [stored, reason] of cases) {
      expect(await verifyPassword('password', stored, deps), stored).toEqual({
        ok: false,
        needsRehash: false,
        refused: reason,
      })
      expect(() => parsePasswordHash(stored)).toThrow(PasswordHashFormatError)
    }
    // Refused before any derivation: a real one takes tens of milliseconds, these none.
    expect(deps.derive).not.toHaveBeenCalled()
  })

  it('flags needsRehash when the stored parameters differ from the current ones', async () => {
    const password = 'old-params-password'
    const salt = nodeScryptDeps.randomBytes(SALT_BYTES)
    const older = { N: 2 ** 12, r: 8, p: 1 }
    const key = await nodeScryptDeps.derive(enc.encode(password), salt, KEY_BYTES, older)
    const stored = formatPasswordHash({ params: older, salt, key })

    expect(await verifyPassword(password, stored)).toEqual({ ok: true, needsRehash: true })
    // A wrong password never asks for a rehash.
    expect(await verifyPassword('wrong', stored)).toEqual({ ok: false, needsRehash: false })

    const longKey = await nodeScryptDeps.derive(enc.encode(password), salt, 64, SCRYPT_PARAMS)
    const storedLongKey = formatPasswordHash({ params: SCRYPT_PARAMS, salt, key: longKey })
    expect(await verifyPassword(password, storedLongKey)).toEqual({ ok: true, needsRehash: true })
  })

  it('derives with the stored parameters, not the current ones', async () => {
    const deps = spyDeps()
    const salt = nodeScryptDeps.randomBytes(SALT_BYTES)
    const older = { N: 2 ** 11, r: 4, p: 2 }
    const key = await nodeScryptDeps.derive(enc.encode('pw'), salt, KEY_BYTES, older)
    await verifyPassword('pw', formatPasswordHash({ params: older, salt, key }), deps)
    expect(deps.derive).toHaveBeenCalledTimes(1)
    expect(deps.derive.mock.calls[0]?.[3]).toEqual(older)
  })
})

describe('DUMMY_HASH / verifyAgainstDummy', SLOW, () => {
  it('is a valid hash with the current parameters, so it costs what a real check costs', () => {
    const parsed = parsePasswordHash(DUMMY_HASH)
    expect(parsed.params).toEqual(SCRYPT_PARAMS)
    expect(parsed.salt).toHaveLength(SALT_BYTES)
    expect(parsed.key).toHaveLength(KEY_BYTES)
  })

  it('performs exactly one derivation with the current parameters and never succeeds', async () => {
    const deps = spyDeps()
    expect(await verifyAgainstDummy('anything', deps)).toEqual({ ok: false, needsRehash: false })
    expect(deps.derive).toHaveBeenCalledTimes(1)
    expect(deps.derive.mock.calls[0]?.[3]).toEqual(SCRYPT_PARAMS)
    expect(deps.derive.mock.calls[0]?.[2]).toBe(KEY_BYTES)
  })

  it('returns ok:false even if the derivation matched', async () => {
    const parsed = parsePasswordHash(DUMMY_HASH)
    const deps: PasswordDeps = { ...nodeScryptDeps, derive: async () => parsed.key }
    expect((await verifyPassword('x', DUMMY_HASH, deps)).ok).toBe(true) // the stub matches…
    expect((await verifyAgainstDummy('x', deps)).ok).toBe(false) // …the dummy still says no
  })
})
