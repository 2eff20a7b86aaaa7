import { mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { captureOutput, freePort, killTree, spawnManaged, waitForExit, waitForHttp } from './processes'

const require = createRequire(import.meta.url)
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export type WorkerHandle = { url: string; stop: () => Promise<void> }

/**
 * Run the worker in workerd through `wrangler dev` (local mode: R2 simulated by Miniflare and
 * persisted under `persistTo`), with the built PWA from dist/ as static assets.
 */
export async function startWorker(opts: {
  port: number
  vars: Record<string, string>
  persistTo: string
  /** Expose /__scheduled to fire the cron handler on demand. */
  testScheduled?: boolean
  /** Serve the PWA from this folder instead of dist/ (npm test builds into its own). */
  assetsDir?: string
  /** Extra environment of the wrangler/workerd process (e.g. NODE_EXTRA_CA_CERTS for a test TLS fixture). */
  env?: Record<string, string>
  echo?: (line: string) => void
}): Promise<WorkerHandle> {
  mkdirSync(opts.persistTo, { recursive: true })
  const wrangler = path.join(path.dirname(require.resolve('wrangler/package.json')), 'bin', 'wrangler.js')
  const args = [
    wrangler,
    'dev',
    '--config',
    path.join(root, 'wrangler.toml'),
    '--ip',
    '127.0.0.1',
    '--port',
    String(opts.port),
    '--inspector-port',
    String(await freePort()),
    '--persist-to',
    opts.persistTo,
    '--show-interactive-dev-session=false',
    '--log-level',
    process.env.WRANGLER_LOG ?? 'warn',
  ]
  if (opts.testScheduled) args.push('--test-scheduled')
  if (opts.assetsDir) args.push('--assets', opts.assetsDir)
  // wrangler.toml's [vars] are the production values (STAFF_MFA_REQUIRED on); a local run has
  // the staff second factor off unless its caller sets it.
  const vars = { STAFF_MFA_REQUIRED: 'false', ...opts.vars }
  for (const [k, v] of Object.entries(vars)) args.push('--var', `${k}:${v}`)
  const child = spawnManaged(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      WRANGLER_SEND_METRICS: 'false',
      WRANGLER_SEND_ERROR_REPORTS: 'false',
      CLOUDFLARE_API_TOKEN: '',
      NO_UPDATE_NOTIFIER: '1',
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      FORCE_COLOR: '0',
      ...opts.env,
    },
  })
  const output = captureOutput(child, opts.echo)
  const url = `http://127.0.0.1:${opts.port}`
  try {
    await waitForHttp(`${url}/api/health`, { timeoutMs: 90_000, child })
  } catch (e) {
    killTree(child)
    throw new Error(`the worker did not start: ${String(e)}\n${output()}`)
  }
  return {
    url,
    stop: async () => {
      killTree(child, 'SIGTERM')
      await waitForExit(child)
    },
  }
}
