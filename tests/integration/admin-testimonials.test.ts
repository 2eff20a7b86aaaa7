/**
 * The admin Testimonials tab's API (docs/decisions/073): the list with agent and
 * authoring admin names, an admin's testimonial approved at once and editable only by its
 * author, approve / unapprove only without an admin author (and seen by the public agent page
 * on the next read), delete, and 400s naming the field. Each test creates its own rows with
 * unique names; other files share the database.
 */
import { eq } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS, DEMO_IDS } from '#scripts/seed-data.ts'
import {
  ADMIN_WRITTEN_ALWAYS_APPROVED_MESSAGE,
  type AdminTestimonial,
  type AdminTestimonialResponse,
  type AdminTestimonialsResponse,
  NOT_AUTHOR_MESSAGE,
} from '#shared/schemas/admin-testimonials.ts'
import type { PublicAgentPage } from '#shared/schemas/agent-page.ts'
import type { HomeTestimonialsResponse } from '#shared/schemas/content.ts'
import type { ApiErrorBody } from '#shared/schemas/errors.ts'
import { testimonials } from '#worker/db/schema/index.ts'
import { createTestUser, deleteTestAccounts, jsonInit, type SignedIn, signInAs, signInWith } from './auth-helpers'
import { call, testDb } from './helpers'

const { db, client } = testDb()

let superAdmin: SignedIn
let otherSuperAdmin: SignedIn
let agent: SignedIn
const OTHER_ADMIN_NAME = `Other Admin ${uuidv7().slice(-6)}`

beforeAll(async () => {
  const other = await createTestUser('super_admin', { fullName: OTHER_ADMIN_NAME })
  ;[superAdmin, agent, otherSuperAdmin] = await Promise.all([
    signInAs('super_admin'),
    signInAs('agent'),
    signInWith(other.email, other.password),
  ])
})
afterAll(async () => {
  // The throwaway admin's rows would outlive it as author-less rows: remove them first.
  if (otherSuperAdmin) await db.delete(testimonials).where(eq(testimonials.adminId, otherSuperAdmin.session.user.id))
  await deleteTestAccounts()
  client.close()
})

const unique = (label: string) => `${label} ${uuidv7().slice(-10)}`
const BASE = '/api/admin/testimonials'

const send = (method: string, path: string, who: SignedIn, body?: unknown) =>
  call(path, jsonInit(method, body, who.authHeaders))

async function create(
  who: SignedIn,
  body: { clientName: string; content: string; rating: number },
): Promise<AdminTestimonial> {
  const res = await send('POST', BASE, who, body)
  expect(res.status).toBe(201)
  return ((await res.json()) as AdminTestimonialResponse).testimonial
}

async function listAs(who: SignedIn): Promise<AdminTestimonial[]> {
  const res = await call(BASE, { headers: who.authHeaders })
  expect(res.status).toBe(200)
  return ((await res.json()) as AdminTestimonialsResponse).testimonials
}

/** An agent's submission through the dashboard: pending approval. */
async function agentSubmits(clientName: string): Promise<string> {
  const res = await send('POST', '/api/agent/testimonials', agent, {
    clientName,
    content: `Great service from ${clientName}`,
    rating: 4,
  })
  expect(res.status).toBe(201)
  return ((await res.json()) as { id: string }).id
}

async function publicAgentNames(): Promise<string[]> {
  const res = await call(`/api/agents/${DEMO_IDS.agents.sarah}`)
  expect(res.status).toBe(200)
  return ((await res.json()) as PublicAgentPage).testimonials.map((t) => t.clientName)
}

async function errorOf(res: Response): Promise<ApiErrorBody['error']> {
  return ((await res.json()) as ApiErrorBody).error
}

describe('list', () => {
  it("shows an agent's testimonial with the agent's name and an admin's with the author's full name, newest first", async () => {
    const agentName = unique('Agent Client')
    const agentRowId = await agentSubmits(agentName)
    const adminRow = await create(superAdmin, {
      clientName: unique('Admin Client'),
      content: 'Smooth renewal.',
      rating: 5,
    })

    const rows = await listAs(superAdmin)
    const fromAgent = rows.find((r) => r.id === agentRowId)
    const fromAdmin = rows.find((r) => r.id === adminRow.id)
    expect(fromAgent).toMatchObject({
      clientName: agentName,
      agentName: 'Sarah Chen',
      adminId: null,
      adminName: null,
      isApproved: false,
      canToggleApproval: true,
      canEdit: true,
    })
    expect(fromAdmin).toMatchObject({
      agentId: null,
      agentName: null,
      adminName: DEMO_ACCOUNTS[0].fullName,
      isApproved: true,
      canToggleApproval: false,
      canEdit: true,
    })
    // Newest first: the admin's row was written after the agent's.
    expect(rows.findIndex((r) => r.id === adminRow.id)).toBeLessThan(rows.findIndex((r) => r.id === agentRowId))
  })

  it('does not list a deleted testimonial', async () => {
    const row = await create(superAdmin, { clientName: unique('Gone Client'), content: 'Soon deleted.', rating: 3 })
    expect((await send('DELETE', `${BASE}/${row.id}`, superAdmin)).status).toBe(204)
    expect((await listAs(superAdmin)).some((r) => r.id === row.id)).toBe(false)
  })
})

describe('an admin-written testimonial', () => {
  it('is approved at once, authored by the admin, without an agent, and shows on the home page', async () => {
    const clientName = unique('Home Client')
    const row = await create(superAdmin, { clientName, content: 'They found us a better rate.', rating: 5 })
    expect(row).toMatchObject({ isApproved: true, agentId: null, adminId: DEMO_IDS.users.superAdmin })
    const [stored] = await db.select().from(testimonials).where(eq(testimonials.id, row.id))
    expect(stored).toMatchObject({ isApproved: true, adminId: DEMO_IDS.users.superAdmin, agentId: null })
    const home = (await (await call('/api/content/testimonials/home')).json()) as HomeTestimonialsResponse
    expect(home.testimonials.map((t) => t.clientName)).toContain(clientName)
  })

  it('is edited by its author', async () => {
    const row = await create(superAdmin, { clientName: unique('Editable'), content: 'First words.', rating: 4 })
    const res = await send('PUT', `${BASE}/${row.id}`, superAdmin, {
      clientName: 'Edited Name',
      content: 'Second words.',
      rating: 2,
    })
    expect(res.status).toBe(200)
    const { testimonial } = (await res.json()) as AdminTestimonialResponse
    expect(testimonial).toMatchObject({
      clientName: 'Edited Name',
      content: 'Second words.',
      rating: 2,
      isApproved: true,
      adminId: DEMO_IDS.users.superAdmin,
    })
  })

  it('cannot be edited by another admin (403) and stays as it was; that admin sees canEdit false', async () => {
    const clientName = unique('Not Yours')
    const row = await create(superAdmin, { clientName, content: 'Original.', rating: 5 })
    const res = await send('PUT', `${BASE}/${row.id}`, otherSuperAdmin, {
      clientName: 'Hijacked',
      content: 'Changed.',
      rating: 1,
    })
    expect(res.status).toBe(403)
    expect((await errorOf(res)).message).toBe(NOT_AUTHOR_MESSAGE)
    const [stored] = await db.select().from(testimonials).where(eq(testimonials.id, row.id))
    expect(stored).toMatchObject({ clientName, content: 'Original.', rating: 5 })
    const seenByOther = (await listAs(otherSuperAdmin)).find((r) => r.id === row.id)
    expect(seenByOther).toMatchObject({ canEdit: false, adminName: DEMO_ACCOUNTS[0].fullName })
  })

  it("the other admin's own testimonial carries their full name and the first admin cannot edit it", async () => {
    const row = await create(otherSuperAdmin, { clientName: unique('Theirs'), content: 'Theirs.', rating: 4 })
    expect(row.adminName).toBe(OTHER_ADMIN_NAME)
    expect(
      (await send('PUT', `${BASE}/${row.id}`, superAdmin, { clientName: 'X', content: 'Y', rating: 3 })).status,
    ).toBe(403)
  })

  it('can be deleted by any admin', async () => {
    const row = await create(superAdmin, { clientName: unique('Delete Me'), content: 'Bye.', rating: 3 })
    expect((await send('DELETE', `${BASE}/${row.id}`, otherSuperAdmin)).status).toBe(204)
    const [stored] = await db.select().from(testimonials).where(eq(testimonials.id, row.id))
    expect(stored?.deletedAt).toBeInstanceOf(Date)
    expect((await send('DELETE', `${BASE}/${row.id}`, superAdmin)).status).toBe(404)
  })

  it('cannot be approved or unapproved (409) and stays approved', async () => {
    const row = await create(superAdmin, { clientName: unique('Always On'), content: 'Fixed.', rating: 5 })
    const res = await send('PATCH', `${BASE}/${row.id}/approval`, superAdmin, { isApproved: false })
    expect(res.status).toBe(409)
    expect((await errorOf(res)).message).toBe(ADMIN_WRITTEN_ALWAYS_APPROVED_MESSAGE)
    const [stored] = await db.select().from(testimonials).where(eq(testimonials.id, row.id))
    expect(stored?.isApproved).toBe(true)
  })
})

describe("an agent's testimonial", () => {
  it('is approved and unapproved by an admin, and the public agent page shows the change on the next read', async () => {
    const clientName = unique('Pending Client')
    const id = await agentSubmits(clientName)
    expect(await publicAgentNames()).not.toContain(clientName)

    const approve = await send('PATCH', `${BASE}/${id}/approval`, superAdmin, { isApproved: true })
    expect(approve.status).toBe(200)
    expect(((await approve.json()) as AdminTestimonialResponse).testimonial).toMatchObject({
      isApproved: true,
      agentName: 'Sarah Chen',
      adminId: null,
    })
    expect(await publicAgentNames()).toContain(clientName)

    const unapprove = await send('PATCH', `${BASE}/${id}/approval`, superAdmin, { isApproved: false })
    expect(unapprove.status).toBe(200)
    expect(await publicAgentNames()).not.toContain(clientName)
  })

  it('is edited by any admin: text changes, agent, author and approval stay', async () => {
    const id = await agentSubmits(unique('Agent Edit'))
    const res = await send('PUT', `${BASE}/${id}`, otherSuperAdmin, {
      clientName: 'Corrected Name',
      content: 'Corrected text.',
      rating: 5,
    })
    expect(res.status).toBe(200)
    const [stored] = await db.select().from(testimonials).where(eq(testimonials.id, id))
    expect(stored).toMatchObject({
      clientName: 'Corrected Name',
      content: 'Corrected text.',
      rating: 5,
      agentId: DEMO_IDS.agents.sarah,
      adminId: null,
      isApproved: false,
    })
  })

  it('deleted by an admin disappears from the public agent page', async () => {
    const clientName = unique('Approved Then Deleted')
    const id = await agentSubmits(clientName)
    expect((await send('PATCH', `${BASE}/${id}/approval`, superAdmin, { isApproved: true })).status).toBe(200)
    expect(await publicAgentNames()).toContain(clientName)
    expect((await send('DELETE', `${BASE}/${id}`, superAdmin)).status).toBe(204)
    expect(await publicAgentNames()).not.toContain(clientName)
  })
})

describe('bad input and unknown ids', () => {
  const cases: [string, unknown, string][] = [
    ['missing client name', { content: 'x', rating: 5 }, 'clientName'],
    ['empty client name', { clientName: '  ', content: 'x', rating: 5 }, 'clientName'],
    ['client name too long', { clientName: 'a'.repeat(101), content: 'x', rating: 5 }, 'clientName'],
    ['empty content', { clientName: 'A', content: '', rating: 5 }, 'content'],
    ['content too long', { clientName: 'A', content: 'a'.repeat(2001), rating: 5 }, 'content'],
    ['rating 0', { clientName: 'A', content: 'x', rating: 0 }, 'rating'],
    ['rating 6', { clientName: 'A', content: 'x', rating: 6 }, 'rating'],
    ['rating 4.5', { clientName: 'A', content: 'x', rating: 4.5 }, 'rating'],
    ['rating as text', { clientName: 'A', content: 'x', rating: '5' }, 'rating'],
  ]
  for (const [label, body, field] of cases) {
    it(`POST with ${label} → 400 naming ${field}, nothing stored`, async () => {
      const marker = unique('Refused')
      const res = await send('POST', BASE, superAdmin, {
        ...(body as object),
        ...(field === 'clientName' ? {} : { clientName: marker }),
      })
      expect(res.status).toBe(400)
      expect(Object.keys((await errorOf(res)).fields ?? {})).toContain(field)
      if (field !== 'clientName')
        expect(await db.select().from(testimonials).where(eq(testimonials.clientName, marker))).toEqual([])
    })
  }

  it('an unknown field is refused (strict) and so are agentId / isApproved / adminId from the client', async () => {
    for (const extra of [
      { agentId: DEMO_IDS.agents.sarah },
      { isApproved: false },
      { adminId: DEMO_IDS.users.admin },
    ]) {
      const res = await send('POST', BASE, superAdmin, { clientName: 'A', content: 'x', rating: 5, ...extra })
      expect(res.status).toBe(400)
    }
  })

  it('approval without a boolean → 400 naming isApproved', async () => {
    const id = await agentSubmits(unique('Bad Approval'))
    const res = await send('PATCH', `${BASE}/${id}/approval`, superAdmin, { isApproved: 'yes' })
    expect(res.status).toBe(400)
    expect((await errorOf(res)).fields).toHaveProperty('isApproved')
  })

  it('a malformed id → 400 naming id; an unknown id → 404 for edit, approval and delete', async () => {
    const bad = await send('PUT', `${BASE}/not-a-uuid`, superAdmin, { clientName: 'A', content: 'x', rating: 5 })
    expect(bad.status).toBe(400)
    expect((await errorOf(bad)).fields).toHaveProperty('id')
    const unknown = uuidv7()
    expect(
      (await send('PUT', `${BASE}/${unknown}`, superAdmin, { clientName: 'A', content: 'x', rating: 5 })).status,
    ).toBe(404)
    expect((await send('PATCH', `${BASE}/${unknown}/approval`, superAdmin, { isApproved: true })).status).toBe(404)
    expect((await send('DELETE', `${BASE}/${unknown}`, superAdmin)).status).toBe(404)
  })
})

describe('who may call it', () => {
  it('anonymous callers get 401, agents and admins 403, on every route', async () => {
    const row = await create(superAdmin, { clientName: unique('Guarded'), content: 'x', rating: 5 })
    const admin = await signInAs('admin')
    const routes: [string, string, unknown?][] = [
      ['GET', BASE],
      ['POST', BASE, { clientName: 'A', content: 'x', rating: 5 }],
      ['PUT', `${BASE}/${row.id}`, { clientName: 'A', content: 'x', rating: 5 }],
      ['PATCH', `${BASE}/${row.id}/approval`, { isApproved: false }],
      ['DELETE', `${BASE}/${row.id}`],
    ]
    for (const [method, path, body] of routes) {
      const anon = await call(path, jsonInit(method, body))
      expect(anon.status, `${method} ${path} anonymous`).toBe(401)
      for (const who of [agent, admin])
        expect((await send(method, path, who, body)).status, `${method} ${path}`).toBe(403)
    }
    const [stored] = await db.select().from(testimonials).where(eq(testimonials.id, row.id))
    expect(stored).toMatchObject({ clientName: row.clientName, deletedAt: null })
  })
})
