import {
  type AdminTestimonialResponse,
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
import { currentUser } from '#worker/middleware/access.ts'
import { adminCollection, adminItemChange } from './admin-collection'

/**
 * The admin Testimonials tab (docs/decisions/073). Super admins only, like the
 * whole admin panel (decision 009). The rules live in worker/domain/admin-testimonials.ts.
 */
// The home page and agent pages show approved testimonials from the edge cache.
export const adminTestimonialsRoutes = adminCollection(
  ['testimonials', 'agents'],
  { list: 'testimonials', item: 'testimonial' },
  { param: adminTestimonialParamSchema, write: adminTestimonialWriteSchema },
  {
    list: listAdminTestimonials,
    create: createAdminTestimonial,
    update: updateAdminTestimonial,
    remove: deleteAdminTestimonial,
  },
).patch('/:id/approval', ...adminItemChange(adminTestimonialParamSchema, adminTestimonialApprovalSchema), async (c) => {
  const { id } = c.req.valid('param')
  const testimonial = await setTestimonialApproval(
    c.get('db'),
    await currentUser(c),
    id,
    c.req.valid('json').isApproved,
  )
  return c.json({ testimonial } satisfies AdminTestimonialResponse, 200)
})
