import { describe, expect, it } from 'vitest'
import { characterCount } from './character-count'

describe('characterCount', () => {
  it('shows length over max and stays quiet while there is room', () => {
    expect(characterCount('Mortgage help', 60)).toMatchObject({
      length: 13,
      remaining: 47,
      over: false,
      visible: '13/60',
      announcement: '',
    })
  })

  it('announces the characters left from 10 down', () => {
    expect(characterCount('x'.repeat(50), 60).announcement).toBe('10 characters left')
    expect(characterCount('x'.repeat(51), 60).announcement).toBe('9 characters left')
    expect(characterCount('x'.repeat(59), 60).announcement).toBe('1 character left')
    expect(characterCount('x'.repeat(60), 60)).toMatchObject({
      over: false,
      announcement: '0 characters left',
      visible: '60/60',
    })
  })

  it('says how far over the limit the text is', () => {
    expect(characterCount('x'.repeat(161), 160)).toMatchObject({
      over: true,
      remaining: -1,
      visible: '161/160',
      announcement: '1 character over the limit of 160',
    })
    expect(characterCount('x'.repeat(165), 160).announcement).toBe('5 characters over the limit of 160')
  })

  it('counts what the server keeps: surrounding spaces are trimmed', () => {
    expect(characterCount('  hello  ', 60).length).toBe(5)
    expect(characterCount(' '.repeat(70), 60).over).toBe(false)
  })
})
