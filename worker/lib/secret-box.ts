/**
 * Secrets at rest (the news feed service's app key and tokens; docs/decisions/031): sealed with
 * AES-256-GCM through WebCrypto (workerd and Node alike).
 *
 * - The key comes from the environment only (NEWS_CREDENTIALS_KEY, `wrangler secret put`): a
 *   string of at least 32 random bytes, checked like JWT_SECRET (assertStrongSecret). The AES
 *   key is derived from it with HKDF-SHA-256, so any strong string works
 *   (`openssl rand -base64 48`).
 * - Sealed form: `v1.<iv>.<ciphertext+tag>` (base64url), a fresh 96-bit IV per seal. The
 *   `context` (table and column) is authenticated data: a value copied into another column
 *   does not open.
 * - A missing or weak key is reported (`{ ok: false, problem }`) to the feature that needs it;
 *   nothing else in the worker depends on it.
 */
import { base64url } from 'jose'
import { assertStrongSecret, WeakSecretError } from './auth/access-token'

export type SecretBox = {
  seal(plain: string, context: string): Promise<string>
  /** Throws when the value was sealed under another key or context, or was altered. */
  open(sealed: string, context: string): Promise<string>
}

export type SecretBoxResult = { ok: true; box: SecretBox } | { ok: false; problem: string }

const VERSION = 'v1'
const HKDF_INFO = 'brokerage/secret-box/v1'
const encoder = new TextEncoder()
const decoder = new TextDecoder()
const boxes = new Map<string, Promise<SecretBoxResult>>()

/** The box for this key text (one per isolate and key), or why the key cannot be used. */
export function secretBox(keyText: string | undefined, label: string): Promise<SecretBoxResult> {
  const cacheKey = `${label}\u0000${keyText ?? ''}`
  let pending = boxes.get(cacheKey)
  if (!pending) {
    pending = build(keyText, label)
    boxes.set(cacheKey, pending)
  }
  return pending
}

async function build(keyText: string | undefined, label: string): Promise<SecretBoxResult> {
  try {
    assertStrongSecret(keyText, label)
  } catch (error) {
    if (error instanceof WeakSecretError) return { ok: false, problem: error.message }
    throw error
  }
  const material = await crypto.subtle.importKey('raw', encoder.encode(keyText), 'HKDF', false, ['deriveKey'])
  const key = await crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(32), info: encoder.encode(HKDF_INFO) },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  )
  return {
    ok: true,
    box: {
      async seal(plain, context) {
        const iv = crypto.getRandomValues(new Uint8Array(12))
        const data = await crypto.subtle.encrypt(
          { name: 'AES-GCM', iv, additionalData: encoder.encode(context) },
          key,
          encoder.encode(plain),
        )
        return `${VERSION}.${base64url.encode(iv)}.${base64url.encode(new Uint8Array(data))}`
      },
      async open(sealed, context) {
        const [version, iv, data, extra] = sealed.split('.')
        if (version !== VERSION || !iv || !data || extra !== undefined) throw new Error('not a sealed value')
        const plain = await crypto.subtle.decrypt(
          {
            name: 'AES-GCM',
            iv: base64url.decode(iv) as Uint8Array<ArrayBuffer>,
            additionalData: encoder.encode(context),
          },
          key,
          base64url.decode(data) as Uint8Array<ArrayBuffer>,
        )
        return decoder.decode(plain)
      },
    },
  }
}

/** '••••' plus the last 4 characters; only '••••' when the value is too short to show any. */
export function secretHint(value: string): string {
  return value.length >= 12 ? `••••${value.slice(-4)}` : '••••'
}
