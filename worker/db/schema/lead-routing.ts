/**
 * The lead routing rule (shared/leads/routing.ts): one row (id 1), written when the super admin
 * first saves the rule; no row reads as `triage`. `round_robin_next` counts the leads
 * round-robin has assigned: the next lead goes to the eligible agent at that count modulo
 * their number (ordered by id), taken and advanced inside one transaction, so concurrent
 * leads never share a turn. The not-contacted alert's threshold lives here too (the same tab).
 */
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { LEAD_ROUTING_RULES } from '#shared/leads/routing.ts'
import { timestamp } from './columns'

export const leadRouting = sqliteTable('lead_routing', {
  id: integer().primaryKey(),
  rule: text({ enum: LEAD_ROUTING_RULES }).notNull().default('triage'),
  roundRobinNext: integer().notNull().default(0),
  /** A lead not contacted this many minutes after it arrived tells the super admins, once. */
  notContactedMinutes: integer().notNull().default(15),
  updatedAt: timestamp().notNull(),
})
