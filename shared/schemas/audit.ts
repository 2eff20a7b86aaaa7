import * as z from 'zod/mini'
import { dayStringSchema } from './admin-leads'

/**
 * The audit log (docs/decisions/193-append-only-audit-log.md). Super admins only:
 * `GET /api/admin/audit` query `auditQuerySchema` → 200 `AuditPage`, newest first, filtered by
 * actor, kind and a range of Toronto days, one page at a time.
 */
export const AUDIT_KINDS = [
  'lead_archived',
  'lead_restored',
  'lead_erased',
  'lead_hold_set',
  'lead_hold_cleared',
  'agent_deleted',
  'blog_post_deleted',
  'testimonial_deleted',
  'subscriber_erased',
  'consent_withdrawn',
  'retention_run',
] as const
export type AuditKind = (typeof AUDIT_KINDS)[number]

export const AUDIT_PAGE_SIZE = 50

const whole = (min: number, max: number) =>
  z.coerce.number().check(z.refine(Number.isInteger, { message: 'Expected a whole number' }), z.gte(min), z.lte(max))

export const auditQuerySchema = z.strictObject({
  /** A user id; 'system' for the scheduled jobs. */
  actor: z.optional(z.union([z.uuid(), z.literal('system')])),
  kind: z.optional(z.enum(AUDIT_KINDS)),
  from: z.optional(dayStringSchema),
  to: z.optional(dayStringSchema),
  page: z.optional(whole(1, 100_000)),
})
export type AuditQuery = z.output<typeof auditQuerySchema>

export type AuditEntry = {
  id: number
  at: string
  actorUserId: string | null
  actorName: string
  kind: AuditKind
  targetId: string
  label: string
}

export type AuditPage = {
  entries: AuditEntry[]
  total: number
  page: number
  pageSize: number
  /** Everyone who appears in the log, for the actor filter. */
  actors: { id: string | null; name: string }[]
}
