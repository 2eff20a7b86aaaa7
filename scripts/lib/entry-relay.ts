import { readdirSync, readFileSync, readlinkSync } from 'node:fs'
import net from 'node:net'

/**
 * The local stack's public port, relayed byte for byte to workerd's own socket.
 *
 * `wrangler dev` answers on a proxy worker that forwards every request to the runtime running our
 * workers. In the wrangler this project can run (the newest needs Node 22), a GET whose forwarded
 * request fails on a dropped connection is taken for a request caught in a reload and is parked
 * until the next reload, which never comes: the browser waits for ever (seen in CI as a page whose
 * script never arrived). Production has no such proxy, so the local stack leaves it out of the
 * path: the port the caller asked for is a TCP relay straight to the runtime's entry socket, which
 * wrangler still starts, bundles, binds and reloads as before. A GET or HEAD the runtime drops
 * before answering is sent again (startRelay); any other request's connection reaches the client
 * dropped, as it could from the real edge.
 */

/** TCP ports in the LISTEN state owned by the process `pid` (Linux /proc; none elsewhere). */
export function listeningPorts(pid: number): number[] {
  let inodes: Set<string>
  try {
    inodes = new Set(
      readdirSync(`/proc/${pid}/fd`)
        .map((fd) => {
          try {
            return /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1]
          } catch {
            return undefined
          }
        })
        .filter((inode): inode is string => inode !== undefined),
    )
  } catch {
    return []
  }
  const ports: number[] = []
  for (const table of [`/proc/${pid}/net/tcp`, `/proc/${pid}/net/tcp6`]) {
    let text: string
    try {
      text = readFileSync(table, 'utf8')
    } catch {
      continue
    }
    for (const line of text.split('\n').slice(1)) {
      // local_address is HEXIP:HEXPORT, st 0A is LISTEN, the inode is the tenth field.
      const [, local = '', , state, , , , , , inode = ''] = line.trim().split(/\s+/)
      if (state !== '0A' || !inodes.has(inode)) continue
      ports.push(Number.parseInt(local.split(':')[1] ?? '', 16))
    }
  }
  return [...new Set(ports)]
}

/** Every process started, directly or not, by `pid` (Linux /proc). */
export function descendants(pid: number): number[] {
  const parentOf = new Map<number, number>()
  let entries: string[]
  try {
    entries = readdirSync('/proc')
  } catch {
    return []
  }
  for (const name of entries) {
    if (!/^\d+$/.test(name)) continue
    try {
      // The command name (field 2) is in parentheses and may hold spaces: the parent id follows the last ')'.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      parentOf.set(Number(name), ppid)
    } catch {
      /* gone meanwhile */
    }
  }
  const found: number[] = []
  const queue = [pid]
  while (queue.length > 0) {
    const parent = queue.shift()!
    for (const [child, ppid] of parentOf) {
      if (ppid === parent && !found.includes(child)) {
        found.push(child)
        queue.push(child)
      }
    }
  }
  return found
}

/**
 * The runtime's entry port among the sockets `root`'s process tree listens on: the one port other
 * than `exclude` (the proxy's) that answers `isEntry`. Undefined when none or several do.
 */
export async function findEntryPort(
  root: number,
  exclude: number[],
  isEntry: (port: number) => Promise<boolean>,
): Promise<number | undefined> {
  const candidates = [...new Set(descendants(root).flatMap(listeningPorts))].filter((p) => !exclude.includes(p))
  const answers = await Promise.all(candidates.map(async (port) => ((await isEntry(port)) ? port : undefined)))
  const entries = answers.filter((p): p is number => p !== undefined)
  return entries.length === 1 ? entries[0] : undefined
}

export type Relay = { port: number; close: () => Promise<void> }

/** Whether the bytes a client sent start with a request that is safe to send again (GET or HEAD). */
export function startsIdempotent(sent: Buffer[]): boolean {
  const head = Buffer.concat(sent.slice(0, 1)).subarray(0, 5).toString('latin1')
  return head.startsWith('GET ') || head.startsWith('HEAD ')
}

/**
 * Listens on `host:port` and carries each connection to `target` (on the same host), byte for byte.
 * The runtime restarts when wrangler reloads it (a changed asset, a changed worker) and closes idle
 * connections after a few seconds. So, within `retryWithinMs`: a connection it refuses is tried
 * again, and a GET or HEAD it dropped before answering is sent again on a new connection (what
 * wrangler's proxy does on a reload; any other request's connection is dropped, as the client
 * would see from the real edge).
 */
export function startRelay(opts: {
  host: string
  port: number
  /** The port to connect to; `refused` says the last one refused a connection (look again). */
  target: (refused: boolean) => Promise<number> | number
  retryWithinMs?: number
}): Promise<Relay> {
  const open = new Set<net.Socket>()
  const within = opts.retryWithinMs ?? 15_000
  const track = (socket: net.Socket) => {
    open.add(socket)
    socket.on('close', () => open.delete(socket))
  }
  // Each side's bytes go on at once (no Nagle): a response the runtime writes in several parts
  // would otherwise keep its last small part back until the client's delayed ACK (~40 ms).
  const server = net.createServer({ noDelay: true }, (client) => {
    track(client)
    client.on('error', () => {})
    // What the client sent that the current upstream connection has not started answering.
    let unanswered: Buffer[] = []
    let upstream: net.Socket | undefined
    let ready = false
    let clientEnded = false
    let since = Date.now()
    let refused = false
    let connecting = false

    client.on('data', (chunk: Buffer) => {
      if (unanswered.length === 0) since = Date.now()
      unanswered.push(chunk)
      if (!upstream) {
        if (!connecting) void connect()
      } else if (ready && !upstream.write(chunk)) {
        client.pause()
        upstream.once('drain', () => client.resume())
      }
    })
    client.on('end', () => {
      clientEnded = true
      if (ready) upstream?.end()
    })
    client.on('close', () => upstream?.destroy())

    const connect = async () => {
      connecting = true
      let port: number
      try {
        port = await opts.target(refused)
      } catch {
        client.destroy()
        return
      } finally {
        connecting = false
      }
      if (client.destroyed) return
      const socket = net.connect({ host: opts.host, port, noDelay: true })
      upstream = socket
      ready = false
      track(socket)
      socket.on('connect', () => {
        ready = true
        refused = false
        for (const chunk of unanswered) socket.write(chunk)
        if (clientEnded) socket.end()
      })
      socket.on('data', (chunk: Buffer) => {
        unanswered = []
        since = Date.now()
        if (!client.write(chunk)) {
          socket.pause()
          client.once('drain', () => socket.resume())
        }
      })
      socket.on('error', (e: NodeJS.ErrnoException) => {
        refused = e.code === 'ECONNREFUSED'
      })
      socket.on('close', () => {
        if (upstream !== socket || client.destroyed) return
        const wasReady = ready
        upstream = undefined
        ready = false
        const inTime = Date.now() - since < within
        // Refused (restarting), or dropped with a GET/HEAD unanswered: once more on a new connection.
        if (inTime && unanswered.length > 0 && (!wasReady || startsIdempotent(unanswered))) {
          setTimeout(() => {
            if (!client.destroyed && !upstream && !connecting) void connect()
          }, 100)
          return
        }
        if (unanswered.length === 0) client.end()
        else client.destroy()
      })
    }
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(opts.port, opts.host, () => {
      const address = server.address()
      resolve({
        port: typeof address === 'object' && address ? address.port : opts.port,
        close: () =>
          new Promise<void>((done) => {
            for (const socket of open) socket.destroy()
            server.close(() => done())
          }),
      })
    })
  })
}
