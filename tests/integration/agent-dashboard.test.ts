/**
 * The agent dashboard API: each tab's call on the signed-in agent's own record, the
 * spec's validation messages, and ownership (another agent's post, document or testimonial is
 * 404, never data). Two throwaway agents (createAgentAccount) so the demo agents stay as seeded.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  AgentAnalytics,
  MyAgentProfile,
  MyDocument,
  MyPost,
  MyTestimonial,
} from '#shared/schemas/agent-dashboard.ts'
import { licenseAgent } from '#tests/support/agent-licence.ts'
import { agents, analyticsEvents, blogPosts, testimonials } from '#worker/db/schema/index.ts'
import { createAgentAccount } from '#worker/domain/users.ts'
import { jsonInit, type SignedIn, signInWith, siteOrigin } from './auth-helpers'
import { call, FRESH, testDb } from './helpers'

const { db, client } = testDb()
afterAll(() => client.close())

type Agent = { session: SignedIn; agentId: string; slug: string }

async function newAgent(name: string): Promise<Agent> {
  const email = `dash-${crypto.randomUUID().slice(0, 8)}@it.brokerage.test`
  const password = `Pw-${crypto.randomUUID()}`
  const created = await createAgentAccount(db as never, { fullName: name, email, password })
  await licenseAgent(db, created.agentId)
  return { session: await signInWith(email, password), agentId: created.agentId, slug: created.profileSlug }
}

let alice: Agent
let bob: Agent
beforeAll(async () => {
  alice = await newAgent('Alice Dashboard')
  bob = await newAgent('Bob Dashboard')
})

const auth = (a: Agent) => ({ Authorization: a.session.authHeaders.Authorization })
const send = (a: Agent, method: string, path: string, body?: unknown) => call(path, jsonInit(method, body, auth(a)))
async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T
}

/** Raw bytes upload as the dashboard sends it (XMLHttpRequest with the file as the body). */
function upload(a: Agent, path: string, bytes: Uint8Array, contentType: string) {
  return call(path, {
    method: 'POST',
    headers: { ...auth(a), Origin: siteOrigin(), 'Content-Type': contentType },
    body: bytes as Uint8Array<ArrayBuffer>,
  })
}

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0,
  0, 0,
])
const PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
)
const SVG = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script></svg>',
)
const HTML = new TextEncoder().encode('<!doctype html><html><script>alert(1)</script></html>')

describe('profile, customize, social, links, seo', () => {
  it('reads and updates the own profile; the custom title lives in contact_details', async () => {
    const res = await send(alice, 'PUT', '/api/agent/profile', {
      name: '  Alice Example ',
      phone: '416 555 0142',
      bio: 'Helping first-time buyers.\nSince 2010.',
      calendlyLink: 'https://calendly.com/alice/consult',
      title: 'Senior Mortgage Agent',
    })
    expect(res.status).toBe(200)
    const profile = await json<MyAgentProfile>(res)
    expect(profile).toMatchObject({
      id: alice.agentId,
      name: 'Alice Example',
      phone: '+14165550142',
      title: 'Senior Mortgage Agent',
    })
    const read = await json<MyAgentProfile>(await send(alice, 'GET', '/api/agent/profile'))
    expect(read.bio).toBe('Helping first-time buyers.\nSince 2010.')
    const [row] = await db.select().from(agents).where(eq(agents.id, alice.agentId))
    expect(row?.contactDetails.title).toBe('Senior Mortgage Agent')
  })

  it('refuses bad input naming the field, and stores nothing', async () => {
    const res = await send(alice, 'PUT', '/api/agent/profile', {
      name: '',
      phone: '123',
      bio: null,
      calendlyLink: 'javascript:alert(1)',
      title: null,
      extra: 1,
    })
    expect(res.status).toBe(400)
    const body = await json<{ error: { fields: Record<string, string> } }>(res)
    expect(Object.keys(body.error.fields)).toEqual(expect.arrayContaining(['name', 'phone', 'calendlyLink']))
    const [row] = await db.select().from(agents).where(eq(agents.id, alice.agentId))
    expect(row?.name).toBe('Alice Example')
  })

  it('normalises the slug, refuses an empty one and one that is taken', async () => {
    const ok = await send(alice, 'PUT', '/api/agent/customize', { profileSlug: 'Alice-Example 2026!' })
    expect(ok.status).toBe(200)
    expect((await json<MyAgentProfile>(ok)).profileSlug).toBe('aliceexample2026')

    const empty = await send(alice, 'PUT', '/api/agent/customize', { profileSlug: '--- !!' })
    expect(empty.status).toBe(400)
    expect((await json<{ error: { message: string } }>(empty)).error.message).toBe('Profile slug cannot be empty')

    const taken = await send(bob, 'PUT', '/api/agent/customize', { profileSlug: 'aliceexample2026' })
    expect(taken.status).toBe(409)
    expect(
      (await json<{ error: { message: string; fields: Record<string, string> } }>(taken)).error.fields.profileSlug,
    ).toBe('This profile URL is already taken')
  })

  it("keeps an old slug as a 301 to the agent's page, until another agent takes it", async () => {
    const first = await send(alice, 'PUT', '/api/agent/customize', { profileSlug: 'alicefirst' })
    expect(first.status).toBe(200)
    expect((await send(alice, 'PUT', '/api/agent/customize', { profileSlug: 'alicesecond' })).status).toBe(200)
    const moved = await call('/api/agents/alicefirst', { ...FRESH, redirect: 'manual' })
    expect(moved.status).toBe(301)
    expect(new URL(moved.headers.get('location') ?? '', 'http://x').pathname).toBe('/api/agents/alicesecond')
    const followed = await call('/api/agents/alicefirst', FRESH)
    expect(((await followed.json()) as { id: string }).id).toBe(alice.agentId)

    // Bob takes the old slug: it is Bob's page now, no longer a redirect to Alice.
    expect((await send(bob, 'PUT', '/api/agent/customize', { profileSlug: 'alicefirst' })).status).toBe(200)
    const bobs = await call('/api/agents/alicefirst', { ...FRESH, redirect: 'manual' })
    expect(bobs.status).toBe(200)
    expect(((await bobs.json()) as { id: string }).id).toBe(bob.agentId)
  })

  it('saves social links keeping LinkedIn, application links keeping the admin-set ones, and SEO within 60/160', async () => {
    await db
      .update(agents)
      .set({
        socialLinks: { linkedin: 'https://www.linkedin.com/in/alice' },
        applicationLinks: { rate_quote: 'https://quote.example.com/alice' },
      })
      .where(eq(agents.id, alice.agentId))
    const social = await json<MyAgentProfile>(
      await send(alice, 'PUT', '/api/agent/social', {
        facebook: 'https://facebook.com/alice',
        youtube: null,
        instagram: null,
        website: 'https://alice.example.com',
      }),
    )
    expect(social.social).toEqual({
      facebook: 'https://facebook.com/alice',
      youtube: null,
      instagram: null,
      website: 'https://alice.example.com',
      linkedin: 'https://www.linkedin.com/in/alice',
    })

    const links = await json<MyAgentProfile>(
      await send(alice, 'PUT', '/api/agent/links', {
        apply: 'https://apply.example.com/alice',
        newsletter: 'https://news.example.com/alice',
      }),
    )
    expect(links.links).toEqual({
      apply: 'https://apply.example.com/alice',
      newsletter: 'https://news.example.com/alice',
    })
    const [row] = await db.select().from(agents).where(eq(agents.id, alice.agentId))
    expect(row?.applicationLinks).toEqual({
      rate_quote: 'https://quote.example.com/alice',
      apply: 'https://apply.example.com/alice',
      newsletter: 'https://news.example.com/alice',
    })

    const tooLong = await send(alice, 'PUT', '/api/agent/seo', {
      metaTitle: 'x'.repeat(61),
      metaDescription: 'y'.repeat(161),
      metaKeywords: null,
      ogImage: null,
    })
    expect(tooLong.status).toBe(400)
    const fields = (await json<{ error: { fields: Record<string, string> } }>(tooLong)).error.fields
    expect(fields).toMatchObject({ metaTitle: 'At most 60 characters', metaDescription: 'At most 160 characters' })

    const seo = await json<MyAgentProfile>(
      await send(alice, 'PUT', '/api/agent/seo', {
        metaTitle: 'x'.repeat(60),
        metaDescription: 'Alice helps you buy.',
        metaKeywords: 'mortgage',
        ogImage: 'https://cdn.example.com/alice.jpg',
      }),
    )
    expect(seo.seo).toEqual({
      metaTitle: 'x'.repeat(60),
      metaDescription: 'Alice helps you buy.',
      metaKeywords: 'mortgage',
      ogImage: 'https://cdn.example.com/alice.jpg',
    })
  })

  it('is refused to a role without an agent dashboard and to nobody signed in', async () => {
    expect((await call('/api/agent/profile')).status).toBe(401)
  })
})

describe('uploads', () => {
  it('stores an image in MEDIA under the spec bucket prefix and serves it immutable at /media/<key>', async () => {
    const res = await upload(alice, '/api/agent/images/headshot', PNG, 'application/octet-stream')
    expect(res.status).toBe(201)
    const { url, profile } = await json<{ url: string; profile: MyAgentProfile }>(res)
    expect(url).toMatch(new RegExp(`^/media/agent-headshots/${alice.agentId}/[0-9a-f-]{36}\\.png$`))
    expect(profile.headshotUrl).toBe(url)
    const media = await call(url)
    expect(media.status).toBe(200)
    expect(media.headers.get('content-type')).toBe('image/png')
    expect(media.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(media.headers.get('x-content-type-options')).toBe('nosniff')
    expect(new Uint8Array(await media.arrayBuffer())).toEqual(PNG)

    // A replacement is a new key; the old object is deleted.
    const second = await json<{ url: string }>(await upload(alice, '/api/agent/images/headshot', PNG, 'image/png'))
    expect(second.url).not.toBe(url)
    expect((await call(url)).status).toBe(404)
  })

  it('refuses SVG and HTML renamed as images or documents with 415, whatever the Content-Type says', async () => {
    for (const [bytes, type] of [
      [SVG, 'image/png'],
      [HTML, 'image/jpeg'],
      [SVG, 'image/svg+xml'],
    ] as const) {
      const res = await upload(alice, '/api/agent/images/banner', bytes, type)
      expect(res.status, type).toBe(415)
    }
    const doc = await upload(alice, '/api/agent/documents?name=licence.pdf', HTML, 'application/pdf')
    expect(doc.status).toBe(415)
    const [row] = await db.select().from(agents).where(eq(agents.id, alice.agentId))
    expect(row?.bannerImageUrl).toBeNull()
  })

  it('refuses an image over 5 MB with 413 and an empty file with 400', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1)
    big.set(PNG)
    expect((await upload(alice, '/api/agent/images/banner', big, 'image/png')).status).toBe(413)
    expect((await upload(alice, '/api/agent/images/banner', new Uint8Array(), 'image/png')).status).toBe(400)
  })

  it('keeps documents private: listed for the owner, downloaded as an attachment with nosniff, 404 for another agent', async () => {
    const res = await upload(
      alice,
      `/api/agent/documents?name=${encodeURIComponent('Licence 2026 — FSRA')}&type=certificate`,
      PDF,
      'application/octet-stream',
    )
    expect(res.status).toBe(201)
    const doc = await json<MyDocument>(res)
    expect(doc).toMatchObject({
      name: 'Licence 2026 — FSRA',
      mimeType: 'application/pdf',
      type: 'certificate',
      fileSize: PDF.byteLength,
    })

    const list = await json<{ documents: MyDocument[] }>(await send(alice, 'GET', '/api/agent/documents'))
    expect(list.documents.map((d) => d.id)).toContain(doc.id)

    const file = await send(alice, 'GET', `/api/agent/documents/${doc.id}/file`)
    // The download's own sandbox survives the API's policy (the browser opens it sandboxed).
    expect(file.headers.get('Content-Security-Policy')).toMatch(/^default-src 'none';.*; sandbox$/)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Licence 2026 _ FSRA\.pdf"; filename\*=UTF-8''Licence%202026%20%E2%80%94%20FSRA\.pdf$/,
    )
    expect(file.headers.get('x-content-type-options')).toBe('nosniff')
    expect(file.headers.get('content-type')).toBe('application/pdf')
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF)

    expect((await send(bob, 'GET', `/api/agent/documents/${doc.id}/file`)).status).toBe(404)
    expect((await send(bob, 'DELETE', `/api/agent/documents/${doc.id}`)).status).toBe(404)
    expect((await json<{ documents: MyDocument[] }>(await send(bob, 'GET', '/api/agent/documents'))).documents).toEqual(
      [],
    )
    // Documents are never on the public media path.
    expect((await call(`/media/agent-documents/${alice.agentId}/${doc.id}.pdf`)).status).toBe(404)

    expect((await send(alice, 'DELETE', `/api/agent/documents/${doc.id}`)).status).toBe(200)
    expect((await send(alice, 'GET', `/api/agent/documents/${doc.id}/file`)).status).toBe(404)
  })
})

describe('testimonials', () => {
  it('adds a testimonial as pending approval and lists only the own ones', async () => {
    const res = await send(alice, 'POST', '/api/agent/testimonials', {
      clientName: 'Jordan P.',
      content: 'Great rate, fast close.',
      rating: 5,
    })
    expect(res.status).toBe(201)
    const added = await json<MyTestimonial>(res)
    expect(added.isApproved).toBe(false)
    const mine = await json<{ testimonials: MyTestimonial[] }>(await send(alice, 'GET', '/api/agent/testimonials'))
    expect(mine.testimonials.map((t) => t.id)).toEqual([added.id])
    const bobs = await json<{ testimonials: MyTestimonial[] }>(await send(bob, 'GET', '/api/agent/testimonials'))
    expect(bobs.testimonials).toEqual([])
    const [row] = await db.select().from(testimonials).where(eq(testimonials.id, added.id))
    expect(row).toMatchObject({ agentId: alice.agentId, adminId: null, isApproved: false })
  })

  it('refuses a rating outside 1–5 and an attempt to approve or target another agent', async () => {
    for (const rating of [0, 6, 4.5]) {
      expect(
        (await send(alice, 'POST', '/api/agent/testimonials', { clientName: 'A', content: 'B', rating })).status,
      ).toBe(400)
    }
    const res = await send(alice, 'POST', '/api/agent/testimonials', {
      clientName: 'A',
      content: 'B',
      rating: 5,
      isApproved: true,
      agentId: bob.agentId,
    })
    expect(res.status).toBe(400)
  })
})

describe('blog posts', () => {
  it('a featured image must be an https address or a site image path: anything else → 400 naming the field', async () => {
    const body = (featuredImageUrl: string) => ({
      title: 'Image check',
      slug: null,
      excerpt: null,
      content: 'Body',
      featuredImageUrl,
      metaTitle: null,
      metaDescription: null,
    })
    for (const bad of ['javascript:alert(1)', 'http://images.example.com/a.jpg', '/api/agent/posts', 'anything']) {
      const res = await send(alice, 'POST', '/api/agent/posts', body(bad))
      expect(res.status, bad).toBe(400)
      const error = ((await res.json()) as { error: { fields?: Record<string, string> } }).error
      expect(Object.keys(error.fields ?? {}), bad).toEqual(['featuredImageUrl'])
    }
    const ok = await send(alice, 'POST', '/api/agent/posts', body('https://images.example.com/a.jpg'))
    expect(ok.status).toBe(201)
    // Leave Alice's list as the next test expects it.
    const created = (await ok.json()) as MyPost
    expect((await send(alice, 'DELETE', `/api/agent/posts/${created.id}`)).status).toBe(200)
  })

  it('creates drafts with unique slugs, edits and deletes only the own posts', async () => {
    const first = await json<MyPost>(
      await send(alice, 'POST', '/api/agent/posts', {
        title: 'Fixed vs Variable: 2026!',
        slug: null,
        excerpt: null,
        content: 'Body',
        featuredImageUrl: null,
        metaTitle: null,
        metaDescription: null,
      }),
    )
    expect(first).toMatchObject({ slug: 'fixed-vs-variable-2026', isPublished: false, publishedAt: null })
    const second = await json<MyPost>(
      await send(alice, 'POST', '/api/agent/posts', {
        title: 'Fixed vs Variable 2026',
        slug: null,
        excerpt: null,
        content: 'Body',
        featuredImageUrl: null,
        metaTitle: null,
        metaDescription: null,
      }),
    )
    expect(second.slug).toBe('fixed-vs-variable-2026-2')

    // An admin published the first; the agent's edit returns it to pending approval.
    await db.update(blogPosts).set({ isPublished: true, publishedAt: new Date() }).where(eq(blogPosts.id, first.id))
    const edit = {
      title: 'Fixed or variable?',
      slug: null,
      excerpt: 'Short',
      content: 'New body',
      featuredImageUrl: null,
      metaTitle: 'Fixed or variable',
      metaDescription: null,
    }
    const edited = await json<MyPost>(await send(alice, 'PUT', `/api/agent/posts/${first.id}`, edit))
    expect(edited).toMatchObject({
      title: 'Fixed or variable?',
      slug: 'fixed-vs-variable-2026',
      isPublished: false,
      publishedAt: null,
      metaTitle: 'Fixed or variable',
    })

    // Bob cannot see, edit or delete Alice's posts: 404, and the row is untouched.
    expect((await json<{ posts: MyPost[] }>(await send(bob, 'GET', '/api/agent/posts'))).posts).toEqual([])
    expect((await send(bob, 'PUT', `/api/agent/posts/${first.id}`, { ...edit, title: 'Hijacked' })).status).toBe(404)
    expect((await send(bob, 'DELETE', `/api/agent/posts/${first.id}`)).status).toBe(404)
    const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, first.id))
    expect(row?.title).toBe('Fixed or variable?')
    expect(row?.deletedAt).toBeNull()

    expect((await send(alice, 'DELETE', `/api/agent/posts/${second.id}`)).status).toBe(200)
    const list = await json<{ posts: MyPost[] }>(await send(alice, 'GET', '/api/agent/posts'))
    expect(list.posts.map((p) => p.id)).toEqual([first.id])
  })
})

describe('page views and analytics', () => {
  const BROWSER =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'
  const view = (agentId: string, sessionId: string, headers: Record<string, string> = {}) =>
    call(
      `/api/agents/${agentId}/views`,
      jsonInit('POST', { sessionId, path: `/agents/${agentId}` }, { 'User-Agent': BROWSER, ...headers }),
    )

  it('counts one view per session, not bots nor the agent’s own, and the analytics tab reads them', async () => {
    const s1 = `s1-${crypto.randomUUID()}`
    const s2 = `s2-${crypto.randomUUID()}`
    expect((await view(bob.agentId, s1)).status).toBe(202)
    expect((await view(bob.agentId, s1)).status).toBe(202)
    expect((await view(bob.agentId, s2)).status).toBe(202)
    expect(
      (
        await view(bob.agentId, `bot-${crypto.randomUUID()}`, {
          'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
        })
      ).status,
    ).toBe(202)
    expect(
      (await view(bob.agentId, `fb-${crypto.randomUUID()}`, { 'User-Agent': 'facebookexternalhit/1.1' })).status,
    ).toBe(202)
    expect((await view(bob.agentId, `own-${crypto.randomUUID()}`, auth(bob))).status).toBe(202)
    // Another signed-in agent viewing Bob's page is a visitor like any other.
    expect((await view(bob.agentId, `alice-${crypto.randomUUID()}`, auth(alice))).status).toBe(202)
    expect((await view(crypto.randomUUID(), s1)).status).toBe(404)

    const events = await db
      .select()
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.agentId, bob.agentId), eq(analyticsEvents.eventType, 'page_view')))
    expect(events).toHaveLength(3)

    const analytics = await json<AgentAnalytics>(await send(bob, 'GET', '/api/agent/analytics'))
    expect(analytics.profileViews).toBe(3)
    expect(analytics.totalLeads).toBe(0)
    expect(analytics.testimonials).toBe(0)
    expect(analytics.recentActivity).toHaveLength(3)
    expect(analytics.recentActivity[0]?.path).toBe(`/agents/${bob.agentId}`)
    // Alice's analytics know nothing of Bob's views.
    expect((await json<AgentAnalytics>(await send(alice, 'GET', '/api/agent/analytics'))).profileViews).toBe(0)
  })

  it('counts only approved testimonials and returns at most 10 recent events', async () => {
    await db
      .insert(testimonials)
      .values({ agentId: bob.agentId, clientName: 'C', content: 'D', rating: 4, isApproved: true })
    await db.insert(analyticsEvents).values(
      Array.from({ length: 12 }, (_, i) => ({
        agentId: bob.agentId,
        eventType: 'page_view',
        path: `/x/${i}`,
        createdAt: new Date(Date.now() + i * 1000),
      })),
    )
    const analytics = await json<AgentAnalytics>(await send(bob, 'GET', '/api/agent/analytics'))
    expect(analytics.testimonials).toBe(1)
    expect(analytics.profileViews).toBe(15)
    expect(analytics.recentActivity).toHaveLength(10)
    expect(analytics.recentActivity[0]?.path).toBe('/x/11')
  })
})
