import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { accessRuleOf, allow, allowBeforeStepUp, routeAccessTable, SIGNED_IN } from './access'

const ok = () => new Response('ok')
const noop = async (_c: unknown, next: () => Promise<void>) => next()

describe('routeAccessTable', () => {
  it('lists every route with its rule and flags a route without allow()', () => {
    const sub = new Hono().get('/guarded', allow('agent', 'admin'), ok).post('/forgot', ok)
    const app = new Hono()
    app.use('*', noop)
    app.get('/open', allow('public'), ok)
    app.route('/sub', sub)
    const table = routeAccessTable(app)
    expect(table.map((r) => `${r.method} ${r.path}`).sort()).toEqual([
      'GET /open',
      'GET /sub/guarded',
      'POST /sub/forgot',
    ])
    expect(table.find((r) => r.path === '/open')?.rule).toEqual({ public: true })
    expect(table.find((r) => r.path === '/sub/guarded')?.rule).toEqual({
      public: false,
      roles: ['agent', 'admin'],
      beforeStepUp: false,
    })
    const missing = table.filter((r) => !r.rule)
    expect(missing.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /sub/forgot'])
  })

  it('only the FIRST handler counts: allow() after another middleware is a missing rule', () => {
    const app = new Hono().get('/late', noop, allow('public'), ok)
    expect(routeAccessTable(app)).toEqual([{ method: 'GET', path: '/late', rule: undefined }])
  })

  it('allowBeforeStepUp and SIGNED_IN build the expected rules', () => {
    expect(accessRuleOf(allowBeforeStepUp(...SIGNED_IN))).toEqual({
      public: false,
      roles: ['super_admin', 'admin', 'agent', 'other'],
      beforeStepUp: true,
    })
    expect(accessRuleOf(ok)).toBeUndefined()
  })
})
