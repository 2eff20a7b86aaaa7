import { describe, expect, it } from 'vitest'
import { adminLeadsQuerySchema } from '#shared/schemas/admin-leads.ts'
import { boardFilterOf, isFiltered, layoutOfView, leadsViewOf, pickedView, searchOfView } from './leads-view'

describe('the Leads tab view in the URL', () => {
  it('reads the keys of the shared query contract from what the router parsed, and nothing else', () => {
    expect(Object.keys(adminLeadsQuerySchema.shape)).toContain('due')
    expect(leadsViewOf({ status: 'new', page: 2, q: 4165550142, evil: 'x', due: ['today'], sort: { a: 1 } })).toEqual({
      status: 'new',
      page: 2,
      q: '4165550142',
    })
  })

  it('checks each value with the contract and drops a bad one only', () => {
    const view = leadsViewOf({
      status: 'application',
      type: 'nope',
      from: '2026-02-30',
      to: '2026-11-01',
      page: '3',
      pageSize: '1000',
      agent: 'unassigned',
      q: 'Amélie',
    })
    expect(view).toEqual({ status: 'application', to: '2026-11-01', page: 3, agent: 'unassigned', q: 'Amélie' })
  })

  it('round-trips a view through the URL form, leaving page 1 out', () => {
    const view = { status: 'contacted' as const, due: 'overdue' as const, page: 1, q: 'li' }
    const search = searchOfView(view)
    expect(search).toEqual({ status: 'contacted', due: 'overdue', q: 'li' })
    expect(leadsViewOf(search)).toEqual({ status: 'contacted', due: 'overdue', q: 'li' })
    expect(searchOfView({ page: 3, pageSize: 25 })).toEqual({ page: 3, pageSize: 25 })
  })

  it('tells a filtered view from the plain list', () => {
    expect(isFiltered({ sort: 'oldest', page: 4 })).toBe(false)
    expect(isFiltered({ agent: 'unassigned' })).toBe(true)
  })
})

describe('the layout and the board of a view', () => {
  it('shows the Archived view as a list whatever the URL says, and the others as the URL says', () => {
    expect(layoutOfView({ archived: 'yes' }, { layout: 'board', archived: 'yes' })).toBe('list')
    expect(layoutOfView({}, { layout: 'board' })).toBe('board')
    expect(layoutOfView({}, {})).toBe('list')
  })

  it('reads the board with the filters of the view, not its page', () => {
    expect(boardFilterOf({ status: 'new', q: 'tremb', page: 3, pageSize: 50, sort: 'name' })).toEqual({
      status: 'new',
      q: 'tremb',
      sort: 'name',
    })
  })
})

describe('a view picked on the page, as the URL will give it back', () => {
  it('leaves page 1 and emptied values out, as the page reads the URL after the navigation', () => {
    expect(pickedView({ status: 'contacted', q: '', page: 1, sort: 'name' }, 'list')).toEqual({
      view: { status: 'contacted', sort: 'name' },
      filter: { status: 'contacted', sort: 'name' },
      layout: 'list',
    })
  })

  it('the board reads the filters without the page; the Archived view stays a list', () => {
    expect(pickedView({ status: 'new', page: 3 }, 'board')).toEqual({
      view: { status: 'new', page: 3 },
      filter: { status: 'new' },
      layout: 'board',
    })
    expect(pickedView({ archived: 'yes', page: 1 }, 'board').layout).toBe('list')
  })
})
