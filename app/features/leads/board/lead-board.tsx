/**
 * The pipeline board: a column per stage with its count and summed deal amounts, a card per lead
 * (name, kind, key figure, age). A card moves by drag (pointer events: a mouse anywhere on the
 * card, touch and pen from its grip, so a finger elsewhere still scrolls) or from its Move to…
 * menu (keyboard and screen readers); a move to Lost asks why first. Each move is said in a
 * polite live region. On a phone one stage shows at a time, chosen with a stage picker.
 *
 * The board only says what was asked: `onMove` applies the change through the caller's own
 * stage-change path (the admin's route, the agent's outbox), which shows it at once and puts it
 * back if the server refuses.
 */
import { Portal } from '@ark-ui/react/portal'
import { useWindowVirtualizer } from '@tanstack/react-virtual'
import {
  memo,
  type PointerEvent as ReactPointerEvent,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { LabelledSelect } from '#app/components/form/labelled-select.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Dialog } from '#app/components/ui/dialog.tsx'
import { Menu } from '#app/components/ui/menu.tsx'
import { VisuallyHidden } from '#app/components/ui/visually-hidden.tsx'
import { screenful, useStagedCount } from '#app/lib/use-staged-count.ts'
import type { LeadLostReason, LeadStatus } from '#shared/constants/leads.ts'
import { css, cx } from '#styled-system/css'
import { leadStatusLabel } from '../labels'
import { LostReasonForm } from '../lost-reason-form'
import {
  ageOf,
  ageWords,
  BOARD_TEXTS,
  type BoardCard,
  type BoardColumn,
  formatBoardAmount,
  groupByStage,
  keyFigureOf,
  moveNeed,
  moveTargets,
} from './board-model'

export type LostWhy = { lostReason: LeadLostReason; lostNote: string | null }

/** Cards a column renders at first, and how many more each 'Show more' adds. */
export const BOARD_COLUMN_PAGE = 50
/** Columns of up to this many shown cards are drawn whole; longer ones a window at a time. */
const BOARD_DRAWN_WHOLE = 12
/** A card's usual height and the gap between cards (px); drawn cards are measured. */
const CARD_ESTIMATE = 118
const CARD_GAP = 8
/** Where the Move to… menu opens; one object, so a board's render does not hand the menu new props. */
const MENU_POSITIONING = { placement: 'bottom-end' } as const
/** A pointer must travel this far (px) before a press becomes a drag. */
const DRAG_THRESHOLD = 6
/** Within this many px of the board's edge, a drag scrolls the board. */
const EDGE = 48

export interface LeadBoardProps {
  /** Every card, grouped here (the agent's board: the leads on the device). */
  cards?: readonly BoardCard[]
  /**
   * Or the columns as the server pages them (the admin's board): each with its count and amount
   * over every lead, and the cards read so far; `onMore` asks for a column's next cards.
   */
  columns?: readonly BoardColumn[]
  onMore?: (stage: LeadStatus) => void
  /** Applies a move; the board has already checked it needs no reason (or has one). */
  onMove: (card: BoardCard, to: LeadStatus, lost?: LostWhy) => void
  /** Opens a lead's details, when the caller has a view of them. */
  onOpen?: (card: BoardCard) => void
  /** Now, for the cards' ages (ms). */
  now?: number
  /**
   * Names the view the columns show (undefined while they are still the previous view's): a new
   * view first draws the cards a screen shows in each column, the rest right after.
   */
  view?: string | undefined
}

const columnCss = css({
  display: { base: 'none', md: 'flex' },
  '&[data-picked=true]': { display: 'flex' },
  flexDirection: 'column',
  gap: '2',
  minW: '0',
  p: '2',
  bg: 'bg.subtle',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border.subtle',
  '&[data-over=true]': { borderColor: 'accent.default', bg: 'accent.subtle' },
})

const cardCss = css({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  p: '3',
  bg: 'bg.default',
  borderRadius: 'md',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border.subtle',
  userSelect: 'none',
  cursor: { base: 'default', md: 'grab' },
  _focusWithin: { outline: '2px solid', outlineColor: 'border.focus', outlineOffset: '0.5' },
  '&[data-dragging=true]': { zIndex: 'docked', boxShadow: 'lg', cursor: 'grabbing' },
})

const muted = css({ fontSize: 'sm', color: 'fg.muted' })
const oneLine = css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minW: '0' })
const cardRow = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2' })
// A card's class names, worked out once here rather than by each card as it renders (84 on a board).
const cardMutedRow = cx(cardRow, muted)
const cardOpen = cx(
  oneLine,
  css({
    fontWeight: 'semibold',
    color: 'accent.fg',
    textAlign: 'start',
    cursor: 'pointer',
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
  }),
)
const cardName = cx(oneLine, css({ fontWeight: 'semibold', color: 'fg.heading' }))
const cardGrip = css({
  display: { base: 'none', md: 'inline-flex' },
  alignItems: 'center',
  justifyContent: 'center',
  w: '6',
  h: '6',
  color: 'fg.muted',
  touchAction: 'none',
  cursor: 'grab',
  fontSize: 'lg',
  lineHeight: 'none',
})
const noWrap = css({ whiteSpace: 'nowrap' })
const cardFigure = css({ fontSize: 'sm', fontWeight: 'medium' })
const noShrink = css({ flexShrink: '0' })

export function LeadBoard({ cards, columns: given, onMore, onMove, onOpen, now: nowGiven, view }: LeadBoardProps) {
  const [mounted] = useState(() => Date.now())
  const now = nowGiven ?? mounted
  const columns = useMemo(() => given ?? groupByStage(cards ?? []), [given, cards])
  const drawn = useStagedCount(Number.POSITIVE_INFINITY, screenful(CARD_ESTIMATE), view)
  const pickerId = useId()
  const [picked, setPicked] = useState<LeadStatus>(() => columns.find((c) => c.count > 0)?.stage ?? 'new')
  const [announcement, setAnnouncement] = useState('')
  const [lostFor, setLostFor] = useState<BoardCard | null>(null)
  const [over, setOver] = useState<LeadStatus | null>(null)
  /** The card whose Move to… button opened the board's menu. */
  const [menuFor, setMenuFor] = useState<string | null>(null)
  const menuCard = useMemo(
    () => (menuFor === null ? null : (columns.flatMap((c) => c.cards).find((c) => c.id === menuFor) ?? null)),
    [menuFor, columns],
  )
  /** The card whose Move button takes the focus once it sits in its new column. */
  const [focusAfter, setFocusAfter] = useState<{ id: string; stage: LeadStatus; at: number } | null>(null)
  const boardRef = useRef<HTMLDivElement>(null)
  const pickerRef = useRef<HTMLSelectElement>(null)

  const move = useCallback(
    (card: BoardCard, to: LeadStatus, lost?: LostWhy) => {
      onMove(card, to, lost)
      setAnnouncement(BOARD_TEXTS.moved(card.name, leadStatusLabel(to)))
      setFocusAfter({ id: card.id, stage: to, at: Date.now() })
    },
    [onMove],
  )

  /** A move asked for by drag or menu: Lost asks why first. */
  const request = useCallback(
    (card: BoardCard, to: LeadStatus) => {
      const need = moveNeed(card.stage, to)
      if (need === 'none') return
      if (need === 'reason') setLostFor(card)
      else move(card, to)
    },
    [move],
  )

  // Focus follows a moved card (keyboard users keep their place); a card that left the stage a
  // phone shows, or sits beyond a column's shown or drawn cards, leaves the focus on the stage picker or
  // the column's heading.
  // Waits (a few seconds at most) for the card to be drawn in its new column: an optimistic move
  // lands a moment after it was asked for.
  useEffect(() => {
    if (!focusAfter || lostFor) return
    if (Date.now() - focusAfter.at > 5000) return setFocusAfter(null)
    const { id, stage } = focusAfter
    if (!columns.some((c) => c.stage === stage && c.cards.some((x) => x.id === id))) return
    const frame = requestAnimationFrame(() => {
      setFocusAfter(null)
      const board = boardRef.current
      if (!board) return
      const button = board.querySelector<HTMLElement>(`[data-lead-id="${id}"] [data-move-trigger]`)
      const active = document.activeElement
      // A drag by mouse leaves the focus where it was.
      if (active && active !== document.body && !board.contains(active)) return
      if (button && button.offsetParent !== null) button.focus()
      else if (pickerRef.current && pickerRef.current.offsetParent !== null) pickerRef.current.focus()
      else {
        board.querySelector<HTMLElement>(`[data-board-stage="${stage}"] h3`)?.focus()
      }
    })
    return () => cancelAnimationFrame(frame)
  }, [focusAfter, lostFor, columns])

  return (
    <div className={css({ display: 'grid', gap: '3' })} data-testid="lead-board">
      <LabelledSelect
        id={pickerId}
        label={BOARD_TEXTS.stagePicker}
        className={css({ display: { base: 'grid', md: 'none' } })}
        chevron
        ref={pickerRef}
        data-testid="board-stage-picker"
        value={picked}
        onChange={setPicked}
        options={columns.map((c) => ({
          value: c.stage,
          label: `${leadStatusLabel(c.stage)} (${c.count})`,
        }))}
      />
      <p className={cx(muted, css({ display: { base: 'none', md: 'block' } }))}>{BOARD_TEXTS.dragHint}</p>

      {/* One Move to… menu for the whole board, each card's button one of its triggers: a menu (a
          state machine, its listeners) per card cost more than drawing the card (decision 234). */}
      <Menu.Root
        positioning={MENU_POSITIONING}
        triggerValue={menuFor}
        onTriggerValueChange={(d) => setMenuFor(d.value)}
        onSelect={(d) => {
          if (menuCard) request(menuCard, d.value as LeadStatus)
        }}
      >
        <div
          ref={boardRef}
          data-board-scroll
          className={css({
            display: 'grid',
            gap: '3',
            alignItems: 'start',
            gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'none' },
            gridAutoFlow: { md: 'column' },
            gridAutoColumns: { md: '[minmax(15rem, 1fr)]' },
            overflowX: { md: 'auto' },
            pb: '2',
          })}
        >
          {columns.map((column) => (
            <StageColumn
              key={column.stage}
              column={column}
              picked={column.stage === picked}
              over={column.stage === over}
              drawn={drawn}
              now={now}
              onRequest={request}
              onOver={setOver}
              onOpen={onOpen}
              onMore={onMore}
            />
          ))}
        </div>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              {menuCard &&
                moveTargets(menuCard.stage).map((s) => (
                  <Menu.Item key={s} value={s}>
                    {leadStatusLabel(s)}
                  </Menu.Item>
                ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>

      <VisuallyHidden aria-live="polite" data-testid="board-announcement">
        {announcement}
      </VisuallyHidden>

      <Dialog.Root
        open={lostFor !== null}
        onOpenChange={(d) => {
          if (!d.open) setLostFor(null)
        }}
        lazyMount
        unmountOnExit
      >
        <Dialog.Frame closeButton={false} data-testid="board-lost-dialog">
          {lostFor && (
            <>
              <Dialog.Title>{BOARD_TEXTS.lostTitle(lostFor.name)}</Dialog.Title>
              <Dialog.Body>
                <LostReasonForm
                  onSubmit={(why) => {
                    const card = lostFor
                    setLostFor(null)
                    move(card, 'lost', why)
                  }}
                  onCancel={() => {
                    setFocusAfter({ id: lostFor.id, stage: lostFor.stage, at: Date.now() })
                    setLostFor(null)
                  }}
                />
              </Dialog.Body>
            </>
          )}
        </Dialog.Frame>
      </Dialog.Root>
    </div>
  )
}

/** What a card is drawn with: the clock of its age, and where its moves, drag and opening go. */
type CardHandlers = {
  now: number
  onRequest: (card: BoardCard, to: LeadStatus) => void
  onOver: (stage: LeadStatus | null) => void
  onOpen: ((card: BoardCard) => void) | undefined
}

const StageColumn = memo(function StageColumn({
  column,
  picked,
  over,
  drawn,
  onMore,
  ...handlers
}: CardHandlers & {
  column: BoardColumn
  picked: boolean
  over: boolean
  /** How many of its cards the column draws for now (useStagedCount). */
  drawn: number
  /** Reads the column's next cards (server-paged columns); else more of those at hand are shown. */
  onMore: ((stage: LeadStatus) => void) | undefined
}) {
  const headingId = useId()
  const [shown, setShown] = useState(BOARD_COLUMN_PAGE)
  const label = leadStatusLabel(column.stage)
  const cards = onMore ? column.cards : column.cards.slice(0, shown)
  const left = column.count - cards.length
  return (
    <section
      aria-labelledby={headingId}
      data-testid="board-column"
      data-board-stage={column.stage}
      data-picked={picked}
      data-over={over}
      className={columnCss}
    >
      <header className={css({ display: 'grid', gap: '0.5', px: '1' })}>
        <h3 id={headingId} tabIndex={-1} className={css({ fontWeight: 'semibold', color: 'fg.heading' })}>
          {label}
        </h3>
        <p className={muted} data-testid="board-column-summary">
          {BOARD_TEXTS.columnSummary(column.count, formatBoardAmount(column.amount))}
        </p>
      </header>
      {column.count === 0 ? (
        <p className={cx(muted, css({ px: '1', py: '2' }))}>{BOARD_TEXTS.emptyColumn}</p>
      ) : (
        <ColumnCards
          cards={cards.length > drawn ? cards.slice(0, drawn) : cards}
          count={column.count}
          headingId={headingId}
          {...handlers}
        />
      )}
      {left > 0 && (
        <Button
          size="sm"
          variant="ghost"
          tone="neutral"
          disabled={column.loadingMore}
          data-testid="board-column-more"
          // Four-digit counts do not fit a narrow column on one line.
          className={css({ whiteSpace: 'normal', h: 'auto', minH: '8', py: '1' })}
          onClick={() => (onMore ? onMore(column.stage) : setShown((n) => n + BOARD_COLUMN_PAGE))}
        >
          {BOARD_TEXTS.showMore(Math.min(BOARD_COLUMN_PAGE, left), left)}
        </Button>
      )}
    </section>
  )
})

const cardList = css({ listStyle: 'none', display: 'flex', flexDirection: 'column', gap: '2' })
/** A drawn card's slot; the one being dragged is lifted over its neighbours and the other columns. */
const cardSlot = css({ '&:has([data-dragging=true])': { zIndex: 'docked' } })

/**
 * A column's cards. Beyond a screenful they are drawn a window at a time (TanStack Virtual, the
 * page's own scroll, as the agent's long list is): only the cards near the screen are in the
 * page, so a board of seven columns of 50 opens as fast as one of a few. Each card still says
 * its place in the column (aria-setsize, aria-posinset), and the Tab key walks the cards in
 * order: a focused card is scrolled into view, which draws the ones after it.
 */
type ColumnCardsProps = CardHandlers & {
  cards: readonly BoardCard[]
  count: number
  headingId: string
}

function ColumnCards({ cards, count, headingId, ...handlers }: ColumnCardsProps) {
  // A short column has no virtualiser at all: its first read of the page's scroll would lay the
  // page out in the middle of the board's first commit (seven times, one per column).
  if (cards.length > BOARD_DRAWN_WHOLE)
    return <VirtualCards cards={cards} count={count} headingId={headingId} {...handlers} />
  return (
    <ul aria-labelledby={headingId} className={cardList}>
      {cards.map((c, i) => (
        <li key={c.id} aria-setsize={count} aria-posinset={i + 1}>
          <StageCard card={c} {...handlers} />
        </li>
      ))}
    </ul>
  )
}

function VirtualCards({ cards, count, headingId, ...handlers }: ColumnCardsProps) {
  const ref = useRef<HTMLUListElement>(null)
  const [offset, setOffset] = useState(0)
  useLayoutEffect(() => {
    if (!ref.current) return
    const top = ref.current.getBoundingClientRect().top + window.scrollY
    setOffset((was) => (Math.abs(was - top) < 1 ? was : top))
  })
  const virtualizer = useWindowVirtualizer({
    count: cards.length,
    estimateSize: () => CARD_ESTIMATE,
    gap: CARD_GAP,
    overscan: 6,
    scrollMargin: offset,
    // A card not laid out (a column a phone hides) keeps its estimate.
    measureElement: (el) => el.getBoundingClientRect().height || CARD_ESTIMATE,
    getItemKey: (i) => cards[i]?.id ?? i,
  })
  return (
    <ul
      ref={ref}
      aria-labelledby={headingId}
      data-virtual="true"
      style={{ position: 'relative', height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => {
        const c = cards[row.index] as BoardCard
        return (
          <li
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            aria-setsize={count}
            aria-posinset={row.index + 1}
            className={cardSlot}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
            }}
          >
            <StageCard card={c} {...handlers} />
          </li>
        )
      })}
    </ul>
  )
}

type DragState = { pointerId: number; x: number; y: number; dragging: boolean; over: LeadStatus | null }

const StageCard = memo(function StageCard({
  card,
  now,
  onRequest,
  onOver,
  onOpen,
}: CardHandlers & { card: BoardCard }) {
  const ref = useRef<HTMLElement>(null)
  const drag = useRef<DragState | null>(null)
  const [dragging, setDragging] = useState(false)

  const stageUnder = (x: number, y: number): LeadStatus | null => {
    for (const el of document.elementsFromPoint(x, y)) {
      if (ref.current?.contains(el)) continue
      const column = (el as HTMLElement).closest<HTMLElement>('[data-board-stage]')
      if (column) return column.dataset.boardStage as LeadStatus
    }
    return null
  }

  const end = (apply: boolean) => {
    const state = drag.current
    drag.current = null
    setDragging(false)
    const el = ref.current
    if (el) {
      el.style.transform = ''
      el.dataset.dragging = 'false'
    }
    onOver(null)
    if (apply && state?.dragging && state.over) onRequest(card, state.over)
  }

  const onPointerDown = (e: ReactPointerEvent<HTMLElement>) => {
    if (e.button !== 0) return
    const target = e.target as HTMLElement
    const onGrip = target.closest('[data-drag-grip]') !== null
    // Buttons keep their own clicks; a finger or a pen drags from the grip only.
    if (!onGrip && (target.closest('button, a, [role=menuitem]') || e.pointerType !== 'mouse')) return
    drag.current = { pointerId: e.pointerId, x: e.clientX, y: e.clientY, dragging: false, over: null }
    e.currentTarget.setPointerCapture(e.pointerId)
  }

  const onPointerMove = (e: ReactPointerEvent<HTMLElement>) => {
    const state = drag.current
    if (!state || state.pointerId !== e.pointerId) return
    const dx = e.clientX - state.x
    const dy = e.clientY - state.y
    if (!state.dragging) {
      if (Math.hypot(dx, dy) < DRAG_THRESHOLD) return
      state.dragging = true
      setDragging(true)
      if (ref.current) ref.current.dataset.dragging = 'true'
    }
    if (ref.current) ref.current.style.transform = `translate(${dx}px, ${dy}px)`
    // Near the board's left or right edge, the board scrolls to show the stages beyond it.
    const scroller = ref.current?.closest<HTMLElement>('[data-board-scroll]')
    if (scroller) {
      const box = scroller.getBoundingClientRect()
      const step = e.clientX > box.right - EDGE ? EDGE / 2 : e.clientX < box.left + EDGE ? -EDGE / 2 : 0
      if (step !== 0) {
        scroller.scrollLeft += step
        // The card stays under the pointer while the board moves beneath it.
        state.x -= step
      }
    }
    const under = stageUnder(e.clientX, e.clientY)
    if (under !== state.over) {
      state.over = under
      onOver(under !== card.stage ? under : null)
    }
  }

  // Escape drops a drag where it started: listened for while a drag is on (the latest `end`),
  // not by every card all the time.
  const endRef = useRef(end)
  endRef.current = end
  useEffect(() => {
    if (!dragging) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && drag.current?.dragging) endRef.current(false)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [dragging])

  return (
    <article
      ref={ref}
      data-testid="board-card"
      data-lead-id={card.id}
      data-stage={card.stage}
      data-dragging="false"
      aria-label={card.name}
      className={cardCss}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={(e) => drag.current?.pointerId === e.pointerId && end(true)}
      onPointerCancel={() => end(false)}
      onLostPointerCapture={() => drag.current && end(false)}
    >
      <div className={cardRow}>
        {onOpen ? (
          <button type="button" onClick={() => onOpen(card)} className={cardOpen}>
            {card.name}
          </button>
        ) : (
          <span className={cardName}>{card.name}</span>
        )}
        <span data-drag-grip aria-hidden="true" title={BOARD_TEXTS.dragHint} className={cardGrip}>
          ⠿
        </span>
      </div>
      <div className={cardMutedRow}>
        <span className={oneLine}>{card.kind}</span>
        <span className={noWrap}>
          <time dateTime={card.createdAt} title={ageWords(card.createdAt, now)}>
            <span aria-hidden="true">{ageOf(card.createdAt, now)}</span>
            <VisuallyHidden>{ageWords(card.createdAt, now)}</VisuallyHidden>
          </time>
        </span>
      </div>
      <div className={cardRow}>
        <span className={cardFigure} data-testid="board-card-figure">
          {keyFigureOf(card)}
        </span>
        <span className={noShrink}>
          {/* One of the board's Move to… menu's triggers: the menu lists this card's stages. */}
          <Menu.Trigger asChild value={card.id}>
            <Button size="sm" variant="outline" tone="neutral" data-move-trigger>
              {BOARD_TEXTS.moveTo}
              <VisuallyHidden> {card.name}</VisuallyHidden>
            </Button>
          </Menu.Trigger>
        </span>
      </div>
      {card.pending && (
        <span>
          <Badge tone="neutral" variant="outline">
            {BOARD_TEXTS.pending}
          </Badge>
        </span>
      )}
    </article>
  )
})
