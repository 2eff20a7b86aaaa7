/**
 * Roles read from profiles. The one definition: the database schema
 * (worker/db/schema/auth.ts), the contracts (shared/schemas/auth.ts) and the worker import it.
 */
export const ROLES = ['super_admin', 'admin', 'agent', 'other'] as const
export type Role = (typeof ROLES)[number]

/** Staff roles that run the business from the admin panel (the second-factor rule, decision 005). */
export const STAFF_ADMIN_ROLES = ['super_admin', 'admin'] as const satisfies readonly Role[]
