import { describe, expect, it } from 'vitest'
import { BRAND_POLICIES } from '#shared/config/brand-policies.ts'
import { caseDueDates, caseOverdue } from './due-dates'

describe('case due dates', () => {
  it("a complaint: acknowledged within the policy's business days, answered within its calendar days", () => {
    expect(BRAND_POLICIES.complaints).toMatchObject({ acknowledgeBusinessDays: 2, resolveDays: 30 })
    // Friday evening in Toronto (Saturday in UTC): counted from Friday.
    expect(caseDueDates('complaint', new Date('2026-11-28T01:30:00Z'))).toEqual({
      acknowledgeBy: '2026-12-01',
      resolveBy: '2026-12-27',
    })
  })
})

describe('privacy request due date', () => {
  it("is answered within the policy's 30 days, with no separate acknowledgement", () => {
    expect(BRAND_POLICIES.privacyRequestDays).toBe(30)
    expect(caseDueDates('privacy-request', new Date('2026-11-27T15:00:00Z'))).toEqual({
      acknowledgeBy: null,
      resolveBy: '2026-12-27',
    })
  })
})

describe('accessibility feedback due date', () => {
  it("is replied to within the policy's business days", () => {
    // Thursday Dec 24: Christmas and the observed Boxing Day are skipped.
    expect(caseDueDates('accessibility-feedback', new Date('2026-12-24T15:00:00Z'))).toEqual({
      acknowledgeBy: null,
      resolveBy: '2026-12-30',
    })
  })
})

describe('caseOverdue', () => {
  const c = { acknowledgeBy: '2026-12-01', resolveBy: '2026-12-27' }
  it('the acknowledgement is late only while the case is still just received', () => {
    expect(caseOverdue({ ...c, status: 'received' }, '2026-12-01')).toEqual({ acknowledge: false, resolve: false })
    expect(caseOverdue({ ...c, status: 'received' }, '2026-12-02')).toEqual({ acknowledge: true, resolve: false })
    expect(caseOverdue({ ...c, status: 'acknowledged' }, '2026-12-02')).toEqual({ acknowledge: false, resolve: false })
  })
  it('the answer is late until the case is resolved or referred', () => {
    expect(caseOverdue({ ...c, status: 'acknowledged' }, '2026-12-28').resolve).toBe(true)
    expect(caseOverdue({ ...c, status: 'resolved' }, '2026-12-28').resolve).toBe(false)
    expect(caseOverdue({ ...c, status: 'referred' }, '2026-12-28').resolve).toBe(false)
  })
})
