import type { ComplianceKind } from '#shared/constants/compliance.ts'
import type { LeadKind, LeadPayload, LeadPayloadInput, LeadSubmission } from '#shared/schemas/leads.ts'
import type { CompliancePayload, CompliancePayloadInput, ComplianceSubmission } from './cases'

/**
 * What the public forms send through the device outbox: a lead, or a compliance case (a
 * complaint, a privacy request), all in the one public submissions batch. Types only.
 */
export type SubmissionKind = LeadKind | ComplianceKind

export type SubmissionPayloadInput<K extends SubmissionKind> = K extends LeadKind
  ? LeadPayloadInput<K>
  : K extends ComplianceKind
    ? CompliancePayloadInput<K>
    : never

export type SubmissionPayload<K extends SubmissionKind> = K extends LeadKind
  ? LeadPayload<K>
  : K extends ComplianceKind
    ? CompliancePayload<K>
    : never

export type PublicSubmission = LeadSubmission | ComplianceSubmission
