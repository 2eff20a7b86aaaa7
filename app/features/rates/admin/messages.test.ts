import { describe, expect, it } from 'vitest'
import { formatAdminRate } from './messages'

describe('formatAdminRate', () => {
  it('shows a rate with two decimals, as the rest of the site does', () => {
    expect(formatAdminRate(4.79)).toBe('4.79')
    expect(formatAdminRate(5)).toBe('5.00')
    expect(formatAdminRate(4.125)).toBe('4.13')
    expect(formatAdminRate(4.124)).toBe('4.12')
  })
})
