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
  /** Province name or code ('Ontario', 'ON'); rates without one are shown for every province. */
  province?: string
  /** 'High-Ratio' (insured), 'Conventional' or 'Refinance'. */
  mortgageType?: string
}

/** The rates with where they came from (the app's RatesView fits). */
export interface ChatRatesSnapshot {
  rates: readonly ChatRate[]
  /** The day the rates are from, 'YYYY-MM-DD'. */
  ratesDate?: string | null
  /** This device's saved copy (offline, or the server could not answer). */
  stale?: boolean
  /** When that copy was saved (epoch ms). */
  savedAt?: number | null
}

/** Pages an answer can link to. */
export type ChatLinkTarget =
  | '/mortgage-calculator'
  | '/affordability-calculator'
  | '/calculators'
  | '/renewal-calculator'
  | '/rates'
  | '/contact'
  | '/find-broker'
  | '/become-broker'

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
  /** Not about mortgages or homes: a polite steer back. */
  | 'off-topic'
  /** Below the confidence threshold: no answer found, a licensed agent offered. */
  | 'no-answer'
  /**
   * Two topics fit about as well (or neither well enough): what was understood, the two closest
   * topics as choices and a licensed agent, instead of a guess.
   */
  | 'clarify'

/** A topic a clarifying reply offers: `label` is also the message to send when it is picked. */
export interface ChatChoice {
  label: string
  /** The knowledge-base entry it answers. */
  entryId: string
}

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
  /** The language of the reply (the visitor's). */
  lang: 'en' | 'fr'
  /** The conversation's state after this message: pass it with the next one (keep it with the history). */
  state: ChatDialogueState
  /** A clarifying reply's topics, shown as buttons that send their label (absent otherwise). */
  choices?: readonly ChatChoice[]
}

/**
 * What the conversation knows (the slots: amounts, rates, province, incomes…, the last
 * computation and the language). Plain JSON; the engine reads an unknown or older shape as empty.
 */
export interface ChatDialogueState {
  v: 1
  lang: 'en' | 'fr'
  facts: Record<string, unknown>
  /** The last computation, which a follow-up that changes one fact recomputes. */
  last: string | null
  /** The knowledge entry the last reply answered: a short follow-up that points back ("does it apply…") is about it. */
  topic?: string
}

/** Rates for a rate question: a list, or a function that fetches them (called only when needed). */
export type ChatRatesSource =
  | readonly ChatRate[]
  | ChatRatesSnapshot
  | (() => Promise<readonly ChatRate[] | ChatRatesSnapshot> | readonly ChatRate[] | ChatRatesSnapshot)

export interface ReplyOptions {
  /** The conversation's state from the previous reply (null or absent: a new conversation). */
  state?: ChatDialogueState | null
  /** The active rates (device cache); a function is called only for rate questions. */
  rates?: ChatRatesSource | null
  /** The day whose rules apply (default today, in Ontario). */
  asOf?: Date | IsoDate
  /** Where a failed rate fetch is logged (default console.warn); the reply is the general answer. */
  logError?: (message: string, error: unknown) => void
}
