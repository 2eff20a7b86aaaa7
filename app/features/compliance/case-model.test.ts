import { describe, expect, it } from 'vitest'
import { CASE_TEXT } from '#shared/constants/compliance.ts'
import { askerPayload, askerProblems, caseFormTexts, detailsProblem } from './case-model'

describe('what the compliance forms share', () => {
  it('checks the phone only where the form asks for one', () => {
    expect(Object.keys(askerProblems({ name: '', email: '' }))).toEqual(['name', 'email'])
    expect(askerProblems({ name: 'Ari', email: 'ari@example.ca', phone: '123' }).phone).toBe(
      'Enter a 10-digit phone number, like 416-555-0123, or leave it empty.',
    )
    expect(askerPayload({ name: ' Ari ', email: ' ari@example.ca ', phone: '' })).toEqual({
      name: 'Ari',
      email: 'ari@example.ca',
    })
  })

  it('says of the noun when the details are missing or too long', () => {
    expect(detailsProblem('  ', 'request', 'Tell us.')).toBe('Tell us.')
    expect(detailsProblem('x'.repeat(CASE_TEXT.details.max + 1), 'request', 'Tell us.')).toMatch(
      /^Your request can be at most [\d,]+ characters\.$/,
    )
    expect(detailsProblem('Fine.', 'request', 'Tell us.')).toBeUndefined()
  })

  it('words sending the case after its noun', () => {
    expect(caseFormTexts('complaint', 'Received.')).toEqual({
      success: 'Received.',
      failure: 'Failed to send your complaint. Please try again.',
      queued: "You're offline. Your complaint is saved and will be sent when you're back online.",
      queuedInMemory: "You're offline. Keep this page open: your complaint will be sent when you're back online.",
    })
  })
})
