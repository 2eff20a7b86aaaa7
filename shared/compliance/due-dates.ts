import { BRAND_POLICIES } from '#shared/config/brand-policies.ts'
import type { ComplianceKind } from '#shared/constants/compliance.ts'
import { addBusinessDays } from '#shared/time/business-days.ts'
import { addDays, type Day, torontoDay } from '#shared/time/toronto-time.ts'

/**
 * When a case must be acknowledged and answered, from the brokerage's policy
 * (shared/config/brand-policies.ts), counted from the Toronto day it was received:
 * a complaint is acknowledged within `acknowledgeBusinessDays` business days and answered in
 * writing within `resolveDays` calendar days; a privacy request is answered within
 * `privacyRequestDays` calendar days (the federal privacy law's 30), with no separate
 * acknowledgement.
 */
export type CaseDueDates = { acknowledgeBy: Day | null; resolveBy: Day }

export function caseDueDates(kind: ComplianceKind, receivedAt: Date): CaseDueDates {
  const received = torontoDay(receivedAt)
  switch (kind) {
    case 'complaint': {
      const { acknowledgeBusinessDays, resolveDays } = BRAND_POLICIES.complaints
      return {
        acknowledgeBy: addBusinessDays(received, acknowledgeBusinessDays),
        resolveBy: addDays(received, resolveDays),
      }
    }
    case 'privacy-request':
      return { acknowledgeBy: null, resolveBy: addDays(received, BRAND_POLICIES.privacyRequestDays) }
    // Accessibility feedback is replied to as fast as a complaint is acknowledged.
    case 'accessibility-feedback':
      return {
        acknowledgeBy: null,
        resolveBy: addBusinessDays(received, BRAND_POLICIES.complaints.acknowledgeBusinessDays),
      }
  }
}

/** What is overdue on `today`: the acknowledgement (still only received), the answer (not closed). */
export function caseOverdue(
  c: { status: string; acknowledgeBy: string | null; resolveBy: string },
  today: Day,
): { acknowledge: boolean; resolve: boolean } {
  const closed = c.status === 'resolved' || c.status === 'referred'
  return {
    acknowledge: c.status === 'received' && c.acknowledgeBy !== null && today > c.acknowledgeBy,
    resolve: !closed && today > c.resolveBy,
  }
}
