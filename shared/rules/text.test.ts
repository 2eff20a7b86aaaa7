import { describe, expect, it } from 'vitest'
import { BIDI_CONTROLS_MESSAGE, CONTROL_CHARS_MESSAGE, textProblem } from './text'

describe('textProblem', () => {
  const name = { min: 1, max: 5 }
  it('trims, then checks the bounds, then safe text', () => {
    expect(textProblem('  ', name)).toEqual({ code: 'required' })
    expect(textProblem(' Maya ', name)).toBeNull()
    expect(textProblem('Mayank', name)).toEqual({ code: 'too-long', max: 5 })
    expect(textProblem('Ma\u202ey', name)).toEqual({ code: 'unsafe', message: BIDI_CONTROLS_MESSAGE })
  })

  it('allows line breaks only in multi-line text, and nothing when optional and empty', () => {
    expect(textProblem('a\nb', { min: 0, max: 10 })).toEqual({ code: 'unsafe', message: CONTROL_CHARS_MESSAGE })
    expect(textProblem('a\nb', { min: 0, max: 10, multiline: true })).toBeNull()
    expect(textProblem('', { min: 0, max: 10 })).toBeNull()
  })
})
