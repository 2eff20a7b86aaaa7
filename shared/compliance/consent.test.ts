import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { CONSENT_PURPOSES, consentPurposeOf, STOP_MARKETING_PURPOSES, stopMarketingRequestSchema } from './consent'

describe('consent rules', () => {
  it('only the forms with a marketing box grant a purpose', () => {
    expect(consentPurposeOf('contact')).toBe('marketing-email')
    expect(consentPurposeOf('newsletter')).toBe('newsletter')
    for (const kind of ['quote', 'chat', 'become-broker', 'application', 'affordability-copy', ''])
      expect(consentPurposeOf(kind)).toBeNull()
  })

  it('a request to stop marketing withdraws every purpose', () => {
    expect([...STOP_MARKETING_PURPOSES].sort()).toEqual([...CONSENT_PURPOSES].sort())
  })

  it('the stop-marketing request is its id alone', () => {
    expect(z.safeParse(stopMarketingRequestSchema, { id: '0192f2a0-0000-7000-8000-000000000000' }).success).toBe(true)
    expect(z.safeParse(stopMarketingRequestSchema, { id: 'x' }).success).toBe(false)
    expect(
      z.safeParse(stopMarketingRequestSchema, { id: '0192f2a0-0000-7000-8000-000000000000', more: 1 }).success,
    ).toBe(false)
  })
})
