// The chat assistant's lead (type contact, source 'AI Chatbot'): built from the session id, the
// conversation and the details merged over the session. Pure; the UI sends the result through
// the outbox (kind 'chat'), and the server keeps one lead per chat_session_id.

import { CHAT_PLACEHOLDER_EMAIL } from '#shared/constants/leads.ts'
import { roundCents } from '#shared/finance/index.ts'
import { leadSourceOfKind } from '#shared/leads/sources.ts'
import { CHAT_LEAD_DEFAULT_NAME, CHAT_SOURCE_DETAILS, type LeadPayloadInput } from '#shared/schemas/leads.ts'
import type { ChatExtraction, ChatMessage } from './types'

/** The lead keeps the most recent messages (chatConversationSchema's limit). */
export const CHAT_LEAD_MAX_MESSAGES = 60
/** Longest message content the lead schema accepts. */
export const CHAT_LEAD_MAX_CONTENT = 4000

export interface ChatLeadInput {
  /** The chat session id (letters, digits, '.', ':', '-', '_'; at most 64), e.g. a UUIDv7. */
  sessionId: string
  conversation: readonly ChatMessage[]
  /** The details merged over the whole session (mergeExtraction / extractFromConversation). */
  extraction: ChatExtraction
  /** The last interaction's time (default now). */
  now?: Date
}

// Control characters the lead schema refuses (it allows tab, newline and carriage return).
// biome-ignore lint/suspicious/noControlCharactersInRegex: the pattern matches control characters on purpose, to refuse or strip them
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g

/** The down payment in dollars: a percentage needs the property value, else null. */
export function downPaymentDollars(extraction: ChatExtraction): number | null {
  const d = extraction.downPayment
  if (!d) return null
  if ('amount' in d) return d.amount
  return extraction.propertyValue === null ? null : roundCents((extraction.propertyValue * d.percent) / 100)
}

/**
 * The 'chat' lead payload, as chatLeadPayloadSchema accepts it, or null when the session has
 * neither an email nor a phone yet (no contact, no lead) or no message.
 * - client_name: the name found, else 'Anonymous Lead';
 * - client_email: the email found, else the placeholder no-reply address (only a phone given);
 * - message: the last 60 messages as role/content pairs, plus last_interaction;
 * - metadata: property value, type, down payment (dollars; a percentage is applied to the
 *   property value, or left null without one), mortgage type, 'Captured from chat
 *   conversation' and the chat session id.
 */
export function buildChatLeadPayload(input: ChatLeadInput): LeadPayloadInput<'chat'> | null {
  const { extraction } = input
  if (extraction.email === null && extraction.phone === null) return null
  const messages = input.conversation
    .slice(-CHAT_LEAD_MAX_MESSAGES)
    .map(({ role, content }) => ({ role, content: content.replace(CONTROL, '').slice(0, CHAT_LEAD_MAX_CONTENT) }))
  if (messages.length === 0) return null
  return {
    type: 'contact',
    source: leadSourceOfKind('chat'),
    client_name: extraction.name?.slice(0, 100) ?? CHAT_LEAD_DEFAULT_NAME,
    client_email: extraction.email ?? CHAT_PLACEHOLDER_EMAIL,
    client_phone: extraction.phone,
    message: {
      conversation: messages,
      last_interaction: (input.now ?? new Date()).toISOString(),
    },
    metadata: {
      property_value: extraction.propertyValue,
      property_type: extraction.propertyType,
      down_payment: downPaymentDollars(extraction),
      mortgage_type: extraction.mortgageType,
      source_details: CHAT_SOURCE_DETAILS,
      chat_session_id: input.sessionId,
    },
  }
}
