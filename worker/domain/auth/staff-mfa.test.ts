import { describe, expect, it } from 'vitest'
import { ROLES } from '#shared/constants/roles.ts'
import { roleNeedsSecondFactor, staffMfaRequired } from './staff-mfa'

describe('staffMfaRequired', () => {
  it('follows an explicit setting in any environment', () => {
    for (const ENVIRONMENT of ['production', 'development', 'test', undefined]) {
      for (const on of ['true', 'TRUE', ' 1 ', 'yes', 'on'])
        expect(staffMfaRequired({ ENVIRONMENT, STAFF_MFA_REQUIRED: on })).toBe(true)
      for (const off of ['false', '0', 'no', 'Off'])
        expect(staffMfaRequired({ ENVIRONMENT, STAFF_MFA_REQUIRED: off })).toBe(false)
    }
  })

  it('unset or unrecognised: on in production only', () => {
    expect(staffMfaRequired({ ENVIRONMENT: 'production' })).toBe(true)
    expect(staffMfaRequired({ ENVIRONMENT: 'production', STAFF_MFA_REQUIRED: 'maybe' })).toBe(true)
    expect(staffMfaRequired({ ENVIRONMENT: 'development' })).toBe(false)
    expect(staffMfaRequired({})).toBe(false)
  })
})

describe('roleNeedsSecondFactor', () => {
  it('super_admin and admin when required; agents and others never', () => {
    expect(ROLES.filter((r) => roleNeedsSecondFactor(r, true))).toEqual(['super_admin', 'admin'])
    expect(ROLES.filter((r) => roleNeedsSecondFactor(r, false))).toEqual([])
  })
})
