/**
 * New passwords follow NIST SP 800-63B (docs/decisions/152): at least 12 characters, not on the
 * shipped common-password list (nor one of its words with digits or symbols around it), not
 * repeated or in-order characters, not containing the e-mail's name part, not unchanged. Each
 * refusal is a 400 naming the field with the reason; nothing is stored. The demo accounts,
 * whose passwords were set before these rules, still sign in.
 */

import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PASSWORD_REFUSALS } from '#shared/schemas/auth.ts'
import { users } from '#worker/db/schema/index.ts'
import {
  createTestUser,
  DEMO_ACCOUNTS,
  deleteTestAccounts,
  jsonInit,
  type SignedIn,
  signInAs,
  signInWith,
} from './auth-helpers'
import { call, testDb } from './helpers'

const { db, client } = testDb()
let superAdmin: SignedIn
beforeAll(async () => {
  superAdmin = await signInAs('super_admin')
})
afterAll(() => client.close())
afterAll(deleteTestAccounts)

const uniqueEmail = (tag: string) => `${tag}-${crypto.randomUUID().slice(0, 8)}@it.brokerage.test`
const createAgent = (body: unknown) => call('/api/admin/users/agents', jsonInit('POST', body, superAdmin.authHeaders))

async function fieldError(res: Response) {
  expect(res.status).toBe(400)
  const body = (await res.json()) as { error: { code: string; fields?: Record<string, string> } }
  expect(body.error.code).toBe('validation_failed')
  return body.error.fields
}

describe('creating an agent', () => {
  it.each([
    ['Short-pw-1', 'Password must be at least 12 characters'],
    ['password1234', PASSWORD_REFUSALS.common],
    ['Password2024!', PASSWORD_REFUSALS.common],
    ['123456789012', PASSWORD_REFUSALS.predictable],
    ['aaaaaaaaaaaaaaa', PASSWORD_REFUSALS.predictable],
  ])('%s → 400 on password: %s', async (password, message) => {
    const email = uniqueEmail('pw-rule')
    const fields = await fieldError(await createAgent({ fullName: 'Pat Rule', email, password }))
    expect(fields).toEqual({ password: message })
    expect(await db.select().from(users).where(eq(users.email, email))).toEqual([])
  })

  it('a password containing the e-mail name → 400', async () => {
    const email = uniqueEmail('jordanrule')
    const fields = await fieldError(
      await createAgent({ fullName: 'Jordan Rule', email, password: `${email.split('@')[0]}-Xy7` }),
    )
    expect(fields).toEqual({ password: PASSWORD_REFUSALS.email })
  })

  it('a good password is accepted', async () => {
    const res = await createAgent({
      fullName: 'Pat Good',
      email: uniqueEmail('pw-good'),
      password: 'Tide-Lantern-Orbit-9',
    })
    expect(res.status).toBe(201)
  })
})

describe("changing one's own password", () => {
  it('unchanged, common or containing the e-mail name → 400 on newPassword; a good one works', async () => {
    const user = await createTestUser('agent', { password: 'Tide-Lantern-Orbit-9' })
    const me = await signInWith(user.email, user.password)
    const change = (newPassword: string) =>
      call('/api/auth/me', jsonInit('PATCH', { currentPassword: user.password, newPassword }, me.authHeaders))
    expect(await fieldError(await change(user.password))).toEqual({ newPassword: PASSWORD_REFUSALS.unchanged })
    expect(await fieldError(await change('Sunshine2026!!'))).toEqual({ newPassword: PASSWORD_REFUSALS.common })
    expect(await fieldError(await change(`${user.email.split('@')[0]}!`))).toEqual({
      newPassword: PASSWORD_REFUSALS.email,
    })
    expect((await change('Harbour-Quill-Meadow-4')).status).toBe(200)
    await signInWith(user.email, 'Harbour-Quill-Meadow-4')
  })
})

describe('an admin resetting a password', () => {
  it('the same password again → 400; a common one → 400', async () => {
    const user = await createTestUser('agent', { password: 'Tide-Lantern-Orbit-9' })
    const reset = (password: string) =>
      call(`/api/admin/users/${user.userId}/password`, jsonInit('POST', { password }, superAdmin.authHeaders))
    expect(await fieldError(await reset(user.password))).toEqual({ password: PASSWORD_REFUSALS.unchanged })
    expect(await fieldError(await reset('qwertyuiop12'))).toEqual({ password: PASSWORD_REFUSALS.common })
    expect((await reset('Harbour-Quill-Meadow-4')).status).toBe(204)
  })
})

describe('the demo accounts', () => {
  it.each(DEMO_ACCOUNTS.map((a) => [a.role, a] as const))('%s still signs in', async (_role, account) => {
    const signedIn = await signInWith(account.email, account.password)
    expect(signedIn.session.user.email).toBe(account.email)
  })
})
