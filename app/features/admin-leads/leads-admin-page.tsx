/**
 * The admin Leads tab (spec 001 admin Leads; issue 14 §4; docs/decisions/044 and 070): the
 * filtered view from the URL, newest first with agent name, a status selector per row, delete
 * with confirmation, row selection with bulk status / assign / delete, 'Overdue' and
 * 'Due today' views, a detail drawer with the timeline, and the CSV of exactly this view.
 */
import { useMutation, useQuery } from '@tanstack/react-query'
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { Spinner } from '#app/components/ui/spinner.tsx'
import { toaster } from '#app/components/ui/toaster.tsx'
import { agentAccountsQueryOptions } from '#app/data/agent-accounts.ts'
import {
  adminLeadsQueryOptions,
  bulkLeadsMutation,
  deleteLeadMutation,
  downloadLeadsCsv,
  updateLeadMutation,
} from '#app/data/leads-admin.ts'
import {
  formatLeadDate,
  formatPhone,
  leadSourceLabel,
  leadStatusLabel,
  leadTypeLabel,
} from '#app/features/agent-leads/labels.ts'
import { LEAD_STATUSES, LEAD_TYPES, type LeadStatus } from '#shared/constants/leads.ts'
import {
  type AdminLead,
  type AdminLeadsQuery,
  LEAD_SORTS,
  type LeadSort,
  UNASSIGNED,
} from '#shared/schemas/admin-leads.ts'
import { css, cx } from '#styled-system/css'
import { LeadDrawer } from './lead-drawer'
import { isFiltered, leadsViewOf } from './leads-view'
import { LEAD_SOURCE_OPTIONS, LEADS_MESSAGES } from './messages'
import { NewsletterExportButton } from './newsletter-export-button'
import { adminSelect, FollowUp, LeadStatusBadge } from './parts'

const label = css({ fontSize: 'sm', fontWeight: 'medium' })
const filterSelect = cx(adminSelect, css({ w: 'full' }))
const th = css({
  textAlign: 'left',
  px: '3',
  py: '2',
  fontSize: 'sm',
  fontWeight: 'semibold',
  color: 'fg.muted',
  borderBottomWidth: '1px',
  borderColor: 'border.subtle',
  whiteSpace: 'nowrap',
})
const td = css({ px: '3', py: '2', borderBottomWidth: '1px', borderColor: 'border.subtle', verticalAlign: 'middle' })
const wideOnly = css({ display: { base: 'none', lg: 'table-cell' } })
const rowCheck = css({ w: '5', h: '5', cursor: 'pointer', accentColor: 'var(--colors-accent-default)' })

const SORT_LABELS: Record<LeadSort, string> = { newest: 'Newest first', oldest: 'Oldest first', name: 'Name (A–Z)' }

/** `search`: the route's parsed search; `onView`: puts a view in the URL (the route does, docs/decisions/069). */
export function LeadsAdminPage({
  search,
  onView,
}: {
  search: Record<string, unknown>
  onView: (view: AdminLeadsQuery) => void
}) {
  const view = useMemo(() => leadsViewOf(search), [search])
  const setView = onView
  const set = (patch: Partial<AdminLeadsQuery>) => setView({ ...view, ...patch, page: 1 })

  const query = useQuery(adminLeadsQueryOptions(view))
  const agents = useQuery(agentAccountsQueryOptions())
  const agentOptions = useMemo(
    () =>
      (agents.data ?? []).map((a) => ({ id: a.agentId, name: a.name })).sort((a, b) => a.name.localeCompare(b.name)),
    [agents.data],
  )

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new failure (errorUpdatedAt) toasts again, not only the first
  useEffect(() => {
    if (query.isError) toaster.error({ title: LEADS_MESSAGES.fetchFailed })
  }, [query.isError, query.errorUpdatedAt])

  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  // A selection belongs to a view: a new filter or page starts with none.
  const viewKey = JSON.stringify(view)
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the view's content: a new filter or page clears the selection
  useEffect(() => setSelected(new Set()), [viewKey])

  const [openId, setOpenId] = useState<string | null>(null)
  const [snapshot, setSnapshot] = useState<AdminLead | null>(null)
  const opener = useRef<HTMLElement | null>(null)
  const rows = query.data?.leads ?? []
  const openLead = (openId && rows.find((l) => l.id === openId)) || snapshot

  const [exporting, setExporting] = useState(false)
  const exportCsv = async () => {
    setExporting(true)
    try {
      await downloadLeadsCsv(view)
    } catch {
      toaster.error({ title: LEADS_MESSAGES.exportFailed })
    } finally {
      setExporting(false)
    }
  }

  const total = query.data?.total ?? 0
  const pageSize = query.data?.pageSize ?? view.pageSize ?? 50
  const page = view.page ?? 1
  const pages = Math.max(1, Math.ceil(total / pageSize))
  const today = query.data?.today ?? ''

  return (
    <section aria-labelledby="leads-admin-heading" className={css({ display: 'grid', gap: '4', minW: '0' })}>
      <header
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          gap: '3',
          alignItems: 'center',
          justifyContent: 'space-between',
        })}
      >
        <h2 id="leads-admin-heading" className={css({ fontSize: '2xl', fontWeight: 'bold', color: 'fg.heading' })}>
          Leads
        </h2>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
          <Button
            variant="outline"
            onClick={() => void exportCsv()}
            loading={exporting}
            loadingText="Exporting…"
            disabled={!query.data}
          >
            Export CSV
          </Button>
          <NewsletterExportButton />
        </div>
      </header>

      {/* biome-ignore lint/a11y/useSemanticElements: a labelled group of toggle buttons, not form fields */}
      <div role="group" aria-label="Quick views" className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        {(
          [
            ['All leads', undefined],
            ['Overdue', 'overdue'],
            ['Due today', 'today'],
          ] as const
        ).map(([text, due]) => (
          <Button
            key={text}
            size="sm"
            variant={view.due === due ? 'solid' : 'outline'}
            tone="neutral"
            aria-pressed={view.due === due}
            onClick={() => set({ due })}
          >
            {text}
          </Button>
        ))}
      </div>

      <Filters
        view={view}
        set={set}
        agentOptions={agentOptions}
        onClear={() => setView({ sort: view.sort, pageSize: view.pageSize })}
      />

      <p className={css({ fontSize: 'sm', color: 'fg.muted' })} aria-live="polite" data-testid="leads-count">
        {query.data
          ? `${total.toLocaleString('en-CA')} lead${total === 1 ? '' : 's'}${isFiltered(view) ? ' match these filters' : ''}`
          : ''}
        {query.isFetching && query.data ? ' · updating…' : ''}
      </p>

      {selected.size > 0 && (
        <BulkBar ids={[...selected]} agentOptions={agentOptions} onDone={() => setSelected(new Set())} />
      )}

      {query.isPending ? (
        <div className={css({ py: '10', display: 'flex', justifyContent: 'center' })}>
          <Spinner label="Loading leads" />
        </div>
      ) : rows.length > 0 ? (
        <div
          className={css({
            overflowX: 'auto',
            bg: 'bg.default',
            borderWidth: '1px',
            borderColor: 'border.subtle',
            borderRadius: 'lg',
          })}
        >
          <table className={css({ w: 'full', borderCollapse: 'collapse', fontSize: 'sm' })} data-testid="leads-table">
            <caption className={css({ srOnly: true })}>
              Leads, {SORT_LABELS[view.sort ?? 'newest'].toLowerCase()}
            </caption>
            <thead>
              <tr>
                <th scope="col" className={th}>
                  <input
                    type="checkbox"
                    className={rowCheck}
                    aria-label="Select all leads on this page"
                    checked={rows.every((l) => selected.has(l.id))}
                    ref={(el) => {
                      if (el) el.indeterminate = selected.size > 0 && !rows.every((l) => selected.has(l.id))
                    }}
                    onChange={(e) => setSelected(e.currentTarget.checked ? new Set(rows.map((l) => l.id)) : new Set())}
                  />
                </th>
                <th scope="col" className={th}>
                  Client
                </th>
                <th scope="col" className={cx(th, wideOnly)}>
                  Type / Source
                </th>
                <th scope="col" className={th}>
                  Agent
                </th>
                <th scope="col" className={th}>
                  Status
                </th>
                <th scope="col" className={th}>
                  Next follow-up
                </th>
                <th scope="col" className={cx(th, wideOnly)}>
                  Created
                </th>
                <th scope="col" className={th}>
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((lead) => (
                <LeadRow
                  key={lead.id}
                  lead={lead}
                  today={today}
                  selected={selected.has(lead.id)}
                  onSelect={(on) =>
                    setSelected((s) => {
                      const next = new Set(s)
                      if (on) next.add(lead.id)
                      else next.delete(lead.id)
                      return next
                    })
                  }
                  onOpen={(el) => {
                    opener.current = el
                    setSnapshot(lead)
                    setOpenId(lead.id)
                  }}
                />
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className={css({ py: '8', textAlign: 'center', color: 'fg.muted' })} data-testid="leads-empty">
          {query.isError ? LEADS_MESSAGES.fetchFailed : LEADS_MESSAGES.empty}
        </p>
      )}

      {total > pageSize && (
        <nav
          aria-label="Pages"
          className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3' })}
        >
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setView({ ...view, page: page - 1 })}>
            Previous
          </Button>
          <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            Page {page} of {pages}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={page >= pages}
            onClick={() => setView({ ...view, page: page + 1 })}
          >
            Next
          </Button>
        </nav>
      )}

      <LeadDrawer
        lead={openId ? openLead : null}
        today={today}
        agentOptions={agentOptions}
        onClose={() => setOpenId(null)}
        finalFocus={() => opener.current}
      />
    </section>
  )
}

function Field({ id, text, children }: { id: string; text: string; children: ReactNode }) {
  return (
    <div className={css({ display: 'grid', gap: '1', minW: '0' })}>
      <label htmlFor={id} className={label}>
        {text}
      </label>
      {children}
    </div>
  )
}

type AgentOption = { id: string; name: string }

function Filters({
  view,
  set,
  agentOptions,
  onClear,
}: {
  view: AdminLeadsQuery
  set: (p: Partial<AdminLeadsQuery>) => void
  agentOptions: AgentOption[]
  onClear: () => void
}) {
  const id = useId()
  const [q, setQ] = useState(view.q ?? '')
  // The URL wins when it changes from outside (back button, a shared link, 'Clear filters').
  useEffect(() => setQ(view.q ?? ''), [view.q])
  // Search as one types, once the typing pauses; with the view as it is then (a filter changed
  // meanwhile is kept).
  const latest = useRef({ set, current: view.q ?? '' })
  latest.current = { set, current: view.q ?? '' }
  useEffect(() => {
    const value = q.trim()
    if (value === latest.current.current) return
    const t = setTimeout(() => latest.current.set({ q: value === '' ? undefined : value.slice(0, 100) }), 350)
    return () => clearTimeout(t)
  }, [q])

  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with role search; the search element is not yet in every browser this site supports
    <form
      role="search"
      aria-label="Filter leads"
      onSubmit={(e) => {
        e.preventDefault()
        set({ q: q.trim() === '' ? undefined : q.trim().slice(0, 100) })
      }}
      className={css({
        display: 'grid',
        gap: '3',
        gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        alignItems: 'end',
      })}
    >
      <div className={css({ gridColumn: { base: 'span 2', md: 'span 2' } })}>
        <Field id={`${id}-q`} text="Search">
          <Input
            id={`${id}-q`}
            type="search"
            value={q}
            maxLength={100}
            placeholder="Name, email or phone"
            onChange={(e) => setQ(e.currentTarget.value)}
          />
        </Field>
      </div>
      <Field id={`${id}-status`} text="Status">
        <select
          id={`${id}-status`}
          className={filterSelect}
          value={view.status ?? ''}
          onChange={(e) => set({ status: (e.target.value || undefined) as AdminLeadsQuery['status'] })}
        >
          <option value="">All statuses</option>
          {LEAD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {leadStatusLabel(s)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-type`} text="Type">
        <select
          id={`${id}-type`}
          className={filterSelect}
          value={view.type ?? ''}
          onChange={(e) => set({ type: (e.target.value || undefined) as AdminLeadsQuery['type'] })}
        >
          <option value="">All types</option>
          {LEAD_TYPES.map((t) => (
            <option key={t} value={t}>
              {leadTypeLabel(t)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-source`} text="Source">
        <select
          id={`${id}-source`}
          className={filterSelect}
          value={view.source ?? ''}
          onChange={(e) => set({ source: e.target.value || undefined })}
        >
          <option value="">All sources</option>
          {LEAD_SOURCE_OPTIONS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
          {view.source && !LEAD_SOURCE_OPTIONS.some((s) => s.value === view.source) && (
            <option value={view.source}>{view.source}</option>
          )}
        </select>
      </Field>
      <Field id={`${id}-agent`} text="Agent">
        <select
          id={`${id}-agent`}
          className={filterSelect}
          value={view.agent ?? ''}
          onChange={(e) => set({ agent: e.target.value || undefined })}
        >
          <option value="">All agents</option>
          <option value={UNASSIGNED}>Unassigned</option>
          {agentOptions.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-from`} text="Created from">
        <Input
          id={`${id}-from`}
          type="date"
          value={view.from ?? ''}
          max={view.to}
          onChange={(e) => set({ from: e.currentTarget.value || undefined })}
        />
      </Field>
      <Field id={`${id}-to`} text="Created to">
        <Input
          id={`${id}-to`}
          type="date"
          value={view.to ?? ''}
          min={view.from}
          onChange={(e) => set({ to: e.currentTarget.value || undefined })}
        />
      </Field>
      <Field id={`${id}-sort`} text="Sort">
        <select
          id={`${id}-sort`}
          className={filterSelect}
          value={view.sort ?? 'newest'}
          onChange={(e) => set({ sort: e.target.value === 'newest' ? undefined : (e.target.value as LeadSort) })}
        >
          {LEAD_SORTS.map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </select>
      </Field>
      <div>
        <Button type="button" variant="ghost" tone="neutral" disabled={!isFiltered(view)} onClick={onClear}>
          Clear filters
        </Button>
      </div>
    </form>
  )
}

function BulkBar({ ids, agentOptions, onDone }: { ids: string[]; agentOptions: AgentOption[]; onDone: () => void }) {
  const id = useId()
  const [status, setStatus] = useState<LeadStatus | ''>('')
  const [agent, setAgent] = useState('')
  const bulk = useMutation({
    ...bulkLeadsMutation(),
    onSuccess: (changed, body) => {
      toaster.success({
        title: body.action.kind === 'delete' ? LEADS_MESSAGES.bulkDeleted(changed) : LEADS_MESSAGES.bulkDone(changed),
      })
      onDone()
    },
    onError: (e) =>
      toaster.error({ title: LEADS_MESSAGES.bulkFailed, description: e instanceof Error ? e.message : undefined }),
  })
  const n = ids.length
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled toolbar region that appears with a selection
    <div
      role="region"
      aria-label="Bulk actions"
      data-testid="leads-bulk"
      className={css({
        display: 'flex',
        flexWrap: 'wrap',
        gap: '3',
        alignItems: 'end',
        p: '3',
        bg: 'accent.subtle',
        borderRadius: 'lg',
        borderWidth: '1px',
        borderColor: 'border.subtle',
      })}
    >
      <p className={css({ fontWeight: 'semibold', alignSelf: 'center' })} aria-live="polite">
        {n} selected
      </p>
      <div className={css({ display: 'flex', gap: '2', alignItems: 'end' })}>
        <Field id={`${id}-status`} text="Set status">
          <select
            id={`${id}-status`}
            className={adminSelect}
            value={status}
            onChange={(e) => setStatus(e.target.value as LeadStatus | '')}
          >
            <option value="">Choose…</option>
            {LEAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {leadStatusLabel(s)}
              </option>
            ))}
          </select>
        </Field>
        <Button
          size="md"
          disabled={!status || bulk.isPending}
          onClick={() => status && bulk.mutate({ ids, action: { kind: 'status', status } })}
        >
          Apply status
        </Button>
      </div>
      <div className={css({ display: 'flex', gap: '2', alignItems: 'end' })}>
        <Field id={`${id}-agent`} text="Assign to">
          <select id={`${id}-agent`} className={adminSelect} value={agent} onChange={(e) => setAgent(e.target.value)}>
            <option value="">Choose…</option>
            <option value={UNASSIGNED}>No agent (unassign)</option>
            {agentOptions.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
        </Field>
        <Button
          size="md"
          disabled={!agent || bulk.isPending}
          onClick={() =>
            agent && bulk.mutate({ ids, action: { kind: 'assign', agentId: agent === UNASSIGNED ? null : agent } })
          }
        >
          Assign
        </Button>
      </div>
      <Button
        size="md"
        variant="outline"
        tone="danger"
        disabled={bulk.isPending}
        onClick={() => {
          if (window.confirm(LEADS_MESSAGES.bulkDeleteConfirm(n))) bulk.mutate({ ids, action: { kind: 'delete' } })
        }}
      >
        Delete selected
      </Button>
      <Button size="md" variant="ghost" tone="neutral" onClick={onDone} disabled={bulk.isPending}>
        Clear selection
      </Button>
    </div>
  )
}

function LeadRow({
  lead,
  today,
  selected,
  onSelect,
  onOpen,
}: {
  lead: AdminLead
  today: string
  selected: boolean
  onSelect: (on: boolean) => void
  onOpen: (el: HTMLElement) => void
}) {
  const status = useMutation({
    ...updateLeadMutation(),
    onSuccess: () => toaster.success({ title: LEADS_MESSAGES.statusUpdated }),
    onError: () => toaster.error({ title: LEADS_MESSAGES.statusFailed }),
  })
  const remove = useMutation({
    ...deleteLeadMutation(),
    onSuccess: () => toaster.success({ title: LEADS_MESSAGES.deleted }),
    onError: () => toaster.error({ title: LEADS_MESSAGES.deleteFailed }),
  })
  const shown = status.isPending ? (status.variables.change.status ?? lead.status) : lead.status
  return (
    <tr
      data-testid="lead-row"
      data-lead-id={lead.id}
      aria-selected={selected}
      className={css({ '&[aria-selected=true]': { bg: 'accent.subtle' } })}
    >
      <td className={td}>
        <input
          type="checkbox"
          className={rowCheck}
          aria-label={`Select ${lead.clientName}`}
          checked={selected}
          onChange={(e) => onSelect(e.currentTarget.checked)}
        />
      </td>
      <th scope="row" className={cx(td, css({ textAlign: 'left', fontWeight: 'normal', minW: '44', maxW: '72' }))}>
        <button
          type="button"
          onClick={(e) => onOpen(e.currentTarget)}
          className={css({
            fontWeight: 'semibold',
            color: 'accent.fg',
            textDecoration: 'underline',
            textUnderlineOffset: '0.2em',
            cursor: 'pointer',
            textAlign: 'left',
            overflowWrap: 'anywhere',
            minH: '9',
            _focusVisible: { outline: '2px solid', outlineColor: 'border.focus', outlineOffset: '0.5' },
          })}
        >
          {lead.clientName}
        </button>
        <span className={css({ display: 'block', color: 'fg.muted', fontSize: 'xs', overflowWrap: 'anywhere' })}>
          {lead.clientEmail}
        </span>
        {lead.clientPhone && (
          <span className={css({ display: 'block', color: 'fg.muted', fontSize: 'xs' })}>
            {formatPhone(lead.clientPhone)}
          </span>
        )}
      </th>
      <td className={cx(td, wideOnly)}>
        {leadTypeLabel(lead.type)}
        <span className={css({ display: 'block', fontSize: 'xs', color: 'fg.muted' })}>
          {leadSourceLabel(lead.source)}
        </span>
      </td>
      <td className={td} data-testid="lead-agent">
        {lead.agentName ?? <span className={css({ color: 'fg.muted' })}>Unassigned</span>}
      </td>
      <td className={td}>
        <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
          <LeadStatusBadge status={shown} />
          <select
            className={cx(adminSelect, css({ minH: '9' }))}
            aria-label={`Status of ${lead.clientName}`}
            value={shown}
            disabled={status.isPending || remove.isPending}
            onChange={(e) => {
              const next = e.target.value as LeadStatus
              if (next !== lead.status) status.mutate({ id: lead.id, change: { status: next } })
            }}
          >
            {LEAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {leadStatusLabel(s)}
              </option>
            ))}
          </select>
        </div>
      </td>
      <td className={td}>
        <FollowUp lead={lead} today={today} />
      </td>
      <td className={cx(td, wideOnly, css({ whiteSpace: 'nowrap' }))}>
        <time dateTime={lead.createdAt}>{formatLeadDate(lead.createdAt)}</time>
      </td>
      <td className={td}>
        <div className={css({ display: 'flex', gap: '1' })}>
          <Button
            size="sm"
            variant="outline"
            aria-label={`Details of ${lead.clientName}`}
            onClick={(e) => onOpen(e.currentTarget)}
          >
            Details
          </Button>
          <Button
            size="sm"
            variant="ghost"
            tone="danger"
            aria-label={`Delete ${lead.clientName}`}
            disabled={remove.isPending}
            onClick={() => {
              if (window.confirm(LEADS_MESSAGES.deleteConfirm)) remove.mutate(lead.id)
            }}
          >
            Delete
          </Button>
        </div>
      </td>
    </tr>
  )
}
