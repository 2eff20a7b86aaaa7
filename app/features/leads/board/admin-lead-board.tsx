/**
 * The admin's board: every lead matching the Leads tab's filters (not a page of them) from the
 * lean board read, moved through the same status change as the list's selector. A move shows at
 * once; a refusal puts the card back and says why.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import { QueryStates } from '#app/components/ui/screen-states.tsx'
import { toaster } from '#app/components/ui/toaster.tsx'
import { adminLeadBoardQueryOptions, adminLeadsKeys, updateLeadMutation } from '#app/data/leads-admin.ts'
import { boardFilterOf } from '#app/features/leads/admin/leads-view.ts'
import { LEADS_MESSAGES } from '#app/features/leads/admin/messages.ts'
import { leadTypeLabel } from '#app/features/leads/labels.ts'
import { type LeadStatus, leadStageOf } from '#shared/constants/leads.ts'
import type { LeadBoardPage } from '#shared/leads/board.ts'
import type { AdminLeadsQuery } from '#shared/schemas/admin-leads.ts'
import { css } from '#styled-system/css'
import { BOARD_TEXTS, type BoardCard } from './board-model'
import { LeadBoard, type LostWhy } from './lead-board'

export function AdminLeadBoard({ view }: { view: AdminLeadsQuery }) {
  const options = adminLeadBoardQueryOptions(boardFilterOf(view))
  const query = useQuery(options)
  const queryClient = useQueryClient()
  const key = options.queryKey

  const status = useMutation({
    ...updateLeadMutation(),
    onMutate: async ({ id, change }) => {
      await queryClient.cancelQueries({ queryKey: key })
      const before = queryClient.getQueryData<LeadBoardPage>(key)
      queryClient.setQueryData<LeadBoardPage>(key, (old) =>
        old && change.status
          ? { ...old, leads: old.leads.map((l) => (l.id === id ? { ...l, status: change.status as string } : l)) }
          : old,
      )
      return { before }
    },
    onError: (e, _vars, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before)
      toaster.error({ title: LEADS_MESSAGES.statusFailed, description: e instanceof Error ? e.message : undefined })
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminLeadsKeys.all }),
  })

  const cards = useMemo<BoardCard[]>(
    () =>
      (query.data?.leads ?? []).map((l) => ({
        id: l.id,
        name: l.clientName,
        kind: leadTypeLabel(l.type),
        stage: leadStageOf(l.status),
        dealAmount: l.dealAmount,
        askedAmount: l.askedAmount,
        createdAt: l.createdAt,
      })),
    [query.data],
  )
  const mutate = status.mutate
  const onMove = useCallback(
    (card: BoardCard, to: LeadStatus, lost?: LostWhy) => mutate({ id: card.id, change: { status: to, ...lost } }),
    [mutate],
  )

  return (
    <QueryStates
      query={query}
      loading="Loading leads…"
      error={LEADS_MESSAGES.fetchFailed}
      empty={LEADS_MESSAGES.empty}
      isEmpty={(data) => data.leads.length === 0}
    >
      {(data) => (
        <>
          {data.total > data.leads.length && (
            <p className={css({ fontSize: 'sm', color: 'fg.muted' })} data-testid="board-capped">
              {BOARD_TEXTS.capped(data.leads.length, data.total)}
            </p>
          )}
          <LeadBoard cards={cards} onMove={onMove} />
        </>
      )}
    </QueryStates>
  )
}
