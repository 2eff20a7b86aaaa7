/**
 * VAPID keys (RFC 8292) for Web Push, made with WebCrypto: a P-256 key pair as the worker reads
 * it — VAPID_PUBLIC_KEY (the uncompressed point, base64url, 87 characters) and
 * VAPID_PRIVATE_KEY (the private scalar d, base64url, 43 characters).
 *
 * `npm start` keeps one pair in .data/vapid.json (made once; `--fresh` makes a new one, and
 * devices must then subscribe again); `npm run vapid:generate` prints a pair for production.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'

export type VapidKeyPair = { publicKey: string; privateKey: string }

export async function generateVapidKeys(): Promise<VapidKeyPair> {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify'])
  const jwk = await crypto.subtle.exportKey('jwk', pair.privateKey)
  const publicKey = Buffer.from(await crypto.subtle.exportKey('raw', pair.publicKey)).toString('base64url')
  return { publicKey, privateKey: jwk.d! }
}

/** The pair stored in `file`, or a new one written there (mode 0600). */
export async function localVapidKeys(file: string): Promise<VapidKeyPair> {
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeyPair>
    if (typeof stored.publicKey === 'string' && typeof stored.privateKey === 'string')
      return { publicKey: stored.publicKey, privateKey: stored.privateKey }
  }
  const keys = await generateVapidKeys()
  writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 })
  return keys
}
