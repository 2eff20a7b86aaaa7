/**
 * The lead forms' field rules: text bounds, partner tokens and the quote dialog's choices.
 * Zod-free: shared/schemas/leads.ts builds the lead payload schemas from these, and the forms'
 * models check the same bounds in the browser without loading the schema library.
 */
import type { TextBounds } from './text'

/** Text fields of the lead payloads (trimmed; `min` 1 is required). */
export const LEAD_TEXT = {
  /** Full names (quote, become-a-broker, application). */
  personName: { min: 1, max: 100 },
  /** The contact form's first and last names (the partner network takes them apart). */
  namePart: { min: 1, max: 50 },
  /** The contact form's comments. */
  contactMessage: { min: 1, max: 5000, multiline: true },
  /** The become-a-broker form's additional information. */
  brokerMessage: { min: 0, max: 5000, multiline: true },
  /** The become-a-broker form's experience level. */
  experience: { min: 1, max: 200 },
  /** The application form's property address. */
  propertyAddress: { min: 0, max: 300 },
  /** The product an application is for (a product's name, as 'Apply Now' on its page names it). */
  productName: { min: 1, max: 200 },
  /** One turn of a chat conversation. */
  chatTurn: { min: 0, max: 4000, multiline: true },
} as const satisfies Record<string, TextBounds>

/** Tokens (consent text versions, partner codes, chat session ids): letters, digits, then `. _ : -`. */
export const TOKEN_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]*$/
/** The partner network's `brokerCode` and `wpnonce`, and chat session ids. */
export const PARTNER_TOKEN_MAX = 64

export function isToken(value: unknown, max = PARTNER_TOKEN_MAX): value is string {
  return typeof value === 'string' && value.length <= max && TOKEN_PATTERN.test(value)
}

/** Locations offered by the quote dialog. */
export const QUOTE_LOCATIONS = ['Ontario', 'Quebec', 'British Columbia', 'Alberta', 'Manitoba', 'Saskatchewan'] as const

/** Payment frequencies of the quote dialog. */
export const QUOTE_PAYMENT_FREQUENCIES = [
  'monthly',
  'semi-monthly',
  'bi-weekly',
  'accelerated-bi-weekly',
  'weekly',
] as const

export const PHONE_TYPES = ['Mobile', 'Work', 'Residential'] as const
export type PhoneType = (typeof PHONE_TYPES)[number]
