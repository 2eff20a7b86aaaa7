/**
 * Calculators: the gzip size of each calculator's lazy chunk (the route's own code:
 * tests/bench/manifest.ts; the shared chunks it loads are named beside it), and the time of
 * 100,000 payment computations, median of 5 runs. Figures are printed beside their budgets (a
 * calculator's own chunk at most 30 KB gzip); a benchmark never fails on a timing.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { gzipSync } from 'node:zlib'
import { root } from '#scripts/lib/worker.ts'
import { type MortgageInput, mortgagePayment, PAYMENT_FREQUENCIES } from '#shared/finance/index.ts'
import { type LazyChunks, lazyChunks, type Manifest, staticClosure } from './manifest'
import type { Bench, BenchRow } from './run'

// A fresh build of the current code in its own folder (never dist/, which others may be rebuilding).
let dist = ''
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const gz = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length
const CHUNK_BUDGET = 30 * 1024

/** The calculator chunks: the four routes, the quote dialog (opened from the home page) and the renewal quote's. */
const CHUNKS = [
  { label: '/mortgage-calculator route', match: (k: string) => k.startsWith('routes/mortgage-calculator.tsx') },
  {
    label: '/affordability-calculator route',
    match: (k: string) => k.startsWith('routes/affordability-calculator.tsx'),
  },
  { label: '/calculators route (closing costs)', match: (k: string) => k.startsWith('routes/calculators.tsx') },
  { label: '/renewal-calculator route', match: (k: string) => k.startsWith('routes/renewal-calculator.tsx') },
  {
    label: 'renewal quote dialog (lazy, from /renewal-calculator)',
    match: (k: string) => k === 'features/calculators/renewal-quote-dialog.tsx',
  },
  {
    label: 'quote dialog shell (lazy, from the home hero)',
    match: (k: string) => k === 'features/quote/quote-dialog.tsx',
  },
  { label: 'quote dialog form (fetched with the shell)', match: (k: string) => k === 'features/quote/quote-form.tsx' },
  // Loaded after the payment form shows: app/data/public/rates.ts brings Dexie and zod with it (the
  // same shared chunks the outbox loads), so it is reported, not judged.
  {
    label: '/mortgage-calculator rates source (lazy)',
    match: (k: string) => k === 'features/calculators/rates-source.tsx',
    info: true,
  },
]

function build() {
  dist = mkdtempSync(path.join(tmpdir(), 'brokerage-calc-bench-'))
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

const readManifest = () => JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest
const sizeOf = (manifest: Manifest, keys: Iterable<string>) =>
  [...keys].reduce((sum, k) => sum + gz(manifest[k]!.file), 0)

/**
 * Each calculator chunk's own code (tests/bench/manifest.ts: the chunk and the imports only it
 * needs), judged against the budget; the shared chunks it also loads (the calculator kit, the
 * UI kit, Ark), downloaded once for every page that uses them, are named beside it.
 */
function chunkRows(manifest: Manifest, chunks: LazyChunks): BenchRow[] {
  return CHUNKS.map(({ label, match, info }: { label: string; match: (k: string) => boolean; info?: boolean }) => {
    const keys = Object.keys(manifest).filter((k) => match(k) && manifest[k]!.isDynamicEntry)
    if (keys.length === 0) return { metric: label, value: 'missing', budget: '≤ 30 KB', verdict: 'over' as const }
    const size = sizeOf(manifest, new Set(keys.flatMap((k) => chunks.own(k))))
    if (info)
      return {
        metric: label,
        value: kb(size),
        budget: 'info: its Dexie and zod chunks are shared with the outbox',
        verdict: 'info' as const,
      }
    const shared = [...new Set(keys.flatMap((k) => chunks.sharedOf(k)))]
    const sharedNote = shared.length
      ? ` (shared: ${shared.map((k) => `${path.basename(manifest[k]!.file).replace(/-[\w-]{8}\.js$/, '')} ${kb(sizeOf(manifest, [k]))}`).join(', ')})`
      : ''
    return {
      metric: label,
      value: kb(size),
      budget: `≤ 30 KB gzip${sharedNote}`,
      verdict: size <= CHUNK_BUDGET ? ('within' as const) : ('over' as const),
    }
  })
}

/** What opening the quote dialog on the home page downloads in all (shell and form, in parallel). */
function quoteDialogTotal(manifest: Manifest, { initial }: LazyChunks): BenchRow {
  const home = new Set(
    Object.keys(manifest)
      .filter((k) => k.startsWith('routes/index.tsx'))
      .flatMap((k) => [...staticClosure(manifest, k)]),
  )
  const keys = ['features/quote/quote-dialog.tsx', 'features/quote/quote-form.tsx'].filter((k) => manifest[k])
  const own = new Set(
    keys.flatMap((k) => [...staticClosure(manifest, k)]).filter((k) => !initial.has(k) && !home.has(k)),
  )
  return {
    metric: 'quote dialog from the home page, shell + form together',
    value: kb(sizeOf(manifest, own)),
    budget: 'info (two parallel requests)',
    verdict: 'info',
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

/** 100,000 payments over varied inputs (every frequency, rates 0–12 %, 1–30 years), median of 5. */
function paymentTiming(): BenchRow[] {
  const inputs: MortgageInput[] = []
  for (let i = 0; i < 100_000; i++) {
    inputs.push({
      principal: 100_000 + (i % 997) * 1_000,
      annualRatePct: (i % 1_201) / 100,
      amortizationYears: 1 + (i % 30),
      compounding: i % 7 === 0 ? 'monthly' : 'semi-annual',
      frequency: PAYMENT_FREQUENCIES[i % PAYMENT_FREQUENCIES.length]!.value,
    })
  }
  // Warm-up so the JIT has seen the code.
  for (let i = 0; i < 2_000; i++) mortgagePayment(inputs[i]!)
  const runs: number[] = []
  let check = 0
  for (let run = 0; run < 5; run++) {
    const start = performance.now()
    for (const input of inputs) check += mortgagePayment(input).payment
    runs.push(performance.now() - start)
  }
  if (!Number.isFinite(check)) throw new Error('a payment was not finite')
  const ms = median(runs)
  return [
    {
      metric: '100,000 × mortgagePayment (full schedule each), median of 5',
      value: `${ms.toFixed(0)} ms`,
      budget: `${((ms * 1000) / 100_000).toFixed(1)} µs each; a form redraw needs < 16 ms`,
      verdict: 'info',
    },
  ]
}

const bench: Bench = {
  name: 'Calculators: chunk sizes (gzip) and payment maths',
  async run() {
    build()
    try {
      const manifest = readManifest()
      const chunks = lazyChunks(manifest)
      return [...chunkRows(manifest, chunks), quoteDialogTotal(manifest, chunks), ...paymentTiming()]
    } finally {
      rmSync(dist, { recursive: true, force: true })
    }
  },
}
export default bench
