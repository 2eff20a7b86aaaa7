import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { STAFF_NOTIFICATION_KINDS } from '#shared/schemas/staff-notifications.ts'
import { users } from './auth'
import { ownedBy, pushSubscriptionColumns, syncColumns, timestamp, writeTimes } from './columns'
import { leads } from './leads'

/**
 * Staff devices that receive new-lead notifications by Web Push (docs/decisions/158). Apart from
 * the visitors' `push_subscriptions`: a row belongs to a signed-in user and to the session
 * (refresh family) that turned it on, so signing out of the device ends it.
 */
export const staffPushSubscriptions = sqliteTable(
  'staff_push_subscriptions',
  {
    /** Generated on the device (UUID) and kept there for the signed-in user. */
    id: text().primaryKey(),
    userId: ownedBy(() => users.id),
    /** The refresh family of the session that turned it on: once that session ends, so does this. */
    sessionId: text().notNull(),
    ...pushSubscriptionColumns(),
    ...writeTimes(),
  },
  (t) => [
    // One browser, one owner: whoever turned it on last.
    uniqueIndex('staff_push_subscriptions_endpoint_idx').on(t.endpoint),
    index('staff_push_subscriptions_user_idx').on(t.userId),
  ],
)

/**
 * A user's notifications (the inbox): a lead that arrived, a returning client's inquiry, a lead
 * reassigned to them, a follow-up falling due, a deal maturing. Written once per cause: the
 * cause's key is unique.
 */
export const staffNotifications = sqliteTable(
  'staff_notifications',
  {
    id: text().primaryKey(),
    userId: ownedBy(() => users.id),
    kind: text({ enum: STAFF_NOTIFICATION_KINDS }).notNull(),
    leadId: ownedBy(() => leads.id),
    /** What caused it ('created:<lead id>' …): the same cause never notifies twice. */
    causeKey: text().notNull(),
    /** The lock-screen words: the client's first name, the kind of request and its figure. */
    title: text().notNull(),
    body: text().notNull(),
    /** Where tapping it goes (a path of the app). */
    url: text().notNull(),
    readAt: timestamp(),
    ...syncColumns(),
  },
  (t) => [
    uniqueIndex('staff_notifications_cause_idx').on(t.userId, t.causeKey),
    // The inbox (newest first) and the device's delta pulls.
    index('staff_notifications_user_created_idx').on(t.userId, t.createdAt),
    index('staff_notifications_user_updated_idx').on(t.userId, t.updatedAt),
  ],
)

/** One push of a notification to one device: sent once, retried while it fails. */
export const staffPushDeliveries = sqliteTable(
  'staff_push_deliveries',
  {
    notificationId: ownedBy(() => staffNotifications.id),
    subscriptionId: ownedBy(() => staffPushSubscriptions.id),
    sentAt: timestamp(),
    attempts: integer().notNull().default(0),
    /** A run is sending it until then (two overlapping runs never both send it). */
    claimedUntil: timestamp(),
    createdAt: timestamp().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.subscriptionId] }),
    // The drain: unsent deliveries, oldest first.
    index('staff_push_deliveries_unsent_idx').on(t.sentAt, t.createdAt),
    index('staff_push_deliveries_subscription_idx').on(t.subscriptionId),
  ],
)
