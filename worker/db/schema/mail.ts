/**
 * Every transactional message the worker sends (worker/domain/mail/): one row a message,
 * written before it is queued and updated by the queue's consumer as it is sent, retried or
 * dead-lettered. `idempotency_key` (what the message is for, the lead or submission, the
 * recipient) makes a message exactly once however often the event that caused it is replayed.
 * The body is not kept: only who, what and how it went.
 */
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { MAIL_KINDS, MAIL_STATES } from '#shared/schemas/mail.ts'
import { id, timestamp, writeTimes } from './columns'
import { leads } from './leads'

export const mailLog = sqliteTable(
  'mail_log',
  {
    id: id(),
    idempotencyKey: text().notNull(),
    kind: text({ enum: MAIL_KINDS }).notNull(),
    to: text().notNull(),
    subject: text().notNull(),
    leadId: text().references(() => leads.id, { onDelete: 'set null' }),
    state: text({ enum: MAIL_STATES }).notNull().default('queued'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    ...writeTimes(),
    sentAt: timestamp(),
  },
  (t) => [
    uniqueIndex('mail_log_idempotency_uq').on(t.idempotencyKey),
    // The Mail tab: newest first, all or one state.
    index('mail_log_created_idx').on(t.createdAt),
    index('mail_log_state_created_idx').on(t.state, t.createdAt),
  ],
)
