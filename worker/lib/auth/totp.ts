/**
 * TOTP (RFC 6238 over RFC 4226 HOTP): HMAC-SHA-1, 6 digits, 30-second steps, WebCrypto only,
 * so it runs unchanged in workerd and Node.
 *
 * Replays: `verifyTotp` returns the matched time step. Store it (`mfa_factors.last_used_step`)
 * and pass it back as `lastUsedStep`; a code for that step or any earlier one is then refused.
 * Guessing: throttle attempts per user (see `consumeTotpAttempt` in ./throttle).
 */

export type TotpOptions = {
  /** Code length; 6 for authenticator apps (8 only for the RFC test vectors). */
  digits?: number
  /** Step length in seconds. */
  period?: number
}

export const TOTP_DIGITS = 6
export const TOTP_PERIOD_SECONDS = 30
export const TOTP_SECRET_BYTES = 20

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/** RFC 4648 base32, upper case, without padding (what authenticator apps expect). */
export function base32Encode(bytes: Uint8Array): string {
  let out = ''
  let buffer = 0
  let bits = 0
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += BASE32_ALPHABET[(buffer >>> (bits - 5)) & 31]
      bits -= 5
    }
    buffer &= (1 << bits) - 1
  }
  if (bits > 0) out += BASE32_ALPHABET[(buffer << (5 - bits)) & 31]
  return out
}

/** Decodes base32, tolerating lower case, spaces, dashes and `=` padding. Throws on bad input. */
export function base32Decode(text: string): Uint8Array<ArrayBuffer> {
  const clean = text.replace(/[\s-]/g, '').replace(/=+$/, '').toUpperCase()
  const out: number[] = []
  let buffer = 0
  let bits = 0
  for (const ch of clean) {
    const v = BASE32_ALPHABET.indexOf(ch)
    if (v === -1) throw new TypeError('invalid base32 secret')
    buffer = (buffer << 5) | v
    bits += 5
    if (bits >= 8) {
      out.push((buffer >>> (bits - 8)) & 0xff)
      bits -= 8
    }
    buffer &= (1 << bits) - 1
  }
  return new Uint8Array(out)
}

/** 20 random bytes (160 bits, RFC 4226's recommended length), base32. */
export function generateTotpSecret(): string {
  return base32Encode(crypto.getRandomValues(new Uint8Array(TOTP_SECRET_BYTES)))
}

/** `otpauth://` URI for the QR code shown at enrolment. */
export function totpUri({ secret, account, issuer }: { secret: string; account: string; issuer: string }): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`
  const params = new URLSearchParams({
    secret: base32Encode(base32Decode(secret)),
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_PERIOD_SECONDS),
  })
  return `otpauth://totp/${label}?${params.toString().replaceAll('+', '%20')}`
}

function resolve(options: TotpOptions) {
  const digits = options.digits ?? TOTP_DIGITS
  const period = options.period ?? TOTP_PERIOD_SECONDS
  if (!Number.isInteger(digits) || digits < 6 || digits > 8) throw new RangeError('digits must be 6, 7 or 8')
  if (!Number.isInteger(period) || period < 1) throw new RangeError('period must be a positive integer')
  return { digits, period }
}

async function importKey(secret: string | Uint8Array): Promise<CryptoKey> {
  const raw = typeof secret === 'string' ? base32Decode(secret) : new Uint8Array(secret)
  if (raw.length < 10) throw new RangeError('TOTP secret must be at least 80 bits')
  return crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-1' }, false, ['sign'])
}

async function hotp(key: CryptoKey, counter: number, digits: number): Promise<string> {
  const msg = new Uint8Array(8)
  const view = new DataView(msg.buffer)
  view.setUint32(0, Math.floor(counter / 2 ** 32))
  view.setUint32(4, counter >>> 0)
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, msg))
  const offset = (mac[mac.length - 1] as number) & 0x0f
  const binary =
    (((mac[offset] as number) & 0x7f) << 24) |
    ((mac[offset + 1] as number) << 16) |
    ((mac[offset + 2] as number) << 8) |
    (mac[offset + 3] as number)
  return String(binary % 10 ** digits).padStart(digits, '0')
}

/** The time step containing `now`. */
export function totpStep(now: Date, period = TOTP_PERIOD_SECONDS): number {
  return Math.floor(now.getTime() / 1000 / period)
}

/** The code for `now` (enrolment previews, tests). */
export async function totpCode(secret: string | Uint8Array, now: Date, options: TotpOptions = {}): Promise<string> {
  const { digits, period } = resolve(options)
  return hotp(await importKey(secret), totpStep(now, period), digits)
}

/** Equal strings, compared without an early exit (the time does not depend on where they differ). */
export function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return diff === 0
}

/**
 * Check `code` against the steps `now ± window`. Returns the matched step, or null.
 * Every candidate step is computed and compared (no early exit). With `lastUsedStep`, steps at
 * or before it are refused, so a code cannot be used twice.
 */
export async function verifyTotp(
  secret: string | Uint8Array,
  code: string,
  now: Date,
  window = 1,
  options: TotpOptions & { lastUsedStep?: number | null } = {},
): Promise<number | null> {
  const { digits, period } = resolve(options)
  if (!Number.isInteger(window) || window < 0 || window > 10) throw new RangeError('window must be within [0, 10]')
  const normalized = typeof code === 'string' ? code.replace(/\s/g, '') : ''
  if (!new RegExp(`^[0-9]{${digits}}$`).test(normalized)) return null
  const key = await importKey(secret)
  const current = totpStep(now, period)
  const floor = options.lastUsedStep ?? -1
  let matched: number | null = null
  for (let step = current - window; step <= current + window; step++) {
    if (step < 0) continue
    const ok = constantTimeEqual(await hotp(key, step, digits), normalized)
    if (ok && step > floor && matched === null) matched = step
  }
  return matched
}
