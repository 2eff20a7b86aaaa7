import { Hono } from 'hono'
import { auditQuerySchema } from '#shared/schemas/audit.ts'
import { listAudit } from '#worker/domain/audit-log.ts'
import type { AppEnv } from '#worker/env.ts'
import { validate } from '#worker/lib/validate.ts'
import { allow } from '#worker/middleware/access.ts'

/** The audit log, read-only, super admins only (docs/decisions/193-append-only-audit-log.md). */
export const adminAuditRoutes = new Hono<AppEnv>().get(
  '/',
  allow('super_admin'),
  validate('query', auditQuerySchema),
  async (c) => c.json(await listAudit(c.get('db'), c.req.valid('query')), 200),
)
