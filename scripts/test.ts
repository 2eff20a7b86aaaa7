/**
 * `npm test`: every test, in order — lint and format (Biome), types, unit (vitest, next to the code), the PWA build,
 * integration (worker in workerd against a throwaway sqld), e2e (Debian's Chromium through
 * Playwright against the built app served by the worker). Exits non-zero when anything fails and
 * ends with one line: `tests: N passed, N failed`.
 *
 * `npm test -- unit` (or lint, types, integration, e2e) runs only those steps.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { chromiumPath } from '#tests/e2e/chromium.ts'
import { freePort, pandaCodegen } from './lib/processes'
import { root } from './lib/worker'

const args = process.argv.slice(2)
const only = new Set(args.filter((a) => ['lint', 'types', 'unit', 'integration', 'e2e'].includes(a)))
/** Anything else is passed to Playwright (e.g. a spec file or `--grep`). */
const extraE2eArgs = args.filter((a) => !only.has(a))
const want = (step: string) => only.size === 0 || only.has(step)
const tmp = path.join(root, '.tmp')
mkdirSync(tmp, { recursive: true })

let passed = 0
let failed = 0
const failures: string[] = []
/** Each failed test with the first line of its error, repeated at the end so a log's tail names them. */
const failedTests: string[] = []
const firstLine = (msg = '') =>
  msg
    .split('\n')
    .find((l) => l.trim())
    ?.trim()
    .slice(0, 300) ?? ''

function run(name: string, cmd: string, args: string[], env: Record<string, string> = {}) {
  console.log(`\n━━ ${name} ━━`)
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  if (res.status !== 0) failures.push(name)
  return res.status === 0
}

function countVitest(file: string) {
  if (!existsSync(file)) return
  const r = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number
    numFailedTests: number
    testResults: {
      name: string
      message?: string
      assertionResults: { status: string; fullName: string; failureMessages: string[] }[]
    }[]
  }
  passed += r.numPassedTests
  failed += r.numFailedTests
  for (const f of r.testResults) {
    const rel = path.relative(root, f.name)
    for (const a of f.assertionResults) {
      if (a.status === 'failed') failedTests.push(`${rel} › ${a.fullName}\n      ${firstLine(a.failureMessages[0])}`)
    }
    if (f.message && !f.assertionResults.some((a) => a.status === 'failed'))
      failedTests.push(`${rel}\n      ${firstLine(f.message)}`)
  }
}

function countPlaywright(file: string) {
  if (!existsSync(file)) return
  const r = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number }
    suites: PwSuite[]
  }
  passed += r.stats.expected + r.stats.flaky
  failed += r.stats.unexpected
  const walk = (s: PwSuite, trail: string[]) => {
    const here = s.file && trail.length === 0 ? [s.file] : [...trail, s.title]
    for (const spec of s.specs ?? []) {
      for (const t of spec.tests) {
        if (t.status !== 'unexpected') continue
        const last = t.results.at(-1)
        failedTests.push(
          // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the terminal colour codes (ESC) from a failure message
          `${[...here, spec.title].join(' › ')}:${spec.line}\n      ${firstLine(last?.error?.message?.replace(/\u001b\[[0-9;]*m/g, ''))}${openRequests(last?.stdout)}`,
        )
      }
    }
    for (const child of s.suites ?? []) walk(child, here)
  }
  for (const s of r.suites ?? []) walk(s, [])
}

type PwSuite = {
  title: string
  file?: string
  specs?: {
    title: string
    line: number
    tests: { status: string; results: { error?: { message?: string }; stdout?: { text?: string }[] }[] }[]
  }[]
  suites?: PwSuite[]
}

/**
 * The requests a failed test left open (tests/e2e/fixtures.ts prints them at its end), repeated
 * with its name at the log's tail: a navigation that never fired "load" names its request there.
 */
function openRequests(stdout: { text?: string }[] = []): string {
  const text = stdout.map((o) => o.text ?? '').join('')
  const at = text.indexOf('requests still open when it failed:')
  if (at < 0) return ''
  const lines = text.slice(at).split('\n').slice(1, 9)
  return `\n      requests still open:\n${lines
    .filter((l) => l.trim())
    .map((l) => `      ${l.trim()}`)
    .join('\n')}`
}

const node = process.execPath
const bin = (p: string) => path.join(root, 'node_modules', p)

if (want('e2e')) {
  try {
    chromiumPath()
  } catch (e) {
    console.error(`\n${(e as Error).message}\n`)
    console.log('tests: 0 passed, 1 failed')
    process.exit(1)
  }
}

pandaCodegen(root)

if (want('lint')) {
  // Formatting and lint first: the cheapest step, and a violation fails the run.
  if (run('lint and format (biome check)', node, [bin('@biomejs/biome/bin/biome'), 'check', '.'])) passed += 1
  else failed += 1
}

if (want('types')) {
  if (run('types (tsc)', node, [bin('typescript/bin/tsc'), '--noEmit', '-p', 'tsconfig.json'])) passed += 1
  else failed += 1
}

// This run's own build folder, so parallel runs (and a running `npm start`) never clobber dist/.
const buildDir = process.env.BUILD_OUT_DIR ?? path.join(tmp, `build-${process.pid}`)
process.env.BUILD_OUT_DIR = buildDir
process.on('exit', () => {
  if (!process.env.KEEP_BUILD) rmSync(buildDir, { recursive: true, force: true })
})

let built = false
function buildOnce() {
  // Integration tests dry-run the deploy build and e2e serves dist/: build the PWA once.
  if (built || process.env.SKIP_BUILD) return true
  built = run('build (vite)', node, [bin('vite/bin/vite.js'), 'build', '--logLevel', 'warn'])
  if (!built) failed += 1
  return built
}

if (want('unit')) runVitest('unit')
if (want('integration') && buildOnce()) runVitest('integration')
if (want('e2e') && buildOnce()) {
  const out = path.join(tmp, 'e2e.json')
  rmSync(out, { force: true })
  // Free ports, so several runs (or a running `npm start`) never collide.
  const ports = {
    E2E_PORT: process.env.E2E_PORT ?? String(await freePort()),
    E2E_SQLD_PORT: process.env.E2E_SQLD_PORT ?? String(await freePort()),
  }
  run(
    'e2e (playwright + chromium)',
    node,
    [bin('@playwright/test/cli.js'), 'test', '--reporter=list,json', ...extraE2eArgs],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: out, ...ports },
  )
  countPlaywright(out)
}

function runVitest(project: 'unit' | 'integration') {
  const out = path.join(tmp, `${project}.json`)
  rmSync(out, { force: true })
  run(`${project} (vitest)`, node, [
    bin('vitest/vitest.mjs'),
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ])
  countVitest(out)
}

if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((t) => `  ✗ ${t}`).join('\n')}`)
if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`)
if (failures.length && failed === 0) failed = failures.length
console.log(`\ntests: ${passed} passed, ${failed} failed`)
process.exit(failures.length || failed ? 1 : 0)
