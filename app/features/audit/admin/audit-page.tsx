/**
 * The super admin's Audit tab (docs/decisions/193-append-only-audit-log.md): every deletion,
 * archive, restore, erasure and legal-hold change, newest first, filtered by who, what and
 * when, one server page at a time. Read-only: nothing here changes the log.
 */
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { DateRangeRows, FilterSelectRow, filterOf } from '#app/components/form/filter-rows.tsx'
import { DataTable } from '#app/components/screen/data-table.tsx'
import { ClearFiltersButton, Pager } from '#app/components/screen/pager.tsx'
import { StaffScreen } from '#app/components/screen/staff-screen.tsx'
import { QueryStates } from '#app/components/ui/screen-states.tsx'
import { auditQueryOptions } from '#app/data/lead-archive.ts'
import { dateTimeText } from '#app/lib/date-time.ts'
import { AUDIT_KINDS, type AuditEntry, type AuditKind, type AuditQuery } from '#shared/schemas/audit.ts'
import { css } from '#styled-system/css'

export const AUDIT_KIND_LABELS: Record<AuditKind, string> = {
  lead_archived: 'Lead archived',
  lead_restored: 'Lead restored',
  lead_erased: 'Lead erased',
  lead_hold_set: 'Legal hold placed',
  lead_hold_cleared: 'Legal hold released',
  agent_deleted: 'Agent deleted',
  blog_post_deleted: 'Blog post deleted',
  testimonial_deleted: 'Testimonial deleted',
  subscriber_erased: 'Subscriber erased',
  consent_withdrawn: 'Marketing consent withdrawn',
  retention_run: 'Retention run',
}

const T = {
  title: 'Audit',
  lead: 'Every deletion, archive, restore, erasure and legal hold, newest first. Entries cannot be changed or removed.',
  loading: 'Loading the audit log…',
  failed: 'Failed to load the audit log',
  empty: 'Nothing recorded yet.',
  emptyFiltered: 'No entries match these filters.',
}

const muted = css({ display: 'block', color: 'fg.muted', fontSize: 'xs', overflowWrap: 'anywhere' })

export function AuditPage() {
  const [filters, setFilters] = useState<AuditQuery>({})
  const set = (patch: Partial<AuditQuery>) => setFilters((f) => ({ ...f, ...patch, page: 1 }))
  const filter = filterOf(filters, set)
  const query = useQuery(auditQueryOptions(filters))
  const data = query.data
  const page = filters.page ?? 1
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1
  const filtered = Boolean(filters.actor || filters.kind || filters.from || filters.to)
  return (
    <StaffScreen id="audit-heading" title={T.title} lead={T.lead} className={css({ display: 'grid', gap: '4' })}>
      <form
        aria-label="Filter the audit log"
        onSubmit={(e) => e.preventDefault()}
        className={css({
          display: 'grid',
          gap: '3',
          gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
          alignItems: 'end',
        })}
      >
        <FilterSelectRow
          label="Who"
          all="Everyone"
          options={(data?.actors ?? []).map((a) => ({ value: a.id ?? 'system', label: a.name }))}
          {...filter('actor')}
        />
        <FilterSelectRow
          label="What"
          all="Everything"
          options={AUDIT_KINDS.map((k) => ({ value: k, label: AUDIT_KIND_LABELS[k] }))}
          {...filter('kind')}
        />
        <DateRangeRows from={filters.from} to={filters.to} labels={{ from: 'From', to: 'To' }} onChange={set} />
        <ClearFiltersButton filtered={filtered} onClear={() => setFilters({})} />
      </form>

      <QueryStates
        query={query}
        loading={T.loading}
        error={T.failed}
        empty={filtered ? T.emptyFiltered : T.empty}
        isEmpty={(d) => d.entries.length === 0}
      >
        {(d) => (
          <DataTable<AuditEntry>
            label="Audit log"
            caption={`Audit log, newest first, page ${d.page} of ${pages}`}
            data-testid="audit-table"
            rows={d.entries}
            rowKey={(e) => String(e.id)}
            columns={[
              {
                key: 'when',
                header: 'When',
                cell: (e) => <time dateTime={e.at}>{dateTimeText(e.at, 'America/Toronto')}</time>,
              },
              { key: 'who', header: 'Who', cell: (e) => e.actorName },
              {
                key: 'what',
                header: 'What',
                rowHeader: true,
                cell: (e) => (
                  <span>
                    {AUDIT_KIND_LABELS[e.kind]}
                    <span className={muted}>{e.label}</span>
                  </span>
                ),
              },
              {
                key: 'record',
                header: 'Record',
                wideOnly: true,
                cell: (e) => <code className={css({ fontSize: 'xs', color: 'fg.muted' })}>{e.targetId}</code>,
              },
            ]}
          />
        )}
      </QueryStates>

      {data && data.total > data.pageSize ? (
        <Pager page={page} pages={pages} onPage={(p) => setFilters({ ...filters, page: p })} />
      ) : null}
    </StaffScreen>
  )
}
