/**
 * `npm start`  — build the PWA, start sqld (.data/sqld), migrate, seed once, serve app + API from
 *                the worker in workerd at http://localhost:8787 (R2 simulated under .data/wrangler).
 * `npm run dev` — the same with hot reload: Vite (HMR) on :8787 proxying /api to wrangler dev.
 * Ctrl-C stops everything, sqld included. sqld exiting on its own is reported and restarted.
 *
 * The demo's news site and rate page run locally alongside (scripts/lib/demo-sources.ts), and the
 * daily jobs run once at start, so the news and today's rates arrive without the internet.
 *
 * Flags: --dev, --no-build, --fresh (wipe the data dir first), --data-dir DIR, --assets-dir DIR, --quiet,
 *        --no-demo-sources (no local news site or rate page, no run at start: the e2e tests set their own).
 * Ports:  PORT (8787), WORKER_PORT (8788, dev only), SQLD_PORT (8790).
 */
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { BRAND } from '#shared/config/brand.ts'
import { assertStrongSecret } from '#worker/lib/auth/access-token.ts'
import { migrateDb } from './lib/db'
import { startDemoSources } from './lib/demo-sources'
import {
  assertPortFree,
  captureOutput,
  PortInUseError,
  pandaCodegen,
  spawnManaged,
  stopAll,
  waitForHttp,
} from './lib/processes'
import { DEMO_ACCOUNTS, seedIfEmpty } from './lib/seed'
import { startSupervisedSqld } from './lib/sqld'
import { localVapidKeys } from './lib/vapid'
import { root, startWorker } from './lib/worker'

const argv = process.argv.slice(2)
const flag = (name: string) => argv.includes(name)
const option = (name: string) => {
  const i = argv.indexOf(name)
  return i >= 0 ? argv[i + 1] : undefined
}

const dev = flag('--dev')
const quiet = flag('--quiet')
const dataDir = path.resolve(root, option('--data-dir') ?? '.data')
const port = Number(process.env.PORT ?? 8787)
const workerPort = dev ? Number(process.env.WORKER_PORT ?? 8788) : port
const sqldPort = Number(process.env.SQLD_PORT ?? 8790)
/**
 * The staff second factor (docs/decisions/005): off by default locally so the demo accounts
 * sign in with a password; `STAFF_MFA_REQUIRED=true npm start` runs it as production does.
 */
const staffMfa = /^(true|1|yes|on)$/i.test(process.env.STAFF_MFA_REQUIRED?.trim() ?? '')

/** The daily jobs' cron expression (worker/jobs/schedule.ts): rates, alerts, reminders, news. */
const DAILY_CRON = '15 10 * * *'

function say(line: string) {
  if (!quiet) console.log(line)
}

/** The access-token secret; a weak one stops the start (the worker would answer 503 anyway). */
function jwtSecret(): string {
  if (process.env.JWT_SECRET !== undefined) {
    assertStrongSecret(process.env.JWT_SECRET, 'JWT_SECRET')
    return process.env.JWT_SECRET
  }
  const file = path.join(dataDir, 'jwt-secret')
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim()
    assertStrongSecret(stored, `JWT_SECRET (from ${path.relative(root, file)})`)
    return stored
  }
  const secret = randomBytes(48).toString('base64url')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

/**
 * The key that seals the news feed service's credentials (NEWS_CREDENTIALS_KEY): from the
 * environment, else generated once into the data folder, like the JWT secret. A weak key from
 * the environment is passed on with a warning: only the News Feed tab's credentials need it,
 * and the worker reports the problem there (the rest of the site works).
 */
function newsCredentialsKey(): string {
  if (process.env.NEWS_CREDENTIALS_KEY !== undefined) {
    try {
      assertStrongSecret(process.env.NEWS_CREDENTIALS_KEY, 'NEWS_CREDENTIALS_KEY')
    } catch (error) {
      console.warn(
        `Warning: ${error instanceof Error ? error.message : String(error)} The news feed service cannot be configured until it is fixed.`,
      )
    }
    return process.env.NEWS_CREDENTIALS_KEY
  }
  const file = path.join(dataDir, 'news-credentials-key')
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim()
    assertStrongSecret(stored, `NEWS_CREDENTIALS_KEY (from ${path.relative(root, file)})`)
    return stored
  }
  const key = randomBytes(48).toString('base64url')
  writeFileSync(file, key, { mode: 0o600 })
  return key
}

/** Optional news settings passed through from the environment (README, "News"). */
function newsVars(): Record<string, string> {
  const vars: Record<string, string> = { NEWS_CREDENTIALS_KEY: newsCredentialsKey() }
  for (const name of ['NEWS_FEEDS', 'INOREADER_API_BASE'] as const) {
    const value = process.env[name]
    if (value) vars[name] = value
  }
  return vars
}

/**
 * Web Push keys for rate alerts: VAPID_* from the environment, else a local pair made once and
 * kept in .data/vapid.json (devices subscribed with it must subscribe again after --fresh).
 */
async function vapidVars(): Promise<Record<string, string>> {
  const subject = process.env.VAPID_SUBJECT ?? `mailto:${BRAND.email}`
  if (process.env.VAPID_PUBLIC_KEY && process.env.VAPID_PRIVATE_KEY) {
    return {
      VAPID_PUBLIC_KEY: process.env.VAPID_PUBLIC_KEY,
      VAPID_PRIVATE_KEY: process.env.VAPID_PRIVATE_KEY,
      VAPID_SUBJECT: subject,
    }
  }
  const keys = await localVapidKeys(path.join(dataDir, 'vapid.json'))
  return { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: subject }
}

async function main() {
  // Refuse a weak secret before anything else starts.
  if (process.env.JWT_SECRET !== undefined) assertStrongSecret(process.env.JWT_SECRET, 'JWT_SECRET')
  await assertPortFree(port, dev ? 'app (Vite)' : 'app and API', 'PORT')
  if (dev) await assertPortFree(workerPort, 'API (wrangler dev)', 'WORKER_PORT')
  await assertPortFree(sqldPort, 'libSQL server', 'SQLD_PORT')

  if (flag('--fresh')) rmSync(dataDir, { recursive: true, force: true })
  mkdirSync(dataDir, { recursive: true })

  pandaCodegen(root)
  if (!dev && !flag('--no-build')) {
    say('Building the PWA…')
    const build = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
      cwd: root,
      stdio: quiet ? 'ignore' : 'inherit',
    })
    if (build.status !== 0) throw new Error('The PWA build failed (see above).')
  }
  if (!existsSync(path.join(root, 'dist', 'index.html'))) {
    // wrangler needs the assets folder to exist; in dev Vite serves the app instead.
    mkdirSync(path.join(root, 'dist'), { recursive: true })
    writeFileSync(path.join(root, 'dist', 'index.html'), '<!doctype html><title>Run npm run build</title>')
  }

  say('Starting the local libSQL server (sqld)…')
  // Restarted when it exits on its own (with a message); the app recovers on the same address.
  const sqld = await startSupervisedSqld({
    dataDir: path.join(dataDir, 'sqld'),
    port: sqldPort,
    say: (line) => console.warn(line),
  })
  await migrateDb(sqld.url)
  const seeded = await seedIfEmpty(sqld.url)
  say(seeded ? 'Seeded the demo data.' : 'Demo data already present (kept as is).')

  // The demo news site and rate page (loopback only); NEWS_FEEDS from the environment still wins.
  const demoSources = flag('--no-demo-sources') ? null : await startDemoSources()

  say('Starting the worker in workerd…')
  const worker = await startWorker({
    port: workerPort,
    persistTo: path.join(dataDir, 'wrangler'),
    testScheduled: true,
    assetsDir: option('--assets-dir') ? path.resolve(root, option('--assets-dir')!) : undefined,
    vars: {
      DATABASE_URL: sqld.url,
      JWT_SECRET: jwtSecret(),
      ENVIRONMENT: 'development',
      STAFF_MFA_REQUIRED: staffMfa ? 'true' : 'false',
      ...demoSources?.vars,
      ...newsVars(),
      ...(await vapidVars()),
    },
    echo: quiet ? undefined : (l) => console.log(`[worker] ${l}`),
  })

  if (dev) {
    const vite = spawnManaged(
      process.execPath,
      [path.join(root, 'node_modules/vite/bin/vite.js'), '--port', String(port), '--strictPort'],
      {
        cwd: root,
        env: { ...process.env, API_ORIGIN: worker.url },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    )
    captureOutput(vite)
    await waitForHttp(`http://127.0.0.1:${port}/`, { child: vite })
  }

  const url = `http://localhost:${port}`
  if (!quiet) {
    const width = Math.max(...DEMO_ACCOUNTS.map((a) => a.email.length))
    console.log(
      [
        '',
        `  Brokerage is running at ${url}${dev ? '  (hot reload on)' : ''}`,
        `  API: ${url}/api   ·   Cron on demand (rates, then news): curl "${worker.url}/__scheduled?cron=15+10+*+*+*"`,
        ...(demoSources ? ['  News and rates come from a local demo site (127.0.0.1), so no internet is needed.'] : []),
        `  Data: ${path.relative(root, dataDir)}/ (sqld at ${sqld.url})`,
        '',
        '  Demo accounts:',
        ...DEMO_ACCOUNTS.map((a) => `    ${a.role.padEnd(12)} ${a.email.padEnd(width)}  ${a.password}`),
        '',
        staffMfa
          ? '  Staff two-factor: REQUIRED (as in production). Admins and the super admin enrol an authenticator\n' +
            '  app at their first sign-in (Security button) before they can use the admin screens.'
          : '  Staff two-factor: OFF for this local demo (production requires it for admins and the super admin).\n' +
            '  Run `STAFF_MFA_REQUIRED=true npm start` to try it as production runs.',
        '',
        '  Press Ctrl-C to stop.',
        '',
      ].join('\n'),
    )
  }

  if (demoSources) {
    // The daily jobs once now: today's rates from the demo rate page, then the demo news.
    fetch(`${worker.url}/__scheduled?cron=${encodeURIComponent(DAILY_CRON)}`)
      .then((res) =>
        say(
          res.ok
            ? '  Fetched today’s rates and news from the local demo sources.'
            : `  The first run of the daily jobs answered ${res.status}; the news shows once it runs.`,
        ),
      )
      .catch((error: unknown) => console.warn(`The first run of the daily jobs failed: ${String(error)}`))
  }

  let stopping = false
  const shutdown = async () => {
    if (stopping) return
    stopping = true
    say('\nStopping…')
    await worker.stop()
    await sqld.stop()
    await demoSources?.close()
    stopAll()
    process.exit(0)
  }
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)
}

main().catch((error) => {
  stopAll()
  if (error instanceof PortInUseError) console.error(`\n${error.message}\n`)
  else console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
