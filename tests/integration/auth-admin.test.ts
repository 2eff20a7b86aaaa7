import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CreateAgentResponse, DUPLICATE_EMAIL_MESSAGE, type SessionResponse } from '#shared/schemas/auth.ts'
import { agents, profiles, users } from '#worker/db/schema/index.ts'
import { TEST_CLIENT_IP_HEADER } from '#worker/middleware/rate-limit.ts'
import {
  deleteTestAccounts,
  freshIp,
  jsonInit,
  meStatus,
  refreshWith,
  type SignedIn,
  signInAs,
  signInWith,
} from './auth-helpers'
import { call, testDb } from './helpers'

const { db, client } = testDb()
afterAll(() => client.close())
afterAll(deleteTestAccounts)

let superAdmin: SignedIn
beforeAll(async () => {
  superAdmin = await signInAs('super_admin')
})

const uniqueEmail = (tag: string) => `${tag}-${crypto.randomUUID().slice(0, 8)}@it.brokerage.test`
const createAgent = (body: unknown, as: SignedIn = superAdmin) =>
  call('/api/admin/users/agents', jsonInit('POST', body, as.authHeaders))
const adminPost = (path: string, body?: unknown, as: SignedIn = superAdmin) =>
  call(`/api/admin/users/${path}`, jsonInit('POST', body, as.authHeaders))

async function rowsFor(email: string) {
  const [u, a] = await Promise.all([
    db.select().from(users).where(eq(users.email, email)),
    db.select().from(agents).where(eq(agents.email, email)),
  ])
  const p = u.length
    ? await db
        .select()
        .from(profiles)
        .where(
          inArray(
            profiles.id,
            u.map((x) => x.id),
          ),
        )
    : []
  return { users: u, profiles: p, agents: a }
}

async function tableCounts() {
  const [u, p, a] = await Promise.all([db.$count(users), db.$count(profiles), db.$count(agents)])
  return { users: u, profiles: p, agents: a }
}

describe('POST /api/admin/users/agents', () => {
  it('creates user + profile (agent) + agent record, and the agent can sign in', async () => {
    const email = uniqueEmail('New.Agent')
    const res = await createAgent({
      fullName: 'Zoë Quill-Marchand',
      email: email.toUpperCase(),
      password: 'Agent-pass-2026',
    })
    expect(res.status).toBe(201)
    const body = (await res.json()) as CreateAgentResponse
    expect(body.profileSlug).toBe('zoequillmarchand')
    const rows = await rowsFor(email.toLowerCase())
    expect(rows.users).toHaveLength(1)
    expect(rows.users[0]).toMatchObject({ id: body.userId, email: email.toLowerCase(), isActive: true })
    expect(rows.users[0]!.passwordHash).toMatch(/^scrypt\$N=16384,r=8,p=5\$/)
    expect(rows.profiles).toEqual([
      expect.objectContaining({ id: body.userId, role: 'agent', fullName: 'Zoë Quill-Marchand' }),
    ])
    expect(rows.agents).toEqual([
      expect.objectContaining({
        id: body.agentId,
        userId: body.userId,
        name: 'Zoë Quill-Marchand',
        profileSlug: 'zoequillmarchand',
        isActive: true,
      }),
    ])
    const signedIn = await signInWith(email, 'Agent-pass-2026')
    expect(signedIn.session.user).toMatchObject({ id: body.userId, role: 'agent', fullName: 'Zoë Quill-Marchand' })
  })

  it('makes the profile slug unique (sarahchen is taken → sarahchen2)', async () => {
    const res = await createAgent({ fullName: 'Sarah Chen', email: uniqueEmail('sarah2'), password: 'Agent-pass-2026' })
    expect(res.status).toBe(201)
    expect(((await res.json()) as CreateAgentResponse).profileSlug).toBe('sarahchen2')
  })

  it('a duplicate email (any case) → 409 with a clear message and nothing is created', async () => {
    const before = await tableCounts()
    const res = await createAgent({
      fullName: 'Someone Else',
      email: 'AGENT@demo.brokerage.test',
      password: 'Harbour-pass-2026',
    })
    expect(res.status).toBe(409)
    expect(await res.json()).toEqual({
      error: { code: 'conflict', message: DUPLICATE_EMAIL_MESSAGE, fields: { email: DUPLICATE_EMAIL_MESSAGE } },
    })
    expect(await tableCounts()).toEqual(before)
    expect(await db.select().from(agents).where(eq(agents.name, 'Someone Else'))).toEqual([])
  })

  it('concurrent creations: same email → one 201 and one 409; same name → distinct slugs, no orphan rows', async () => {
    const email = uniqueEmail('race')
    const sameEmail = await Promise.all([
      createAgent({ fullName: 'Race One', email, password: 'Agent-pass-2026' }),
      createAgent({ fullName: 'Race Two', email, password: 'Agent-pass-2026' }),
    ])
    expect(sameEmail.map((r) => r.status).sort()).toEqual([201, 409])
    const rows = await rowsFor(email)
    expect([rows.users.length, rows.profiles.length, rows.agents.length]).toEqual([1, 1, 1])

    // Three at once racing for one slug: a losing batch fails on the slug index AFTER inserting
    // the user and profile in the same batch; it must roll back whole, then retry.
    const before = await tableCounts()
    const emails = [uniqueEmail('twin'), uniqueEmail('twin'), uniqueEmail('twin')]
    const results = await Promise.all(
      emails.map((e) => createAgent({ fullName: 'Twin Slug', email: e, password: 'Agent-pass-2026' })),
    )
    expect(results.map((r) => r.status)).toEqual([201, 201, 201])
    const slugs = await Promise.all(results.map(async (r) => ((await r.json()) as CreateAgentResponse).profileSlug))
    expect(new Set(slugs)).toEqual(new Set(['twinslug', 'twinslug2', 'twinslug3']))
    expect(await tableCounts()).toEqual({
      users: before.users + 3,
      profiles: before.profiles + 3,
      agents: before.agents + 3,
    })
  })

  it('only a super admin may create agents', async () => {
    const body = { fullName: 'Nope', email: uniqueEmail('nope'), password: 'Agent-pass-2026' }
    expect((await createAgent(body, await signInAs('admin'))).status).toBe(403)
    expect((await createAgent(body, await signInAs('agent'))).status).toBe(403)
    expect((await call('/api/admin/users/agents', jsonInit('POST', body))).status).toBe(401)
    expect(await rowsFor(body.email)).toEqual({ users: [], profiles: [], agents: [] })
  })

  it('missing fields are named', async () => {
    const res = await createAgent({ email: 'not-an-email' })
    expect(res.status).toBe(400)
    const fields = ((await res.json()) as { error: { fields: Record<string, string> } }).error.fields
    expect(Object.keys(fields).sort()).toEqual(['email', 'fullName', 'password'])
  })
})

describe('password reset, deactivation and activation', () => {
  async function newAgent() {
    const email = uniqueEmail('managed')
    const res = await createAgent({ fullName: 'Managed Agent', email, password: 'First-pass-2026' })
    const created = (await res.json()) as CreateAgentResponse
    return { ...created, email }
  }

  it('reset: 204, the agent’s sessions end at once, the old password stops working, the new one works', async () => {
    const agent = await newAgent()
    const session = await signInWith(agent.email, 'First-pass-2026')
    const res = await adminPost(`${agent.userId}/password`, { password: 'Second-pass-2026' })
    expect(res.status).toBe(204)
    expect(await meStatus(session.accessToken)).toBe(401)
    expect((await refreshWith(session.cookie)).status).toBe(401)
    const old = await call(
      '/api/auth/sign-in',
      jsonInit('POST', { email: agent.email, password: 'First-pass-2026' }, { [TEST_CLIENT_IP_HEADER]: freshIp() }),
    )
    expect(old.status).toBe(401)
    await signInWith(agent.email, 'Second-pass-2026')
  })

  it('deactivate: sessions end at once, sign-in is refused, the agent record is hidden; activate undoes it', async () => {
    const agent = await newAgent()
    const session = await signInWith(agent.email, 'First-pass-2026')
    expect(await meStatus(session.accessToken)).toBe(200)

    expect((await adminPost(`${agent.userId}/deactivate`)).status).toBe(204)
    expect(await meStatus(session.accessToken)).toBe(401)
    expect((await refreshWith(session.cookie)).status).toBe(401)
    const refused = await call(
      '/api/auth/sign-in',
      jsonInit('POST', { email: agent.email, password: 'First-pass-2026' }, { [TEST_CLIENT_IP_HEADER]: freshIp() }),
    )
    expect(refused.status).toBe(401)
    const [u] = await db.select().from(users).where(eq(users.id, agent.userId))
    const [a] = await db.select().from(agents).where(eq(agents.id, agent.agentId))
    expect(u?.isActive).toBe(false)
    expect(a?.isActive).toBe(false)

    expect((await adminPost(`${agent.userId}/activate`)).status).toBe(204)
    const back = await signInWith(agent.email, 'First-pass-2026')
    expect((back.session as SessionResponse).user.role).toBe('agent')
    const [a2] = await db.select().from(agents).where(eq(agents.id, agent.agentId))
    expect(a2?.isActive).toBe(true)
  })

  it('unknown user → 404; a super admin (or oneself) cannot be changed here → 403; bad id → 400', async () => {
    expect((await adminPost(`${crypto.randomUUID()}/deactivate`)).status).toBe(404)
    expect((await adminPost(`${superAdmin.session.user.id}/deactivate`)).status).toBe(403)
    expect((await adminPost(`${superAdmin.session.user.id}/password`, { password: 'Whatever-2026' })).status).toBe(403)
    const bad = await adminPost('not-a-uuid/activate')
    expect(bad.status).toBe(400)
    expect(Object.keys(((await bad.json()) as { error: { fields: object } }).error.fields)).toEqual(['userId'])
  })

  it('agents and admins cannot manage accounts', async () => {
    const agent = await newAgent()
    for (const role of ['agent', 'admin'] as const) {
      const as = await signInAs(role)
      expect((await adminPost(`${agent.userId}/deactivate`, undefined, as)).status).toBe(403)
      expect((await adminPost(`${agent.userId}/password`, { password: 'Hijack-pass-2026' }, as)).status).toBe(403)
    }
    const [u] = await db.select().from(users).where(eq(users.id, agent.userId))
    expect(u?.isActive).toBe(true)
  })
})
