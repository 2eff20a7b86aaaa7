import * as z from 'zod/mini'
import { agentTestimonialCreateSchema } from './agent-dashboard'
import { idSchema } from './auth'

/**
 * The admin Testimonials tab (docs/decisions/073):
 * every testimonial with its agent's name and its authoring admin's full name; add, edit,
 * delete; approve / unapprove only those without an admin author.
 */

/** The spec's toasts for the admin Testimonials tab. */
export const ADMIN_TESTIMONIAL_MESSAGES = {
  fetchFailed: 'Failed to fetch testimonials',
  updateFailed: 'Failed to update testimonial',
  approved: 'Testimonial approved!',
  unapproved: 'Testimonial unapproved!',
  deleteFailed: 'Failed to delete testimonial',
  deleted: 'Testimonial deleted!',
  added: 'Testimonial added successfully',
  updated: 'Testimonial updated successfully',
  saveFailed: 'Failed to save testimonial',
} as const

/** The server's refusals (worker/domain/admin-testimonials.ts). */
export const NOT_AUTHOR_MESSAGE = 'Only the admin who wrote this testimonial can edit it'
export const ADMIN_WRITTEN_ALWAYS_APPROVED_MESSAGE = 'A testimonial written by an admin is always approved'
export const TESTIMONIAL_NOT_FOUND_MESSAGE = 'Testimonial not found'

/** POST /api/admin/testimonials and PUT /api/admin/testimonials/:id: the same fields as the agent's form. */
export const adminTestimonialWriteSchema = agentTestimonialCreateSchema
export type AdminTestimonialWriteInput = z.input<typeof adminTestimonialWriteSchema>

/** PATCH /api/admin/testimonials/:id/approval */
export const adminTestimonialApprovalSchema = z.strictObject({
  isApproved: z.boolean('Approved must be true or false'),
})

export const adminTestimonialParamSchema = z.strictObject({ id: idSchema })

/** One row of the tab (dates as ISO strings). */
export type AdminTestimonial = {
  id: string
  clientName: string
  content: string
  rating: number
  isApproved: boolean
  createdAt: string
  agentId: string | null
  /** The agent's name; null for an admin-written (home page) testimonial. */
  agentName: string | null
  adminId: string | null
  /** The authoring admin's full name (profiles.full_name); null when an agent wrote it. */
  adminName: string | null
  /** False for an admin-written testimonial of another admin (only its author edits it). */
  canEdit: boolean
  /** True only without an admin author (the approve / unapprove toggle). */
  canToggleApproval: boolean
}

export type AdminTestimonialsResponse = { testimonials: AdminTestimonial[] }
export type AdminTestimonialResponse = { testimonial: AdminTestimonial }
