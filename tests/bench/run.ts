/**
 * `npm run bench`: every benchmark in tests/bench/*.bench.ts, each printing figures beside its
 * budget. Benchmarks report; they never fail on a timing.
 * `npm run bench -- bundle` runs only the benchmarks whose file name contains "bundle".
 * Each benchmark's figures (with the date, the machine and the commit) replace its section of
 * docs/benchmarks.md; sections of benchmarks not run are kept.
 */
import { execSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

export type BenchRow = { metric: string; value: string; budget: string; verdict?: 'within' | 'over' | 'info' }
export type Bench = { name: string; run: () => Promise<BenchRow[]> }

import { pandaCodegen } from '#scripts/lib/processes.ts'
import { root } from '#scripts/lib/worker.ts'

pandaCodegen(root)
const dir = path.dirname(fileURLToPath(import.meta.url))
const filter = process.argv.slice(2)
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => filter.length === 0 || filter.some((x) => f.includes(x)))
  .sort()

const reportPath = path.join(root, 'docs/benchmarks.md')
const commit = (() => {
  try {
    return (
      execSync('git rev-parse --short HEAD', { cwd: root }).toString().trim() +
      (execSync('git status --porcelain', { cwd: root }).toString().trim() ? ' (uncommitted changes)' : '')
    )
  } catch {
    return 'unknown'
  }
})()
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB, load ${os.loadavg()[0]!.toFixed(1)}, ${os.platform()} ${os.release()}, Node ${process.version}`
const cell = (x: string) => x.replace(/\|/g, '\\|')

/** Replaces (or appends) the `## name` section of docs/benchmarks.md. */
function record(name: string, rows: BenchRow[] | string) {
  const header =
    '# Benchmarks\n\nWritten by `npm run bench` (tests/bench/run.ts); budgets from ../shared/design/PERFORMANCE.md. Each section is the last run of that benchmark.\n'
  let doc = existsSync(reportPath) ? readFileSync(reportPath, 'utf8') : header
  const body =
    typeof rows === 'string'
      ? rows
      : [
          '| metric | value | budget | verdict |',
          '|---|---|---|---|',
          ...rows.map((r) => `| ${cell(r.metric)} | ${cell(r.value)} | ${cell(r.budget)} | ${r.verdict ?? ''} |`),
        ].join('\n')
  const section = `## ${name}\n\n_${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC · ${machine} · commit ${commit}_\n\n${body}\n`
  const start = doc.indexOf(`\n## ${name}\n`)
  if (start === -1) doc = `${doc.trimEnd()}\n\n${section}`
  else {
    const next = doc.indexOf('\n## ', start + 1)
    doc = `${doc.slice(0, start)}\n${section}${next === -1 ? '' : doc.slice(next)}`
  }
  writeFileSync(reportPath, doc)
}

let over = 0
for (const file of files) {
  const mod = (await import(pathToFileURL(path.join(dir, file)).href)) as { default: Bench }
  const bench = mod.default
  console.log(`\n== ${bench.name} (${file})`)
  try {
    const rows = await bench.run()
    const w = [Math.max(...rows.map((r) => r.metric.length), 6), Math.max(...rows.map((r) => r.value.length), 5)]
    console.log(`  ${'metric'.padEnd(w[0]!)}  ${'value'.padStart(w[1]!)}  budget`)
    for (const r of rows) {
      const mark = r.verdict === 'over' ? '  ✗ over budget' : r.verdict === 'within' ? '  ✓' : ''
      if (r.verdict === 'over') over += 1
      console.log(`  ${r.metric.padEnd(w[0]!)}  ${r.value.padStart(w[1]!)}  ${r.budget}${mark}`)
    }
    record(bench.name, rows)
  } catch (error) {
    console.log(`  failed to run: ${error instanceof Error ? error.message : String(error)}`)
    record(bench.name, `Failed to run: ${error instanceof Error ? error.message : String(error)}`)
  }
}
console.log(`\n${over === 0 ? 'All measured figures are within budget.' : `${over} figure(s) over budget.`}`)
