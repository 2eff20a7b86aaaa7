import type { MiddlewareHandler } from 'hono'
import type { Role } from '../db/schema'
import type { AppEnv } from '../env'
import { HttpError } from '../lib/http-error'
import { authenticate } from './auth'

/** Who may call a route: everyone, or signed-in users with one of the roles. */
export type AccessRule = { public: true } | { public: false; roles: readonly Role[] }

export const ACCESS_RULE = Symbol.for('brokerage.access-rule')
export type AccessMiddleware = MiddlewareHandler<AppEnv> & { [ACCESS_RULE]: AccessRule }

/**
 * The one place a route declares who may call it. Every API route starts with `allow(...)`;
 * tests/integration/access-matrix.test.ts walks the router and fails on a route without one.
 */
export function allow(first: 'public' | Role, ...rest: Role[]): AccessMiddleware {
  const rule: AccessRule = first === 'public' ? { public: true } : { public: false, roles: [first, ...rest] }
  const mw: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (rule.public) {
      await next()
      return
    }
    const user = await authenticate(c)
    if (!user) throw new HttpError('unauthorized', 'Sign in to continue')
    if (!rule.roles.includes(user.role)) throw new HttpError('forbidden', 'Access denied')
    await next()
  }
  return Object.assign(mw, { [ACCESS_RULE]: rule })
}

export function accessRuleOf(handler: unknown): AccessRule | undefined {
  return typeof handler === 'function' ? (handler as Partial<AccessMiddleware>)[ACCESS_RULE] : undefined
}
