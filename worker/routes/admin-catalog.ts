import { type Context, Hono } from 'hono'
import {
  type AdminLenderResponse,
  type AdminLendersResponse,
  catalogIdParamSchema,
  type LenderLogoResponse,
  lenderWriteSchema,
  productWriteSchema,
  serviceWriteSchema,
} from '#shared/schemas/admin-catalog.ts'
import {
  createLender,
  createProduct,
  createService,
  deleteLender,
  deleteProduct,
  deleteService,
  listAdminLenders,
  listAdminProducts,
  listAdminServices,
  putLenderLogo,
  updateLender,
  updateProduct,
  updateService,
} from '#worker/domain/admin-catalog.ts'
import { IMAGE_MAX_BYTES, mediaKeyOf, readUploadBody } from '#worker/domain/uploads.ts'
import { purgesOnWrite } from '#worker/edge-cache/middleware.ts'
import type { AppEnv } from '#worker/env.ts'
import { log } from '#worker/lib/log.ts'
import { validate } from '#worker/lib/validate.ts'
import { allow, currentUser } from '#worker/middleware/access.ts'
import { adminCollection, adminItemChange } from './admin-collection'

/**
 * The admin Products, Services and Lenders tabs (docs/decisions/077-admin-catalog.md).
 * Super admins only, like the whole admin panel (decision 009). Rules live in
 * worker/domain/admin-catalog.ts; after every write the public edge cache of that content is
 * re-keyed so the public pages show the change at once.
 */

/** The logo upload's body is the raw file: listed for sameOriginJson and limitBody in worker/app.ts. */
export const ADMIN_LENDER_LOGO_PATH = /^\/api\/admin\/lenders\/logo$/

export const adminProductsRoutes = adminCollection(
  ['products'],
  { list: 'products', item: 'product' },
  { param: catalogIdParamSchema, write: productWriteSchema },
  { list: listAdminProducts, create: createProduct, update: updateProduct, remove: deleteProduct },
)

// A saved service's answer is the service and the fields cut to their limit.
export const adminServicesRoutes = adminCollection(
  ['services'],
  { list: 'services' },
  { param: catalogIdParamSchema, write: serviceWriteSchema },
  { list: listAdminServices, create: createService, update: updateService, remove: deleteService },
)

/** Removes a replaced or deleted lender's uploaded logo; a failure only leaves an unused object. */
async function removeLogo(c: Context<AppEnv>, url: string | null) {
  const key = mediaKeyOf(url)
  if (!key) return
  try {
    await c.env.MEDIA.delete(key)
  } catch (error) {
    log.warn('old lender logo not deleted', { requestId: c.get('requestId'), key, error: String(error) })
  }
}

export const adminLendersRoutes = new Hono<AppEnv>()
  // Every successful write re-keys the public reads (docs/decisions/041).
  .use(purgesOnWrite('lenders'))
  .get('/', allow('super_admin'), async (c) => {
    const body: AdminLendersResponse = { lenders: await listAdminLenders(c.get('db'), await currentUser(c)) }
    return c.json(body, 200)
  })
  .post('/', allow('super_admin'), validate('json', lenderWriteSchema), async (c) => {
    const body: AdminLenderResponse = {
      lender: await createLender(c.get('db'), await currentUser(c), c.req.valid('json')),
    }
    return c.json(body, 201)
  })
  // The raw image as the body; its type is read from its bytes (415 otherwise), 5 MB at most.
  .post('/logo', allow('super_admin'), async (c) => {
    const bytes = await readUploadBody(c.req.raw, IMAGE_MAX_BYTES)
    const body: LenderLogoResponse = { logoUrl: await putLenderLogo(c.env.MEDIA, await currentUser(c), bytes) }
    return c.json(body, 201)
  })
  .put('/:id', ...adminItemChange(catalogIdParamSchema, lenderWriteSchema), async (c) => {
    const { lender, previousLogoUrl } = await updateLender(
      c.get('db'),
      await currentUser(c),
      c.req.valid('param').id,
      c.req.valid('json'),
    )
    await removeLogo(c, previousLogoUrl)
    return c.json({ lender } satisfies AdminLenderResponse, 200)
  })
  .delete('/:id', allow('super_admin'), validate('param', catalogIdParamSchema), async (c) => {
    const { previousLogoUrl } = await deleteLender(c.get('db'), await currentUser(c), c.req.valid('param').id)
    await removeLogo(c, previousLogoUrl)
    return c.body(null, 204)
  })
