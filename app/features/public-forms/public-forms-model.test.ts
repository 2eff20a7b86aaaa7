import { describe, expect, it } from 'vitest'
import { leadPayloadSchemas } from '#shared/schemas/leads.ts'
import { CONTACT_CONSENT, NEWSLETTER_CONSENT } from '#shared/schemas/public-forms.ts'
import { buildBecomeBrokerPayload, initialBecomeBrokerValues, validateBecomeBroker } from './become-broker-model'
import {
  buildContactPayload,
  CONSENT_REQUIRED,
  type ContactValues,
  initialContactValues,
  validateContact,
} from './contact-model'
import { buildNewsletterPayload, validateNewsletter } from './newsletter-model'
import { parseContactSearch } from './public-search'

const filled: ContactValues = {
  firstName: ' Maya ',
  lastName: 'Singh',
  email: 'maya@example.ca',
  phone: '416 555 0142',
  phoneType: 'Residential',
  postalCode: 'k1a0b1',
  message: 'Call me',
  consent: true,
}
const now = new Date('2026-11-23T15:00:00.000Z')

describe('contact form model', () => {
  it('starts empty with phone type Mobile and consent off (the reset values of the spec)', () => {
    expect(initialContactValues()).toMatchObject({ phoneType: 'Mobile', consent: false, firstName: '', message: '' })
  })

  it('names every required field, and the consent with the spec text', () => {
    expect(Object.keys(validateContact(initialContactValues())).sort()).toEqual([
      'consent',
      'email',
      'firstName',
      'lastName',
      'message',
      'phone',
    ])
    expect(validateContact({ ...filled, consent: false })).toEqual({ consent: CONSENT_REQUIRED })
    expect(CONSENT_REQUIRED).toBe('Please consent to receiving communications')
  })

  it('checks the optional postal code only when given', () => {
    expect(validateContact({ ...filled, postalCode: '' })).toEqual({})
    expect(validateContact({ ...filled, postalCode: 'D1A 1A1' }).postalCode).toMatch(/Canadian postal code/)
  })

  it('builds the lead the shared schema accepts, with consent version and partner codes', () => {
    const payload = buildContactPayload(filled, { agentId: null as never, brokerCode: 'LSM1', wpnonce: 'abc' }, now)
    const parsed = leadPayloadSchemas.contact.parse(payload)
    expect(parsed).toMatchObject({
      type: 'contact',
      source: 'contact_form',
      first_name: 'Maya',
      client_phone: '+14165550142',
      broker_code: 'LSM1',
      wpnonce: 'abc',
      consent: { granted: true, text_version: CONTACT_CONSENT.version, granted_at: now.toISOString() },
      metadata: { phoneType: 'Residential', postalCode: 'K1A 0B1' },
    })
    expect(buildContactPayload({ ...filled, consent: false }, {})).toBeNull()
  })

  it('keeps only id-shaped agents and token-shaped partner codes from the link', () => {
    expect(
      parseContactSearch({ agent: '019B76DA-A800-7FFF-8FFF-000000000002', brokerCode: 'LSM-1', wpnonce: 'a1b2' }),
    ).toEqual({
      agent: '019b76da-a800-7fff-8fff-000000000002',
      brokerCode: 'LSM-1',
      wpnonce: 'a1b2',
    })
    expect(parseContactSearch({ agent: 'sarah', brokerCode: 'a&action=x', wpnonce: 5 })).toEqual({})
  })
})

describe('become-a-broker model', () => {
  it('requires name, email, phone and experience; additional information is optional', () => {
    expect(Object.keys(validateBecomeBroker(initialBecomeBrokerValues())).sort()).toEqual([
      'email',
      'experience',
      'name',
      'phone',
    ])
    const payload = buildBecomeBrokerPayload({
      name: 'Alex',
      email: 'a@example.com',
      phone: '9055550177',
      experience: 'New to industry',
      message: '',
    })
    expect(leadPayloadSchemas['become-broker'].parse(payload)).toEqual({
      type: 'contact',
      source: 'website',
      client_name: 'Alex',
      client_email: 'a@example.com',
      client_phone: '+19055550177',
      metadata: { type: 'agent_application', experience: 'New to industry' },
    })
  })
})

describe('newsletter model', () => {
  it('requires a valid email and the opt-in; the lead carries the consent version', () => {
    expect(Object.keys(validateNewsletter({ email: 'x', consent: false })).sort()).toEqual(['consent', 'email'])
    const payload = buildNewsletterPayload({ email: ' r@example.org ', consent: true }, now)
    expect(leadPayloadSchemas.newsletter.parse(payload)).toEqual({
      type: 'contact',
      source: 'newsletter',
      client_email: 'r@example.org',
      consent: { granted: true, text_version: NEWSLETTER_CONSENT.version, granted_at: now.toISOString() },
      metadata: { subscribed_to: 'newsletter' },
    })
  })
})
