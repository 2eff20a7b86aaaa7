import { describe, expect, it } from 'vitest'
import * as shared from '#shared/schemas/auth.ts'
import { AUTH_MESSAGES } from './messages'
import { ROLES } from './session'
import { HOME_FOR_ROLE } from './targets'

// The app keeps its own copy (the shared module brings zod, which the initial bundle avoids).
describe('the app and the server say the same things', () => {
  it('uses the shared sign-in messages word for word', () => {
    expect(AUTH_MESSAGES.badCredentials).toBe(shared.INVALID_CREDENTIALS_MESSAGE)
    expect(AUTH_MESSAGES.missingFields).toBe(shared.MISSING_CREDENTIALS_MESSAGE)
    expect(AUTH_MESSAGES.otherError).toBe(shared.AUTH_ERROR_FALLBACK_MESSAGE)
    expect(AUTH_MESSAGES.success).toBe(shared.SIGN_IN_SUCCESS_MESSAGE)
    expect(AUTH_MESSAGES.profileFailed).toBe(shared.PROFILE_LOAD_ERROR_MESSAGE)
    expect(AUTH_MESSAGES.roleFailed).toBe(shared.ROLE_CHECK_ERROR_MESSAGE)
    expect(AUTH_MESSAGES.accessDenied).toBe(shared.ACCESS_DENIED_MESSAGE)
  })

  it('knows the same roles and landing pages', () => {
    expect([...ROLES]).toEqual([...shared.USER_ROLES])
    for (const role of ROLES) expect(HOME_FOR_ROLE[role]).toBe(shared.homePathForRole(role))
  })
})
