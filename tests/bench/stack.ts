/**
 * What several benchmarks run against: their own sqld (migrated and seeded) and the worker in
 * workerd serving `assetsDir`, both on free loopback ports under `dir`. `stop` ends both, also
 * when the worker never started.
 */
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { migrateDb } from '#scripts/lib/db.ts'
import { freePort } from '#scripts/lib/processes.ts'
import { seedIfEmpty } from '#scripts/lib/seed.ts'
import { startSqld } from '#scripts/lib/sqld.ts'
import { startWorker } from '#scripts/lib/worker.ts'

export type BenchStack = { sqldUrl: string; workerUrl: string; stop: () => Promise<void> }

export async function startBenchStack(dir: string, assetsDir: string): Promise<BenchStack> {
  const sqld = await startSqld({ dataDir: path.join(dir, 'sqld'), port: await freePort() })
  try {
    await migrateDb(sqld.url)
    await seedIfEmpty(sqld.url)
    const worker = await startWorker({
      port: await freePort(),
      persistTo: path.join(dir, 'wrangler'),
      assetsDir,
      vars: { DATABASE_URL: sqld.url, JWT_SECRET: randomBytes(48).toString('base64url'), ENVIRONMENT: 'development' },
    })
    return {
      sqldUrl: sqld.url,
      workerUrl: worker.url,
      stop: async () => {
        await worker.stop()
        await sqld.stop()
      },
    }
  } catch (error) {
    await sqld.stop()
    throw error
  }
}
