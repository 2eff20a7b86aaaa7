/**
 * A long list drawn a window at a time (TanStack Virtual, the page's own scroll): only the rows
 * near the screen are in the page, so 2,000 leads open as fast as 50. A list is still a list to
 * assistive technology: each item says its place in the whole (aria-setsize, aria-posinset).
 * The row holding the focus stays drawn whatever the scroll, and the arrow keys, Home and End
 * move the focus between rows, drawing the next one first, so a keyboard never loses its place.
 * Short lists are drawn whole.
 */
import { defaultRangeExtractor, type Range, useWindowVirtualizer } from '@tanstack/react-virtual'
import { type KeyboardEvent, type ReactNode, useCallback, useLayoutEffect, useRef, useState } from 'react'

/** Lists up to this long are drawn whole. */
export const VIRTUAL_FROM = 100

export function VirtualRows<T>({
  items,
  rowKey,
  estimate,
  renderRow,
  className,
  label,
  listRef,
}: {
  items: readonly T[]
  rowKey: (item: T) => string
  /** A row's usual height in px (rows are measured once drawn). */
  estimate: number
  renderRow: (item: T) => ReactNode
  className?: string
  label: string
  listRef?: React.RefObject<HTMLUListElement | null>
}) {
  const ownRef = useRef<HTMLUListElement>(null)
  const ref = listRef ?? ownRef
  const [offset, setOffset] = useState(0)
  const focused = useRef<number | null>(null)
  const virtual = items.length > VIRTUAL_FROM

  useLayoutEffect(() => {
    if (ref.current) setOffset(ref.current.getBoundingClientRect().top + window.scrollY)
  })

  const rangeExtractor = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range)
    const f = focused.current
    if (f !== null && !indexes.includes(f)) return [...indexes, f].sort((a, b) => a - b)
    return indexes
  }, [])

  const virtualizer = useWindowVirtualizer({
    count: virtual ? items.length : 0,
    estimateSize: () => estimate,
    overscan: 8,
    scrollMargin: offset,
    rangeExtractor,
    // A row not laid out (no size yet) keeps its estimate.
    measureElement: (el) => el.getBoundingClientRect().height || estimate,
    getItemKey: (i) => (items[i] ? rowKey(items[i] as T) : i),
  })

  /** Focuses the first focusable element of row `index`, drawing it first when needed. */
  const focusRow = (index: number) => {
    const target = Math.max(0, Math.min(items.length - 1, index))
    focused.current = target
    const find = () =>
      ref.current?.querySelector<HTMLElement>(`li[data-index="${target}"] button, li[data-index="${target}"] a`)
    const now = find()
    if (now) {
      now.focus()
      now.scrollIntoView({ block: 'nearest' })
      return
    }
    virtualizer.scrollToIndex(target, { align: 'auto' })
    requestAnimationFrame(() => requestAnimationFrame(() => find()?.focus()))
  }

  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    const li = (e.target as HTMLElement).closest<HTMLElement>('li[data-index]')
    if (!li) return
    const index = Number(li.dataset.index)
    const next =
      e.key === 'ArrowDown'
        ? index + 1
        : e.key === 'ArrowUp'
          ? index - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? items.length - 1
              : null
    if (next === null) return
    e.preventDefault()
    focusRow(next)
  }

  const onFocus = (e: React.FocusEvent<HTMLUListElement>) => {
    const li = (e.target as HTMLElement).closest<HTMLElement>('li[data-index]')
    if (li) focused.current = Number(li.dataset.index)
  }

  if (!virtual) {
    return (
      <ul ref={ref} aria-label={label} className={className} onKeyDown={onKeyDown} onFocus={onFocus}>
        {items.map((item, i) => (
          <li key={rowKey(item)} data-index={i}>
            {renderRow(item)}
          </li>
        ))}
      </ul>
    )
  }

  const rows = virtualizer.getVirtualItems()
  return (
    <ul
      ref={ref}
      aria-label={label}
      className={className}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      data-virtual="true"
      style={{ position: 'relative', height: virtualizer.getTotalSize() }}
    >
      {rows.map((row) => {
        const item = items[row.index] as T
        return (
          <li
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            aria-setsize={items.length}
            aria-posinset={row.index + 1}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
            }}
          >
            {renderRow(item)}
          </li>
        )
      })}
    </ul>
  )
}
