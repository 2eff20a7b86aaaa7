import { type Role, STAFF_ADMIN_ROLES } from '#shared/constants/roles.ts'
import type { Bindings } from '#worker/env.ts'

/**
 * The staff second-factor setting (docs/decisions/005, "TOTP for staff"): when on, super_admin
 * and admin must have a verified TOTP factor and a session that passed it (aal2) for every
 * route except those that sign in, enrol and verify the factor.
 *
 * `STAFF_MFA_REQUIRED`: true/1/yes/on or false/0/no/off. Unset or unrecognised: on in
 * production (wrangler.toml sets it on for deploys), off elsewhere (`npm start` and the tests
 * sign in with passwords; `STAFF_MFA_REQUIRED=true npm start` turns it on locally).
 */
export function staffMfaRequired(env: Pick<Bindings, 'STAFF_MFA_REQUIRED' | 'ENVIRONMENT'>): boolean {
  const value = env.STAFF_MFA_REQUIRED?.trim().toLowerCase() ?? ''
  if (['true', '1', 'yes', 'on'].includes(value)) return true
  if (['false', '0', 'no', 'off'].includes(value)) return false
  return env.ENVIRONMENT === 'production'
}

/** Whether this role must reach aal2 under the setting. */
export function roleNeedsSecondFactor(role: Role, required: boolean): boolean {
  return required && (STAFF_ADMIN_ROLES as readonly Role[]).includes(role)
}
