/**
 * The session's silent refresh, sent by the SPA shell's first script (decision 260).
 *
 * At a signed-in area's address the app cannot read anything before the refresh has brought the
 * access token, and the app's own code (the main bundle, then the session module) took 80–200 ms
 * to be fetched and evaluated before it sent that refresh. The build's shell.html now carries,
 * before the app's entry, one small module with no imports (`earlyRefreshScript`, written by
 * scripts/lib/prerender-plugin.ts) that sends the same request as the session manager
 * (`POST /api/auth/refresh`, same-origin credentials, keepalive) as soon as the document is parsed,
 * under the same conditions and the same cross-tab lock as the manager's first refresh:
 *
 * - only at a signed-in area's address (AREA_ROLES) and only when the hint cookie says a refresh
 *   can succeed (as `SessionManager.init`): anonymous visitors and public pages send nothing;
 * - inside the Web Lock the manager refreshes under (`REFRESH_LOCK`), so two tabs still never
 *   present the same refresh token; the lock is held until the response's headers (and its
 *   Set-Cookie) are in;
 * - the response is kept in memory only, under a property of the page's global object, and the
 *   session manager takes it once, as the answer to its first refresh request (browser-session.ts
 *   `takeEarlyRefresh`): the manager reads the body, applies the token and handles 401, 409 and
 *   network failures exactly as for a refresh it sent itself. No token in any storage; one
 *   refresh a load, as before.
 */
import { HINT_COOKIE, REFRESH_LOCK, refreshPath } from './session'
import { AREA_ROLES } from './targets'

/** The page-global property the shell's script leaves the request under, for the manager. */
export const EARLY_REFRESH_GLOBAL = '__earlyAuthRefresh'
/**
 * The Leads tab's plain view's read, as the shell's script sends it (decision 269): the page-global
 * property it leaves the answer under and the addresses of the list and the board
 * (app/data/leads-admin-shell-read.ts, passed in by the build so the session's chunk holds none of it).
 */
export type ShellRead = { global: string; list: string; board: string }

/** The signed-in areas' addresses, as a regular expression's source (`/super-admin`, `/super-admin/…`). */
export function staffAreaPattern(): string {
  const areas = Object.keys(AREA_ROLES).map((a) => a.slice(1).replace(/[.*+?^${}()|[\]\\-]/g, '\\$&'))
  return `^\\/(${areas.join('|')})(\\/|$)`
}

/** Starts the app anyway when the refresh's lock is not granted by then (another tab is refreshing). */
export const EARLY_REFRESH_WAIT_MS = 100

/**
 * The SPA shell's entry (an ES module with no static imports), in place of the app's entry
 * script: at a signed-in area's address with the hint cookie, it asks for the refresh lock and
 * sends the refresh the moment the lock is granted, then imports the app's `entry` (already
 * preloaded, so fetched and compiled meanwhile). The app's evaluation waits for the request to be
 * out because the grant is a task of the page's main thread: queued behind the app's evaluation,
 * the refresh left 50–100 ms later. At the admin's Leads tab it first preloads `leadsRead`, the
 * chunks of the tab's first read. Elsewhere, or when the lock is not granted within
 * EARLY_REFRESH_WAIT_MS (another tab is refreshing), the app starts at once. `hintCookie`: the
 * session's hint cookie, lock and refresh address are the session manager's own (session.ts).
 */
export function earlyRefreshScript(entry: string, leadsRead: readonly string[] = [], read?: ShellRead): string {
  const paths = read ?? { global: '', list: '', board: '' }
  return (
    `const w=globalThis;\n` +
    `const atLeads=/^\\/super-admin\\/leads\\/?$/.test(w.location.pathname);\n` +
    // The Leads tab's first read (main.tsx, decision 244): its chunks fetched and compiled while
    // the refresh is out, so it leaves as the token arrives (decision 260).
    `if(atLeads)for(const href of ${JSON.stringify(leadsRead)}){const l=w.document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=href;w.document.head.append(l)}\n` +
    // The plain view (no filter: only the layout or the lead a notification opens) is read by
    // this script the moment the refresh answers, with that answer's token, when the session
    // would pass the area's guard (decision 269); the page takes the answer (takeShellRead).
    `const q=new URLSearchParams(w.location.search);\n` +
    `const readAt=${JSON.stringify(Boolean(read))}&&atLeads&&[...q.keys()].every((k)=>k==='layout'||k==='lead')?(q.get('layout')==='board'?${JSON.stringify(paths.board)}:${JSON.stringify(paths.list)}):null;\n` +
    `const admitted=(b)=>!!b&&typeof b.accessToken==='string'&&!!b.user&&${JSON.stringify(AREA_ROLES['/super-admin'])}.includes(b.user.role)&&(b.user.aal==='aal2'||!(b.mfa&&(b.mfa.required===true||(Array.isArray(b.mfa.factors)&&b.mfa.factors.length>0))));\n` +
    `const readAfter=(r)=>{if(!readAt)return r;let read=null;try{read=r.ok?r.clone().json().then((b)=>admitted(b)?w.fetch(readAt,{headers:{Authorization:'Bearer '+b.accessToken}}):null):null}catch{}\n` +
    `if(read){read.catch(()=>{});Object.defineProperty(w,${JSON.stringify(paths.global)},{value:{path:readAt,response:read},configurable:true,writable:true})}\n` +
    `return r};\n` +
    `const early=()=>{\n` +
    `if(!new RegExp(${JSON.stringify(staffAreaPattern())}).test(w.location.pathname))return null;\n` +
    `if(!w.document.cookie.split(';').some((c)=>c.trim()===${JSON.stringify(`${HINT_COOKIE}=1`)}))return null;\n` +
    `w.performance?.mark?.('early-refresh-asked');\n` +
    `let out;const isOut=new Promise((r)=>{out=r});\n` +
    `const send=()=>{w.performance?.mark?.('early-refresh');const f=w.fetch(${JSON.stringify(refreshPath())},{method:'POST',credentials:'same-origin',keepalive:true}).then(readAfter);out();return f};\n` +
    `const locks=w.navigator.locks;\n` +
    `const sent=locks?locks.request(${JSON.stringify(REFRESH_LOCK)},send):send();\n` +
    `sent.catch(()=>{});\n` +
    `Object.defineProperty(w,${JSON.stringify(EARLY_REFRESH_GLOBAL)},{value:sent,configurable:true,writable:true});\n` +
    `return Promise.race([isOut,new Promise((r)=>setTimeout(r,${EARLY_REFRESH_WAIT_MS}))])};\n` +
    `try{await early()}catch{}\n` +
    `await import(${JSON.stringify(entry)});\n`
  )
}

/**
 * The shell's refresh request, once: later calls (and pages without one) get null. Only the
 * session manager's first refresh takes it (browser-session.ts).
 */
export function takeEarlyRefresh(): Promise<Response> | null {
  const g = globalThis as unknown as Record<string, unknown>
  const sent = g[EARLY_REFRESH_GLOBAL]
  if (!(sent instanceof Promise)) return null
  delete g[EARLY_REFRESH_GLOBAL]
  return sent as Promise<Response>
}

/** Whether the shell's script has left this load's first refresh for the manager (sent, or waiting for the lock). */
export function hasEarlyRefresh(): boolean {
  return (globalThis as unknown as Record<string, unknown>)[EARLY_REFRESH_GLOBAL] instanceof Promise
}
