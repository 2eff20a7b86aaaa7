import { describe, expect, it } from 'vitest'
import { accessibilityFeedbackPayloadSchema } from '#shared/compliance/cases.ts'
import { buildFeedbackPayload, initialFeedbackValues, validateFeedback } from './accessibility-feedback-model'

describe('the accessibility feedback form model', () => {
  it('names what is missing; the phone may stay empty', () => {
    expect(validateFeedback(initialFeedbackValues())).toEqual({
      name: 'Enter your name.',
      email: 'Enter your email address.',
      details: 'Tell us what is hard to use, or what we could do better.',
    })
  })

  it('builds the payload the shared contract accepts', () => {
    const payload = buildFeedbackPayload({ name: 'Ari', email: 'ari@example.ca', phone: '', details: 'Too small.' })
    expect(payload).toEqual({ name: 'Ari', email: 'ari@example.ca', phone: null, details: 'Too small.' })
    expect(accessibilityFeedbackPayloadSchema.safeParse(payload).success).toBe(true)
  })
})
