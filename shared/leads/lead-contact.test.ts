import { describe, expect, it } from 'vitest'
import { contactHref, contactTemplate, leadContactRequestSchema } from './lead-contact'

describe('quick actions', () => {
  const message = contactTemplate({ firstName: 'Maya', agentName: 'Sarah Chen', brokerage: 'Acme Mortgages' })

  it('the template names the client, the agent and the brokerage', () => {
    expect(message).toMatch(/^Hi Maya, this is Sarah Chen from Acme Mortgages\./)
  })

  it('tel:, sms: with the message, mailto: with subject and message; none without the detail', () => {
    const to = { phone: '(416) 555-0101', email: 'maya+home@example.ca' }
    expect(contactHref('call', to, message, 'Your request')).toBe('tel:4165550101')
    expect(contactHref('text', to, 'Hi & bye', 'x')).toBe('sms:4165550101?body=Hi%20%26%20bye')
    expect(contactHref('email', to, 'Hi', 'Your request')).toBe(
      'mailto:maya%2Bhome@example.ca?subject=Your%20request&body=Hi',
    )
    expect(contactHref('call', { phone: null, email: 'a@b.ca' }, message, 's')).toBeNull()
    expect(contactHref('email', { phone: '4165550101', email: null }, message, 's')).toBeNull()
  })

  it('the request names a channel it knows', () => {
    const id = '019b76da-a800-7fff-8fff-00000000aaaa'
    expect(leadContactRequestSchema.safeParse({ id, channel: 'call' }).success).toBe(true)
    expect(leadContactRequestSchema.safeParse({ id, channel: 'fax' }).success).toBe(false)
  })
})
