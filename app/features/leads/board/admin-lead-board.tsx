/**
 * The admin's board, paged by the server (docs/decisions/228): one read gives each stage's count
 * and summed deal amount over every lead matching the Leads tab's filters, and its first cards;
 * a column's 'Show more' reads its next cards. Cards move through the same status change as the
 * list's selector: a move shows at once (the card, both counts and both amounts) and stays shown
 * until the refreshed board has it; a refusal puts the card back and says why.
 */
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo, useState } from 'react'
import { QueryStates } from '#app/components/ui/screen-states.tsx'
import { toaster } from '#app/components/ui/toaster.tsx'
import {
  adminLeadBoardColumnQueryOptions,
  adminLeadBoardQueryOptions,
  adminLeadsKeys,
  updateLeadMutation,
} from '#app/data/leads-admin.ts'
import { boardFilterOf } from '#app/features/leads/admin/leads-view.ts'
import { LEADS_MESSAGES } from '#app/features/leads/admin/messages.ts'
import { leadTypeLabel } from '#app/features/leads/labels.ts'
import { LEAD_STATUSES, type LeadStatus, leadStageOf } from '#shared/constants/leads.ts'
import type { LeadBoardCard } from '#shared/leads/board.ts'
import type { AdminLeadsQuery } from '#shared/schemas/admin-leads.ts'
import type { BoardCard, BoardColumn } from './board-model'
import { withColumnMove } from './board-model'
import { BOARD_COLUMN_PAGE, LeadBoard, type LostWhy } from './lead-board'

const toCard = (l: LeadBoardCard): BoardCard => ({
  id: l.id,
  name: l.clientName,
  kind: leadTypeLabel(l.type),
  stage: leadStageOf(l.status),
  dealAmount: l.dealAmount,
  askedAmount: l.askedAmount,
  createdAt: l.createdAt,
})

type Move = { card: BoardCard; to: LeadStatus }

export function AdminLeadBoard({ view }: { view: AdminLeadsQuery }) {
  const filter = boardFilterOf(view)
  const query = useQuery(adminLeadBoardQueryOptions(filter))
  const queryClient = useQueryClient()
  /** How many cards beyond the first read each column has asked for ('Show more'), in this view. */
  const viewKey = JSON.stringify(filter)
  const [asked, setAsked] = useState<{ view: string; more: Partial<Record<LeadStatus, number>> }>({
    view: viewKey,
    more: {},
  })
  const more = asked.view === viewKey ? asked.more : {}
  const extra = useQueries({
    queries: LEAD_STATUSES.map((stage) => ({
      ...adminLeadBoardColumnQueryOptions(filter, stage, more[stage] ?? 0),
      enabled: (more[stage] ?? 0) > 0,
    })),
  })
  /** Moves asked for and not yet in a refreshed board, in order. */
  const [moves, setMoves] = useState<Move[]>([])

  const status = useMutation({
    ...updateLeadMutation(),
    onError: (e) => {
      toaster.error({ title: LEADS_MESSAGES.statusFailed, description: e instanceof Error ? e.message : undefined })
    },
    // Every leads view refreshes; the move is shown until the refreshed board (or the refusal) is in.
    onSettled: async (_data, _e, { id }) => {
      await queryClient.invalidateQueries({ queryKey: adminLeadsKeys.all })
      setMoves((was) => was.filter((m) => m.card.id !== id))
    },
  })

  // One entry per stage, always seven: the answers (stable until they change) and whether each is read.
  const further = extra.map((q, i) => ((more[LEAD_STATUSES[i] as LeadStatus] ?? 0) > 0 ? q.data : undefined))
  const reading = extra.map((q) => q.isFetching).join()
  // biome-ignore lint/correctness/useExhaustiveDependencies: the answers themselves, not the query objects
  const columns = useMemo<BoardColumn[] | undefined>(() => {
    if (!query.data) return undefined
    const fetching = reading.split(',')
    let out: BoardColumn[] = query.data.columns.map((head) => {
      const i = LEAD_STATUSES.indexOf(head.stage)
      const seen = new Set(head.cards.map((c) => c.id))
      const rest = (further[i]?.cards ?? []).filter((c) => !seen.has(c.id))
      return {
        stage: head.stage,
        count: head.count,
        amount: head.amount,
        cards: [...head.cards, ...rest].map(toCard),
        loadingMore: fetching[i] === 'true',
      }
    })
    for (const m of moves) out = withColumnMove(out, m.card, m.to, view.sort)
    return out
  }, [query.data, ...further, reading, moves, view.sort])

  const mutate = status.mutate
  const onMove = useCallback(
    (card: BoardCard, to: LeadStatus, lost?: LostWhy) => {
      setMoves((was) => [...was, { card, to }])
      mutate({ id: card.id, change: { status: to, ...lost } })
    },
    [mutate],
  )
  const onMore = useCallback(
    (stage: LeadStatus) =>
      setAsked((was) => {
        const by = was.view === viewKey ? was.more : {}
        return { view: viewKey, more: { ...by, [stage]: (by[stage] ?? 0) + BOARD_COLUMN_PAGE } }
      }),
    [viewKey],
  )

  return (
    <QueryStates
      query={query}
      loading="Loading leads…"
      error={LEADS_MESSAGES.fetchFailed}
      empty={LEADS_MESSAGES.empty}
      isEmpty={(data) => data.total === 0}
    >
      {() => (
        <LeadBoard
          columns={columns}
          onMove={onMove}
          onMore={onMore}
          view={query.isPlaceholderData ? undefined : viewKey}
        />
      )}
    </QueryStates>
  )
}
