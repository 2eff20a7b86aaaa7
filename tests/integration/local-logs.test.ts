/**
 * `npm start` records no personal data or secrets outside the database: it runs the whole local
 * stack (sqld, wrangler/workerd) in a data folder of its own, with HOME pointed at an empty
 * folder so wrangler's default log location (~/.config/.wrangler/logs) is watched too. A lead
 * with a marker e-mail and phone is submitted, a staff member signs in and an unknown e-mail
 * fails to; then every file the run wrote (the database's own folder aside), the console output
 * and every process's command line are searched for the markers, the password hash and the
 * secrets, plainly and base64-encoded.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nodeDb } from '#scripts/lib/db.ts'
import { freePort, waitForHttp } from '#scripts/lib/processes.ts'
import { root } from '#scripts/lib/worker.ts'
import { DEMO_ACCOUNTS } from '#scripts/seed-data.ts'
import { postInit, submissionOf, validPayload } from './leads-fixtures'

let dir: string
let dataDir: string
let home: string
let child: ChildProcess
let output = ''
let base: string
let sqldUrl: string
const tag = randomBytes(6).toString('hex')
const markerEmail = `marker.${tag}@example.com`
const digits = String(2_000_000 + Math.floor(Math.random() * 7_000_000)).padStart(7, '0')
const markerPhone = `647-${digits.slice(0, 3)}-${digits.slice(3, 7)}`
const agent = DEMO_ACCOUNTS.find((a) => a.role === 'agent')!
let commandLines: string[] = []

function running(c: ChildProcess) {
  return c.exitCode === null && c.signalCode === null
}

/** Every process's command line (`ps` reads the same files). */
function allCommandLines(): string[] {
  const lines: string[] = []
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      lines.push(readFileSync(`/proc/${pid}/cmdline`, 'latin1').replaceAll('\0', ' '))
    } catch {
      /* the process ended meanwhile */
    }
  }
  return lines
}

function filesUnder(folder: string): string[] {
  const out: string[] = []
  let entries: import('node:fs').Dirent[]
  try {
    entries = readdirSync(folder, { withFileTypes: true })
  } catch {
    return out
  }
  for (const entry of entries) {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) out.push(...filesUnder(full))
    else if (entry.isFile()) out.push(full)
  }
  return out
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'brokerage-logs-'))
  dataDir = path.join(dir, 'data')
  home = path.join(dir, 'home')
  mkdirSync(home)
  const port = await freePort()
  const sqldPort = await freePort()
  base = `http://127.0.0.1:${port}`
  sqldUrl = `http://127.0.0.1:${sqldPort}`
  const env: NodeJS.ProcessEnv = { ...process.env, HOME: home, PORT: String(port), SQLD_PORT: String(sqldPort) }
  for (const name of [
    'JWT_SECRET',
    'NEWS_CREDENTIALS_KEY',
    'VAPID_PRIVATE_KEY',
    'VAPID_PUBLIC_KEY',
    'XDG_CONFIG_HOME',
  ]) {
    delete env[name]
  }
  delete env.WRANGLER_LOG_PATH
  child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts', '--no-build', '--data-dir', dataDir], {
    cwd: root,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (b: Buffer) => {
    output += b.toString()
  })
  child.stderr?.on('data', (b: Buffer) => {
    output += b.toString()
  })
  await waitForHttp(`${base}/api/health`, { timeoutMs: 150_000, child })

  const payload = { ...validPayload('contact'), client_email: markerEmail, client_phone: markerPhone }
  const lead = await fetch(`${base}/api/leads`, postInit(submissionOf('contact', payload), base))
  expect(lead.status).toBe(201)
  const signIn = await fetch(
    `${base}/api/auth/sign-in`,
    postInit({ email: agent.email, password: agent.password }, base),
  )
  expect(signIn.status).toBe(200)
  const unknown = await fetch(
    `${base}/api/auth/sign-in`,
    postInit({ email: markerEmail, password: `wrong-${tag}-password` }, base),
  )
  expect(unknown.status).toBe(401)
  commandLines = allCommandLines()
}, 200_000)

afterAll(async () => {
  if (child?.pid && running(child)) {
    process.kill(-child.pid, 'SIGINT')
    await new Promise<void>((resolve) => {
      const t = setTimeout(() => {
        if (child.pid && running(child)) process.kill(-child.pid, 'SIGKILL')
        resolve()
      }, 15_000)
      child.once('exit', () => {
        clearTimeout(t)
        resolve()
      })
    })
  }
  rmSync(dir, { recursive: true, force: true })
}, 30_000)

describe('npm start keeps personal data and secrets out of logs and command lines', () => {
  /** The run's secrets, read from where npm start keeps them (mode 600). */
  function secrets(): Record<string, string> {
    const vapid = JSON.parse(readFileSync(path.join(dataDir, 'vapid.json'), 'utf8')) as { privateKey: string }
    return {
      JWT_SECRET: readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim(),
      NEWS_CREDENTIALS_KEY: readFileSync(path.join(dataDir, 'news-credentials-key'), 'utf8').trim(),
      VAPID_PRIVATE_KEY: vapid.privateKey,
    }
  }

  it('no process shows a secret on its command line', () => {
    const found = Object.entries(secrets()).filter(([, value]) => commandLines.some((line) => line.includes(value)))
    expect(found.map(([name]) => name)).toEqual([])
    // The processes of this run were seen (wrangler with its env file).
    expect(commandLines.some((line) => line.includes(path.join(dataDir, 'worker.env')))).toBe(true)
  })

  it('the secret stores are readable by their owner only', () => {
    for (const name of ['jwt-secret', 'news-credentials-key', 'vapid.json', 'worker.env']) {
      expect({ name, mode: statSync(path.join(dataDir, name)).mode & 0o777 }).toEqual({ name, mode: 0o600 })
    }
  })

  it('no file outside the database, nor the console, holds the markers, the hash or a secret', async () => {
    const { client } = nodeDb(sqldUrl)
    const row = await client.execute({ sql: 'select password_hash from users where email = ?', args: [agent.email] })
    const stored = await client.execute({
      sql: 'select count(*) as n from leads where client_email = ?',
      args: [markerEmail],
    })
    client.close()
    const hash = String(row.rows[0]?.password_hash)
    expect(hash.startsWith('scrypt$')).toBe(true)
    expect(Number(stored.rows[0]?.n)).toBe(1)
    const salt = hash.split('$')[2]!

    const b64 = (s: string) => Buffer.from(s).toString('base64')
    const needles: Record<string, string> = {
      'marker e-mail': markerEmail,
      'marker e-mail (base64)': b64(markerEmail),
      'marker phone': markerPhone,
      'marker phone digits': `647${digits}`,
      'password hash prefix': 'scrypt$N=',
      'password hash salt': salt,
      'password hash (base64)': b64(hash).slice(0, 40),
    }
    const secretNeedles: Record<string, string> = {}
    for (const [name, value] of Object.entries(secrets())) {
      secretNeedles[name] = value
      secretNeedles[`${name} (base64)`] = b64(value)
    }
    // Where the secrets are kept on purpose (mode 600, checked above).
    const secretStores = new Set(['jwt-secret', 'news-credentials-key', 'vapid.json', 'worker.env'])
    const files = [
      ...filesUnder(dataDir).filter((f) => !f.startsWith(path.join(dataDir, 'sqld') + path.sep)),
      ...filesUnder(home),
    ]
    expect(files.length).toBeGreaterThan(0)
    const hits: string[] = []
    for (const file of files) {
      const text = readFileSync(file, 'latin1')
      const checks = secretStores.has(path.basename(file)) ? needles : { ...needles, ...secretNeedles }
      for (const [what, needle] of Object.entries(checks)) {
        if (text.includes(needle)) hits.push(`${path.relative(dir, file)}: ${what}`)
      }
    }
    for (const [what, needle] of Object.entries({ ...needles, ...secretNeedles })) {
      if (output.includes(needle)) hits.push(`console output: ${what}`)
    }
    expect(hits).toEqual([])
    // wrangler's log went to the discarded file, not to its default folder in the home.
    expect(filesUnder(path.join(home, '.config', '.wrangler', 'logs'))).toEqual([])
  })
})

describe('npm start keeps sqld running', () => {
  /** The pid of the sqld listening on this run's port, from the process table. */
  function sqldPid(): number | null {
    const port = new URL(sqldUrl).port
    for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
      try {
        const line = readFileSync(`/proc/${pid}/cmdline`, 'latin1').replaceAll('\0', ' ')
        if (line.includes('sqld') && line.includes(`127.0.0.1:${port}`)) return Number(pid)
      } catch {
        /* ended meanwhile */
      }
    }
    return null
  }

  it('restarts sqld when it dies, says so, and the app recovers', async () => {
    const before = sqldPid()
    expect(before).not.toBeNull()
    process.kill(before!, 'SIGKILL')
    await expect
      .poll(() => output.includes('The libSQL server (sqld) stopped unexpectedly'), { timeout: 10_000 })
      .toBe(true)
    await expect
      .poll(
        async () => {
          const res = await fetch(`${base}/api/health`).catch(() => null)
          return res?.status ?? 0
        },
        { timeout: 40_000, interval: 250 },
      )
      .toBe(200)
    await expect.poll(() => output.includes('The libSQL server (sqld) is running again.')).toBe(true)
    expect(output).toContain('stopped unexpectedly (signal SIGKILL)')
    const after = sqldPid()
    expect(after).not.toBeNull()
    expect(after).not.toBe(before)
    // Data kept, writes work again.
    const lead = await fetch(`${base}/api/leads`, postInit(submissionOf('newsletter'), base))
    expect(lead.status).toBe(201)
  }, 60_000)
})
