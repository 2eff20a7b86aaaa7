import { index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { ALERT_KINDS, ALERT_STATES } from '#shared/schemas/rate-alerts.ts'
import { ownedBy, pushSubscriptionColumns, sendColumns, writeTimes } from './columns'
import { MORTGAGE_TYPES, RATE_TYPES } from './rates'

/**
 * Rate alerts by Web Push (docs/decisions/034-rate-alerts.md). No personal data: a
 * device (one browser's push subscription) is known by the id it generated, and proves it with
 * a secret of which only the SHA-256 hash is kept.
 */
export const pushSubscriptions = sqliteTable(
  'push_subscriptions',
  {
    /** The device id (a UUID the device generated). */
    id: text().primaryKey(),
    /** SHA-256 (hex) of the device secret; compared in constant time. */
    secretHash: text().notNull(),
    ...pushSubscriptionColumns(),
    ...writeTimes(),
  },
  (t) => [
    // One row per browser subscription; also the lookup when a device re-registers it.
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
  ],
)

export const rateAlerts = sqliteTable(
  'rate_alerts',
  {
    /** Generated on the device (UUID): the idempotency key of POST /api/rate-alerts. */
    id: text().primaryKey(),
    subscriptionId: ownedBy(() => pushSubscriptions.id),
    /** Full province name, as in mortgage_rates ('Ontario'). */
    province: text().notNull(),
    term: text().notNull(),
    rateType: text({ enum: RATE_TYPES }).notNull(),
    mortgageType: text({ enum: MORTGAGE_TYPES }).notNull(),
    kind: text({ enum: ALERT_KINDS }).notNull(),
    /** kind 'target': notify when today's rate is at or below this. */
    targetRate: real(),
    /** Today's rate for the product at subscribe time (the any-drop reference until a send). */
    baselineRate: real(),
    state: text({ enum: ALERT_STATES }).notNull().default('watching'),
    /** The rate the last notification announced (the reference for the next one). */
    lastSentRate: real(),
    ...sendColumns(),
    ...writeTimes(),
  },
  (t) => [
    // The send run: alerts joined to today's rates by product.
    index('rate_alerts_product_idx').on(t.province, t.term, t.rateType, t.mortgageType),
    // A device's list, count and removal.
    index('rate_alerts_subscription_idx').on(t.subscriptionId, t.createdAt),
  ],
)

/**
 * Renewal reminders (decision 161): a device's saved maturity date, reminded 180, 120 and 30 days
 * before through the same push subscription as its rate alerts.
 */
export const renewalReminders = sqliteTable(
  'renewal_reminders',
  {
    /** Generated on the device (UUID): the idempotency key of POST /api/renewal-reminders. */
    id: text().primaryKey(),
    subscriptionId: ownedBy(() => pushSubscriptions.id),
    /** The day the term ends, YYYY-MM-DD. */
    maturityDate: text().notNull(),
    /** The last reminder sent: 180, 120 or 30 (days before maturity); null before the first. */
    lastSentDays: integer(),
    ...sendColumns(),
    ...writeTimes(),
  },
  (t) => [
    index('renewal_reminders_subscription_idx').on(t.subscriptionId, t.createdAt),
    // The daily run: reminders whose maturity is within 180 days.
    index('renewal_reminders_maturity_idx').on(t.maturityDate),
  ],
)
