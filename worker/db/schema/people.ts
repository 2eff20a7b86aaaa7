import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { AGENT_LICENCE_TITLES } from '#shared/schemas/agent-licence.ts'
import { users } from './auth'
import { bool, createdTime, id, ownedBy, syncColumns, timestamp } from './columns'

export type SocialLinks = Partial<Record<'facebook' | 'instagram' | 'youtube' | 'linkedin' | 'website', string>>
export type ApplicationLinks = Partial<
  Record<'apply' | 'contact_form' | 'rate_quote' | 'scheduler' | 'newsletter', string>
>
export type AgentSeoSettings = Partial<Record<'meta_title' | 'meta_description' | 'meta_keywords' | 'og_image', string>>
export type ContactDetails = { title?: string; location?: string }

export const agents = sqliteTable(
  'agents',
  {
    id: id(),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    bio: text(),
    calendlyLink: text(),
    crmEmail: text(),
    socialLinks: text({ mode: 'json' }).$type<SocialLinks>().notNull().default({}),
    applicationLinks: text({ mode: 'json' }).$type<ApplicationLinks>().notNull().default({}),
    seoSettings: text({ mode: 'json' }).$type<AgentSeoSettings>().notNull().default({}),
    contactDetails: text({ mode: 'json' }).$type<ContactDetails>().notNull().default({}),
    profileSlug: text(),
    headshotUrl: text(),
    bannerImageUrl: text(),
    customBackgroundImage: text(),
    agentLogoUrl: text(),
    badge1Url: text(),
    badge2Url: text(),
    isActive: bool().notNull().default(true),
    /** The licence as issued: all three are needed before the agent's page is public. */
    licensedName: text(),
    licenceNumber: text(),
    licenceTitle: text({ enum: AGENT_LICENCE_TITLES }),
    /** 'E-mail me new leads': the agent gets an e-mail for each new lead assigned to them. */
    emailNewLeads: bool().notNull().default(true),
    /** 'Accepts new leads': round-robin routing may assign this agent new leads. */
    acceptsNewLeads: bool().notNull().default(true),
    ...syncColumns(),
  },
  (t) => [
    uniqueIndex('agents_user_uq').on(t.userId),
    uniqueIndex('agents_slug_uq').on(t.profileSlug),
    // Directory / agent list: active agents ordered by name.
    index('agents_active_name_idx').on(t.isActive, t.name),
  ],
)

/**
 * An agent's earlier profile slugs: the old address answers a 301 to the agent's page. A slug
 * an agent holds now wins over an old one (the row is removed when the slug is taken again).
 */
export const agentSlugRedirects = sqliteTable('agent_slug_redirects', {
  slug: text().primaryKey(),
  agentId: ownedBy(() => agents.id),
  createdAt: createdTime(),
})

export const testimonials = sqliteTable(
  'testimonials',
  {
    id: id(),
    agentId: text().references(() => agents.id, { onDelete: 'cascade' }),
    adminId: text().references(() => users.id, { onDelete: 'set null' }),
    clientName: text().notNull(),
    content: text().notNull(),
    rating: integer().notNull(),
    isApproved: bool().notNull().default(false),
    ...syncColumns(),
  },
  (t) => [
    // Home: approved, admin-written, newest first.
    index('testimonials_approved_admin_created_idx').on(t.isApproved, t.adminId, t.createdAt),
    // Agent page (approved by agent) and dashboard (by agent).
    index('testimonials_agent_approved_created_idx').on(t.agentId, t.isApproved, t.createdAt),
  ],
)

export const agentDocuments = sqliteTable(
  'agent_documents',
  {
    id: id(),
    agentId: ownedBy(() => agents.id),
    name: text().notNull(),
    /** R2 key in the private documents bucket; never a public URL. */
    fileKey: text().notNull(),
    fileSize: integer().notNull(),
    mimeType: text().notNull(),
    type: text({ enum: ['certificate', 'other'] })
      .notNull()
      .default('other'),
    uploadedAt: createdTime(),
    deletedAt: timestamp(),
  },
  (t) => [index('agent_documents_agent_idx').on(t.agentId, t.uploadedAt)],
)

export const analyticsEvents = sqliteTable(
  'analytics_events',
  {
    id: id(),
    agentId: text().references(() => agents.id, { onDelete: 'cascade' }),
    eventType: text().notNull(),
    path: text(),
    createdAt: createdTime(),
  },
  (t) => [
    index('analytics_events_agent_type_created_idx').on(t.agentId, t.eventType, t.createdAt),
    index('analytics_events_type_created_idx').on(t.eventType, t.createdAt),
  ],
)
