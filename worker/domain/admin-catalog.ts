/**
 * The admin Products, Services and Lenders tabs (docs/decisions/077-admin-catalog.md). Super admins only (the routes' allow); the contracts in
 * shared/schemas/admin-catalog.ts have already checked the fields.
 *
 * - Lists: products and services newest first, lenders by display order then name,
 *   inactive ones included (the public read shows only active ones).
 * - Service name and description are cut to 255 characters and the answer says which were cut;
 *   features are stored as the parsed array (the schema refused text that is not a JSON array).
 * - Deletes are soft (deleted_at, version + 1) like every synced table: the public reads skip them.
 * - The routes purge the public edge cache after every write (worker/edge-cache/).
 */
import { asc, desc, isNull, type SQL } from 'drizzle-orm'
import type { AnySQLiteColumn, SQLiteSelect } from 'drizzle-orm/sqlite-core'
import { uuidv7 } from 'uuidv7'
import {
  type AdminLender,
  type AdminProduct,
  type AdminService,
  type AdminServiceResponse,
  LENDER_NOT_FOUND,
  type LenderType,
  PRODUCT_NOT_FOUND,
  parseFeatures,
  SERVICE_FIELD_LIMIT,
  SERVICE_NOT_FOUND,
} from '#shared/schemas/admin-catalog.ts'
import type { Db } from '#worker/db/client.ts'
import { lenders, mortgageServices, products } from '#worker/db/schema/index.ts'
import type { Actor } from '#worker/domain/auth/actor.ts'
import { HttpError } from '#worker/lib/http-error.ts'
import { serviceColumns } from './content'
import { liveRow, softDelete, updateLiveRow } from './synced-rows'
import { MEDIA_CACHE_CONTROL, MEDIA_PATH_PREFIX, requireImage } from './uploads'

/** A brokerage has tens of each; past this, page it. */
export const CATALOG_LIST_MAX = 500

/** A catalog list: the live rows of `table` that `query` selects, in `order`, at most CATALOG_LIST_MAX. */
function catalogList<T extends SQLiteSelect>(query: T, table: { deletedAt: AnySQLiteColumn }, order: SQL[]) {
  return query
    .where(isNull(table.deletedAt))
    .orderBy(...order)
    .limit(CATALOG_LIST_MAX)
}

/** Newest first: the order of the products and services lists. */
const newestFirst = (table: { createdAt: AnySQLiteColumn; id: AnySQLiteColumn }) => [
  desc(table.createdAt),
  desc(table.id),
]

type ProductInput = {
  name: string
  description: string | null
  imageUrl: string | null
  price: number | null
  content: string | null
  /** Absent: unchanged on an update (none on a new product). */
  applyUrl?: string | null | undefined
}
type ServiceInput = {
  name: string
  description: string | null
  content: string | null
  imageUrl: string | null
  features: string
}
type LenderInput = { name: string; type: LenderType; displayOrder: number; isActive: boolean; logoUrl: string | null }

const emptyToNull = (v: string | null) => (v === null || v === '' ? null : v)

// ---------------------------------------------------------------------------------------
// Products
// ---------------------------------------------------------------------------------------

const productColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  imageUrl: products.imageUrl,
  price: products.price,
  content: products.content,
  applyUrl: products.applyUrl,
  createdAt: products.createdAt,
}
const toProduct = (r: { createdAt: Date } & Omit<AdminProduct, 'createdAt'>): AdminProduct => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
})
const productValues = (i: ProductInput) => ({
  name: i.name,
  description: emptyToNull(i.description),
  imageUrl: i.imageUrl,
  price: i.price,
  content: emptyToNull(i.content),
  // Left out of a write: kept as it is (a client that predates the field does not clear it).
  ...(i.applyUrl !== undefined ? { applyUrl: i.applyUrl } : {}),
})

export async function listAdminProducts(db: Db, _actor: Actor): Promise<AdminProduct[]> {
  const rows = await catalogList(db.select(productColumns).from(products).$dynamic(), products, newestFirst(products))
  return rows.map(toProduct)
}

export async function createProduct(db: Db, _actor: Actor, input: ProductInput): Promise<AdminProduct> {
  const [row] = await db.insert(products).values(productValues(input)).returning(productColumns)
  return toProduct(row!)
}

export async function updateProduct(db: Db, _actor: Actor, id: string, input: ProductInput): Promise<AdminProduct> {
  return toProduct(await updateLiveRow(db, products, id, productValues(input), productColumns, PRODUCT_NOT_FOUND))
}

export function deleteProduct(db: Db, _actor: Actor, id: string): Promise<void> {
  return softDelete(db, products, id, PRODUCT_NOT_FOUND)
}

// ---------------------------------------------------------------------------------------
// Services
// ---------------------------------------------------------------------------------------

const adminServiceColumns = { ...serviceColumns, features: mortgageServices.features }
type ServiceRow = {
  id: string
  name: string
  description: string | null
  content: string | null
  imageUrl: string | null
  features: unknown[]
  createdAt: Date
}
const toService = (r: ServiceRow): AdminService => ({
  ...r,
  features: r.features.length === 0 ? '' : JSON.stringify(r.features, null, 2),
  createdAt: r.createdAt.toISOString(),
})

/** Cuts name and description to SERVICE_FIELD_LIMIT characters (whole code points) and names what was cut. */
export function truncateServiceFields(input: { name: string; description: string | null }): {
  name: string
  description: string | null
  truncated: AdminServiceResponse['truncated']
} {
  const truncated: AdminServiceResponse['truncated'] = []
  const cut = (field: 'name' | 'description', v: string) => {
    const chars = Array.from(v)
    if (chars.length <= SERVICE_FIELD_LIMIT) return v
    truncated.push(field)
    return chars.slice(0, SERVICE_FIELD_LIMIT).join('').trimEnd()
  }
  const name = cut('name', input.name)
  const description = input.description === null ? null : cut('description', input.description)
  return { name, description, truncated }
}

function serviceValues(i: ServiceInput) {
  const features = parseFeatures(i.features)
  // The contract refused anything else; this guards a caller that skipped it.
  if (!features.ok) throw new HttpError('validation_failed', features.message, { features: features.message })
  const { name, description, truncated } = truncateServiceFields({
    name: i.name,
    description: emptyToNull(i.description),
  })
  return {
    values: { name, description, content: emptyToNull(i.content), imageUrl: i.imageUrl, features: features.value },
    truncated,
  }
}

export async function listAdminServices(db: Db, _actor: Actor): Promise<AdminService[]> {
  const query = db.select(adminServiceColumns).from(mortgageServices).$dynamic()
  const rows = await catalogList(query, mortgageServices, newestFirst(mortgageServices))
  return rows.map(toService)
}

export async function createService(db: Db, _actor: Actor, input: ServiceInput): Promise<AdminServiceResponse> {
  const { values, truncated } = serviceValues(input)
  const [row] = await db.insert(mortgageServices).values(values).returning(adminServiceColumns)
  return { service: toService(row!), truncated }
}

export async function updateService(
  db: Db,
  _actor: Actor,
  id: string,
  input: ServiceInput,
): Promise<AdminServiceResponse> {
  const { values, truncated } = serviceValues(input)
  const row = await updateLiveRow(db, mortgageServices, id, values, adminServiceColumns, SERVICE_NOT_FOUND)
  return { service: toService(row), truncated }
}

export function deleteService(db: Db, _actor: Actor, id: string): Promise<void> {
  return softDelete(db, mortgageServices, id, SERVICE_NOT_FOUND)
}

// ---------------------------------------------------------------------------------------
// Lenders
// ---------------------------------------------------------------------------------------

const lenderColumns = {
  id: lenders.id,
  name: lenders.name,
  type: lenders.type,
  displayOrder: lenders.displayOrder,
  isActive: lenders.isActive,
  logoUrl: lenders.logoUrl,
  createdAt: lenders.createdAt,
}
const toLender = (r: Omit<AdminLender, 'createdAt'> & { createdAt: Date }): AdminLender => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
})

/** Every lender (inactive ones too), by display order then name. */
export async function listAdminLenders(db: Db, _actor: Actor): Promise<AdminLender[]> {
  const order = [asc(lenders.displayOrder), asc(lenders.name), asc(lenders.id)]
  const rows = await catalogList(db.select(lenderColumns).from(lenders).$dynamic(), lenders, order)
  return rows.map(toLender)
}

export async function createLender(db: Db, _actor: Actor, input: LenderInput): Promise<AdminLender> {
  const [row] = await db.insert(lenders).values(input).returning(lenderColumns)
  return toLender(row!)
}

/** Updates a lender; `previousLogoUrl` lets the caller remove a replaced uploaded logo. */
export async function updateLender(
  db: Db,
  _actor: Actor,
  id: string,
  input: LenderInput,
): Promise<{ lender: AdminLender; previousLogoUrl: string | null }> {
  const [before] = await db.select({ logoUrl: lenders.logoUrl }).from(lenders).where(liveRow(lenders, id))
  if (!before) throw new HttpError('not_found', LENDER_NOT_FOUND)
  const row = await updateLiveRow(db, lenders, id, input, lenderColumns, LENDER_NOT_FOUND)
  return { lender: toLender(row), previousLogoUrl: before.logoUrl === row.logoUrl ? null : before.logoUrl }
}

export async function deleteLender(db: Db, _actor: Actor, id: string): Promise<{ previousLogoUrl: string | null }> {
  const row = await updateLiveRow(
    db,
    lenders,
    id,
    { deletedAt: new Date() },
    { logoUrl: lenders.logoUrl },
    LENDER_NOT_FOUND,
  )
  return { previousLogoUrl: row.logoUrl }
}

/**
 * Stores an uploaded lender logo in MEDIA (type from its bytes: JPEG, PNG or WebP, else 415) at
 * `lender-logos/<admin id>/<uuid>.<ext>` and returns its public path; the form then saves it
 * as the lender's logo_url.
 */
export async function putLenderLogo(media: R2Bucket, actor: Actor, bytes: Uint8Array): Promise<string> {
  const type = requireImage(bytes)
  const key = `lender-logos/${actor.id}/${uuidv7()}.${type.ext}`
  await media.put(key, bytes, { httpMetadata: { contentType: type.mime, cacheControl: MEDIA_CACHE_CONTROL } })
  return `${MEDIA_PATH_PREFIX}${key}`
}
