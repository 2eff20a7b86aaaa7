import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { classifyHost, dohResolver, isHostAllowed, publicUrl, type SafeFetchOptions, safeFetch } from './safe-fetch'

// A real HTTP server on 127.0.0.1 (ephemeral port) that misbehaves in every way the
// outbound rules must survive.
let server: Server
let base: string
/** Set by /endless when the client hung up before the server stopped writing. */
let endlessClosedEarly = false
let endlessBytesWritten = 0

const THREE_MB = 3 * 1024 * 1024

function writeChunks(res: ServerResponse, total: number) {
  const chunk = Buffer.alloc(64 * 1024, 'a')
  let sent = 0
  const pump = () => {
    while (sent < total) {
      sent += chunk.length
      if (!res.write(chunk)) return void res.once('drain', pump)
    }
    res.end()
  }
  pump()
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname
    const reply = (status: number, headers: Record<string, string> = {}, body?: string | Buffer) => {
      res.writeHead(status, headers)
      res.end(body)
    }
    switch (path) {
      case '/page':
        return reply(
          200,
          { 'content-type': 'text/html; charset=utf-8' },
          '<html><body><p>Taux hypothécaires — 4.79 %</p></body></html>',
        )
      case '/latin1':
        // "Québec" in Latin-1
        return reply(
          200,
          { 'content-type': 'text/plain; charset=iso-8859-1' },
          Buffer.from([0x51, 0x75, 0xe9, 0x62, 0x65, 0x63]),
        )
      case '/huge': // declared length over the cap
        res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(THREE_MB) })
        writeChunks(res, THREE_MB)
        return
      case '/huge-chunked': // same size, no declared length: only the stream check can stop it
        res.writeHead(200, { 'content-type': 'text/html' })
        writeChunks(res, THREE_MB)
        return
      case '/endless': {
        // Never ends by itself: proves the client cancels the stream instead of reading on.
        res.writeHead(200, { 'content-type': 'text/html' })
        const chunk = Buffer.alloc(16 * 1024, 'b')
        const timer = setInterval(() => {
          endlessBytesWritten += chunk.length
          res.write(chunk)
        }, 2)
        res.on('close', () => {
          clearInterval(timer)
          endlessClosedEarly = !res.writableFinished
        })
        return
      }
      case '/slow': {
        const t = setTimeout(() => res.end('late'), 1500)
        res.on('close', () => clearTimeout(t))
        return
      }
      case '/slow-body': {
        res.writeHead(200, { 'content-type': 'text/html' })
        res.write('<html>')
        const t = setTimeout(() => res.end('</html>'), 1500)
        res.on('close', () => clearTimeout(t))
        return
      }
      case '/to-metadata':
        return reply(302, { location: 'http://169.254.169.254/latest/meta-data/' })
      case '/to-other-host':
        return reply(301, { location: `http://rates.other-host.test:${port()}/page` })
      case '/same-host':
        return reply(302, { location: '/page' })
      case '/hop1':
        return reply(307, { location: '/hop2' })
      case '/hop2':
        return reply(308, { location: `${base}/same-host` })
      case '/loop':
        return reply(302, { location: '/loop' })
      case '/no-location':
        return reply(302)
      case '/error':
        return reply(500, { 'content-type': 'text/plain' }, 'boom')
      default:
        reply(404)
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${port()}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

function port() {
  return (server.address() as AddressInfo).port
}

/** Local fixture server: loopback must be allowed, exactly as in tests and local dev. */
const local = (extra: Partial<SafeFetchOptions> = {}): SafeFetchOptions => ({
  allowHosts: ['127.0.0.1'],
  allowPrivate: true,
  ...extra,
})

/** A fetch that records every URL it is asked for, then delegates to the real one. */
function recordingFetch() {
  const urls: string[] = []
  const impl: typeof fetch = (input, init) => {
    urls.push(String(input))
    return fetch(input, init)
  }
  return { urls, impl }
}

describe('safeFetch against a local server', () => {
  it('returns the text of a normal page', async () => {
    const res = await safeFetch(`${base}/page`, local())
    expect(res).toEqual({
      ok: true,
      status: 200,
      text: '<html><body><p>Taux hypothécaires — 4.79 %</p></body></html>',
      finalUrl: `${base}/page`,
    })
  })

  it('decodes the charset the server declares', async () => {
    const res = await safeFetch(`${base}/latin1`, local())
    expect(res.ok && res.text).toBe('Québec')
  })

  it('refuses a 3 MB body whose declared length is over the cap', async () => {
    const res = await safeFetch(`${base}/huge`, local())
    expect(res).toMatchObject({ ok: false, reason: 'too-large' })
  })

  it('aborts a 3 MB body with no declared length once it passes the cap', async () => {
    const res = await safeFetch(`${base}/huge-chunked`, local())
    expect(res).toMatchObject({ ok: false, reason: 'too-large' })
  })

  it('cancels the stream: an endless body ends with too-large and the connection is closed', async () => {
    endlessClosedEarly = false
    endlessBytesWritten = 0
    const res = await safeFetch(`${base}/endless`, local({ maxBytes: 200_000, timeoutMs: 5000 }))
    expect(res).toMatchObject({ ok: false, reason: 'too-large' })
    await expect.poll(() => endlessClosedEarly, { timeout: 2000 }).toBe(true)
    const writtenAtClose = endlessBytesWritten
    await new Promise((r) => setTimeout(r, 50))
    expect(endlessBytesWritten).toBe(writtenAtClose)
  })

  it('times out on a slow answer', async () => {
    const res = await safeFetch(`${base}/slow`, local({ timeoutMs: 200 }))
    expect(res).toMatchObject({ ok: false, reason: 'timeout' })
  })

  it('times out on a body that trickles in', async () => {
    const res = await safeFetch(`${base}/slow-body`, local({ timeoutMs: 200 }))
    expect(res).toMatchObject({ ok: false, reason: 'timeout' })
  })

  it('does not follow a redirect to the metadata address', async () => {
    const rec = recordingFetch()
    const res = await safeFetch(`${base}/to-metadata`, local({ fetchImpl: rec.impl }))
    expect(res).toMatchObject({ ok: false, reason: 'redirect-blocked' })
    expect(rec.urls).toEqual([`${base}/to-metadata`])
  })

  it('does not follow a redirect to another host, even one on the allow-list', async () => {
    const rec = recordingFetch()
    const res = await safeFetch(
      `${base}/to-other-host`,
      local({ allowHosts: ['127.0.0.1', 'rates.other-host.test'], fetchImpl: rec.impl }),
    )
    expect(res).toMatchObject({ ok: false, reason: 'redirect-blocked' })
    if (!res.ok) expect(res.detail).toContain('another host')
    expect(rec.urls).toHaveLength(1)
  })

  it('follows a same-host redirect and reports the final URL', async () => {
    const res = await safeFetch(`${base}/same-host`, local())
    expect(res).toMatchObject({ ok: true, status: 200, finalUrl: `${base}/page` })
  })

  it('follows up to 3 redirects', async () => {
    const rec = recordingFetch()
    const res = await safeFetch(`${base}/hop1`, local({ fetchImpl: rec.impl }))
    expect(res).toMatchObject({ ok: true, finalUrl: `${base}/page` })
    expect(rec.urls.map((u) => new URL(u).pathname)).toEqual(['/hop1', '/hop2', '/same-host', '/page'])
  })

  it('stops after 3 redirects', async () => {
    const rec = recordingFetch()
    const res = await safeFetch(`${base}/loop`, local({ fetchImpl: rec.impl }))
    expect(res).toMatchObject({ ok: false, reason: 'redirect-blocked' })
    expect(rec.urls).toHaveLength(4)
  })

  it('refuses a redirect without a Location', async () => {
    expect(await safeFetch(`${base}/no-location`, local())).toMatchObject({ ok: false, reason: 'redirect-blocked' })
  })

  it('reports a 500 as an http-error with its status', async () => {
    expect(await safeFetch(`${base}/error`, local())).toMatchObject({ ok: false, reason: 'http-error', status: 500 })
  })

  it('reports a refused connection as a network error', async () => {
    const closed = createServer()
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r))
    const deadPort = (closed.address() as AddressInfo).port
    await new Promise((r) => closed.close(r))
    const res = await safeFetch(`http://127.0.0.1:${deadPort}/`, local())
    expect(res).toMatchObject({ ok: false, reason: 'network' })
  })

  it('refuses loopback without allowPrivate, before any request', async () => {
    const rec = recordingFetch()
    const res = await safeFetch(`${base}/page`, { allowHosts: ['127.0.0.1'], fetchImpl: rec.impl })
    expect(res).toMatchObject({ ok: false, reason: 'private-address' })
    expect(rec.urls).toEqual([])
  })
})

describe('safeFetch rules (no network)', () => {
  /** A fake upstream: answers from a table keyed by URL, records the calls. */
  function fakeFetch(routes: Record<string, () => Response>) {
    const calls: { url: string; init?: RequestInit }[] = []
    const impl: typeof fetch = async (input, init) => {
      calls.push({ url: String(input), init })
      const route = routes[String(input)]
      return route ? route() : new Response('not found', { status: 404 })
    }
    return { calls, impl }
  }
  const redirect =
    (to: string, status = 302) =>
    () =>
      new Response(null, { status, headers: { location: to } })

  it('only fetches http and https', async () => {
    const f = fakeFetch({})
    for (const url of ['ftp://rates.example.com/x', 'file:///etc/passwd', 'data:text/html,hi', 'not a url']) {
      const res = await safeFetch(url, { allowHosts: ['rates.example.com'], fetchImpl: f.impl })
      expect(res).toMatchObject({ ok: false, reason: 'blocked-host' })
    }
    expect(f.calls).toEqual([])
  })

  it('fetches only allow-listed hosts', async () => {
    const f = fakeFetch({ 'https://rates.example.com/today': () => new Response('ok') })
    const opts = { allowHosts: ['rates.example.com'], fetchImpl: f.impl }
    expect(await safeFetch('https://rates.example.com/today', opts)).toMatchObject({ ok: true, text: 'ok' })
    expect(await safeFetch('https://evil.example.net/today', opts)).toMatchObject({ ok: false, reason: 'blocked-host' })
    expect(await safeFetch('https://rates.example.com.evil.net/', opts)).toMatchObject({
      ok: false,
      reason: 'blocked-host',
    })
    expect(f.calls).toHaveLength(1)
  })

  it('sends GET with manual redirects, the abort signal and the Accept header', async () => {
    const f = fakeFetch({ 'https://rates.example.com/x.json': () => new Response('[]') })
    await safeFetch('https://rates.example.com/x.json', {
      allowHosts: ['rates.example.com'],
      fetchImpl: f.impl,
      accept: 'application/json',
    })
    const init = f.calls[0]?.init
    expect(init?.method).toBe('GET')
    expect(init?.redirect).toBe('manual')
    expect(init?.signal).toBeInstanceOf(AbortSignal)
    expect((init?.headers as Record<string, string> | undefined)?.accept).toBe('application/json')
  })

  it('follows an http → https upgrade on the same host, but not a downgrade', async () => {
    const f = fakeFetch({
      'http://rates.example.com/a': redirect('https://rates.example.com/a'),
      'https://rates.example.com/a': () => new Response('secure'),
      'https://rates.example.com/b': redirect('http://rates.example.com/b'),
    })
    const opts = { allowHosts: ['rates.example.com'], fetchImpl: f.impl }
    expect(await safeFetch('http://rates.example.com/a', opts)).toMatchObject({
      ok: true,
      text: 'secure',
      finalUrl: 'https://rates.example.com/a',
    })
    expect(await safeFetch('https://rates.example.com/b', opts)).toMatchObject({
      ok: false,
      reason: 'redirect-blocked',
    })
  })

  it('POSTs a body with extra headers, and a POST follows no redirect, not even on the same host', async () => {
    const f = fakeFetch({
      'https://api.example.com/oauth2/token': () => new Response('{"access_token":"t"}'),
      'https://api.example.com/moved': redirect('https://api.example.com/oauth2/token', 307),
    })
    const opts: SafeFetchOptions = {
      allowHosts: ['api.example.com'],
      fetchImpl: f.impl,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: 'Bearer abc' },
      body: 'grant_type=authorization_code&code=xyz',
    }
    expect(await safeFetch('https://api.example.com/oauth2/token', opts)).toMatchObject({
      ok: true,
      text: '{"access_token":"t"}',
    })
    const init = f.calls[0]?.init
    expect(init?.method).toBe('POST')
    expect(init?.body).toBe('grant_type=authorization_code&code=xyz')
    expect(init?.headers).toMatchObject({
      'content-type': 'application/x-www-form-urlencoded',
      authorization: 'Bearer abc',
    })
    expect(await safeFetch('https://api.example.com/moved', opts)).toMatchObject({
      ok: false,
      reason: 'redirect-blocked',
    })
    expect(f.calls.map((c) => c.url)).toEqual(['https://api.example.com/oauth2/token', 'https://api.example.com/moved'])
  })

  it('truncate: keeps the first maxBytes of a longer body (declared or streamed) instead of failing', async () => {
    const page = `<head><meta property="og:image" content="x"></head>${'y'.repeat(5000)}`
    const f = fakeFetch({
      'https://news.example.com/declared': () =>
        new Response(page, { headers: { 'content-length': String(page.length) } }),
      'https://news.example.com/streamed': () => new Response(new Blob([page.slice(0, 30), page.slice(30)]).stream()),
      'https://news.example.com/short': () => new Response('short'),
    })
    const opts = { allowHosts: ['news.example.com'], fetchImpl: f.impl, maxBytes: 100, truncate: true }
    for (const path of ['declared', 'streamed']) {
      expect(await safeFetch(`https://news.example.com/${path}`, opts), path).toEqual({
        ok: true,
        status: 200,
        text: page.slice(0, 100),
        finalUrl: `https://news.example.com/${path}`,
        truncated: true,
      })
    }
    expect(await safeFetch('https://news.example.com/short', opts)).toEqual({
      ok: true,
      status: 200,
      text: 'short',
      finalUrl: 'https://news.example.com/short',
    })
    expect(await safeFetch('https://news.example.com/streamed', { ...opts, truncate: false })).toMatchObject({
      ok: false,
      reason: 'too-large',
    })
  })

  it("keeps the start of an error response's body as errorText (a service's own message)", async () => {
    const f = fakeFetch({
      'https://api.example.com/user-info': () => new Response('Authorization required!', { status: 401 }),
      'https://api.example.com/big': () => new Response('x'.repeat(10_000), { status: 500 }),
    })
    const opts = { allowHosts: ['api.example.com'], fetchImpl: f.impl }
    expect(await safeFetch('https://api.example.com/user-info', opts)).toEqual({
      ok: false,
      reason: 'http-error',
      status: 401,
      detail: 'HTTP 401 from https://api.example.com/user-info',
      errorText: 'Authorization required!',
    })
    const big = await safeFetch('https://api.example.com/big', opts)
    expect(big).toMatchObject({ ok: false, reason: 'http-error', status: 500 })
    expect(big).not.toHaveProperty('errorText')
  })

  it('does not follow a redirect to another port of the same host', async () => {
    const f = fakeFetch({ 'https://rates.example.com/a': redirect('https://rates.example.com:8443/a') })
    const res = await safeFetch('https://rates.example.com/a', { allowHosts: ['rates.example.com'], fetchImpl: f.impl })
    expect(res).toMatchObject({ ok: false, reason: 'redirect-blocked' })
    expect(f.calls).toHaveLength(1)
  })

  it('does not follow a redirect to a sibling subdomain, even under a wildcard entry', async () => {
    const f = fakeFetch({ 'https://a.example.com/': redirect('https://b.example.com/') })
    const res = await safeFetch('https://a.example.com/', { allowHosts: ['*.example.com'], fetchImpl: f.impl })
    expect(res).toMatchObject({ ok: false, reason: 'redirect-blocked' })
  })

  it('treats an opaque redirect (browser-style manual mode) as blocked', async () => {
    const opaque = { type: 'opaqueredirect', status: 0, headers: new Headers(), body: null } as unknown as Response
    const res = await safeFetch('https://rates.example.com/', {
      allowHosts: ['rates.example.com'],
      fetchImpl: async () => opaque,
    })
    expect(res).toMatchObject({ ok: false, reason: 'redirect-blocked' })
  })

  it('times out even when the fetch implementation ignores the abort signal', async () => {
    const res = await safeFetch('https://rates.example.com/', {
      allowHosts: ['rates.example.com'],
      timeoutMs: 50,
      fetchImpl: () => new Promise<Response>(() => {}),
    })
    expect(res).toMatchObject({ ok: false, reason: 'timeout' })
  })

  it('never throws, even when the fetch implementation throws synchronously', async () => {
    const res = await safeFetch('https://rates.example.com/', {
      allowHosts: ['rates.example.com'],
      fetchImpl: () => {
        throw new TypeError('kaput')
      },
    })
    expect(res).toMatchObject({ ok: false, reason: 'network' })
    if (!res.ok) expect(res.detail).toContain('kaput')
  })

  it('keeps the query string (it may hold a key) out of error details', async () => {
    const f = fakeFetch({})
    const res = await safeFetch('https://rates.example.com/x?key=SECRET123', {
      allowHosts: ['rates.example.com'],
      fetchImpl: f.impl,
    })
    expect(res).toMatchObject({ ok: false, reason: 'http-error', status: 404 })
    if (!res.ok) expect(res.detail).not.toContain('SECRET123')
  })

  it('refuses literal private, loopback, link-local and metadata addresses even when allow-listed', async () => {
    const f = fakeFetch({})
    const hosts = [
      'http://127.0.0.1/',
      'http://127.8.9.10/',
      'http://10.0.0.5/',
      'http://172.16.0.1/',
      'http://172.31.255.255/',
      'http://192.168.1.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://0.0.0.0/',
      'http://[::1]/',
      'http://[fc00::1]/',
      'http://[fd00:ec2::254]/',
      'http://[fe80::1]/',
      'http://localhost/',
      'http://api.localhost/',
      'http://2130706433/', // 127.0.0.1 as one number
      'http://0x7f.1/', // 127.0.0.1 in hex shorthand
      'http://[::ffff:127.0.0.1]/',
      'http://[::ffff:169.254.169.254]/',
    ]
    for (const url of hosts) {
      const host = new URL(url).hostname
      const res = await safeFetch(url, { allowHosts: [host], fetchImpl: f.impl })
      expect(res, url).toMatchObject({ ok: false, reason: 'private-address' })
    }
    expect(f.calls).toEqual([])
  })

  it('allowPrivate lets loopback and private ranges through, never link-local or metadata', async () => {
    const f = fakeFetch({
      'http://127.0.0.1/': () => new Response('loop'),
      'http://10.0.0.5/': () => new Response('lan'),
    })
    const opts = (host: string) => ({ allowHosts: [host], allowPrivate: true, fetchImpl: f.impl })
    expect(await safeFetch('http://127.0.0.1/', opts('127.0.0.1'))).toMatchObject({ ok: true, text: 'loop' })
    expect(await safeFetch('http://10.0.0.5/', opts('10.0.0.5'))).toMatchObject({ ok: true, text: 'lan' })
    expect(await safeFetch('http://169.254.169.254/', opts('169.254.169.254'))).toMatchObject({
      ok: false,
      reason: 'private-address',
    })
    expect(await safeFetch('http://[fe80::1]/', opts('[fe80::1]'))).toMatchObject({
      ok: false,
      reason: 'private-address',
    })
  })
})

describe('names resolved before fetching (production)', () => {
  /** TEST SEAM: a resolver fixture answering from a table, as dohResolver would. */
  const resolver = (table: Record<string, string[]>) => async (host: string) => {
    const addresses = table[host]
    if (!addresses) throw new Error('NXDOMAIN')
    return addresses
  }
  const ok = () => new Response('fine')

  it.each([
    ['loopback', ['127.0.0.1']],
    ['private', ['93.184.216.34', '10.1.2.3']],
    ['link-local', ['169.254.169.254']],
    ['loopback', ['::1']],
    ['loopback', ['2002:7f00:1::']],
    ['reserved', ['198.18.0.5']],
  ])('a name resolving to a %s address is refused before any request', async (cls, addresses) => {
    let called = false
    const res = await safeFetch('https://feeds.example.com/rss', {
      allowHosts: ['feeds.example.com'],
      resolveHost: resolver({ 'feeds.example.com': addresses }),
      fetchImpl: async () => {
        called = true
        return ok()
      },
    })
    expect(res).toMatchObject({ ok: false, reason: 'private-address' })
    expect((res as { detail: string }).detail).toContain(cls)
    expect(called).toBe(false)
  })

  it('a public name is fetched; a redirect to a name resolving privately is not followed; an unresolvable name fails', async () => {
    const resolveHost = resolver({
      'feeds.example.com': ['93.184.216.34', '2606:2800:220:1::1'],
      'sub.feeds.example.com': ['127.0.0.1'],
    })
    const fetchImpl: typeof fetch = async (input) =>
      String(input).endsWith('/go')
        ? new Response(null, { status: 302, headers: { location: 'https://sub.feeds.example.com/x' } })
        : ok()
    const options = { allowHosts: ['feeds.example.com', '*.feeds.example.com'], resolveHost, fetchImpl }
    expect(await safeFetch('https://feeds.example.com/rss', options)).toMatchObject({ ok: true, text: 'fine' })
    // Cross-host redirects are refused anyway; the same check runs on every target.
    expect(await safeFetch('https://feeds.example.com/go', options)).toMatchObject({
      ok: false,
      reason: 'redirect-blocked',
    })
    expect(await safeFetch('https://nowhere.feeds.example.com/rss', options)).toMatchObject({
      ok: false,
      reason: 'network',
    })
  })

  it('dohResolver asks the configured resolver for A and AAAA records', async () => {
    const asked: string[] = []
    // TEST SEAM: a DNS-over-HTTPS resolver fixture.
    const fixture: typeof fetch = async (input, init) => {
      const url = new URL(String(input))
      asked.push(`${url.searchParams.get('name')} ${url.searchParams.get('type')}`)
      expect(new Headers(init?.headers).get('accept')).toBe('application/dns-json')
      const answers =
        url.searchParams.get('type') === 'A'
          ? [
              { type: 5, data: 'cdn.example.net.' },
              { type: 1, data: '127.0.0.1' },
            ]
          : []
      return Response.json({ Status: 0, Answer: answers })
    }
    const resolve = dohResolver('https://dns.example.test/dns-query', fixture)
    expect(await resolve('feeds.example.com')).toEqual(['127.0.0.1'])
    expect(asked.sort()).toEqual(['feeds.example.com A', 'feeds.example.com AAAA'])
    const res = await safeFetch('https://feeds.example.com/rss', {
      allowHosts: ['feeds.example.com'],
      resolveHost: resolve,
      fetchImpl: async () => ok(),
    })
    expect(res).toMatchObject({ ok: false, reason: 'private-address' })
  })
})

describe('classifyHost', () => {
  const cls = (url: string) => classifyHost(new URL(url).hostname)
  it.each([
    ['http://127.0.0.1/', 'loopback'],
    ['http://[::1]/', 'loopback'],
    ['http://[0:0:0:0:0:0:0:1]/', 'loopback'],
    ['http://LOCALHOST./', 'loopback'],
    ['http://10.255.0.1/', 'private'],
    ['http://172.16.0.0/', 'private'],
    ['http://172.31.0.1/', 'private'],
    ['http://192.168.0.1/', 'private'],
    ['http://[fd12:3456::1]/', 'private'],
    ['http://169.254.169.254/', 'link-local'],
    ['http://[fe80::abcd]/', 'link-local'],
    ['http://[febf::1]/', 'link-local'],
    ['http://0.0.0.0/', 'unspecified'],
    ['http://[::]/', 'unspecified'],
    ['http://[::ffff:10.0.0.1]/', 'private'],
    ['http://224.0.0.1/', 'reserved'],
    ['http://100.64.0.1/', 'private'],
    ['http://[fec0::1]/', 'private'],
    ['http://[64:ff9b::7f00:1]/', 'loopback'],
    ['http://[2002:7f00:1::]/', 'loopback'], // 6to4 of 127.0.0.1
    ['http://[2002:a00:1::1]/', 'private'], // 6to4 of 10.0.0.1
    ['http://[2002:a9fe:a9fe::]/', 'link-local'], // 6to4 of 169.254.169.254
    ['http://198.18.0.1/', 'reserved'],
    ['http://198.19.255.254/', 'reserved'],
    ['http://192.0.0.8/', 'reserved'],
  ])('%s is %s', (url, expected) => {
    expect(cls(url)).toBe(expected)
  })

  it.each([
    'http://8.8.8.8/',
    'http://172.15.0.1/',
    'http://172.32.0.1/',
    'http://192.169.0.1/',
    'http://100.63.0.1/',
    'http://[2606:4700::1111]/',
    'http://[64:ff9b::808:808]/', // NAT64 form of a public address
    'http://[2002:808:808::1]/', // 6to4 of a public address
    'http://198.17.0.1/',
    'http://198.20.0.1/',
    'http://192.0.2.1/',
    'https://rates.example.com/',
  ])('%s is an ordinary public host', (url) => {
    expect(cls(url)).toBeNull()
  })
})

describe('isHostAllowed', () => {
  it('matches exact hosts case-insensitively, ignoring a trailing dot', () => {
    expect(isHostAllowed('Rates.Example.com.', ['rates.example.com'])).toBe(true)
    expect(isHostAllowed('example.com', ['rates.example.com'])).toBe(false)
  })

  it('matches a wildcard entry against subdomains only', () => {
    const list = ['*.example.com']
    expect(isHostAllowed('rates.example.com', list)).toBe(true)
    expect(isHostAllowed('a.b.example.com', list)).toBe(true)
    expect(isHostAllowed('example.com', list)).toBe(false)
    expect(isHostAllowed('badexample.com', list)).toBe(false)
    expect(isHostAllowed('example.com.evil.net', list)).toBe(false)
  })

  it('ignores entries that would match everything', () => {
    expect(isHostAllowed('rates.example.com', ['*'])).toBe(false)
    expect(isHostAllowed('rates.example.com', ['*.com'])).toBe(false)
    expect(isHostAllowed('rates.example.com', [''])).toBe(false)
  })
})

describe('publicUrl', () => {
  it('drops query, fragment and credentials', () => {
    expect(publicUrl('https://user:pw@rates.example.com/a/b?key=1#x')).toBe('https://rates.example.com/a/b')
  })
})
