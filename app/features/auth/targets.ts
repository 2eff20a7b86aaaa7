import type { Role } from './session'

/** Where each role lands after sign-in. */
export const HOME_FOR_ROLE: Record<Role, string> = {
  super_admin: '/super-admin',
  admin: '/agent-dashboard',
  agent: '/agent-dashboard',
  other: '/',
}

/** Roles each signed-in area admits. */
export const AREA_ROLES = {
  '/super-admin': ['super_admin'],
  '/agent-dashboard': ['agent', 'admin'],
} as const satisfies Record<string, readonly Role[]>

function areaOf(path: string): keyof typeof AREA_ROLES | null {
  for (const area of Object.keys(AREA_ROLES) as (keyof typeof AREA_ROLES)[]) {
    if (path === area || path.startsWith(`${area}/`) || path.startsWith(`${area}?`)) return area
  }
  return null
}

/** May this role open this path? Public paths: yes; signed-in areas: per AREA_ROLES. */
export function canVisit(role: Role, path: string): boolean {
  const area = areaOf(path)
  return area === null || (AREA_ROLES[area] as readonly Role[]).includes(role)
}

/**
 * A `?redirect=` value made safe: a path on this site (one leading slash, no scheme, no
 * backslash tricks, no way back to /auth). Anything else is null.
 */
export function safeRedirect(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the pattern matches control characters on purpose, to refuse or strip them
  if (/[\u0000-\u001f]/.test(value)) return null
  if (value === '/auth' || value.startsWith('/auth?') || value.startsWith('/auth/')) return null
  return value
}

/** After sign-in: the `redirect` the guard kept when this role may open it, else the role's home. */
export function targetAfterSignIn(role: Role, redirect?: unknown): string {
  const safe = safeRedirect(redirect)
  return safe && canVisit(role, safe) ? safe : HOME_FOR_ROLE[role]
}
