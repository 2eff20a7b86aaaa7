/**
 * Valid lead payloads of every kind, for the
 * lead, sync and chaos integration tests. Each call gives fresh, unique contact details.
 */
import { uuidv7 } from 'uuidv7'
import { DEMO_IDS } from '#scripts/seed-data.ts'
import type { LeadKind, LeadPayloadInput, LeadSubmissionInput } from '#shared/schemas/leads.ts'
import { TEST_CLIENT_IP_HEADER } from '#worker/middleware/rate-limit.ts'

export const LEAD_KINDS_UNDER_TEST: LeadKind[] = [
  'quote',
  'chat',
  'contact',
  'become-broker',
  'newsletter',
  'application',
  'affordability-copy',
]

export const CONSENT = { granted: true as const, text_version: 'contact-v1', granted_at: '2026-01-05T12:00:00.000Z' }

let counter = 0
function unique() {
  counter += 1
  return `${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1e6).toString(36)}`
}

/**
 * A phone nobody else in the test database has (a shared one would make every later lead a
 * returning client's inquiry), written as `format` with its x's filled with digits and its X's
 * with 2–9 (an exchange cannot start with 0 or 1). Seven random places give 8 million numbers:
 * with thousands of open test leads, six (1 million) let a new lead join another's now and then.
 * Never the same one twice in a test file.
 */
const phonesGiven = new Set<string>()
export function uniquePhone(format: string): string {
  for (;;) {
    const phone = format.replace(/[xX]/g, (c) =>
      String(c === 'X' ? 2 + Math.floor(Math.random() * 8) : Math.floor(Math.random() * 10)),
    )
    const digits = phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')
    if (phonesGiven.has(digits)) continue
    phonesGiven.add(digits)
    return phone
  }
}

export function validPayload<K extends LeadKind>(
  kind: K,
  overrides: { agentId?: string | null } = {},
): LeadPayloadInput<K> {
  const u = unique()
  const agentId = overrides.agentId === undefined ? DEMO_IDS.agents.sarah : overrides.agentId
  const payloads: { [P in LeadKind]: LeadPayloadInput<P> } = {
    quote: {
      type: 'rate_quote',
      source: 'mortgage_calculator',
      client_name: `Quote Person ${u}`,
      client_email: `quote.${u}@example.com`,
      client_phone: uniquePhone('(416) Xxx-xxxx'),
      agent_id: agentId,
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
      client_phone: uniquePhone('416-Xxx-xxxx'),
      message: {
        conversation: [
          { role: 'assistant', content: 'Hi! How can I help?' },
          { role: 'user', content: `Call me at 416-555-0199 (${u})` },
        ],
        last_interaction: '2026-01-05T12:00:00.000Z',
      },
      metadata: {
        property_value: 750000,
        property_type: 'condo',
        down_payment: null,
        mortgage_type: 'fixed',
        source_details: 'Captured from chat conversation',
        chat_session_id: `chat_${u}`,
      },
    },
    contact: {
      type: 'contact',
      source: 'contact_form',
      first_name: 'Jane',
      last_name: `Doe${u}`,
      client_email: `contact.${u}@example.ca`,
      client_phone: uniquePhone('+1 416 Xxx xxxx'),
      message: 'Please call me about a renewal.\nThanks!',
      agent_id: agentId,
      consent: CONSENT,
      metadata: { phoneType: 'Work', postalCode: 'm5v3l9' },
    },
    'become-broker': {
      type: 'contact',
      source: 'website',
      client_name: `Alex Broker ${u}`,
      client_email: `broker.${u}@example.com`,
      client_phone: uniquePhone('905-Xxx-xxxx'),
      message: 'Level 1 licence in progress',
      metadata: { type: 'agent_application', experience: 'New to industry' },
    },
    newsletter: {
      type: 'contact',
      source: 'newsletter',
      client_email: `reader.${u}@example.org`,
      consent: CONSENT,
      metadata: { subscribed_to: 'newsletter' },
    },
    application: {
      type: 'application',
      // An older app's spelling of the website source: the server stores the registry's 'website'.
      source: 'Website',
      client_name: `Pat Applicant ${u}`,
      client_email: `pat.${u}@example.ca`,
      client_phone: uniquePhone('613Xxxxxxx'),
      agent_id: agentId,
      metadata: { mortgage_amount: 450000, property_address: '1 Main St, Ottawa, ON' },
    },
    'affordability-copy': {
      type: 'contact',
      source: 'affordability_calculator',
      client_email: `copy.${u}@example.ca`,
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
  return payloads[kind] as LeadPayloadInput<K>
}

export function submissionOf<K extends LeadKind>(
  kind: K,
  payload: LeadPayloadInput<K> = validPayload(kind),
): LeadSubmissionInput {
  return { id: uuidv7(), kind, payload } as LeadSubmissionInput
}

/**
 * A made-up client address (random in 100.64.0.0/10, 4 million of them), so per-IP rate
 * limits model distinct visitors and test files sharing one database never share a bucket.
 */
export function visitorIp(): string {
  const n = Math.floor(Math.random() * 2 ** 22)
  return `100.${64 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`
}

/** JSON POST init as a visitor from `ip` on this site. */
export function postInit(body: unknown, origin: string, ip = visitorIp()): RequestInit {
  return {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin, [TEST_CLIENT_IP_HEADER]: ip },
    body: JSON.stringify(body),
  }
}
