// Types of the chat engine's public API (see README.md beside this file).

import type { IsoDate } from '#shared/finance/index.ts'
import type { CHAT_MORTGAGE_TYPES, CHAT_PROPERTY_TYPES } from '#shared/schemas/leads.ts'

export type ChatRole = 'user' | 'assistant'

/** One message of the conversation. */
export interface ChatMessage {
  role: ChatRole
  content: string
}

export type ChatPropertyType = (typeof CHAT_PROPERTY_TYPES)[number]
export type ChatMortgageType = (typeof CHAT_MORTGAGE_TYPES)[number]

/** A down payment as the visitor gave it: dollars, or a percentage of the price. */
export type DownPaymentDetail = { amount: number } | { percent: number }

/**
 * Details found in the visitor's text. Every field is null when not found.
 * `phone` is E.164 (`+14165550123`), as the lead schema stores it.
 */
export interface ChatExtraction {
  name: string | null
  email: string | null
  phone: string | null
  propertyValue: number | null
  propertyType: ChatPropertyType | null
  downPayment: DownPaymentDetail | null
  mortgageType: ChatMortgageType | null
}

/** An active rate as the rates API / device cache has it (the fields the chat needs). */
export interface ChatRate {
  term: string
  rateType: 'fixed' | 'variable'
  ourRate: number
}

/** Pages an answer can link to. */
export type ChatLinkTarget =
  | '/mortgage-calculator'
  | '/affordability-calculator'
  | '/calculators'
  | '/rates'
  | '/contact'

/**
 * A link the UI renders under an answer. `search` holds the prefilled calculator inputs (the
 * keys are listed in README.md); `href` is the same link as a plain URL.
 */
export interface ChatLink {
  label: string
  to: ChatLinkTarget
  search: Record<string, string | number | boolean>
  href: string
}

export type ChatReplyKind =
  /** A knowledge-base answer. */
  | 'answer'
  /** A knowledge-base topic answered with figures computed from the visitor's numbers. */
  | 'computed'
  /** The active rates, listed (or the general answer when no rates could be had). */
  | 'rates'
  /** The message only gave contact details / a name: an acknowledgement. */
  | 'contact'
  /** A greeting or thanks. */
  | 'smalltalk'
  /** Below the confidence threshold: no answer found, a licensed agent offered. */
  | 'no-answer'

export interface ChatReply {
  kind: ChatReplyKind
  /** The assistant message, plain text (newlines separate paragraphs and list lines). */
  content: string
  /** The knowledge-base entry answered, or null. */
  entryId: string | null
  /** The retrieval confidence in [0, 1] (1 for small talk and contact acknowledgements). */
  confidence: number
  link: ChatLink | null
  /** Details found in this message (merge them with `mergeExtraction`). */
  extraction: ChatExtraction
  /** The message gave an email or a phone: the UI creates or updates the session's lead. */
  contactFound: boolean
}

/** Rates for a rate question: a list, or a function that fetches them (called only when needed). */
export type ChatRatesSource = readonly ChatRate[] | (() => Promise<readonly ChatRate[]> | readonly ChatRate[])

export interface ReplyOptions {
  /** The active rates (device cache); a function is called only for rate questions. */
  rates?: ChatRatesSource | null
  /** The day whose rules apply (default today, in Ontario). */
  asOf?: Date | IsoDate
  /** Where a failed rate fetch is logged (default console.warn); the reply is the general answer. */
  logError?: (message: string, error: unknown) => void
}
