/**
 * The compliance records kept from the public policy pages: a complaint (the complaints page's
 * form), a privacy request (the privacy page's form) and accessibility feedback (the
 * accessibility page's form). They are not leads: they ride the public
 * submissions' outbox and batch under kinds of their own, and are stored as cases with a status,
 * due dates, a written response and an append-only history.
 */
export const COMPLIANCE_KINDS = ['complaint', 'privacy-request', 'accessibility-feedback'] as const
export type ComplianceKind = (typeof COMPLIANCE_KINDS)[number]

export function isComplianceKind(kind: unknown): kind is ComplianceKind {
  return (COMPLIANCE_KINDS as readonly unknown[]).includes(kind)
}

/** What a privacy request asks for: a copy of what is held, or a correction of it. */
export const PRIVACY_REQUEST_TYPES = ['access', 'correction'] as const
export type PrivacyRequestType = (typeof PRIVACY_REQUEST_TYPES)[number]
export const PRIVACY_REQUEST_TYPE_LABELS: Record<PrivacyRequestType, string> = {
  access: 'A copy of my information',
  correction: 'A correction of my information',
}

/** Where a case stands: received, acknowledged in writing, resolved (answered), or referred to the regulator. */
export const CASE_STATUSES = ['received', 'acknowledged', 'resolved', 'referred'] as const
export type CaseStatus = (typeof CASE_STATUSES)[number]

export const CASE_STATUS_LABELS: Record<CaseStatus, string> = {
  received: 'Received',
  acknowledged: 'Acknowledged',
  resolved: 'Resolved',
  referred: 'Referred to FSRA',
}

/** Referral is to FSRA, for a complaint only: the other kinds have the first three statuses. */
export function caseStatusesFor(kind: ComplianceKind): readonly CaseStatus[] {
  return kind === 'complaint' ? CASE_STATUSES : CASE_STATUSES.filter((s) => s !== 'referred')
}

/** Statuses after which nothing is due. */
export function isClosedCase(status: CaseStatus): boolean {
  return status === 'resolved' || status === 'referred'
}

/** Bounds of the cases' texts: what the person writes, the written response, a note in the history. */
export const CASE_TEXT = {
  details: { min: 1, max: 5000, multiline: true },
  response: { min: 0, max: 10000, multiline: true },
  note: { min: 0, max: 2000, multiline: true },
} as const
