/**
 * TEST SEAM — a local push service (Node only, never imported by the worker). It stands in for
 * FCM / Mozilla / Apple in the unit, integration and e2e tests, and checks what a real one
 * would, independently of the library the worker uses (node:crypto here, WebCrypto there):
 *
 * - the VAPID header (RFC 8292): `vapid t=<JWT>, k=<key>`, k is the server's public key, the
 *   JWT is ES256 signed by it, `aud` is the endpoint's origin, `exp` within 24 hours, `sub` a
 *   mailto:/https: contact → otherwise 403, as push services answer;
 * - the body (RFC 8291 `aes128gcm`, RFC 8188): it DECRYPTS it with the subscription's private
 *   key, which only this fixture (the "browser") holds → otherwise 400.
 *
 * Each `subscribe()` makes a browser-like subscription (endpoint + p256dh + auth) whose
 * messages are decrypted and recorded in `deliveries`. `respondWith(id, status)` makes the
 * service answer another status (410 gone, 500 …) for that subscription.
 *
 * Over the network it listens with TLS on 127.0.0.1 (endpoints must be https): the certificate
 * comes from `createFixtureCertificate`, and the worker trusts it through NODE_EXTRA_CA_CERTS
 * (Miniflare adds it to workerd's trusted certificates). In-process tests use `fetch` instead.
 */

import { execFileSync } from 'node:child_process'
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, randomUUID, verify } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:https'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import type { CreateRateAlertInput } from '#shared/schemas/rate-alerts.ts'

export type FixtureSubscription = {
  id: string
  endpoint: string
  keys: { p256dh: string; auth: string }
}

/**
 * A rate alert request from a fixture subscription: on Ontario's 5-year fixed conventional rate,
 * a target of 4.5% unless `over` says otherwise.
 */
export function alertRequest(sub: FixtureSubscription, over: Partial<CreateRateAlertInput> = {}): CreateRateAlertInput {
  return {
    id: crypto.randomUUID(),
    subscription: { endpoint: sub.endpoint, expirationTime: null, keys: sub.keys },
    province: 'ON',
    term: '5 year',
    rateType: 'fixed',
    mortgageType: 'Conventional',
    target: { kind: 'target', rate: 4.5 },
    ...over,
  }
}

export type Delivery = {
  subscriptionId: string
  /** The decrypted message, parsed as JSON (or the text when it is not JSON). */
  payload: unknown
  claims: { aud: string; exp: number; sub: string }
  headers: { ttl: string | null; urgency: string | null; topic: string | null; contentEncoding: string | null }
  /** The status the fixture answered. */
  status: number
}

export type Rejection = { subscriptionId: string | null; status: number; reason: string }

type Held = { sub: FixtureSubscription; privateKey: Buffer; publicKey: Buffer; auth: Buffer }

export type PushServiceFixture = {
  /** https://127.0.0.1:port (or the in-process origin). */
  origin: string
  subscribe: () => FixtureSubscription
  respondWith: (subscriptionId: string, status: number) => void
  deliveries: Delivery[]
  rejections: Rejection[]
  /** Requests received, accepted or not. */
  requests: number
  /** fetch-compatible: the same handling without a network (unit tests). */
  fetch: typeof fetch
  close: () => Promise<void>
}

/**
 * The fixture. `tls` → an https server on 127.0.0.1 (integration/e2e); without it only the
 * in-process `fetch` works, for endpoints at `origin` (default https://127.0.0.1, a loopback
 * address as the worker allows outside production; pass a push service's origin to act as it).
 */
export async function startPushServiceFixture(opts: {
  vapidPublicKey: string
  tls?: { cert: string; key: string }
  origin?: string
}): Promise<PushServiceFixture> {
  const held = new Map<string, Held>()
  const statuses = new Map<string, number>()
  const deliveries: Delivery[] = []
  const rejections: Rejection[] = []
  let origin = opts.origin ?? 'https://127.0.0.1'
  let requests = 0

  async function handle(url: URL, headers: Headers, body: Buffer): Promise<number> {
    requests++
    const m = /^\/push\/([0-9a-f-]{36})$/.exec(url.pathname)
    const h = m?.[1] ? held.get(m[1]) : undefined
    const reject = (status: number, reason: string) => {
      rejections.push({ subscriptionId: h?.sub.id ?? null, status, reason })
      return status
    }
    if (!h) return reject(404, `no subscription at ${url.pathname}`)
    const auth = checkVapid(headers.get('authorization'), opts.vapidPublicKey, origin)
    if (typeof auth === 'string') return reject(403, auth)
    if (headers.get('content-encoding') !== 'aes128gcm')
      return reject(400, `content-encoding ${headers.get('content-encoding')}`)
    if (!headers.get('ttl')) return reject(400, 'no TTL header')
    let text: string
    try {
      text = decryptAes128gcm(body, h)
    } catch (error) {
      return reject(400, `cannot decrypt: ${(error as Error).message}`)
    }
    const status = statuses.get(h.sub.id) ?? 201
    let payload: unknown = text
    try {
      payload = JSON.parse(text)
    } catch {
      /* not JSON: recorded as text */
    }
    deliveries.push({
      subscriptionId: h.sub.id,
      payload,
      claims: auth,
      headers: {
        ttl: headers.get('ttl'),
        urgency: headers.get('urgency'),
        topic: headers.get('topic'),
        contentEncoding: headers.get('content-encoding'),
      },
      status,
    })
    return status
  }

  const inProcessFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    const status = await handle(new URL(request.url), request.headers, Buffer.from(await request.arrayBuffer()))
    return new Response(null, { status })
  }) as typeof fetch

  let server: Server | undefined
  if (opts.tls) {
    server = createServer({ cert: opts.tls.cert, key: opts.tls.key }, (req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (c: Buffer) => chunks.push(c))
      req.on('end', () => {
        const headers = new Headers()
        for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v)
        if (req.method !== 'POST') {
          res.writeHead(405).end()
          return
        }
        handle(new URL(req.url ?? '/', origin), headers, Buffer.concat(chunks)).then(
          (status) => res.writeHead(status).end(),
          () => res.writeHead(500).end(),
        )
      })
    })
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`
  }

  return {
    get origin() {
      return origin
    },
    subscribe() {
      const ecdh = createECDH('prime256v1')
      const publicKey = ecdh.generateKeys()
      const auth = randomBytes(16)
      const id = randomUUID()
      const sub: FixtureSubscription = {
        id,
        endpoint: `${origin}/push/${id}`,
        keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
      }
      held.set(id, { sub, privateKey: ecdh.getPrivateKey(), publicKey, auth })
      return sub
    },
    respondWith(id, status) {
      statuses.set(id, status)
    },
    deliveries,
    rejections,
    get requests() {
      return requests
    },
    fetch: inProcessFetch,
    close: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  }
}

/** RFC 8291's key derivation + RFC 8188: one aes128gcm record, decrypted with the browser's keys. */
export function decryptAes128gcm(body: Buffer, keys: { privateKey: Buffer; publicKey: Buffer; auth: Buffer }): string {
  if (body.length < 21 + 65 + 17) throw new Error('too short')
  const salt = body.subarray(0, 16)
  const recordSize = body.readUInt32BE(16)
  const idLength = body[20]!
  if (idLength !== 65) throw new Error(`key id of ${idLength} bytes (the sender's public key has 65)`)
  const senderPublic = body.subarray(21, 21 + idLength)
  const record = body.subarray(21 + idLength)
  if (record.length > recordSize) throw new Error('more than one record')
  const ecdh = createECDH('prime256v1')
  ecdh.setPrivateKey(keys.privateKey)
  const sharedSecret = ecdh.computeSecret(senderPublic)
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.publicKey, senderPublic])
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, keys.auth, keyInfo, 32))
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16))
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12))
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
  decipher.setAuthTag(record.subarray(record.length - 16))
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()])
  // content ‖ 0x02 (last record) ‖ zero padding
  let end = padded.length - 1
  while (end >= 0 && padded[end] === 0) end--
  if (padded[end] !== 2) throw new Error('no last-record delimiter')
  return padded.subarray(0, end).toString('utf8')
}

/** RFC 8292 (VAPID): the claims when the header is right, otherwise why not. */
export function checkVapid(
  header: string | null,
  vapidPublicKey: string,
  audience: string,
): { aud: string; exp: number; sub: string } | string {
  const m = /^vapid t=([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '')
  if (!m) return `no vapid authorization header (${(header ?? '').slice(0, 20)}…)`
  const [, h, p, s, k] = m as unknown as [string, string, string, string, string]
  if (k !== vapidPublicKey) return 'k is not the server key'
  const jwtHeader = JSON.parse(Buffer.from(h, 'base64url').toString()) as { alg?: string; typ?: string }
  if (jwtHeader.alg !== 'ES256') return `alg ${jwtHeader.alg}`
  const raw = Buffer.from(k, 'base64url')
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  })
  const ok = verify('sha256', Buffer.from(`${h}.${p}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(s, 'base64url'))
  if (!ok) return 'bad JWT signature'
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as { aud?: string; exp?: number; sub?: string }
  if (claims.aud !== audience) return `aud ${claims.aud} is not ${audience}`
  const now = Date.now() / 1000
  if (typeof claims.exp !== 'number' || claims.exp <= now || claims.exp > now + 24 * 3600)
    return `exp ${claims.exp} is not within 24 hours`
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) return `sub ${claims.sub}`
  return { aud: claims.aud, exp: claims.exp, sub: claims.sub }
}

/**
 * A throwaway self-signed certificate for 127.0.0.1 / localhost in `dir` (openssl, valid 2 days).
 * Point NODE_EXTRA_CA_CERTS of the worker's process at `certPath` so workerd trusts it.
 */
export function createFixtureCertificate(dir: string): {
  certPath: string
  keyPath: string
  cert: string
  key: string
} {
  const certPath = path.join(dir, 'push-fixture-cert.pem')
  const keyPath = path.join(dir, 'push-fixture-key.pem')
  // prettier-ignore
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      keyPath,
      '-out',
      certPath,
      '-days',
      '2',
      '-subj',
      '/CN=push-service-fixture',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-addext',
      'basicConstraints=critical,CA:TRUE',
      '-addext',
      'keyUsage=critical,digitalSignature,keyCertSign',
    ],
    { stdio: 'pipe' },
  )
  return { certPath, keyPath, cert: readFileSync(certPath, 'utf8'), key: readFileSync(keyPath, 'utf8') }
}
