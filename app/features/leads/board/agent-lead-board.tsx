/**
 * The agent's board: the agent's own leads from the device copy (offline too), filtered as the
 * list is, each move queued through the outbox like a status change from the lead's view (sent
 * once, shown at once as waiting to send; a refusal shows the server's stage again and says why).
 */
import { useCallback, useMemo } from 'react'
import type { LeadStatus } from '#shared/constants/leads.ts'
import { askedAmountOf } from '#shared/leads/board.ts'
import { leadTypeLabel } from '../labels'
import type { AgentLeadView } from '../lead-view'
import type { BoardCard } from './board-model'
import { LeadBoard, type LostWhy } from './lead-board'

export function AgentLeadBoard({
  views,
  onMove,
  onOpen,
}: {
  views: readonly AgentLeadView[]
  onMove: (view: AgentLeadView, to: LeadStatus, lost?: LostWhy) => void
  onOpen: (view: AgentLeadView) => void
}) {
  const byId = useMemo(() => new Map(views.map((v) => [v.lead.id, v])), [views])
  const cards = useMemo<BoardCard[]>(
    () =>
      views.map(({ lead, status, pending }) => ({
        id: lead.id,
        name: lead.clientName,
        kind: leadTypeLabel(lead.type),
        stage: status,
        dealAmount: lead.dealAmount ?? null,
        askedAmount: askedAmountOf(lead.metadata),
        createdAt: lead.createdAt,
        pending,
      })),
    [views],
  )
  const move = useCallback(
    (card: BoardCard, to: LeadStatus, lost?: LostWhy) => {
      const view = byId.get(card.id)
      if (view) onMove(view, to, lost)
    },
    [byId, onMove],
  )
  const open = useCallback(
    (card: BoardCard) => {
      const view = byId.get(card.id)
      if (view) onOpen(view)
    },
    [byId, onOpen],
  )
  return <LeadBoard cards={cards} onMove={move} onOpen={open} />
}
