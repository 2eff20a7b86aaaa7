import { existsSync, lstatSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { findEntryPort, type Relay, startRelay } from './entry-relay'
import { PAGES_WORKER_FILE, pagesWorkerDir } from './pages-worker-plugin'
import { captureOutput, freePort, killTree, spawnManaged, waitForExit, waitForHttp } from './processes'

const require = createRequire(import.meta.url)
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export type WorkerHandle = { url: string; stop: () => Promise<void> }

/**
 * wrangler appends every message it handles, debug ones included, to a log file whatever its
 * console level: by default a new world-readable file under ~/.config/.wrangler/logs/ per run,
 * holding the DevTools protocol traffic of the worker (its console output and subrequests, the
 * database's answers among them). `WRANGLER_LOG_PATH` ending in `.log` names the file itself;
 * it is pointed at a link to /dev/null in the run's state folder, so nothing is recorded.
 * wrangler's warnings and errors still reach the console.
 */
export function discardWranglerLog(stateDir: string): string {
  const dir = path.join(stateDir, 'logs')
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  const file = path.join(dir, 'wrangler.log')
  if (!lstatOrNull(file)?.isSymbolicLink()) {
    rmSync(file, { force: true })
    symlinkSync('/dev/null', file)
  }
  return file
}

function lstatOrNull(file: string) {
  try {
    return lstatSync(file)
  } catch {
    return null
  }
}

/**
 * The worker's variables, secrets included, as an env file (mode 600) that wrangler reads with
 * `--env-file`: a value on wrangler's command line (`--var`) is visible to every local user in
 * `ps`. dotenv-expand would rewrite `$…`, and a quote or line break would end the value early,
 * so such values are refused rather than mangled.
 */
export function writeWorkerEnvFile(stateDir: string, vars: Record<string, string>): string {
  const lines = Object.entries(vars).map(([name, value]) => {
    if (!/^[A-Z][A-Z0-9_]*$/.test(name)) throw new Error(`worker variable name ${name} is not NAME_LIKE_THIS`)
    if (/[\r\n'$\\]/.test(value)) throw new Error(`worker variable ${name} holds a quote, $, backslash or line break`)
    return `${name}='${value}'`
  })
  const file = path.join(stateDir, 'worker.env')
  rmSync(file, { force: true })
  writeFileSync(file, `${lines.join('\n')}\n`, { mode: 0o600 })
  return file
}

/**
 * The pages worker's config for a PWA built into `assetsDir` (its module is built beside it,
 * scripts/lib/pages-worker-plugin.ts): pages-worker/wrangler.toml with that module as `main`,
 * written into the run's state folder; null when the build has no pages worker (the API worker
 * then serves the prerendered pages as they are).
 */
export function pagesWorkerConfig(stateDir: string, assetsDir: string): string | null {
  const main = path.join(pagesWorkerDir(assetsDir), PAGES_WORKER_FILE)
  if (!existsSync(main)) return null
  const toml = readFileSync(path.join(root, 'pages-worker', 'wrangler.toml'), 'utf8')
  const file = path.join(stateDir, 'pages-wrangler.toml')
  writeFileSync(
    file,
    toml.replace(/^main = .*$/m, () => `main = ${JSON.stringify(main)}`),
  )
  return file
}

/**
 * Run the worker in workerd through `wrangler dev` (local mode: R2 simulated by Miniflare and
 * persisted under `persistTo`), with the built PWA from dist/ as static assets. The run's
 * variables file and the discarded wrangler log live next to `persistTo`. The pages worker runs
 * in the same process (wrangler dev's second config), reached through the API worker's binding.
 *
 * `port` is a relay straight to the runtime's socket, not wrangler's own proxy (which listens on
 * a port of its own): scripts/lib/entry-relay.ts says why. Where the runtime's socket cannot be
 * found (no /proc), the relay leads to wrangler's proxy instead.
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
  const stateDir = path.dirname(opts.persistTo)
  const pagesConfig = pagesWorkerConfig(stateDir, opts.assetsDir ?? path.join(root, 'dist'))
  const proxyPort = await freePort()
  const args = [
    wrangler,
    'dev',
    '--config',
    path.join(root, 'wrangler.toml'),
    ...(pagesConfig ? ['--config', pagesConfig] : []),
    '--ip',
    '127.0.0.1',
    '--port',
    String(proxyPort),
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
  // the staff second factor off unless its caller sets it. The file's values override them.
  args.push('--env-file', writeWorkerEnvFile(stateDir, { STAFF_MFA_REQUIRED: 'false', ...opts.vars }))
  const logFile = discardWranglerLog(stateDir)
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
      // Only the env file passes variables; the caller's environment never becomes bindings.
      CLOUDFLARE_INCLUDE_PROCESS_ENV: 'false',
      ...opts.env,
      WRANGLER_LOG_PATH: logFile,
      // wrangler's registry of running workers is one folder per user by default: a worker with
      // a service binding reloads whenever another local run (a test's second stack, npm start
      // beside the tests) registers or leaves, failing the requests in flight ("Your worker
      // restarted mid-request"). Each run keeps its own; its two workers are bound in-process.
      WRANGLER_REGISTRY_PATH: path.join(stateDir, 'registry'),
    },
  })
  const output = captureOutput(child, opts.echo)
  const url = `http://127.0.0.1:${opts.port}`
  let relay: Relay | undefined
  try {
    await waitForHttp(`http://127.0.0.1:${proxyPort}/api/health`, { timeoutMs: 90_000, child })
    // The runtime's socket changes when wrangler reloads it: found again when it refuses.
    let entry = await findEntryPort(child.pid!, [proxyPort], answersHealth)
    let looking: Promise<number | undefined> | undefined
    const target = async (refused: boolean) => {
      if (refused && entry !== undefined) {
        looking ??= findEntryPort(child.pid!, [proxyPort], answersHealth).finally(() => {
          looking = undefined
        })
        entry = (await looking) ?? entry
      }
      return entry ?? proxyPort
    }
    relay = await startRelay({ host: '127.0.0.1', port: opts.port, target })
    await waitForHttp(`${url}/api/health/live`, { timeoutMs: 30_000, child })
  } catch (e) {
    await relay?.close()
    killTree(child)
    throw new Error(`the worker did not start: ${String(e)}\n${output()}`)
  }
  return {
    url,
    stop: async () => {
      await relay?.close()
      killTree(child, 'SIGTERM')
      await waitForExit(child)
    },
  }
}

/** Whether the socket at `port` is our worker: its liveness route (no database) answers `{ ok: true }`. */
async function answersHealth(port: number): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/health/live`, { signal: AbortSignal.timeout(3000) })
    return res.status === 200 && ((await res.json()) as { ok?: unknown }).ok === true
  } catch {
    return false
  }
}
