import type { MiddlewareHandler } from 'hono'
import { ACCESS_DENIED_MESSAGE, MFA_SETUP_REQUIRED_MESSAGE, STEP_UP_REQUIRED_MESSAGE } from '#shared/schemas/auth.ts'
import { ROLES, type Role } from '#worker/db/schema/index.ts'
import { roleNeedsSecondFactor, staffMfaRequired } from '#worker/domain/auth/staff-mfa.ts'
import type { AppEnv } from '#worker/env.ts'
import { HttpError } from '#worker/lib/http-error.ts'
import { authenticate } from './auth'

export { requireAgentOfUser } from '#worker/domain/auth/ownership.ts'
export { currentUser } from './auth'

/**
 * Who may call a route: everyone, or signed-in users with one of the roles.
 * `beforeStepUp` marks the few routes a user with a verified factor may call while still at
 * aal1 (to complete the second step); every other role route needs aal2 from such a user.
 * `enrolment` marks the route that enrols a first factor: reachable at aal1 by a user with no
 * verified factor even when their role must use one (the staff setting).
 */
export type AccessRule =
  | { public: true }
  | { public: false; roles: readonly Role[]; beforeStepUp: boolean; enrolment?: true }

export const ACCESS_RULE = Symbol.for('brokerage.access-rule')
export type AccessMiddleware = MiddlewareHandler<AppEnv> & { [ACCESS_RULE]: AccessRule }

/** Every role: "any signed-in user". */
export const SIGNED_IN = ROLES

/**
 * The one place a route declares who may call it. Every API route starts with `allow(...)`
 * (or `allowBeforeStepUp(...)`); tests/integration/access-matrix.test.ts walks the router and
 * fails on a route without one.
 *
 *   allow('public')                  anyone
 *   allow('super_admin')             signed in, role super_admin
 *   allow('agent', 'admin')          signed in, one of the roles
 *   allow(...SIGNED_IN)              any signed-in user
 *
 * Signed-in rules answer 401 without a valid session, 403 'Access denied' for another role,
 * and 403 (fields.aal) when the user has a verified TOTP factor but this session has not passed
 * the second step, or when the staff second factor is required (STAFF_MFA_REQUIRED, on in
 * production) and a super_admin or admin has none yet (docs/decisions/005, 009).
 */
export function allow(first: 'public' | Role, ...rest: Role[]): AccessMiddleware {
  if (first === 'public') return guard({ public: true })
  return guard({ public: false, roles: [first, ...rest], beforeStepUp: false })
}

/** Like `allow(roles)` but reachable at aal1 by a user with a factor: only for the step-up flow itself. */
export function allowBeforeStepUp(first: Role, ...rest: Role[]): AccessMiddleware {
  return guard({ public: false, roles: [first, ...rest], beforeStepUp: true })
}

/** Like `allow(roles)`, and reachable by staff who must set up a factor and have none yet: enrolment only. */
export function allowEnrolment(first: Role, ...rest: Role[]): AccessMiddleware {
  return guard({ public: false, roles: [first, ...rest], beforeStepUp: false, enrolment: true })
}

function guard(rule: AccessRule): AccessMiddleware {
  const mw: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (rule.public) {
      await next()
      return
    }
    const user = await authenticate(c)
    if (!user) throw new HttpError('unauthorized', 'Sign in to continue')
    if (!rule.roles.includes(user.role)) throw new HttpError('forbidden', ACCESS_DENIED_MESSAGE)
    if (user.aal !== 'aal2' && !rule.beforeStepUp) {
      if (user.mfa) throw new HttpError('forbidden', STEP_UP_REQUIRED_MESSAGE, { aal: 'aal2 required' })
      if (!rule.enrolment && roleNeedsSecondFactor(user.role, staffMfaRequired(c.env))) {
        throw new HttpError('forbidden', MFA_SETUP_REQUIRED_MESSAGE, { aal: 'Set up a second factor' })
      }
    }
    await next()
  }
  return Object.assign(mw, { [ACCESS_RULE]: rule })
}

export function accessRuleOf(handler: unknown): AccessRule | undefined {
  return typeof handler === 'function' ? (handler as Partial<AccessMiddleware>)[ACCESS_RULE] : undefined
}

export type RouteAccess = { method: string; path: string; rule: AccessRule | undefined }

/**
 * Every endpoint of a Hono app (method + path, sub-apps flattened) with the access rule of its
 * FIRST handler. Global middleware (`app.use`, method ALL on a wildcard path) is skipped. A route
 * whose first handler is not `allow(...)` gets `rule: undefined`; the access-matrix test fails
 * on it.
 */
export function routeAccessTable(app: {
  routes: ReadonlyArray<{ method: string; path: string; handler: unknown }>
}): RouteAccess[] {
  const table = new Map<string, RouteAccess>()
  for (const route of app.routes) {
    if (route.method === 'ALL' && route.path.endsWith('*')) continue
    const key = `${route.method} ${route.path}`
    // The first handler registered for this method+path decides.
    if (!table.has(key)) table.set(key, { method: route.method, path: route.path, rule: accessRuleOf(route.handler) })
  }
  return [...table.values()]
}
