import { describe, expect, it } from 'vitest'
import { chatMessageText, parseLeadMessage } from './lead-message'

describe('parseLeadMessage', () => {
  it('reads the stored chat format as a conversation', () => {
    const text = chatMessageText(
      [
        { role: 'assistant', content: 'Hi!' },
        { role: 'user', content: 'Call me at 416-555-0199' },
      ],
      '2026-01-02T03:04:05.000Z',
    )
    expect(parseLeadMessage(text)).toEqual({
      kind: 'conversation',
      turns: [
        { role: 'assistant', content: 'Hi!' },
        { role: 'user', content: 'Call me at 416-555-0199' },
      ],
      lastInteraction: '2026-01-02T03:04:05.000Z',
    })
  })

  it('also reads a `conversation` key and a bare array', () => {
    expect(parseLeadMessage('{"conversation":[{"role":"user","content":"x"}]}')).toMatchObject({
      kind: 'conversation',
      turns: [{ role: 'user', content: 'x' }],
      lastInteraction: null,
    })
    expect(parseLeadMessage('[{"role":"assistant","content":"y"}]')).toMatchObject({ kind: 'conversation' })
  })

  it('shows invalid JSON and non-conversation JSON as plain text', () => {
    expect(parseLeadMessage('{not json')).toEqual({ kind: 'text', text: '{not json' })
    expect(parseLeadMessage('{"a":1}')).toEqual({ kind: 'text', text: '{"a":1}' })
    expect(parseLeadMessage('[{"role":"system","content":"x"}]')).toEqual({
      kind: 'text',
      text: '[{"role":"system","content":"x"}]',
    })
    expect(parseLeadMessage('Hello <script>alert(1)</script>')).toEqual({
      kind: 'text',
      text: 'Hello <script>alert(1)</script>',
    })
  })

  it('treats null, undefined and blank as no message', () => {
    expect(parseLeadMessage(null)).toEqual({ kind: 'none' })
    expect(parseLeadMessage(undefined)).toEqual({ kind: 'none' })
    expect(parseLeadMessage('   ')).toEqual({ kind: 'none' })
  })
})
