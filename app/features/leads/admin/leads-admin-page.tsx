/**
 * The admin Leads tab (docs/decisions/044 and 070): the filtered view from the URL, newest first
 * with agent name, a status selector per row, delete with confirmation, row selection with bulk
 * status / assign / delete, 'Overdue' and 'Due today' views, a detail drawer with the timeline,
 * and the CSV of exactly this view. A failed read shows the error with its retry.
 */
import { useIsFetching, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { DateRangeRows, FilterSelectRow, filterOf } from '#app/components/form/filter-rows.tsx'
import { SelectRow, TextRow } from '#app/components/form/form-rows.tsx'
import { type Column, DataCell, DataTable } from '#app/components/screen/data-table.tsx'
import { DeleteConfirmation } from '#app/components/screen/delete-confirmation.tsx'
import { ClearFiltersButton, Pager } from '#app/components/screen/pager.tsx'
import { StaffScreen } from '#app/components/screen/staff-screen.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { ConfirmDeleteDialog } from '#app/components/ui/confirm-delete-dialog.tsx'
import { QueryStates } from '#app/components/ui/screen-states.tsx'
import { toaster } from '#app/components/ui/toaster.tsx'
import { agentAccountsQueryOptions } from '#app/data/agent-accounts.ts'
import {
  adminLeadQueryOptions,
  adminLeadsKeys,
  adminLeadsQueryOptions,
  bulkLeadsMutation,
  deleteLeadMutation,
  downloadLeadsCsv,
  startViewRead,
  updateLeadMutation,
} from '#app/data/leads-admin.ts'
import { AdminLeadBoard } from '#app/features/leads/board/admin-lead-board.tsx'
import type { LeadsLayout } from '#app/features/leads/board/board-model.ts'
import { LayoutToggle } from '#app/features/leads/board/layout-toggle.tsx'
import {
  formatLeadDate,
  formatPhone,
  leadSourceLabel,
  leadStatusLabel,
  leadTypeLabel,
} from '#app/features/leads/labels.ts'
import { ReturningBadge } from '#app/features/leads/lead-inquiries.tsx'
import { screenful, useStagedCount } from '#app/lib/use-staged-count.ts'
import { LEAD_STATUSES, LEAD_TYPES, type LeadStatus, type LeadType } from '#shared/constants/leads.ts'

/**
 * The stages a row's selector and the bulk bar move to: every one but Lost, which asks why
 * (in the lead's drawer).
 */
const REASONLESS_STAGES = LEAD_STATUSES.filter((s) => s !== 'lost')

import {
  type AdminLead,
  type AdminLeadsQuery,
  LEAD_SORTS,
  type LeadSort,
  UNASSIGNED,
} from '#shared/schemas/admin-leads.ts'
import { css, cx } from '#styled-system/css'
import { ARCHIVE_MESSAGES, ArchivedLeadsTable } from './archived-leads-table'
import { LeadDrawer } from './lead-drawer'
import { isFiltered, layoutOfView, leadsViewOf, linkedLeadOf, pickedView } from './leads-view'
import { LEAD_SOURCE_OPTIONS, LEADS_MESSAGES } from './messages'
import { NewsletterExportButton } from './newsletter-export-button'
import { adminSelect, FollowUp, LeadStatusBadge } from './parts'
import { RenewalsPanel } from './renewals-panel'

const stack = css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '1.5' })
const rowCheck = css({ w: '5', h: '5', cursor: 'pointer', accentColor: 'var(--colors-accent-default)' })

/** A value of a list as a select option, labelled by `label`. */
const option =
  <V extends string>(label: (v: V) => string) =>
  (value: V) => ({ value, label: label(value) })

/** A table row's usual height (px) on a wide screen: its status and actions stacked. */
const ROW_HEIGHT = 96

const SORT_LABELS: Record<LeadSort, string> = { newest: 'Newest first', oldest: 'Oldest first', name: 'Name (A–Z)' }

/**
 * `search`: the route's parsed search; `onView`: puts a view and the layout (list or board) in the
 * URL (the route does, docs/decisions/069).
 */
export function LeadsAdminPage({
  search,
  onView,
  userName = '',
}: {
  search: Record<string, unknown>
  /** The signed-in user's name, as the quick actions' message signs it. */
  userName?: string
  onView: (view: AdminLeadsQuery, layout: LeadsLayout) => void
}) {
  const view = useMemo(() => leadsViewOf(search), [search])
  const archived = view.archived === 'yes'
  const layout = layoutOfView(view, search)
  const queryClient = useQueryClient()
  // A pick's read leaves with the pick, not after the router has written the URL, run the area's
  // guard and the route's start again and the page has drawn the previous rows under the new
  // filter: the view as the page reads it back from the URL, so its query takes this request.
  const show = (next: AdminLeadsQuery, nextLayout: LeadsLayout) => {
    const picked = pickedView(next, nextLayout)
    startViewRead(queryClient, picked.view, picked.filter, picked.layout)
    onView(next, nextLayout)
  }
  const setView = (next: AdminLeadsQuery) => show(next, layout)
  const set = (patch: Partial<AdminLeadsQuery>) => setView({ ...view, ...patch, page: 1 })

  // The board reads its own lean list of every matching lead; the page of rows is the list's.
  const query = useQuery({ ...adminLeadsQueryOptions(view), enabled: layout === 'list' })
  // The agents' names (the agent filter's options) are read once the view's first rows or cards
  // are in, not beside them: on a cold open the three reads (rows, names, the bell's inbox) went
  // out together and the rows' answer waited on the others on the same server (decision 260).
  const leadsReading = useIsFetching({ queryKey: adminLeadsKeys.all }) > 0
  const [namesWanted, setNamesWanted] = useState(!leadsReading)
  useEffect(() => {
    if (!leadsReading) setNamesWanted(true)
  }, [leadsReading])
  const agents = useQuery({ ...agentAccountsQueryOptions(), enabled: namesWanted })
  const agentOptions = useMemo(
    () =>
      (agents.data ?? []).map((a) => ({ id: a.agentId, name: a.name })).sort((a, b) => a.name.localeCompare(b.name)),
    [agents.data],
  )

  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  // A selection belongs to a view: a new filter or page starts with none.
  const viewKey = JSON.stringify(view)
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the view's content: a new filter or page clears the selection
  useEffect(() => setSelected(new Set()), [viewKey])

  const [openId, setOpenId] = useState<string | null>(null)
  const [snapshot, setSnapshot] = useState<AdminLead | null>(null)
  const opener = useRef<HTMLElement | null>(null)
  // Stable, so a row redraws only when its lead, its selection or the day changes.
  const selectRow = useCallback(
    (id: string, on: boolean) =>
      setSelected((s) => {
        const next = new Set(s)
        if (on) next.add(id)
        else next.delete(id)
        return next
      }),
    [],
  )
  const openRow = useCallback((lead: AdminLead, el: HTMLElement) => {
    opener.current = el
    setSnapshot(lead)
    setOpenId(lead.id)
  }, [])
  const rows = query.data?.leads ?? []
  // A new view's first paint draws the rows a screen shows, the rest right after it.
  const shownView = query.data && !query.isPlaceholderData ? viewKey : undefined
  const drawn = useStagedCount(rows.length, screenful(ROW_HEIGHT), shownView)
  const drawnRows = drawn < rows.length ? rows.slice(0, drawn) : rows
  const openLead = (openId && rows.find((l) => l.id === openId)) || snapshot
  // A notification opens its lead here (`?lead=<id>`), the drawer over whatever list is shown.
  const linkedId = linkedLeadOf(search)
  const linked = useQuery({ ...adminLeadQueryOptions(linkedId ?? ''), enabled: linkedId !== null })
  useEffect(() => {
    if (!linked.data) return
    setSnapshot(linked.data)
    setOpenId(linked.data.id)
  }, [linked.data])

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
    <StaffScreen
      id="leads-admin-heading"
      title="Leads"
      className={css({ display: 'grid', gap: '4' })}
      actions={
        <>
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
        </>
      }
    >
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
            variant={!archived && view.due === due ? 'solid' : 'outline'}
            tone="neutral"
            aria-pressed={!archived && view.due === due}
            onClick={() => set({ due, archived: undefined })}
          >
            {text}
          </Button>
        ))}
        <Button
          size="sm"
          variant={view.returning === 'yes' ? 'solid' : 'outline'}
          tone="neutral"
          aria-pressed={view.returning === 'yes'}
          onClick={() => set({ returning: view.returning === 'yes' ? undefined : 'yes' })}
        >
          Returning clients
        </Button>
        <Button
          size="sm"
          variant={archived ? 'solid' : 'outline'}
          tone="neutral"
          aria-pressed={archived}
          onClick={() => show({ ...view, archived: archived ? undefined : 'yes', page: 1 }, 'list')}
        >
          Archived
        </Button>
      </div>

      {/* Archived leads are a list only: the board is the pipeline's work view. */}
      {archived ? null : <LayoutToggle layout={layout} onChange={(next) => show({ ...view, page: 1 }, next)} />}

      <Filters
        view={view}
        set={set}
        agentOptions={agentOptions}
        onClear={() => setView({ sort: view.sort, pageSize: view.pageSize })}
      />

      <p className={css({ fontSize: 'sm', color: 'fg.muted' })} aria-live="polite" data-testid="leads-count">
        {query.data && layout === 'list'
          ? `${total.toLocaleString('en-CA')} lead${total === 1 ? '' : 's'}${isFiltered(view) ? ' match these filters' : ''}`
          : ''}
        {query.isFetching && query.data ? ' · updating…' : ''}
      </p>

      {layout === 'board' ? <AdminLeadBoard view={view} /> : null}

      {layout === 'list' && !archived && selected.size > 0 && (
        <BulkBar ids={[...selected]} agentOptions={agentOptions} onDone={() => setSelected(new Set())} />
      )}

      {layout === 'list' && (
        <QueryStates
          query={query}
          loading="Loading leads…"
          error={LEADS_MESSAGES.fetchFailed}
          empty={archived ? ARCHIVE_MESSAGES.empty : LEADS_MESSAGES.empty}
          isEmpty={(data) => data.leads.length === 0}
        >
          {() =>
            archived ? (
              <ArchivedLeadsTable rows={rows} />
            ) : (
              <DataTable
                label="Leads"
                caption={`Leads, ${SORT_LABELS[view.sort ?? 'newest'].toLowerCase()}`}
                data-testid="leads-table"
                rows={drawnRows}
                rowKey={(lead) => lead.id}
                columns={[
                  {
                    key: 'select',
                    header: (
                      <input
                        type="checkbox"
                        className={rowCheck}
                        aria-label="Select all leads on this page"
                        checked={rows.every((l) => selected.has(l.id))}
                        ref={(el) => {
                          if (el) el.indeterminate = selected.size > 0 && !rows.every((l) => selected.has(l.id))
                        }}
                        onChange={(e) =>
                          setSelected(e.currentTarget.checked ? new Set(rows.map((l) => l.id)) : new Set())
                        }
                      />
                    ),
                  },
                  ...LEAD_COLUMNS,
                ]}
                renderRow={(lead) => (
                  <LeadRow
                    lead={lead}
                    today={today}
                    selected={selected.has(lead.id)}
                    onSelect={selectRow}
                    onOpen={openRow}
                  />
                )}
              />
            )
          }
        </QueryStates>
      )}

      {layout === 'list' && total > pageSize && (
        <Pager page={page} pages={pages} onPage={(p) => setView({ ...view, page: p })} />
      )}

      <RenewalsPanel />

      <LeadDrawer
        senderName={userName}
        lead={openId ? openLead : null}
        today={today}
        agentOptions={agentOptions}
        onClose={() => {
          setOpenId(null)
          if (linkedId) setView(view)
        }}
        finalFocus={() => opener.current}
      />
    </StaffScreen>
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
  const filter = filterOf(view, set)

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
        <TextRow
          name="q"
          label="Search"
          type="search"
          value={q}
          maxLength={100}
          placeholder="Name, email or phone"
          onChange={setQ}
        />
      </div>
      <FilterSelectRow
        label="Status"
        all="All statuses"
        options={LEAD_STATUSES.map(option(leadStatusLabel))}
        {...filter('status')}
      />
      <FilterSelectRow
        label="Type"
        all="All types"
        options={LEAD_TYPES.map(option<LeadType>(leadTypeLabel))}
        {...filter('type')}
      />
      <FilterSelectRow
        label="Source"
        all="All sources"
        options={[
          ...LEAD_SOURCE_OPTIONS,
          // A source in the URL that the list does not name is still shown as chosen.
          ...(view.source && !LEAD_SOURCE_OPTIONS.some((s) => s.value === view.source)
            ? [{ value: view.source, label: view.source }]
            : []),
        ]}
        {...filter('source')}
      />
      <FilterSelectRow
        label="Agent"
        all="All agents"
        options={[
          { value: UNASSIGNED, label: 'Unassigned' },
          ...agentOptions.map((a) => ({ value: a.id, label: a.name })),
        ]}
        {...filter('agent')}
      />
      <DateRangeRows from={view.from} to={view.to} labels={{ from: 'Created from', to: 'Created to' }} onChange={set} />
      <SelectRow
        name="sort"
        label="Sort"
        value={view.sort ?? 'newest'}
        options={LEAD_SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
        onChange={(v) => set({ sort: v === 'newest' ? undefined : v })}
      />
      <ClearFiltersButton filtered={isFiltered(view)} onClear={onClear} />
    </form>
  )
}

function BulkBar({ ids, agentOptions, onDone }: { ids: string[]; agentOptions: AgentOption[]; onDone: () => void }) {
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
  const [confirming, setConfirming] = useState(false)
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
        <SelectRow<LeadStatus | ''>
          name="bulkStatus"
          label="Set status"
          value={status}
          options={[{ value: '', label: 'Choose…' }, ...REASONLESS_STAGES.map(option(leadStatusLabel))]}
          onChange={setStatus}
        />
        <Button
          size="md"
          disabled={!status || bulk.isPending}
          onClick={() => status && bulk.mutate({ ids, action: { kind: 'status', status } })}
        >
          Apply status
        </Button>
      </div>
      <div className={css({ display: 'flex', gap: '2', alignItems: 'end' })}>
        <SelectRow<string>
          name="bulkAgent"
          label="Assign to"
          value={agent}
          options={[
            { value: '', label: 'Choose…' },
            { value: UNASSIGNED, label: 'No agent (unassign)' },
            ...agentOptions.map((a) => ({ value: a.id, label: a.name })),
          ]}
          onChange={setAgent}
        />
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
      <Button size="md" variant="outline" tone="danger" disabled={bulk.isPending} onClick={() => setConfirming(true)}>
        Delete selected
      </Button>
      {confirming ? (
        <ConfirmDeleteDialog
          onOpenChange={setConfirming}
          title="Delete selected leads?"
          description={LEADS_MESSAGES.bulkDeleteConfirm(n)}
          pending={bulk.isPending}
          onConfirm={() => bulk.mutate({ ids, action: { kind: 'delete' } })}
        />
      ) : null}
      <Button size="md" variant="ghost" tone="neutral" onClick={onDone} disabled={bulk.isPending}>
        Clear selection
      </Button>
    </div>
  )
}

/** The columns after the selection box: client, type and source, agent, status, follow-up, created, actions. */
const LEAD_COLUMNS = [
  { key: 'client', header: 'Client', rowHeader: true },
  { key: 'type', header: 'Type / Source', wideOnly: true },
  { key: 'agent', header: 'Agent' },
  { key: 'status', header: 'Status' },
  { key: 'followUp', header: 'Follow-up' },
  { key: 'created', header: 'Created', wideOnly: true, nowrap: true },
  { key: 'actions', header: 'Actions' },
] as const satisfies readonly Column<AdminLead>[]
const col = Object.fromEntries(LEAD_COLUMNS.map((c) => [c.key, c])) as Record<
  (typeof LEAD_COLUMNS)[number]['key'],
  Column<AdminLead>
>

const clientButton = css({
  fontWeight: 'semibold',
  color: 'accent.fg',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  textAlign: 'left',
  overflowWrap: 'anywhere',
  minH: '9',
  _focusVisible: { outline: '2px solid', outlineColor: 'border.focus', outlineOffset: '0.5' },
})
const rowCss = css({ '&[aria-selected=true]': { bg: 'accent.subtle' } })
const clientCell = css({ fontWeight: 'normal', minW: '40', maxW: '72' })
const clientEmail = css({ display: 'block', color: 'fg.muted', fontSize: 'xs', overflowWrap: 'anywhere' })
const subLine = css({ display: 'block', color: 'fg.muted', fontSize: 'xs' })
const mutedText = css({ color: 'fg.muted' })
const rowSelect = cx(adminSelect, css({ minH: '9' }))
const srOnly = css({ srOnly: true })

/** A row of the table; memoised, so a new filter's pass or a selection redraws only the rows that changed. */
const LeadRow = memo(function LeadRow({
  lead,
  today,
  selected,
  onSelect,
  onOpen,
}: {
  lead: AdminLead
  today: string
  selected: boolean
  onSelect: (id: string, on: boolean) => void
  onOpen: (lead: AdminLead, el: HTMLElement) => void
}) {
  const [confirming, setConfirming] = useState(false)
  const status = useMutation({
    ...updateLeadMutation(),
    onSuccess: () => toaster.success({ title: LEADS_MESSAGES.statusUpdated }),
    onError: () => toaster.error({ title: LEADS_MESSAGES.statusFailed }),
  })
  const shown = status.isPending ? (status.variables.change.status ?? lead.status) : lead.status
  return (
    <tr data-testid="lead-row" data-lead-id={lead.id} aria-selected={selected} className={rowCss}>
      <DataCell column={{}}>
        <input
          type="checkbox"
          className={rowCheck}
          aria-label={`Select ${lead.clientName}`}
          checked={selected}
          onChange={(e) => onSelect(lead.id, e.currentTarget.checked)}
        />
      </DataCell>
      <DataCell column={col.client} className={clientCell}>
        <button type="button" onClick={(e) => onOpen(lead, e.currentTarget)} className={clientButton}>
          {lead.clientName}
        </button>{' '}
        <ReturningBadge returningAt={lead.returningAt} />
        <span className={clientEmail}>{lead.clientEmail}</span>
        {lead.clientPhone && <span className={subLine}>{formatPhone(lead.clientPhone)}</span>}
      </DataCell>
      <DataCell column={col.type}>
        {leadTypeLabel(lead.type)}
        <span className={subLine}>{leadSourceLabel(lead.source)}</span>
      </DataCell>
      <DataCell column={col.agent} data-testid="lead-agent">
        {lead.agentName ?? <span className={mutedText}>Unassigned</span>}
      </DataCell>
      <DataCell column={col.status}>
        {/* Stacked, so the table fits a 1280 px screen with the sidebar open. */}
        <div className={stack}>
          <LeadStatusBadge status={shown} />
          <select
            className={rowSelect}
            aria-label={`Status of ${lead.clientName}`}
            value={shown}
            disabled={status.isPending}
            onChange={(e) => {
              const next = e.target.value as LeadStatus
              if (next !== lead.status) status.mutate({ id: lead.id, change: { status: next } })
            }}
          >
            {(lead.status === 'lost' ? LEAD_STATUSES : REASONLESS_STAGES).map((s) => (
              <option key={s} value={s}>
                {leadStatusLabel(s)}
              </option>
            ))}
          </select>
        </div>
      </DataCell>
      <DataCell column={col.followUp}>
        <FollowUp lead={lead} today={today} />
      </DataCell>
      <DataCell column={col.created}>
        <time dateTime={lead.createdAt}>{formatLeadDate(lead.createdAt)}</time>
      </DataCell>
      <DataCell column={col.actions}>
        <div className={stack}>
          <Button size="sm" variant="outline" onClick={(e) => onOpen(lead, e.currentTarget)}>
            Details<span className={srOnly}> of {lead.clientName}</span>
          </Button>
          <Button size="sm" variant="ghost" tone="danger" onClick={() => setConfirming(true)}>
            Delete<span className={srOnly}> {lead.clientName}</span>
          </Button>
        </div>
        {confirming ? (
          <DeleteConfirmation
            title="Delete lead?"
            description={LEADS_MESSAGES.deleteConfirm}
            mutation={deleteLeadMutation()}
            variables={lead.id}
            deleted={LEADS_MESSAGES.deleted}
            failed={LEADS_MESSAGES.deleteFailed}
            onClose={() => setConfirming(false)}
          />
        ) : null}
      </DataCell>
    </tr>
  )
})
