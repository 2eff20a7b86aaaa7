/**
 * The leads workspace at scale (docs/decisions/044-leads-workspace.md):
 * 5,000 leads (2,000 of them one agent's) and 500 agents, then the list's response time (p50,
 * p95) for the default view, each filter, a search and the last page, the time to download the
 * CSV export of every row, and then the screens in Chromium (leads-browser.ts): the admin list's
 * and board's first render and a filter change, and the agent's cold offline open. Sequential
 * requests (one admin at a desk), after a warm-up.
 *
 * Starts its own sqld (migrated, demo seed, then the bulk rows) and worker in workerd on free
 * loopback ports, as rates-api.bench.ts does, and stops them afterwards.
 */

import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { uuidv7 } from 'uuidv7'
import { migrateDb, nodeDb } from '#scripts/lib/db.ts'
import { freePort } from '#scripts/lib/processes.ts'
import { seedIfEmpty } from '#scripts/lib/seed.ts'
import { startSqld } from '#scripts/lib/sqld.ts'
import { root, startWorker } from '#scripts/lib/worker.ts'
import { DEMO_ACCOUNTS, DEMO_IDS } from '#scripts/seed-data.ts'
import { LEAD_STATUSES, LEAD_TYPES } from '#shared/constants/leads.ts'
import { LEAD_SOURCE_IDS } from '#shared/leads/sources.ts'
import { torontoDay } from '#shared/time/toronto-time.ts'
import { agents, leads } from '#worker/db/schema/index.ts'
import { TEST_CLIENT_IP_HEADER } from '#worker/middleware/rate-limit.ts'
import { leadsInBrowser } from './leads-browser'
import type { Bench, BenchRow } from './run'

const LEADS = 5_000
/** Leads of the demo agent (Sarah), for the agent's cold offline open. */
const AGENT_LEADS = 2_000
const AGENTS = 500
/** Archived (deleted) leads besides the live ones: hidden from every view but 'Archived'. */
const ARCHIVED = 500
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 20)
const SOURCES = LEAD_SOURCE_IDS
const FIRST = ['Amélie', 'Noah', 'Olivia', 'Liam', 'Emma', 'Lucas', 'Chloé', 'Ethan', 'Zoë', 'Mateo']
const LAST = ['Tremblay', 'Singh', 'Nguyen', 'Côté', 'Smith', 'Roy', 'Patel', 'Gagnon', 'Wong', 'Martin']

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!
}

export async function seedScale(url: string): Promise<string[]> {
  const { db, client } = nodeDb(url)
  try {
    const agentIds = Array.from({ length: AGENTS }, () => uuidv7())
    const agentRows = agentIds.map((id, i) => ({ id, name: `Bench Agent ${i}`, email: `bench.agent.${i}@example.com` }))
    for (let i = 0; i < agentRows.length; i += 100) await db.insert(agents).values(agentRows.slice(i, i + 100))
    const now = Date.now()
    const today = torontoDay(new Date())
    const rows = Array.from({ length: LEADS }, (_, i) => ({
      id: uuidv7(),
      clientName: `${FIRST[i % 10]} ${LAST[Math.floor(i / 10) % 10]} ${i}`,
      clientEmail: `client${i}@example.com`,
      clientPhone: `416-555-${String(i).padStart(4, '0')}`,
      type: LEAD_TYPES[i % LEAD_TYPES.length]!,
      source: SOURCES[i % SOURCES.length]!,
      status: LEAD_STATUSES[i % LEAD_STATUSES.length]!,
      agentId: i % 5 < 2 ? DEMO_IDS.agents.sarah : i % 7 === 0 ? null : agentIds[i % AGENTS]!,
      nextFollowUpOn: i % 11 === 0 ? today : null,
      message: i % 3 === 0 ? 'Looking to renew in the spring, =1+1 would be nice' : null,
      createdAt: new Date(now - i * 60_000),
      updatedAt: new Date(now - i * 60_000),
    }))
    for (let i = 0; i < rows.length; i += 250) await db.insert(leads).values(rows.slice(i, i + 250))
    const archived = Array.from({ length: ARCHIVED }, (_, i) => ({
      id: uuidv7(),
      clientName: `${FIRST[i % 10]} Archived ${i}`,
      clientEmail: `archived${i}@example.com`,
      type: LEAD_TYPES[i % LEAD_TYPES.length]!,
      source: SOURCES[i % SOURCES.length]!,
      agentId: agentIds[i % AGENTS]!,
      createdAt: new Date(now - i * 97_000),
      updatedAt: new Date(now - i * 97_000),
      deletedAt: new Date(now - i * 60_000),
      archivedBy: DEMO_IDS.users.superAdmin,
      retainUntil: new Date(now - i * 60_000 + 6 * 365 * 86_400_000),
    }))
    for (let i = 0; i < archived.length; i += 250) await db.insert(leads).values(archived.slice(i, i + 250))
    return agentIds
  } finally {
    client.close()
  }
}

const bench: Bench = {
  name: `Admin leads workspace (${LEADS.toLocaleString('en-CA')} leads + ${ARCHIVED} archived, ${AGENTS} agents)`,
  async run() {
    const dir = mkdtempSync(path.join(tmpdir(), 'brokerage-bench-'))
    // The app itself, for the screens measured in Chromium.
    const assets = path.join(dir, 'assets')
    const built = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'],
      { cwd: root, stdio: 'inherit', env: { ...process.env, BUILD_OUT_DIR: assets } },
    )
    if (built.status !== 0) throw new Error('vite build failed')
    const sqld = await startSqld({ dataDir: path.join(dir, 'sqld'), port: await freePort() })
    let worker: Awaited<ReturnType<typeof startWorker>> | undefined
    try {
      await migrateDb(sqld.url)
      await seedIfEmpty(sqld.url)
      const agentIds = await seedScale(sqld.url)
      worker = await startWorker({
        port: await freePort(),
        persistTo: path.join(dir, 'wrangler'),
        assetsDir: assets,
        vars: { DATABASE_URL: sqld.url, JWT_SECRET: randomBytes(48).toString('base64url'), ENVIRONMENT: 'development' },
      })
      const account = DEMO_ACCOUNTS.find((a) => a.role === 'super_admin')!
      const signIn = await fetch(`${worker.url}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: worker.url, [TEST_CLIENT_IP_HEADER]: '10.9.9.9' },
        body: JSON.stringify({ email: account.email, password: account.password }),
      })
      if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status}`)
      const { accessToken } = (await signIn.json()) as { accessToken: string }
      const headers = { Authorization: `Bearer ${accessToken}`, Origin: worker.url }

      const views: [string, string][] = [
        ['default view (newest, page 1)', ''],
        ['status + type + source', 'status=contacted&type=refinance&source=AI%20Chatbot'],
        ['one agent', `agent=${agentIds[3]}`],
        ['unassigned', 'agent=unassigned'],
        ['due today', 'due=today'],
        ['search "tremb"', 'q=tremb'],
        ['search phone digits', 'q=555-0123'],
        ['sort by name, page 100', 'sort=name&page=100'],
        ['archived', 'archived=yes'],
      ]
      const rows: BenchRow[] = []
      // How SQLite reads the live list and the Archived view (an index in order, no sort).
      const { client: plans } = nodeDb(sqld.url)
      try {
        for (const [label, where] of [
          ['live list', 'deleted_at IS NULL'],
          ['archived view', 'deleted_at IS NOT NULL'],
        ] as const) {
          const plan = await plans.execute(
            `EXPLAIN QUERY PLAN SELECT id FROM leads WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT 50`,
          )
          rows.push({
            metric: `query plan: ${label}`,
            value: plan.rows.map((r) => String(r.detail)).join(' | '),
            budget: 'reference',
            verdict: 'info',
          })
        }
      } finally {
        plans.close()
      }
      const all: number[] = []
      for (const [label, query] of views) {
        const url = `${worker.url}/api/admin/leads?${query}`
        const warm = await fetch(url, { headers })
        if (warm.status !== 200) throw new Error(`${label}: ${warm.status}`)
        await warm.arrayBuffer()
        const times: number[] = []
        for (let i = 0; i < SAMPLES; i++) {
          const t0 = performance.now()
          const res = await fetch(url, { headers })
          await res.arrayBuffer()
          times.push(performance.now() - t0)
        }
        all.push(...times)
        rows.push({
          metric: `list: ${label} (p50 / p95)`,
          value: `${quantile(times, 0.5).toFixed(1)} / ${quantile(times, 0.95).toFixed(1)} ms`,
          budget: 'reference',
          verdict: 'info',
        })
      }
      const p95 = quantile(all, 0.95)
      rows.push({
        metric: 'list: every view (p50 / p95)',
        value: `${quantile(all, 0.5).toFixed(1)} / ${p95.toFixed(1)} ms`,
        budget: 'reference',
        verdict: 'info',
      })

      const t0 = performance.now()
      const csv = await fetch(`${worker.url}/api/admin/leads/export.csv`, { headers })
      const text = await csv.text()
      const exportMs = performance.now() - t0
      const lines = text.split('\r\n').length - 2 // header and the final empty string
      rows.push({
        metric: `export of all leads (${lines.toLocaleString('en-CA')} rows, ${(text.length / 1e6).toFixed(1)} MB)`,
        value: `${exportMs.toFixed(0)} ms`,
        budget: '≤ 5 s',
        verdict: exportMs <= 5000 && csv.status === 200 ? 'within' : 'over',
      })
      rows.push(...(await leadsInBrowser(worker.url, LEADS, AGENT_LEADS)))
      return rows
    } finally {
      await worker?.stop()
      await sqld.stop()
      rmSync(dir, { recursive: true, force: true })
    }
  },
}
export default bench
