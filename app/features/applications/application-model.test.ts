import { describe, expect, it } from 'vitest'
import { placeFieldErrors } from '#app/components/form/place-field-errors.ts'
import { applicationLeadPayloadSchema } from '#shared/schemas/leads.ts'
import {
  APPLICATION_SERVER_FIELDS,
  type ApplicationValues,
  buildApplicationPayload,
  initialApplicationValues,
  NO_AGENT,
  parseAmount,
  parseApplicationSearch,
  validateApplication,
} from './application-model'
import { applicationStatus, describeApplication } from './my-applications-model'

const AGENT = '0190f5b2-7c1e-7a00-8000-000000000001'

const filled = (over: Partial<ApplicationValues> = {}): ApplicationValues => ({
  ...initialApplicationValues(),
  name: 'Priya Shah',
  email: 'priya@example.ca',
  phone: '(416) 555-0123',
  ...over,
})

describe('search parameters', () => {
  it("keeps 'Apply Now''s amount and an agent id; drops anything unusable", () => {
    expect(parseApplicationSearch({ amount: 431250 })).toEqual({ amount: 431250 })
    expect(parseApplicationSearch({ amount: '431,250' })).toEqual({ amount: 431250 })
    expect(parseApplicationSearch({ amount: 1234.6, agent: AGENT.toUpperCase() })).toEqual({
      amount: 1235,
      agent: AGENT,
    })
    for (const amount of [0, -5, 'abc', Number.NaN, Infinity, 1e12, null, {}])
      expect(parseApplicationSearch({ amount })).toEqual({})
    expect(parseApplicationSearch({ agent: "1' OR 1=1" })).toEqual({})
  })

  it("keeps a product's name from its 'Apply Now' as one line, and drops an empty or overlong one", () => {
    expect(parseApplicationSearch({ product: '  MIC Second\nMortgage ' })).toEqual({ product: 'MIC Second Mortgage' })
    expect(parseApplicationSearch({ product: 'Big-Bank 5-Year Fixed', agent: AGENT })).toEqual({
      product: 'Big-Bank 5-Year Fixed',
      agent: AGENT,
    })
    for (const product of ['', '   ', 'x'.repeat(201), 42, null])
      expect(parseApplicationSearch({ product })).toEqual({})
    expect(initialApplicationValues({ product: 'MIC Second Mortgage' }).product).toBe('MIC Second Mortgage')
  })

  it('prefills the amount and the agent', () => {
    expect(initialApplicationValues({ amount: 431250, agent: AGENT })).toMatchObject({
      amount: '431250',
      agentId: AGENT,
      name: '',
    })
    expect(initialApplicationValues()).toMatchObject({ amount: '', agentId: NO_AGENT })
  })
})

describe('validation', () => {
  it('requires name, email and phone, in plain words', () => {
    expect(validateApplication(initialApplicationValues())).toEqual({
      name: 'Enter your full name.',
      email: 'Enter your email address.',
      phone: 'Enter your phone number.',
    })
  })

  it('checks formats and bounds', () => {
    const errors = validateApplication(
      filled({ email: 'priya@', phone: '555-0123', amount: '12abc', address: 'x'.repeat(301), name: 'n'.repeat(101) }),
    )
    expect(Object.keys(errors).sort()).toEqual(['address', 'amount', 'email', 'name', 'phone'])
    expect(validateApplication(filled({ amount: '0' })).amount).toMatch(/greater than \$0/)
    expect(validateApplication(filled({ amount: '100000001' })).amount).toMatch(/at most/)
    expect(validateApplication(filled())).toEqual({})
  })

  it('reads amounts as people type them', () => {
    expect(parseAmount('')).toBeNull()
    expect(parseAmount(' $450,000 ')).toBe(450000)
    expect(parseAmount('450000.5')).toBe(450000.5)
    expect(parseAmount('4.5e5')).toBeNaN()
    expect(parseAmount('-1')).toBeNaN()
  })
})

describe('the lead', () => {
  it('is an application lead from the website source and passes the shared schema', () => {
    const payload = buildApplicationPayload(
      filled({ amount: '450,000', address: ' 12 King St W, Toronto ', agentId: AGENT }),
    )
    expect(payload).toEqual({
      type: 'application',
      source: 'website',
      client_name: 'Priya Shah',
      client_email: 'priya@example.ca',
      client_phone: '(416) 555-0123',
      agent_id: AGENT,
      metadata: { mortgage_amount: 450000, property_address: '12 King St W, Toronto' },
    })
    const parsed = applicationLeadPayloadSchema.parse(payload)
    expect(parsed.client_phone).toBe('+14165550123')
  })

  it('leaves the agent unassigned and the amount null when not given', () => {
    const payload = buildApplicationPayload(filled())
    expect(payload?.agent_id).toBeNull()
    expect(payload?.metadata).toEqual({ mortgage_amount: null })
    expect(applicationLeadPayloadSchema.safeParse(payload).success).toBe(true)
  })

  it('names the product the visitor applies for, and passes the shared schema', () => {
    const payload = buildApplicationPayload(filled({ product: ' MIC Second Mortgage ' }))
    expect(payload?.metadata).toEqual({ mortgage_amount: null, product: 'MIC Second Mortgage' })
    expect(applicationLeadPayloadSchema.safeParse(payload).success).toBe(true)
    expect(validateApplication(filled({ product: 'x'.repeat(201) })).product).toBe(
      'The product name can be at most 200 characters.',
    )
    expect(placeFieldErrors({ 'payload.metadata.product': 'Too long' }, APPLICATION_SERVER_FIELDS)).toEqual({
      product: 'Too long',
    })
  })

  it('is not built from an invalid form', () => {
    expect(buildApplicationPayload(filled({ phone: '' }))).toBeNull()
  })

  it("places the server's field messages on the form", () => {
    expect(
      placeFieldErrors(
        {
          'payload.client_phone': 'Enter a 10-digit North American phone number',
          'payload.metadata.mortgage_amount': 'Too big',
          other: 'x',
        },
        APPLICATION_SERVER_FIELDS,
      ),
    ).toEqual({
      phone: 'Enter a 10-digit North American phone number',
      amount: 'Too big',
    })
  })
})

describe('the visitor’s own list', () => {
  const entry = {
    id: 'e1',
    kind: 'application' as const,
    scope: 'public' as const,
    payload: { client_name: 'Priya Shah', metadata: { mortgage_amount: 450000, property_address: '12 King St W' } },
    status: 'sent' as const,
    attempts: 1,
    createdAt: Date.UTC(2026, 10, 20, 15, 30),
    updatedAt: 0,
    nextAttemptAt: 0,
  }

  it('says whether each application has reached the brokerage', () => {
    expect(applicationStatus('sent')).toEqual({ label: 'Received', tone: 'success' })
    expect(applicationStatus('pending').label).toBe('Waiting to send')
    expect(applicationStatus('retry').label).toBe('Waiting to send')
    expect(applicationStatus('rejected')).toEqual({ label: 'Needs attention', tone: 'danger' })
  })

  it('shows name, amount, address and the refusal reason', () => {
    const item = describeApplication(entry)
    expect(item).toMatchObject({ name: 'Priya Shah', address: '12 King St W', statusLabel: 'Received', problem: null })
    expect(item.amountText).toMatch(/^\$450,000 mortgage$/)
    const refused = describeApplication({
      ...entry,
      status: 'rejected',
      payload: { metadata: {} },
      lastError: { code: 'validation_failed', message: 'Invalid phone' },
    })
    expect(refused).toMatchObject({
      name: 'Application',
      amountText: 'Amount not given',
      address: null,
      problem: 'Invalid phone',
    })
  })
})
