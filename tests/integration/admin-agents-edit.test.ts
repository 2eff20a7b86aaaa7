/**
 * The admin Agents tab's edit dialog and delete (docs/decisions/080) and the
 * newsletter subscribers export (docs/decisions/081): super admin only, 400s
 * naming the field with nothing stored, each tab's save seen by the public agent page, the
 * slug's uniqueness message, headshot upload checked by its bytes, and a deleted agent gone
 * from the directory and /agents/{id} with its leads unassigned. Every test creates its own
 * agents with unique names (other files share the database).
 */
import { eq } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROUTING_ACTORS } from '#shared/leads/routing.ts'
import type { AdminAgentDetail } from '#shared/schemas/admin-agents.ts'
import { PROFILE_SLUG_TAKEN_MESSAGE } from '#shared/schemas/agent-dashboard.ts'
import type { PublicAgentPage } from '#shared/schemas/agent-page.ts'
import type { CreateAgentResponse } from '#shared/schemas/auth.ts'
import type { ApiErrorBody } from '#shared/schemas/errors.ts'
import type { AgentDirectoryResponse } from '#shared/schemas/public-content.ts'
import { licenseAgent } from '#tests/support/agent-licence.ts'
import { parseCsv } from '#tests/support/csv-parse.ts'
import { agents, leadActivities, leads, newsletterSubscribers } from '#worker/db/schema/index.ts'
import {
  createTestUser,
  deleteTestAccounts,
  jsonInit,
  type SignedIn,
  signInAs,
  signInWith,
  siteOrigin,
  TEST_EMAIL_DOMAIN,
} from './auth-helpers'
import { baseUrl, call, testDb } from './helpers'
import { postInit, submissionOf, validPayload } from './leads-fixtures'

const { db, client } = testDb()

let superAdmin: SignedIn
let agentUser: SignedIn
let admin: SignedIn

beforeAll(async () => {
  ;[superAdmin, agentUser, admin] = await Promise.all([signInAs('super_admin'), signInAs('agent'), signInAs('admin')])
})
afterAll(async () => {
  await deleteTestAccounts()
  client.close()
})

const BASE = '/api/admin/users/agents'
const uniq = () => uuidv7().slice(-10)
const send = (method: string, path: string, who: SignedIn, body?: unknown) =>
  call(path, jsonInit(method, body, who.authHeaders))
const errorOf = async (res: Response) => ((await res.json()) as ApiErrorBody).error

async function newAgent(): Promise<CreateAgentResponse & { email: string; password: string; name: string }> {
  const u = uniq()
  const body = {
    fullName: `Edit Test ${u}`,
    email: `edit-${u}@${TEST_EMAIL_DOMAIN}`,
    password: `Pw-${crypto.randomUUID()}`,
  }
  const res = await send('POST', BASE, superAdmin, body)
  expect(res.status).toBe(201)
  const created = (await res.json()) as CreateAgentResponse
  await licenseAgent(db, created.agentId)
  return {
    ...created,
    email: body.email,
    password: body.password,
    name: body.fullName,
  }
}

const basic = (over: Record<string, unknown> = {}) => ({
  name: 'Someone',
  phone: null,
  bio: null,
  calendlyLink: null,
  title: null,
  profileSlug: `s${uniq()}`,
  ...over,
})

async function publicPage(id: string): Promise<Response> {
  return call(`/api/agents/${id}`, { headers: { 'Cache-Control': 'no-cache' } })
}

describe('who may call the edit and delete routes', () => {
  it('anonymous gets 401, agents and admins 403, on every new route; nothing changes', async () => {
    const a = await newAgent()
    const routes: [string, string, unknown?][] = [
      ['GET', `${BASE}/${a.agentId}`],
      ['PUT', `${BASE}/${a.agentId}/basic`, basic({ name: 'Hacked' })],
      [
        'PUT',
        `${BASE}/${a.agentId}/social`,
        { facebook: null, youtube: null, instagram: null, website: null, linkedin: null },
      ],
      [
        'PUT',
        `${BASE}/${a.agentId}/links`,
        { apply: null, newsletter: null, contactForm: null, rateQuote: null, scheduler: null },
      ],
      [
        'PUT',
        `${BASE}/${a.agentId}/seo`,
        { metaTitle: 'Hacked', metaDescription: null, metaKeywords: null, ogImage: null },
      ],
      ['DELETE', `${BASE}/${a.agentId}/images/headshot`],
      ['DELETE', `${BASE}/${a.agentId}`],
      ['GET', '/api/admin/newsletter/subscribers.csv'],
    ]
    for (const [method, path, body] of routes) {
      const anon = await call(path, jsonInit(method, body, { Origin: siteOrigin() }))
      expect(anon.status, `${method} ${path} anonymous`).toBe(401)
      for (const who of [agentUser, admin]) {
        const res = await send(method, path, who, body)
        expect(res.status, `${method} ${path}`).toBe(403)
      }
    }
    const [row] = await db.select().from(agents).where(eq(agents.id, a.agentId))
    expect(row).toMatchObject({ name: a.name, deletedAt: null })
  })
})

describe('the edit dialog', () => {
  it('reads one agent with every link; 404 for an unknown id; 400 naming the id when it is not one', async () => {
    const a = await newAgent()
    const res = await send('GET', `${BASE}/${a.agentId}`, superAdmin)
    expect(res.status).toBe(200)
    const detail = (await res.json()) as AdminAgentDetail
    expect(detail).toMatchObject({ id: a.agentId, name: a.name, email: a.email, profileSlug: a.profileSlug })
    expect(Object.keys(detail.links).sort()).toEqual(['apply', 'contactForm', 'newsletter', 'rateQuote', 'scheduler'])
    expect((await send('GET', `${BASE}/${uuidv7()}`, superAdmin)).status).toBe(404)
    const bad = await send('GET', `${BASE}/not-an-id`, superAdmin)
    expect(bad.status).toBe(400)
    expect((await errorOf(bad)).fields).toHaveProperty('agentId')
  })

  it('Basic Info saves name, phone, title, bio, Calendly and the slug; the public page shows them', async () => {
    const a = await newAgent()
    const slug = `edited${uniq()}`.replace(/[^a-z0-9]/g, '')
    const res = await send('PUT', `${BASE}/${a.agentId}/basic`, superAdmin, {
      name: `Renamed ${a.name}`,
      phone: '(416) 555-0199',
      bio: 'Twenty years of Ontario mortgages.',
      calendlyLink: 'https://calendly.com/renamed',
      title: 'Senior Broker',
      profileSlug: slug,
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({
      name: `Renamed ${a.name}`,
      title: 'Senior Broker',
      profileSlug: slug,
      calendlyLink: 'https://calendly.com/renamed',
    })
    const page = (await (await publicPage(a.agentId)).json()) as PublicAgentPage
    expect(JSON.stringify(page)).toContain(`Renamed ${a.name}`)
    expect(JSON.stringify(page)).toContain('Senior Broker')
    expect((await publicPage(slug)).status).toBe(200)
  })

  it("a slug another agent has answers 409 with the spec's message on the field, and nothing else is saved", async () => {
    const [a, b] = await Promise.all([newAgent(), newAgent()])
    const res = await send(
      'PUT',
      `${BASE}/${a.agentId}/basic`,
      superAdmin,
      basic({ name: 'Should Not Stick', profileSlug: b.profileSlug }),
    )
    expect(res.status).toBe(409)
    const error = await errorOf(res)
    expect(error.message).toBe(PROFILE_SLUG_TAKEN_MESSAGE)
    expect(error.fields).toEqual({ profileSlug: PROFILE_SLUG_TAKEN_MESSAGE })
    const [row] = await db.select().from(agents).where(eq(agents.id, a.agentId))
    expect(row).toMatchObject({ name: a.name, profileSlug: a.profileSlug })
  })

  it('400 names the field (empty name, a link that is not one, a title over 60, an unknown field) and stores nothing', async () => {
    const a = await newAgent()
    const cases: [string, unknown, string][] = [
      ['basic', basic({ name: '   ' }), 'name'],
      ['basic', basic({ profileSlug: '!!!' }), 'profileSlug'],
      [
        'social',
        { facebook: 'javascript:alert(1)', youtube: null, instagram: null, website: null, linkedin: null },
        'facebook',
      ],
      [
        'links',
        { apply: null, newsletter: null, contactForm: null, rateQuote: 'not a link', scheduler: null },
        'rateQuote',
      ],
      ['seo', { metaTitle: 'x'.repeat(61), metaDescription: null, metaKeywords: null, ogImage: null }, 'metaTitle'],
      ['seo', { metaTitle: null, metaDescription: null, metaKeywords: null, ogImage: null, extra: 1 }, 'extra'],
    ]
    for (const [tab, body, field] of cases) {
      const res = await send('PUT', `${BASE}/${a.agentId}/${tab}`, superAdmin, body)
      expect(res.status, `${tab} ${field}`).toBe(400)
      expect(Object.keys((await errorOf(res)).fields ?? {}), `${tab} ${field}`).toContain(field)
    }
    const [row] = await db.select().from(agents).where(eq(agents.id, a.agentId))
    expect(row).toMatchObject({
      name: a.name,
      profileSlug: a.profileSlug,
      socialLinks: {},
      applicationLinks: {},
      seoSettings: {},
    })
  })

  it('Social Links (with LinkedIn), App Links (all five) and SEO persist; an emptied link is removed', async () => {
    const a = await newAgent()
    const social = await send('PUT', `${BASE}/${a.agentId}/social`, superAdmin, {
      facebook: 'https://facebook.com/edit',
      youtube: null,
      instagram: 'https://instagram.com/edit',
      website: null,
      linkedin: 'https://linkedin.com/in/edit',
    })
    expect(social.status).toBe(200)
    expect(((await social.json()) as AdminAgentDetail).social).toEqual({
      facebook: 'https://facebook.com/edit',
      youtube: null,
      instagram: 'https://instagram.com/edit',
      website: null,
      linkedin: 'https://linkedin.com/in/edit',
    })
    const links = await send('PUT', `${BASE}/${a.agentId}/links`, superAdmin, {
      apply: 'https://apply.example.ca/edit',
      newsletter: 'https://news.example.ca/edit',
      contactForm: 'https://contact.example.ca',
      rateQuote: null,
      scheduler: 'https://calendly.com/edit',
    })
    expect(links.status).toBe(200)
    expect(((await links.json()) as AdminAgentDetail).links).toEqual({
      apply: 'https://apply.example.ca/edit',
      newsletter: 'https://news.example.ca/edit',
      contactForm: 'https://contact.example.ca',
      rateQuote: null,
      scheduler: 'https://calendly.com/edit',
    })
    const seo = await send('PUT', `${BASE}/${a.agentId}/seo`, superAdmin, {
      metaTitle: 'Edited title',
      metaDescription: 'Edited description',
      metaKeywords: 'a, b',
      ogImage: null,
    })
    expect(seo.status).toBe(200)
    const [row] = await db.select().from(agents).where(eq(agents.id, a.agentId))
    expect(row?.seoSettings).toEqual({
      meta_title: 'Edited title',
      meta_description: 'Edited description',
      meta_keywords: 'a, b',
    })
    expect(row?.applicationLinks).toEqual({
      apply: 'https://apply.example.ca/edit',
      newsletter: 'https://news.example.ca/edit',
      contact_form: 'https://contact.example.ca',
      scheduler: 'https://calendly.com/edit',
    })
    // The agent's own dashboard save keeps what only the admin sets (LinkedIn, contact form, scheduler).
    const own = await signInWith(a.email, a.password)
    expect(
      (
        await send('PUT', '/api/agent/social', own, {
          facebook: null,
          youtube: null,
          instagram: null,
          website: 'https://own.example.ca',
        })
      ).status,
    ).toBe(200)
    expect((await send('PUT', '/api/agent/links', own, { apply: null, newsletter: null })).status).toBe(200)
    const [after] = await db.select().from(agents).where(eq(agents.id, a.agentId))
    expect(after?.socialLinks).toEqual({ linkedin: 'https://linkedin.com/in/edit', website: 'https://own.example.ca' })
    expect(after?.applicationLinks).toEqual({
      contact_form: 'https://contact.example.ca',
      scheduler: 'https://calendly.com/edit',
    })
  })

  it('a headshot upload is checked by its bytes (415 for a script named .png), stored, served and removable', async () => {
    const a = await newAgent()
    const upload = (bytes: Uint8Array, type: string) =>
      call(`${BASE}/${a.agentId}/images/headshot`, {
        method: 'POST',
        headers: { ...superAdmin.authHeaders, 'Content-Type': type },
        body: bytes as Uint8Array<ArrayBuffer>,
      })
    const svg = await upload(
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'image/png',
    )
    expect(svg.status).toBe(415)
    const PNG = new Uint8Array([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6,
      0, 0, 0,
    ])
    const ok = await upload(PNG, 'application/octet-stream')
    expect(ok.status).toBe(201)
    const { url, agent } = (await ok.json()) as { url: string; agent: AdminAgentDetail }
    expect(url).toMatch(new RegExp(`^/media/agent-headshots/${a.agentId}/`))
    expect(agent.headshotUrl).toBe(url)
    const media = await call(url)
    expect(media.status).toBe(200)
    expect(media.headers.get('content-type')).toBe('image/png')
    await media.body?.cancel()
    // Only headshot and banner are the admin's slots.
    expect(
      (
        await call(`${BASE}/${a.agentId}/images/badge1`, {
          method: 'POST',
          headers: { ...superAdmin.authHeaders, 'Content-Type': 'image/png' },
          body: PNG,
        })
      ).status,
    ).toBe(400)
    const cleared = await send('DELETE', `${BASE}/${a.agentId}/images/headshot`, superAdmin)
    expect(cleared.status).toBe(200)
    expect(((await cleared.json()) as { agent: AdminAgentDetail }).agent.headshotUrl).toBeNull()
  })
})

describe('delete', () => {
  it('hides the agent from the directory and /agents/{id}, unassigns its leads (with a timeline entry) and ends its sign-in', async () => {
    const a = await newAgent()
    const own = await signInWith(a.email, a.password)
    const lead = submissionOf('contact', validPayload('contact', { agentId: a.agentId }))
    expect((await call('/api/leads', postInit(lead, new URL(baseUrl()).origin))).status).toBe(201)
    const dir = async () =>
      (
        (await (
          await call('/api/content/agents', { headers: { 'Cache-Control': 'no-cache' } })
        ).json()) as AgentDirectoryResponse
      ).agents.map((x) => x.id)
    expect(await dir()).toContain(a.agentId)
    expect((await publicPage(a.agentId)).status).toBe(200)

    const res = await send('DELETE', `${BASE}/${a.agentId}`, superAdmin)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ deleted: true })

    expect(await dir()).not.toContain(a.agentId)
    expect((await publicPage(a.agentId)).status).toBe(404)
    expect((await publicPage(a.profileSlug)).status).toBe(404)
    const list = (await (await send('GET', BASE, superAdmin)).json()) as { agents: { agentId: string }[] }
    expect(list.agents.map((x) => x.agentId)).not.toContain(a.agentId)
    const [leadRow] = await db.select().from(leads).where(eq(leads.id, lead.id))
    expect(leadRow?.agentId).toBeNull()
    const timeline = await db.select().from(leadActivities).where(eq(leadActivities.leadId, lead.id))
    expect(timeline).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'assignment', fromValue: a.agentId, toValue: null, fromLabel: a.name }),
      ]),
    )
    expect((await call('/api/auth/me', { headers: own.authHeaders })).status).toBe(401)
    // Gone for the edit routes too; a second delete is a 404.
    expect((await send('GET', `${BASE}/${a.agentId}`, superAdmin)).status).toBe(404)
    expect((await send('DELETE', `${BASE}/${a.agentId}`, superAdmin)).status).toBe(404)
  })

  it("moves the deleted agent's leads to the agent chosen, with who and when; refuses itself or an unknown agent", async () => {
    const a = await newAgent()
    const b = await newAgent()
    const lead = submissionOf('contact', validPayload('contact', { agentId: a.agentId }))
    expect((await call('/api/leads', postInit(lead, new URL(baseUrl()).origin))).status).toBe(201)
    const self = await send('DELETE', `${BASE}/${a.agentId}?leadsTo=${a.agentId}`, superAdmin)
    expect(self.status).toBe(400)
    expect(((await self.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty(
      'leadsTo',
    )
    expect((await send('DELETE', `${BASE}/${a.agentId}?leadsTo=${crypto.randomUUID()}`, superAdmin)).status).toBe(400)
    expect((await send('DELETE', `${BASE}/${a.agentId}?leadsTo=bob`, superAdmin)).status).toBe(400)

    expect((await send('DELETE', `${BASE}/${a.agentId}?leadsTo=${b.agentId}`, superAdmin)).status).toBe(200)
    const [leadRow] = await db.select().from(leads).where(eq(leads.id, lead.id))
    expect(leadRow?.agentId).toBe(b.agentId)
    // The contact lead's timeline also holds the partner network's note and, first, the routing
    // rule that gave the lead its agent; the move is one assignment more.
    const timeline = await db.select().from(leadActivities).where(eq(leadActivities.leadId, lead.id))
    expect(timeline.filter((entry) => entry.kind === 'assignment')).toEqual([
      expect.objectContaining({ kind: 'assignment', actorName: ROUTING_ACTORS.agentPage, toValue: a.agentId }),
      expect.objectContaining({
        kind: 'assignment',
        fromValue: a.agentId,
        toValue: b.agentId,
        fromLabel: a.name,
        toLabel: b.name,
        actorUserId: superAdmin.session.user.id,
      }),
    ])
  })

  it('an agent record of a super admin account is not deleted here (403), nothing changes', async () => {
    const other = await createTestUser('super_admin')
    const [row] = await db
      .insert(agents)
      .values({
        userId: other.userId,
        name: `Admin Agent ${uniq()}`,
        email: other.email,
        profileSlug: `adminagent${uniq()}`.replace(/[^a-z0-9]/g, ''),
      })
      .returning()
    const res = await send('DELETE', `${BASE}/${row!.id}`, superAdmin)
    expect(res.status).toBe(403)
    const [after] = await db.select().from(agents).where(eq(agents.id, row!.id))
    expect(after).toMatchObject({ deletedAt: null, isActive: true })
  })
})

describe('newsletter subscribers export', () => {
  it('streams a CSV (BOM, CRLF) with each subscriber and a working unsubscribe link; a hostile cell stays inert', async () => {
    const origin = new URL(baseUrl()).origin
    const s = submissionOf('newsletter')
    expect((await call('/api/leads', postInit(s, origin))).status).toBe(201)
    const email = (s.payload as { client_email: string }).client_email.toLowerCase()
    // A name someone entered later, hostile: it must stay text in a spreadsheet.
    await db.update(leads).set({ clientName: '=HYPERLINK("http://evil.example","x")' }).where(eq(leads.id, s.id))

    const exportCsv = async () => {
      const res = await send('GET', '/api/admin/newsletter/subscribers.csv', superAdmin)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
      expect(res.headers.get('content-disposition')).toMatch(
        /^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
      )
      const bytes = new Uint8Array(await res.arrayBuffer())
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
      // TextDecoder drops the BOM checked above.
      const text = new TextDecoder().decode(bytes)
      expect(text.split('\r\n').length).toBeGreaterThan(2)
      const [header, ...rows] = parseCsv(text)
      return { header: header!, row: rows.find((r) => r[0] === email) }
    }
    const { header, row } = await exportCsv()
    expect(header).toEqual([
      'Email',
      'Name',
      'Subscribed at',
      'Consent text version',
      'Consent given at',
      'Status',
      'Unsubscribed at',
      'Marketing consent',
      'Unsubscribe link',
    ])
    expect(row).toBeDefined()
    const [sub] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))
    expect(row![1]).toBe(`'=HYPERLINK("http://evil.example","x")`)
    expect(row![2]).toBe(sub!.subscribedAt.toISOString())
    expect(row![3]).toBe(sub!.consentVersion)
    expect(row![5]).toBe('subscribed')
    // The consent the address holds: its sign-up's, with the text version and the day.
    expect(row![7]).toBe(`granted ${sub!.consentVersion} ${sub!.consentAt.toISOString().slice(0, 10)}`)
    const link = new URL(row![8]!)
    expect(`${link.origin}${link.pathname}`).toBe(`${origin}/newsletter/unsubscribe`)
    expect(link.searchParams.get('token')).toBe(sub!.unsubscribeToken)

    // Follow the link: the page is served, and its one click (the page's POST) unsubscribes.
    const page = await call(`${link.pathname}${link.search}`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toMatch(/text\/html/)
    await page.body?.cancel()
    const click = await call('/api/newsletter/unsubscribe', postInit({ token: link.searchParams.get('token') }, origin))
    expect(await click.json()).toEqual({ outcome: 'unsubscribed' })
    const again = await exportCsv()
    expect(again.row![5]).toBe('unsubscribed')
    expect(again.row![6]).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    // The unsubscribe is a withdrawal, honoured at once.
    expect(again.row![7]).toMatch(/^withdrawn \d{4}-\d{2}-\d{2}$/)
  })
})
