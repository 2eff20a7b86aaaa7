import { describe, expect, it } from 'vitest'
import {
  createAgentBodySchema,
  homePathForRole,
  signInBodySchema,
  signOutBodySchema,
  updateMeBodySchema,
  verifyFactorBodySchema,
} from './auth'

const paths = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; code: string; keys?: string[] }[] } }) =>
  (r.error?.issues ?? []).flatMap((i) => (i.code === 'unrecognized_keys' ? (i.keys ?? []) : [i.path.join('.')]))

describe('auth request schemas', () => {
  it('sign-in: trims and lower-cases the email, keeps the password as typed, refuses extra keys', () => {
    expect(signInBodySchema.parse({ email: '  Agent@Demo.Test ', password: ' pass ' })).toEqual({
      email: 'agent@demo.test',
      password: ' pass ',
    })
    expect(paths(signInBodySchema.safeParse({ email: 'a@b.test', password: 'x', role: 'super_admin' }))).toEqual([
      'role',
    ])
    expect(
      paths(signInBodySchema.safeParse(JSON.parse('{"email":"a@b.test","password":"x","__proto__":{"a":1}}'))),
    ).toEqual(['__proto__'])
    expect(paths(signInBodySchema.safeParse({ email: 'nope', password: 'x' }))).toEqual(['email'])
    expect(paths(signInBodySchema.safeParse({ email: `${'a'.repeat(250)}@b.test`, password: 'x' }))).toEqual(['email'])
    expect(paths(signInBodySchema.safeParse({ email: 'a@b.test', password: 'x'.repeat(1025) }))).toEqual(['password'])
  })

  it('new passwords are 12 to 128 characters', () => {
    const body = (password: string) => ({ fullName: 'A', email: 'a@b.test', password })
    expect(createAgentBodySchema.safeParse(body('12345678901')).success).toBe(false)
    expect(createAgentBodySchema.safeParse(body('123456789012')).success).toBe(true)
    expect(createAgentBodySchema.safeParse(body('x'.repeat(128))).success).toBe(true)
    expect(createAgentBodySchema.safeParse(body('x'.repeat(129))).success).toBe(false)
    expect(paths(createAgentBodySchema.safeParse({ ...body('123456789012'), fullName: '   ' }))).toEqual(['fullName'])
  })

  it('update me: a new password needs the current one; an empty update is refused', () => {
    expect(paths(updateMeBodySchema.safeParse({ newPassword: 'long-enough-1' }))).toEqual(['currentPassword'])
    expect(paths(updateMeBodySchema.safeParse({}))).toEqual(['fullName'])
    expect(updateMeBodySchema.safeParse({ currentPassword: 'x', newPassword: 'long-enough-1' }).success).toBe(true)
    expect(updateMeBodySchema.parse({ fullName: '  Name ' })).toEqual({ fullName: 'Name' })
  })

  it('sign-out scope defaults to local; TOTP codes tolerate spaces', () => {
    expect(signOutBodySchema.parse({})).toEqual({ scope: 'local' })
    expect(paths(signOutBodySchema.safeParse({ scope: 'all' }))).toEqual(['scope'])
    const id = '019b76da-a800-7fff-8fff-000000000000'
    expect(verifyFactorBodySchema.parse({ challengeId: id, code: '123 456' })).toEqual({
      challengeId: id,
      code: '123456',
    })
    expect(paths(verifyFactorBodySchema.safeParse({ challengeId: id, code: '12345' }))).toEqual(['code'])
    expect(paths(verifyFactorBodySchema.safeParse({ challengeId: 'x', code: '123456' }))).toEqual(['challengeId'])
  })

  it('role landing pages', () => {
    expect(homePathForRole('super_admin')).toBe('/super-admin')
    expect(homePathForRole('admin')).toBe('/agent-dashboard')
    expect(homePathForRole('agent')).toBe('/agent-dashboard')
    expect(homePathForRole('other')).toBe('/')
  })
})
