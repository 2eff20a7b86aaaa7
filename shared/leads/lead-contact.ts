/**
 * A lead's quick actions: a call, an e-mail or a text started from the lead (tel:, mailto:, sms:
 * links), each logged as a contact attempt in the lead's timeline, online or from the device
 * outbox. Like notes (./lead-work.ts), each carries a device-generated mutation id: applied once,
 * a replay answers `duplicate`, the id with other content is a 409; the timeline entry takes the
 * mutation's id.
 */
import * as z from 'zod/mini'
import { dialString, telHref } from '#shared/text/phone.ts'

export const CONTACT_CHANNELS = ['call', 'email', 'text'] as const
export type ContactChannel = (typeof CONTACT_CHANNELS)[number]

export const channelSchema = z.enum(CONTACT_CHANNELS, { error: 'Choose call, email or text' })

// A contact attempt as queued on the device: ./lead-changes.ts (the app's alone).
export type { LeadContactChange } from './lead-changes'

/** Body of `POST /api/leads/:id/contacts`. */
export const leadContactRequestSchema = z.strictObject({ id: z.uuidv7(), channel: channelSchema })
export type LeadContactRequest = z.output<typeof leadContactRequestSchema>

/** The timeline's words for each attempt. */
export const CONTACT_ACTIVITY_WORDS: Record<ContactChannel, string> = {
  call: 'Called the client',
  email: 'E-mailed the client',
  text: 'Texted the client',
}

/** The first words of an e-mail or a text, editable before it goes. */
export function contactTemplate(p: { firstName: string; agentName: string; brokerage: string }): string {
  return `Hi ${p.firstName}, this is ${p.agentName} from ${p.brokerage}. Thank you for your request: when is a good time to talk?`
}

/** The link each quick action opens: the phone's dialler, the mail app, the messages app. */
export function contactHref(
  channel: ContactChannel,
  to: { phone: string | null; email: string | null },
  message: string,
  subject: string,
): string | null {
  const phone = to.phone ? dialString(to.phone) : ''
  if (channel === 'call') return phone ? telHref(phone) : null
  if (channel === 'text') return phone ? `sms:${phone}?body=${encodeURIComponent(message)}` : null
  if (!to.email) return null
  return `mailto:${encodeURIComponent(to.email).replace('%40', '@')}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(message)}`
}
