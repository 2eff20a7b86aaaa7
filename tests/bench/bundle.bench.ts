import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { pagesWorkerConfig, root } from '#scripts/lib/worker.ts'
import { lazyChunks, type Manifest } from './manifest'
import type { Bench, BenchRow } from './run'

// Measure a fresh build of the current code, in its own folder (never clobbers dist/).
const dist = mkdtempSync(path.join(tmpdir(), 'brokerage-bench-build-'))
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const gz = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length

function build() {
  const res = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, BUILD_OUT_DIR: dist },
    },
  )
  if (res.status !== 0) throw new Error('vite build failed')
}

/** A worker's bundle as `wrangler deploy` would upload it; `config`: the pages worker's (else the API worker's). */
function workerBundleGzip(config?: string): number {
  const out = mkdtempSync(path.join(tmpdir(), 'brokerage-worker-'))
  try {
    const res = spawnSync(
      process.execPath,
      // The assets are the fresh build's: wrangler.toml's dist/ may not exist (a fresh clone).
      [
        path.join(root, 'node_modules/wrangler/bin/wrangler.js'),
        'deploy',
        '--dry-run',
        '--outdir',
        out,
        ...(config ? ['--config', config] : ['--assets', dist]),
      ],
      {
        cwd: root,
        env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
        encoding: 'utf8',
      },
    )
    if (res.status !== 0) throw new Error(`wrangler deploy --dry-run failed: ${res.stderr}`)
    let total = 0
    for (const f of readdirSync(out)) if (f.endsWith('.js')) total += gzipSync(readFileSync(path.join(out, f))).length
    return total
  } finally {
    rmSync(out, { recursive: true, force: true })
  }
}

const bench: Bench = {
  name: 'Bundle sizes (gzip)',
  async run() {
    build()
    const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest
    const chunks = lazyChunks(manifest)
    const { initial } = chunks
    const initialJs = [...initial].reduce((sum, k) => sum + gz(manifest[k]!.file), 0)
    const cssFiles = new Set([...initial].flatMap((k) => manifest[k]!.css ?? []))
    const css = [...cssFiles].reduce((sum, f) => sum + gz(f), 0)

    const rows: BenchRow[] = [
      {
        metric: 'initial JS for / (entry + static imports)',
        value: kb(initialJs),
        budget: '≤ 120 KB',
        verdict: initialJs <= 120 * 1024 ? 'within' : 'over',
      },
      { metric: 'CSS', value: kb(css), budget: '≤ 15 KB', verdict: css <= 15 * 1024 ? 'within' : 'over' },
    ]

    // Each lazy route chunk: its own code (tests/bench/manifest.ts); the shared chunks on their
    // own, with the number of lazy chunks that use them.
    const largest = Object.keys(manifest)
      .filter((k) => manifest[k]!.isDynamicEntry)
      .map((key) => ({
        name: manifest[key]!.src ?? manifest[key]!.file,
        size: chunks.own(key).reduce((s, k) => s + gz(manifest[k]!.file), 0),
      }))
      .sort((a, b) => b.size - a.size)
    for (const chunk of largest.slice(0, 8)) {
      rows.push({
        metric: `lazy chunk ${path.basename(chunk.name)}`,
        value: kb(chunk.size),
        budget: '≤ 30 KB',
        verdict: chunk.size <= 30 * 1024 ? 'within' : 'over',
      })
    }
    const sharedRows = [...chunks.shared]
      .map(([k, users]) => ({ file: manifest[k]!.file, size: gz(manifest[k]!.file), users }))
      .sort((a, b) => b.size - a.size)
    for (const c of sharedRows.slice(0, 6)) {
      rows.push({
        metric: `shared chunk ${path.basename(c.file)} (used by ${c.users} lazy chunks)`,
        value: kb(c.size),
        budget: 'shared',
        verdict: 'info',
      })
    }

    const swFile = path.join(dist, 'sw.js')
    if (existsSync(swFile)) {
      const sw = readFileSync(swFile, 'utf8')
      const urls = [...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]!)
      const present = urls.filter((u) => existsSync(path.join(dist, u)))
      const raw = present.reduce((s, u) => s + statSync(path.join(dist, u)).size, 0)
      // What a first install downloads: each file as it is transferred (gzip).
      const transferred = present.reduce((s, u) => s + gz(u), 0)
      rows.push({
        metric: `precache (${urls.length} files, gzip; ${kb(raw)} uncompressed)`,
        value: kb(transferred),
        budget: '≤ 600 KB',
        verdict: transferred <= 600 * 1024 ? 'within' : 'over',
      })
    }

    const worker = workerBundleGzip()
    rows.push({
      metric: 'worker bundle',
      value: kb(worker),
      budget: '≤ 200 KB',
      verdict: worker <= 200 * 1024 ? 'within' : 'over',
    })
    // The pages worker (pages-worker/): the server renderer, the router and the rendered pages.
    const state = mkdtempSync(path.join(tmpdir(), 'brokerage-pages-worker-'))
    const pagesConfig = pagesWorkerConfig(state, dist)
    if (!pagesConfig) throw new Error('the build wrote no pages worker')
    const pages = workerBundleGzip(pagesConfig)
    rmSync(state, { recursive: true, force: true })
    rows.push({
      metric: 'pages worker bundle',
      value: kb(pages),
      budget: '≤ 200 KB',
      verdict: pages <= 200 * 1024 ? 'within' : 'over',
    })
    rmSync(dist, { recursive: true, force: true })
    return rows
  },
}
export default bench
