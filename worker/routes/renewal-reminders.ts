import { createRenewalReminderSchema, renewalReminderIdParamSchema } from '#shared/schemas/renewal-reminders.ts'
import { createRenewalReminder, listRenewalReminders, removeRenewalReminder } from '#worker/domain/renewal-reminders.ts'
import { deviceCollection } from './device-collection'

/**
 * Renewal reminders by Web Push: the device's list (device-collection.ts), kept with the rate
 * alerts' device secret. The API is documented in shared/schemas/renewal-reminders.ts.
 */
export const renewalRemindersRoutes = deviceCollection(
  { key: 'renewal-reminders', what: 'renewal reminders', list: 'reminders', item: 'reminder' },
  { param: renewalReminderIdParamSchema, write: createRenewalReminderSchema },
  {
    list: (db, device) => listRenewalReminders(db, device, new Date()),
    create: createRenewalReminder,
    remove: removeRenewalReminder,
  },
)
