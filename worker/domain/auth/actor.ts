import type { Role } from '#worker/db/schema/index.ts'

/**
 * Who acts: the signed-in user of a request, as its access token and one read of the account
 * establish it (worker/middleware/auth.ts). Every domain function that acts for someone takes
 * this, so who may do what is visible in its signature.
 */
export type Actor = {
  id: string
  role: Role
  aal: 'aal1' | 'aal2'
  /** The refresh family (`sid`) this access token belongs to. */
  sessionId: string
  /** The user has a verified TOTP factor (so aal1 is "not yet stepped up"). */
  mfa: boolean
}
