// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { LenderForm } from './lenders-admin-page'

afterEach(cleanup)

describe('the Add Lender form', () => {
  it('keeps the typed name when the type changes afterwards (the change handler reads the value at once)', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <LenderForm editing={null} onDone={() => undefined} />
      </QueryClientProvider>,
    )
    const name = screen.getByRole('textbox', { name: /Name/ })
    fireEvent.change(name, { target: { value: 'First Ontario' } })
    const type = screen.getByRole('combobox', { name: /Type/ })
    fireEvent.change(type, { target: { value: 'alternate_lender' } })
    expect((screen.getByRole('combobox', { name: /Type/ }) as unknown as HTMLSelectElement).value).toBe(
      'alternate_lender',
    )
    expect((screen.getByRole('textbox', { name: /Name/ }) as HTMLInputElement).value).toBe('First Ontario')
  })
})
