/**
 * TEST SEAM — a local news-feed server standing in for a Canadian mortgage news site AND for
 * the feed service's API (Inoreader), for unit and integration tests (Node only, never imported
 * by the worker). Listens on 127.0.0.1 at a free port.
 *
 * Feeds: /rss (RSS 2.0), /atom (Atom), /malformed (truncated), /billion-laughs and /xxe (DOCTYPE
 * entity attacks; /xxe-secret and /xxe-dtd are what an XXE would fetch — they must never be
 * hit), /huge (3 MB, streamed without a length), /slow (answers after 20 s), /to-metadata and
 * /to-loopback (redirects to 169.254.169.254 and to another loopback host name, whose target
 * /loopback-target must never be hit), /error (500).
 * Article pages: /2026/10/renewal-wave has Open Graph tags; other /2026/… pages have none.
 * `{{BASE}}` in the fixtures becomes this server's base URL.
 *
 * Feed service (paths as Inoreader's): GET /reader/api/0/user-info and
 * /reader/api/0/stream/contents/<stream> answer only with FIXTURE_SERVICE's credentials
 * (Bearer access token + AppId + AppKey headers), else 401 with a message; POST /oauth2/token
 * exchanges FIXTURE_SERVICE.code and refreshes FIXTURE_SERVICE.refreshToken.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readFixture } from './fixtures'

const fixture = (name: string) => readFixture('news', name)

/** The only credentials the fixture service accepts. */
export const FIXTURE_SERVICE = {
  appId: '1000001234',
  appKey: 'fixtureAppKey-Qm4Zt8Lw2Nx6Vb0c',
  accessToken: 'fixtureAccessToken-Hs3Kp9Rt5Yw1Ue7',
  /** What the refresh grant returns. */
  refreshedAccessToken: 'fixtureRefreshedToken-Jd6Fg2Lk8Mn4',
  refreshToken: 'fixtureRefreshToken-Pq7Wx3Cv9Bn5',
  userId: '1005921234',
  userName: 'Brokerage Newsroom',
  /** The authorisation code the consent page "returns". */
  code: 'fixture-authorization-code-1',
} as const

export type NewsFixtureServer = {
  base: string
  /** Paths requested so far (query strings dropped). */
  hits: string[]
  /** Replace what a path serves (a feed that changes or breaks between two runs). */
  setPage: (path: string, body: string, contentType?: string) => void
  close: () => Promise<void>
}

export async function startNewsFixtureServer(): Promise<NewsFixtureServer> {
  const pages = new Map<string, { body: string; type: string }>()
  const hits: string[] = []
  let base = ''
  const page = (name: string, type: string) => ({ body: fixture(name).replaceAll('{{BASE}}', base), type })

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    const path = url.pathname
    hits.push(path)
    const custom = pages.get(path)
    if (custom) {
      res.writeHead(200, { 'content-type': custom.type })
      return res.end(custom.body)
    }
    if (path.startsWith('/reader/api/0/') || path.startsWith('/oauth2/')) return void service(req, res, path)
    const xml = 'application/rss+xml; charset=utf-8'
    switch (path) {
      case '/rss':
      case '/loopback-target':
        return send(res, page('rss.xml', xml))
      case '/atom':
        return send(res, page('atom.xml', 'application/atom+xml; charset=utf-8'))
      case '/malformed':
        return send(res, page('malformed.xml', xml))
      case '/billion-laughs':
        return send(res, page('billion-laughs.xml', xml))
      case '/xxe':
        return send(res, page('xxe.xml', xml))
      case '/2026/10/renewal-wave':
        return send(res, page('article.html', 'text/html; charset=utf-8'))
      case '/huge': {
        res.writeHead(200, { 'content-type': xml })
        res.write(`<?xml version="1.0"?><rss version="2.0"><channel><title>Huge</title><!--`)
        const chunk = 'x'.repeat(64 * 1024)
        let sent = 0
        const pump = () => {
          while (sent < 3 * 1024 * 1024) {
            sent += chunk.length
            if (!res.write(chunk)) return void res.once('drain', pump)
          }
          res.end('--></channel></rss>')
        }
        res.on('error', () => {})
        return pump()
      }
      case '/slow': {
        const t = setTimeout(() => send(res, page('rss.xml', xml)), 20_000)
        res.on('close', () => clearTimeout(t))
        return
      }
      case '/to-metadata':
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' })
        return res.end()
      case '/to-loopback':
        // Another loopback host name for this very server: "another host", so never followed
        // (/loopback-target, a copy of /rss, is requested only if it were).
        res.writeHead(302, { location: `${base.replace('127.0.0.1', 'localhost')}/loopback-target` })
        return res.end()
      case '/error':
        res.writeHead(500)
        return res.end('Internal Server Error')
      default:
        if (path.startsWith('/2026/'))
          return send(res, {
            body: '<!doctype html><title>Article</title><p>No Open Graph here.</p>',
            type: 'text/html',
          })
        res.writeHead(404)
        return res.end()
    }
  })

  async function service(req: IncomingMessage, res: ServerResponse, path: string) {
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    if (path === '/oauth2/token' && req.method === 'POST') {
      let raw = ''
      for await (const chunk of req) raw += String(chunk)
      const form = new URLSearchParams(raw)
      const client =
        form.get('client_id') === FIXTURE_SERVICE.appId && form.get('client_secret') === FIXTURE_SERVICE.appKey
      if (!client) return json(401, { error: 'invalid_client', error_description: 'Client authentication failed' })
      const tokens = (access: string) =>
        json(200, {
          access_token: access,
          token_type: 'Bearer',
          expires_in: 3600,
          refresh_token: FIXTURE_SERVICE.refreshToken,
          scope: 'read',
        })
      if (
        form.get('grant_type') === 'authorization_code' &&
        form.get('code') === FIXTURE_SERVICE.code &&
        form.get('redirect_uri')
      )
        return tokens(FIXTURE_SERVICE.accessToken)
      if (form.get('grant_type') === 'refresh_token' && form.get('refresh_token') === FIXTURE_SERVICE.refreshToken)
        return tokens(FIXTURE_SERVICE.refreshedAccessToken)
      return json(400, { error: 'invalid_grant', error_description: 'Invalid or expired authorization code' })
    }
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1]
    if (req.headers.appid !== FIXTURE_SERVICE.appId || req.headers.appkey !== FIXTURE_SERVICE.appKey) {
      res.writeHead(401, { 'content-type': 'text/plain' })
      return res.end('AppId or AppKey is invalid!')
    }
    if (bearer !== FIXTURE_SERVICE.accessToken && bearer !== FIXTURE_SERVICE.refreshedAccessToken) {
      res.writeHead(401, { 'content-type': 'text/plain' })
      return res.end('Authorization required!')
    }
    if (path === '/reader/api/0/user-info')
      return json(200, {
        userId: FIXTURE_SERVICE.userId,
        userName: FIXTURE_SERVICE.userName,
        userProfileId: FIXTURE_SERVICE.userId,
      })
    if (
      path ===
      `/reader/api/0/stream/contents/${encodeURIComponent(`user/${FIXTURE_SERVICE.userId}/state/com.google/reading-list`)}`
    ) {
      return json(200, {
        direction: 'ltr',
        id: `user/${FIXTURE_SERVICE.userId}/state/com.google/reading-list`,
        items: [
          {
            id: 'tag:google.com,2005:reader/item/0000000000000001',
            title: 'Service pick: <i>first-time</i> buyer rebates <script>alert("svc")</script>',
            published: Date.parse('2026-10-30T15:00:00Z') / 1000,
            canonical: [{ href: `${base}/2026/10/service-first-time-rebates` }],
            alternate: [{ href: `${base}/2026/10/service-first-time-rebates`, type: 'text/html' }],
            summary: {
              direction: 'ltr',
              content: '<p>Rebates for <b>first-time</b> buyers.</p><img src="https://img.example-cdn.ca/rebates.jpg">',
            },
            author: 'Service Desk',
            categories: [
              `user/${FIXTURE_SERVICE.userId}/state/com.google/reading-list`,
              `user/${FIXTURE_SERVICE.userId}/label/Mortgages`,
            ],
            origin: { streamId: 'feed/https://example.org/feed', title: 'Example', htmlUrl: 'https://example.org' },
          },
          {
            id: 'tag:google.com,2005:reader/item/0000000000000002',
            title: 'Bank of Canada holds its policy rate at 2.25’s floor',
            published: Date.parse('2026-10-28T14:05:00Z') / 1000,
            canonical: [{ href: `${base}/2026/10/boc-holds` }],
            summary: { content: 'Already in the RSS feed: one copy is kept.' },
          },
        ],
      })
    }
    res.writeHead(404)
    res.end()
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    base,
    hits,
    setPage: (path, body, type = 'application/rss+xml; charset=utf-8') => void pages.set(path, { body, type }),
    close: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

function send(res: ServerResponse, page: { body: string; type: string }) {
  res.writeHead(200, { 'content-type': page.type })
  res.end(page.body)
}
