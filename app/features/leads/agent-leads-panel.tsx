import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { LabelledSelect } from '#app/components/form/labelled-select.tsx'
import { StaffScreen } from '#app/components/screen/staff-screen.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Drawer } from '#app/components/ui/drawer.tsx'
import { RefreshIcon, WifiOffIcon } from '#app/components/ui/icons.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { EmptyState, LoadingState } from '#app/components/ui/screen-states.tsx'
import { torontoDay } from '#shared/time/toronto-time.ts'
import { css } from '#styled-system/css'
import { AgentLeadWork } from './agent-lead-work'
import { AgentRenewals } from './agent-renewals'
import { AgentLeadBoard } from './board/agent-lead-board'
import { LayoutToggle } from './board/layout-toggle'
import { DueFilter } from './due-filter'
import { formatLeadDate, formatSyncTime, leadSourceLabel, leadStatusLabel, leadTypeLabel } from './labels'
import { LeadCard, LeadStatusBadge } from './lead-card'
import { RETURNING_TEXTS } from './lead-inquiries'
import {
  type AgentLeadsListView,
  filterLeadViews,
  LEAD_SEARCH_MAX,
  LEAD_STATUS_FILTERS,
  leadCountText,
  listViewOf,
} from './lead-list'
import { type AgentLeadView, isLeadStatus } from './lead-view'
import { type AgentLeadsState, LEAD_MESSAGES, useAgentLeads } from './use-agent-leads'
import { VirtualRows } from './virtual-rows'

export const LEAD_LIST_TEXTS = {
  searchLabel: 'Search leads',
  searchPlaceholder: 'Name, email or phone',
  statusLabel: 'Show',
  allStatuses: 'All statuses',
  noMatch: 'No leads match this filter or search.',
  clear: 'Show all leads',
  pending: 'Waiting to send',
  conflict: 'Changed elsewhere',
  problem: 'Not applied',
} as const

export interface AgentLeadsPanelProps {
  userId: string
  /** The signed-in user's name, as the quick actions' message signs it. */
  userName?: string
  /** The route's search params (status, q, lead), checked in this chunk (decision 083). */
  search: Record<string, unknown>
  /** Writes a view in the URL: `replace` for a filter or search, a new entry to open a lead. */
  onView: (view: AgentLeadsListView, options: { replace: boolean }) => void
  /** Goes back one history entry (closing a lead opened from the list). */
  onBack: () => void
}

/**
 * The agent dashboard's Leads tab: the signed-in agent's own leads as a compact list with a
 * status filter and a search, readable offline from the device cache; a lead opens in a
 * drawer with its details and status selector (changes applied at once and sent through
 * the outbox). docs/decisions/083.
 */
export function AgentLeadsPanel({ userId, userName = '', search, onView, onBack }: AgentLeadsPanelProps) {
  const state = useAgentLeads(userId)
  const { views, online, phase, syncedAt, offlineCapable } = state
  const view = listViewOf(search)
  return (
    <StaffScreen
      id="tab-leads"
      title="Leads"
      data-testid="agent-leads"
      actions={
        <Button
          variant="outline"
          tone="neutral"
          size="md"
          onClick={state.refresh}
          disabled={!online}
          loading={phase === 'pulling'}
          loadingText="Updating…"
        >
          <RefreshIcon aria-hidden="true" />
          Refresh
        </Button>
      }
    >
      <p
        role="status"
        data-testid="agent-leads-sync"
        className={css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm', color: 'fg.muted', mb: '4' })}
      >
        {!online ? (
          <>
            <WifiOffIcon aria-hidden="true" className={css({ width: '4', height: '4', flexShrink: '0' })} />
            {offlineCapable
              ? `Offline: showing the leads saved on this device${syncedAt ? ` (updated ${formatSyncTime(syncedAt)})` : ''}. Status changes are sent when you're back online.`
              : 'Offline: your leads cannot be shown in private browsing without a connection.'}
          </>
        ) : phase === 'error' ? (
          `Could not update the list${syncedAt ? `; showing leads saved ${formatSyncTime(syncedAt)}` : ''}.`
        ) : syncedAt ? (
          `Updated ${formatSyncTime(syncedAt)}`
        ) : (
          ''
        )}
      </p>

      {views === undefined || (views.length === 0 && phase === 'pulling' && syncedAt === null) ? (
        <LoadingState label="Loading leads…" />
      ) : views.length === 0 ? (
        <EmptyState data-testid="agent-leads-empty">{LEAD_MESSAGES.empty}</EmptyState>
      ) : (
        <LeadList views={views} view={view} state={state} onView={onView} onBack={onBack} userName={userName} />
      )}
      {views && views.length > 0 && (
        <AgentRenewals views={views} onOpen={(lead) => onView({ ...view, lead }, { replace: false })} />
      )}
    </StaffScreen>
  )
}

const row = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: '3',
  rowGap: '1',
  width: 'full',
  textAlign: 'start',
  px: { base: '3', md: '4' },
  py: '3',
  minH: '11',
  cursor: 'pointer',
  bg: 'bg.default',
  _hover: { bg: 'bg.subtle' },
  _focusVisible: { outline: '2px solid', outlineColor: 'border.focus', outlineOffset: '-0.5' },
})

function LeadList({
  views,
  view,
  state,
  onView,
  onBack,
  userName,
}: {
  views: AgentLeadView[]
  view: AgentLeadsListView
  state: AgentLeadsState
  onView: AgentLeadsPanelProps['onView']
  onBack: () => void
  userName: string
}) {
  const searchId = useId()
  const statusId = useId()
  const titleId = useId()
  // The box keeps what is typed; the URL follows it (replace, so Back leaves the tab).
  const [q, setQ] = useState(view.q)
  useEffect(() => setQ(view.q), [view.q])
  const shown = useMemo(
    () =>
      filterLeadViews(views, {
        status: view.status,
        q,
        returning: view.returning,
        due: view.due,
        today: torontoDay(new Date()),
      }),
    [views, view.status, q, view.returning, view.due],
  )
  const open = view.lead ? views.find((v) => v.lead.id === view.lead) : undefined
  /** The open lead was opened from this list (its history entry is ours to go back from). */
  const openedHere = useRef(false)
  const listRef = useRef<HTMLUListElement>(null)

  const close = () => {
    if (openedHere.current) {
      openedHere.current = false
      onBack()
    } else onView({ ...view, q, lead: null }, { replace: true })
  }

  return (
    <>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-end', mb: '3' })}>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', flex: '[1 1 14rem]' })}>
          <label htmlFor={searchId} className={css({ fontWeight: 'medium', textStyle: 'sm' })}>
            {LEAD_LIST_TEXTS.searchLabel}
          </label>
          <Input
            id={searchId}
            type="search"
            data-testid="agent-leads-search"
            value={q}
            maxLength={LEAD_SEARCH_MAX}
            placeholder={LEAD_LIST_TEXTS.searchPlaceholder}
            autoComplete="off"
            onChange={(event) => {
              setQ(event.target.value)
              onView({ ...view, q: event.target.value }, { replace: true })
            }}
          />
        </div>
        <LabelledSelect
          id={statusId}
          label={LEAD_LIST_TEXTS.statusLabel}
          className={css({ flex: '[0 1 12rem]' })}
          chevron
          data-testid="agent-leads-status-filter"
          value={view.status}
          onChange={(next) => {
            onView({ ...view, q, status: isLeadStatus(next) ? next : 'all' }, { replace: true })
          }}
          options={LEAD_STATUS_FILTERS.map((s) => ({
            value: s,
            label: s === 'all' ? LEAD_LIST_TEXTS.allStatuses : leadStatusLabel(s),
          }))}
        />
        <DueFilter
          value={view.due}
          onChange={(due) => {
            const { due: _d, ...rest } = view
            onView(due ? { ...rest, q, due } : { ...rest, q }, { replace: true })
          }}
        />
        <div className={css({ display: 'flex', alignItems: 'end' })}>
          <Button
            size="sm"
            variant={view.returning ? 'solid' : 'outline'}
            tone="neutral"
            aria-pressed={!!view.returning}
            onClick={() => {
              const { returning: _r, ...rest } = view
              onView(view.returning ? { ...rest, q } : { ...rest, q, returning: true }, { replace: true })
            }}
          >
            {RETURNING_TEXTS.filter}
          </Button>
        </div>
      </div>

      <div className={css({ mb: '3' })}>
        <LayoutToggle
          layout={view.layout ?? 'list'}
          onChange={(next) => {
            const { layout: _l, ...rest } = view
            onView(next === 'board' ? { ...rest, q, layout: 'board' } : { ...rest, q }, { replace: true })
          }}
        />
      </div>

      <p role="status" data-testid="agent-leads-count" className={css({ fontSize: 'sm', color: 'fg.muted', mb: '2' })}>
        {leadCountText(shown.length, views.length)}
      </p>

      {shown.length === 0 ? (
        <div
          data-testid="agent-leads-no-match"
          className={css({
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'flex-start',
            gap: '3',
            color: 'fg.muted',
          })}
        >
          <p>{LEAD_LIST_TEXTS.noMatch}</p>
          <Button
            variant="outline"
            tone="neutral"
            size="md"
            onClick={() => onView({ status: 'all', q: '', lead: null }, { replace: true })}
          >
            {LEAD_LIST_TEXTS.clear}
          </Button>
        </div>
      ) : view.layout === 'board' ? (
        <AgentLeadBoard
          views={shown}
          onMove={(v, s, lost) => void state.setStatus(v, s, lost)}
          onOpen={(v) => {
            openedHere.current = true
            onView({ ...view, q, lead: v.lead.id }, { replace: false })
          }}
        />
      ) : (
        <VirtualRows
          items={shown}
          rowKey={(v) => v.lead.id}
          estimate={76}
          listRef={listRef}
          label="Leads"
          className={css({
            listStyle: 'none',
            borderWidth: '1px',
            borderStyle: 'solid',
            borderColor: 'border.subtle',
            borderRadius: 'lg',
            overflow: 'hidden',
            '& > li + li': { borderTopWidth: '1px', borderTopStyle: 'solid', borderTopColor: 'border.subtle' },
          })}
          renderRow={(v) => (
            <LeadRow
              view={v}
              onOpen={() => {
                openedHere.current = true
                onView({ ...view, q, lead: v.lead.id }, { replace: false })
              }}
            />
          )}
        />
      )}

      <Drawer.Root
        open={open !== undefined}
        onOpenChange={(d) => !d.open && close()}
        finalFocusEl={() => listRef.current?.querySelector<HTMLElement>(`[data-lead-row="${view.lead ?? ''}"]`) ?? null}
      >
        <Drawer.Frame data-testid="agent-lead-drawer">
          {open && (
            <>
              <Drawer.Header>
                <Drawer.Title id={titleId} className={css({ overflowWrap: 'anywhere' })}>
                  {open.lead.clientName}
                </Drawer.Title>
                <Drawer.Description>
                  {leadTypeLabel(open.lead.type)} · {leadSourceLabel(open.lead.source)}
                </Drawer.Description>
              </Drawer.Header>
              <Drawer.Body>
                <LeadCard
                  view={open}
                  titledBy={titleId}
                  onStatus={(v, s, lost) => void state.setStatus(v, s, lost)}
                  onReapply={(v) => void state.reapply(v)}
                  onDismiss={(v) => void state.dismiss(v)}
                  onDeal={state.setDeal}
                  onDismissDeal={(v) => void state.dismissDeal(v)}
                />
                <div className={css({ display: 'grid', gap: '6', mt: '6' })}>
                  <AgentLeadWork view={open} state={state} userName={userName} />
                </div>
              </Drawer.Body>
              <Drawer.Footer>
                <Drawer.CloseTrigger asChild>
                  <Button variant="outline" tone="neutral" size="md">
                    Back to leads
                  </Button>
                </Drawer.CloseTrigger>
              </Drawer.Footer>
            </>
          )}
        </Drawer.Frame>
      </Drawer.Root>
    </>
  )
}

function LeadRow({ view, onOpen }: { view: AgentLeadView; onOpen: () => void }) {
  const { lead, status, pending, conflict, problem } = view
  return (
    <button type="button" className={row} onClick={onOpen} data-testid="agent-lead-row" data-lead-row={lead.id}>
      <span
        className={css({
          fontWeight: 'semibold',
          color: 'fg.heading',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        })}
      >
        {lead.clientName}
      </span>
      <span className={css({ justifySelf: 'end' })}>
        <LeadStatusBadge status={status} />
      </span>
      <span
        className={css({
          fontSize: 'sm',
          color: 'fg.muted',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        })}
      >
        {leadTypeLabel(lead.type)} · {leadSourceLabel(lead.source)}
      </span>
      <span className={css({ fontSize: 'sm', color: 'fg.muted', justifySelf: 'end', whiteSpace: 'nowrap' })}>
        <time dateTime={lead.createdAt}>{formatLeadDate(lead.createdAt)}</time>
      </span>
      {(pending || conflict || problem) && (
        <span className={css({ gridColumn: '1 / -1', display: 'flex', gap: '2', flexWrap: 'wrap' })}>
          {pending && (
            <Badge tone="neutral" variant="outline" data-testid="lead-row-pending">
              {LEAD_LIST_TEXTS.pending}
            </Badge>
          )}
          {conflict && (
            <Badge tone="warning" data-testid="lead-row-conflict">
              {LEAD_LIST_TEXTS.conflict}
            </Badge>
          )}
          {problem && !conflict && (
            <Badge tone="danger" data-testid="lead-row-problem">
              {LEAD_LIST_TEXTS.problem}
            </Badge>
          )}
        </span>
      )}
    </button>
  )
}
