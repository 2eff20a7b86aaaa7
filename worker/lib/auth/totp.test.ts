import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { base32Decode, base32Encode, generateTotpSecret, totpCode, totpStep, totpUri, verifyTotp } from './totp'

const RFC_SECRET_ASCII = '12345678901234567890'
const RFC_SECRET = base32Encode(new TextEncoder().encode(RFC_SECRET_ASCII))
const seconds = (s: number) => new Date(s * 1000)

// RFC 6238 appendix B, SHA-1 column (the last one has a counter above 2^32).
const VECTORS: Array<[number, string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
]

describe('base32', () => {
  it('matches RFC 4648 test vectors', () => {
    const cases: Array<[string, string]> = [
      ['', ''],
      ['f', 'MY'],
      ['fo', 'MZXQ'],
      ['foo', 'MZXW6'],
      ['foob', 'MZXW6YQ'],
      ['fooba', 'MZXW6YTB'],
      ['foobar', 'MZXW6YTBOI'],
    ]
    for (const [plain, encoded] of cases) {
      expect(base32Encode(new TextEncoder().encode(plain))).toBe(encoded)
      expect(new TextDecoder().decode(base32Decode(encoded))).toBe(plain)
    }
    expect(RFC_SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ')
  })

  it('round-trips any bytes and tolerates case, spaces and padding', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const encoded = base32Encode(bytes)
        expect(base32Decode(encoded)).toEqual(bytes)
        expect(base32Decode(`${encoded.toLowerCase().replace(/(.{4})/g, '$1 ')}===`)).toEqual(bytes)
      }),
    )
    expect(() => base32Decode('ABC1')).toThrow(TypeError)
  })
})

describe('TOTP', () => {
  it.each(VECTORS)('RFC 6238 vector at t=%i → %s', async (t, code) => {
    expect(await totpCode(RFC_SECRET, seconds(t), { digits: 8 })).toBe(code)
    expect(await verifyTotp(RFC_SECRET, code, seconds(t), 0, { digits: 8 })).toBe(Math.floor(t / 30))
    // Raw bytes work the same as the base32 form.
    expect(await totpCode(new TextEncoder().encode(RFC_SECRET_ASCII), seconds(t), { digits: 8 })).toBe(code)
  })

  it('defaults to 6 digits (the low 6 digits of the 8-digit code)', async () => {
    expect(await totpCode(RFC_SECRET, seconds(59))).toBe('287082')
    expect(await verifyTotp(RFC_SECRET, '287082', seconds(59))).toBe(1)
    expect(await verifyTotp(RFC_SECRET, '94287082', seconds(59))).toBeNull()
  })

  it('accepts neighbouring steps within the window and returns the matched step', async () => {
    const now = seconds(1_700_000_000)
    const step = totpStep(now)
    const codeAt = (k: number) => totpCode(RFC_SECRET, seconds((step + k) * 30))

    expect(await verifyTotp(RFC_SECRET, await codeAt(0), now)).toBe(step)
    expect(await verifyTotp(RFC_SECRET, await codeAt(-1), now)).toBe(step - 1)
    expect(await verifyTotp(RFC_SECRET, await codeAt(1), now)).toBe(step + 1)
    expect(await verifyTotp(RFC_SECRET, await codeAt(-2), now)).toBeNull()
    expect(await verifyTotp(RFC_SECRET, await codeAt(2), now)).toBeNull()
    expect(await verifyTotp(RFC_SECRET, await codeAt(-2), now, 2)).toBe(step - 2)
    expect(await verifyTotp(RFC_SECRET, await codeAt(-1), now, 0)).toBeNull()
  })

  it('refuses a step at or before lastUsedStep (replay)', async () => {
    const now = seconds(1_700_000_000)
    const code = await totpCode(RFC_SECRET, now)
    const step = await verifyTotp(RFC_SECRET, code, now)
    expect(step).toBe(totpStep(now))
    expect(await verifyTotp(RFC_SECRET, code, now, 1, { lastUsedStep: step })).toBeNull()
    expect(await verifyTotp(RFC_SECRET, code, now, 1, { lastUsedStep: step! + 1 })).toBeNull()
    expect(await verifyTotp(RFC_SECRET, code, now, 1, { lastUsedStep: step! - 1 })).toBe(step)
    expect(await verifyTotp(RFC_SECRET, code, now, 1, { lastUsedStep: null })).toBe(step)
  })

  it('rejects malformed codes and a wrong code; allows spaces inside', async () => {
    const now = seconds(1_700_000_000)
    const code = await totpCode(RFC_SECRET, now)
    expect(await verifyTotp(RFC_SECRET, `${code.slice(0, 3)} ${code.slice(3)}`, now)).toBe(totpStep(now))
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    // (Fixed time, so deterministic: the off-by-one code matches no step in the window.)
    const neighbours = await Promise.all([-1, 1].map((k) => totpCode(RFC_SECRET, seconds((totpStep(now) + k) * 30))))
    expect(neighbours).not.toContain(wrong)
    expect(await verifyTotp(RFC_SECRET, wrong, now)).toBeNull()
    for (const bad of ['', '12345', '1234567', 'abcdef', '12345a', `${code}0`]) {
      expect(await verifyTotp(RFC_SECRET, bad, now)).toBeNull()
    }
  })

  it('a different secret does not verify', async () => {
    const now = seconds(1_700_000_000)
    const other = base32Encode(new TextEncoder().encode('another-secret-20byt'))
    const code = await totpCode(other, now)
    const mine = await Promise.all([-1, 0, 1].map((k) => totpCode(RFC_SECRET, seconds((totpStep(now) + k) * 30))))
    expect(mine).not.toContain(code)
    expect(await verifyTotp(RFC_SECRET, code, now)).toBeNull()
    expect(await verifyTotp(other, code, now)).toBe(totpStep(now))
  })
})

describe('generateTotpSecret / totpUri', () => {
  it('makes 20-byte random secrets in base32', () => {
    const secrets = new Set(Array.from({ length: 100 }, generateTotpSecret))
    expect(secrets.size).toBe(100)
    for (const s of secrets) {
      expect(s).toMatch(/^[A-Z2-7]{32}$/)
      expect(base32Decode(s)).toHaveLength(20)
    }
  })

  it('builds an otpauth:// URI authenticator apps understand', () => {
    const uri = totpUri({ secret: RFC_SECRET, account: 'jane.doe@example.ca', issuer: 'Maple & Co Mortgages' })
    expect(uri.startsWith('otpauth://totp/Maple%20%26%20Co%20Mortgages:jane.doe%40example.ca?')).toBe(true)
    const params = new URL(uri).searchParams
    expect(params.get('secret')).toBe(RFC_SECRET)
    expect(params.get('issuer')).toBe('Maple & Co Mortgages')
    expect(params.get('algorithm')).toBe('SHA1')
    expect(params.get('digits')).toBe('6')
    expect(params.get('period')).toBe('30')
    expect(uri).not.toContain('+')
  })
})
