import { describe, expect, it } from 'vitest'
import type { SyncedLead } from '#shared/schemas/sync.ts'
import { syncedLead } from '#tests/support/synced-lead.ts'
import { filterLeadViews, foldText, leadCountText, leadMatchesSearch, listViewOf, searchOfListView } from './lead-list'
import type { AgentLeadView } from './lead-view'
import { leadWorkOf } from './lead-work-view'

let n = 0
function view(over: Partial<SyncedLead> = {}, status: AgentLeadView['status'] = 'new'): AgentLeadView {
  n += 1
  const lead = syncedLead({
    id: `019b76da-a800-7009-8000-0000000000${String(n).padStart(2, '0')}`,
    clientName: `Client ${n}`,
    clientEmail: `client${n}@example.com`,
    status,
    ...over,
  })
  return {
    lead,
    status,
    pending: false,
    nextBaseVersion: 1,
    conflict: null,
    problem: null,
    dealPending: false,
    dealProblem: null,
    work: leadWorkOf(lead, []),
  }
}

describe('foldText', () => {
  it('drops accents, case and repeated spaces', () => {
    expect(foldText('  Zoë   CÔTÉ ')).toBe('zoe cote')
    expect(foldText('François Lévesque-Ñúñez')).toBe('francois levesque-nunez')
  })
})

describe('leadMatchesSearch', () => {
  const zoe = view({ clientName: 'Zoë Côté', clientEmail: 'Zoe.Cote@Example.ca', clientPhone: '+14165550123' })

  it('finds a name without accents or case, and each word anywhere', () => {
    expect(leadMatchesSearch(zoe, 'zoe')).toBe(true)
    expect(leadMatchesSearch(zoe, 'COTE')).toBe(true)
    expect(leadMatchesSearch(zoe, 'côté zoë')).toBe(true)
    expect(leadMatchesSearch(zoe, 'zoe smith')).toBe(false)
  })

  it('finds an email part, case-insensitive', () => {
    expect(leadMatchesSearch(zoe, 'example.CA')).toBe(true)
    expect(leadMatchesSearch(zoe, 'example.com')).toBe(false)
  })

  it('finds a phone however its digits are written, and an empty search keeps all', () => {
    for (const q of ['416 555', '(416) 555-0123', '4165550123', '555-01'])
      expect(leadMatchesSearch(zoe, q), q).toBe(true)
    expect(leadMatchesSearch(zoe, '905')).toBe(false)
    // Two digits are too few to mean a phone number.
    expect(leadMatchesSearch(zoe, '41')).toBe(false)
    expect(leadMatchesSearch(view({ clientPhone: null }), '416')).toBe(false)
    expect(leadMatchesSearch(zoe, '   ')).toBe(true)
  })
})

describe('filterLeadViews', () => {
  it('combines the status (the one shown, with queued changes) and the search, keeping the order', () => {
    const a = view({ clientName: 'Amélie Roy' }, 'new')
    const b = view({ clientName: 'Amelie Tran' }, 'contacted')
    const c = view({ clientName: 'Bob Roy' }, 'contacted')
    // The server says new, the agent's queued change says closed: the filter follows the screen.
    const d = { ...view({ clientName: 'Dana Roy' }, 'new'), status: 'funded' as const, pending: true }
    const all = [a, b, c, d]
    expect(filterLeadViews(all, { status: 'all', q: '' })).toEqual(all)
    expect(filterLeadViews(all, { status: 'contacted', q: '' })).toEqual([b, c])
    expect(filterLeadViews(all, { status: 'all', q: 'amelie' })).toEqual([a, b])
    expect(filterLeadViews(all, { status: 'contacted', q: 'amélie' })).toEqual([b])
    expect(filterLeadViews(all, { status: 'funded', q: 'roy' })).toEqual([d])
    expect(filterLeadViews(all, { status: 'new', q: 'bob' })).toEqual([])
  })
})

describe('leadCountText', () => {
  it('says how many are shown out of how many', () => {
    expect(leadCountText(1, 1)).toBe('1 lead')
    expect(leadCountText(0, 0)).toBe('0 leads')
    expect(leadCountText(3, 3)).toBe('3 leads')
    expect(leadCountText(2, 14)).toBe('2 of 14 leads')
    expect(leadCountText(0, 1)).toBe('0 of 1 lead')
  })
})

describe('listViewOf / searchOfListView', () => {
  it('reads known values, drops bad ones on their own, and writes only what is set', () => {
    expect(listViewOf({})).toEqual({ status: 'all', q: '', lead: null })
    expect(listViewOf({ status: 'application', q: 'zoe', lead: 'abc-1' })).toEqual({
      status: 'application',
      q: 'zoe',
      lead: 'abc-1',
    })
    expect(listViewOf({ status: 'won', q: 42, lead: '../x' })).toEqual({ status: 'all', q: '', lead: null })
    expect(listViewOf({ q: 'x'.repeat(500) }).q).toHaveLength(200)
    expect(searchOfListView({ status: 'all', q: '', lead: null })).toEqual({})
    expect(searchOfListView({ status: 'funded', q: 'roy', lead: 'id-1' })).toEqual({
      status: 'funded',
      q: 'roy',
      lead: 'id-1',
    })
  })
})

describe('the Returning filter', () => {
  it('keeps only returning clients, and lives in the URL as returning=yes', () => {
    const once = view({ clientName: 'Once Only' })
    const back = view({ clientName: 'Came Back', returningAt: '2026-11-27T15:00:00.000Z' })
    expect(filterLeadViews([once, back], { status: 'all', q: '', returning: true })).toEqual([back])
    expect(filterLeadViews([once, back], { status: 'all', q: '' })).toEqual([once, back])
    expect(listViewOf({ returning: 'yes' })).toEqual({ status: 'all', q: '', lead: null, returning: true })
    expect(listViewOf({ returning: 'no' })).toEqual({ status: 'all', q: '', lead: null })
    expect(searchOfListView({ status: 'all', q: '', lead: null, returning: true })).toEqual({ returning: 'yes' })
  })

  it('keeps the board layout with the filters; the list is the default', () => {
    expect(listViewOf({ layout: 'board', status: 'new' })).toEqual({
      status: 'new',
      q: '',
      lead: null,
      layout: 'board',
    })
    expect(listViewOf({ layout: 'grid' })).toEqual({ status: 'all', q: '', lead: null })
    expect(searchOfListView({ status: 'all', q: 'li', lead: null, layout: 'board' })).toEqual({
      q: 'li',
      layout: 'board',
    })
  })
})

describe('the Overdue and Due today filters (Toronto days)', () => {
  const task = (dueOn: string, doneAt: string | null = null) => ({
    id: `t-${dueOn}-${doneAt ?? 'open'}`,
    title: 'Call',
    dueOn,
    dueTime: null,
    assigneeAgentId: null,
    createdByName: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    doneAt,
    doneByName: null,
  })
  const overdue = view({ tasks: [task('2026-11-26'), task('2026-11-27')] })
  const dueToday = view({ tasks: [task('2026-11-27'), task('2026-11-20', '2026-11-21T00:00:00.000Z')] })
  const later = view({ tasks: [task('2026-11-28')] })
  const lost = view({ tasks: [task('2026-11-20')] }, 'lost')
  const all = [overdue, dueToday, later, lost]
  const ids = (vs: AgentLeadView[]) => vs.map((v) => v.lead.id)

  it('at 23:59 on Nov 27 in Toronto (04:59 UTC on the 28th) the 27th is still today', () => {
    const today = '2026-11-27'
    expect(ids(filterLeadViews(all, { status: 'all', q: '', due: 'overdue', today }))).toEqual(ids([overdue]))
    expect(ids(filterLeadViews(all, { status: 'all', q: '', due: 'today', today }))).toEqual(ids([dueToday]))
  })

  it('after midnight the 27th is overdue and the 28th is due today; a lost lead is never due', () => {
    const today = '2026-11-28'
    expect(ids(filterLeadViews(all, { status: 'all', q: '', due: 'overdue', today }))).toEqual(ids([overdue, dueToday]))
    expect(ids(filterLeadViews(all, { status: 'all', q: '', due: 'today', today }))).toEqual(ids([later]))
  })

  it('is written in the URL and read back', () => {
    expect(searchOfListView({ status: 'all', q: '', lead: null, due: 'overdue' })).toEqual({ due: 'overdue' })
    expect(listViewOf({ due: 'today' }).due).toBe('today')
    expect(listViewOf({ due: 'someday' }).due).toBeUndefined()
  })
})
