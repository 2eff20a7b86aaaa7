/**
 * Test seam: an HTTP relay between the worker and sqld that counts the worker's database calls
 * (one hrana pipeline each), their statements, and tells reads from writes, so a benchmark can say how many calls
 * a request costs and when they happen. Loopback only; bodies are relayed as they are.
 */
import { createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { classifyCall } from '#worker/db/request-gate.ts'

export type CountedCall = { at: number; ms: number; writes: boolean; sqls: string[] }

export type SqldCallCounter = {
  /** Point the worker's DATABASE_URL here. */
  url: string
  /** Every call relayed so far, in the order they were answered. */
  calls: CountedCall[]
  stop: () => Promise<void>
}

type Stmt = { sql?: string; sql_id?: number }
type Pipeline = {
  requests?: { type?: string; sql_id?: number; sql?: string; stmt?: Stmt; batch?: { steps?: { stmt?: Stmt }[] } }[]
}

/** The statements of a pipeline body (a batch's steps included, stored texts resolved). */
function statementsOf(body: string): string[] {
  try {
    const requests = (JSON.parse(body) as Pipeline).requests ?? []
    const stored = new Map(requests.flatMap((r) => (r.type === 'store_sql' ? [[r.sql_id, r.sql ?? '']] : [])))
    const text = (stmt?: Stmt) => stmt?.sql ?? stored.get(stmt?.sql_id) ?? '?'
    return requests.flatMap((r) =>
      r.type === 'execute' ? [text(r.stmt)] : r.type === 'batch' ? (r.batch?.steps ?? []).map((s) => text(s.stmt)) : [],
    )
  } catch {
    return []
  }
}

export async function startSqldCallCounter(sqldUrl: string): Promise<SqldCallCounter> {
  const target = new URL(sqldUrl)
  const calls: CountedCall[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      const started = performance.now()
      const upstream = request(
        { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(res)
          answer.on('end', async () => {
            if (!req.url?.endsWith('/pipeline')) return
            const ms = performance.now() - started
            // Told apart as the worker's request gate tells them (a read batch is a read).
            const pipeline = new Request(new URL(req.url, target), { method: 'POST', body })
            const { writes } = await classifyCall(pipeline)
            calls.push({ at: Date.now(), ms, writes, sqls: statementsOf(body.toString('utf8')) })
          })
        },
      )
      upstream.on('error', () => res.destroy())
      upstream.end(body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
