/** Pieces the Leads table and the lead drawer share. */

import { Badge } from '#app/components/ui/badge.tsx'
import { nativeSelect } from '#app/components/ui/native-select.ts'
import { LEAD_STATUS_TONES, leadStatusLabel } from '#app/features/leads/labels.ts'
import { isClosedStage, type LeadStatus } from '#shared/constants/leads.ts'
import { formatDay } from '#shared/leads/lead-details.ts'
import type { AdminLead, LeadDueFilter } from '#shared/schemas/admin-leads.ts'
import { css, cx } from '#styled-system/css'

const DUE_LABELS: Record<LeadDueFilter, string> = { overdue: 'Overdue', today: 'Due today' }

/** The admin select, never wider than its row (the drawer and the filters at 390 px). */
export const adminSelect = cx(nativeSelect, css({ maxW: 'full' }))
export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return (
    <Badge tone={LEAD_STATUS_TONES[status]} data-testid="lead-status-badge" data-status={status}>
      {leadStatusLabel(status)}
    </Badge>
  )
}

// Class names worked out once, not by each of a page's rows as it renders.
const noFollowUp = css({ color: 'fg.muted' })
const followUp = css({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '1.5',
  whiteSpace: 'nowrap',
})

/** 'Overdue' / 'Due today' next to a follow-up day (funded and lost leads are never due). */
export function FollowUp({ lead, today }: { lead: AdminLead; today: string }) {
  if (!lead.nextFollowUpOn) return <span className={noFollowUp}>—</span>
  const due = isClosedStage(lead.status)
    ? null
    : lead.nextFollowUpOn < today
      ? 'overdue'
      : lead.nextFollowUpOn === today
        ? 'today'
        : null
  return (
    <span className={followUp}>
      <time dateTime={lead.nextFollowUpOn}>{formatDay(lead.nextFollowUpOn)}</time>
      {due && <Badge tone={due === 'overdue' ? 'danger' : 'warning'}>{DUE_LABELS[due]}</Badge>}
    </span>
  )
}
