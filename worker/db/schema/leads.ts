import { index, integer, real, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { LEAD_LOST_REASONS, LEAD_STATUSES, LEAD_TYPES } from '#shared/constants/leads.ts'
import { LEAD_SOURCE_IDS } from '#shared/leads/sources.ts'
import { users } from './auth'
import { createdTime, ownedBy, syncColumns, timestamp } from './columns'
import { agents } from './people'
import { lenders } from './rates'

export { LEAD_STATUSES, LEAD_TYPES, type LeadStatus } from '#shared/constants/leads.ts'

export const leads = sqliteTable(
  'leads',
  {
    /** Generated on the device (UUIDv7) and used as the idempotency key of the submission. */
    id: text().primaryKey(),
    agentId: text().references(() => agents.id, { onDelete: 'set null' }),
    clientName: text().notNull(),
    clientEmail: text().notNull(),
    clientPhone: text(),
    type: text({ enum: LEAD_TYPES }).notNull(),
    /** One of the lead-source registry's ids (shared/leads/sources.ts). */
    source: text({ enum: LEAD_SOURCE_IDS }).notNull(),
    /** The pipeline stage (shared/constants/leads.ts). */
    status: text({ enum: LEAD_STATUSES }).notNull().default('new'),
    /** Why a Lost lead was lost (one of a short list) and the words beside it; null otherwise. */
    lostReason: text({ enum: LEAD_LOST_REASONS }),
    lostNote: text(),
    message: text(),
    notes: text(),
    metadata: text({ mode: 'json' }).$type<Record<string, unknown>>().notNull().default({}),
    /** CASL/PIPEDA: which consent text the visitor agreed to, and when. */
    consentVersion: text(),
    consentAt: timestamp(),
    /** The submission kind from the device (quote, chat, contact, ...). */
    submissionKind: text(),
    /**
     * The next follow-up, a calendar day in Toronto ('YYYY-MM-DD'), set by staff in the leads
     * workspace (docs/decisions/044-leads-workspace.md); null when none is planned.
     */
    nextFollowUpOn: text(),
    /**
     * SHA-256 (hex) of the submission as first stored (kind and normalised payload, keys
     * sorted): a retry under the same id with other content is refused. Null for leads stored
     * before it was recorded (a retry of those is taken as a duplicate).
     */
    submissionHash: text(),
    /**
     * The deal (shared/leads/deal.ts): amount in dollars, the lender (its name kept beside the id,
     * so a lender deleted later still reads), rate in percent, term in months, closing and
     * maturity days ('YYYY-MM-DD'). All null until someone records them.
     */
    dealAmount: real(),
    dealLenderId: text().references(() => lenders.id, { onDelete: 'set null' }),
    dealLenderName: text(),
    dealRatePct: real(),
    dealTermMonths: integer(),
    dealClosingOn: text(),
    dealMaturityOn: text(),
    /**
     * The client's e-mail and phone as a returning client is recognised by
     * (shared/leads/contact-keys.ts): lower-case trimmed e-mail, phone digits without a leading 1.
     * Null when the lead has none (a chat's placeholder e-mail has none).
     */
    emailKey: text(),
    phoneKey: text(),
    /** When the latest returning inquiry was attached (null: the client came once). */
    returningAt: timestamp(),
    /**
     * The lead's first contact (docs/decisions/197-first-contact.md): when the first note,
     * quick-action contact or move to Contacted or a later stage (not Lost) was written. Set once,
     * by a database trigger on the timeline in the same statement as that entry; null until then.
     */
    firstContactAt: timestamp(),
    /**
     * Archive (docs/decisions/192-archived-leads.md): a deleted lead keeps its row. `deleted_at`
     * is when it was archived (every work view and the devices' sync already skip such rows);
     * who archived it, the day it may be erased (archive time + the brokerage's retention years)
     * and a legal hold that keeps it past that day.
     */
    /** The user id (no reference: users are never erased, and the audit log names them). */
    archivedBy: text(),
    retainUntil: timestamp(),
    legalHoldAt: timestamp(),
    ...syncColumns(),
  },
  (t) => [
    // Admin list: newest first.
    index('leads_created_idx').on(t.createdAt),
    // Agent list and delta pulls: by agent, changes since a cursor.
    index('leads_agent_updated_idx').on(t.agentId, t.updatedAt),
    // Lead change stamps: every write sets updated_at above the current maximum
    // (worker/domain/leads.ts leadStamp), which reads max(updated_at) through this index.
    index('leads_updated_idx').on(t.updatedAt),
    // Applications page: type application, newest first. Also the admin list's type filter.
    index('leads_type_created_idx').on(t.type, t.createdAt),
    // The admin leads workspace (docs/decisions/044-leads-workspace.md): one index per filter,
    // each ending in created_at so the newest-first page reads in index order.
    index('leads_status_created_idx').on(t.status, t.createdAt),
    index('leads_source_created_idx').on(t.source, t.createdAt),
    // By agent, and 'unassigned' (agent_id IS NULL).
    index('leads_agent_created_idx').on(t.agentId, t.createdAt),
    // 'Overdue' and 'due today': by follow-up day.
    index('leads_follow_up_idx').on(t.nextFollowUpOn, t.createdAt),
    // Sorting by client name.
    index('leads_client_name_idx').on(t.clientName, t.id),
    // Renewals: leads by maturity day.
    index('leads_deal_maturity_idx').on(t.dealMaturityOn),
    // A returning client: the open lead with the same e-mail or phone.
    index('leads_email_key_idx').on(t.emailKey, t.createdAt),
    index('leads_phone_key_idx').on(t.phoneKey, t.createdAt),
    // The 'Returning' filter.
    index('leads_returning_created_idx').on(t.returningAt, t.createdAt),
    // Leads not contacted yet, by arrival: the not-contacted alert's scan.
    index('leads_first_contact_idx').on(t.firstContactAt, t.createdAt),
    // The live list newest (or oldest) first, read in the index's order to the page's last row
    // with no sort (the id breaks ties of created_at), and its count from the index alone; the
    // 'Archived' view and the retention job's due rows too.
    index('leads_archived_idx').on(t.deletedAt, t.createdAt, t.id),
    // The board's columns: each stage's first cards in order, and every stage's count and summed
    // deal amount from the index alone (no table row read). The status filter of the list too.
    index('leads_live_status_idx').on(t.deletedAt, t.status, t.createdAt, t.id, t.dealAmount),
    index('leads_retain_until_idx').on(t.retainUntil),
  ],
)

/**
 * Staff mutations synced from devices (e.g. an agent's offline lead status change). The
 * client's mutation id is the key, so a replay returns the stored result.
 */
export const syncMutations = sqliteTable(
  'sync_mutations',
  {
    id: text().primaryKey(),
    userId: ownedBy(() => users.id),
    kind: text().notNull(),
    status: integer().notNull(),
    result: text({ mode: 'json' }).$type<unknown>(),
    createdAt: createdTime(),
  },
  (t) => [index('sync_mutations_user_idx').on(t.userId, t.createdAt)],
)
