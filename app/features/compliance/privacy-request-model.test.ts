import { describe, expect, it } from 'vitest'
import { privacyRequestPayloadSchema } from '#shared/compliance/cases.ts'
import {
  buildPrivacyRequestPayload,
  initialPrivacyRequestValues,
  validatePrivacyRequest,
} from './privacy-request-model'

describe('the privacy request form model', () => {
  it('asks for a copy by default and says what each missing field needs', () => {
    expect(initialPrivacyRequestValues().requestType).toBe('access')
    expect(validatePrivacyRequest(initialPrivacyRequestValues())).toEqual({
      name: 'Enter your name.',
      email: 'Enter your email address.',
      details: 'Tell us what you would like a copy of.',
    })
    expect(validatePrivacyRequest({ ...initialPrivacyRequestValues(), requestType: 'correction' }).details).toBe(
      'Tell us what should be corrected.',
    )
  })

  it('builds the payload the shared contract accepts', () => {
    const payload = buildPrivacyRequestPayload({
      requestType: 'correction',
      name: ' Pat ',
      email: 'pat@example.ca',
      details: 'My phone number is wrong.',
    })
    expect(payload).toEqual({
      request_type: 'correction',
      name: 'Pat',
      email: 'pat@example.ca',
      details: 'My phone number is wrong.',
    })
    expect(privacyRequestPayloadSchema.safeParse(payload).success).toBe(true)
  })
})
