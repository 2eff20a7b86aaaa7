/**
 * The router state a prerendered page was rendered with, carried as a JSON data block instead
 * of TanStack's inline `$_TSR` script: the CSP (app/public/_headers) allows no inline script,
 * and a data block is never executed. docs/decisions/039-prerendered-public-pages.md.
 */
import type { DehydratedMatch, TsrSsrGlobal } from '@tanstack/react-router/ssr/client'

export const PRERENDERED_STATE_ID = 'prerendered-router-state'

/** What the build writes: the matches of the page, as TanStack's dehydration has them. */
export type PrerenderedState = { matches: Array<Pick<DehydratedMatch, 'i' | 's' | 'ssr' | 'g'>> }

/** A route match as the build reads it from the router after loading the page. */
type MatchLike = {
  id: string
  status: DehydratedMatch['s']
  ssr?: DehydratedMatch['ssr']
  loaderData?: unknown
  _notFound?: boolean
}

/** The build side: refuses loader data (a prerendered page's loaders only start requests). */
export function prerenderedState(matches: MatchLike[]): PrerenderedState {
  return {
    matches: matches.map((m) => {
      if (m.loaderData !== undefined)
        throw new Error(
          `prerender: route ${m.id} returns loader data; prerendered routes fetch through React Query instead`,
        )
      // TanStack's dehydrated match id: '/' → '#' (router-core ssr-match-id.ts).
      return {
        i: m.id.replaceAll('/', '#'),
        s: m.status,
        ...(m.ssr === undefined ? {} : { ssr: m.ssr }),
        ...(m._notFound ? { g: true as const } : {}),
      }
    }),
  }
}

/** The state as the page carries it: a JSON data block after `#root` ('<' escaped so no value can close it). */
export function prerenderedStateBlock(state: PrerenderedState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c')
  return `\n    <script type="application/json" id="${PRERENDERED_STATE_ID}">${json}</script>`
}

/** The browser side: the `$_TSR` global TanStack's `hydrate()` reads, or null on the SPA shell. */
export function readPrerenderedState(doc: Document): TsrSsrGlobal | null {
  const el = doc.getElementById(PRERENDERED_STATE_ID)
  if (!el?.textContent) return null
  const state = JSON.parse(el.textContent) as PrerenderedState
  const now = Date.now()
  const tsr: TsrSsrGlobal = {
    router: { manifest: undefined, matches: state.matches.map((m) => ({ ...m, u: now })) } as TsrSsrGlobal['router'],
    buffer: [],
    h() {
      this.hydrated = true
    },
    e() {
      this.streamEnded = true
    },
    c() {},
    p(script) {
      script()
    },
  }
  return tsr
}
