import { type ChildProcess, type SpawnOptions, spawn, spawnSync } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'

const children = new Set<ChildProcess>()
let hooked = false

/** Kill a child and everything it started (wrangler starts workerd). */
export function killTree(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return
  try {
    process.kill(-child.pid, signal)
  } catch {
    try {
      child.kill(signal)
    } catch {
      /* already gone */
    }
  }
}

export function stopAll() {
  for (const child of children) killTree(child)
  children.clear()
}

function hookExit() {
  if (hooked) return
  hooked = true
  process.on('exit', stopAll)
}

/** Spawn in its own process group so Ctrl-C / teardown can stop the whole tree. */
export function spawnManaged(cmd: string, args: string[], opts: SpawnOptions = {}): ChildProcess {
  hookExit()
  const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true, ...opts })
  children.add(child)
  child.on('exit', () => children.delete(child))
  return child
}

export function waitForExit(child: ChildProcess, timeoutMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const t = setTimeout(() => {
      killTree(child, 'SIGKILL')
      resolve()
    }, timeoutMs)
    child.once('exit', () => {
      clearTimeout(t)
      resolve()
    })
  })
}

export async function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer()
    srv.once('error', () => resolve(false))
    srv.listen(port, host, () => srv.close(() => resolve(true)))
  })
}

export class PortInUseError extends Error {}

export async function assertPortFree(port: number, what: string, envVar: string) {
  if (!(await isPortFree(port))) {
    throw new PortInUseError(
      `Port ${port} (${what}) is already in use.\n` +
        `Stop the program using it, or choose another port, e.g.: ${envVar}=${port + 100} npm start`,
    )
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address()
      const port = typeof addr === 'object' && addr ? addr.port : 0
      srv.close(() => resolve(port))
    })
  })
}

export async function waitForHttp(
  url: string,
  { timeoutMs = 60_000, child }: { timeoutMs?: number; child?: ChildProcess } = {},
) {
  const deadline = Date.now() + timeoutMs
  let lastError = ''
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(`process exited (code ${child.exitCode}) before ${url} answered`)
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) })
      if (res.status < 500) return
      lastError = `HTTP ${res.status}`
    } catch (e) {
      lastError = String(e)
    }
    await new Promise((r) => setTimeout(r, 150))
  }
  throw new Error(`timed out waiting for ${url} (${lastError})`)
}

/** Keep the last lines a child printed, to show when it fails to start. */
export function captureOutput(child: ChildProcess, echo?: (line: string) => void) {
  const lines: string[] = []
  const onData = (buf: Buffer) => {
    for (const line of buf.toString().split('\n')) {
      if (!line.trim()) continue
      lines.push(line)
      if (lines.length > 60) lines.shift()
      echo?.(line)
    }
  }
  child.stdout?.on('data', onData)
  child.stderr?.on('data', onData)
  return () => lines.join('\n')
}

/**
 * Panda's styled-system/ is generated code (git-ignored). npm's lifecycle scripts are off
 * (.npmrc ignore-scripts), so every entry point generates it first: start, dev, test, build.
 */
export function pandaCodegen(root: string) {
  const res = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/@pandacss/dev/bin.js'), 'codegen', '--silent'],
    { cwd: root, stdio: 'inherit' },
  )
  if (res.status !== 0) throw new Error('panda codegen failed')
}
