import { uuidv7 } from 'uuidv7'
import { describe, expect, it } from 'vitest'
import type * as z from 'zod/mini'
import { apiErrorSchema, toFieldErrors } from '#shared/schemas/errors.ts'
import {
  CONSENT_REQUIRED_MESSAGE,
  contactClientName,
  LEAD_BATCH_MAX,
  type LeadKind,
  type LeadPayloadInput,
  leadBatchRequestSchema,
  leadBatchResponseSchema,
  leadPayloadSchemas,
  leadStatusChangeSchema,
  leadSubmissionSchema,
  newsletterClientName,
  parseCanadianPostalCode,
  parseLeadBatch,
  parseNorthAmericanPhone,
} from './leads'

const consent = { granted: true as const, text_version: 'casl-2025-01', granted_at: '2025-06-01T12:00:00.000Z' }
const AGENT = '0190a5e4-7c1b-7cc3-9f1e-4a8b1c2d3e4f'

const valid: { [K in LeadKind]: LeadPayloadInput<K> } = {
  quote: {
    type: 'rate_quote',
    source: 'mortgage_calculator',
    client_name: 'Jane Doe',
    client_email: 'jane@example.ca',
    client_phone: '(416) 555-0123',
    agent_id: AGENT,
    metadata: {
      price: 600000,
      downPayment: 60000,
      location: 'Ontario',
      amortization: 25,
      mortgageRate: 3.94,
      paymentFrequency: 'monthly',
      calculations: {
        cmhcInsurance: 16740,
        totalMortgage: 556740,
        periodicPayment: 2905.12,
        totalPayments: 871536,
        totalInterest: 314796,
        payoffYears: 25,
      },
    },
  },
  chat: {
    type: 'contact',
    source: 'AI Chatbot',
    client_email: 'sam@example.com',
    message: {
      conversation: [
        { role: 'assistant', content: 'Hi! How can I help?' },
        { role: 'user', content: 'My email is sam@example.com' },
      ],
      last_interaction: '2025-06-01T12:00:00.000Z',
    },
    metadata: {
      property_value: 750000,
      property_type: 'condo',
      down_payment: null,
      mortgage_type: 'fixed',
      source_details: 'Captured from chat conversation',
      chat_session_id: 'chat_0190a5e4',
    },
  },
  contact: {
    type: 'contact',
    source: 'contact_form',
    first_name: 'Jane',
    last_name: 'Doe',
    client_email: 'jane@example.ca',
    client_phone: '+1 416 555 0123',
    message: 'Please call me about a renewal.\nThanks!',
    consent,
    metadata: { phoneType: 'Mobile', postalCode: 'm5v3l9' },
  },
  'become-broker': {
    type: 'contact',
    source: 'website',
    client_name: 'Alex Broker',
    client_email: 'alex@example.com',
    client_phone: '905-555-0199',
    message: 'Level 1 licence in progress',
    metadata: { type: 'agent_application', experience: 'New to industry' },
  },
  newsletter: {
    type: 'contact',
    source: 'newsletter',
    client_email: 'reader@example.org',
    consent,
    metadata: { subscribed_to: 'newsletter' },
  },
  application: {
    type: 'application',
    source: 'website',
    client_name: 'Pat Applicant',
    client_email: 'pat@example.ca',
    client_phone: '6135550100',
    metadata: { mortgage_amount: 450000, property_address: '1 Main St, Ottawa, ON' },
  },
  'affordability-copy': {
    type: 'contact',
    source: 'affordability_calculator',
    client_email: 'copy@example.ca',
    metadata: {
      inputs: {
        annualIncome: 100000,
        coBorrowerIncome: 0,
        downPayment: 20000,
        amortizationYears: 25,
        annualRatePct: 4.84,
        monthlyDebts: 300,
        monthlyHeat: 100,
        annualPropertyTax: 4000,
        monthlyCondoFees: 0,
      },
      results: {
        maxPrice: 455000,
        maxMortgage: 435000,
        monthlyPayment: 2500,
        lenderMaxPrice: 520000,
        lenderMaxMortgage: 500000,
        lenderMonthlyPayment: 2870,
        qualifyingRatePct: 6.84,
        bindingLimit: 'housing',
      },
    },
  },
}

const kinds = Object.keys(valid) as LeadKind[]

function submission(kind: LeadKind, payload: unknown = valid[kind]) {
  return { id: uuidv7(), kind, payload }
}

/** Field names (dotted paths) a failed parse reports. */
function failedFields(schema: z.ZodMiniType, input: unknown): string[] {
  const result = schema.safeParse(input)
  expect(result.success).toBe(false)
  return result.success ? [] : Object.keys(toFieldErrors(result.error))
}

describe('lead payloads', () => {
  it.each(kinds)('accepts a valid %s submission', (kind) => {
    const result = leadSubmissionSchema.safeParse(submission(kind))
    expect(result.success, JSON.stringify(result.error?.issues)).toBe(true)
  })

  it('normalises phone, postal code and trims text, and the result parses again to itself', () => {
    const parsed = leadPayloadSchemas.contact.parse({ ...valid.contact, first_name: '  Jane  ' })
    expect(parsed.client_phone).toBe('+14165550123')
    expect(parsed.metadata.postalCode).toBe('M5V 3L9')
    expect(parsed.first_name).toBe('Jane')
    expect(leadPayloadSchemas.contact.parse(parsed)).toEqual(parsed)
  })

  it('fills the chat defaults and maps missing contact details to null', () => {
    const parsed = leadPayloadSchemas.chat.parse(valid.chat)
    expect(parsed.client_name).toBe('Anonymous Lead')
    expect(parsed.client_phone).toBeNull()
    expect(leadPayloadSchemas.chat.parse(parsed)).toEqual(parsed)
  })

  it('requires an email or a phone on a chat lead', () => {
    const fields = failedFields(leadPayloadSchemas.chat, { ...valid.chat, client_email: '' })
    expect(fields).toContain('client_email')
    expect(
      leadPayloadSchemas.chat.safeParse({ ...valid.chat, client_email: null, client_phone: '416 555 0123' }).success,
    ).toBe(true)
  })

  it('treats an empty postal code as absent', () => {
    const parsed = leadPayloadSchemas.contact.parse({
      ...valid.contact,
      metadata: { phoneType: 'Work', postalCode: '' },
    })
    expect(parsed.metadata.postalCode).toBeUndefined()
  })

  it('requires ticked consent on the contact form, with the spec message', () => {
    const result = leadPayloadSchemas.contact.safeParse({ ...valid.contact, consent: { ...consent, granted: false } })
    expect(result.success).toBe(false)
    expect(result.error && toFieldErrors(result.error)['consent.granted']).toBe(CONSENT_REQUIRED_MESSAGE)
    const { consent: _omit, ...withoutConsent } = valid.contact
    expect(failedFields(leadPayloadSchemas.contact, withoutConsent)).toContain('consent')
  })

  it('requires newsletter opt-in consent and refuses a client_name (derived on the server)', () => {
    const { consent: _omit, ...noConsent } = valid.newsletter
    expect(failedFields(leadPayloadSchemas.newsletter, noConsent)).toContain('consent')
    expect(failedFields(leadPayloadSchemas.newsletter, { ...valid.newsletter, client_name: 'x' })).toContain(
      'client_name',
    )
  })

  it("carries the renewal calculator's figures on a renewal quote, checked field by field", () => {
    const renewal = {
      balance: 400_000,
      contractRatePct: 5.19,
      rateType: 'fixed' as const,
      monthsLeft: 30,
      maturityDate: '2029-05-27',
      lenderType: 'bank' as const,
      offerRatePct: 4.89,
      termYears: 5,
      switchRatePct: 4.19,
      switchMortgageType: 'Conventional' as const,
      penaltyPostedMethod: 10_000,
      penaltyPublishedMethod: 8000,
      penaltyToday: 10_000,
      switchingCosts: 1000,
      stayPayment: 2301.44,
      switchPayment: 2145.48,
      interestSaved: 13_413.01,
      netSavingAtMaturity: 12_413.01,
      breakEvenMonth: 5,
    }
    const quote = { ...valid.quote, type: 'refinance' as const, metadata: { ...valid.quote.metadata, renewal } }
    expect(leadPayloadSchemas.quote.parse(quote).metadata.renewal).toEqual(renewal)
    const bad = (patch: Record<string, unknown>) =>
      failedFields(leadPayloadSchemas.quote, {
        ...quote,
        metadata: { ...quote.metadata, renewal: { ...renewal, ...patch } },
      })
    expect(bad({ balance: 0 })).toContain('metadata.renewal.balance')
    expect(bad({ monthsLeft: 2.5 })).toContain('metadata.renewal.monthsLeft')
    expect(bad({ lenderType: 'credit union' })).toContain('metadata.renewal.lenderType')
    expect(bad({ maturityDate: '27/05/2029' })).toContain('metadata.renewal.maturityDate')
    expect(bad({ extra: 1 })).toContain('metadata.renewal.extra')
    // A saving may be negative (switching can cost more than it saves).
    expect(
      leadPayloadSchemas.quote.safeParse({
        ...quote,
        metadata: { ...quote.metadata, renewal: { ...renewal, netSavingAtMaturity: -2500 } },
      }).success,
    ).toBe(true)
  })

  it('refuses a down payment above the price', () => {
    const metadata = { ...valid.quote.metadata, downPayment: 700000 }
    expect(failedFields(leadPayloadSchemas.quote, { ...valid.quote, metadata })).toContain('metadata.downPayment')
  })

  it('refuses values outside the spec enumerations', () => {
    expect(
      failedFields(leadPayloadSchemas.quote, {
        ...valid.quote,
        metadata: { ...valid.quote.metadata, location: 'Texas' },
      }),
    ).toContain('metadata.location')
    expect(failedFields(leadPayloadSchemas.contact, { ...valid.contact, metadata: { phoneType: 'Fax' } })).toContain(
      'metadata.phoneType',
    )
    expect(failedFields(leadPayloadSchemas.quote, { ...valid.quote, source: 'website' })).toContain('source')
  })
})

describe('hostile input is refused with the field named', () => {
  it.each([
    ['top level', (p: Record<string, unknown>) => ({ ...p, is_admin: true }), 'payload.is_admin'],
    [
      'metadata',
      (p: Record<string, unknown>) => ({ ...p, metadata: { ...(p.metadata as object), extra: 1 } }),
      'payload.metadata.extra',
    ],
  ])('unknown key at %s', (_where, mutate, field) => {
    for (const kind of kinds) {
      const payload = mutate(valid[kind] as Record<string, unknown>)
      expect(failedFields(leadSubmissionSchema, submission(kind, payload))).toContain(field)
    }
  })

  it('unknown key on the envelope', () => {
    expect(failedFields(leadSubmissionSchema, { ...submission('quote'), agent: 'x' })).toContain('agent')
  })

  it('__proto__ from JSON', () => {
    const body = JSON.stringify(submission('contact')).replace(
      '"payload":{',
      '"payload":{"__proto__":{"isAdmin":true},',
    )
    const input: unknown = JSON.parse(body)
    expect(failedFields(leadSubmissionSchema, input)).toContain('payload.__proto__')
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined()
  })

  it.each([
    ['quote', 'client_name', 101],
    ['contact', 'message', 5001],
    ['contact', 'first_name', 51],
    ['become-broker', 'message', 5001],
    ['application', 'client_name', 101],
  ] as const)('oversize %s.%s', (kind, field, length) => {
    const payload = { ...(valid[kind] as Record<string, unknown>), [field]: 'a'.repeat(length) }
    expect(failedFields(leadSubmissionSchema, submission(kind, payload))).toContain(`payload.${field}`)
    const atLimit = { ...(valid[kind] as Record<string, unknown>), [field]: 'a'.repeat(length - 1) }
    expect(leadSubmissionSchema.safeParse(submission(kind, atLimit)).success).toBe(true)
  })

  it('oversize nested strings and arrays', () => {
    const tooLongExperience = {
      ...valid['become-broker'],
      metadata: { type: 'agent_application', experience: 'x'.repeat(201) },
    }
    expect(failedFields(leadPayloadSchemas['become-broker'], tooLongExperience)).toContain('metadata.experience')
    const manyMessages = Array.from({ length: 61 }, () => ({ role: 'user', content: 'hi' }))
    const chat = { ...valid.chat, message: { ...valid.chat.message, conversation: manyMessages } }
    expect(failedFields(leadPayloadSchemas.chat, chat)).toContain('message.conversation')
    const longContent = {
      ...valid.chat,
      message: { ...valid.chat.message, conversation: [{ role: 'user', content: 'x'.repeat(4001) }] },
    }
    expect(failedFields(leadPayloadSchemas.chat, longContent)).toContain('message.conversation.0.content')
    expect(
      failedFields(leadPayloadSchemas.quote, { ...valid.quote, client_email: `${'a'.repeat(250)}@x.ca` }),
    ).toContain('client_email')
  })

  it('control characters in single-line fields', () => {
    expect(failedFields(leadPayloadSchemas.quote, { ...valid.quote, client_name: 'Jane\u0000Doe' })).toContain(
      'client_name',
    )
    expect(failedFields(leadPayloadSchemas.application, { ...valid.application, client_name: 'Jane\nDoe' })).toContain(
      'client_name',
    )
  })

  it.each(['jane', 'jane@', '@example.ca', 'jane@example', 'ja ne@example.ca', 'jane@@example.ca'])(
    'bad email %j',
    (email) => {
      expect(failedFields(leadPayloadSchemas.quote, { ...valid.quote, client_email: email })).toContain('client_email')
    },
  )

  it.each([
    '555-0123',
    '416-555-012',
    '0416 555 0123',
    '(116) 555-0123',
    '416 055 0123',
    '+44 20 7946 0958',
    '416-555-01234',
    'four one six',
  ])('bad phone %j', (phone) => {
    expect(failedFields(leadPayloadSchemas.contact, { ...valid.contact, client_phone: phone })).toContain(
      'client_phone',
    )
    expect(failedFields(leadPayloadSchemas.quote, { ...valid.quote, client_phone: phone })).toContain('client_phone')
  })

  it.each(['12345', 'M5V 3L', 'Z5V 3L9', 'M5V 3O9', 'D1A 1A1', 'M5V--3L9', 'M5V 3L9 X'])(
    'bad postal code %j',
    (postalCode) => {
      const payload = { ...valid.contact, metadata: { phoneType: 'Mobile', postalCode } }
      expect(failedFields(leadPayloadSchemas.contact, payload)).toContain('metadata.postalCode')
    },
  )

  it('ids must be UUIDv7 and kinds known', () => {
    expect(
      failedFields(leadSubmissionSchema, { ...submission('quote'), id: '550e8400-e29b-41d4-a716-446655440000' }),
    ).toContain('id')
    expect(failedFields(leadSubmissionSchema, { ...submission('quote'), kind: 'other' })).toContain('kind')
  })

  it('a payload of another kind does not pass under the wrong kind', () => {
    expect(leadSubmissionSchema.safeParse(submission('contact', valid.quote)).success).toBe(false)
  })

  it('honeypot must be empty or absent', () => {
    expect(leadSubmissionSchema.safeParse({ ...submission('quote'), honeypot: '' }).success).toBe(true)
    expect(failedFields(leadSubmissionSchema, { ...submission('quote'), honeypot: 'http://spam' })).toContain(
      'honeypot',
    )
  })
})

describe('phone and postal code parsers', () => {
  it.each([
    ['4165550123', '+14165550123'],
    ['416-555-0123', '+14165550123'],
    ['416.555.0123', '+14165550123'],
    ['(416) 555-0123', '+14165550123'],
    ['+1 (416) 555-0123', '+14165550123'],
    ['1-416-555-0123', '+14165550123'],
    ['+14165550123', '+14165550123'],
  ])('%j → %s', (input, expected) => {
    expect(parseNorthAmericanPhone(input)).toBe(expected)
  })

  it.each([
    ['k1a0b1', 'K1A 0B1'],
    ['K1A-0B1', 'K1A 0B1'],
    [' h0h 0h0 ', 'H0H 0H0'],
  ])('%j → %s', (input, expected) => {
    expect(parseCanadianPostalCode(input)).toBe(expected)
  })
})

describe('batch contract', () => {
  it('accepts 1..50 entries and refuses 0 or 51', () => {
    const entries = Array.from({ length: LEAD_BATCH_MAX }, () => submission('newsletter'))
    expect(leadBatchRequestSchema.safeParse({ entries }).success).toBe(true)
    expect(failedFields(leadBatchRequestSchema, { entries: [] })).toContain('entries')
    expect(failedFields(leadBatchRequestSchema, { entries: [...entries, submission('newsletter')] })).toContain(
      'entries',
    )
    expect(failedFields(leadBatchRequestSchema, { entries, extra: 1 })).toContain('extra')
  })

  it('parseLeadBatch judges each entry on its own and traps a filled honeypot', () => {
    const good = submission('quote')
    const bad = submission('contact', { ...valid.contact, client_email: 'nope' })
    const bot = { ...submission('newsletter'), honeypot: 'I am a bot' }
    const parsed = parseLeadBatch({ entries: [good, bad, bot, 42] })
    expect(parsed.ok).toBe(true)
    if (!parsed.ok) return
    const [a, b, c, d] = parsed.entries
    expect(a?.status).toBe('valid')
    expect(b).toMatchObject({ status: 'invalid', id: bad.id, error: { code: 'validation_failed' } })
    expect(b?.status === 'invalid' && b.error.fields).toHaveProperty(['payload.client_email'])
    expect(c).toEqual({ status: 'trapped', id: bot.id })
    expect(d).toMatchObject({ status: 'invalid', id: null })
  })

  it('parseLeadBatch refuses a bad envelope as a whole', () => {
    const parsed = parseLeadBatch({ entries: [] })
    expect(parsed).toMatchObject({ ok: false, error: { code: 'validation_failed' } })
    expect(parseLeadBatch({ entries: [submission('quote')], x: 1 })).toMatchObject({
      ok: false,
      error: { fields: { x: 'Unknown field' } },
    })
  })

  it('the response schema tolerates new fields (old installed apps keep working)', () => {
    const response = {
      results: [
        { id: 'a', outcome: 'ok', status: 'new', newField: true },
        {
          id: 'b',
          outcome: 'rejected',
          error: { code: 'validation_failed', message: 'bad', fields: { 'payload.client_email': 'Invalid' } },
        },
      ],
    }
    const parsed = leadBatchResponseSchema.parse(response)
    expect(parsed.results[0]).toEqual({ id: 'a', outcome: 'ok', status: 'new' })
    expect(leadBatchResponseSchema.safeParse({ results: [{ id: 'a', outcome: 'maybe' }] }).success).toBe(false)
  })
})

describe('derivations and other contracts', () => {
  it('newsletter client_name is the part before the @', () => {
    expect(newsletterClientName(' jane.doe+news@example.ca ')).toBe('jane.doe+news')
    expect(newsletterClientName(`${'a'.repeat(150)}@x.ca`)).toHaveLength(100)
  })

  it('contact client_name is first plus last', () => {
    expect(contactClientName({ first_name: 'Jane', last_name: 'Doe' })).toBe('Jane Doe')
  })

  it('lead status change needs a known status and a non-negative version', () => {
    const ok = { leadId: AGENT, status: 'contacted', baseVersion: 3 }
    expect(leadStatusChangeSchema.safeParse(ok).success).toBe(true)
    expect(failedFields(leadStatusChangeSchema, { ...ok, status: 'won' })).toContain('status')
    expect(failedFields(leadStatusChangeSchema, { ...ok, baseVersion: -1 })).toContain('baseVersion')
  })

  it('api error shape is strict', () => {
    expect(apiErrorSchema.safeParse({ error: { code: 'x', message: 'y' } }).success).toBe(true)
    expect(apiErrorSchema.safeParse({ error: { code: 'x', message: 'y', stack: 'z' } }).success).toBe(false)
    expect(apiErrorSchema.safeParse({ error: { code: '', message: 'y' } }).success).toBe(false)
  })
})

describe('affordability copy', () => {
  const copy = valid['affordability-copy']

  it('carries the calculator inputs under the names affordability() takes', () => {
    const parsed = leadPayloadSchemas['affordability-copy'].parse(copy)
    expect(Object.keys(parsed.metadata.inputs).sort()).toEqual(
      [
        'annualIncome',
        'annualPropertyTax',
        'annualRatePct',
        'amortizationYears',
        'coBorrowerIncome',
        'downPayment',
        'monthlyCondoFees',
        'monthlyDebts',
        'monthlyHeat',
      ].sort(),
    )
  })

  it('refuses out-of-bounds inputs and an unknown binding limit', () => {
    const schema = leadPayloadSchemas['affordability-copy']
    const withInputs = (inputs: object) => ({
      ...copy,
      metadata: { ...copy.metadata, inputs: { ...copy.metadata.inputs, ...inputs } },
    })
    expect(failedFields(schema, withInputs({ amortizationYears: 31 }))).toContain('metadata.inputs.amortizationYears')
    expect(failedFields(schema, withInputs({ annualIncome: 0 }))).toContain('metadata.inputs.annualIncome')
    expect(failedFields(schema, withInputs({ monthlyDebts: -1 }))).toContain('metadata.inputs.monthlyDebts')
    expect(failedFields(schema, withInputs({ interestRate: 4.84 }))).toContain('metadata.inputs.interestRate')
    const badLimit = {
      ...copy,
      metadata: { ...copy.metadata, results: { ...copy.metadata.results, bindingLimit: 'income' } },
    }
    expect(failedFields(schema, badLimit)).toContain('metadata.results.bindingLimit')
  })
})
