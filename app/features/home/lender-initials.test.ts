import { describe, expect, it } from 'vitest'
import { lenderInitials } from './lender-initials'

describe('lenderInitials', () => {
  it.each([
    ['RBC Royal Bank', 'RBC'],
    ['TD Canada Trust', 'TD'],
    ['BMO Bank of Montreal', 'BMO'],
    ['CIBC', 'CIBC'],
    ['MCAP', 'MCAP'],
    ['Home Trust', 'HT'],
    ['National Bank', 'NB'],
    ['Tangerine', 'T'],
    ['Bank of the West', 'BW'],
    ['  équitable   banque ', 'ÉB'],
    ['', '?'],
  ])('%s → %s', (name, expected) => {
    expect(lenderInitials(name)).toBe(expected)
  })
})
