import { describe, expect, it } from 'vitest'
import {
  buildStaffNotificationPush,
  firstName,
  keyFigure,
  type LeadGist,
  leadNotificationText,
  leadUrl,
} from './staff-notifications'

const lead = (over: Partial<LeadGist> = {}): LeadGist => ({
  clientName: 'Maya Van Der Berg',
  type: 'rate_quote',
  submissionKind: 'quote',
  dealAmount: null,
  metadata: { price: 600000, downPayment: 60000, location: 'Ontario' },
  ...over,
})

describe('what a staff notification says', () => {
  it('the first name, the kind of request and the key figure, nothing else', () => {
    const text = leadNotificationText('new-lead', lead())
    expect(text).toEqual({ title: 'New lead: Maya', body: 'Quote · $600,000 price' })
    const all = JSON.stringify(buildStaffNotificationPush({ id: 'n1', ...text, url: leadUrl('l1', 'agent') }))
    for (const other of ['Van Der Berg', '60,000', 'Ontario']) expect(all).not.toContain(other)
  })

  it('the figure: the deal amount first, then the price or the amount asked; none without one', () => {
    expect(keyFigure(lead({ dealAmount: 480000.4 }))).toBe('$480,000 deal')
    expect(keyFigure({ dealAmount: null, metadata: { mortgage_amount: '350000' } })).toBe('$350,000 mortgage')
    expect(keyFigure({ dealAmount: null, metadata: { property_value: 900000 } })).toBe('$900,000 property value')
    expect(keyFigure({ dealAmount: null, metadata: { results: { maxPrice: 712345 } } })).toBe('$712,345 price')
    expect(keyFigure({ dealAmount: null, metadata: { price: 0, message: 'hi' } })).toBeNull()
    expect(leadNotificationText('returning', lead({ submissionKind: 'contact', metadata: {} }))).toEqual({
      title: 'Returning client: Maya',
      body: 'Contact form',
    })
  })

  it('each kind has its title; the kind of request falls back to what the lead asked for', () => {
    expect(leadNotificationText('reassigned', lead()).title).toBe('Lead reassigned to you: Maya')
    expect(leadNotificationText('task-due', lead()).title).toBe('Follow up today: Maya')
    expect(leadNotificationText('maturity', lead(), { maturityDays: 120 }).title).toBe(
      'Maya’s term ends in about 4 months',
    )
    expect(leadNotificationText('new-lead', lead({ submissionKind: null, type: 'refinance', metadata: {} })).body).toBe(
      'Refinance',
    )
    expect(firstName('   ')).toBe('A client')
    expect(firstName('  Jean-Luc   Picard ')).toBe('Jean-Luc')
  })

  it('opens the lead in the agent Leads tab or the admin drawer', () => {
    expect(leadUrl('abc', 'agent')).toBe('/agent-dashboard/leads?lead=abc')
    expect(leadUrl('abc', 'admin')).toBe('/super-admin/leads?lead=abc')
    expect(buildStaffNotificationPush({ id: 'x', title: 't', body: 'b', url: '/u' })).toEqual({
      v: 1,
      type: 'staff-notification',
      notificationId: 'x',
      title: 't',
      body: 'b',
      url: '/u',
      tag: 'staff-x',
    })
  })
})
