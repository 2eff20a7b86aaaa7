/**
 * The admin Products, Services and Lenders tabs' API (docs/decisions/077): 400s
 * naming the field, super_admin only, features that are not a JSON array refused with nothing
 * stored, name and description cut to 255 with the cut fields named, the lender type stored as
 * a_lender / alternate_lender, the logo upload checked by its bytes, and each change seen by the
 * public read right after the write (the edge cache is re-keyed). Rows have unique names; other
 * files share the database.
 */
import { eq, inArray } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type AdminLender,
  type AdminLenderResponse,
  type AdminLendersResponse,
  type AdminProduct,
  type AdminProductResponse,
  type AdminProductsResponse,
  type AdminServiceResponse,
  type AdminServicesResponse,
  FEATURES_JSON_MESSAGE,
  type LenderLogoResponse,
  LOGO_MESSAGE,
  NAME_REQUIRED,
  PRICE_DECIMALS_MESSAGE,
  SERVICE_FIELD_LIMIT,
} from '#shared/schemas/admin-catalog.ts'
import type { LendersResponse } from '#shared/schemas/content.ts'
import type { ApiErrorBody } from '#shared/schemas/errors.ts'
import type { Product, ServicesResponse } from '#shared/schemas/public-content.ts'
import { lenders, mortgageServices, products } from '#worker/db/schema/index.ts'
import { jsonInit, type SignedIn, signInAs, siteOrigin } from './auth-helpers'
import { call, testDb } from './helpers'

const { db, client } = testDb()
let superAdmin: SignedIn
let admin: SignedIn
let agent: SignedIn
const made = { products: [] as string[], services: [] as string[], lenders: [] as string[] }

beforeAll(async () => {
  ;[superAdmin, admin, agent] = await Promise.all([signInAs('super_admin'), signInAs('admin'), signInAs('agent')])
})
afterAll(async () => {
  if (made.products.length) await db.delete(products).where(inArray(products.id, made.products))
  if (made.services.length) await db.delete(mortgageServices).where(inArray(mortgageServices.id, made.services))
  if (made.lenders.length) await db.delete(lenders).where(inArray(lenders.id, made.lenders))
  client.close()
})

const unique = (label: string) => `${label} ${uuidv7().slice(-10)}`
const send = (method: string, path: string, who: SignedIn | null, body?: unknown) =>
  call(path, jsonInit(method, body, who?.authHeaders ?? {}))
const errorOf = async (res: Response) => ((await res.json()) as ApiErrorBody).error

const PRODUCT = {
  description: 'A short description',
  imageUrl: 'https://images.example.com/p.jpg',
  price: 199.99,
  content: null,
}
const SERVICE = {
  description: 'Help with renewals',
  content: null,
  imageUrl: null,
  features: '["No fees", "Fast approval"]',
}

async function createProduct(
  name: string,
  extra: Partial<Record<keyof typeof PRODUCT | 'applyUrl', unknown>> = {},
): Promise<AdminProduct> {
  const res = await send('POST', '/api/admin/products', superAdmin, { name, ...PRODUCT, ...extra })
  expect(res.status).toBe(201)
  const { product } = (await res.json()) as AdminProductResponse
  made.products.push(product.id)
  return product
}

async function createLender(body: Record<string, unknown>): Promise<AdminLender> {
  const res = await send('POST', '/api/admin/lenders', superAdmin, body)
  expect(res.status).toBe(201)
  const { lender } = (await res.json()) as AdminLenderResponse
  made.lenders.push(lender.id)
  return lender
}

async function serviceRowsNamed(name: string) {
  return db.select().from(mortgageServices).where(eq(mortgageServices.name, name))
}

describe('roles', () => {
  it.each(['products', 'services', 'lenders'])(
    '/api/admin/%s: 401 anonymous, 403 agent and admin, 200 super admin',
    async (tab) => {
      expect((await send('GET', `/api/admin/${tab}`, null)).status).toBe(401)
      expect((await send('GET', `/api/admin/${tab}`, agent)).status).toBe(403)
      expect((await send('GET', `/api/admin/${tab}`, admin)).status).toBe(403)
      expect((await send('POST', `/api/admin/${tab}`, admin, { name: unique('Refused') })).status).toBe(403)
      expect((await send('GET', `/api/admin/${tab}`, superAdmin)).status).toBe(200)
    },
  )
})

describe('products', () => {
  it('creates, lists newest first, updates and deletes; the public product read follows each write', async () => {
    const first = await createProduct(unique('Product A'))
    const second = await createProduct(unique('Product B'), { price: null, imageUrl: null })
    expect(second.price).toBeNull()
    const list = (
      (await (await send('GET', '/api/admin/products', superAdmin)).json()) as AdminProductsResponse
    ).products.map((p) => p.id)
    expect(list.indexOf(second.id)).toBeLessThan(list.indexOf(first.id))

    const renamed = unique('Product A renamed')
    const put = await send('PUT', `/api/admin/products/${first.id}`, superAdmin, {
      name: renamed,
      ...PRODUCT,
      price: 250.5,
    })
    expect(put.status).toBe(200)
    const publicRead = (await (await call(`/api/content/products/${first.id}`)).json()) as Product
    expect(publicRead).toMatchObject({ name: renamed, price: 250.5 })

    expect((await send('DELETE', `/api/admin/products/${first.id}`, superAdmin)).status).toBe(204)
    expect((await call(`/api/content/products/${first.id}`)).status).toBe(404)
    expect((await send('DELETE', `/api/admin/products/${first.id}`, superAdmin)).status).toBe(404)
  })

  it('keeps an outside apply link per product: shown on the public read, kept when a write leaves it out, cleared with null', async () => {
    const product = await createProduct(unique('Product with a link'), { applyUrl: 'https://apply.lender.ca/x' })
    expect(product.applyUrl).toBe('https://apply.lender.ca/x')
    const read = async () => ((await (await call(`/api/content/products/${product.id}`)).json()) as Product).applyUrl
    expect(await read()).toBe('https://apply.lender.ca/x')
    // A write without the field (an older client) leaves the link as it is.
    const kept = await send('PUT', `/api/admin/products/${product.id}`, superAdmin, { name: product.name, ...PRODUCT })
    expect(((await kept.json()) as AdminProductResponse).product.applyUrl).toBe('https://apply.lender.ca/x')
    const cleared = await send('PUT', `/api/admin/products/${product.id}`, superAdmin, {
      name: product.name,
      ...PRODUCT,
      applyUrl: null,
    })
    expect(((await cleared.json()) as AdminProductResponse).product.applyUrl).toBeNull()
    expect(await read()).toBeNull()
    // Not a link: 400 naming the field, nothing stored.
    const bad = await send('POST', '/api/admin/products', superAdmin, {
      name: unique('P'),
      ...PRODUCT,
      applyUrl: 'javascript:alert(1)',
    })
    expect(bad.status).toBe(400)
    expect((await errorOf(bad)).fields?.applyUrl).toMatch(/https/)
  })

  it('400s name the field: a missing name, an image URL that is not a link, a price with three decimals or negative', async () => {
    const cases: Array<[Record<string, unknown>, string, string | RegExp]> = [
      [{ name: '   ', ...PRODUCT }, 'name', NAME_REQUIRED],
      [{ name: unique('P'), ...PRODUCT, imageUrl: 'not a url' }, 'imageUrl', /https/],
      [{ name: unique('P'), ...PRODUCT, price: 10.005 }, 'price', PRICE_DECIMALS_MESSAGE],
      [{ name: unique('P'), ...PRODUCT, price: -1 }, 'price', /negative/],
      [{ name: unique('P'), ...PRODUCT, price: '12' }, 'price', /number/],
    ]
    for (const [body, field, message] of cases) {
      const res = await send('POST', '/api/admin/products', superAdmin, body)
      expect(res.status, field).toBe(400)
      const error = await errorOf(res)
      expect(error.fields?.[field]).toMatch(message)
    }
  })
})

describe('services', () => {
  it('stores features as a JSON array, shows the service on the public list at once, edits and deletes it', async () => {
    const name = unique('Service')
    // Read the public list first so the edge cache would hold the old list.
    await call('/api/content/services')
    const res = await send('POST', '/api/admin/services', superAdmin, { name, ...SERVICE })
    expect(res.status).toBe(201)
    const { service, truncated } = (await res.json()) as AdminServiceResponse
    made.services.push(service.id)
    expect(truncated).toEqual([])
    expect(JSON.parse(service.features)).toEqual(['No fees', 'Fast approval'])
    const [row] = await serviceRowsNamed(name)
    expect(row!.features).toEqual(['No fees', 'Fast approval'])
    const publicNames = async () =>
      ((await (await call('/api/content/services')).json()) as ServicesResponse).services.map((s) => s.name)
    expect(await publicNames()).toContain(name)

    const renamed = unique('Service renamed')
    const put = await send('PUT', `/api/admin/services/${service.id}`, superAdmin, {
      name: renamed,
      ...SERVICE,
      features: '',
    })
    expect(put.status).toBe(200)
    expect(((await put.json()) as AdminServiceResponse).service.features).toBe('')
    expect(await publicNames()).toContain(renamed)

    expect((await send('DELETE', `/api/admin/services/${service.id}`, superAdmin)).status).toBe(204)
    expect(await publicNames()).not.toContain(renamed)
    const list = ((await (await send('GET', '/api/admin/services', superAdmin)).json()) as AdminServicesResponse)
      .services
    expect(list.map((s) => s.id)).not.toContain(service.id)
  })

  it("features that are not valid JSON: 400 naming features with 'Features must be valid JSON', nothing stored (create and edit)", async () => {
    const name = unique('Bad features')
    const res = await send('POST', '/api/admin/services', superAdmin, { name, ...SERVICE, features: '["No fees", ' })
    expect(res.status).toBe(400)
    expect((await errorOf(res)).fields?.features).toBe(FEATURES_JSON_MESSAGE)
    expect(await serviceRowsNamed(name)).toHaveLength(0)

    const ok = await send('POST', '/api/admin/services', superAdmin, { name, ...SERVICE })
    const { service } = (await ok.json()) as AdminServiceResponse
    made.services.push(service.id)
    const edit = await send('PUT', `/api/admin/services/${service.id}`, superAdmin, {
      name: unique('Changed'),
      ...SERVICE,
      features: '{not json',
    })
    expect(edit.status).toBe(400)
    expect((await errorOf(edit)).fields?.features).toBe(FEATURES_JSON_MESSAGE)
    const [row] = await serviceRowsNamed(name)
    expect(row!.features).toEqual(['No fees', 'Fast approval'])

    const notArray = await send('POST', '/api/admin/services', superAdmin, { name, ...SERVICE, features: '{"a": 1}' })
    expect(notArray.status).toBe(400)
    expect((await errorOf(notArray)).fields?.features).toMatch(/array/)
  })

  it('cuts a name and description over 255 characters to 255 and says which were cut', async () => {
    const marker = uuidv7().slice(-10)
    const longName = `Long ${marker} ${'n'.repeat(300)}`
    const res = await send('POST', '/api/admin/services', superAdmin, {
      name: longName,
      ...SERVICE,
      description: 'd'.repeat(400),
    })
    expect(res.status).toBe(201)
    const { service, truncated } = (await res.json()) as AdminServiceResponse
    made.services.push(service.id)
    expect(truncated).toEqual(['name', 'description'])
    expect(service.name).toBe(longName.slice(0, SERVICE_FIELD_LIMIT))
    expect(service.description).toHaveLength(SERVICE_FIELD_LIMIT)
    const [row] = await db.select().from(mortgageServices).where(eq(mortgageServices.id, service.id))
    expect(row!.name).toHaveLength(SERVICE_FIELD_LIMIT)

    const short = await send('PUT', `/api/admin/services/${service.id}`, superAdmin, {
      name: `Short ${marker}`,
      ...SERVICE,
      description: 'd'.repeat(400),
    })
    expect(((await short.json()) as AdminServiceResponse).truncated).toEqual(['description'])
  })

  it('a missing name is a 400 naming name', async () => {
    const res = await send('POST', '/api/admin/services', superAdmin, { name: '', ...SERVICE })
    expect(res.status).toBe(400)
    expect((await errorOf(res)).fields?.name).toBe(NAME_REQUIRED)
  })
})

describe('lenders', () => {
  const publicLenders = async () => (await (await call('/api/content/lenders')).json()) as LendersResponse

  it('defaults: type a_lender, display order 0, active; the public list shows it in the right group right after the write', async () => {
    // Warm the edge cache so a stale answer would show.
    await publicLenders()
    const name = unique('Lender')
    const lender = await createLender({ name })
    expect(lender).toMatchObject({ name, type: 'a_lender', displayOrder: 0, isActive: true, logoUrl: null })
    expect((await publicLenders()).aLenders.map((l) => l.name)).toContain(name)

    const put = await send('PUT', `/api/admin/lenders/${lender.id}`, superAdmin, {
      name,
      type: 'alternate_lender',
      displayOrder: 3,
      isActive: true,
      logoUrl: null,
    })
    expect(put.status).toBe(200)
    const after = await publicLenders()
    expect(after.alternateLenders.map((l) => l.name)).toContain(name)
    expect(after.aLenders.map((l) => l.name)).not.toContain(name)

    const hidden = await send('PUT', `/api/admin/lenders/${lender.id}`, superAdmin, {
      name,
      type: 'alternate_lender',
      displayOrder: 3,
      isActive: false,
      logoUrl: null,
    })
    expect(((await hidden.json()) as AdminLenderResponse).lender.isActive).toBe(false)
    expect((await publicLenders()).alternateLenders.map((l) => l.name)).not.toContain(name)
    // The admin list still has the inactive one.
    const adminList = ((await (await send('GET', '/api/admin/lenders', superAdmin)).json()) as AdminLendersResponse)
      .lenders
    expect(adminList.find((l) => l.id === lender.id)?.isActive).toBe(false)

    expect((await send('DELETE', `/api/admin/lenders/${lender.id}`, superAdmin)).status).toBe(204)
    expect((await send('GET', '/api/admin/lenders', superAdmin)).ok).toBe(true)
    const [row] = await db.select().from(lenders).where(eq(lenders.id, lender.id))
    expect(row!.deletedAt).not.toBeNull()
  })

  it('400s name the field: no name, an unknown type, a display order that is not a whole number, a logo that is not ours or a link', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '' }, 'name'],
      [{ name: unique('L'), type: 'A Lender' }, 'type'],
      [{ name: unique('L'), displayOrder: 1.5 }, 'displayOrder'],
      [{ name: unique('L'), isActive: 'yes' }, 'isActive'],
      [{ name: unique('L'), logoUrl: 'javascript:alert(1)' }, 'logoUrl'],
    ]
    for (const [body, field] of cases) {
      const res = await send('POST', '/api/admin/lenders', superAdmin, body)
      expect(res.status, field).toBe(400)
      expect(Object.keys((await errorOf(res)).fields ?? {}), field).toContain(field)
    }
    const res = await send('POST', '/api/admin/lenders', superAdmin, {
      name: unique('L'),
      logoUrl: '/media/agent-headshots/x.png',
    })
    expect((await errorOf(res)).fields?.logoUrl).toBe(LOGO_MESSAGE)
  })

  it('uploads a logo checked by its bytes (415 for an SVG), served from /media and saved on the lender', async () => {
    const PNG = new Uint8Array([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6,
      0, 0, 0,
    ])
    const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    const upload = (who: SignedIn, bytes: Uint8Array, type: string) =>
      call('/api/admin/lenders/logo', {
        method: 'POST',
        headers: { Authorization: who.authHeaders.Authorization, Origin: siteOrigin(), 'Content-Type': type },
        body: bytes as Uint8Array<ArrayBuffer>,
      })

    expect((await upload(agent, PNG, 'image/png')).status).toBe(403)
    const svg = await upload(superAdmin, SVG, 'image/png')
    expect(svg.status).toBe(415)
    const res = await upload(superAdmin, PNG, 'application/octet-stream')
    expect(res.status).toBe(201)
    const { logoUrl } = (await res.json()) as LenderLogoResponse
    expect(logoUrl).toMatch(/^\/media\/lender-logos\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.png$/)
    const media = await call(logoUrl)
    expect(media.status).toBe(200)
    expect(media.headers.get('content-type')).toBe('image/png')

    const name = unique('Logo Lender')
    const lender = await createLender({ name, logoUrl, type: 'alternate_lender' })
    expect(lender.logoUrl).toBe(logoUrl)
    expect((await publicLenders()).alternateLenders.find((l) => l.name === name)?.logoUrl).toBe(logoUrl)
  })
})
