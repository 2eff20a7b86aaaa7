/**
 * A CPU profile of the worker's isolate in workerd (its inspector, the bundle unminified) while
 * requests of one kind are sent one after another: where a request's JavaScript time goes.
 * A test seam for the burst work, run by hand, not by `npm run bench`:
 *
 *   node --import tsx tests/bench/request-profile.ts refusal|lead|live [n]
 *
 * Prints the isolate's sampled time by function (self) and by the middleware and libraries
 * on the stack (inclusive), beside workerd's whole CPU for the same requests (/proc): the rest
 * is the runtime's own work (connections, HTTP, Miniflare's entry worker) outside the isolate.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import WebSocket from 'ws'
import { freePort } from '#scripts/lib/processes.ts'
import { burstEntries, exchangeTimed, submitTimed } from '#tests/support/lead-burst.ts'
import { cpuMs, holdTheDoorShut } from './request-cpu'
import { startBenchStack } from './stack'

type CallFrame = { functionName: string; url: string; lineNumber: number }
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] }
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

/** A DevTools protocol session on `wsUrl`: `send` a method, its result. */
async function devtools(wsUrl: string) {
  const ws = new WebSocket(wsUrl)
  await new Promise((resolve, reject) => {
    ws.once('open', resolve)
    ws.once('error', reject)
  })
  let next = 1
  const pending = new Map<number, (result: unknown) => void>()
  ws.on('message', (data) => {
    const message = JSON.parse(String(data)) as { id?: number; result?: unknown; error?: unknown }
    if (message.id !== undefined) pending.get(message.id)?.(message.result ?? message.error)
  })
  return {
    send: <T>(method: string, params: object = {}) =>
      new Promise<T>((resolve) => {
        const id = next++
        pending.set(id, resolve as (r: unknown) => void)
        ws.send(JSON.stringify({ id, method, params }))
      }),
    close: () => ws.close(),
  }
}

/** What the stack's frames are, for the inclusive split (first match from the leaf wins per group). */
const GROUPS: [string, RegExp][] = [
  ['requestContext (request id, database handle, deadline)', /^requestContext$/],
  ['securityHeaders', /^securityHeaders$/],
  ['requireStrongSecret', /^requireStrongSecret$/],
  ['sameOriginJson', /sameOriginJson|^ownOrigins$|^allowedOrigins$/],
  ['limitBody', /limitBody/],
  ['commonPasswordsFromAssets', /^commonPasswordsFromAssets$/],
  ['htmlEntitiesFromRequestAssets', /^htmlEntitiesFromRequestAssets$/],
  ['sendStaffPushesAfterResponse', /^sendStaffPushesAfterResponse$/],
  ['refuseWhenBusy / the door', /^refuseWhenBusy$|^admit$|^leadDoor|^refusedAtTheDoor/],
  ['rateLimit', /^rateLimit$|hitGroup|^hit$/],
  ['validate (zod)', /^validate$|_zod|safeParse/],
  ['log', /^log$|^emit$|^write$/],
  ['hono (router, compose, context)', /^dispatch$|^compose$|^match$|^#dispatch$|^fetch$/],
]

function summarise(profile: Profile, wholeMs: number, n: number): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parent = new Map<number, number>()
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)
  const self = new Map<string, number>()
  const inclusive = new Map<string, number>()
  let sampled = 0
  let idle = 0
  // Each sample counts the same: workerd's sampler runs only while the isolate runs, so the
  // time between two samples says nothing about the isolate's own time.
  const sampleUs = (wholeMs * 1000) / Math.max(1, profile.samples.length)
  profile.samples.forEach((id) => {
    const us = sampleUs
    const node = byId.get(id)!
    const name = node.callFrame.functionName || '(anonymous)'
    if (name === '(idle)') {
      idle += us
      return
    }
    sampled += us
    const file = node.callFrame.url.split('/').pop() ?? ''
    const key = `${name} ${file}:${node.callFrame.lineNumber + 1}`
    self.set(key, (self.get(key) ?? 0) + us)
    const seen = new Set<string>()
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)!.callFrame
      for (const [group, re] of GROUPS) {
        if (!seen.has(group) && re.test(frame.functionName)) {
          seen.add(group)
          inclusive.set(group, (inclusive.get(group) ?? 0) + us)
        }
      }
    }
  })
  const total = sampled + idle
  const per = (us: number) => `${((100 * us) / total).toFixed(1)} % of samples`
  const lines = [
    `workerd CPU (whole process, /proc): ${((wholeMs * 1000) / n).toFixed(0)} µs/request; ${profile.samples.length} samples`,
    `the worker's isolate, not idle: ${per(sampled)}; idle ${per(idle)}`,
    '',
    'inclusive, by what is on the stack:',
    ...[...inclusive.entries()].sort((a, b) => b[1] - a[1]).map(([k, us]) => `  ${per(us).padStart(18)}  ${k}`),
    '',
    'self, top 40:',
    ...[...self.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 40)
      .map(([k, us]) => `  ${per(us).padStart(18)}  ${k}`),
  ]
  return lines.join('\n')
}

async function main() {
  const kind = process.argv[2] ?? 'refusal'
  const n = Number(process.argv[3] ?? 1000)
  const dir = mkdtempSync(path.join(tmpdir(), 'brokerage-profile-'))
  const assets = path.join(dir, 'assets')
  mkdirSync(assets)
  writeFileSync(path.join(assets, 'index.html'), '<!doctype html><title>bench</title>')
  const inspectorPort = await freePort()
  const stack = await startBenchStack(dir, assets, undefined, true, inspectorPort)
  try {
    const base = stack.workerUrl
    const pid = Number(
      /pid=(\d+)/.exec(
        (await import('node:child_process')).execFileSync('ss', ['-ltnpH', `sport = :${new URL(base).port}`], {
          encoding: 'utf8',
        }),
      )?.[1],
    )
    // Warm-up: JIT and the database connection.
    for (const entry of burstEntries(20, 199)) await submitTimed(base, entry)
    const list = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)).json()) as {
      webSocketDebuggerUrl: string
      title: string
    }[]
    const target = list.find((t) => /brokerage/.test(t.webSocketDebuggerUrl)) ?? list[0]!
    const session = await devtools(target.webSocketDebuggerUrl)
    await session.send('Profiler.enable')
    await session.send('Profiler.setSamplingInterval', { interval: 100 })
    const door = kind === 'refusal' ? await holdTheDoorShut(base) : undefined
    const entries = burstEntries(n, 198)
    const statuses: Record<string, number> = {}
    await session.send('Profiler.start')
    const before = cpuMs(pid)!
    for (const entry of entries) {
      const status =
        kind === 'live'
          ? (await exchangeTimed(base, { method: 'GET', path: '/api/health/live' })).status
          : (await submitTimed(base, entry)).status
      statuses[status] = (statuses[status] ?? 0) + 1
    }
    if (kind === 'lead') await new Promise((r) => setTimeout(r, 3000))
    const wholeMs = cpuMs(pid)! - before
    const { profile } = await session.send<{ profile: Profile }>('Profiler.stop')
    door?.release()
    session.close()
    writeFileSync(path.join(tmpdir(), `burst52-${kind}.cpuprofile`), JSON.stringify(profile))
    console.log(`${kind}: ${n} requests`, statuses)
    console.log(summarise(profile, wholeMs, n))
  } finally {
    await stack.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}

await main()
