// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ClearFiltersButton, Pager } from './pager'

afterEach(cleanup)

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement

describe('Pager', () => {
  it('names the page and moves one page either way', () => {
    const onPage = vi.fn()
    render(<Pager page={2} pages={3} onPage={onPage} />)
    expect(screen.getByRole('navigation', { name: 'Pages' }).textContent).toContain('Page 2 of 3')
    fireEvent.click(button('Previous'))
    fireEvent.click(button('Next'))
    expect(onPage.mock.calls).toEqual([[1], [3]])
  })

  it('cannot go before the first page or past the last', () => {
    const { rerender } = render(<Pager page={1} pages={2} onPage={() => undefined} />)
    expect(button('Previous').disabled).toBe(true)
    expect(button('Next').disabled).toBe(false)
    rerender(<Pager page={2} pages={2} onPage={() => undefined} />)
    expect(button('Previous').disabled).toBe(false)
    expect(button('Next').disabled).toBe(true)
  })
})

describe('ClearFiltersButton', () => {
  it('is off while nothing is filtered and clears when on', () => {
    const onClear = vi.fn()
    const { rerender } = render(<ClearFiltersButton filtered={false} onClear={onClear} />)
    expect(button('Clear filters').disabled).toBe(true)
    rerender(<ClearFiltersButton filtered onClear={onClear} />)
    fireEvent.click(button('Clear filters'))
    expect(onClear).toHaveBeenCalledOnce()
  })
})
