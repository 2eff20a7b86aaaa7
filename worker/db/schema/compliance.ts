import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { CASE_STATUSES, COMPLIANCE_KINDS, PRIVACY_REQUEST_TYPES } from '#shared/constants/compliance.ts'
import { users } from './auth'
import { createdTime, id, ownedBy, timestamp, updatedTime } from './columns'
import { agents } from './people'

/**
 * Compliance cases: a complaint or a privacy request sent from a policy page (not a lead). The
 * id is the device's submission id (the idempotency key) and `submission_hash` the content's
 * fingerprint, so a retry is stored once and other content under the same id is refused.
 * Due days are Toronto days fixed when the case is received, from the brokerage's policy.
 */
export const complianceCases = sqliteTable(
  'compliance_cases',
  {
    id: text().primaryKey(),
    kind: text({ enum: COMPLIANCE_KINDS }).notNull(),
    status: text({ enum: CASE_STATUSES }).notNull().default('received'),
    name: text().notNull(),
    /** Lower-cased, so a person's records are found by address. */
    email: text().notNull(),
    phone: text(),
    agentId: text().references(() => agents.id, { onDelete: 'set null' }),
    /** A privacy request's type (access, correction); null for a complaint. */
    requestType: text({ enum: PRIVACY_REQUEST_TYPES }),
    details: text().notNull(),
    submissionHash: text().notNull(),
    receivedAt: timestamp().notNull(),
    acknowledgeBy: text(),
    resolveBy: text().notNull(),
    /** The written response sent to the person, kept with the record. */
    response: text(),
    respondedAt: timestamp(),
    createdAt: createdTime(),
    updatedAt: updatedTime(),
    version: integer().notNull().default(1),
  },
  (t) => [
    index('compliance_cases_kind_received_idx').on(t.kind, t.receivedAt),
    index('compliance_cases_email_idx').on(t.email),
  ],
)

/**
 * A case's history, append-only (a trigger refuses updates): every change with who made it
 * (null: the person who sent the form), when, and what.
 */
export const complianceCaseEvents = sqliteTable(
  'compliance_case_events',
  {
    id: id(),
    caseId: ownedBy(() => complianceCases.id),
    at: timestamp().notNull(),
    actorId: text().references(() => users.id, { onDelete: 'set null' }),
    /** The actor's name when it happened (kept if the account goes). */
    actorName: text(),
    /** received, status, response, note. */
    action: text().notNull(),
    fromStatus: text(),
    toStatus: text(),
    detail: text(),
  },
  (t) => [index('compliance_case_events_case_idx').on(t.caseId, t.at)],
)
