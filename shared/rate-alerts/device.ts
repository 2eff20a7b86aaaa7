/**
 * What the browser needs of the rate alerts' contract without zod (shared/schemas/rate-alerts.ts
 * re-exports all of it): the limits, the device headers, a new device secret and base64url.
 * The /rates page loads this on its first visit; the schemas load when an alert is created or
 * checked: no zod in the first load of / or /rates (docs/decisions/090).
 */

export const MAX_ALERTS_PER_DEVICE = 10
/** Longest push endpoint accepted (real ones are 150–500 characters). */
export const MAX_ENDPOINT_LENGTH = 2048

export const DEVICE_HEADERS = { id: 'x-alert-device', secret: 'x-alert-secret' } as const

/** A new device secret (browser and worker: WebCrypto). */
export function newDeviceSecret(): string {
  return bytesToBase64Url(crypto.getRandomValues(new Uint8Array(32)))
}

// ---------------------------------------------------------------------------------------
// base64url helpers (the subscribe flow needs bytes for applicationServerKey)
// ---------------------------------------------------------------------------------------

export function bytesToBase64Url(bytes: Uint8Array): string {
  let bin = ''
  for (const b of bytes) bin += String.fromCharCode(b)
  return btoa(bin).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
}

export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const b64 = text.replaceAll('-', '+').replaceAll('_', '/').replace(/=+$/, '')
  const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4))
  const out = new Uint8Array(bin.length)
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i)
  return out
}
