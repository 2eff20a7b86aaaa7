/**
 * The edge render's cost (docs/decisions/210, 222): what the pages worker adds to a request, in
 * workerd. Runs a fresh build (or the one in BENCH_ASSETS_DIR, built with `npm run build`), the
 * bench stack on it (sqld with the demo seed, the API worker and the pages worker), then the
 * pages worker alone in its own `wrangler dev`:
 *
 * - warm render: POSTs of a page's real render request (its reads and shell, read from the
 *   stack), minus a POST of the same body for a page it does not render (the same JSON parsing,
 *   no render): the render itself, per page family;
 * - a cold isolate: the first render after the worker starts (module evaluation, the lazy parts'
 *   second pass), minus the same baseline, over three starts;
 * - the API worker answering a rendered page from its edge cache against the same page's
 *   prerendered file through the same worker: what a visitor waits for on a cached render.
 *
 * workerd's clock does not advance while a request computes, so the worker's own timing is not
 * a measure; the times are the client's, on loopback, medians of many requests.
 */

import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort, killTree, spawnManaged, waitForExit, waitForHttp } from '#scripts/lib/processes.ts'
import { discardWranglerLog, pagesWorkerConfig, root } from '#scripts/lib/worker.ts'
import type { RenderRequest } from '#shared/content/rendered-pages.ts'
import type { Bench, BenchRow } from './run'
import { startBenchStack } from './stack'

const WARM = Number(process.env.BENCH_RENDERS ?? 40)
const STARTS = 3

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!
}
const ms = (x: number) => `${x.toFixed(1)} ms`

function build(dir: string) {
  const res = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'],
    { cwd: root, stdio: 'inherit', env: { ...process.env, BUILD_OUT_DIR: dir } },
  )
  if (res.status !== 0) throw new Error('vite build failed')
}

/** A GET as a browser's page visit (`mode` navigate: rendered) or not (the file), timed. */
function visit(url: string, mode: 'navigate' | 'same-origin'): Promise<{ ms: number; cache: string | undefined }> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Sec-Fetch-Mode': mode } }, (res) => {
        res.resume()
        res.on('end', () =>
          resolve({ ms: performance.now() - started, cache: res.headers['x-edge-cache'] as string | undefined }),
        )
      })
      .on('error', reject)
  })
}

async function post(url: string, body: string): Promise<{ ms: number; status: number }> {
  const started = performance.now()
  const res = await fetch(url, { method: 'POST', body })
  await res.arrayBuffer()
  return { ms: performance.now() - started, status: res.status }
}

/** The pages worker alone in workerd, on a free port. */
async function startPagesWorker(config: string, stateDir: string) {
  const port = await freePort()
  const wrangler = path.join(root, 'node_modules/wrangler/bin/wrangler.js')
  const child = spawnManaged(
    process.execPath,
    [
      wrangler,
      'dev',
      '--config',
      config,
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--inspector-port',
      String(await freePort()),
      '--show-interactive-dev-session=false',
      '--log-level',
      'error',
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: 'false',
        CLOUDFLARE_CF_FETCH_ENABLED: 'false',
        WRANGLER_LOG_PATH: discardWranglerLog(stateDir),
        WRANGLER_REGISTRY_PATH: path.join(stateDir, 'registry'),
      },
    },
  )
  const url = `http://127.0.0.1:${port}`
  // It answers anything but a POST with a 404: up once that comes.
  await waitForHttp(url, { timeoutMs: 90_000, child })
  return {
    url,
    stop: async () => {
      killTree(child, 'SIGTERM')
      await waitForExit(child)
    },
  }
}

const bench: Bench = {
  name: 'Edge render CPU (pages worker in workerd)',
  async run() {
    const dir = mkdtempSync(path.join(tmpdir(), 'brokerage-bench-render-'))
    const assets = process.env.BENCH_ASSETS_DIR ?? path.join(dir, 'dist')
    if (!process.env.BENCH_ASSETS_DIR) build(assets)
    const config = pagesWorkerConfig(dir, assets)
    if (!config) throw new Error('the build wrote no pages worker')
    const rows: BenchRow[] = []
    const stack = await startBenchStack(dir, assets)
    // The render requests the API worker would send, from the stack's own reads and files.
    const requests: { label: string; body: RenderRequest }[] = []
    try {
      const read = async (api: string) => (await fetch(`${stack.workerUrl}${api}`)).json()
      const file = async (p: string) =>
        (await fetch(`${stack.workerUrl}${p}`, { headers: { 'Sec-Fetch-Mode': 'same-origin' } })).text()
      const blog = (await read('/api/content/blog')) as { posts: { slug: string }[] }
      const agents = (await read('/api/content/agents')) as { agents: { id: string }[] }
      const slug = blog.posts[0]!.slug
      const agent = agents.agents[0]!.id
      requests.push(
        {
          label: `/blog (${blog.posts.length} posts)`,
          body: { path: '/blog', reads: { '/api/content/blog': blog }, shell: await file('/blog') },
        },
        {
          label: '/blog/$slug (a post)',
          body: {
            path: '/blog/$slug',
            params: { slug },
            reads: { '/api/content/blog/$slug': await read(`/api/content/blog/${slug}`) },
            shell: await file('/page-shell'),
          },
        },
        {
          label: '/agents/$id (an agent page)',
          body: {
            path: '/agents/$id',
            params: { id: agent },
            reads: { '/api/agents/$id': await read(`/api/agents/${agent}`) },
            shell: await file('/page-shell'),
          },
        },
      )

      // A cached render against the page's file, both through the API worker.
      const page = `${stack.workerUrl}/blog`
      const first = await visit(page, 'navigate')
      if (first.cache !== 'miss' && first.cache !== 'hit') throw new Error('/blog was not rendered (no pages worker?)')
      const cached: number[] = []
      const plain: number[] = []
      for (let i = 0; i < WARM; i++) {
        const hit = await visit(page, 'navigate')
        if (hit.cache !== 'hit') throw new Error(`/blog: expected a cached render, got ${hit.cache}`)
        cached.push(hit.ms)
        plain.push((await visit(page, 'same-origin')).ms)
      }
      rows.push(
        {
          metric: '/blog through the API worker: its prerendered file (median, p90)',
          value: `${ms(quantile(plain, 0.5))}, ${ms(quantile(plain, 0.9))}`,
          budget: 'reference',
          verdict: 'info',
        },
        {
          metric: '/blog through the API worker: the rendered page from the edge cache (median, p90)',
          value: `${ms(quantile(cached, 0.5))}, ${ms(quantile(cached, 0.9))}`,
          budget: 'a few ms over the file',
          verdict: quantile(cached, 0.5) - quantile(plain, 0.5) <= 5 ? 'within' : 'over',
        },
      )
    } finally {
      await stack.stop()
    }

    const baselineOf = (body: RenderRequest) => JSON.stringify({ ...body, path: '/not-rendered' })
    const cold: number[] = []
    for (let start = 0; start < STARTS; start++) {
      const worker = await startPagesWorker(config, dir)
      try {
        const first = requests[0]!
        const res = await post(worker.url, JSON.stringify(first.body))
        if (res.status !== 200) throw new Error(`render failed: ${res.status}`)
        const base: number[] = []
        for (let i = 0; i < 10; i++) base.push((await post(worker.url, baselineOf(first.body))).ms)
        cold.push(res.ms - quantile(base, 0.5))
        if (start > 0) continue
        for (const { label, body } of requests) {
          const json = JSON.stringify(body)
          const baseline = baselineOf(body)
          const render: number[] = []
          const none: number[] = []
          for (let i = 0; i < WARM; i++) {
            const r = await post(worker.url, json)
            if (r.status !== 200) throw new Error(`render of ${label} failed: ${r.status}`)
            render.push(r.ms)
            none.push((await post(worker.url, baseline)).ms)
          }
          const base50 = quantile(none, 0.5)
          rows.push({
            metric: `render ${label}, warm (median, p90; the request without a render subtracted: ${ms(base50)})`,
            value: `${ms(quantile(render, 0.5) - base50)}, ${ms(quantile(render, 0.9) - base50)}`,
            budget: 'a few ms',
            verdict: quantile(render, 0.5) - base50 <= 5 ? 'within' : 'over',
          })
        }
      } finally {
        await worker.stop()
      }
    }
    rows.push({
      metric: `render /blog, the first of a cold isolate (${STARTS} starts: median, max)`,
      value: `${ms(quantile(cold, 0.5))}, ${ms(Math.max(...cold))}`,
      budget: 'once per isolate',
      verdict: 'info',
    })
    rmSync(dir, { recursive: true, force: true })
    return rows
  },
}
export default bench
