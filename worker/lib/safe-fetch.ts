/**
 * Outbound HTTP for everything the worker fetches on its own (rate sources, news feeds):
 * Outbound fetches go only to public addresses (ASVS 1.3.6).
 *
 * - http/https only; the host must be on the allow-list (exact, or `*.example.com` for any
 *   subdomain of example.com, not example.com itself).
 * - Literal private addresses are refused. `allowPrivate` (tests, local dev) lets loopback and
 *   private ranges through; link-local (169.254/16 — the cloud metadata address — and
 *   fe80::/10), unspecified, multicast and reserved addresses are refused even then.
 *   Workers have no DNS API, so names are resolved through `resolveHost` when given (in
 *   production: DNS over HTTPS, `dohResolver`): a name with any address that is not public is
 *   refused, before the first request and after every redirect. Without a resolver (tests,
 *   local dev) the allow-list alone guards names.
 * - Redirects are followed by hand, at most 3, and only to the same host (same scheme and
 *   port, or an http → https upgrade); every target is re-checked.
 * - One timeout covers connect, redirects and the body; the body is read as a stream and
 *   cancelled as soon as it passes `maxBytes`.
 * - GET by default. A POST (an OAuth token exchange) follows no redirect at all. Extra
 *   `headers` (a service's credentials) go to the checked host only, never across hosts.
 * - An HTTP error keeps the first 2 KB of its body (`errorText`), so a caller can show the
 *   service's own message.
 * - `truncate`: a body over `maxBytes` is cut there (`truncated: true`) instead of refused,
 *   for readers that need only the start of a page (its <head>).
 *
 * Never throws: every failure is a `{ ok: false, reason, detail }`. Details name the host and
 * path only, never the query string (it may carry an API key).
 */

import { joinChunks } from './bytes'

export type SafeFetchReason =
  | 'blocked-host'
  | 'private-address'
  | 'redirect-blocked'
  | 'timeout'
  | 'too-large'
  | 'http-error'
  | 'network'

export type SafeFetchResult =
  | { ok: true; status: number; text: string; finalUrl: string; truncated?: true }
  | { ok: false; reason: SafeFetchReason; detail: string; status?: number; errorText?: string }

export type SafeFetchOptions = {
  /** Hosts that may be fetched: 'rates.example.com' or '*.example.com'. */
  allowHosts: readonly string[]
  timeoutMs?: number
  maxBytes?: number
  /** Let loopback and private addresses through (tests, local dev). Never in production. */
  allowPrivate?: boolean
  fetchImpl?: typeof fetch
  accept?: string
  userAgent?: string
  /** GET (default) or POST; a POST follows no redirect. */
  method?: 'GET' | 'POST'
  /** Extra request headers (e.g. Authorization for a feed service). */
  headers?: Record<string, string>
  /** Request body (POST). */
  body?: string
  /** Keep the first `maxBytes` of a longer body instead of failing with too-large. */
  truncate?: boolean
  /**
   * The addresses a host name resolves to (IPv4 and IPv6 literals); a name with any that is not
   * public is refused as `private-address`. Literal addresses are classified without it.
   */
  resolveHost?: (hostname: string) => Promise<string[]>
}

export const MAX_REDIRECTS = 3
/** Bytes of an error response's body kept for the caller (`errorText`). */
export const MAX_ERROR_TEXT_BYTES = 2048
const DEFAULT_USER_AGENT = 'BrokerageRatesBot/1.0 (+daily rate refresh)'

/** What kind of address a URL hostname is, or null for an ordinary public name/address. */
export type AddressClass = 'loopback' | 'private' | 'link-local' | 'unspecified' | 'reserved'

/** Classes that `allowPrivate` lets through; the others are refused always. */
const RELAXABLE: ReadonlySet<AddressClass> = new Set(['loopback', 'private'])

export async function safeFetch(input: string | URL, options: SafeFetchOptions): Promise<SafeFetchResult> {
  const {
    allowHosts,
    timeoutMs = 8000,
    maxBytes = 2_000_000,
    allowPrivate = false,
    fetchImpl = fetch,
    accept,
    userAgent = DEFAULT_USER_AGENT,
    method = 'GET',
    body: requestBody,
    truncate = false,
  } = options

  let url: URL
  try {
    url = new URL(String(input))
  } catch {
    return fail('blocked-host', 'not a valid URL')
  }
  const refused = checkTarget(url, allowHosts, allowPrivate) ?? (await checkResolved(url, options.resolveHost))
  if (refused) return refused

  const controller = new AbortController()
  let timedOut = false
  let timer: ReturnType<typeof setTimeout> | undefined
  // Also races the work itself, so a fetch implementation that ignores the signal cannot hang us.
  const deadline = new Promise<SafeFetchResult>((resolve) => {
    timer = setTimeout(() => {
      timedOut = true
      controller.abort(new Error(`timed out after ${timeoutMs} ms`))
      resolve(fail('timeout', `no complete answer from ${describe(url)} within ${timeoutMs} ms`))
    }, timeoutMs)
  })

  const headers: Record<string, string> = { ...options.headers, 'user-agent': userAgent }
  if (accept) headers.accept = accept

  const run = async (): Promise<SafeFetchResult> => {
    for (let redirects = 0; ; redirects++) {
      let res: Response
      try {
        res = await fetchImpl(url.href, {
          method,
          redirect: 'manual',
          signal: controller.signal,
          headers,
          ...(requestBody === undefined ? {} : { body: requestBody }),
        })
      } catch (err) {
        return failure(err)
      }

      if (isRedirect(res)) {
        discard(res)
        const location = res.headers.get('location')
        if (!location)
          return fail('redirect-blocked', `HTTP ${res.status} from ${describe(url)} without a readable Location`)
        if (method !== 'GET')
          return fail('redirect-blocked', `HTTP ${res.status} from ${describe(url)}: a ${method} follows no redirect`)
        if (redirects >= MAX_REDIRECTS) return fail('redirect-blocked', `more than ${MAX_REDIRECTS} redirects`)
        let next: URL
        try {
          next = new URL(location, url)
        } catch {
          return fail('redirect-blocked', `invalid Location from ${describe(url)}`)
        }
        const resolved = await checkResolved(next, options.resolveHost)
        const problem =
          redirectProblem(url, next, allowHosts, allowPrivate) ?? (resolved && !resolved.ok ? resolved.detail : null)
        if (problem)
          return fail(
            'redirect-blocked',
            `redirect from ${describe(url)} to ${describe(next)} not followed: ${problem}`,
          )
        url = next
        continue
      }

      if (res.status < 200 || res.status > 299) {
        const errorBody = await readCapped(res, MAX_ERROR_TEXT_BYTES).catch(() => 'too-large' as const)
        return {
          ok: false,
          reason: 'http-error',
          status: res.status,
          detail: `HTTP ${res.status} from ${describe(url)}`,
          ...(errorBody === 'too-large' ? {} : { errorText: decode(errorBody.bytes, res.headers.get('content-type')) }),
        }
      }

      const declared = Number(res.headers.get('content-length') ?? Number.NaN)
      if (!truncate && Number.isFinite(declared) && declared > maxBytes) {
        discard(res)
        controller.abort()
        return fail('too-large', `${describe(url)} declares ${declared} bytes, limit ${maxBytes}`)
      }

      const body = await readCapped(res, maxBytes, truncate)
      if (body === 'too-large') {
        controller.abort()
        return fail('too-large', `${describe(url)} sent more than ${maxBytes} bytes`)
      }
      const text = decode(body.bytes, res.headers.get('content-type'))
      return {
        ok: true,
        status: res.status,
        text,
        finalUrl: url.href,
        ...(body.truncated ? { truncated: true as const } : {}),
      }
    }
  }
  const failure = (err: unknown): SafeFetchResult =>
    timedOut
      ? fail('timeout', `no complete answer from ${describe(url)} within ${timeoutMs} ms`)
      : fail('network', `${describe(url)}: ${errorMessage(err)}`)

  try {
    return await Promise.race([run().catch(failure), deadline])
  } finally {
    clearTimeout(timer)
  }
}

/** Host on the allow-list? Exact match, or `*.suffix` for any subdomain of suffix. */
export function isHostAllowed(hostname: string, allowHosts: readonly string[]): boolean {
  const host = canonicalHost(hostname)
  return allowHosts.some((raw) => {
    const entry = canonicalHost(raw)
    if (entry.startsWith('*.')) {
      const suffix = entry.slice(1) // '.example.com'
      return suffix.length > 1 && suffix.includes('.', 1) && host.endsWith(suffix) && host.length > suffix.length
    }
    return entry !== '' && !entry.includes('*') && entry === host
  })
}

/**
 * Classifies a URL hostname (as `new URL().hostname` gives it: IPv4 already normalised to
 * dotted decimal, IPv6 in brackets). Null means an ordinary public address or name.
 */
export function classifyHost(hostname: string): AddressClass | null {
  const host = canonicalHost(hostname)
  if (host === 'localhost' || host.endsWith('.localhost')) return 'loopback'
  const v4 = parseIPv4(host)
  if (v4) return classifyIPv4(v4)
  if (host.startsWith('[') && host.endsWith(']')) {
    const v6 = parseIPv6(host.slice(1, -1))
    return v6 ? classifyIPv6(v6) : 'reserved'
  }
  return null
}

/**
 * The class of address the outbound rules refuse for this hostname, or null when it may be
 * reached: public names and addresses always; loopback and private ones only with `allowPrivate`.
 */
export function refusedAddress(hostname: string, allowPrivate: boolean): AddressClass | null {
  const cls = classifyHost(hostname)
  return cls && !(allowPrivate && RELAXABLE.has(cls)) ? cls : null
}

/**
 * Field errors for a list of outbound URLs an admin saves (news feeds, rate sources): one at
 * `<list>.<index>.url` for each URL whose host the outbound rules refuse, naming what it cannot be.
 */
export function refusedUrlFields(
  list: string,
  urls: readonly string[],
  allowPrivate: boolean,
  what: string,
): Record<string, string> {
  const fields: Record<string, string> = {}
  urls.forEach((url, i) => {
    const cls = refusedAddress(new URL(url).hostname, allowPrivate)
    if (cls) fields[`${list}.${i}.url`] = `A ${cls} address cannot be ${what}`
  })
  return fields
}

// ---------------------------------------------------------------------------------------------

function checkTarget(url: URL, allowHosts: readonly string[], allowPrivate: boolean): SafeFetchResult | null {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return fail('blocked-host', `scheme ${url.protocol} is not allowed`)
  }
  const cls = refusedAddress(url.hostname, allowPrivate)
  if (cls) {
    return fail('private-address', `${url.hostname} is a ${cls} address`)
  }
  if (!isHostAllowed(url.hostname, allowHosts)) {
    return fail('blocked-host', `${url.hostname} is not on the allow-list`)
  }
  return null
}

/** A name whose resolved addresses are not all public (any class but null) is refused. */
async function checkResolved(url: URL, resolveHost: SafeFetchOptions['resolveHost']): Promise<SafeFetchResult | null> {
  const host = canonicalHost(url.hostname)
  if (!resolveHost || parseIPv4(host) || host.startsWith('[')) return null
  let addresses: string[]
  try {
    addresses = await resolveHost(host)
  } catch (err) {
    return fail('network', `${host} could not be resolved: ${errorMessage(err)}`)
  }
  if (addresses.length === 0) return fail('network', `${host} has no address`)
  for (const address of addresses) {
    const cls = classifyHost(address.includes(':') ? `[${address}]` : address)
    if (cls) return fail('private-address', `${host} resolves to a ${cls} address`)
  }
  return null
}

/**
 * Resolves names with DNS over HTTPS (RFC 8484's JSON form, as Cloudflare's and Google's
 * resolvers answer it): A and AAAA records, CNAMEs followed by the resolver. `fetchImpl` is the
 * TEST SEAM for a resolver fixture.
 */
export function dohResolver(
  endpoint = DEFAULT_DOH_RESOLVER,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
  timeoutMs = 3000,
): (hostname: string) => Promise<string[]> {
  return async (hostname) => {
    const lookup = async (type: 'A' | 'AAAA') => {
      const url = new URL(endpoint)
      url.searchParams.set('name', hostname)
      url.searchParams.set('type', type)
      const res = await fetchImpl(url.href, {
        headers: { accept: 'application/dns-json' },
        signal: AbortSignal.timeout(timeoutMs),
      })
      if (!res.ok) throw new Error(`resolver answered HTTP ${res.status}`)
      const body = (await res.json()) as { Status?: number; Answer?: { type?: number; data?: string }[] }
      if (body.Status !== 0 && body.Status !== 3) throw new Error(`resolver status ${body.Status}`)
      const wanted = type === 'A' ? 1 : 28
      return (body.Answer ?? []).filter((a) => a.type === wanted && typeof a.data === 'string').map((a) => a.data!)
    }
    const [v4, v6] = await Promise.all([lookup('A'), lookup('AAAA')])
    return [...v4, ...v6]
  }
}

/** The resolver production uses unless `DNS_RESOLVER_URL` names another. */
export const DEFAULT_DOH_RESOLVER = 'https://cloudflare-dns.com/dns-query'

function redirectProblem(from: URL, to: URL, allowHosts: readonly string[], allowPrivate: boolean): string | null {
  if (to.protocol !== 'http:' && to.protocol !== 'https:') return `scheme ${to.protocol} is not allowed`
  if (canonicalHost(to.hostname) !== canonicalHost(from.hostname)) return 'another host'
  if (to.protocol === from.protocol) {
    if (to.port !== from.port) return 'another port'
  } else if (!(from.protocol === 'http:' && to.protocol === 'https:' && to.port === '')) {
    return 'scheme downgrade or port change'
  }
  const refused = checkTarget(to, allowHosts, allowPrivate)
  return refused && !refused.ok ? refused.detail : null
}

function isRedirect(res: Response): boolean {
  return res.type === 'opaqueredirect' || [301, 302, 303, 307, 308].includes(res.status)
}

/**
 * Reads the body as a stream; stops and cancels once more than maxBytes arrived (too-large, or
 * with `truncate` the first maxBytes).
 */
async function readCapped(
  res: Response,
  maxBytes: number,
  truncate = false,
): Promise<{ bytes: Uint8Array; truncated: boolean } | 'too-large'> {
  if (!res.body) return { bytes: new Uint8Array(0), truncated: false }
  const reader = res.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  let truncated = false
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    if (total + value.byteLength > maxBytes) {
      await reader.cancel().catch(() => {})
      if (!truncate) return 'too-large'
      chunks.push(value.subarray(0, maxBytes - total))
      total = maxBytes
      truncated = true
      break
    }
    total += value.byteLength
    chunks.push(value)
  }
  return { bytes: joinChunks(chunks, total), truncated }
}

function decode(bytes: Uint8Array, contentType: string | null): string {
  const charset = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType ?? '')?.[1]
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(bytes)
  } catch {
    return new TextDecoder('utf-8').decode(bytes)
  }
}

function discard(res: Response) {
  res.body?.cancel().catch(() => {})
}

function fail(reason: SafeFetchReason, detail: string): SafeFetchResult {
  return { ok: false, reason, detail }
}

function describe(url: URL): string {
  return `${url.protocol}//${url.host}${url.pathname}`
}

function errorMessage(err: unknown): string {
  if (err instanceof Error) {
    const cause = (err as { cause?: unknown }).cause
    return cause instanceof Error ? `${err.message} (${cause.message})` : err.message
  }
  return String(err)
}

function canonicalHost(host: string): string {
  return host.trim().toLowerCase().replace(/\.$/, '')
}

function parseIPv4(host: string): number[] | null {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host)
  if (!m) return null
  const parts = m.slice(1).map(Number)
  return parts.every((n) => n <= 255) ? parts : null
}

function classifyIPv4([a = 0, b = 0, c = 0]: number[]): AddressClass | null {
  if (a === 0) return 'unspecified' // 0.0.0.0/8 "this network"
  if (a === 127) return 'loopback'
  if (a === 10) return 'private'
  if (a === 172 && b >= 16 && b <= 31) return 'private'
  if (a === 192 && b === 168) return 'private'
  if (a === 100 && b >= 64 && b <= 127) return 'private' // carrier-grade NAT
  if (a === 169 && b === 254) return 'link-local' // includes 169.254.169.254 (metadata)
  if (a === 192 && b === 0 && c === 0) return 'reserved' // 192.0.0.0/24 IETF protocol assignments
  if (a === 198 && (b === 18 || b === 19)) return 'reserved' // 198.18.0.0/15 benchmarking
  if (a >= 224) return 'reserved' // multicast, reserved, broadcast
  return null
}

/** Eight 16-bit groups, or null. Accepts '::' compression and a dotted IPv4 tail. */
function parseIPv6(text: string): number[] | null {
  let s = text.split('%')[0] ?? ''
  const tail = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(s)
  if (tail?.[1]) {
    const v4 = parseIPv4(tail[1])
    if (!v4) return null
    const [a = 0, b = 0, c = 0, d = 0] = v4
    s = `${s.slice(0, -tail[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const halves = s.split('::')
  if (halves.length > 2) return null
  const toGroups = (part: string | undefined) => (part ? part.split(':') : [])
  const head = toGroups(halves[0])
  const rest = toGroups(halves[1])
  const missing = 8 - head.length - rest.length
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest]
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return null
  return groups.map((g) => parseInt(g, 16))
}

function classifyIPv6(g: number[]): AddressClass | null {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = g
  const embeddedV4 = () => classifyIPv4([g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff])
  const zeroPrefix = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0
  if (zeroPrefix && g5 === 0 && g6 === 0) {
    if (g7 === 0) return 'unspecified' // ::
    if (g7 === 1) return 'loopback' // ::1
  }
  if (zeroPrefix && (g5 === 0xffff || g5 === 0)) return embeddedV4() ?? 'reserved' // ::ffff:a.b.c.d, ::a.b.c.d
  if (g0 === 0x64 && g1 === 0xff9b) return embeddedV4() // NAT64
  // 6to4 (2002::/16) carries an IPv4 address in its next 32 bits: classified as that address.
  if (g0 === 0x2002) return classifyIPv4([g1 >> 8, g1 & 0xff, g2 >> 8, g2 & 0xff])
  if ((g0 & 0xfe00) === 0xfc00) return 'private' // fc00::/7 unique local
  if ((g0 & 0xffc0) === 0xfe80) return 'link-local' // fe80::/10
  if ((g0 & 0xffc0) === 0xfec0) return 'private' // fec0::/10 old site-local
  if ((g0 & 0xff00) === 0xff00) return 'reserved' // multicast
  return null
}

/** Origin and path only: a query string may hold an API key, and source_url is public. */
export function publicUrl(url: string): string {
  try {
    const u = new URL(url)
    return `${u.origin}${u.pathname}`
  } catch {
    return ''
  }
}
