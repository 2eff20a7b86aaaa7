/**
 * The staff sidebar's remembered state: a cookie `sidebar_state` holding
 * 'true' (expanded) or 'false' (collapsed to icons), kept 7 days. Below 768 px the sidebar
 * is a drawer instead and the cookie is left alone.
 */
export const SIDEBAR_COOKIE = 'sidebar_state'
export const SIDEBAR_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 7
export const SIDEBAR_MOBILE_QUERY = '(max-width: 767.98px)'

/** The stored state from a `document.cookie` string; null when none or unreadable. */
export function readSidebarCookie(cookieHeader: string): boolean | null {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name !== SIDEBAR_COOKIE) continue
    const value = rest.join('=')
    if (value === 'true') return true
    if (value === 'false') return false
    return null
  }
  return null
}

/** The `document.cookie` assignment that stores the state for 7 days. */
export function sidebarCookie(expanded: boolean): string {
  return `${SIDEBAR_COOKIE}=${expanded}; Path=/; Max-Age=${SIDEBAR_COOKIE_MAX_AGE_S}; SameSite=Lax`
}

/** Ctrl+B (Windows, Linux) or Cmd+B (macOS), without Shift or Alt. */
export function isSidebarShortcut(
  e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
): boolean {
  return (e.key === 'b' || e.key === 'B') && (e.ctrlKey || e.metaKey) && !e.shiftKey && !e.altKey
}
