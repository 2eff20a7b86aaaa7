import { Hono } from 'hono'
import {
  type AdminTestimonialResponse,
  type AdminTestimonialsResponse,
  adminTestimonialApprovalSchema,
  adminTestimonialParamSchema,
  adminTestimonialWriteSchema,
} from '#shared/schemas/admin-testimonials.ts'
import {
  createAdminTestimonial,
  deleteAdminTestimonial,
  listAdminTestimonials,
  setTestimonialApproval,
  updateAdminTestimonial,
} from '#worker/domain/admin-testimonials.ts'
import { purgesOnWrite } from '#worker/edge-cache/middleware.ts'
import type { AppEnv } from '#worker/env.ts'
import { validate } from '#worker/lib/validate.ts'
import { allow, currentUser } from '#worker/middleware/access.ts'

/**
 * The admin Testimonials tab (docs/decisions/073). Super admins only, like the
 * whole admin panel (decision 009). The rules live in worker/domain/admin-testimonials.ts.
 */
export const adminTestimonialsRoutes = new Hono<AppEnv>()
  // The home page and agent pages show approved testimonials from the edge cache.
  .use(purgesOnWrite('testimonials', 'agents'))
  .get('/', allow('super_admin'), async (c) => {
    const body: AdminTestimonialsResponse = {
      testimonials: await listAdminTestimonials(c.get('db'), await currentUser(c)),
    }
    return c.json(body, 200)
  })
  .post('/', allow('super_admin'), validate('json', adminTestimonialWriteSchema), async (c) => {
    const body: AdminTestimonialResponse = {
      testimonial: await createAdminTestimonial(c.get('db'), await currentUser(c), c.req.valid('json')),
    }
    return c.json(body, 201)
  })
  .put(
    '/:id',
    allow('super_admin'),
    validate('param', adminTestimonialParamSchema),
    validate('json', adminTestimonialWriteSchema),
    async (c) => {
      const testimonial = await updateAdminTestimonial(
        c.get('db'),
        await currentUser(c),
        c.req.valid('param').id,
        c.req.valid('json'),
      )
      return c.json({ testimonial } satisfies AdminTestimonialResponse, 200)
    },
  )
  .patch(
    '/:id/approval',
    allow('super_admin'),
    validate('param', adminTestimonialParamSchema),
    validate('json', adminTestimonialApprovalSchema),
    async (c) => {
      const testimonial = await setTestimonialApproval(
        c.get('db'),
        await currentUser(c),
        c.req.valid('param').id,
        c.req.valid('json').isApproved,
      )
      return c.json({ testimonial } satisfies AdminTestimonialResponse, 200)
    },
  )
  .delete('/:id', allow('super_admin'), validate('param', adminTestimonialParamSchema), async (c) => {
    await deleteAdminTestimonial(c.get('db'), await currentUser(c), c.req.valid('param').id)
    return c.body(null, 204)
  })
