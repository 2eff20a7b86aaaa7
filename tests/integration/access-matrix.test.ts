/**
 * The route × role matrix, generated from the router itself (ASVS 8.2).
 *
 * 1. `app` (worker/app.ts) is plain Hono, so Node can walk `app.routes`: every endpoint must
 *    start with allow(...) — a route without a declared rule fails here.
 * 2. Every endpoint is then called on the running worker as anonymous, agent, admin and
 *    super_admin, with a minimal body ({} for methods with a body) and placeholder ids:
 *      public routes   → never 401/403 (except CREDENTIAL_ROUTES, whose job is to say 401);
 *      role routes     → 401 anonymous, 403 for roles not listed, neither for listed roles
 *                        (any other status — 400, 404, … — is fine).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { app } from '#worker/app.ts'
import { type AccessRule, type RouteAccess, routeAccessTable } from '#worker/middleware/access.ts'
import { type DemoRole, type SignedIn, signInAs, siteOrigin } from './auth-helpers'
import { call } from './helpers'

type Caller = 'anonymous' | DemoRole
const CALLERS: Caller[] = ['anonymous', 'agent', 'admin', 'super_admin']

/** Public routes that exist to check credentials: 401 is their answer to missing ones. */
const CREDENTIAL_ROUTES = new Set(['POST /api/auth/refresh'])
/** Routes that end or rotate the caller's session: called with a session of their own. */
const SESSION_ROUTES = new Set(['POST /api/auth/sign-out', 'POST /api/auth/refresh'])

const table = routeAccessTable(app)
  .filter((r) => r.path.startsWith('/api/'))
  .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method))

const describeRule = (rule: AccessRule | undefined) =>
  !rule ? 'MISSING' : rule.public ? 'public' : `${rule.roles.join(',')}${rule.beforeStepUp ? ' (aal1 ok)' : ''}`

/** Path with every :param (and its optional regex) replaced by a placeholder UUID. */
function concretePath(path: string) {
  return path.replace(/:[A-Za-z0-9_]+(\{[^}]*\})?\??/g, () => '019b76da-a800-7fff-8fff-000000000000')
}

async function probe(route: RouteAccess, session: SignedIn | null): Promise<number> {
  const headers: Record<string, string> = { Origin: siteOrigin() }
  if (session) {
    headers.Authorization = `Bearer ${session.accessToken}`
    headers.Cookie = session.cookie
  }
  const hasBody = ['POST', 'PUT', 'PATCH'].includes(route.method)
  if (hasBody) headers['Content-Type'] = 'application/json'
  const res = await call(concretePath(route.path), {
    method: route.method,
    headers,
    ...(hasBody ? { body: '{}' } : {}),
  })
  await res.body?.cancel()
  return res.status
}

const sessions = new Map<DemoRole, SignedIn>()
const results = new Map<string, Record<Caller, number>>()
const keyOf = (r: RouteAccess) => `${r.method} ${r.path}`

beforeAll(async () => {
  for (const role of ['agent', 'admin', 'super_admin'] as const) sessions.set(role, await signInAs(role))
})

afterAll(() => {
  const rows = table.map((r) => {
    const res = results.get(keyOf(r))
    return `${r.method.padEnd(6)} ${r.path.padEnd(48)} ${describeRule(r.rule).padEnd(34)} ${CALLERS.map((c) => String(res?.[c] ?? '-').padStart(4)).join(' ')}`
  })
  console.log(
    [
      `\nRoute × role matrix (${table.length} routes)`,
      `${'METHOD'.padEnd(6)} ${'PATH'.padEnd(48)} ${'ALLOWED'.padEnd(34)} anon agnt admn supa`,
      ...rows,
    ].join('\n'),
  )
})

describe('every API route declares who may call it', () => {
  it('the router has routes (sanity)', () => {
    expect(table.length).toBeGreaterThan(10)
    expect(table.map(keyOf)).toEqual(
      expect.arrayContaining(['POST /api/auth/sign-in', 'GET /api/auth/me', 'POST /api/admin/users/agents']),
    )
    // The news routes: one public read, every admin route super_admin only.
    const news = table.filter(
      (r) => r.path === '/api/news' || r.path.startsWith('/api/news/') || r.path.startsWith('/api/admin/news/'),
    )
    expect(news.map(keyOf).sort()).toEqual([
      'DELETE /api/admin/news/feed-service',
      'GET /api/admin/news/feed-service',
      'GET /api/admin/news/feeds',
      'GET /api/admin/news/runs',
      'GET /api/news',
      'POST /api/admin/news/feed-service/oauth/callback',
      'POST /api/admin/news/feed-service/oauth/start',
      'POST /api/admin/news/feed-service/test',
      'POST /api/admin/news/refresh',
      'PUT /api/admin/news/feed-service',
      'PUT /api/admin/news/feeds',
    ])
    for (const r of news) expect(describeRule(r.rule), keyOf(r)).toBe(r.path === '/api/news' ? 'public' : 'super_admin')
    // Rate alerts: public, each device's own alerts guarded by its secret, not by a role.
    expect(
      table.filter((r) => r.path.startsWith('/api/rate-alerts')).map((r) => `${keyOf(r)} ${describeRule(r.rule)}`),
    ).toEqual([
      'DELETE /api/rate-alerts public',
      'GET /api/rate-alerts public',
      'POST /api/rate-alerts public',
      'DELETE /api/rate-alerts/:id public',
      'GET /api/rate-alerts/vapid-public-key public',
    ])
    // Renewal reminders: public, each device's own reminders guarded by the same secret.
    expect(
      table
        .filter((r) => r.path.startsWith('/api/renewal-reminders'))
        .map((r) => `${keyOf(r)} ${describeRule(r.rule)}`),
    ).toEqual([
      'GET /api/renewal-reminders public',
      'POST /api/renewal-reminders public',
      'DELETE /api/renewal-reminders/:id public',
    ])
    // Staff notifications: each signed-in staff member's own devices (tests/integration/staff-notifications.test.ts).
    expect(
      table
        .filter((r) => r.path.startsWith('/api/staff-notifications'))
        .map((r) => `${keyOf(r)} ${describeRule(r.rule)}`),
    ).toEqual([
      'GET /api/staff-notifications agent,admin,super_admin',
      'DELETE /api/staff-notifications/devices/:id agent,admin,super_admin',
      'GET /api/staff-notifications/devices/:id agent,admin,super_admin',
      'PUT /api/staff-notifications/devices/:id agent,admin,super_admin',
      'POST /api/staff-notifications/read agent,admin,super_admin',
    ])
    // The admin Analytics tab: one read, super_admin only.
    expect(
      table.filter((r) => r.path.startsWith('/api/admin/analytics')).map((r) => `${keyOf(r)} ${describeRule(r.rule)}`),
    ).toEqual(['GET /api/admin/analytics super_admin'])
    // The scheduled jobs' runs (the Debug tab): one read, super_admin only.
    expect(
      table.filter((r) => r.path.startsWith('/api/admin/jobs')).map((r) => `${keyOf(r)} ${describeRule(r.rule)}`),
    ).toEqual(['GET /api/admin/jobs/runs super_admin'])
    // The Mail tab's log of sent mail: one read, super_admin only.
    expect(
      table.filter((r) => r.path.startsWith('/api/admin/mail')).map((r) => `${keyOf(r)} ${describeRule(r.rule)}`),
    ).toEqual(['GET /api/admin/mail super_admin'])
    // The compliance tabs (Complaints, Privacy Requests): the cases, one case, a change, a
    // person's export and consent history; super_admin only.
    expect(
      table.filter((r) => r.path.startsWith('/api/admin/compliance')).map((r) => `${keyOf(r)} ${describeRule(r.rule)}`),
    ).toEqual([
      'GET /api/admin/compliance/cases super_admin',
      'GET /api/admin/compliance/cases/:id super_admin',
      'PATCH /api/admin/compliance/cases/:id super_admin',
      'GET /api/admin/compliance/consent-history.csv super_admin',
      'GET /api/admin/compliance/person-export super_admin',
    ])
    // The lead routing rule: a read and a write, super_admin only.
    expect(
      table
        .filter((r) => r.path.startsWith('/api/admin/lead-routing'))
        .map((r) => `${keyOf(r)} ${describeRule(r.rule)}`),
    ).toEqual(['GET /api/admin/lead-routing super_admin', 'PUT /api/admin/lead-routing super_admin'])
    // Response times: every staff role; an agent or an admin reads only their own leads'
    // (tests/integration/response-times.test.ts).
    expect(
      table.filter((r) => r.path.startsWith('/api/response-times')).map((r) => `${keyOf(r)} ${describeRule(r.rule)}`),
    ).toEqual(['GET /api/response-times agent,admin,super_admin'])
    // Lead settings: the agent's own, and the super admin's for any agent.
    expect(
      table.filter((r) => r.path.endsWith('/lead-settings')).map((r) => `${keyOf(r)} ${describeRule(r.rule)}`),
    ).toEqual([
      'PUT /api/admin/users/agents/:agentId/lead-settings super_admin',
      'PUT /api/agent/lead-settings agent,admin',
    ])
    // A lead's deal: staff only; an agent or admin reaches only their own leads (tests/integration/lead-deal.test.ts).
    expect(
      table.filter((r) => r.path === '/api/leads/:id/deal').map((r) => `${keyOf(r)} ${describeRule(r.rule)}`),
    ).toEqual(['PATCH /api/leads/:id/deal agent,admin,super_admin'])
    // A lead's notes and tasks: staff only; an agent or admin reaches only their own leads
    // (ownership per resource in tests/integration/lead-work.test.ts).
    expect(
      table
        .filter((r) => r.path === '/api/leads/:id/notes' || r.path === '/api/leads/:id/tasks')
        .map((r) => `${keyOf(r)} ${describeRule(r.rule)}`),
    ).toEqual([
      'POST /api/leads/:id/notes agent,admin,super_admin',
      'POST /api/leads/:id/tasks agent,admin,super_admin',
    ])
    // A lead's contact attempts (quick actions): as its notes (tests/integration/lead-contact.test.ts).
    expect(
      table.filter((r) => r.path === '/api/leads/:id/contacts').map((r) => `${keyOf(r)} ${describeRule(r.rule)}`),
    ).toEqual(['POST /api/leads/:id/contacts agent,admin,super_admin'])
    // "Client asked to stop marketing": as its notes (tests/integration/consent-records.test.ts).
    expect(
      table.filter((r) => r.path === '/api/leads/:id/stop-marketing').map((r) => `${keyOf(r)} ${describeRule(r.rule)}`),
    ).toEqual(['POST /api/leads/:id/stop-marketing agent,admin,super_admin'])
    // The admin leads workspace: every route super_admin only.
    expect(
      table
        .filter((r) => r.path.startsWith('/api/admin/leads'))
        .map((r) => `${keyOf(r)} ${describeRule(r.rule)}`)
        .sort(),
    ).toEqual([
      'DELETE /api/admin/leads/:id super_admin',
      'GET /api/admin/leads super_admin',
      'GET /api/admin/leads/:id super_admin',
      'GET /api/admin/leads/:id/activity super_admin',
      'GET /api/admin/leads/board super_admin',
      'GET /api/admin/leads/board/column super_admin',
      'GET /api/admin/leads/export.csv super_admin',
      'GET /api/admin/leads/renewals super_admin',
      'PATCH /api/admin/leads/:id super_admin',
      'POST /api/admin/leads/:id/merge super_admin',
      'POST /api/admin/leads/:id/restore super_admin',
      'POST /api/admin/leads/bulk super_admin',
      'PUT /api/admin/leads/:id/hold super_admin',
    ])
    // The audit log: one read, super_admin only (nothing writes it but the changes it records).
    expect(
      table.filter((r) => r.path.startsWith('/api/admin/audit')).map((r) => `${keyOf(r)} ${describeRule(r.rule)}`),
    ).toEqual(['GET /api/admin/audit super_admin'])
    // The admin Agents tab (accounts) and the newsletter
    // subscribers export: every route super_admin only.
    expect(
      table
        .filter((r) => r.path.startsWith('/api/admin/users') || r.path.startsWith('/api/admin/newsletter'))
        .map((r) => `${keyOf(r)} ${describeRule(r.rule)}`)
        .sort(),
    ).toEqual([
      'DELETE /api/admin/newsletter/subscribers/:id super_admin',
      'DELETE /api/admin/users/agents/:agentId super_admin',
      'DELETE /api/admin/users/agents/:agentId/images/:slot super_admin',
      'GET /api/admin/newsletter/subscribers.csv super_admin',
      'GET /api/admin/users/agents super_admin',
      'GET /api/admin/users/agents/:agentId super_admin',
      'POST /api/admin/users/:userId/activate super_admin',
      'POST /api/admin/users/:userId/deactivate super_admin',
      'POST /api/admin/users/:userId/password super_admin',
      'POST /api/admin/users/agents super_admin',
      'POST /api/admin/users/agents/:agentId/images/:slot super_admin',
      'PUT /api/admin/users/agents/:agentId/basic super_admin',
      'PUT /api/admin/users/agents/:agentId/lead-settings super_admin',
      'PUT /api/admin/users/agents/:agentId/links super_admin',
      'PUT /api/admin/users/agents/:agentId/seo super_admin',
      'PUT /api/admin/users/agents/:agentId/social super_admin',
    ])
    // The admin Testimonials tab: every route super_admin only.
    expect(
      table
        .filter((r) => r.path.startsWith('/api/admin/testimonials'))
        .map((r) => `${keyOf(r)} ${describeRule(r.rule)}`)
        .sort(),
    ).toEqual([
      'DELETE /api/admin/testimonials/:id super_admin',
      'GET /api/admin/testimonials super_admin',
      'PATCH /api/admin/testimonials/:id/approval super_admin',
      'POST /api/admin/testimonials super_admin',
      'PUT /api/admin/testimonials/:id super_admin',
    ])
    // The admin Products, Services and Lenders tabs: every route super_admin only.
    expect(
      table
        .filter((r) => /^\/api\/admin\/(products|services|lenders)/.test(r.path))
        .map((r) => `${keyOf(r)} ${describeRule(r.rule)}`)
        .sort(),
    ).toEqual([
      'DELETE /api/admin/lenders/:id super_admin',
      'DELETE /api/admin/products/:id super_admin',
      'DELETE /api/admin/services/:id super_admin',
      'GET /api/admin/lenders super_admin',
      'GET /api/admin/products super_admin',
      'GET /api/admin/services super_admin',
      'POST /api/admin/lenders super_admin',
      'POST /api/admin/lenders/logo super_admin',
      'POST /api/admin/products super_admin',
      'POST /api/admin/services super_admin',
      'PUT /api/admin/lenders/:id super_admin',
      'PUT /api/admin/products/:id super_admin',
      'PUT /api/admin/services/:id super_admin',
    ])
    // The admin Blog tab: every route super_admin only (decision 074).
    expect(
      table
        .filter((r) => r.path.startsWith('/api/admin/blog'))
        .map((r) => `${keyOf(r)} ${describeRule(r.rule)}`)
        .sort(),
    ).toEqual([
      'DELETE /api/admin/blog/:id super_admin',
      'GET /api/admin/blog super_admin',
      'PATCH /api/admin/blog/:id/publication super_admin',
      'POST /api/admin/blog super_admin',
      'POST /api/admin/blog/images super_admin',
      'PUT /api/admin/blog/:id super_admin',
    ])
    // The agent dashboard: agents and admins, each on their own agent record only
    // (ownership: tests/integration/agent-dashboard.test.ts); the public agent page and its views.
    expect(
      table.filter((r) => r.path.startsWith('/api/agent')).map((r) => `${keyOf(r)} ${describeRule(r.rule)}`),
    ).toEqual([
      'GET /api/agent/analytics agent,admin',
      'POST /api/agent/blog-images agent,admin',
      'PUT /api/agent/customize agent,admin',
      'GET /api/agent/documents agent,admin',
      'POST /api/agent/documents agent,admin',
      'DELETE /api/agent/documents/:id agent,admin',
      'GET /api/agent/documents/:id/file agent,admin',
      'DELETE /api/agent/images/:slot agent,admin',
      'POST /api/agent/images/:slot agent,admin',
      'PUT /api/agent/lead-settings agent,admin',
      'PUT /api/agent/links agent,admin',
      'GET /api/agent/posts agent,admin',
      'POST /api/agent/posts agent,admin',
      'DELETE /api/agent/posts/:id agent,admin',
      'PUT /api/agent/posts/:id agent,admin',
      'GET /api/agent/profile agent,admin',
      'PUT /api/agent/profile agent,admin',
      'PUT /api/agent/seo agent,admin',
      'PUT /api/agent/social agent,admin',
      'GET /api/agent/testimonials agent,admin',
      'POST /api/agent/testimonials agent,admin',
      'POST /api/agents/:id/views public',
      'GET /api/agents/:identifier public',
    ])
    // The public pages' reads and the newsletter's unsubscribe link: public.
    const publicPages = table.filter(
      (r) => r.path.startsWith('/api/newsletter') || /^\/api\/content\/(agents$|services|products|blog)/.test(r.path),
    )
    expect(publicPages.map((r) => `${keyOf(r)} ${describeRule(r.rule)}`).sort()).toEqual([
      'GET /api/content/agents public',
      'GET /api/content/blog public',
      'GET /api/content/blog/:slug public',
      'GET /api/content/products public',
      'GET /api/content/products/:id public',
      'GET /api/content/services public',
      'GET /api/content/services/:id public',
      'POST /api/newsletter/unsubscribe public',
    ])
  })

  it('no route lacks allow(...) as its first handler', () => {
    expect(table.filter((r) => !r.rule).map(keyOf)).toEqual([])
  })
})

describe('route × role matrix against the running worker', () => {
  for (const route of table) {
    it(`${keyOf(route)} — ${describeRule(route.rule)}`, async () => {
      const rule = route.rule
      expect(rule, 'route has no access rule').toBeDefined()
      const statuses = {} as Record<Caller, number>
      for (const caller of CALLERS) {
        let session = caller === 'anonymous' ? null : (sessions.get(caller) ?? null)
        if (session && SESSION_ROUTES.has(keyOf(route))) session = await signInAs(caller as DemoRole, { fresh: true })
        statuses[caller] = await probe(route, session)
      }
      results.set(keyOf(route), statuses)
      for (const caller of CALLERS) {
        const status = statuses[caller]
        const where = `${keyOf(route)} as ${caller} → ${status}`
        if (rule!.public) {
          expect(status, where).not.toBe(403)
          if (!CREDENTIAL_ROUTES.has(keyOf(route))) expect(status, where).not.toBe(401)
        } else if (caller === 'anonymous') {
          expect(status, where).toBe(401)
        } else if (rule!.roles.includes(caller)) {
          expect([401, 403], where).not.toContain(status)
        } else {
          expect(status, where).toBe(403)
        }
      }
    })
  }
})
