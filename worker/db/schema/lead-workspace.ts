import { index, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { LEAD_ACTIVITY_KINDS } from '#shared/constants/leads.ts'
import { users } from './auth'
import { id, ownedBy, timestamp } from './columns'
import { leads } from './leads'
import { agents } from './people'

/**
 * The admin leads workspace (docs/decisions/044-leads-workspace.md).
 *
 * `lead_activities`: the timeline of a lead — status changes, assignments, follow-up changes
 * and notes, each with who and when. Every row is written in the SAME batch (transaction) as
 * the change it records, so the timeline never disagrees with the lead. The lead's creation is
 * not a row: the timeline starts from the lead's own `created_at` and `source`.
 */
export const leadActivities = sqliteTable(
  'lead_activities',
  {
    id: id(),
    leadId: ownedBy(() => leads.id),
    kind: text({ enum: LEAD_ACTIVITY_KINDS }).notNull(),
    /** Who did it (null once that account is deleted; `actorName` keeps the name). */
    actorUserId: text().references(() => users.id, { onDelete: 'set null' }),
    /** The actor's full name (or email) at the time. */
    actorName: text(),
    /** Raw values: statuses, agent ids, follow-up days ('YYYY-MM-DD'); null for none. */
    fromValue: text(),
    toValue: text(),
    /** Agent names at the time, for assignments (the agent may be renamed or deleted later). */
    fromLabel: text(),
    toLabel: text(),
    /** The text of a note. */
    note: text(),
    createdAt: timestamp().notNull(),
  },
  (t) => [index('lead_activities_lead_created_idx').on(t.leadId, t.createdAt)],
)

/**
 * A lead that left an agent (reassigned, unassigned): the agent's devices must drop their
 * copy, but the lead no longer matches their `agent_id`, so the delta pull
 * (worker/domain/sync.ts) also reads these rows and hands them out as tombstones. One row per
 * (agent, lead), re-stamped when the lead leaves that agent again. `updated_at` is a lead
 * change stamp (worker/domain/leads.ts leadStamp), so both streams share one cursor order.
 */
export const leadDepartures = sqliteTable(
  'lead_departures',
  {
    agentId: ownedBy(() => agents.id),
    leadId: ownedBy(() => leads.id),
    updatedAt: timestamp().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.agentId, t.leadId] }),
    // The delta pull: one agent's departures after a cursor, in cursor order.
    index('lead_departures_agent_updated_idx').on(t.agentId, t.updatedAt, t.leadId),
  ],
)

/**
 * A returning client's later submission, attached to the open lead it matched
 * (worker/domain/lead-intake.ts) instead of becoming a second lead. The id is the submission's
 * own device-generated id, so a replayed submission stores one inquiry, and the whole
 * submission is kept, column for column as a lead would hold it.
 */
export const leadInquiries = sqliteTable(
  'lead_inquiries',
  {
    id: text().primaryKey(),
    leadId: ownedBy(() => leads.id),
    /** The inquiry's content fingerprint, as on leads: a retry under its id must carry the same content. */
    submissionHash: text(),
    submissionKind: text(),
    type: text().notNull(),
    source: text().notNull(),
    clientName: text().notNull(),
    clientEmail: text().notNull(),
    clientPhone: text(),
    agentId: text(),
    message: text(),
    metadata: text({ mode: 'json' }).$type<Record<string, unknown>>().notNull().default({}),
    consentVersion: text(),
    consentAt: timestamp(),
    createdAt: timestamp().notNull(),
  },
  (t) => [index('lead_inquiries_lead_created_idx').on(t.leadId, t.createdAt)],
)

/**
 * A lead's tasks (shared/leads/lead-work.ts): what to do and by which Toronto day (and time,
 * when one was given), for the lead's agent unless someone else is named. The id comes from
 * the device that added it. `leads.next_follow_up_on` is kept as the earliest open task's day,
 * written in the same batch as every task change, so the Overdue and Due today filters read
 * one column.
 */
export const leadTasks = sqliteTable(
  'lead_tasks',
  {
    id: text().primaryKey(),
    leadId: ownedBy(() => leads.id),
    title: text().notNull(),
    /** 'YYYY-MM-DD', a Toronto day. */
    dueOn: text().notNull(),
    /** 'HH:MM' Toronto time, or null for any time that day. */
    dueTime: text(),
    assigneeAgentId: text().references(() => agents.id, { onDelete: 'set null' }),
    createdByUserId: text().references(() => users.id, { onDelete: 'set null' }),
    createdByName: text(),
    createdAt: timestamp().notNull(),
    doneAt: timestamp(),
    doneByUserId: text().references(() => users.id, { onDelete: 'set null' }),
    doneByName: text(),
  },
  (t) => [index('lead_tasks_lead_due_idx').on(t.leadId, t.dueOn)],
)
