/**
 * Web Push from the worker: RFC 8291 `aes128gcm` encryption and RFC 8292 VAPID through
 * @block65/webcrypto-web-push (WebCrypto only; docs/decisions/033-web-push-library.md), the
 * VAPID configuration from the environment, and which push endpoints may be used.
 */

import { buildPushPayload } from '@block65/webcrypto-web-push'
import { base64url } from 'jose'
import { classifyHost, isHostAllowed } from './safe-fetch'

// ---------------------------------------------------------------------------------------------
// VAPID configuration
// ---------------------------------------------------------------------------------------------

export type VapidKeys = {
  /** Uncompressed P-256 public key (65 bytes), base64url: the browser's applicationServerKey. */
  publicKey: string
  /** The private scalar `d` (32 bytes), base64url. */
  privateKey: string
  /** `mailto:` or `https:` contact for the push services (RFC 8292 §2.1). */
  subject: string
}

export type VapidEnv = {
  VAPID_PUBLIC_KEY?: string
  VAPID_PRIVATE_KEY?: string
  VAPID_SUBJECT?: string
  ENVIRONMENT?: string
}

export type VapidResult = { ok: true; vapid: VapidKeys } | { ok: false; problem: string }

const B64URL = /^[A-Za-z0-9_-]+$/
/** Reserved or local names that cannot be a production contact (RFC 2606, RFC 6761). */
const PLACEHOLDER_HOST = /(^|\.)(example|test|invalid|localhost|local)$|(^|\.)example\.(com|net|org)$/i

/** Why `subject` is not a usable contact, or null. */
export function vapidSubjectProblem(subject: string, production: boolean): string | null {
  let host: string
  if (subject.startsWith('mailto:')) {
    const m = /^mailto:[^@\s/?#]+@([A-Za-z0-9.-]+\.[A-Za-z]{2,})$/.exec(subject)
    if (!m?.[1]) return 'VAPID_SUBJECT must be mailto:name@domain or an https: URL'
    host = m[1]
  } else if (subject.startsWith('https://')) {
    try {
      host = new URL(subject).hostname
    } catch {
      return 'VAPID_SUBJECT is not a valid https URL'
    }
  } else {
    return 'VAPID_SUBJECT must start with mailto: or https://'
  }
  if (production && (PLACEHOLDER_HOST.test(host) || classifyHost(host)))
    return `VAPID_SUBJECT must be a real contact, not ${host}`
  return null
}

const checked = new Map<string, Promise<VapidResult>>()

/**
 * The VAPID keys from the environment, checked once per isolate: both keys present and of the
 * right size, the private key matching the public one (a signature made with one verifies with
 * the other), and a real contact in production. Not ok → alerts are off (routes answer 503, the
 * run sends nothing and logs the problem).
 */
export function vapidFromEnv(env: VapidEnv): Promise<VapidResult> {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim() ?? ''
  const privateKey = env.VAPID_PRIVATE_KEY?.trim() ?? ''
  const subject = env.VAPID_SUBJECT?.trim() ?? ''
  const production = env.ENVIRONMENT === 'production'
  const key = `${publicKey}|${privateKey}|${subject}|${production}`
  let result = checked.get(key)
  if (!result) {
    result = checkVapid({ publicKey, privateKey, subject }, production)
    checked.set(key, result)
  }
  return result
}

async function checkVapid(vapid: VapidKeys, production: boolean): Promise<VapidResult> {
  if (!vapid.publicKey || !vapid.privateKey || !vapid.subject) {
    return { ok: false, problem: 'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT must all be set' }
  }
  const subjectProblem = vapidSubjectProblem(vapid.subject, production)
  if (subjectProblem) return { ok: false, problem: subjectProblem }
  if (!B64URL.test(vapid.publicKey) || !B64URL.test(vapid.privateKey))
    return { ok: false, problem: 'VAPID keys must be base64url' }
  const pub = base64url.decode(vapid.publicKey)
  if (pub.length !== 65 || pub[0] !== 4)
    return { ok: false, problem: 'VAPID_PUBLIC_KEY must be an uncompressed P-256 point (65 bytes)' }
  if (base64url.decode(vapid.privateKey).length !== 32)
    return { ok: false, problem: 'VAPID_PRIVATE_KEY must be 32 bytes' }
  try {
    const jwk = {
      kty: 'EC',
      crv: 'P-256',
      x: base64url.encode(pub.slice(1, 33)),
      y: base64url.encode(pub.slice(33, 65)),
    }
    const algorithm = { name: 'ECDSA', namedCurve: 'P-256' }
    const signer = await crypto.subtle.importKey('jwk', { ...jwk, d: vapid.privateKey }, algorithm, false, ['sign'])
    const verifier = await crypto.subtle.importKey('jwk', jwk, algorithm, false, ['verify'])
    const data = new TextEncoder().encode('vapid key check')
    const signature = await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, signer, data)
    if (await crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, verifier, signature, data))
      return { ok: true, vapid }
  } catch {
    // Some runtimes refuse a mismatched pair at import already.
  }
  return { ok: false, problem: 'VAPID_PRIVATE_KEY does not belong to VAPID_PUBLIC_KEY (or is not a P-256 key)' }
}

// ---------------------------------------------------------------------------------------------
// Endpoints
// ---------------------------------------------------------------------------------------------

/**
 * The push services of the browsers in use (Chrome/Edge-on-Android/Samsung/Opera: FCM;
 * Firefox: Mozilla autopush; Safari: Apple; Edge on Windows: WNS). A browser with another
 * service cannot subscribe in production until its host is added here.
 */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
] as const

/**
 * Why a push endpoint may not be used, or null. https only; a known push service host; never a
 * link-local/metadata, unspecified or reserved address. `allowPrivate` (outside production:
 * tests and local runs) also lets loopback and private addresses through, whatever the host
 * (the tests' push-service fixture listens on 127.0.0.1), as worker/lib/safe-fetch.ts does.
 */
export function pushEndpointProblem(endpoint: string, allowPrivate: boolean): string | null {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return 'Must be an https URL'
  }
  if (url.protocol !== 'https:') return 'Must be an https URL'
  if (url.username || url.password) return 'Must not contain credentials'
  const cls = classifyHost(url.hostname)
  if (cls)
    return allowPrivate && (cls === 'loopback' || cls === 'private')
      ? null
      : `A ${cls} address cannot be a push service`
  if (!isHostAllowed(url.hostname, PUSH_SERVICE_HOSTS)) return 'Not a known push service'
  return null
}

// ---------------------------------------------------------------------------------------------
// Sending
// ---------------------------------------------------------------------------------------------

export type PushTarget = { endpoint: string; p256dh: string; auth: string }

/**
 * - `sent`: the push service accepted the message (2xx);
 * - `gone`: 404 or 410, the subscription has expired or was removed (RFC 8030 §7.3): forget it;
 * - `failed`: anything else (5xx, 429, 403, 413, a network error, a timeout): try again later.
 */
export type PushOutcome =
  | { kind: 'sent'; status: number }
  | { kind: 'gone'; status: number }
  | { kind: 'failed'; status: number | null; detail: string }

export type SendPushOptions = {
  /** Seconds the push service keeps an undelivered message (RFC 8030 §5.2). */
  ttl: number
  /** Replaces an undelivered message with the same topic (≤ 32 base64url characters). */
  topic?: string
  urgency?: 'low' | 'normal' | 'high'
  timeoutMs?: number
  fetchImpl?: typeof fetch
}

/** Encrypts `data` for the subscription and posts it to its push service. Never throws. */
export async function sendPush(
  target: PushTarget,
  data: string,
  vapid: VapidKeys,
  options: SendPushOptions,
): Promise<PushOutcome> {
  const { ttl, topic, urgency = 'normal', timeoutMs = 10_000, fetchImpl = fetch } = options
  let request: Awaited<ReturnType<typeof buildPushPayload>>
  try {
    request = await buildPushPayload(
      { data, options: { ttl, urgency, ...(topic ? { topic } : {}) } },
      { endpoint: target.endpoint, expirationTime: null, keys: { p256dh: target.p256dh, auth: target.auth } },
      vapid,
    )
  } catch (error) {
    return { kind: 'failed', status: null, detail: `could not encrypt: ${errorText(error)}` }
  }
  try {
    const res = await fetchImpl(target.endpoint, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    })
    await res.body?.cancel().catch(() => {})
    if (res.status >= 200 && res.status < 300) return { kind: 'sent', status: res.status }
    if (res.status === 404 || res.status === 410) return { kind: 'gone', status: res.status }
    return { kind: 'failed', status: res.status, detail: `HTTP ${res.status} from ${new URL(target.endpoint).host}` }
  } catch (error) {
    return { kind: 'failed', status: null, detail: `${new URL(target.endpoint).host}: ${errorText(error)}` }
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message.slice(0, 200) : String(error).slice(0, 200)
}
