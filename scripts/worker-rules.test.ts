import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/** The worker's source files, tests excluded (they run in Node next to the code). */
function workerSources(dir = 'worker'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) return workerSources(p)
    return /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [p] : []
  })
}

const sources = workerSources().map((file) => ({ file, text: readFileSync(file, 'utf8') }))

/** The module specifiers a source imports or re-exports. */
const importsOf = (text: string) =>
  [...text.matchAll(/^(?:import|export)\s[^;]*?\sfrom\s+'([^']+)'/gms)].map((m) => m[1]!)

/** Rules of the worker's layout. */
describe('worker rules', () => {
  it('SQL lives in worker/db and worker/domain only (drizzle-orm is imported nowhere else)', () => {
    const offenders = sources
      .filter(({ file }) => !file.startsWith('worker/db/') && !file.startsWith('worker/domain/'))
      .filter(({ text }) => /^import\s+(?!type\b)[^\n]*from\s+'drizzle-orm/m.test(text))
      .map(({ file }) => file)
    expect(offenders).toEqual([])
  })

  it('the domain and lib never import a job: a job calls the domain, never the reverse', () => {
    const offenders = sources
      .filter(({ file }) => file.startsWith('worker/domain/') || file.startsWith('worker/lib/'))
      .filter(({ text }) => importsOf(text).some((spec) => /^#worker\/jobs\/|^(\.\.\/)+jobs\//.test(spec)))
      .map(({ file }) => file)
    expect(offenders).toEqual([])
  })

  it('a job imports no other job (what two jobs share lives in the domain or lib)', () => {
    const offenders = sources
      .filter(({ file }) => /^worker\/jobs\/[^/]+\//.test(file))
      .flatMap(({ file, text }) => {
        const own = file.split('/')[2]
        return importsOf(text)
          .filter(
            (spec) => new RegExp(`^#worker/jobs/(?!${own}/)[^/]+/`).test(spec) || /^\.\.\/(?!run-job$)/.test(spec),
          )
          .map((spec) => `${file} → ${spec}`)
      })
    expect(offenders).toEqual([])
  })

  it('test-only helpers live outside worker/: no worker module imports tests/ or a Node-only module workerd lacks', () => {
    // workerd has node:async_hooks (nodejs_compat); file system, sockets and child processes are test tooling.
    const nodeOnly = /from\s+'node:(fs|http|https|net|os|child_process|path)'/
    const offenders = sources
      .filter(({ text }) => /from\s+'((\.\.\/)+|#)tests\//.test(text) || nodeOnly.test(text))
      .map(({ file }) => file)
    expect(offenders).toEqual([])
  })
})

describe('the production deploy (wrangler.toml [vars])', () => {
  it('runs as production with the staff second factor required', () => {
    const toml = readFileSync('wrangler.toml', 'utf8')
    const vars = toml.split(/^\[vars\]\s*$/m)[1]?.split(/^\[/m)[0] ?? ''
    expect(vars).toMatch(/^ENVIRONMENT = "production"$/m)
    expect(vars).toMatch(/^STAFF_MFA_REQUIRED = "true"$/m)
  })
})
