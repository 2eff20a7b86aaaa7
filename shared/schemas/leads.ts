import * as z from 'zod/mini'
import {
  LEAD_BATCH_MAX,
  LEAD_LOST_NOTE_MAX,
  LEAD_LOST_REASONS,
  LEAD_STATUSES,
  LEGACY_CLOSED_NOTE,
  LEGACY_LEAD_STATUSES,
  type LeadKind,
  type LeadStatus,
  leadStageOf,
} from '#shared/constants/leads.ts'
import { MORTGAGE_TYPES } from '#shared/constants/rates.ts'
import { leadContextSchema } from '#shared/leads/lead-context.ts'
import { type LeadSourceOfKind, leadSourceOfKind, legacySpellings } from '#shared/leads/sources.ts'
import {
  EMAIL_MAX,
  EMAIL_PATTERN,
  PHONE_MAX,
  POSTAL_CODE_MAX,
  parseCanadianPostalCode,
  parseNorthAmericanPhone,
} from '#shared/rules/contact.ts'
import { UUID_PATTERN } from '#shared/rules/ids.ts'
import {
  LEAD_TEXT,
  PARTNER_TOKEN_MAX,
  PHONE_TYPES,
  QUOTE_LOCATIONS,
  QUOTE_PAYMENT_FREQUENCIES,
  TOKEN_PATTERN,
} from '#shared/rules/leads.ts'
import type { TextBounds } from '#shared/rules/text.ts'
import { type ApiErrorDetail, apiErrorDetailSchema, toFieldErrors } from '#shared/schemas/errors.ts'

export { parseCanadianPostalCode }

import { PARTNER_OUTCOMES } from '#shared/constants/public-forms.ts'
import { jsonObject, line, safeString, multiline as text } from './text'

/**
 * Lead submissions from the public area (and the application form),
 * as they travel from the device outbox to `POST /api/leads/batch`.
 *
 * - Every request object is strict (unknown keys, `__proto__` included, are refused) and
 *   every string has a length bound (ASVS 2.2). Strings are trimmed.
 * - Payload field names follow the `leads` table (`client_name`, `client_email`, …) and the
 *   metadata keys follow the spec verbatim (the quote dialog's camelCase, the chat's
 *   snake_case).
 * - Phone numbers are North American (NANP) and come out as E.164 (`+14165550123`); postal
 *   codes are Canadian and come out as `A1A 1A1`. All transforms are idempotent, so a
 *   parsed payload parses again to itself (the outbox stores parsed payloads; the server
 *   parses them again).
 * - Response schemas are NOT strict: an installed PWA may be older than the server, and a
 *   new response field must not make it fail.
 */

// ---------------------------------------------------------------------------------------
// Constants from the spec
// ---------------------------------------------------------------------------------------

export { LEAD_KINDS, LEAD_STATUSES, type LeadKind, type LeadStatus } from '#shared/constants/leads.ts'

// The quote dialog's choices and the contact form's phone types: shared/rules/leads.ts, which the
// forms read without the schema library.
export { PHONE_TYPES, type PhoneType, QUOTE_LOCATIONS, QUOTE_PAYMENT_FREQUENCIES } from '#shared/rules/leads.ts'

/** Property types the chat detects. */
export const CHAT_PROPERTY_TYPES = [
  'house',
  'condo',
  'townhouse',
  'duplex',
  'apartment',
  'detached',
  'semi-detached',
] as const

/** Mortgage types the chat detects. */
export const CHAT_MORTGAGE_TYPES = ['fixed', 'variable', 'conventional', 'refinance', 'renewal'] as const

export const CHAT_LEAD_DEFAULT_NAME = 'Anonymous Lead'
export const CHAT_SOURCE_DETAILS = 'Captured from chat conversation'
/** A chat lead needs a way to reach the visitor. */
export const CHAT_CONTACT_REQUIRED_MESSAGE = 'An email address or a phone number is required'

/** Toast text of the spec when the contact consent box is not ticked. */
export const CONSENT_REQUIRED_MESSAGE = 'Please consent to receiving communications'

export { LEAD_BATCH_MAX } from '#shared/constants/leads.ts'
/** Largest body of one `POST /leads/batch` (413 above it; the outbox then splits the batch). */
export const LEAD_BATCH_MAX_BYTES = 1024 * 1024

/** `error.code` used for a per-entry validation failure in a batch response. */
export const LEAD_VALIDATION_ERROR_CODE = 'validation_failed'

// ---------------------------------------------------------------------------------------
// Field building blocks
// ---------------------------------------------------------------------------------------

// Every string comes from the builders of ./text.ts: bounded, and refusing invalid Unicode,
// control characters and text-direction overrides with a message naming the field. The bounds,
// formats and parsers are those of shared/rules/ (zod-free), which the forms check too.

/** A text field of the given bounds: `multiline` allows line breaks. */
const textField = (bounds: TextBounds) =>
  bounds.multiline ? text(bounds.min, bounds.max) : line(bounds.min, bounds.max)

export const personNameSchema = textField(LEAD_TEXT.personName)
const namePartSchema = textField(LEAD_TEXT.namePart)

/** Email: trimmed, at most EMAIL_MAX characters (RFC 5321 path limit), in EMAIL_PATTERN's format. */
export const emailSchema = z.pipe(
  safeString(EMAIL_MAX, { trim: true }),
  z.email({ pattern: EMAIL_PATTERN, error: 'Enter a valid email address' }),
)

/**
 * North American phone numbers (10 digits, optional +1, separators allowed) as E.164
 * (`+14165550123`): the one zod-free parser of shared/text/phone.ts, which the chat engine and the
 * forms (through shared/rules/contact.ts) read too. Re-exported for existing callers.
 */
export { parseNorthAmericanPhone }

export const phoneSchema = z.pipe(
  safeString(PHONE_MAX, { trim: true }).check(
    z.refine((v) => parseNorthAmericanPhone(v) !== null, 'Enter a 10-digit North American phone number'),
  ),
  z.transform((v: string) => parseNorthAmericanPhone(v) as string),
)

/** Optional phone: absent, null or '' all mean "no phone" and come out as null. */
export const optionalPhoneSchema = z.pipe(
  z.optional(z.union([z.literal(''), z.null(), phoneSchema])),
  z.transform((v: string | null | undefined) => (v === '' || v == null ? null : v)),
)

/** Optional email: absent, null or '' all mean "no email" and come out as null. */
const optionalEmailSchema = z.pipe(
  z.optional(z.union([z.literal(''), z.null(), emailSchema])),
  z.transform((v: string | null | undefined) => (v === '' || v == null ? null : v)),
)

/** Optional Canadian postal code: absent or '' mean none (undefined). */
export const optionalPostalCodeSchema = z.optional(
  z.pipe(
    safeString(POSTAL_CODE_MAX, { trim: true }).check(
      z.refine((v) => v === '' || parseCanadianPostalCode(v) !== null, 'Enter a Canadian postal code (A1A 1A1)'),
    ),
    z.transform((v: string) => (v === '' ? undefined : (parseCanadianPostalCode(v) as string))),
  ),
)

/** Ids of agents and leads on the server (any UUID version). */
const entityIdSchema = z.stringFormat('uuid', UUID_PATTERN)
export const optionalAgentIdSchema = z.optional(z.nullable(entityIdSchema))

/** Dollar amounts: finite, non-negative, at most one billion. */
const moneySchema = z.number().check(z.gte(0), z.lte(1_000_000_000))
/** Large computed totals (total paid over an amortization). */
const totalSchema = z.number().check(z.gte(0), z.lte(100_000_000_000))
/** Annual interest rate in percent. */
const ratePercentSchema = z.number().check(z.gte(0), z.lte(30))

/** A form's `source`, from the lead-source registry (shared/leads/sources.ts). */
function formSource<K extends LeadKind>(kind: K) {
  return z.literal(leadSourceOfKind(kind))
}

/**
 * A form's `source` whose registry entry has older spellings ('Website'): a payload an older app
 * queued on a device is still accepted, and stored with the registry's id.
 */
function formSourceWithSpellings<K extends LeadKind>(kind: K) {
  const id = leadSourceOfKind(kind)
  const accepted: readonly string[] = [id, ...legacySpellings(id)]
  return z.pipe(
    z.string().check(z.refine((v) => accepted.includes(v), `Invalid input: expected "${id}"`)),
    z.transform((): LeadSourceOfKind<K> => id),
  )
}

/** Tokens such as consent text versions, broker codes, chat session ids. */
function token(max: number) {
  return safeString(max, { trim: true }).check(
    z.minLength(1),
    z.regex(TOKEN_PATTERN, 'Letters, digits, dot, colon, dash and underscore only'),
  )
}

/** Same as token() but '' is accepted and comes out as undefined (hidden form fields). */
function optionalToken(max: number) {
  return z.pipe(
    z.optional(z.union([z.literal(''), token(max)])),
    z.transform((v: string | undefined) => (v === '' ? undefined : v)),
  )
}

/**
 * CASL/PIPEDA consent as given on the device: the box was ticked (must be `true`), which
 * version of the consent text was shown, and when. Stored with the lead.
 */
export const consentSchema = z.strictObject({
  granted: z.literal(true, { error: CONSENT_REQUIRED_MESSAGE }),
  text_version: token(40),
  granted_at: z.iso.datetime({ offset: true }),
})
export type Consent = z.infer<typeof consentSchema>

// ---------------------------------------------------------------------------------------
// One payload schema per kind
// ---------------------------------------------------------------------------------------

/** Whole months, 0 to 40 years. */
const monthsSchema = z.int().check(z.gte(0), z.lte(480))
/** Signed dollar amounts (a saving may be negative). */
const signedMoneySchema = z.number().check(z.gte(-1_000_000_000), z.lte(1_000_000_000))

/**
 * The renewal calculator's figures, carried by its renewal quote: the mortgage as it stands,
 * the penalty of leaving today by both comparison-rate methods, and renewing (the lender's
 * offer, or the current rate without one) against switching (our best rate for the term).
 */
export const renewalDetailsSchema = z.strictObject({
  balance: moneySchema.check(z.positive()),
  contractRatePct: ratePercentSchema,
  rateType: z.enum(['fixed', 'variable']),
  monthsLeft: monthsSchema,
  maturityDate: z.optional(z.iso.date()),
  lenderType: z.enum(['bank', 'monoline']),
  offerRatePct: z.optional(ratePercentSchema),
  termYears: z.int().check(z.gte(1), z.lte(10)),
  switchRatePct: ratePercentSchema,
  switchMortgageType: z.optional(z.enum(MORTGAGE_TYPES)),
  penaltyPostedMethod: moneySchema,
  penaltyPublishedMethod: moneySchema,
  penaltyToday: moneySchema,
  switchingCosts: moneySchema,
  stayPayment: moneySchema,
  switchPayment: moneySchema,
  interestSaved: signedMoneySchema,
  netSavingAtMaturity: signedMoneySchema,
  breakEvenMonth: z.nullable(monthsSchema),
})

/**
 * Quote dialog: type rate_quote (purchase) or refinance (renewal). A renewal
 * quote from the renewal calculator adds its figures as `renewal`.
 */
export const quoteLeadPayloadSchema = z.strictObject({
  type: z.enum(['rate_quote', 'refinance']),
  source: formSource('quote'),
  client_name: personNameSchema,
  client_email: emailSchema,
  client_phone: optionalPhoneSchema,
  agent_id: optionalAgentIdSchema,
  metadata: z
    .strictObject({
      /** Where it came from (shared/leads/lead-context.ts). */
      context: z.optional(leadContextSchema),
      price: moneySchema.check(z.positive()),
      downPayment: moneySchema,
      location: z.enum(QUOTE_LOCATIONS),
      amortization: z.int().check(z.gte(1), z.lte(30)),
      mortgageRate: ratePercentSchema,
      paymentFrequency: z.enum(QUOTE_PAYMENT_FREQUENCIES),
      calculations: z.strictObject({
        cmhcInsurance: moneySchema,
        totalMortgage: moneySchema,
        periodicPayment: moneySchema,
        totalPayments: totalSchema,
        totalInterest: totalSchema,
        payoffYears: z.number().check(z.gte(0), z.lte(50)),
      }),
      renewal: z.optional(renewalDetailsSchema),
    })
    .check(
      z.refine((m) => m.downPayment <= m.price, {
        path: ['downPayment'],
        message: 'Down payment cannot exceed the price',
      }),
    ),
})

/** The chat conversation sent as the lead's message (the server stores it as JSON text). */
export const chatConversationSchema = z.strictObject({
  /** Most recent messages; the client keeps the last 60. */
  conversation: z
    .array(
      z.strictObject({
        role: z.enum(['user', 'assistant']),
        content: textField(LEAD_TEXT.chatTurn),
      }),
    )
    .check(z.minLength(1), z.maxLength(60)),
  last_interaction: z.iso.datetime({ offset: true }),
})

/**
 * Chat assistant lead: created when an email or a phone was detected.
 * client_name defaults to 'Anonymous Lead'; a missing email is filled by the server with
 * its placeholder no-reply address.
 */
export const chatLeadPayloadSchema = z
  .strictObject({
    type: z.literal('contact'),
    source: formSource('chat'),
    client_name: z._default(z.optional(personNameSchema), CHAT_LEAD_DEFAULT_NAME),
    client_email: optionalEmailSchema,
    client_phone: optionalPhoneSchema,
    message: chatConversationSchema,
    metadata: z.strictObject({
      /** Where it came from (shared/leads/lead-context.ts). */
      context: z.optional(leadContextSchema),
      property_value: z.optional(z.nullable(moneySchema)),
      property_type: z.optional(z.nullable(z.enum(CHAT_PROPERTY_TYPES))),
      down_payment: z.optional(z.nullable(moneySchema)),
      mortgage_type: z.optional(z.nullable(z.enum(CHAT_MORTGAGE_TYPES))),
      source_details: z.literal(CHAT_SOURCE_DETAILS),
      chat_session_id: token(PARTNER_TOKEN_MAX),
    }),
  })
  .check(
    z.superRefine((p, ctx) => {
      // Either field fixes it, so both are named.
      if (p.client_email !== null || p.client_phone !== null) return
      for (const field of ['client_email', 'client_phone']) {
        ctx.addIssue({ code: 'custom', path: [field], message: CHAT_CONTACT_REQUIRED_MESSAGE, input: p })
      }
    }),
  )

/**
 * Contact form.
 *
 * Source: the spec names the contact form's source both `contact_form` and `website`; we
 * use `contact_form`, which keeps contact-form leads distinguishable from become-a-broker
 * leads (also `website`). Consent is required (the spec's recommended reading) and stored
 * with its text version. The server builds client_name as "first last"; first and last
 * names travel separately because the partner POST needs them apart. broker_code and
 * wpnonce are the optional partner-submission values of the spec; the server decides.
 */
export const contactLeadPayloadSchema = z.strictObject({
  type: z.literal('contact'),
  source: formSource('contact'),
  first_name: namePartSchema,
  last_name: namePartSchema,
  client_email: emailSchema,
  client_phone: phoneSchema,
  message: textField(LEAD_TEXT.contactMessage),
  agent_id: optionalAgentIdSchema,
  consent: consentSchema,
  broker_code: optionalToken(PARTNER_TOKEN_MAX),
  wpnonce: optionalToken(PARTNER_TOKEN_MAX),
  metadata: z.strictObject({
    /** Where it came from (shared/leads/lead-context.ts). */
    context: z.optional(leadContextSchema),
    phoneType: z.enum(PHONE_TYPES),
    postalCode: optionalPostalCodeSchema,
  }),
})

/** Become-a-broker form: experience required, message optional. */
export const becomeBrokerLeadPayloadSchema = z.strictObject({
  type: z.literal('contact'),
  source: formSourceWithSpellings('become-broker'),
  client_name: personNameSchema,
  client_email: emailSchema,
  client_phone: phoneSchema,
  message: z.optional(textField(LEAD_TEXT.brokerMessage)),
  metadata: z.strictObject({
    /** Where it came from (shared/leads/lead-context.ts). */
    context: z.optional(leadContextSchema),
    type: z.literal('agent_application'),
    experience: textField(LEAD_TEXT.experience),
  }),
})

/**
 * Newsletter: only the email; the server derives client_name from the part
 * before the @ (see newsletterClientName). Explicit opt-in consent (CASL: unticked by
 * default) is required.
 */
export const newsletterLeadPayloadSchema = z.strictObject({
  type: z.literal('contact'),
  source: formSource('newsletter'),
  client_email: emailSchema,
  consent: consentSchema,
  metadata: z.strictObject({
    /** Where it came from (shared/leads/lead-context.ts). */
    context: z.optional(leadContextSchema),
    subscribed_to: z.literal('newsletter'),
  }),
})

/** Mortgage application: name, email, phone required; agent optional. */
export const applicationLeadPayloadSchema = z.strictObject({
  type: z.literal('application'),
  source: formSourceWithSpellings('application'),
  client_name: personNameSchema,
  client_email: emailSchema,
  client_phone: phoneSchema,
  agent_id: optionalAgentIdSchema,
  metadata: z.strictObject({
    /** Where it came from (shared/leads/lead-context.ts). */
    context: z.optional(leadContextSchema),
    mortgage_amount: z.optional(z.nullable(moneySchema.check(z.positive()))),
    property_address: z.optional(textField(LEAD_TEXT.propertyAddress)),
    product: z.optional(textField(LEAD_TEXT.productName)),
  }),
})

/**
 * Inputs of the affordability calculator, named as
 * `affordability()` in shared/finance takes them. Amounts left empty on the form are 0.
 */
export const affordabilityInputsSchema = z.strictObject({
  annualIncome: moneySchema.check(z.positive()),
  coBorrowerIncome: moneySchema,
  downPayment: moneySchema.check(z.positive()),
  amortizationYears: z.int().check(z.gte(1), z.lte(30)),
  annualRatePct: ratePercentSchema,
  monthlyDebts: moneySchema,
  monthlyHeat: moneySchema,
  annualPropertyTax: moneySchema,
  monthlyCondoFees: moneySchema,
})

/**
 * Results shown by the affordability calculator: the comfortable 32 % / 40 % result, what a
 * lender may approve under the stress test, and which comfortable limit binds.
 */
export const affordabilityResultsSchema = z.strictObject({
  maxPrice: moneySchema,
  maxMortgage: moneySchema,
  monthlyPayment: moneySchema,
  lenderMaxPrice: moneySchema,
  lenderMaxMortgage: moneySchema,
  lenderMonthlyPayment: moneySchema,
  qualifyingRatePct: ratePercentSchema,
  bindingLimit: z.enum(['housing', 'total-debt']),
})

/**
 * "Send me a copy" from the affordability calculator: the visitor asked for this message,
 * so it is a requested reply, not a marketing message; the copy is also kept as a lead.
 */
export const affordabilityCopyLeadPayloadSchema = z.strictObject({
  type: z.literal('contact'),
  source: formSource('affordability-copy'),
  client_email: emailSchema,
  client_name: z.optional(personNameSchema),
  metadata: z.strictObject({
    /** Where it came from (shared/leads/lead-context.ts). */
    context: z.optional(leadContextSchema),
    inputs: affordabilityInputsSchema,
    results: affordabilityResultsSchema,
  }),
})

/** Payload schema per kind. */
export const leadPayloadSchemas = {
  quote: quoteLeadPayloadSchema,
  chat: chatLeadPayloadSchema,
  contact: contactLeadPayloadSchema,
  'become-broker': becomeBrokerLeadPayloadSchema,
  newsletter: newsletterLeadPayloadSchema,
  application: applicationLeadPayloadSchema,
  'affordability-copy': affordabilityCopyLeadPayloadSchema,
} as const satisfies Record<LeadKind, z.ZodMiniType>

export type LeadPayloadSchemas = typeof leadPayloadSchemas
/** Parsed (output) payload of a kind. */
export type LeadPayload<K extends LeadKind = LeadKind> = z.output<LeadPayloadSchemas[K]>
/** Accepted (input) payload of a kind, e.g. what a form produces. */
export type LeadPayloadInput<K extends LeadKind = LeadKind> = z.input<LeadPayloadSchemas[K]>

export type QuoteLeadPayload = LeadPayload<'quote'>
export type RenewalDetails = z.output<typeof renewalDetailsSchema>
export type ChatLeadPayload = LeadPayload<'chat'>
export type ContactLeadPayload = LeadPayload<'contact'>
export type BecomeBrokerLeadPayload = LeadPayload<'become-broker'>
export type NewsletterLeadPayload = LeadPayload<'newsletter'>
export type ApplicationLeadPayload = LeadPayload<'application'>
export type AffordabilityCopyLeadPayload = LeadPayload<'affordability-copy'>

// ---------------------------------------------------------------------------------------
// Submission envelope and batch contract
// ---------------------------------------------------------------------------------------

/** Device-generated UUIDv7: the lead's id and the idempotency key of the submission. */
export const submissionIdSchema = z.uuidv7()

/** Bot trap: a hidden field real visitors leave empty. */
export const honeypotSchema = z.optional(z.string().check(z.maxLength(0, 'Must be empty')))

function submission<K extends LeadKind>(kind: K) {
  return z.strictObject({
    id: submissionIdSchema,
    kind: z.literal(kind),
    payload: leadPayloadSchemas[kind],
    honeypot: honeypotSchema,
  })
}

export const leadSubmissionSchema = z.discriminatedUnion('kind', [
  submission('quote'),
  submission('chat'),
  submission('contact'),
  submission('become-broker'),
  submission('newsletter'),
  submission('application'),
  submission('affordability-copy'),
])
export type LeadSubmission = z.output<typeof leadSubmissionSchema>
export type LeadSubmissionInput = z.input<typeof leadSubmissionSchema>

export const leadBatchRequestSchema = z.strictObject({
  entries: z.array(leadSubmissionSchema).check(z.minLength(1), z.maxLength(LEAD_BATCH_MAX)),
})
export type LeadBatchRequest = z.output<typeof leadBatchRequestSchema>
export type LeadBatchRequestInput = z.input<typeof leadBatchRequestSchema>

export const LEAD_BATCH_OUTCOMES = ['ok', 'duplicate', 'rejected'] as const
export type LeadBatchOutcome = (typeof LEAD_BATCH_OUTCOMES)[number]

export const leadBatchResultSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  outcome: z.enum(LEAD_BATCH_OUTCOMES),
  /** The lead's status on the server (`new`), for ok and duplicate. */
  status: z.optional(z.string().check(z.minLength(1), z.maxLength(32))),
  error: z.optional(apiErrorDetailSchema),
  /** Contact leads: what became of the partner network's submission (shared/constants/public-forms.ts). */
  partner: z.optional(z.enum(PARTNER_OUTCOMES)),
  /** Newsletter leads: the address is on the list already; nothing was stored (outcome duplicate). */
  alreadySubscribed: z.optional(z.literal(true)),
})
export type LeadBatchResult = z.output<typeof leadBatchResultSchema>

export const leadBatchResponseSchema = z.object({
  results: z.array(leadBatchResultSchema).check(z.maxLength(LEAD_BATCH_MAX)),
})
export type LeadBatchResponse = z.output<typeof leadBatchResponseSchema>

/**
 * The batch envelope alone, so the server can judge each entry on its own. Entries are not
 * copied (z.unknown keeps each as sent): an entry's own `__proto__` key must reach the strict
 * submission schema to be refused.
 */
const leadBatchEnvelopeSchema = z.strictObject({
  entries: z.array(z.unknown()).check(z.minLength(1), z.maxLength(LEAD_BATCH_MAX)),
})

/** Body of `POST /api/leads`: one submission, judged by parseLeadBatch (kept as sent, see jsonObject). */
export const leadSubmissionBodySchema = jsonObject('Send one lead submission as a JSON object')

export type ParsedBatchEntry =
  | { status: 'valid'; submission: LeadSubmission }
  /** Honeypot filled: answer `ok` as if stored, store nothing, send nothing. */
  | { status: 'trapped'; id: string | null }
  | { status: 'invalid'; id: string | null; error: ApiErrorDetail }

export type ParsedBatch = { ok: true; entries: ParsedBatchEntry[] } | { ok: false; error: ApiErrorDetail }

function entryId(entry: unknown): string | null {
  if (typeof entry !== 'object' || entry === null) return null
  const id = (entry as { id?: unknown }).id
  return typeof id === 'string' && id.length > 0 && id.length <= 64 ? id : null
}

/**
 * Server-side helper: validates the batch envelope, then each entry separately so one bad
 * entry is `rejected` without failing the others. A filled honeypot is detected before
 * validation and reported as `trapped` (the route answers `ok` and stores nothing, so the
 * bot learns nothing).
 */
export function parseLeadBatch(input: unknown): ParsedBatch {
  const envelope = leadBatchEnvelopeSchema.safeParse(input)
  if (!envelope.success) {
    return {
      ok: false,
      error: {
        code: LEAD_VALIDATION_ERROR_CODE,
        message: 'Invalid lead batch',
        fields: toFieldErrors(envelope.error),
      },
    }
  }
  const entries = envelope.data.entries.map((entry): ParsedBatchEntry => {
    const id = entryId(entry)
    if (typeof entry === 'object' && entry !== null && !Array.isArray(entry)) {
      const honeypot = (entry as { honeypot?: unknown }).honeypot
      if (honeypot !== undefined && honeypot !== '') return { status: 'trapped', id }
    }
    const parsed = leadSubmissionSchema.safeParse(entry)
    if (parsed.success) return { status: 'valid', submission: parsed.data }
    return {
      status: 'invalid',
      id,
      error: {
        code: LEAD_VALIDATION_ERROR_CODE,
        message: 'Invalid lead submission',
        fields: toFieldErrors(parsed.error),
      },
    }
  })
  return { ok: true, entries }
}

// ---------------------------------------------------------------------------------------
// Server-side derivations
// ---------------------------------------------------------------------------------------

/** client_name of a newsletter lead: the part of the email before the @. */
export function newsletterClientName(email: string): string {
  const trimmed = email.trim()
  const at = trimmed.lastIndexOf('@')
  const local = (at > 0 ? trimmed.slice(0, at) : trimmed).slice(0, 100)
  return local
}

/** client_name of a contact-form lead: first name plus last name. */
export function contactClientName(payload: Pick<ContactLeadPayload, 'first_name' | 'last_name'>): string {
  return `${payload.first_name} ${payload.last_name}`
}

// ---------------------------------------------------------------------------------------
// Agent's lead status change (queued offline, sent one by one)
// ---------------------------------------------------------------------------------------

/**
 * A stage. A legacy status still queued on a device ('qualified', 'closed') is accepted and
 * read as its stage (shared/constants/leads.ts), like a source's older spelling.
 */
type StoredStatus = LeadStatus | keyof typeof LEGACY_LEAD_STATUSES
const STORED_STATUSES = [...LEAD_STATUSES, ...Object.keys(LEGACY_LEAD_STATUSES)] as [StoredStatus, ...StoredStatus[]]
export const leadStatusSchema = z.pipe(
  z.enum(STORED_STATUSES),
  z.transform((v: StoredStatus): LeadStatus => leadStageOf(v)),
)

export const LOST_REASON_REQUIRED_MESSAGE = 'Choose why the lead was lost'

export const leadLostReasonSchema = z.enum(LEAD_LOST_REASONS, { error: 'Choose one of the reasons' })
export const leadLostNoteSchema = z.nullable(z.optional(text(0, LEAD_LOST_NOTE_MAX)))

type LostFields = { status?: string; lostReason?: string | null }

/** Lost needs a reason: a change to Lost without one is refused, naming `lostReason`. */
export const lostNeedsReason = <T extends LostFields>() =>
  z.refine<T>((v) => v.status !== 'lost' || Boolean(v.lostReason), {
    path: ['lostReason'],
    message: LOST_REASON_REQUIRED_MESSAGE,
  })

/**
 * A legacy 'closed' still queued on a device becomes Lost with the reason 'other' (as the
 * migration moved stored ones), so it is not refused for a reason its app never asked for.
 */
function legacyClosed(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw
  const r = raw as Record<string, unknown>
  return r.status === 'closed' && r.lostReason === undefined
    ? { ...r, lostReason: 'other', lostNote: LEGACY_CLOSED_NOTE }
    : raw
}

const statusChangeFields = {
  status: leadStatusSchema,
  lostReason: z.optional(z.nullable(leadLostReasonSchema)),
  lostNote: leadLostNoteSchema,
}

/** What the agent changed offline: the lead, the new stage (with why, for Lost), the version it started from. */
export const leadStatusChangeSchema = z.pipe(
  z.transform(legacyClosed),
  z
    .strictObject({
      leadId: entityIdSchema,
      ...statusChangeFields,
      baseVersion: z.int().check(z.gte(0), z.lte(2_147_483_647)),
    })
    .check(lostNeedsReason()),
)
export type LeadStatusChange = z.output<typeof leadStatusChangeSchema>

/** Body of the stage-change request; `id` is the device-generated mutation id. */
export const leadStatusChangeRequestSchema = z.pipe(
  z.transform(legacyClosed),
  z
    .strictObject({
      id: submissionIdSchema,
      ...statusChangeFields,
      baseVersion: z.int().check(z.gte(0), z.lte(2_147_483_647)),
    })
    .check(lostNeedsReason()),
)
export type LeadStatusChangeRequest = z.output<typeof leadStatusChangeRequestSchema>
