// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type Column, DataTable, sortRows } from './data-table'

afterEach(cleanup)

type Product = { id: string; name: string; price: number | null }
const ROWS: Product[] = [
  { id: '1', name: 'Fixed 5 year', price: 1299.5 },
  { id: '2', name: 'adjustable', price: null },
  { id: '3', name: 'Bridge loan', price: 250 },
]
const COLUMNS: Column<Product>[] = [
  { key: 'name', header: 'Name', rowHeader: true, cell: (p) => p.name, sortValue: (p) => p.name },
  { key: 'price', header: 'Price', numeric: true, cell: (p) => p.price ?? '—', sortValue: (p) => p.price },
  { key: 'actions', header: 'Actions', cell: () => 'Edit' },
]

const names = () => screen.getAllByRole('rowheader').map((th) => th.textContent)
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) })

function renderTable(props: Partial<Parameters<typeof DataTable<Product>>[0]> = {}) {
  return render(
    <DataTable
      label="Products"
      caption="Products, newest first"
      rows={ROWS}
      rowKey={(p) => p.id}
      columns={COLUMNS}
      {...props}
    />,
  )
}

describe('DataTable', () => {
  it('is captioned by its label when no caption says more', () => {
    renderTable({ caption: undefined })
    expect(screen.getByRole('table', { name: 'Products' })).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Products' })).toBeTruthy()
  })

  it('a caption, one header per column and one row per item, the first cell naming the row', () => {
    renderTable()
    const table = screen.getByRole('table', { name: 'Products, newest first' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Price', 'Actions'])
    expect(names()).toEqual(['Fixed 5 year', 'adjustable', 'Bridge loan'])
    expect(within(table).getAllByRole('row')).toHaveLength(4)
  })

  it('scrolls inside a labelled region that the keyboard can reach', () => {
    renderTable()
    const region = screen.getByRole('region', { name: 'Products' })
    expect(region.tabIndex).toBe(0)
    expect(region.className.split(' ')).toContain('ov-x_auto')
    expect(region.querySelector('table')).toBeTruthy()
  })

  it('a sortable column sorts by its button: ascending, then descending, with aria-sort on its header', () => {
    renderTable()
    expect(header('Name').getAttribute('aria-sort')).toBeNull()
    fireEvent.click(within(header('Name')).getByRole('button', { name: 'Name' }))
    expect(names()).toEqual(['adjustable', 'Bridge loan', 'Fixed 5 year'])
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending')

    fireEvent.click(within(header('Name')).getByRole('button', { name: 'Name' }))
    expect(names()).toEqual(['Fixed 5 year', 'Bridge loan', 'adjustable'])
    expect(header('Name').getAttribute('aria-sort')).toBe('descending')

    // Another column takes the sort over; the first one no longer says it is sorted.
    fireEvent.click(within(header('Price')).getByRole('button', { name: 'Price' }))
    expect(names()).toEqual(['Bridge loan', 'Fixed 5 year', 'adjustable'])
    expect(header('Price').getAttribute('aria-sort')).toBe('ascending')
    expect(header('Name').getAttribute('aria-sort')).toBeNull()
  })

  it('a column without a sort value has no sort button', () => {
    renderTable()
    expect(within(header('Actions')).queryByRole('button')).toBeNull()
  })

  it('a sort kept by the caller is reported, and the rows stay in the order given', () => {
    const onSortChange = vi.fn()
    renderTable({ sort: null, onSortChange })
    fireEvent.click(within(header('Name')).getByRole('button', { name: 'Name' }))
    expect(onSortChange).toHaveBeenCalledWith({ key: 'name', direction: 'ascending' })
    expect(names()).toEqual(['Fixed 5 year', 'adjustable', 'Bridge loan'])
  })

  it('numbers sort as numbers and empty values sort last in both directions', () => {
    const price = COLUMNS[1]
    expect(sortRows(ROWS, price, 'ascending').map((p) => p.price)).toEqual([250, 1299.5, null])
    expect(sortRows(ROWS, price, 'descending').map((p) => p.price)).toEqual([1299.5, 250, null])
  })
})
