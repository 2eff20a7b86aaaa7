import { describe, expect, it } from 'vitest'
import { leadPayloadSchemas } from '#shared/schemas/leads.ts'
import { partnerAnswerOk, partnerFormBody } from './partner-post'

const payload = leadPayloadSchemas.contact.parse({
  type: 'contact',
  source: 'contact_form',
  first_name: 'Maya',
  last_name: 'Singh',
  client_email: 'maya@example.ca',
  client_phone: '+1 (416) 555-0142',
  message: 'Line one\nLine & two',
  consent: { granted: true, text_version: 'contact-2026-11', granted_at: '2026-11-23T15:00:00.000Z' },
  broker_code: 'LSM1',
  wpnonce: 'n0nce',
  metadata: { phoneType: 'Work' },
})

describe('partner form body', () => {
  it('has exactly the spec fields, in order, with the phone type code and casl true', () => {
    const body = partnerFormBody(payload)
    expect([...(body ?? [])]).toEqual([
      ['firstName', 'Maya'],
      ['lastName', 'Singh'],
      ['email', 'maya@example.ca'],
      ['phone', '416-555-0142'],
      ['phoneType', '2'],
      ['city', ''],
      ['postalCode', ''],
      ['comments', 'Line one\nLine & two'],
      ['casl', 'true'],
      ['action', 'm3-boss-contact-form'],
      ['brokerCode', 'LSM1'],
      ['wpnonce', 'n0nce'],
    ])
    // Encoded as a form: the & in the comments cannot add a field.
    expect(body?.toString()).toContain('comments=Line+one%0ALine+%26+two')
  })

  it('is skipped (null) when brokerCode or wpnonce is missing', () => {
    expect(partnerFormBody({ ...payload, wpnonce: undefined })).toBeNull()
    expect(partnerFormBody({ ...payload, broker_code: undefined })).toBeNull()
  })
})

describe("reading the partner's answer (JSON, else text)", () => {
  it.each([
    ['{"success":true}', true],
    ['{"success":false,"data":"bad nonce"}', false],
    ['0', false],
    ['-1', false],
    ['Thank you', true],
  ])('%s → %s', (text, ok) => expect(partnerAnswerOk(text)).toBe(ok))
})
