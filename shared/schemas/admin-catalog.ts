import * as z from 'zod/mini'
import { linkSchema } from './agent-dashboard'
import { idSchema } from './auth'
import { LENDER_TYPES, type LenderType } from './content'
import { line, multiline, safeString } from './text'

/**
 * The admin Products, Services and Lenders tabs (docs/decisions/077-admin-catalog.md). Super
 * admins only; the public pages read the same tables.
 */

/** The spec's toasts for the Products, Services and Lenders tabs. */
export const CATALOG_MESSAGES = {
  products: {
    fetchFailed: 'Failed to fetch products',
    saveFailed: 'Failed to save product',
    deleteFailed: 'Failed to delete product',
    added: 'Product added successfully',
    updated: 'Product updated successfully',
    deleted: 'Product deleted successfully',
  },
  services: {
    fetchFailed: 'Failed to fetch services',
    saveFailed: 'Failed to save service',
    deleteFailed: 'Failed to delete service',
    added: 'Service added successfully',
    updated: 'Service updated successfully',
    deleted: 'Service deleted successfully',
  },
  lenders: {
    fetchFailed: 'Failed to fetch lenders',
    saveFailed: 'Failed to save lender',
    deleteFailed: 'Failed to delete lender',
    added: 'Lender added successfully',
    updated: 'Lender updated successfully',
    deleted: 'Lender deleted successfully',
  },
} as const

/** A service's features are typed as JSON text and must be a JSON array. */
export const FEATURES_JSON_MESSAGE = 'Features must be valid JSON'
export const FEATURES_ARRAY_MESSAGE = 'Features must be a JSON array, for example ["No fees", "Fast approval"]'
export const TRUNCATED_WARNING =
  'Some fields were truncated to fit database limits (255 chars). Please shorten them to avoid data loss.'
/** Service name and description are cut to this many characters (with a warning). */
export const SERVICE_FIELD_LIMIT = 255

export const NAME_REQUIRED = 'Name is required'
export const PRICE_DECIMALS_MESSAGE = 'Price can have at most two decimals'
export const PRODUCT_NOT_FOUND = 'Product not found'
export const SERVICE_NOT_FOUND = 'Service not found'
export const LENDER_NOT_FOUND = 'Lender not found'

/** The form's labels of the stored lender types. */
export const LENDER_TYPE_LABELS: Record<LenderType, string> = {
  a_lender: 'A Lender',
  alternate_lender: 'Alternate Lender',
}
export { LENDER_TYPES, type LenderType }

/** Empty text fields are sent as null. */
const optionalText = (max: number) => z.nullable(multiline(0, max))
const optionalLink = z.nullable(linkSchema)

// ---------------------------------------------------------------------------------------
// Products
// ---------------------------------------------------------------------------------------

export const PRICE_MAX = 100_000_000
/** True when `n` has at most two decimals (a float's error tolerated: 0.1 + 0.2 style noise). */
export function hasAtMostTwoDecimals(n: number): boolean {
  return Math.abs(Math.round(n * 100) - n * 100) < 1e-6
}

export const productWriteSchema = z.strictObject({
  name: line(1, 200, { required: NAME_REQUIRED }),
  description: optionalText(2000),
  imageUrl: optionalLink,
  price: z.nullable(
    z
      .number('Price must be a number')
      .check(
        z.gte(0, 'Price cannot be negative'),
        z.lte(PRICE_MAX, 'Price is too large'),
        z.refine(hasAtMostTwoDecimals, PRICE_DECIMALS_MESSAGE),
      ),
  ),
  content: optionalText(20000),
  /** An outside application page for this product; null: 'Apply Now' opens the site's form. */
  applyUrl: z.optional(optionalLink),
})
export type ProductWriteInput = z.input<typeof productWriteSchema>

export type AdminProduct = {
  id: string
  name: string
  description: string | null
  imageUrl: string | null
  price: number | null
  content: string | null
  applyUrl: string | null
  createdAt: string
}
export type AdminProductsResponse = { products: AdminProduct[] }
export type AdminProductResponse = { product: AdminProduct }

// ---------------------------------------------------------------------------------------
// Services
// ---------------------------------------------------------------------------------------

/**
 * Features as the admin typed them: JSON text of an array (empty = none). Parsed on the server
 * too, so a client that skips the check still gets 400 naming `features` and nothing saved.
 */
export function parseFeatures(text: string): { ok: true; value: unknown[] } | { ok: false; message: string } {
  const t = text.trim()
  if (t === '') return { ok: true, value: [] }
  let value: unknown
  try {
    value = JSON.parse(t)
  } catch {
    return { ok: false, message: FEATURES_JSON_MESSAGE }
  }
  return Array.isArray(value) ? { ok: true, value } : { ok: false, message: FEATURES_ARRAY_MESSAGE }
}

const featuresText = safeString(10000, { multiline: true }).check(
  z.superRefine((value: string, ctx) => {
    const parsed = parseFeatures(value)
    if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.message, input: value })
  }),
)

/**
 * Name and description are accepted up to 2000 / 5000 characters and cut to 255 on the server
 * (the response's `truncated` names the fields cut): the spec keeps the save and warns.
 */
export const serviceWriteSchema = z.strictObject({
  name: line(1, 2000, { required: NAME_REQUIRED }),
  description: optionalText(5000),
  content: optionalText(20000),
  imageUrl: optionalLink,
  features: featuresText,
})
export type ServiceWriteInput = z.input<typeof serviceWriteSchema>

export type AdminService = {
  id: string
  name: string
  description: string | null
  content: string | null
  imageUrl: string | null
  /** The stored array as indented JSON text (what the form edits). */
  features: string
  createdAt: string
}
export type AdminServicesResponse = { services: AdminService[] }
/** `truncated`: the fields cut to SERVICE_FIELD_LIMIT characters (empty when none). */
export type AdminServiceResponse = { service: AdminService; truncated: Array<'name' | 'description'> }

// ---------------------------------------------------------------------------------------
// Lenders
// ---------------------------------------------------------------------------------------

/** Our own uploaded logo (POST /api/admin/lenders/logo) or an http(s) link. */
export const LENDER_LOGO_PATH = /^\/media\/lender-logos\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.(jpg|png|webp)$/
export const LOGO_MESSAGE = 'Upload a logo or enter a full link starting with https://'
const logoUrlSchema = z.nullable(
  safeString(2000).check(z.refine((v) => LENDER_LOGO_PATH.test(v) || linkSchema.safeParse(v).success, LOGO_MESSAGE)),
)

export const DISPLAY_ORDER_LIMIT = 100_000

export const lenderWriteSchema = z.strictObject({
  name: line(1, 200, { required: NAME_REQUIRED }),
  type: z._default(z.enum(LENDER_TYPES, 'Type must be A Lender or Alternate Lender'), 'a_lender'),
  displayOrder: z._default(
    z
      .int('Display order must be a whole number')
      .check(
        z.gte(-DISPLAY_ORDER_LIMIT, 'Display order is too small'),
        z.lte(DISPLAY_ORDER_LIMIT, 'Display order is too large'),
      ),
    0,
  ),
  isActive: z._default(z.boolean('Active must be true or false'), true),
  logoUrl: z._default(logoUrlSchema, null),
})
export type LenderWriteInput = z.input<typeof lenderWriteSchema>

export type AdminLender = {
  id: string
  name: string
  type: LenderType
  displayOrder: number
  isActive: boolean
  logoUrl: string | null
  createdAt: string
}
export type AdminLendersResponse = { lenders: AdminLender[] }
export type AdminLenderResponse = { lender: AdminLender }
export type LenderLogoResponse = { logoUrl: string }

export const catalogIdParamSchema = z.strictObject({ id: idSchema })
