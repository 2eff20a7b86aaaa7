/**
 * Workerd's CPU per request kind for two builds side by side (tests/bench/request-cpu.ts), so a
 * change is judged in the same minutes as what it changes, on a shared machine. A test seam run
 * by hand:
 *
 *   node --import tsx tests/bench/request-cpu-side-by-side.ts <other checkout> [n]
 *
 * The other checkout (with its node_modules) is A, this one B.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { root } from '#scripts/lib/worker.ts'
import { cpuPerRequestKindSideBySide } from './request-cpu'
import { startBenchStack } from './stack'

const other = path.resolve(process.argv[2] ?? '')
const n = Number(process.argv[3] ?? 1000)
const dir = mkdtempSync(path.join(tmpdir(), 'brokerage-cpu-'))
const assets = path.join(dir, 'assets')
mkdirSync(assets)
writeFileSync(path.join(assets, 'index.html'), '<!doctype html><title>bench</title>')
for (const side of ['a', 'b']) mkdirSync(path.join(dir, side))
const stacks = [
  await startBenchStack(path.join(dir, 'a'), assets, undefined, true, undefined, other),
  await startBenchStack(path.join(dir, 'b'), assets, undefined, true, undefined, root),
]
try {
  const targets = stacks.map((s) => {
    const out = execFileSync('ss', ['-ltnpH', `sport = :${new URL(s.workerUrl).port}`], { encoding: 'utf8' })
    return { base: s.workerUrl, pid: Number(/pid=(\d+)/.exec(out)?.[1]) }
  })
  console.log(`A ${other}; B ${root}; load ${(await import('node:os')).loadavg()[0]!.toFixed(1)}`)
  await cpuPerRequestKindSideBySide(targets, n, (k) =>
    console.log(
      `${k.kind}: A ${k.cpuUs[0]!.toFixed(0)} µs, B ${k.cpuUs[1]!.toFixed(0)} µs`,
      JSON.stringify(k.statuses),
    ),
  )
} finally {
  for (const s of stacks) await s.stop()
  rmSync(dir, { recursive: true, force: true })
}
