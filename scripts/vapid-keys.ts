/**
 * `npm run vapid:generate`: a new VAPID key pair for Web Push (rate alerts), printed as the
 * worker's secrets. Made with WebCrypto on this machine; nothing is sent anywhere. Store them
 * with `npx wrangler secret put VAPID_PUBLIC_KEY` / `VAPID_PRIVATE_KEY` (README, "Rate alerts").
 * Changing the pair later makes every existing subscription unusable (devices subscribe again).
 */
import { generateVapidKeys } from './lib/vapid'

const keys = await generateVapidKeys()
console.log(`VAPID_PUBLIC_KEY=${keys.publicKey}`)
console.log(`VAPID_PRIVATE_KEY=${keys.privateKey}`)
