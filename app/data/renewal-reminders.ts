/**
 * Renewal reminders on this device (API in shared/schemas/renewal-reminders.ts, decision 161):
 * the same device credentials and push subscription as the rate alerts (./rate-alerts.ts).
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, segment, unwrap } from '#app/lib/api-client.ts'
import type { RenewalReminder } from '#shared/schemas/renewal-reminders.ts'
import { type DeviceCredentials, headersOf, readDevice, unsubscribeBrowser, withPushSubscription } from './rate-alerts'

export const renewalReminderKeys = { all: ['renewal-reminders'] as const }

export async function listReminders(device: DeviceCredentials | null): Promise<RenewalReminder[]> {
  if (!device) return []
  return (await unwrap(await api['renewal-reminders'].$get({ header: headersOf(device) }))).reminders
}

export const renewalRemindersQueryOptions = () =>
  queryOptions({ queryKey: renewalReminderKeys.all, queryFn: async () => listReminders(await readDevice()) })

export function useRenewalReminders(enabled = true) {
  return useQuery({ ...renewalRemindersQueryOptions(), enabled })
}

/** After the visitor's tap: permission, the push subscription, then the reminder. */
export function saveReminder(maturityDate: string): Promise<RenewalReminder> {
  return withPushSubscription(
    async (device, subscription, id) =>
      (
        await unwrap(
          await api['renewal-reminders'].$post({ header: headersOf(device), json: { id, subscription, maturityDate } }),
        )
      ).reminder,
    {},
    { what: 'The reminder' },
  )
}

/** One tap: the reminder goes; the browser's subscription too when the device has nothing left. */
export async function removeReminder(id: string): Promise<number> {
  const device = await readDevice()
  if (!device) return 0
  const res = await api['renewal-reminders'][':id'].$delete({ param: { id: segment(id) }, header: headersOf(device) })
  const { remaining } = await unwrap(res)
  if (remaining === 0) await unsubscribeBrowser()
  return remaining
}
