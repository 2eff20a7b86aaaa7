/**
 * The API worker in workerd with no wrangler dev proxy in front: the bundle `wrangler deploy`
 * would upload (`--dry-run --outdir`), run by Miniflare with wrangler.toml's bindings
 * (`unstable_getMiniflareWorkerOptions`), answering on workerd's own socket. Production has no
 * dev proxy; a bench that judges the worker's own latency under a burst measures here
 * (tests/bench/burst.bench.ts measures both paths). The pages worker binding is left out
 * (the API routes do not use it); the queues, R2 and the mail binding are Miniflare's, in memory.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { Miniflare } from 'miniflare'
import { unstable_getMiniflareWorkerOptions } from 'wrangler'
import { root as ownRoot } from '#scripts/lib/worker.ts'

export type DirectWorker = {
  url: string
  stop: () => Promise<void>
  /**
   * Lines the worker logged so far as "database unavailable": the error middleware's line for a
   * request answered 503 after it was let in (an admission refusal logs no line of its own).
   */
  unavailable: () => number
}

/** The error middleware's log line for a 503 of an unavailable database (worker/middleware/errors.ts). */
const UNAVAILABLE_LINE = '"msg":"database unavailable"'

/** Counts `marker` in a stream's text, a marker split across two chunks included. */
function countIn(stream: Readable, marker: string, counted: { n: number }, onChunk?: (chunk: Buffer) => void): void {
  let carry = ''
  stream.on('data', (chunk: Buffer) => {
    onChunk?.(chunk)
    const text = carry + chunk.toString('utf8')
    counted.n += text.split(marker).length - 1
    carry = text.slice(-(marker.length - 1))
  })
}

export async function startWorkerDirect(opts: {
  dir: string
  assetsDir: string
  port: number
  vars: Record<string, string>
  /** workerd's inspector on this port (a CPU profile), with the bundle left unminified so its names read. */
  inspectorPort?: number
  /** The checkout whose worker is built (this one by default; another to compare two builds side by side). */
  root?: string
}): Promise<DirectWorker> {
  const root = opts.root ?? ownRoot
  const out = mkdtempSync(path.join(opts.dir, 'bundle-'))
  const built = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/wrangler/bin/wrangler.js'),
      'deploy',
      '--dry-run',
      '--outdir',
      out,
      '--assets',
      opts.assetsDir,
      ...(opts.inspectorPort === undefined ? [] : ['--no-minify']),
    ],
    {
      cwd: root,
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
      encoding: 'utf8',
    },
  )
  if (built.status !== 0) throw new Error(`wrangler deploy --dry-run failed: ${built.stderr}`)
  const { workerOptions } = unstable_getMiniflareWorkerOptions(path.join(root, 'wrangler.toml'), undefined, {
    overrides: { assets: { directory: opts.assetsDir } },
  })
  const { PAGES: _pages, ...serviceBindings } = (workerOptions.serviceBindings ?? {}) as Record<string, unknown>
  const unavailable = { n: 0 }
  const mf = new Miniflare({
    ...(workerOptions as object),
    name: 'brokerage',
    modules: true,
    scriptPath: path.join(out, 'index.js'),
    // Module names are relative to this; the default (the working directory) would name the
    // bundle with a "..", which workerd refuses.
    modulesRoot: out,
    serviceBindings: serviceBindings as never,
    bindings: { ...workerOptions.bindings, STAFF_MFA_REQUIRED: 'false', ...opts.vars },
    host: '127.0.0.1',
    port: opts.port,
    inspectorPort: opts.inspectorPort,
    // The worker's log lines (one per lead) are dropped: printing 1,500 of them costs the bench
    // machine CPU the burst needs. Errors still reach stderr; the 503s of requests let in are
    // counted on both streams.
    handleRuntimeStdio: (stdout: Readable, stderr: Readable) => {
      countIn(stdout, UNAVAILABLE_LINE, unavailable)
      countIn(stderr, UNAVAILABLE_LINE, unavailable, (chunk) => process.stderr.write(chunk))
    },
  } as ConstructorParameters<typeof Miniflare>[0])
  const url = (await mf.ready).origin
  return {
    url,
    unavailable: () => unavailable.n,
    stop: async () => {
      await mf.dispose()
      rmSync(out, { recursive: true, force: true })
    },
  }
}
