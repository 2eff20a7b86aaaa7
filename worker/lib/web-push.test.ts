import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateVapidKeys, type VapidKeyPair } from '#scripts/lib/vapid.ts'
import {
  decryptAes128gcm,
  type PushServiceFixture,
  startPushServiceFixture,
} from '#tests/support/push-service-fixture.ts'
import { pushEndpointProblem, sendPush, type VapidKeys, vapidFromEnv, vapidSubjectProblem } from './web-push'

let keys: VapidKeyPair
let vapid: VapidKeys
// TEST SEAM: the local push service (tests/support/push-service-fixture.ts), in process.
let push: PushServiceFixture

beforeAll(async () => {
  keys = await generateVapidKeys()
  vapid = { ...keys, subject: 'mailto:alerts@lakeshore-mortgage.ca' }
  push = await startPushServiceFixture({ vapidPublicKey: keys.publicKey })
})
afterAll(() => push.close())

describe('vapidFromEnv', () => {
  const env = () => ({
    VAPID_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
    VAPID_SUBJECT: 'mailto:alerts@lakeshore-mortgage.ca',
    ENVIRONMENT: 'production',
  })

  it('accepts a matching key pair with a real contact', async () => {
    expect(await vapidFromEnv(env())).toEqual({
      ok: true,
      vapid: { publicKey: keys.publicKey, privateKey: keys.privateKey, subject: 'mailto:alerts@lakeshore-mortgage.ca' },
    })
  })

  it('refuses missing keys, a private key of another pair, and keys of the wrong size', async () => {
    const other = await generateVapidKeys()
    expect(await vapidFromEnv({ ...env(), VAPID_PRIVATE_KEY: '' })).toMatchObject({
      ok: false,
      problem: expect.stringContaining('must all be set'),
    })
    expect(await vapidFromEnv({ ...env(), VAPID_PRIVATE_KEY: other.privateKey })).toMatchObject({
      ok: false,
      problem: expect.stringContaining('VAPID_PRIVATE_KEY does not belong to VAPID_PUBLIC_KEY'),
    })
    expect(await vapidFromEnv({ ...env(), VAPID_PUBLIC_KEY: keys.publicKey.slice(0, 43) })).toMatchObject({
      ok: false,
      problem: expect.stringContaining('65 bytes'),
    })
    expect(await vapidFromEnv({ ...env(), VAPID_PRIVATE_KEY: 'not+base64url' })).toMatchObject({
      ok: false,
      problem: 'VAPID keys must be base64url',
    })
  })

  it('the subject is a mailto: or https: contact; placeholders only outside production', () => {
    expect(vapidSubjectProblem('mailto:alerts@lakeshore-mortgage.ca', true)).toBeNull()
    expect(vapidSubjectProblem('https://lakeshore-mortgage.ca/contact', true)).toBeNull()
    expect(vapidSubjectProblem('alerts@lakeshore-mortgage.ca', true)).toMatch(/mailto: or https/)
    expect(vapidSubjectProblem('http://lakeshore-mortgage.ca', true)).toMatch(/mailto: or https/)
    expect(vapidSubjectProblem('mailto:nobody', true)).toMatch(/mailto:name@domain/)
    expect(vapidSubjectProblem('mailto:hello@lakeshore.example', true)).toMatch(/real contact/)
    expect(vapidSubjectProblem('https://example.com/', true)).toMatch(/real contact/)
    expect(vapidSubjectProblem('https://127.0.0.1/', true)).toMatch(/real contact/)
    expect(vapidSubjectProblem('mailto:hello@lakeshore.example', false)).toBeNull()
  })
})

describe('pushEndpointProblem', () => {
  it('https endpoints of known push services pass', () => {
    for (const url of [
      'https://fcm.googleapis.com/fcm/send/abc:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGm0mUAHk',
      'https://wns2-bl2p.notify.windows.com/w/?token=BQYAAA',
    ]) {
      expect(pushEndpointProblem(url, false), url).toBeNull()
    }
  })

  it('refuses http, unknown hosts, credentials and private addresses in production', () => {
    expect(pushEndpointProblem('http://fcm.googleapis.com/fcm/send/x', false)).toBe('Must be an https URL')
    expect(pushEndpointProblem('https://push.attacker.example/x', false)).toBe('Not a known push service')
    expect(pushEndpointProblem('https://fcm.googleapis.com.attacker.example/x', false)).toBe('Not a known push service')
    expect(pushEndpointProblem('https://user:pw@fcm.googleapis.com/x', false)).toBe('Must not contain credentials')
    expect(pushEndpointProblem('https://127.0.0.1:8443/push/x', false)).toBe(
      'A loopback address cannot be a push service',
    )
    expect(pushEndpointProblem('https://10.0.0.5/push/x', false)).toBe('A private address cannot be a push service')
  })

  it('outside production loopback and private addresses pass (the test fixture), link-local never', () => {
    expect(pushEndpointProblem('https://127.0.0.1:8443/push/x', true)).toBeNull()
    expect(pushEndpointProblem('https://169.254.169.254/latest/meta-data', true)).toBe(
      'A link-local address cannot be a push service',
    )
    expect(pushEndpointProblem('https://push.attacker.example/x', true)).toBe('Not a known push service')
  })
})

describe('sendPush (against the local push-service fixture, which decrypts)', () => {
  it('encrypts with aes128gcm for the subscription and signs a VAPID JWT for its origin', async () => {
    const sub = push.subscribe()
    const outcome = await sendPush({ endpoint: sub.endpoint, ...sub.keys }, JSON.stringify({ hello: 'wörld' }), vapid, {
      ttl: 3600,
      topic: 'abc',
      fetchImpl: push.fetch,
    })
    expect(outcome).toEqual({ kind: 'sent', status: 201 })
    const delivery = push.deliveries.find((d) => d.subscriptionId === sub.id)
    expect(delivery).toMatchObject({
      payload: { hello: 'wörld' },
      claims: { aud: push.origin, sub: 'mailto:alerts@lakeshore-mortgage.ca' },
      headers: { ttl: '3600', topic: 'abc', urgency: 'normal', contentEncoding: 'aes128gcm' },
    })
    expect(push.rejections).toEqual([])
  })

  it('404 and 410 are "gone"; 500, 429 and a network error are "failed"', async () => {
    const cases: [number, string][] = [
      [404, 'gone'],
      [410, 'gone'],
      [500, 'failed'],
      [429, 'failed'],
    ]
    for (const [status, kind] of cases) {
      const sub = push.subscribe()
      push.respondWith(sub.id, status)
      const outcome = await sendPush({ endpoint: sub.endpoint, ...sub.keys }, '{}', vapid, {
        ttl: 60,
        fetchImpl: push.fetch,
      })
      expect(outcome, String(status)).toMatchObject({ kind, status })
    }
    const sub = push.subscribe()
    const refused = (async () => {
      throw new TypeError('connect ECONNREFUSED')
    }) as unknown as typeof fetch
    expect(
      await sendPush({ endpoint: sub.endpoint, ...sub.keys }, '{}', vapid, { ttl: 60, fetchImpl: refused }),
    ).toMatchObject({
      kind: 'failed',
      status: null,
      detail: expect.stringContaining('ECONNREFUSED'),
    })
  })

  it('a subscription key that is not a P-256 point fails without a request', async () => {
    const sub = push.subscribe()
    const before = push.requests
    const bad = `B${'A'.repeat(86)}`
    expect(
      await sendPush({ endpoint: sub.endpoint, p256dh: bad, auth: sub.keys.auth }, '{}', vapid, {
        ttl: 60,
        fetchImpl: push.fetch,
      }),
    ).toMatchObject({ kind: 'failed', status: null })
    expect(push.requests).toBe(before)
  })

  it('the fixture itself refuses what a push service would: a wrong key, a body it cannot decrypt', async () => {
    const sub = push.subscribe()
    const other = await generateVapidKeys()
    const outcome = await sendPush(
      { endpoint: sub.endpoint, ...sub.keys },
      '{}',
      { ...other, subject: vapid.subject },
      { ttl: 60, fetchImpl: push.fetch },
    )
    expect(outcome).toMatchObject({ kind: 'failed', status: 403 })
    expect(push.rejections.at(-1)).toEqual({ subscriptionId: sub.id, status: 403, reason: 'k is not the server key' })
    // Encrypted for another browser's keys: the fixture cannot decrypt it.
    const stranger = push.subscribe()
    const misdirected = await sendPush({ endpoint: sub.endpoint, ...stranger.keys }, '{}', vapid, {
      ttl: 60,
      fetchImpl: push.fetch,
    })
    expect(misdirected).toMatchObject({ kind: 'failed', status: 400 })
    expect(push.rejections.at(-1)?.reason).toMatch(/cannot decrypt/)
  })
})

describe('decryptAes128gcm', () => {
  it('decrypts the RFC 8291 Appendix A example', () => {
    const b = (s: string) => Buffer.from(s, 'base64url')
    const body = b(
      'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
    )
    const text = decryptAes128gcm(body, {
      privateKey: b('q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94'),
      publicKey: b('BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4'),
      auth: b('BTBZMqHH6r4Tts7J_aSIgg'),
    })
    expect(text).toBe('When I grow up, I want to be a watermelon')
  })
})
