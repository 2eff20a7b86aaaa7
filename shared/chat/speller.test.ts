import { describe, expect, it } from 'vitest'
import { buildChatVocabulary } from './index-build'
import { createSpeller, editDistance } from './speller'

describe('speller', () => {
  it('counts a swap of neighbours as one edit and stops past the limit', () => {
    expect(editDistance('clsoing', 'closing', 2)).toBe(1)
    expect(editDistance('varible', 'variable', 2)).toBe(1)
    expect(editDistance('mortgage', 'fortune', 1)).toBe(2)
  })

  it('corrects to the vocabulary within one edit (two from 8 letters), keeping the first letter', () => {
    const s = createSpeller(['transfer', 'variable', 'closing', 'should', 'fixed', 'life', 'line'])
    expect(s.correct('tranfer')).toBe('transfer')
    expect(s.correct('varible')).toBe('variable')
    expect(s.correct('clsoing')).toBe('closing')
    expect(s.correct('shoud')).toBe('should')
    expect(s.correct('fixd')).toBe('fixed')
    // Known words, short words and far words stay.
    expect(s.correct('life')).toBe('life')
    expect(s.correct('wat')).toBe('wat')
    expect(s.correct('faucet')).toBe('faucet')
    expect(s.correct('bariable')).toBe('bariable')
  })

  it('leaves the people a visitor names as they are, and still corrects the typos near them', () => {
    const s = createSpeller(buildChatVocabulary().split(' '))
    for (const word of ['fiance', 'fiancee', 'hubby', 'employer', 'landlord', 'stepdad', 'grandparents'])
      expect(s.correct(word)).toBe(word)
    expect(s.correct('finnance')).toBe('finance')
    expect(s.correct('landlrd')).toBe('landlord')
    expect(s.correct('hussband')).toBe('husband')
  })
})
