/**
 * The lead changes as a device queues them in its outbox (app/offline/outbox.ts) and reads them
 * back to show them before the server has them. Only the app parses them: the worker takes the
 * requests (each with its mutation id) of ./lead-work.ts, ./lead-contact.ts and ./deal.ts, so
 * these live apart, out of the worker's bundle.
 */
import * as z from 'zod/mini'
import { UUID_PATTERN } from '#shared/rules/ids.ts'
import { dealVersionSchema, leadDealSchema } from './deal'
import { channelSchema } from './lead-contact'
import { leadTaskActionSchema, noteText } from './lead-work'

const leadId = z.stringFormat('uuid', UUID_PATTERN)

/** A note as queued on the device. */
export const leadNoteChangeSchema = z.strictObject({ leadId, note: noteText() })
export type LeadNoteChange = z.output<typeof leadNoteChangeSchema>

/** A task change as queued on the device. */
export const leadTaskChangeSchema = z.strictObject({ leadId, action: leadTaskActionSchema })
export type LeadTaskChange = z.output<typeof leadTaskChangeSchema>

/** A contact attempt as queued on the device. */
export const leadContactChangeSchema = z.strictObject({ leadId, channel: channelSchema })
export type LeadContactChange = z.output<typeof leadContactChangeSchema>

/**
 * What an agent changed, queued in the device outbox: the lead, the whole deal, the version it
 * started from, and the chosen lender's name (shown on the device until the server's row
 * arrives; never sent).
 */
export const leadDealChangeSchema = z.strictObject({
  leadId,
  deal: leadDealSchema,
  baseVersion: dealVersionSchema,
  lenderName: z.optional(z.nullable(z.string().check(z.maxLength(300)))),
})
export type LeadDealChange = z.output<typeof leadDealChangeSchema>
