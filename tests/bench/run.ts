/**
 * `npm run bench`: every benchmark in tests/bench/*.bench.ts, each printing figures beside the
 * budgets in ../shared/design/PERFORMANCE.md. Benchmarks report; they never fail on a timing.
 * `npm run bench -- bundle` runs only the benchmarks whose file name contains "bundle".
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

export type BenchRow = { metric: string; value: string; budget: string; verdict?: 'within' | 'over' | 'info' }
export type Bench = { name: string; run: () => Promise<BenchRow[]> }

import { pandaCodegen } from '../../scripts/lib/processes'
import { root } from '../../scripts/lib/worker'

pandaCodegen(root)
const dir = path.dirname(fileURLToPath(import.meta.url))
const filter = process.argv.slice(2)
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => filter.length === 0 || filter.some((x) => f.includes(x)))
  .sort()

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
  } catch (error) {
    console.log(`  failed to run: ${error instanceof Error ? error.message : String(error)}`)
  }
}
console.log(`\n${over === 0 ? 'All measured figures are within budget.' : `${over} figure(s) over budget.`}`)
