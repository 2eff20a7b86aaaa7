/**
 * TEST SEAM — a local stand-in for the partner network's contact endpoint (WordPress
 * admin-ajax), for integration and e2e tests (Node only, never imported by the
 * worker). The worker is pointed at it through PARTNER_CONTACT_URL.
 *
 * It records every POST (form fields parsed from the urlencoded body) and answers as WordPress
 * does: `{"success":true,"data":…}` for a well-formed submission; `{"success":false}` when a
 * required field or the action is wrong; HTTP 500 when brokerCode is REFUSE_BROKER_CODE (a
 * partner outage). `GET /__posts?email=` lists what it received (tests run in other processes).
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** brokerCode that makes the fixture answer 500. */
export const REFUSE_BROKER_CODE = 'REFUSE-500'

export type PartnerPost = { fields: Record<string, string>; contentType: string | null }

export type PartnerContactFixture = {
  /** http://127.0.0.1:port/wp-admin/admin-ajax.php */
  url: string
  posts: PartnerPost[]
  /** Posts received for a lead email (tests share one fixture). */
  postsFor(email: string): PartnerPost[]
  close(): Promise<void>
}

const REQUIRED = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'phoneType',
  'comments',
  'casl',
  'action',
  'brokerCode',
  'wpnonce',
]

export async function startPartnerContactFixture(port = 0): Promise<PartnerContactFixture> {
  const posts: PartnerPost[] = []
  const server: Server = createServer((req, res) => {
    // Tests in other processes read what it received: GET /__posts?email=…
    if (req.method === 'GET' && req.url?.startsWith('/__posts')) {
      const email = new URL(req.url, 'http://fixture').searchParams.get('email')
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(posts.filter((p) => !email || p.fields.email === email)))
      return
    }
    if (req.method !== 'POST' || !req.url?.startsWith('/wp-admin/admin-ajax.php')) {
      res.writeHead(404).end('0')
      return
    }
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => (body += chunk))
    req.on('end', () => {
      const fields = Object.fromEntries(new URLSearchParams(body))
      posts.push({ fields, contentType: req.headers['content-type'] ?? null })
      if (fields.brokerCode === REFUSE_BROKER_CODE) {
        res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error')
        return
      }
      const ok =
        REQUIRED.every((k) => typeof fields[k] === 'string' && fields[k] !== '') &&
        fields.action === 'm3-boss-contact-form'
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(ok ? { success: true, data: { message: 'Thank you' } } : { success: false }))
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const { port: bound } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${bound}/wp-admin/admin-ajax.php`,
    posts,
    postsFor: (email) => posts.filter((p) => p.fields.email === email),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
