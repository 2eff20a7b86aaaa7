import { base64url } from 'jose'
import { describe, expect, it } from 'vitest'
import {
  buildRateAlertPush,
  createRateAlertSchema,
  deviceHeadersSchema,
  deviceSecretSchema,
  newDeviceSecret,
  parseRatesPageSearch,
  rateAlertUrl,
} from './rate-alerts'

// A real browser subscription's shape (the keys are base64url, p256dh 65 bytes, auth 16).
const p256dh = `B${'A'.repeat(86)}`
const auth = 'A'.repeat(22)
const valid = {
  id: '019b76da-a800-7fff-8fff-000000000001',
  subscription: {
    endpoint: 'https://fcm.googleapis.com/fcm/send/abc:APA91b',
    expirationTime: null,
    keys: { p256dh, auth },
  },
  province: 'ON',
  term: '5 year',
  rateType: 'fixed',
  mortgageType: 'Conventional',
  target: { kind: 'target', rate: 4.25 },
}

function fieldsOf(value: unknown) {
  const r = createRateAlertSchema.safeParse(value)
  if (r.success) return null
  // First problem per field, as the API reports them (worker/lib/validate.ts).
  const fields: Record<string, string> = {}
  for (const i of r.error.issues)
    fields[[...i.path, ...(i.code === 'unrecognized_keys' ? i.keys : [])].join('.')] ??= i.message
  return fields
}

describe('createRateAlertSchema', () => {
  it('accepts what PushSubscription.toJSON() gives, with a target or any drop', () => {
    expect(createRateAlertSchema.parse(valid)).toEqual(valid)
    expect(createRateAlertSchema.safeParse({ ...valid, target: { kind: 'any-drop' } }).success).toBe(true)
    // Padded base64url, as some browsers send it.
    expect(
      createRateAlertSchema.safeParse({
        ...valid,
        subscription: { ...valid.subscription, keys: { p256dh: `${p256dh}=`, auth: `${auth}==` } },
      }).success,
    ).toBe(true)
  })

  it('refuses unknown keys at every level, naming them', () => {
    expect(fieldsOf({ ...valid, email: 'a@b.ca' })).toEqual({ email: expect.any(String) })
    expect(fieldsOf({ ...valid, subscription: { ...valid.subscription, extra: 1 } })).toEqual({
      'subscription.extra': expect.any(String),
    })
    expect(fieldsOf({ ...valid, subscription: { ...valid.subscription, keys: { p256dh, auth, more: 'x' } } })).toEqual({
      'subscription.keys.more': expect.any(String),
    })
    expect(fieldsOf({ ...valid, target: { kind: 'any-drop', rate: 4 } })).toEqual({ 'target.rate': expect.any(String) })
  })

  it('endpoints: https URLs of bounded length without spaces or control characters', () => {
    const endpoint = (e: unknown) => fieldsOf({ ...valid, subscription: { ...valid.subscription, endpoint: e } })
    expect(endpoint('http://fcm.googleapis.com/fcm/send/x')).toEqual({
      'subscription.endpoint': 'Must be an https URL',
    })
    expect(endpoint('javascript:alert(1)')).toEqual({ 'subscription.endpoint': 'Must be an https URL' })
    expect(endpoint('https://fcm.googleapis.com/fcm/\tsend')).toEqual({
      'subscription.endpoint': 'Must be a URL without spaces or control characters',
    })
    expect(endpoint('https://fcm.googleapis.com/a b')).toEqual({
      'subscription.endpoint': 'Must be a URL without spaces or control characters',
    })
    expect(endpoint(`https://fcm.googleapis.com/${'a'.repeat(2048)}`)).toEqual({
      'subscription.endpoint': expect.stringMatching(/2048/),
    })
    expect(endpoint('')).toEqual({ 'subscription.endpoint': 'Required' })
    expect(endpoint(42)).toEqual({ 'subscription.endpoint': expect.any(String) })
  })

  it('keys: exact sizes in base64url', () => {
    const keys = (k: unknown) => fieldsOf({ ...valid, subscription: { ...valid.subscription, keys: k } })
    expect(keys({ p256dh: p256dh.slice(1), auth })).toEqual({
      'subscription.keys.p256dh': expect.stringMatching(/65 bytes|uncompressed/),
    })
    expect(keys({ p256dh: `C${'A'.repeat(86)}`, auth })).toEqual({
      'subscription.keys.p256dh': 'p256dh: an uncompressed P-256 point',
    })
    expect(keys({ p256dh, auth: `${auth}AA` })).toEqual({ 'subscription.keys.auth': 'auth: 16 bytes in base64url' })
    expect(keys({ p256dh, auth: `${'A'.repeat(21)}+` })).toEqual({
      'subscription.keys.auth': 'Use base64url characters',
    })
  })

  it('criteria come from the rates lists; the target is a plausible percent with at most 3 decimals', () => {
    expect(fieldsOf({ ...valid, province: 'Ontario' })).toEqual({ province: expect.any(String) })
    expect(fieldsOf({ ...valid, term: '10 year' })).toEqual({ term: expect.any(String) })
    expect(fieldsOf({ ...valid, rateType: 'FIXED' })).toEqual({ rateType: expect.any(String) })
    expect(fieldsOf({ ...valid, mortgageType: 'Reverse' })).toEqual({ mortgageType: expect.any(String) })
    expect(fieldsOf({ ...valid, target: { kind: 'target', rate: 0 } })).toEqual({
      'target.rate': 'Must be more than 0',
    })
    expect(fieldsOf({ ...valid, target: { kind: 'target', rate: 26 } })).toEqual({
      'target.rate': 'Must be at most 25',
    })
    expect(fieldsOf({ ...valid, target: { kind: 'target', rate: 4.1234 } })).toEqual({
      'target.rate': 'Use at most 3 decimals',
    })
    expect(fieldsOf({ ...valid, target: { kind: 'target', rate: '4.2' } })).toEqual({
      'target.rate': expect.any(String),
    })
    expect(fieldsOf({ ...valid, target: { kind: 'lowest' } })).toEqual({ 'target.kind': expect.any(String) })
    expect(fieldsOf({ ...valid, id: 'not-a-uuid' })).toEqual({ id: 'Not a valid id' })
  })
})

describe('device credentials', () => {
  it('a new secret is 32 random bytes in base64url and passes its schema', () => {
    const a = newDeviceSecret()
    expect(deviceSecretSchema.safeParse(a).success).toBe(true)
    expect(base64url.decode(a)).toHaveLength(32)
    expect(newDeviceSecret()).not.toBe(a)
  })

  it('headers: a UUID and a 43-character secret; other headers are ignored', () => {
    const ok = { 'x-alert-device': crypto.randomUUID(), 'x-alert-secret': newDeviceSecret(), host: 'x', origin: 'y' }
    expect(deviceHeadersSchema.safeParse(ok).success).toBe(true)
    const bad = deviceHeadersSchema.safeParse({ 'x-alert-device': 'me', 'x-alert-secret': 'short' })
    expect(bad.success).toBe(false)
    expect(bad.error!.issues.map((i) => i.path.join('.')).sort()).toEqual(['x-alert-device', 'x-alert-secret'])
  })
})

describe('the rates page URL and the push message', () => {
  it('/rates?province=XX&tab=fixed|variable, read back leniently by the page', () => {
    expect(rateAlertUrl('BC', 'variable')).toBe('/rates?province=BC&tab=variable')
    expect(parseRatesPageSearch({ province: 'BC', tab: 'variable' })).toEqual({
      province: 'BC',
      tab: 'variable',
    })
    expect(parseRatesPageSearch({ province: 'XX', tab: 'both' })).toEqual({
      province: undefined,
      tab: undefined,
    })
    // What a notification's URL carries reads back as the alert's province and tab.
    const url = new URL(rateAlertUrl('QC', 'fixed'), 'https://example.test')
    expect(parseRatesPageSearch(Object.fromEntries(url.searchParams))).toEqual({ province: 'QC', tab: 'fixed' })
    expect(parseRatesPageSearch({ province: 42, tab: ['variable'] })).toEqual({ province: undefined, tab: undefined })
  })

  it('says the rate, why it is sent, and links to the alert’s province and tab', () => {
    const base = {
      alertId: 'a1',
      province: 'QC',
      term: '3 year',
      rateType: 'variable',
      mortgageType: 'High-Ratio',
      rate: 4.1,
      date: '2026-03-10',
    } as const
    expect(buildRateAlertPush({ ...base, target: { kind: 'any-drop' }, reference: 4.35 })).toEqual({
      v: 1,
      type: 'rate-alert',
      alertId: 'a1',
      title: 'Rate alert: 3-year variable at 4.10%',
      body: "Quebec, High-Ratio: today's 3-year variable rate is down from 4.35%. Tap to see today's rates.",
      url: '/rates?province=QC&tab=variable',
      tag: 'rate-alert-a1',
      rate: 4.1,
      date: '2026-03-10',
    })
    expect(buildRateAlertPush({ ...base, target: { kind: 'target', rate: 4.25 }, reference: null }).body).toBe(
      "Quebec, High-Ratio: today's 3-year variable rate is at or below your target of 4.25%. Tap to see today's rates.",
    )
  })
})
