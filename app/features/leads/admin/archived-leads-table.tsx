/**
 * The Leads tab's 'Archived' view (docs/decisions/192-archived-leads.md): deleted leads, kept
 * until their retention ends, each with when it was archived, until when it is kept, its legal
 * hold, and two actions: Restore (back to the work views) and place or release the legal hold.
 */
import { useMutation } from '@tanstack/react-query'
import { type Column, DataCell, DataTable } from '#app/components/screen/data-table.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { toaster } from '#app/components/ui/toaster.tsx'
import { leadHoldMutation, restoreLeadMutation } from '#app/data/lead-archive.ts'
import { formatLeadDate, leadSourceLabel, leadTypeLabel } from '#app/features/leads/labels.ts'
import type { AdminLead } from '#shared/schemas/admin-leads.ts'
import { css } from '#styled-system/css'
import { LeadStatusBadge } from './parts'

export const ARCHIVE_MESSAGES = {
  restored: 'Lead restored',
  restoreFailed: 'The lead could not be restored',
  holdPlaced: 'Legal hold placed',
  holdReleased: 'Legal hold released',
  holdFailed: 'The legal hold could not be changed',
  empty: 'No archived leads',
} as const

const COLUMNS = [
  { key: 'client', header: 'Client', rowHeader: true },
  { key: 'type', header: 'Type / Source', wideOnly: true },
  { key: 'agent', header: 'Agent', wideOnly: true },
  { key: 'status', header: 'Status' },
  { key: 'archived', header: 'Archived' },
  { key: 'actions', header: 'Actions' },
] as const satisfies readonly Column<AdminLead>[]
const col = Object.fromEntries(COLUMNS.map((c) => [c.key, c])) as Record<
  (typeof COLUMNS)[number]['key'],
  Column<AdminLead>
>
const stack = css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '1.5' })
const muted = css({ display: 'block', color: 'fg.muted', fontSize: 'xs', overflowWrap: 'anywhere' })

export function ArchivedLeadsTable({ rows }: { rows: AdminLead[] }) {
  return (
    <DataTable
      label="Archived leads"
      caption="Archived leads, newest first"
      data-testid="archived-leads-table"
      rows={rows}
      rowKey={(lead) => lead.id}
      columns={COLUMNS}
      renderRow={(lead) => <ArchivedLeadRow lead={lead} />}
    />
  )
}

function ArchivedLeadRow({ lead }: { lead: AdminLead }) {
  const restore = useMutation({
    ...restoreLeadMutation(),
    onSuccess: () => toaster.success({ title: ARCHIVE_MESSAGES.restored }),
    onError: () => toaster.error({ title: ARCHIVE_MESSAGES.restoreFailed }),
  })
  const hold = useMutation({
    ...leadHoldMutation(),
    onSuccess: (_lead, { hold: on }) =>
      toaster.success({ title: on ? ARCHIVE_MESSAGES.holdPlaced : ARCHIVE_MESSAGES.holdReleased }),
    onError: () => toaster.error({ title: ARCHIVE_MESSAGES.holdFailed }),
  })
  const archive = lead.archive
  const held = Boolean(archive?.legalHoldAt)
  const busy = restore.isPending || hold.isPending
  return (
    <tr data-testid="archived-lead-row" data-lead-id={lead.id}>
      <DataCell column={col.client} className={css({ minW: '40', maxW: '72' })}>
        <span className={css({ fontWeight: 'semibold', overflowWrap: 'anywhere' })}>{lead.clientName}</span>
        <span className={muted}>{lead.clientEmail}</span>
      </DataCell>
      <DataCell column={col.type}>
        {leadTypeLabel(lead.type)}
        <span className={muted}>{leadSourceLabel(lead.source)}</span>
      </DataCell>
      <DataCell column={col.agent}>
        {lead.agentName ?? <span className={css({ color: 'fg.muted' })}>Unassigned</span>}
      </DataCell>
      <DataCell column={col.status}>
        <LeadStatusBadge status={lead.status} />
      </DataCell>
      <DataCell column={col.archived}>
        <div className={stack}>
          {archive ? (
            <span>
              <time dateTime={archive.archivedAt}>{formatLeadDate(archive.archivedAt)}</time>
              {archive.retainUntil ? (
                <span className={muted}>
                  Kept until <time dateTime={archive.retainUntil}>{formatLeadDate(archive.retainUntil)}</time>
                </span>
              ) : null}
            </span>
          ) : null}
          {held ? (
            <Badge tone="warning" data-testid="legal-hold-badge">
              Legal hold
            </Badge>
          ) : null}
        </div>
      </DataCell>
      <DataCell column={col.actions}>
        <div className={stack}>
          <Button
            size="sm"
            variant="outline"
            loading={restore.isPending}
            disabled={busy}
            onClick={() => restore.mutate(lead.id)}
          >
            Restore<span className={css({ srOnly: true })}> {lead.clientName}</span>
          </Button>
          <Button
            size="sm"
            variant="ghost"
            tone="neutral"
            loading={hold.isPending}
            disabled={busy}
            onClick={() => hold.mutate({ id: lead.id, hold: !held })}
          >
            {held ? 'Release legal hold' : 'Place legal hold'}
            <span className={css({ srOnly: true })}> on {lead.clientName}</span>
          </Button>
        </div>
      </DataCell>
    </tr>
  )
}
