import { describe, expect, it } from 'vitest'
import { detectLang } from './lang'

describe('detectLang', () => {
  it('tells French from English by the words only each uses', () => {
    expect(detectLang("c'est quoi le CELIAPP")).toBe('fr')
    expect(detectLang('combien de mise de fonds pour une maison de 600 000 $')).toBe('fr')
    expect(detectLang('et sur 30 ans?')).toBe('fr')
    expect(detectLang('RAP REER limite')).toBe('fr')
    expect(detectLang('translate hello into french')).toBe('en')
    expect(detectLang('what about 30 years?')).toBe('en')
  })

  it('says nothing when there is nothing to go by', () => {
    expect(detectLang('30?')).toBeNull()
    expect(detectLang('cmhc')).toBeNull()
  })
})
