/**
 * The admin Testimonials tab (docs/decisions/073).
 *
 * - An admin-written testimonial has `admin_id` = its author and no agent (it is a home page
 *   testimonial) and is approved at once; its approval never changes.
 * - Only its authoring admin edits it (403 for another admin). An agent's testimonial may be
 *   edited by any admin: its text changes, its agent, author and approval stay.
 * - Approve / unapprove only a testimonial without an admin author (409 otherwise).
 * - Any admin deletes any testimonial (soft delete: devices and delta reads see the tombstone).
 *
 * The public reads (home, agent page) query the database on each request: there is no
 * server-side cache to purge (their responses carry a short browser max-age only).
 */
import { and, desc, eq, isNull } from 'drizzle-orm'
import {
  ADMIN_WRITTEN_ALWAYS_APPROVED_MESSAGE,
  type AdminTestimonial,
  NOT_AUTHOR_MESSAGE,
  TESTIMONIAL_NOT_FOUND_MESSAGE,
} from '#shared/schemas/admin-testimonials.ts'
import type { Db } from '#worker/db/client.ts'
import { agents, profiles, testimonials } from '#worker/db/schema/index.ts'
import type { Actor } from '#worker/domain/auth/actor.ts'
import { HttpError } from '#worker/lib/http-error.ts'
import { softDeleteAudited } from './audit-log'
import { bumped, liveRow } from './synced-rows'

type Input = { clientName: string; content: string; rating: number }

/** The list is every testimonial; a brokerage has hundreds, not thousands. Past this, page it. */
export const ADMIN_TESTIMONIALS_MAX = 1000

function rowsQuery(db: Db) {
  return db
    .select({
      id: testimonials.id,
      clientName: testimonials.clientName,
      content: testimonials.content,
      rating: testimonials.rating,
      isApproved: testimonials.isApproved,
      createdAt: testimonials.createdAt,
      agentId: testimonials.agentId,
      agentName: agents.name,
      adminId: testimonials.adminId,
      adminName: profiles.fullName,
    })
    .from(testimonials)
    .leftJoin(agents, eq(agents.id, testimonials.agentId))
    .leftJoin(profiles, eq(profiles.id, testimonials.adminId))
}

type Row = Awaited<ReturnType<ReturnType<typeof rowsQuery>['where']>>[number]

/** What every view of a testimonial shows, admin's and agent's alike. */
export function testimonialFields(
  r: Pick<typeof testimonials.$inferSelect, 'id' | 'clientName' | 'content' | 'rating' | 'isApproved' | 'createdAt'>,
) {
  return {
    id: r.id,
    clientName: r.clientName,
    content: r.content,
    rating: r.rating,
    isApproved: r.isApproved,
    createdAt: r.createdAt.toISOString(),
  }
}

function toAdminTestimonial(r: Row, actor: Actor): AdminTestimonial {
  return {
    ...testimonialFields(r),
    agentId: r.agentId,
    agentName: r.agentName ?? null,
    adminId: r.adminId,
    adminName: r.adminId ? (r.adminName ?? null) : null,
    canEdit: r.adminId === null || r.adminId === actor.id,
    canToggleApproval: r.adminId === null,
  }
}

async function readOne(db: Db, id: string, actor: Actor): Promise<AdminTestimonial> {
  const [row] = await rowsQuery(db).where(and(eq(testimonials.id, id), isNull(testimonials.deletedAt)))
  if (!row) throw new HttpError('not_found', TESTIMONIAL_NOT_FOUND_MESSAGE)
  return toAdminTestimonial(row, actor)
}

/** Every testimonial, newest first, with the agent's name and the authoring admin's full name. */
export async function listAdminTestimonials(db: Db, actor: Actor): Promise<AdminTestimonial[]> {
  const rows = await rowsQuery(db)
    .where(isNull(testimonials.deletedAt))
    .orderBy(desc(testimonials.createdAt), desc(testimonials.id))
    .limit(ADMIN_TESTIMONIALS_MAX)
  return rows.map((r) => toAdminTestimonial(r, actor))
}

/** An admin writes a testimonial: authored by them, no agent, approved at once. */
export async function createAdminTestimonial(db: Db, actor: Actor, input: Input): Promise<AdminTestimonial> {
  const [row] = await db
    .insert(testimonials)
    .values({
      agentId: null,
      adminId: actor.id,
      clientName: input.clientName,
      content: input.content,
      rating: input.rating,
      isApproved: true,
    })
    .returning({ id: testimonials.id })
  return readOne(db, row!.id, actor)
}

/** The stored author of a live testimonial, or 404. */
async function authorOf(db: Db, id: string): Promise<{ adminId: string | null }> {
  const [row] = await db
    .select({ adminId: testimonials.adminId })
    .from(testimonials)
    .where(and(eq(testimonials.id, id), isNull(testimonials.deletedAt)))
  if (!row) throw new HttpError('not_found', TESTIMONIAL_NOT_FOUND_MESSAGE)
  return row
}

/**
 * Edits the text and rating. An admin-written testimonial only by its author (403 for anyone
 * else); the update is conditioned on the author too, so a concurrent change cannot slip by.
 */
export async function updateAdminTestimonial(
  db: Db,
  actor: Actor,
  id: string,
  input: Input,
): Promise<AdminTestimonial> {
  const { adminId } = await authorOf(db, id)
  if (adminId !== null && adminId !== actor.id) throw new HttpError('forbidden', NOT_AUTHOR_MESSAGE)
  const authorIsUnchanged = adminId === null ? isNull(testimonials.adminId) : eq(testimonials.adminId, adminId)
  const updated = await db
    .update(testimonials)
    .set(bumped(testimonials, { clientName: input.clientName, content: input.content, rating: input.rating }))
    .where(and(liveRow(testimonials, id), authorIsUnchanged))
    .returning({ id: testimonials.id })
  if (updated.length === 0) throw new HttpError('not_found', TESTIMONIAL_NOT_FOUND_MESSAGE)
  return readOne(db, id, actor)
}

/** Approves or unapproves a testimonial without an admin author (409 for an admin-written one). */
export async function setTestimonialApproval(
  db: Db,
  actor: Actor,
  id: string,
  isApproved: boolean,
): Promise<AdminTestimonial> {
  const { adminId } = await authorOf(db, id)
  if (adminId !== null) throw new HttpError('conflict', ADMIN_WRITTEN_ALWAYS_APPROVED_MESSAGE)
  const updated = await db
    .update(testimonials)
    .set(bumped(testimonials, { isApproved }))
    .where(and(liveRow(testimonials, id), isNull(testimonials.adminId)))
    .returning({ id: testimonials.id })
  if (updated.length === 0) throw new HttpError('not_found', TESTIMONIAL_NOT_FOUND_MESSAGE)
  return readOne(db, id, actor)
}

/** Deletes any testimonial (anyone in the admin area may delete), audited. */
export function deleteAdminTestimonial(db: Db, actor: Actor, id: string): Promise<void> {
  return softDeleteAudited(db, testimonials, id, TESTIMONIAL_NOT_FOUND_MESSAGE, {
    actorUserId: actor.id,
    kind: 'testimonial_deleted',
    label: testimonials.clientName,
  })
}
