import { describe, expect, it } from 'vitest'
import { NUMBER_WORD_VALUES, SMALL_NUMBER_WORDS } from './number-words'

describe('number words', () => {
  it('gives each English and French number word its value', () => {
    expect(NUMBER_WORD_VALUES.seventeen).toBe(17)
    expect(NUMBER_WORD_VALUES.quarante).toBe(40)
    expect(NUMBER_WORD_VALUES.une).toBe(1)
    expect(NUMBER_WORD_VALUES.hundred).toBeUndefined()
  })

  it('reads durations and percentages from one to forty, twenty-five in two words too', () => {
    expect(SMALL_NUMBER_WORDS['twenty five']).toBe(25)
    expect(SMALL_NUMBER_WORDS['vingt-cinq']).toBe(25)
    expect(SMALL_NUMBER_WORDS.eleven).toBe(11)
    expect(SMALL_NUMBER_WORDS.zero).toBeUndefined()
    expect(SMALL_NUMBER_WORDS.sixty).toBeUndefined()
  })
})
