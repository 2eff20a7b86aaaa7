import { and, asc, desc, eq, isNotNull, isNull } from 'drizzle-orm'
import {
  HOME_TESTIMONIALS_LIMIT,
  type AgentOption,
  type HomeTestimonial,
  type Lender,
  type LendersResponse,
} from '../../shared/schemas/content'
import type { DirectoryAgent } from '../../shared/schemas/public-content'
import type { Db } from '../db/client'
import { agents, lenders, testimonials } from '../db/schema'

/**
 * Public content reads. Each is one query (one round trip) on an index made for it
 * (agents_active_name_idx, lenders_active_order_idx, testimonials_approved_admin_created_idx).
 * Soft-deleted rows (deleted_at set) never appear.
 */

/** The spec's get_agent_list: active agents (id, name) ordered by name. */
export async function listAgentOptions(db: Db): Promise<AgentOption[]> {
  return db
    .select({ id: agents.id, name: agents.name })
    .from(agents)
    .where(and(eq(agents.isActive, true), isNull(agents.deletedAt)))
    .orderBy(asc(agents.name), asc(agents.id))
}

/** Active lenders ordered by display_order, split into the two public groups. */
export async function listLenders(db: Db): Promise<LendersResponse> {
  const rows: Lender[] = await db
    .select({ id: lenders.id, name: lenders.name, logoUrl: lenders.logoUrl, type: lenders.type })
    .from(lenders)
    .where(and(eq(lenders.isActive, true), isNull(lenders.deletedAt)))
    .orderBy(asc(lenders.displayOrder), asc(lenders.name))
  return {
    aLenders: rows.filter((l) => l.type === 'a_lender'),
    alternateLenders: rows.filter((l) => l.type === 'alternate_lender'),
  }
}

/** Home page testimonials: approved, written by an admin (admin_id set), newest first, at most 6. */
export async function listHomeTestimonials(db: Db): Promise<HomeTestimonial[]> {
  const rows = await db
    .select({
      id: testimonials.id,
      clientName: testimonials.clientName,
      content: testimonials.content,
      rating: testimonials.rating,
      createdAt: testimonials.createdAt,
    })
    .from(testimonials)
    .where(and(eq(testimonials.isApproved, true), isNotNull(testimonials.adminId), isNull(testimonials.deletedAt)))
    .orderBy(desc(testimonials.createdAt), desc(testimonials.id))
    .limit(HOME_TESTIMONIALS_LIMIT)
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }))
}

/**
 * The agent directory (Find An Agent, the contact page's broker card): active agents by name
 * with their public fields only (spec 000 §7 "Agent directory and contact").
 */
export async function listDirectoryAgents(db: Db): Promise<DirectoryAgent[]> {
  const rows = await db
    .select({
      id: agents.id,
      name: agents.name,
      email: agents.email,
      phone: agents.phone,
      bio: agents.bio,
      profileSlug: agents.profileSlug,
      bannerImageUrl: agents.bannerImageUrl,
      agentLogoUrl: agents.agentLogoUrl,
      contactDetails: agents.contactDetails,
    })
    .from(agents)
    .where(and(eq(agents.isActive, true), isNull(agents.deletedAt)))
    .orderBy(asc(agents.name), asc(agents.id))
  return rows.map(({ contactDetails, ...a }) => ({
    ...a,
    title: contactDetails?.title?.trim() || null,
    location: contactDetails?.location?.trim() || null,
  }))
}
