/**
 * Password hashing with scrypt (node:crypto, available in workerd under `nodejs_compat`).
 *
 * Why scrypt: Workers production caps PBKDF2 at 100,000 iterations (local workerd does not),
 * so PBKDF2 cannot reach a safe cost there. See docs/decisions/005-sessions-and-tokens.md.
 *
 * Stored format (self-describing, so parameters can change later):
 *   scrypt$N=16384,r=8,p=5$<salt, base64>$<derived key, base64>
 *
 * Malformed or out-of-range stored hashes are REFUSED before any derivation:
 * `verifyPassword` returns `{ ok: false, needsRehash: false, refused: <reason> }` instead of
 * throwing, so a corrupted or tampered row can never make the server burn memory/CPU and the
 * caller's control flow stays "wrong password". Callers should log `refused` (never the hash).
 * `parsePasswordHash` throws the typed `PasswordHashFormatError` for callers that want it.
 */
import { Buffer } from 'node:buffer'
import { randomBytes as nodeRandomBytes, scrypt as nodeScrypt, timingSafeEqual } from 'node:crypto'

export type ScryptParams = {
  /** CPU/memory cost, a power of two. */
  N: number
  /** Block size. */
  r: number
  /** Parallelisation. */
  p: number
}

/** Current parameters (docs/decisions/005). Changing them makes old hashes `needsRehash`. */
export const SCRYPT_PARAMS: Readonly<ScryptParams> = Object.freeze({ N: 2 ** 14, r: 8, p: 5 })
export const SALT_BYTES = 16
export const KEY_BYTES = 32
/** Longest accepted password, in UTF-8 bytes (after NFKC). Routes should enforce a lower limit. */
export const MAX_PASSWORD_BYTES = 1024

/**
 * What a stored hash may ask for. Anything outside is refused before deriving, so a tampered
 * row cannot make one sign-in allocate hundreds of MiB or run for seconds.
 * Workers have 128 MB of memory per isolate, hence the 64 MiB memory cap.
 */
export const SCRYPT_LIMITS = Object.freeze({
  minN: 2 ** 10,
  maxN: 2 ** 17,
  maxR: 16,
  maxP: 16,
  /** 128·N·r bytes (the V array). */
  maxMemoryBytes: 64 * 1024 * 1024,
  /** N·r·p, i.e. total work; 4× the current parameters. */
  maxWork: 4 * SCRYPT_PARAMS.N * SCRYPT_PARAMS.r * SCRYPT_PARAMS.p,
  minSaltBytes: 16,
  maxSaltBytes: 64,
  minKeyBytes: 16,
  maxKeyBytes: 64,
})

export type ParsedPasswordHash = {
  params: ScryptParams
  salt: Uint8Array
  key: Uint8Array
}

export type PasswordHashRefusal = 'malformed' | 'params-out-of-range'

export class PasswordHashFormatError extends Error {
  override readonly name = 'PasswordHashFormatError'
  constructor(
    readonly reason: PasswordHashRefusal,
    message: string,
  ) {
    super(message)
  }
}

/** Thrown by `hashPassword` for an empty or over-long password (routes validate first). */
export class PasswordInputError extends Error {
  override readonly name = 'PasswordInputError'
}

export type VerifyResult = {
  ok: boolean
  /** True when `ok` and the stored hash was made with other parameters: re-hash and store. */
  needsRehash: boolean
  /** Set when the stored hash was refused without deriving. */
  refused?: PasswordHashRefusal
}

/** Injected primitives (tests spy on `derive`; production uses node:crypto). */
export type PasswordDeps = {
  derive: (password: Uint8Array, salt: Uint8Array, keyBytes: number, params: ScryptParams) => Promise<Uint8Array>
  randomBytes: (n: number) => Uint8Array
}

/**
 * Bytes scrypt needs: V = 128·r·N, B = 128·r·p, plus 128·r·2 of scratch (OpenSSL uses N+2,
 * BoringSSL N+1). node:crypto refuses to run above `maxmem` (default 32 MiB).
 */
export function scryptMaxmem({ N, r, p }: ScryptParams): number {
  return 128 * r * (N + p + 2)
}

export const nodeScryptDeps: PasswordDeps = {
  derive: (password, salt, keyBytes, params) =>
    new Promise((resolve, reject) => {
      nodeScrypt(
        password,
        salt,
        keyBytes,
        { N: params.N, r: params.r, p: params.p, maxmem: scryptMaxmem(params) },
        (err, key) => (err ? reject(err) : resolve(new Uint8Array(key.buffer, key.byteOffset, key.byteLength))),
      )
    }),
  randomBytes: (n) => new Uint8Array(nodeRandomBytes(n)),
}

const encoder = new TextEncoder()

function passwordBytes(plain: string): Uint8Array {
  return encoder.encode(plain.normalize('NFKC'))
}

function b64(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64')
}

/** Strict base64: only canonical encodings (Buffer's decoder is lenient, so round-trip). */
function fromB64(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text)) return null
  const buf = Buffer.from(text, 'base64')
  if (buf.toString('base64') !== text) return null
  return new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength)
}

export function formatPasswordHash({ params, salt, key }: ParsedPasswordHash): string {
  return `scrypt$N=${params.N},r=${params.r},p=${params.p}$${b64(salt)}$${b64(key)}`
}

const HASH_RE = /^scrypt\$N=([1-9][0-9]{0,9}),r=([1-9][0-9]{0,3}),p=([1-9][0-9]{0,3})\$([^$]{1,128})\$([^$]{1,128})$/

function isPowerOfTwo(n: number): boolean {
  return Number.isSafeInteger(n) && n > 1 && (n & (n - 1)) === 0
}

/** Parse and bound-check a stored hash. Throws `PasswordHashFormatError`; never derives. */
export function parsePasswordHash(stored: string): ParsedPasswordHash {
  if (typeof stored !== 'string' || stored.length > 400) {
    throw new PasswordHashFormatError('malformed', 'password hash is not a scrypt hash string')
  }
  const m = HASH_RE.exec(stored)
  if (!m) throw new PasswordHashFormatError('malformed', 'password hash is not a scrypt hash string')
  const [, nText, rText, pText, saltText, keyText] = m as unknown as [string, string, string, string, string, string]
  const params = { N: Number(nText), r: Number(rText), p: Number(pText) }
  const salt = fromB64(saltText)
  const key = fromB64(keyText)
  if (!salt || !key) throw new PasswordHashFormatError('malformed', 'password hash salt or key is not base64')

  const L = SCRYPT_LIMITS
  const problems: string[] = []
  if (!isPowerOfTwo(params.N)) problems.push('N must be a power of two')
  if (params.N < L.minN || params.N > L.maxN) problems.push(`N must be within [${L.minN}, ${L.maxN}]`)
  if (params.r > L.maxR) problems.push(`r must be ≤ ${L.maxR}`)
  if (params.p > L.maxP) problems.push(`p must be ≤ ${L.maxP}`)
  if (128 * params.N * params.r > L.maxMemoryBytes) problems.push('memory cost too high')
  if (params.N * params.r * params.p > L.maxWork) problems.push('work factor too high')
  if (salt.length < L.minSaltBytes || salt.length > L.maxSaltBytes) problems.push('salt length out of range')
  if (key.length < L.minKeyBytes || key.length > L.maxKeyBytes) problems.push('key length out of range')
  if (problems.length > 0) {
    throw new PasswordHashFormatError('params-out-of-range', `password hash refused: ${problems.join('; ')}`)
  }
  return { params, salt, key }
}

/** Hash a password with the current parameters. */
export async function hashPassword(plain: string, deps: PasswordDeps = nodeScryptDeps): Promise<string> {
  const password = passwordBytes(plain)
  if (password.length === 0) throw new PasswordInputError('password is empty')
  if (password.length > MAX_PASSWORD_BYTES)
    throw new PasswordInputError(`password is longer than ${MAX_PASSWORD_BYTES} bytes`)
  const salt = deps.randomBytes(SALT_BYTES)
  const key = await deps.derive(password, salt, KEY_BYTES, SCRYPT_PARAMS)
  return formatPasswordHash({ params: { ...SCRYPT_PARAMS }, salt, key })
}

function isCurrent(parsed: ParsedPasswordHash): boolean {
  const { params, salt, key } = parsed
  return (
    params.N === SCRYPT_PARAMS.N &&
    params.r === SCRYPT_PARAMS.r &&
    params.p === SCRYPT_PARAMS.p &&
    salt.length === SALT_BYTES &&
    key.length === KEY_BYTES
  )
}

/**
 * Verify `plain` against a stored hash with a constant-time comparison.
 * Out-of-range or malformed stored hashes are refused without deriving (see the file header).
 */
export async function verifyPassword(
  plain: string,
  stored: string,
  deps: PasswordDeps = nodeScryptDeps,
): Promise<VerifyResult> {
  let parsed: ParsedPasswordHash
  try {
    parsed = parsePasswordHash(stored)
  } catch (err) {
    if (err instanceof PasswordHashFormatError) return { ok: false, needsRehash: false, refused: err.reason }
    throw err
  }
  const password = passwordBytes(plain)
  // Over-long input: refuse without deriving. The length is the caller's own input, so the
  // shorter run time reveals nothing about the account.
  if (password.length > MAX_PASSWORD_BYTES) return { ok: false, needsRehash: false }
  const derived = await deps.derive(password, parsed.salt, parsed.key.length, parsed.params)
  const ok = derived.length === parsed.key.length && timingSafeEqual(derived, parsed.key)
  return { ok, needsRehash: ok && !isCurrent(parsed) }
}

/**
 * A valid hash (current parameters) of a random password nobody knows. Sign-in for an unknown
 * email verifies against it so it costs the same time as a wrong password for a real account.
 * A unit test fails if SCRYPT_PARAMS change without regenerating it.
 */
export const DUMMY_HASH = 'scrypt$N=16384,r=8,p=5$1Gz/j9dQHmCY5iQ6Wvt9gg==$qtEr7z6rP97N5vJqXsId8LKByqDC5pIYQJNEnFTO72E='

/** Same cost as `verifyPassword` against a real account; always `{ ok: false }`. */
export async function verifyAgainstDummy(plain: string, deps: PasswordDeps = nodeScryptDeps): Promise<VerifyResult> {
  await verifyPassword(plain, DUMMY_HASH, deps)
  return { ok: false, needsRehash: false }
}
