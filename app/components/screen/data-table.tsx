import { Fragment, type HTMLAttributes, type ReactNode, type TdHTMLAttributes, useMemo, useState } from 'react'
import { ChevronDownIcon } from '#app/components/ui/icons.tsx'
import { ScrollRegion } from '#app/components/ui/scroll-region.tsx'
import { css, cx } from '#styled-system/css'

/**
 * The table's look, one class per part: it scrolls sideways inside its own focusable region, so
 * at any width every column stays reachable and the page itself never scrolls sideways. Header
 * and body cells take their column's look from data attributes (DataCell). Atomic classes (what
 * Panda's `sva` compiles to, without its runtime in the first load): they share the stylesheet's
 * utilities instead of adding a block of CSS every page downloads.
 */
const dataTable = {
  root: css({
    overflowX: 'auto',
    maxW: 'full',
    bg: 'bg.default',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'border.subtle',
    borderRadius: 'lg',
    _focusVisible: { outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'border.focus', outlineOffset: '0' },
  }),
  table: css({ w: 'full', borderCollapse: 'collapse', textStyle: 'sm' }),
  header: css({
    textAlign: 'start',
    px: '3',
    py: '2',
    fontWeight: 'semibold',
    color: 'fg.muted',
    whiteSpace: 'nowrap',
    borderBottomWidth: '1px',
    borderBottomStyle: 'solid',
    borderColor: 'border.subtle',
    '&[data-align=end]': { textAlign: 'end' },
    '&[data-wide-only]': { display: { base: 'none', lg: 'table-cell' } },
  }),
  cell: css({
    textAlign: 'start',
    px: '3',
    py: '2',
    verticalAlign: 'middle',
    borderBottomWidth: '1px',
    borderBottomStyle: 'solid',
    borderColor: 'border.subtle',
    '&[scope=row]': { fontWeight: 'medium', color: 'fg.heading' },
    '&[data-align=end]': { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
    '&[data-nowrap]': { whiteSpace: 'nowrap' },
    '&[data-muted]': { color: 'fg.muted' },
    '&[data-clamp]': {
      maxW: { base: '32', md: '80' },
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    },
    '&[data-wide-only]': { display: { base: 'none', lg: 'table-cell' } },
  }),
  sortButton: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    minH: '9',
    cursor: 'pointer',
    borderRadius: 'sm',
    _hover: { color: 'fg.default' },
    _focusVisible: { outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'border.focus', outlineOffset: '0.5' },
    '&[data-direction=ascending] svg': { transform: 'rotate(180deg)' },
    '&:not([data-direction]) svg': { opacity: 'disabled' },
  }),
}

/** One column: its header, its cells and how they look. */
export type Column<T> = {
  /** Unique within the table; names the column in the sort state. */
  key: string
  header: ReactNode
  /** The cell of a row (not needed when the table's `renderRow` draws the rows). */
  cell?(row: T): ReactNode
  /** This column's cell names the row (`<th scope="row">`). */
  rowHeader?: boolean
  /** Numbers: right-aligned, tabular figures, never wrapped. */
  numeric?: boolean
  nowrap?: boolean
  /** Long text cut with an ellipsis at a readable width. */
  clamp?: boolean
  muted?: boolean
  /** Secondary detail: hidden below the lg breakpoint, where the row stays readable without it. */
  wideOnly?: boolean
  /** Makes the column sortable by this value (empty values sort last). */
  sortValue?(row: T): string | number | null | undefined
}

export type SortDirection = 'ascending' | 'descending'
export type SortState = { key: string; direction: SortDirection } | null

type CellLook = Pick<Column<unknown>, 'numeric' | 'nowrap' | 'clamp' | 'muted' | 'wideOnly'>

/** The data attributes that give a cell its column's look (see the data-table recipe). */
function cellData(look: CellLook) {
  return {
    'data-align': look.numeric ? 'end' : undefined,
    'data-nowrap': look.nowrap ? '' : undefined,
    'data-clamp': look.clamp ? '' : undefined,
    'data-muted': look.muted ? '' : undefined,
    'data-wide-only': look.wideOnly ? '' : undefined,
  }
}

/**
 * A body cell with its column's look, for rows drawn by `renderRow` (rows with state of their
 * own: an inline edit, a pending status). A row-header column gives `<th scope="row">`.
 */
export function DataCell({
  column,
  className,
  children,
  ...props
}: TdHTMLAttributes<HTMLTableCellElement> & { column: CellLook & { rowHeader?: boolean | undefined } }) {
  const Cell = column.rowHeader ? 'th' : 'td'
  return (
    <Cell
      scope={column.rowHeader ? 'row' : undefined}
      {...cellData(column)}
      {...props}
      className={cx(dataTable.cell, className)}
    >
      {children}
    </Cell>
  )
}

let collator: Intl.Collator | undefined
/** Made on first sort: an Intl object made when the module loads would load locale data then. */
function compareText(a: string, b: string) {
  collator ??= new Intl.Collator('en-CA', { numeric: true, sensitivity: 'base' })
  return collator.compare(a, b)
}

/** Rows in the order of `sort`; empty values last whichever the direction. */
export function sortRows<T>(rows: readonly T[], column: Column<T> | undefined, direction: SortDirection): T[] {
  const value = column?.sortValue
  if (!value) return [...rows]
  const sign = direction === 'ascending' ? 1 : -1
  return [...rows].sort((a, b) => {
    const x = value(a)
    const y = value(b)
    if (x == null || x === '') return y == null || y === '' ? 0 : 1
    if (y == null || y === '') return -1
    return sign * (typeof x === 'number' && typeof y === 'number' ? x - y : compareText(String(x), String(y)))
  })
}

const nextSort = (sort: SortState, key: string): SortState =>
  sort?.key === key && sort.direction === 'ascending'
    ? { key, direction: 'descending' }
    : { key, direction: 'ascending' }

/**
 * The staff screens' table: a caption (the `label` unless it says more), header cells (sortable by a button when the column has a
 * `sortValue`, with `aria-sort` on the sorted one), and the rows, in a focusable region named
 * `label` that scrolls sideways when the columns are wider than the screen.
 *
 * Sorting is the table's own (`defaultSort`), or the caller's (`sort` and `onSortChange`, e.g. a
 * sort kept in the URL and applied by the server).
 */
export function DataTable<T>({
  label,
  caption = label,
  columns,
  rows,
  rowKey,
  renderRow,
  rowProps,
  footer,
  defaultSort = null,
  sort: controlledSort,
  onSortChange,
  ...props
}: Omit<HTMLAttributes<HTMLTableElement>, 'children'> & {
  label: string
  caption?: string
  columns: readonly Column<T>[]
  rows: readonly T[]
  rowKey(row: T): string
  renderRow?(row: T): ReactNode
  rowProps?(row: T): HTMLAttributes<HTMLTableRowElement>
  /** Rows under the body (`<tfoot>`), such as totals. */
  footer?: ReactNode
  defaultSort?: SortState
  sort?: SortState
  onSortChange?(sort: SortState): void
}) {
  const [ownSort, setOwnSort] = useState<SortState>(defaultSort)
  const controlled = controlledSort !== undefined
  const sort = controlled ? controlledSort : ownSort
  const shown = useMemo(
    () =>
      controlled || !sort
        ? rows
        : sortRows(
            rows,
            columns.find((c) => c.key === sort.key),
            sort.direction,
          ),
    [rows, columns, sort, controlled],
  )
  const setSort = (key: string) => {
    const next = nextSort(sort, key)
    if (!controlled) setOwnSort(next)
    onSortChange?.(next)
  }
  const c = dataTable
  return (
    <ScrollRegion label={label} className={c.root}>
      <table {...props} className={cx(c.table, props.className)}>
        <caption className={css({ srOnly: true })}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const direction = sort?.key === column.key ? sort.direction : undefined
              return (
                <th key={column.key} scope="col" aria-sort={direction} {...cellData(column)} className={c.header}>
                  {column.sortValue ? (
                    <button
                      type="button"
                      className={c.sortButton}
                      data-direction={direction}
                      onClick={() => setSort(column.key)}
                    >
                      {column.header}
                      <ChevronDownIcon size="1em" />
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              )
            })}
          </tr>
        </thead>
        <tbody>
          {shown.map((row) =>
            renderRow ? (
              <Fragment key={rowKey(row)}>{renderRow(row)}</Fragment>
            ) : (
              <tr key={rowKey(row)} {...rowProps?.(row)}>
                {columns.map((column) => (
                  <DataCell key={column.key} column={column}>
                    {column.cell?.(row)}
                  </DataCell>
                ))}
              </tr>
            ),
          )}
        </tbody>
        {footer ? <tfoot>{footer}</tfoot> : null}
      </table>
    </ScrollRegion>
  )
}
