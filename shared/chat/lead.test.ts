import { describe, expect, it } from 'vitest'
import { CHAT_PLACEHOLDER_EMAIL } from '#shared/constants/leads.ts'
import { chatLeadPayloadSchema } from '#shared/schemas/leads.ts'
import { EMPTY_EXTRACTION, extractFromConversation, mergeExtraction } from './extract'
import { buildChatLeadPayload, CHAT_LEAD_MAX_MESSAGES } from './lead'
import type { ChatExtraction, ChatMessage } from './types'

const NOW = new Date('2026-07-01T14:30:00.000Z')
const SESSION = '01890a5d-ac96-774b-bcce-b302099a8057'
const conversation: ChatMessage[] = [
  { role: 'assistant', content: 'Hi! How can I help?' },
  { role: 'user', content: 'Buying a $700k condo with 10% down, my number is 416-555-0123' },
  { role: 'assistant', content: 'Thank you! A licensed mortgage agent will contact you soon.' },
]

describe('buildChatLeadPayload', () => {
  it("builds the spec's chat row, accepted by chatLeadPayloadSchema", () => {
    const extraction = extractFromConversation(conversation)
    const payload = buildChatLeadPayload({ sessionId: SESSION, conversation, extraction, now: NOW })!
    const parsed = chatLeadPayloadSchema.parse(payload)
    expect(parsed).toEqual({
      type: 'contact',
      source: 'AI Chatbot',
      client_name: 'Anonymous Lead',
      client_email: CHAT_PLACEHOLDER_EMAIL,
      client_phone: '+14165550123',
      message: {
        conversation: conversation.map(({ role, content }) => ({ role, content })),
        last_interaction: '2026-07-01T14:30:00.000Z',
      },
      metadata: {
        property_value: 700_000,
        property_type: 'condo',
        down_payment: 70_000,
        mortgage_type: null,
        source_details: 'Captured from chat conversation',
        chat_session_id: SESSION,
      },
    })
    // The outbox stores parsed payloads and the server parses them again.
    expect(chatLeadPayloadSchema.parse(parsed)).toEqual(parsed)
  })

  it('uses the name and email found, and the details given later in the session', () => {
    const later: ChatMessage[] = [
      ...conversation,
      { role: 'user', content: "I'm Dana Lee, dana@example.com, and I'd go fixed" },
    ]
    const payload = buildChatLeadPayload({
      sessionId: SESSION,
      conversation: later,
      extraction: extractFromConversation(later),
      now: NOW,
    })!
    const parsed = chatLeadPayloadSchema.parse(payload)
    expect(parsed.client_name).toBe('Dana Lee')
    expect(parsed.client_email).toBe('dana@example.com')
    expect(parsed.client_phone).toBe('+14165550123')
    expect(parsed.metadata.mortgage_type).toBe('fixed')
  })

  it('creates no lead without an email or a phone, or without messages', () => {
    const noContact = mergeExtraction(EMPTY_EXTRACTION, { ...EMPTY_EXTRACTION, name: 'Sam', propertyValue: 500_000 })
    expect(buildChatLeadPayload({ sessionId: SESSION, conversation, extraction: noContact })).toBeNull()
    const withEmail: ChatExtraction = { ...EMPTY_EXTRACTION, email: 'sam@example.com' }
    expect(buildChatLeadPayload({ sessionId: SESSION, conversation: [], extraction: withEmail })).toBeNull()
  })

  it('keeps the last 60 messages, cuts long ones and drops control characters, so the schema accepts it', () => {
    const long: ChatMessage[] = Array.from({ length: 75 }, (_, i) => ({
      role: i % 2 ? 'assistant' : 'user',
      content: i === 74 ? `x\u0007${'y'.repeat(5000)}` : `message ${i}`,
    }))
    const payload = buildChatLeadPayload({
      sessionId: SESSION,
      conversation: long,
      extraction: { ...EMPTY_EXTRACTION, email: 'a@example.com' },
      now: NOW,
    })!
    const parsed = chatLeadPayloadSchema.parse(payload)
    expect(parsed.message.conversation).toHaveLength(CHAT_LEAD_MAX_MESSAGES)
    expect(parsed.message.conversation[0]!.content).toBe('message 15')
    expect(parsed.message.conversation.at(-1)!.content).toHaveLength(4000)
    expect(parsed.message.conversation.at(-1)!.content.startsWith('xy')).toBe(true)
  })

  it('leaves a percentage down payment null until the property value is known', () => {
    const extraction: ChatExtraction = { ...EMPTY_EXTRACTION, phone: '+16475550188', downPayment: { percent: 20 } }
    const first = chatLeadPayloadSchema.parse(
      buildChatLeadPayload({ sessionId: SESSION, conversation, extraction, now: NOW }),
    )
    expect(first.metadata.down_payment).toBeNull()
    const second = chatLeadPayloadSchema.parse(
      buildChatLeadPayload({
        sessionId: SESSION,
        conversation,
        extraction: { ...extraction, propertyValue: 812_345 },
        now: NOW,
      }),
    )
    expect(second.metadata.down_payment).toBe(162_469)
  })
})

describe('mergeExtraction', () => {
  it('keeps earlier details and lets later ones win', () => {
    const a: ChatExtraction = { ...EMPTY_EXTRACTION, name: 'Ann', propertyValue: 500_000, mortgageType: 'fixed' }
    const b: ChatExtraction = { ...EMPTY_EXTRACTION, propertyValue: 650_000, phone: '+14165550123' }
    expect(mergeExtraction(a, b)).toEqual({
      ...EMPTY_EXTRACTION,
      name: 'Ann',
      propertyValue: 650_000,
      mortgageType: 'fixed',
      phone: '+14165550123',
    })
  })

  it('reads only the visitor’s messages', () => {
    const got = extractFromConversation([
      { role: 'assistant', content: 'Call us at 416-555-0100 or hello@lakeshore.example' },
      { role: 'user', content: 'thanks' },
    ])
    expect(got).toEqual(EMPTY_EXTRACTION)
  })
})
