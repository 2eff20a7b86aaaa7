import { spawn } from 'node:child_process'
import http from 'node:http'
import net from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { descendants, findEntryPort, listeningPorts, startRelay, startsIdempotent } from './entry-relay'
import { freePort } from './processes'

const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c()
})

function listen(server: http.Server | net.Server, port = 0): Promise<number> {
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const a = server.address()
      resolve(typeof a === 'object' && a ? a.port : 0)
    })
  })
}

function closeServer(server: http.Server | net.Server) {
  return new Promise<void>((done) => {
    if ('closeAllConnections' in server) server.closeAllConnections()
    server.close(() => done())
  })
}

async function httpServer(body: (req: http.IncomingMessage) => string, port = 0) {
  const server = http.createServer((req, res) => {
    let sent = ''
    req.on('data', (c) => {
      sent += c
    })
    req.on('end', () => res.end(`${body(req)}${sent ? ` got:${sent}` : ''}`))
  })
  const p = await listen(server, port)
  cleanups.push(() => closeServer(server))
  return { server, port: p }
}

describe.runIf(process.platform === 'linux')('finding the runtime entry socket (/proc)', () => {
  it("lists this process's listening ports and not a closed one", async () => {
    const { port, server } = await httpServer(() => 'ok')
    expect(listeningPorts(process.pid)).toContain(port)
    await closeServer(server)
    expect(listeningPorts(process.pid)).not.toContain(port)
  })

  it('finds a child process and the port it listens on, which answers as the entry; the excluded port is skipped', async () => {
    const child = spawn(
      process.execPath,
      [
        '-e',
        `const h=require('http');for(const b of ['entry','other']){const s=h.createServer((q,r)=>r.end(b));s.listen(0,'127.0.0.1',()=>console.log(b+' '+s.address().port))}`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    cleanups.push(() => {
      child.kill()
    })
    const ports = await new Promise<{ entry: number; other: number }>((resolve) => {
      const seen = new Map<string, number>()
      child.stdout!.on('data', (b: Buffer) => {
        for (const line of b.toString().trim().split('\n')) {
          const [name = '', p] = line.split(' ')
          seen.set(name, Number(p))
        }
        const entry = seen.get('entry')
        const other = seen.get('other')
        if (entry && other) resolve({ entry, other })
      })
    })
    expect(descendants(process.pid)).toContain(child.pid)
    const answers = async (port: number) => {
      const res = await fetch(`http://127.0.0.1:${port}/`).catch(() => null)
      return (await res?.text()) === 'entry'
    }
    expect(await findEntryPort(process.pid, [], answers)).toBe(ports.entry)
    // Both answer 'yes' but one is excluded: the other is the entry.
    expect(await findEntryPort(process.pid, [ports.entry], async (p) => p === ports.entry || p === ports.other)).toBe(
      ports.other,
    )
    // Two candidates answering: no guess.
    expect(await findEntryPort(process.pid, [], async (p) => p === ports.entry || p === ports.other)).toBeUndefined()
  })
})

describe('the relay', () => {
  it('carries requests and responses both ways, bodies and keep-alive included', async () => {
    const target = await httpServer((req) => `${req.method} ${req.url} host=${req.headers.host}`)
    const relay = await startRelay({ host: '127.0.0.1', port: 0, target: () => target.port })
    cleanups.push(relay.close)
    const base = `http://127.0.0.1:${relay.port}`
    expect(await (await fetch(`${base}/a?b=1`)).text()).toBe(`GET /a?b=1 host=127.0.0.1:${relay.port}`)
    const posted = await fetch(`${base}/p`, { method: 'POST', body: 'x'.repeat(100_000) })
    expect(await posted.text()).toBe(`POST /p host=127.0.0.1:${relay.port} got:${'x'.repeat(100_000)}`)
    expect(await (await fetch(`${base}/again`)).text()).toContain('GET /again')
  })

  it('a connection made while the target is down waits for it to come back', async () => {
    const port = await freePort()
    const relay = await startRelay({ host: '127.0.0.1', port: 0, target: () => port })
    cleanups.push(relay.close)
    const pending = fetch(`http://127.0.0.1:${relay.port}/late`).then((r) => r.text())
    await new Promise((r) => setTimeout(r, 400))
    await httpServer(() => 'back', port)
    expect(await pending).toBe('back')
  })

  it('gives up on a target that stays down: the client sees its connection dropped', async () => {
    const port = await freePort()
    const relay = await startRelay({ host: '127.0.0.1', port: 0, target: () => port, retryWithinMs: 300 })
    cleanups.push(relay.close)
    await expect(fetch(`http://127.0.0.1:${relay.port}/`)).rejects.toThrow()
  })

  it('a response the target ends by closing its connection arrives whole', async () => {
    const big = 'y'.repeat(2_000_000)
    const server = net.createServer((socket) => {
      socket.once('data', () => {
        socket.end(`HTTP/1.1 200 OK\r\nConnection: close\r\n\r\n${big}`)
      })
    })
    const port = await listen(server)
    cleanups.push(() => closeServer(server))
    const relay = await startRelay({ host: '127.0.0.1', port: 0, target: () => port })
    cleanups.push(relay.close)
    expect((await (await fetch(`http://127.0.0.1:${relay.port}/`)).text()).length).toBe(big.length)
  })

  it('a GET the target dropped before answering (a reload) is sent again on a new connection', async () => {
    let dropped = 0
    const server = net.createServer((socket) => {
      socket.once('data', (request) => {
        if (dropped++ === 0) {
          socket.destroy()
          return
        }
        const line = request.toString('latin1').split('\r\n')[0] ?? ''
        socket.end(`HTTP/1.1 200 OK\r\nContent-Length: ${line.length}\r\nConnection: close\r\n\r\n${line}`)
      })
    })
    const port = await listen(server)
    cleanups.push(() => closeServer(server))
    const relay = await startRelay({ host: '127.0.0.1', port: 0, target: () => port })
    cleanups.push(relay.close)
    expect(await (await fetch(`http://127.0.0.1:${relay.port}/asset.js`)).text()).toBe('GET /asset.js HTTP/1.1')
    expect(dropped).toBe(2)
  })

  it('a POST the target dropped before answering is not sent again: the client sees the drop', async () => {
    let received = 0
    const server = net.createServer((socket) => {
      socket.once('data', () => {
        received++
        socket.destroy()
      })
    })
    const port = await listen(server)
    cleanups.push(() => closeServer(server))
    const relay = await startRelay({ host: '127.0.0.1', port: 0, target: () => port })
    cleanups.push(relay.close)
    await expect(fetch(`http://127.0.0.1:${relay.port}/api/leads`, { method: 'POST', body: '{}' })).rejects.toThrow()
    expect(received).toBe(1)
  })

  it('a refused connection asks for the target again (the runtime moved on a reload) and reaches the new one', async () => {
    const gone = await freePort()
    const moved = await httpServer(() => 'moved')
    const asked: boolean[] = []
    const relay = await startRelay({
      host: '127.0.0.1',
      port: 0,
      target: (refused) => {
        asked.push(refused)
        return refused ? moved.port : gone
      },
    })
    cleanups.push(relay.close)
    expect(await (await fetch(`http://127.0.0.1:${relay.port}/`)).text()).toBe('moved')
    expect(asked).toEqual([false, true])
  })
})

describe('startsIdempotent', () => {
  it.each([
    ['GET /x HTTP/1.1\r\n', true],
    ['HEAD / HTTP/1.1\r\n', true],
    ['POST /api/leads HTTP/1.1\r\n', false],
    ['PUT /x HTTP/1.1\r\n', false],
    ['GE', false],
  ])('%j → %s', (text, expected) => {
    expect(startsIdempotent([Buffer.from(text)])).toBe(expected)
  })
})
