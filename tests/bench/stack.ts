/**
 * What several benchmarks run against: their own sqld (migrated and seeded) and the worker in
 * workerd serving `assetsDir`, both on free loopback ports under `dir`. `stop` ends both, also
 * when the worker never started. The worker runs behind wrangler's dev proxy (`wrangler dev`, as
 * `npm start` and the tests run it), or with `direct`, in workerd alone (tests/bench/workerd-direct.ts). `relay`, when given, stands between the worker and sqld (a bench
 * that counts the worker's calls puts its counter there); migration and seed go to sqld directly.
 */
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { migrateDb } from '#scripts/lib/db.ts'
import { freePort } from '#scripts/lib/processes.ts'
import { seedIfEmpty } from '#scripts/lib/seed.ts'
import { startSqld } from '#scripts/lib/sqld.ts'
import { startWorker } from '#scripts/lib/worker.ts'
import { type DirectWorker, startWorkerDirect } from './workerd-direct'

export type BenchStack = {
  sqldUrl: string
  workerUrl: string
  stop: () => Promise<void>
  /** 503s of requests let in, as the worker logged them so far (workerd direct only). */
  unavailable?: () => number
}

/** Something between the worker and sqld: the URL the worker is given instead of sqld's. */
export type DbRelay = { url: string; stop: () => Promise<void> }

export async function startBenchStack(
  dir: string,
  assetsDir: string,
  relay?: (sqldUrl: string) => Promise<DbRelay>,
  direct = false,
  inspectorPort?: number,
  root?: string,
): Promise<BenchStack> {
  const sqld = await startSqld({ dataDir: path.join(dir, 'sqld'), port: await freePort() })
  const stops: (() => Promise<void>)[] = [sqld.stop]
  const stopAll = async () => {
    for (const stop of stops) await stop()
  }
  try {
    await migrateDb(sqld.url)
    await seedIfEmpty(sqld.url)
    const between = relay ? await relay(sqld.url) : undefined
    if (between) stops.unshift(between.stop)
    const vars = {
      DATABASE_URL: between?.url ?? sqld.url,
      JWT_SECRET: randomBytes(48).toString('base64url'),
      ENVIRONMENT: 'development',
    }
    const worker = direct
      ? await startWorkerDirect({ dir, assetsDir, port: await freePort(), vars, inspectorPort, root })
      : await startWorker({ port: await freePort(), persistTo: path.join(dir, 'wrangler'), assetsDir, vars })
    stops.unshift(worker.stop)
    const unavailable = 'unavailable' in worker ? (worker as DirectWorker).unavailable : undefined
    return { sqldUrl: sqld.url, workerUrl: worker.url, stop: stopAll, unavailable }
  } catch (error) {
    await stopAll()
    throw error
  }
}

/**
 * The command line of the benches that compare builds: build folders, then `--` and the pages
 * to measure (`/` when none are named).
 */
export function buildsAndPages(args: readonly string[]): { builds: string[]; pages: string[] } {
  const split = args.indexOf('--')
  return {
    builds: split === -1 ? [...args] : args.slice(0, split),
    pages: split === -1 ? ['/'] : args.slice(split + 1),
  }
}
