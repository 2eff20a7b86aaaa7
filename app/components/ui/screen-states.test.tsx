// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EmptyState, ErrorState, LoadingState, type QueryLike, QueryStates } from './screen-states'

afterEach(cleanup)

const query = <T,>(over: Partial<QueryLike<T>>): QueryLike<T> => ({
  isPending: false,
  isError: false,
  data: undefined,
  refetch: vi.fn(),
  ...over,
})

describe('the screen states', () => {
  it('loading: a status named by its label, which is also shown', () => {
    render(<LoadingState label="Loading products…" />)
    expect(screen.getByRole('status').textContent).toBe('Loading products…')
    expect(screen.getAllByText('Loading products…')).toHaveLength(2)
  })

  it('empty: the text and what to do next', () => {
    render(<EmptyState action={<a href="/blog">Back to blog</a>}>No blog posts available yet.</EmptyState>)
    expect(screen.getByText('No blog posts available yet.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to blog' })).toBeTruthy()
  })

  it("error: an alert with the message, and 'Try again' reads again", () => {
    const retry = vi.fn()
    render(<ErrorState message="Failed to fetch leads" onRetry={retry} />)
    expect(screen.getByRole('alert').textContent).toContain('Failed to fetch leads')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(retry).toHaveBeenCalledTimes(1)
  })

  it('a page-sized loading state keeps the room of the list it stands for; a section’s is smaller', () => {
    const { container } = render(
      <>
        <LoadingState size="page" label="Loading posts…" />
        <LoadingState label="Loading rows…" />
      </>,
    )
    const [page, section] = [...container.children].map((el) => el.className.split(' '))
    expect(page).toContain('min-h_96')
    expect(section).toContain('min-h_32')
    expect(section).not.toContain('min-h_96')
  })
})

describe('QueryStates', () => {
  const list = (rows: string[]) => (
    <ul>
      {rows.map((r) => (
        <li key={r}>{r}</li>
      ))}
    </ul>
  )
  const texts = { loading: 'Loading rows…', error: 'Failed to fetch rows', empty: 'No rows yet.' }

  it('while the first read runs: the loading state', () => {
    render(
      <QueryStates query={query<string[]>({ isPending: true })} {...texts}>
        {list}
      </QueryStates>,
    )
    expect(screen.getByRole('status').textContent).toBe('Loading rows…')
    expect(screen.queryByRole('list')).toBeNull()
  })

  it('a failed read: the error, whose retry refetches the query', () => {
    const failed = query<string[]>({ isError: true })
    render(
      <QueryStates query={failed} {...texts}>
        {list}
      </QueryStates>,
    )
    expect(screen.getByRole('alert').textContent).toContain('Failed to fetch rows')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(failed.refetch).toHaveBeenCalledTimes(1)
  })

  it('no rows: the empty state; rows: the children with the data', () => {
    const { rerender } = render(
      <QueryStates query={query<string[]>({ data: [] })} {...texts}>
        {list}
      </QueryStates>,
    )
    expect(screen.getByText('No rows yet.')).toBeTruthy()
    rerender(
      <QueryStates query={query({ data: ['a', 'b'] })} {...texts}>
        {list}
      </QueryStates>,
    )
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a', 'b'])
    expect(screen.queryByText('No rows yet.')).toBeNull()
  })

  it('a failed refetch keeps the data shown, with the error and its retry above it', () => {
    render(
      <QueryStates query={query({ isError: true, data: ['a'] })} {...texts}>
        {list}
      </QueryStates>,
    )
    expect(screen.getByRole('alert').textContent).toContain('Failed to fetch rows')
    expect(screen.getByRole('listitem').textContent).toBe('a')
  })

  it('emptiness is the caller’s when the data is not a list', () => {
    render(
      <QueryStates query={query({ data: { leads: [] as string[] } })} {...texts} isEmpty={(d) => d.leads.length === 0}>
        {(d) => list(d.leads)}
      </QueryStates>,
    )
    expect(screen.getByText('No rows yet.')).toBeTruthy()
  })
})
