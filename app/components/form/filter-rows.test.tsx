// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DateRangeRows, FilterSelectRow, filterOf } from './filter-rows'

afterEach(cleanup)

describe('FilterSelectRow', () => {
  const options = [
    { value: 'new', label: 'New' },
    { value: 'won', label: 'Won' },
  ] as const

  it('offers "all" first and shows it while there is no filter', () => {
    render(
      <FilterSelectRow
        name="status"
        label="Status"
        all="All statuses"
        value={undefined}
        options={options}
        onChange={() => undefined}
      />,
    )
    const select = screen.getByLabelText('Status') as unknown as HTMLSelectElement
    expect([...select.options].map((o) => o.text)).toEqual(['All statuses', 'New', 'Won'])
    expect(select.value).toBe('')
  })

  it('answers the chosen value, and undefined for "all"', () => {
    const onChange = vi.fn()
    render(
      <FilterSelectRow
        name="status"
        label="Status"
        all="All statuses"
        value="won"
        options={options}
        onChange={onChange}
      />,
    )
    const select = screen.getByLabelText('Status') as unknown as HTMLSelectElement
    expect(select.value).toBe('won')
    fireEvent.change(select, { target: { value: 'new' } })
    fireEvent.change(select, { target: { value: '' } })
    expect(onChange.mock.calls).toEqual([['new'], [undefined]])
  })
})

describe('filterOf', () => {
  it('binds a row to one key: its name, its value, and a patch of that key alone', () => {
    const set = vi.fn()
    const filter = filterOf<{ status?: string; q?: string }>({ status: 'won', q: 'smith' }, set)
    const row = filter('status')
    expect([row.name, row.value]).toEqual(['status', 'won'])
    row.onChange(undefined)
    filter('q').onChange('jones')
    expect(set.mock.calls).toEqual([[{ status: undefined }], [{ q: 'jones' }]])
  })
})

describe('DateRangeRows', () => {
  it('bounds each date by the other and answers an emptied date as no bound', () => {
    const onChange = vi.fn()
    render(<DateRangeRows from="2026-01-01" to="2026-02-01" labels={{ from: 'From', to: 'To' }} onChange={onChange} />)
    const from = screen.getByLabelText('From') as HTMLInputElement
    const to = screen.getByLabelText('To') as HTMLInputElement
    expect([from.type, from.value, from.max]).toEqual(['date', '2026-01-01', '2026-02-01'])
    expect([to.type, to.value, to.min]).toEqual(['date', '2026-02-01', '2026-01-01'])
    fireEvent.change(from, { target: { value: '2026-01-15' } })
    fireEvent.change(to, { target: { value: '' } })
    expect(onChange.mock.calls).toEqual([[{ from: '2026-01-15' }], [{ to: undefined }]])
  })
})
