import { describe, expect, it } from 'vitest'
import type { OutboxEntry } from '#app/offline/db.ts'
import type { SyncedLead } from '#shared/schemas/sync.ts'
import { syncedLead } from '#tests/support/synced-lead.ts'
import { buildLeadViews } from './lead-view'

const A = '019b76da-a800-7009-8000-00000000000a'
const B = '019b76da-a800-7009-8000-00000000000b'

function lead(id: string, over: Partial<SyncedLead> = {}): SyncedLead {
  return syncedLead({ id, clientName: `Client ${id}`, clientEmail: `${id}@example.com`, ...over })
}

let seq = 0
function change(
  leadId: string,
  status: string,
  baseVersion: number,
  entryStatus: OutboxEntry['status'],
  extra: Partial<OutboxEntry> = {},
): OutboxEntry {
  seq += 1
  return {
    id: `m${seq}`,
    kind: 'lead-status',
    scope: 'agent',
    payload: { leadId, status, baseVersion },
    status: entryStatus,
    attempts: 0,
    createdAt: seq,
    updatedAt: seq,
    nextAttemptAt: seq,
    ...extra,
  }
}

describe('buildLeadViews', () => {
  it('lists leads newest first with the server status when nothing is queued', () => {
    const views = buildLeadViews(
      [
        lead(A, { createdAt: '2026-01-01T00:00:00Z' }),
        lead(B, { createdAt: '2026-01-03T00:00:00Z', status: 'application', version: 4 }),
      ],
      [],
    )
    expect(views.map((v) => [v.lead.id, v.status, v.pending, v.nextBaseVersion])).toEqual([
      [B, 'application', false, 4],
      [A, 'new', false, 1],
    ])
  })

  it('applies unsent changes in order and chains the base version', () => {
    const views = buildLeadViews([lead(A)], [change(A, 'contacted', 1, 'sent'), change(A, 'application', 2, 'retry')])
    expect(views[0]).toMatchObject({ status: 'application', pending: true, nextBaseVersion: 3 })
  })

  it('keeps a sent change on screen until the cached row catches up, then shows the server', () => {
    const sent = change(A, 'funded', 1, 'sent')
    expect(buildLeadViews([lead(A)], [sent])[0]).toMatchObject({ status: 'funded', pending: false, nextBaseVersion: 2 })
    expect(buildLeadViews([lead(A, { status: 'contacted', version: 3 })], [sent])[0]).toMatchObject({
      status: 'contacted',
      nextBaseVersion: 3,
    })
  })

  it("shows a conflict with the server's current row and starts the next change from its version", () => {
    const current = lead(A, { status: 'application', version: 5 })
    const conflict = change(A, 'funded', 1, 'conflict', {
      conflict: { current },
      lastError: { code: 'conflict', message: 'This lead was changed since you loaded it' },
    })
    const [view] = buildLeadViews([lead(A)], [conflict])
    expect(view).toMatchObject({ status: 'application', pending: false, nextBaseVersion: 5 })
    expect(view?.conflict).toEqual({
      entryId: conflict.id,
      mine: 'funded',
      mineLost: {},
      current,
      message: 'This lead was changed since you loaded it',
    })
  })

  it('a later change hides an earlier conflict; a rejection is reported', () => {
    const conflict = change(A, 'funded', 1, 'conflict', { conflict: { current: null } })
    const later = change(A, 'contacted', 2, 'pending')
    expect(buildLeadViews([lead(A, { version: 2 })], [conflict, later])[0]?.conflict).toBeNull()
    const rejected = change(A, 'funded', 1, 'rejected', { lastError: { code: 'not_found', message: 'Lead not found' } })
    expect(buildLeadViews([lead(A)], [rejected])[0]?.problem).toEqual({
      entryId: rejected.id,
      message: 'Lead not found',
    })
  })

  it('ignores entries of other kinds, other leads and malformed payloads', () => {
    const other = change(B, 'funded', 1, 'pending')
    const bad = { ...change(A, 'funded', 1, 'pending'), payload: { leadId: A } }
    const lead2 = { ...change(A, 'funded', 1, 'pending'), kind: 'newsletter' as const }
    expect(buildLeadViews([lead(A)], [other, bad, lead2])[0]).toMatchObject({ status: 'new', pending: false })
  })
})

describe('deal changes over the cache', () => {
  const deal = {
    amount: 300_000,
    lenderId: '019b76da-a800-7009-8000-0000000000f1',
    ratePct: 4.5,
    termMonths: 36,
    closingOn: '2026-06-01',
    maturityOn: '2029-06-01',
  }
  const dealEntry = (baseVersion: number, entryStatus: OutboxEntry['status'], extra: Partial<OutboxEntry> = {}) => ({
    ...change(A, 'new', baseVersion, entryStatus, extra),
    kind: 'lead-deal' as const,
    payload: { leadId: A, deal, baseVersion, lenderName: 'MCAP' },
  })

  it('a queued deal shows at once, counts in the next base version, after a queued status change', () => {
    const [view] = buildLeadViews([lead(A)], [change(A, 'funded', 1, 'pending'), dealEntry(2, 'pending')])
    expect(view).toMatchObject({ status: 'funded', pending: true, dealPending: true, nextBaseVersion: 3 })
    expect(view?.lead).toMatchObject({ dealAmount: 300_000, dealLenderName: 'MCAP', dealMaturityOn: '2029-06-01' })
  })

  it('a sent deal stays until the cache catches up; then the cache speaks', () => {
    const sent = dealEntry(1, 'sent')
    expect(buildLeadViews([lead(A)], [sent])[0]?.lead.dealAmount).toBe(300_000)
    const caught = buildLeadViews([lead(A, { version: 2, dealAmount: 310_000 })], [sent])[0]
    expect(caught?.lead.dealAmount).toBe(310_000)
    expect(caught?.dealPending).toBe(false)
  })

  it('a refused deal is a deal problem (not a status one) with the newer row; a later deal clears it', () => {
    const refused = dealEntry(1, 'conflict', {
      conflict: { current: lead(A, { version: 4, status: 'approved' }) },
      lastError: { code: 'conflict', message: 'This lead was changed since you loaded it' },
    })
    const [view] = buildLeadViews([lead(A)], [refused])
    expect(view).toMatchObject({ status: 'approved', nextBaseVersion: 4, problem: null, conflict: null })
    expect(view?.dealProblem).toEqual({ entryId: refused.id, message: 'This lead was changed since you loaded it' })
    expect(buildLeadViews([lead(A)], [refused, dealEntry(4, 'pending')])[0]?.dealProblem).toBeNull()
  })
})

describe('formatPhone', () => {
  it('shows E.164 North American numbers the local way and leaves others alone', async () => {
    const { formatPhone } = await import('./labels')
    expect(formatPhone('+14165550123')).toBe('(416) 555-0123')
    expect(formatPhone('(416) 555-0199')).toBe('(416) 555-0199')
    expect(formatPhone('+442071234567')).toBe('+442071234567')
  })
})
