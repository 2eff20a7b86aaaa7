import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { pagesWorkerConfig, root } from '#scripts/lib/worker.ts'

const out = mkdtempSync(path.join(tmpdir(), 'brokerage-deploy-'))
afterAll(() => rmSync(out, { recursive: true, force: true }))

describe('deploy', () => {
  it('wrangler deploy --dry-run builds the worker with its bindings and cron', () => {
    // The PWA this run built (npm test builds into BUILD_OUT_DIR; a fresh clone has no dist/).
    const assets = process.env.BUILD_OUT_DIR ?? path.join(root, 'dist')
    expect(existsSync(path.join(assets, 'index.html')), `no built PWA in ${assets}: run through \`npm test\``).toBe(
      true,
    )
    const res = spawnSync(
      process.execPath,
      [
        path.join(root, 'node_modules/wrangler/bin/wrangler.js'),
        'deploy',
        '--dry-run',
        '--outdir',
        out,
        '--assets',
        assets,
      ],
      {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', FORCE_COLOR: '0' },
      },
    )
    expect(res.status, res.stderr).toBe(0)
    const bundle = path.join(out, 'index.js')
    expect(existsSync(bundle)).toBe(true)
    const code = readFileSync(bundle, 'utf8')
    // The bundle carries the API and the scheduled handler.
    expect(code).toContain('/api')
    expect(code).toMatch(/scheduled/)
    // Bindings the README tells operators to create.
    expect(res.stdout).toContain('env.MEDIA (brokerage-media)')
    expect(res.stdout).toContain('env.DOCUMENTS (brokerage-documents)')
    expect(res.stdout).toContain('env.ASSETS')
    // The mail queue and the Email Service binding (README, "Lead e-mail").
    expect(res.stdout).toContain('env.MAIL_QUEUE (brokerage-mail)')
    expect(res.stdout).toMatch(/env\.MAIL \(.*\)\s+Send Email/)
    // The pages worker it calls (README: deployed first).
    expect(res.stdout).toContain('env.PAGES (brokerage-pages)')
  }, 120_000)

  it('wrangler deploy --dry-run builds the pages worker, a renderer with no binding', () => {
    const assets = process.env.BUILD_OUT_DIR ?? path.join(root, 'dist')
    const config = pagesWorkerConfig(out, assets)
    expect(config, `no pages worker built in ${assets}`).not.toBeNull()
    const pagesOut = path.join(out, 'pages')
    const res = spawnSync(
      process.execPath,
      [
        path.join(root, 'node_modules/wrangler/bin/wrangler.js'),
        'deploy',
        '--dry-run',
        '--outdir',
        pagesOut,
        '-c',
        config!,
      ],
      {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', FORCE_COLOR: '0' },
      },
    )
    expect(res.status, res.stderr).toBe(0)
    expect(readFileSync(path.join(pagesOut, 'index.js'), 'utf8')).toContain('prerendered-router-state')
    expect(res.stdout).not.toMatch(/env\.\w+/)
  }, 120_000)
})
