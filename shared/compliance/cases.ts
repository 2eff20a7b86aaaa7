import * as z from 'zod/mini'
import {
  CASE_STATUSES,
  CASE_TEXT,
  COMPLIANCE_KINDS,
  type ComplianceKind,
  PRIVACY_REQUEST_TYPES,
} from '#shared/constants/compliance.ts'
import {
  emailSchema,
  honeypotSchema,
  optionalAgentIdSchema,
  optionalPhoneSchema,
  personNameSchema,
  submissionIdSchema,
} from '#shared/schemas/leads.ts'
import { multiline } from '#shared/schemas/text.ts'

/**
 * Contracts of the compliance cases: what the public forms send (through the device outbox and
 * the public submissions batch, next to the leads) and what the super admin reads and changes.
 * Requests are strict; responses are not.
 */

const detailsSchema = multiline(CASE_TEXT.details.min, CASE_TEXT.details.max, {
  required: 'Tell us what happened',
  tooLong: `At most ${CASE_TEXT.details.max} characters`,
})

/** The complaints page's form: who complains, how to reach them, which agent (if any), what happened. */
export const complaintPayloadSchema = z.strictObject({
  name: personNameSchema,
  email: emailSchema,
  phone: optionalPhoneSchema,
  agent_id: optionalAgentIdSchema,
  details: detailsSchema,
})

/** The privacy page's form: a request to see, or to correct, what is held about the person. */
export const privacyRequestPayloadSchema = z.strictObject({
  request_type: z.enum(PRIVACY_REQUEST_TYPES, { error: 'Choose what you are asking for' }),
  name: personNameSchema,
  email: emailSchema,
  details: multiline(CASE_TEXT.details.min, CASE_TEXT.details.max, {
    required: 'Tell us what you are asking for',
    tooLong: `At most ${CASE_TEXT.details.max} characters`,
  }),
})

/** The accessibility page's feedback form: what is hard to use, or what could be better. */
export const accessibilityFeedbackPayloadSchema = z.strictObject({
  name: personNameSchema,
  email: emailSchema,
  phone: optionalPhoneSchema,
  details: multiline(CASE_TEXT.details.min, CASE_TEXT.details.max, {
    required: 'Tell us what is hard to use',
    tooLong: `At most ${CASE_TEXT.details.max} characters`,
  }),
})

export const compliancePayloadSchemas = {
  complaint: complaintPayloadSchema,
  'privacy-request': privacyRequestPayloadSchema,
  'accessibility-feedback': accessibilityFeedbackPayloadSchema,
} as const satisfies Record<ComplianceKind, z.ZodMiniType>

export type CompliancePayload<K extends ComplianceKind = ComplianceKind> = z.output<
  (typeof compliancePayloadSchemas)[K]
>
export type CompliancePayloadInput<K extends ComplianceKind = ComplianceKind> = z.input<
  (typeof compliancePayloadSchemas)[K]
>

function submission<K extends ComplianceKind>(kind: K) {
  return z.strictObject({
    id: submissionIdSchema,
    kind: z.literal(kind),
    payload: compliancePayloadSchemas[kind],
    honeypot: honeypotSchema,
  })
}

/** One compliance submission as the outbox sends it (in the public submissions batch). */
export const complianceSubmissionSchema = z.discriminatedUnion('kind', [
  submission('complaint'),
  submission('privacy-request'),
  submission('accessibility-feedback'),
])
export type ComplianceSubmission = z.output<typeof complianceSubmissionSchema>

// ---------------------------------------------------------------------------------------
// The super admin's view
// ---------------------------------------------------------------------------------------

export const caseStatusSchema = z.enum(CASE_STATUSES, { error: 'Choose one of the statuses' })

/** One entry of a case's history (append-only): who, when, what. */
export const caseEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  /** The staff member's name, or null for the person who sent it (the public form). */
  actorName: z.nullable(z.string()),
  action: z.string(),
  fromStatus: z.nullable(z.string()),
  toStatus: z.nullable(z.string()),
  detail: z.nullable(z.string()),
})
export type CaseEvent = z.output<typeof caseEventSchema>

export const complianceCaseSchema = z.object({
  id: z.string(),
  kind: z.string(),
  status: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  agentId: z.nullable(z.string()),
  agentName: z.nullable(z.string()),
  /** A privacy request's type (access, correction); null for a complaint. */
  requestType: z.nullable(z.string()),
  details: z.string(),
  receivedAt: z.string(),
  acknowledgeBy: z.nullable(z.string()),
  resolveBy: z.string(),
  response: z.nullable(z.string()),
  respondedAt: z.nullable(z.string()),
  updatedAt: z.string(),
  version: z.int(),
})
export type ComplianceCase = z.output<typeof complianceCaseSchema>

export type ComplianceCaseDetail = { case: ComplianceCase; history: z.output<typeof caseEventSchema>[] }

export const caseListQuerySchema = z.strictObject({ kind: z.enum(COMPLIANCE_KINDS) })

/** Everything held about a person: found by the e-mail address. */
export const personExportQuerySchema = z.strictObject({ email: emailSchema })

/**
 * A change the super admin makes: a new status, the written response, or a note for the
 * history; `baseVersion` is the version it was made on (a stale one answers 409).
 */
export const caseUpdateRequestSchema = z
  .strictObject({
    status: z.optional(caseStatusSchema),
    response: z.optional(multiline(0, CASE_TEXT.response.max)),
    note: z.optional(multiline(0, CASE_TEXT.note.max)),
    baseVersion: z.int().check(z.gte(1), z.lte(2_147_483_647)),
  })
  .check(
    z.refine((v) => v.status !== undefined || v.response !== undefined || Boolean(v.note), {
      path: ['status'],
      message: 'Change the status, the response or add a note',
    }),
  )
export type CaseUpdateRequest = z.output<typeof caseUpdateRequestSchema>

export const CASE_TEXTS = {
  complaintsTitle: 'Complaints',
  complaintsLead: 'Every complaint sent from the complaints page, with its due dates, written response and history.',
  privacyTitle: 'Privacy Requests',
  privacyLead:
    'Requests to see or correct personal information, sent from the privacy page: answered within 30 days, with the written response and history.',
  accessibilityTitle: 'Accessibility Feedback',
  accessibilityLead:
    'Feedback sent from the accessibility page: replied to within 2 business days, with the response and history.',
  loading: 'Loading…',
  fetchFailed: 'Could not load the records. Try again.',
  empty: 'Nothing received yet.',
  saved: 'Saved',
  saveFailed: 'Could not save the change',
} as const
