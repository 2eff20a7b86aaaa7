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

  it('never turns a known word with an English ending into another word; its own base may stand for it', () => {
    const s = createSpeller(['play', 'paying', 'start', 'stated', 'movie', 'rate', 'rates', 'lease', 'fixed', 'fix'])
    expect(s.correct('playing')).toBe('playing')
    expect(s.correct('started')).toBe('started')
    expect(s.correct('movies')).toBe('movie')
    expect(s.correct('leased')).toBe('lease')
    expect(s.correct('stoppped')).toBe('stoppped')
    expect(s.correct('fixd')).toBe('fixed')
    expect(s.correct('payng')).toBe('paying')
  })

  it('knows common words that are a letter away from a mortgage word ("found", "quote", "crash", "march")', () => {
    const s = createSpeller(buildChatVocabulary().split(' '))
    for (const word of ['found', 'quote', 'crash', 'requirement', 'separately']) expect(s.correct(word)).toBe(word)
    expect(s.correct('quoted')).toBe('quote')
    expect(s.correct('refinnance')).toBe('refinance')
    expect(s.correct('penalti')).toBe('penalty')
  })
})
