import { describe, expect, it } from 'vitest'
import { BRAND } from '#shared/config/brand.ts'
import { acknowledgementMessage, headerText, keyFigureLines, type LeadForMail, newLeadMessage } from './lead-messages'

const lead: LeadForMail = {
  id: '019b76da-a800-7fff-8fff-000000000123',
  clientName: 'Zoë Ðặng-Müller',
  clientEmail: 'zoe@example.com',
  clientPhone: '+14165550123',
  source: 'mortgage_calculator',
  submissionKind: 'quote',
  metadata: { price: 600000, downPayment: 60000, calculations: { periodicPayment: 2905.12 }, location: 'Ontario' },
}
const agent = { name: 'Sarah Chen', email: 'sarah@example.com' }
const FROM = 'leads@lakeshore.example'

describe('the agent’s new-lead e-mail', () => {
  const m = newLeadMessage({ lead, agent, happened: 'created', from: FROM, origin: 'https://lakeshore.example' })

  it('is from the brokerage to the agent, replies going to the client, non-ASCII names kept whole', () => {
    expect(m.from).toEqual({ email: FROM, name: BRAND.name })
    expect(m.to).toEqual({ email: 'sarah@example.com', name: 'Sarah Chen' })
    expect(m.replyTo).toEqual({ email: 'zoe@example.com', name: 'Zoë Ðặng-Müller' })
    expect(m.subject).toBe('New lead: Zoë Ðặng-Müller (Mortgage quote)')
  })

  it('names the client, the request, the key figures and links to the lead', () => {
    expect(m.text).toContain('Hi Sarah,')
    expect(m.text).toContain('Client: Zoë Ðặng-Müller')
    expect(m.text).toContain('Request: Mortgage quote')
    expect(m.text).toContain('Purchase price: $600,000.00')
    expect(m.text).toContain('Down payment: $60,000.00')
    expect(m.text).toContain('Payment: $2,905.12')
    expect(m.text).toContain('Phone: +14165550123')
    expect(m.text).toContain(`https://lakeshore.example/agent-dashboard/leads?lead=${lead.id}`)
  })

  it('says when a returning client wrote again', () => {
    const r = newLeadMessage({ lead, agent, happened: 'returning', from: FROM, origin: 'https://x.example' })
    expect(r.subject).toBe('Returning client: Zoë Ðặng-Müller (Mortgage quote)')
    expect(r.text).toContain('A returning client sent a new inquiry')
  })

  it('keeps a name with line breaks from adding a header', () => {
    const evil = { ...lead, clientName: 'Eve\r\nBcc: everyone@example.com' }
    const e = newLeadMessage({ lead: evil, agent, happened: 'created', from: FROM, origin: 'https://x.example' })
    expect(e.subject).toBe('New lead: Eve Bcc: everyone@example.com (Mortgage quote)')
    expect(e.subject).not.toMatch(/[\r\n]/)
    expect(e.replyTo?.name).not.toMatch(/[\r\n]/)
  })
})

describe('the visitor’s acknowledgement', () => {
  const m = acknowledgementMessage({ lead, agent, from: FROM })

  it('names the brokerage, its licence and how to reach it, replies going to the agent', () => {
    expect(m.to).toEqual({ email: 'zoe@example.com', name: 'Zoë Ðặng-Müller' })
    expect(m.replyTo).toEqual({ email: agent.email, name: agent.name })
    expect(m.subject).toBe(`We received your request: ${BRAND.name}`)
    expect(m.text).toContain('Hello Zoë,')
    expect(m.text).toContain(BRAND.brokerageLicence)
    expect(m.text).toContain(BRAND.phone)
    expect(m.text).toContain(BRAND.tollFree)
    expect(m.text).toContain('Sarah Chen will be in touch')
  })

  it('has no marketing: no links, no tagline, no rates, offers or sales figures', () => {
    expect(m.text).not.toMatch(/https?:|www\./i)
    expect(m.text).not.toContain(BRAND.tagline)
    for (const claim of [BRAND.marketing.lenderCount, BRAND.marketing.yearsConnecting, BRAND.network])
      expect(m.text).not.toContain(claim)
    expect(m.text).not.toMatch(/\brates?\b|\boffer|\bsave\b|\bnewsletter\b|\bsubscribe|%|\$/i)
    // And none of the visitor's own figures is repeated back.
    expect(m.text).not.toContain('600,000')
  })

  it('without an agent, points to the brokerage itself', () => {
    const a = acknowledgementMessage({ lead, agent: null, from: FROM })
    expect(a.replyTo?.email).toBe(BRAND.email)
    expect(a.text).toContain(`E-mail: ${BRAND.email}`)
    expect(a.text).toContain(`a ${BRAND.name} mortgage agent will be in touch`)
  })
})

describe('message parts', () => {
  it('headerText flattens control characters and bounds the length', () => {
    expect(headerText(' a\tb\r\n\u0000c ')).toBe('a b c')
    expect(headerText('x'.repeat(300), 10)).toBe(`${'x'.repeat(9)}…`)
  })
  it('keyFigureLines picks at most three, most telling first', () => {
    expect(keyFigureLines({ mortgage_amount: 450000, product: 'Fixed 5', property_value: 1, price: 2 })).toEqual([
      'Purchase price: $2.00',
      'Mortgage amount: $450,000.00',
      'Property value: $1.00',
    ])
    expect(keyFigureLines({})).toEqual([])
  })
})
