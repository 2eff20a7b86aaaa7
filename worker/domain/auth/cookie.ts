import { REFRESH_COOKIE_NAME, REFRESH_COOKIE_PATH } from '#shared/schemas/auth.ts'

/**
 * The refresh-token cookie, attributes exactly as docs/decisions/005 says:
 *   __Secure-rt=<token>; Max-Age=<s>; Path=/api/auth; HttpOnly; Secure; SameSite=Strict
 * Written by hand (not hono/cookie) so the attributes are exactly these, in this order.
 */
export function refreshCookie(token: string, maxAgeSeconds: number): string {
  return `${REFRESH_COOKIE_NAME}=${token}; Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}; Path=${REFRESH_COOKIE_PATH}; HttpOnly; Secure; SameSite=Strict`
}

/** Clears the cookie (same name, path and attributes; empty value; Max-Age=0). */
export function clearedRefreshCookie(): string {
  return refreshCookie('', 0)
}

/** The refresh token from a Cookie header, or null (first occurrence wins). */
export function readRefreshCookie(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader || cookieHeader.length > 8192) return null
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=')
    if (eq === -1) continue
    if (part.slice(0, eq).trim() !== REFRESH_COOKIE_NAME) continue
    const value = part.slice(eq + 1).trim()
    return value.length > 0 ? value : null
  }
  return null
}
