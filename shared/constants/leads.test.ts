import { describe, expect, it } from 'vitest'
import { leadStatusChangeSchema } from '#shared/schemas/leads.ts'
import { leadStageOf, lostReasonWords } from './leads'

const LEAD = '0196d1b2-4f3a-7c2d-9e8f-1a2b3c4d5e6f'

describe('lead stages', () => {
  it('reads a legacy status as its stage: qualified is Application, closed is Lost; unknown is New', () => {
    expect(leadStageOf('qualified')).toBe('application')
    expect(leadStageOf('closed')).toBe('lost')
    expect(leadStageOf('funded')).toBe('funded')
    expect(leadStageOf('archived')).toBe('new')
  })

  it("a change to Lost needs a reason; a legacy 'closed' still queued on a device is Lost for 'other'", () => {
    const lost = leadStatusChangeSchema.safeParse({ leadId: LEAD, status: 'lost', baseVersion: 1 })
    expect(lost.success).toBe(false)
    expect(lost.error?.issues[0]?.path).toEqual(['lostReason'])
    const legacy = leadStatusChangeSchema.parse({ leadId: LEAD, status: 'closed', baseVersion: 1 })
    expect(legacy).toMatchObject({ status: 'lost', lostReason: 'other' })
    expect(leadStatusChangeSchema.parse({ leadId: LEAD, status: 'qualified', baseVersion: 1 }).status).toBe(
      'application',
    )
  })

  it('words a lost reason with the note beside it', () => {
    expect(lostReasonWords('rate_or_terms', 'Wanted 3.5%')).toBe('Rate or terms: Wanted 3.5%')
    expect(lostReasonWords('no_response')).toBe('No response')
    expect(lostReasonWords(null)).toBeNull()
  })
})
