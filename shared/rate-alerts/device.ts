/**
 * What the browser needs of the rate alerts' contract without zod (shared/schemas/rate-alerts.ts
 * re-exports all of it): the limits, the device headers and a new device secret.
 * The /rates page loads this on its first visit; the schemas load when an alert is created or
 * checked (no zod in the first load of / or /rates).
 */
import { encodeBase64Url } from 'hono/utils/encode'

export const MAX_ALERTS_PER_DEVICE = 10
/** Longest push endpoint accepted (real ones are 150–500 characters). */
export const MAX_ENDPOINT_LENGTH = 2048

export const DEVICE_HEADERS = { id: 'x-alert-device', secret: 'x-alert-secret' } as const

/**
 * A new device secret: 32 random bytes in base64url without padding, 43 characters (browser and
 * worker: WebCrypto). Hono's encoder, the smallest in the /rates page's chunk, pads; the secret
 * does not (docs/decisions/097).
 */
export function newDeviceSecret(): string {
  return encodeBase64Url(crypto.getRandomValues(new Uint8Array(32)).buffer).replace(/=+$/, '')
}
