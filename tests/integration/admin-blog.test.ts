/**
 * The admin Blog tab's API (docs/decisions/074): roles,
 * 400s naming the field with nothing stored, slug uniqueness (the edited post excluded),
 * publish / unpublish timestamps and the public blog, the author fallback, agents' drafts,
 * the excerpt fallback, delete and the featured image upload. Each test makes its own rows with
 * unique titles; other files share the database.
 */
import { asc, eq, isNull } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type AdminPost,
  type AdminPostResponse,
  type AdminPostsResponse,
  type AdminPostWriteInput,
  IMAGE_URL_MESSAGE,
  SLUG_NEEDS_ALNUM_MESSAGE,
} from '#shared/schemas/admin-blog.ts'
import type { ApiErrorBody } from '#shared/schemas/errors.ts'
import type { BlogListResponse } from '#shared/schemas/public-content.ts'
import { agents, blogPosts } from '#worker/db/schema/index.ts'
import { createAgentAccount } from '#worker/domain/users.ts'
import {
  createTestUser,
  deleteTestAccounts,
  jsonInit,
  type SignedIn,
  signInAs,
  signInWith,
  siteOrigin,
} from './auth-helpers'
import { call, testDb } from './helpers'

const { db, client } = testDb()

let superAdmin: SignedIn
let admin: SignedIn
let agent: SignedIn
let linkedAdmin: SignedIn
let linkedAgentId: string
const extraAgentIds: string[] = []

beforeAll(async () => {
  ;[superAdmin, admin, agent] = await Promise.all([signInAs('super_admin'), signInAs('admin'), signInAs('agent')])
  // A second super admin with an agent record of their own (an inactive one: no public page).
  const other = await createTestUser('super_admin', { fullName: 'Linked Blog Admin' })
  linkedAdmin = await signInWith(other.email, other.password)
  const [row] = await db
    .insert(agents)
    .values({
      userId: other.userId,
      name: `Linked Agent ${uuidv7().slice(-6)}`,
      email: `linked-${uuidv7().slice(-8)}@it.brokerage.test`,
      isActive: false,
    })
    .returning({ id: agents.id })
  linkedAgentId = row!.id
})
afterAll(async () => {
  for (const id of [linkedAgentId, ...extraAgentIds]) {
    if (!id) continue
    await db.delete(blogPosts).where(eq(blogPosts.agentId, id))
    await db.delete(agents).where(eq(agents.id, id))
  }
  await deleteTestAccounts()
  client.close()
})

const unique = (label: string) => `${label} ${uuidv7().slice(-10)}`
const BASE = '/api/admin/blog'
const send = (method: string, path: string, who: SignedIn | null, body?: unknown) =>
  call(path, jsonInit(method, body, who ? who.authHeaders : { Origin: siteOrigin() }))

function draft(title: string, overrides: Partial<AdminPostWriteInput> = {}): AdminPostWriteInput {
  return {
    title,
    slug: title,
    excerpt: `About ${title}`,
    content: `The body of ${title}.`,
    featuredImageUrl: null,
    metaTitle: null,
    metaDescription: null,
    isPublished: false,
    ...overrides,
  }
}

async function create(body: AdminPostWriteInput, who = superAdmin): Promise<AdminPost> {
  const res = await send('POST', BASE, who, body)
  expect(res.status, await res.clone().text()).toBe(201)
  return ((await res.json()) as AdminPostResponse).post
}

async function update(id: string, body: AdminPostWriteInput): Promise<AdminPost> {
  const res = await send('PUT', `${BASE}/${id}`, superAdmin, body)
  expect(res.status, await res.clone().text()).toBe(200)
  return ((await res.json()) as AdminPostResponse).post
}

async function setPublished(id: string, isPublished: boolean): Promise<AdminPost> {
  const res = await send('PATCH', `${BASE}/${id}/publication`, superAdmin, { isPublished })
  expect(res.status).toBe(200)
  return ((await res.json()) as AdminPostResponse).post
}

async function list(): Promise<AdminPost[]> {
  const res = await call(BASE, { headers: superAdmin.authHeaders })
  expect(res.status).toBe(200)
  return ((await res.json()) as AdminPostsResponse).posts
}

async function publicSlugs(): Promise<string[]> {
  const res = await call('/api/content/blog')
  expect(res.status).toBe(200)
  return ((await res.json()) as BlogListResponse).posts.map((p) => p.slug)
}

async function errorOf(res: Response): Promise<ApiErrorBody['error']> {
  return ((await res.json()) as ApiErrorBody).error
}

const rowsTitled = (title: string) => db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.title, title))

describe('roles: only the super admin lists, edits, publishes and deletes', () => {
  it('answers 401 without a session and 403 to agents and admins on every route', async () => {
    const post = await create(draft(unique('Roles Post')))
    const calls: [string, string, unknown][] = [
      ['GET', BASE, undefined],
      ['POST', BASE, draft(unique('Refused'))],
      ['PUT', `${BASE}/${post.id}`, draft('Changed by someone else')],
      ['PATCH', `${BASE}/${post.id}/publication`, { isPublished: true }],
      ['DELETE', `${BASE}/${post.id}`, undefined],
    ]
    for (const [method, path, body] of calls) {
      expect((await send(method, path, null, body)).status, `${method} ${path} anonymous`).toBe(401)
      expect((await send(method, path, agent, body)).status, `${method} ${path} agent`).toBe(403)
      expect((await send(method, path, admin, body)).status, `${method} ${path} admin`).toBe(403)
    }
    // Nothing changed: still a draft with its title.
    expect((await list()).find((p) => p.id === post.id)).toMatchObject({ title: post.title, isPublished: false })
  })
})

describe('validation: a 400 naming the field, nothing stored', () => {
  const cases: [string, (title: string) => Record<string, unknown>, string, string?][] = [
    ['title', (t) => ({ ...draft(t), title: '   ' }), 'title'],
    ['slug', (t) => ({ ...draft(t), slug: '' }), 'slug'],
    ['slug without a letter or digit', (t) => ({ ...draft(t), slug: '!!! ---' }), 'slug', SLUG_NEEDS_ALNUM_MESSAGE],
    ['excerpt', (t) => ({ ...draft(t), excerpt: '' }), 'excerpt'],
    ['content', (t) => ({ ...draft(t), content: ' \n ' }), 'content'],
    ['meta title over 60', (t) => ({ ...draft(t), metaTitle: 'x'.repeat(61) }), 'metaTitle'],
    ['meta description over 160', (t) => ({ ...draft(t), metaDescription: 'x'.repeat(161) }), 'metaDescription'],
    [
      'image address',
      (t) => ({ ...draft(t), featuredImageUrl: 'javascript:alert(1)' }),
      'featuredImageUrl',
      IMAGE_URL_MESSAGE,
    ],
    ['publish flag', (t) => ({ ...draft(t), isPublished: 'yes' }), 'isPublished'],
    ['an unknown field (the author is decided by the server)', (t) => ({ ...draft(t), agentId: uuidv7() }), 'agentId'],
  ]
  for (const [label, body, field, message] of cases) {
    it(`refuses a bad ${label}`, async () => {
      const title = unique('Invalid Post')
      const res = await send('POST', BASE, superAdmin, body(title))
      expect(res.status).toBe(400)
      const error = await errorOf(res)
      expect(error.code).toBe('validation_failed')
      expect(Object.keys(error.fields ?? {})).toContain(field)
      if (message) expect(error.fields?.[field]).toBe(message)
      expect(await rowsTitled(title)).toEqual([])
    })
  }

  it('accepts exactly 60 and 160 SEO characters and keeps them', async () => {
    const post = await create(
      draft(unique('Seo Limits'), { metaTitle: 't'.repeat(60), metaDescription: 'd'.repeat(160) }),
    )
    expect(post).toMatchObject({ metaTitle: 't'.repeat(60), metaDescription: 'd'.repeat(160) })
  })

  it('refuses a bad edit and leaves the post as it was', async () => {
    const post = await create(draft(unique('Edit Guard')))
    const res = await send('PUT', `${BASE}/${post.id}`, superAdmin, {
      ...draft('New title'),
      metaTitle: 'x'.repeat(61),
    })
    expect(res.status).toBe(400)
    expect((await errorOf(res)).fields).toHaveProperty('metaTitle')
    expect((await list()).find((p) => p.id === post.id)).toMatchObject({
      title: post.title,
      slug: post.slug,
      metaTitle: null,
    })
  })

  it('answers 404 for a post that does not exist', async () => {
    expect((await send('PUT', `${BASE}/${uuidv7()}`, superAdmin, draft('Nobody'))).status).toBe(404)
    expect((await send('PATCH', `${BASE}/${uuidv7()}/publication`, superAdmin, { isPublished: true })).status).toBe(404)
    expect((await send('DELETE', `${BASE}/${uuidv7()}`, superAdmin)).status).toBe(404)
  })
})

describe('slugs', () => {
  it('normalises the slug and makes it unique with -2, -3, excluding the post being edited', async () => {
    const title = unique('Spring Market: What Buyers Need!')
    const base = title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
    const first = await create(draft(title))
    const second = await create(draft(title))
    const third = await create(draft(title, { slug: `  ${title.toUpperCase()}  ` }))
    expect([first.slug, second.slug, third.slug]).toEqual([base, `${base}-2`, `${base}-3`])

    // Saving a post under its own slug keeps it (not -4): the edited post is excluded.
    expect((await update(second.id, draft(`${title} (edited)`, { slug: `${base}-2` }))).slug).toBe(`${base}-2`)
    // Asking for the taken base gives the first free one, which may be the post's own.
    expect((await update(second.id, draft(title, { slug: base }))).slug).toBe(`${base}-2`)
    expect((await update(first.id, draft(title, { slug: base }))).slug).toBe(base)
    // A new slug is taken as typed (normalised) when free.
    expect((await update(third.id, draft(title, { slug: `${base} Renamed` }))).slug).toBe(`${base}-renamed`)
    // -3 is free again, but a deleted post keeps its address reserved (the unique index holds it).
    expect((await send('DELETE', `${BASE}/${first.id}`, superAdmin)).status).toBe(204)
    expect((await create(draft(title))).slug).toBe(`${base}-3`)
    expect((await create(draft(title))).slug).toBe(`${base}-4`)
  })

  it('finds a free slug when many saves race for the same title', async () => {
    const title = unique('Race Post')
    const posts = await Promise.all(Array.from({ length: 4 }, () => create(draft(title))))
    expect(new Set(posts.map((p) => p.slug)).size).toBe(4)
  })
})

describe('publishing', () => {
  it('publishing sets published_at to now and shows the post publicly; unpublishing clears it and hides it', async () => {
    const post = await create(draft(unique('Publish Me')))
    expect(post).toMatchObject({ isPublished: false, publishedAt: null })
    expect(await publicSlugs()).not.toContain(post.slug)

    const before = Date.now()
    const published = await setPublished(post.id, true)
    const after = Date.now()
    expect(published.isPublished).toBe(true)
    const at = Date.parse(published.publishedAt!)
    expect(at).toBeGreaterThanOrEqual(before - 1000)
    expect(at).toBeLessThanOrEqual(after + 1000)
    expect(await publicSlugs()).toContain(post.slug)
    expect((await call(`/api/content/blog/${post.slug}`)).status).toBe(200)

    // Saving a published post keeps its date: only the transition dates it.
    expect((await update(post.id, draft(post.title, { slug: post.slug, isPublished: true }))).publishedAt).toBe(
      published.publishedAt,
    )
    expect((await setPublished(post.id, true)).publishedAt).toBe(published.publishedAt)

    const unpublished = await setPublished(post.id, false)
    expect(unpublished).toMatchObject({ isPublished: false, publishedAt: null })
    expect(await publicSlugs()).not.toContain(post.slug)
    expect((await call(`/api/content/blog/${post.slug}`)).status).toBe(404)
  })

  it("'Publish immediately' publishes at creation and at edit; unticking it at edit unpublishes", async () => {
    const now = await create(draft(unique('Published At Once'), { isPublished: true }))
    expect(now.isPublished).toBe(true)
    expect(now.publishedAt).not.toBeNull()
    expect(await publicSlugs()).toContain(now.slug)

    const later = await create(draft(unique('Published On Edit')))
    const edited = await update(later.id, draft(later.title, { slug: later.slug, isPublished: true }))
    expect(edited.isPublished).toBe(true)
    expect(edited.publishedAt).not.toBeNull()
    const back = await update(later.id, draft(later.title, { slug: later.slug, isPublished: false }))
    expect(back).toMatchObject({ isPublished: false, publishedAt: null })
  })
})

describe('author', () => {
  it('is the agent linked to the signed-in user', async () => {
    const post = await create(draft(unique('Linked Author')), linkedAdmin)
    expect(post.agentId).toBe(linkedAgentId)
    expect(post.adminCreated).toBe(true)
  })

  it('else the oldest agent, whose name the list shows', async () => {
    const [oldest] = await db
      .select({ id: agents.id, name: agents.name })
      .from(agents)
      .where(isNull(agents.deletedAt))
      .orderBy(asc(agents.createdAt), asc(agents.id))
      .limit(1)
    const post = await create(draft(unique('Oldest Author')))
    expect(post).toMatchObject({ agentId: oldest!.id, agentName: oldest!.name, adminCreated: true })
    // Public pages name an admin-written post's author 'Admin' (author null), not the agent.
    await setPublished(post.id, true)
    const res = await call(`/api/content/blog/${post.slug}`)
    expect(((await res.json()) as { author: unknown }).author).toBeNull()
  })
})

describe("agents' posts and the list", () => {
  it("lists an agent's draft awaiting approval with the agent's name and the 150-character excerpt fallback; the admin publishes it", async () => {
    const name = unique('Blog Agent')
    const email = `blog-${uuidv7().slice(-8)}@it.brokerage.test`
    const password = `Pw-${uuidv7()}`
    const account = await createAgentAccount(db as never, { fullName: name, email, password })
    extraAgentIds.push(account.agentId)
    const agentSession = await signInWith(email, password)
    const content = `${'Word '.repeat(60)}end`
    const res = await send('POST', '/api/agent/posts', agentSession, {
      title: unique('Agent Draft'),
      slug: null,
      excerpt: null,
      content,
      featuredImageUrl: null,
      metaTitle: null,
      metaDescription: null,
    })
    expect(res.status).toBe(201)
    const { id } = (await res.json()) as { id: string }

    const row = (await list()).find((p) => p.id === id)
    expect(row).toMatchObject({
      agentId: account.agentId,
      agentName: name,
      isPublished: false,
      adminCreated: false,
      excerpt: null,
    })
    expect(row!.listExcerpt).toBe(`${content.slice(0, 150).trimEnd()}…`)

    const published = await setPublished(id, true)
    expect(published.isPublished).toBe(true)
    expect(await publicSlugs()).toContain(published.slug)
    // Its author stays the agent after an admin edit.
    expect((await update(id, draft(published.title, { slug: published.slug, isPublished: true }))).agentId).toBe(
      account.agentId,
    )
  })

  it('lists drafts and published posts, newest first; the own excerpt when there is one', async () => {
    const a = await create(draft(unique('List A')))
    const b = await create(draft(unique('List B'), { isPublished: true }))
    const rows = await list()
    const ia = rows.findIndex((p) => p.id === a.id)
    const ib = rows.findIndex((p) => p.id === b.id)
    expect(ia).toBeGreaterThan(-1)
    expect(ib).toBeGreaterThan(-1)
    expect(ib).toBeLessThan(ia)
    expect(rows[ia]!.listExcerpt).toBe(a.excerpt)
  })
})

describe('delete', () => {
  it('removes the post from the list and the public blog (a soft delete); a second delete is 404', async () => {
    const post = await create(draft(unique('Delete Me'), { isPublished: true }))
    expect(await publicSlugs()).toContain(post.slug)
    expect((await send('DELETE', `${BASE}/${post.id}`, superAdmin)).status).toBe(204)
    expect((await list()).some((p) => p.id === post.id)).toBe(false)
    expect(await publicSlugs()).not.toContain(post.slug)
    expect((await send('DELETE', `${BASE}/${post.id}`, superAdmin)).status).toBe(404)
    const [row] = await db.select({ deletedAt: blogPosts.deletedAt }).from(blogPosts).where(eq(blogPosts.id, post.id))
    expect(row!.deletedAt).not.toBeNull()
  })
})

describe('featured image upload', () => {
  const PNG = new Uint8Array([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6,
    0, 0, 0,
  ])
  const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>')
  const upload = (who: SignedIn, bytes: Uint8Array, type: string) =>
    call(`${BASE}/images`, {
      method: 'POST',
      headers: { Authorization: who.authHeaders.Authorization, Origin: siteOrigin(), 'Content-Type': type },
      body: bytes as Uint8Array<ArrayBuffer>,
    })

  it('stores an image read from its bytes under blog-images and the post keeps its address', async () => {
    const res = await upload(superAdmin, PNG, 'application/octet-stream')
    expect(res.status).toBe(201)
    const { url } = (await res.json()) as { url: string }
    expect(url).toMatch(new RegExp(`^/media/blog-images/${superAdmin.session.user.id}/[0-9a-f-]{36}\\.png$`))
    const media = await call(url)
    expect(media.status).toBe(200)
    expect(media.headers.get('content-type')).toBe('image/png')
    await media.body?.cancel()
    const post = await create(draft(unique('With Image'), { featuredImageUrl: url }))
    expect(post).toMatchObject({ featuredImageUrl: url, featuredImageSrc: url })
  })

  it('refuses what is not an image (415), an empty body (400), an oversize one (413) and other roles', async () => {
    expect((await upload(superAdmin, SVG, 'image/png')).status).toBe(415)
    expect((await upload(superAdmin, new Uint8Array(), 'image/png')).status).toBe(400)
    const big = new Uint8Array(5 * 1024 * 1024 + 1)
    big.set(PNG)
    expect((await upload(superAdmin, big, 'image/png')).status).toBe(413)
    expect((await upload(agent, PNG, 'image/png')).status).toBe(403)
    expect(
      (
        await call(`${BASE}/images`, {
          method: 'POST',
          headers: { Origin: siteOrigin(), 'Content-Type': 'image/png' },
          body: PNG as Uint8Array<ArrayBuffer>,
        })
      ).status,
    ).toBe(401)
  })
})
