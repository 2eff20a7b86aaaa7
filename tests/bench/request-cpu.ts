/**
 * The CPU workerd spends per request, by kind: N requests of one kind sent one after another
 * (no burst, each on a connection of its own, as the burst's "new connections"), the process's
 * user + system time (/proc/<pid>/stat) read before and after, the idle rate taken off. Kinds:
 * a health check that touches no database, one that does, a 403 for a foreign Origin, a lead
 * refused at the door (held shut by `holdTheDoorShut`, a test seam), and an admitted lead (its
 * after-answer work included: the count waits until workerd is idle again).
 */

import { readFileSync } from 'node:fs'
import { type ClientRequest, request as httpRequest } from 'node:http'
import { postInit } from '#tests/integration/leads-fixtures.ts'
import { burstEntries, exchangeTimed, submitTimed } from '#tests/support/lead-burst.ts'

/** CPU time (user + system, ms) the process `pid` has used so far; null where /proc has none. */
export function cpuMs(pid: number | null): number | null {
  if (pid === null) return null
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
  } catch {
    return null
  }
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** CPU ms per second `pid` spends with nothing sent (timers, the runtime's own housekeeping). */
async function idleRate(pid: number, ms = 2000): Promise<number> {
  const before = cpuMs(pid)!
  await pause(ms)
  return ((cpuMs(pid)! - before) * 1000) / ms
}

/** Waits until `pid` spends no more than a tick over `idle` in 500 ms (at most 20 s). */
async function settle(pid: number, idlePerSecond: number): Promise<void> {
  for (let i = 0; i < 40; i++) {
    const before = cpuMs(pid)!
    await pause(500)
    if (cpuMs(pid)! - before <= 10 + idlePerSecond / 2) return
  }
}

/**
 * A test seam: holds the lead door shut. `count` submissions, each from its own address, send
 * their headers and never their body: each is let in (its place taken until it answers), makes
 * its rate-limit call and waits for a body that does not come. With the bound's maximum taken,
 * every further submission is refused at the door, exactly as in a burst. `release` ends them.
 */
export async function holdTheDoorShut(base: string, count = 130): Promise<{ release: () => void }> {
  const url = new URL('/api/leads', base)
  const held: ClientRequest[] = []
  for (const entry of burstEntries(count, 250)) {
    const init = postInit(entry.submission, url.origin, entry.ip)
    const req = httpRequest({
      host: url.hostname,
      port: Number(url.port),
      path: url.pathname,
      method: 'POST',
      headers: { ...(init.headers as Record<string, string>), 'Content-Length': '4000' },
      agent: false,
    })
    req.on('error', () => undefined)
    req.flushHeaders()
    held.push(req)
  }
  const release = () => {
    for (const req of held) req.destroy()
  }
  // Shut once a submission is refused (at most 10 s: the held requests' calls under way).
  for (let i = 0; i < 100; i++) {
    await pause(100)
    const probe = await submitTimed(base, burstEntries(1, 251)[0]!).catch(() => null)
    if (probe?.status === 503 && probe.workerMs === 0) return { release }
  }
  release()
  throw new Error('the door did not shut')
}

export type KindCpu = { kind: string; n: number; statuses: Record<string, number>; cpuUs: number; wallMs: number }

/** `n` requests made by `send(i)` one after another: CPU per request (µs) net of the idle rate. */
async function measure(
  pid: number,
  kind: string,
  n: number,
  send: (i: number) => Promise<number>,
  idlePerSecond: number,
  waitForQuiet: boolean,
): Promise<KindCpu> {
  const statuses: Record<string, number> = {}
  const started = performance.now()
  const before = cpuMs(pid)!
  for (let i = 0; i < n; i++) {
    const status = await send(i).then(String, (e: unknown) => `error ${String(e).slice(0, 40)}`)
    statuses[status] = (statuses[status] ?? 0) + 1
  }
  if (waitForQuiet) await settle(pid, idlePerSecond)
  const wallMs = performance.now() - started
  const used = cpuMs(pid)! - before - (idlePerSecond * wallMs) / 1000
  return { kind, n, statuses, cpuUs: (used * 1000) / n, wallMs }
}

/** The kinds measured, in order (the admitted leads last: their after-answer work is longest). */
export async function cpuPerRequestKind(base: string, pid: number, n = 1000): Promise<KindCpu[]> {
  const get = (path: string) => () => exchangeTimed(base, { method: 'GET', path }).then((r) => r.status)
  const idle = await idleRate(pid)
  const out: KindCpu[] = []
  out.push(
    await measure(pid, 'health check, no database (GET /api/health/live)', n, get('/api/health/live'), idle, false),
  )
  out.push(await measure(pid, 'health check with the database (GET /api/health)', n, get('/api/health'), idle, false))
  const foreign = burstEntries(n, 252)
  out.push(
    await measure(
      pid,
      '403, a foreign Origin (POST /api/leads)',
      n,
      (i) => {
        const init = postInit(foreign[i]!.submission, 'http://foreign.example', foreign[i]!.ip)
        const headers = init.headers as Record<string, string>
        return exchangeTimed(base, { method: 'POST', path: '/api/leads', headers, body: init.body as string }).then(
          (r) => r.status,
        )
      },
      idle,
      false,
    ),
  )
  const door = await holdTheDoorShut(base)
  try {
    const refused = burstEntries(n, 253)
    out.push(
      await measure(
        pid,
        'a lead refused at the door (503, door held shut)',
        n,
        (i) => submitTimed(base, refused[i]!).then((a) => a.status),
        idle,
        false,
      ),
    )
  } finally {
    door.release()
  }
  await settle(pid, idle)
  const leads = burstEntries(n, 254)
  out.push(
    await measure(
      pid,
      'an admitted lead (201, its after-answer work included)',
      n,
      (i) => submitTimed(base, leads[i]!).then((a) => a.status),
      idle,
      true,
    ),
  )
  return out
}

/** One request of a kind to `base` (`i` picks its submission and address): its status. */
type Send = (base: string, i: number) => Promise<number>

/**
 * Two workers side by side (two builds, each its own workerd and sqld): each kind's requests sent
 * in blocks, one block to each in turn (A B B A …), so both see the same minutes of a shared
 * machine; CPU per request of each, net of its idle rate. `n` requests of each kind to each.
 */
export async function cpuPerRequestKindSideBySide(
  targets: readonly { base: string; pid: number }[],
  n = 1000,
  onKind?: (k: { kind: string; cpuUs: number[]; statuses: Record<string, number>[] }) => void,
  block = 100,
): Promise<{ kind: string; cpuUs: number[]; statuses: Record<string, number>[] }[]> {
  const submit = (net: number) => {
    const entries = burstEntries(n, net)
    return (base: string, i: number) => submitTimed(base, entries[i]!).then((a) => a.status)
  }
  const foreign = burstEntries(n, 252)
  const kinds: [string, Send, boolean][] = [
    [
      'health check, no database (GET /api/health/live)',
      (base) => exchangeTimed(base, { method: 'GET', path: '/api/health/live' }).then((r) => r.status),
      false,
    ],
    [
      '403, a foreign Origin (POST /api/leads)',
      (base, i) => {
        const init = postInit(foreign[i]!.submission, 'http://foreign.example', foreign[i]!.ip)
        const headers = init.headers as Record<string, string>
        return exchangeTimed(base, { method: 'POST', path: '/api/leads', headers, body: init.body as string }).then(
          (r) => r.status,
        )
      },
      false,
    ],
    ['a lead refused at the door (503, door held shut)', submit(253), true],
    ['an admitted lead (201, its after-answer work included)', submit(254), false],
  ]
  const out: { kind: string; cpuUs: number[]; statuses: Record<string, number>[] }[] = []
  for (const [kind, send, shut] of kinds) {
    const idle = await Promise.all(targets.map((t) => idleRate(t.pid)))
    const doors = shut ? await Promise.all(targets.map((t) => holdTheDoorShut(t.base))) : []
    const used = targets.map(() => 0)
    const statuses = targets.map(() => ({}) as Record<string, number>)
    try {
      for (let b = 0; b * block < n; b++) {
        const order = b % 2 === 0 ? targets.map((_, j) => j) : targets.map((_, j) => targets.length - 1 - j)
        for (const j of order) {
          const t = targets[j]!
          const started = performance.now()
          const before = cpuMs(t.pid)!
          for (let i = b * block; i < Math.min(n, (b + 1) * block); i++) {
            const status = await send(t.base, i).then(String, (e: unknown) => `error ${String(e).slice(0, 40)}`)
            statuses[j]![status] = (statuses[j]![status] ?? 0) + 1
          }
          used[j]! += cpuMs(t.pid)! - before - (idle[j]! * (performance.now() - started)) / 1000
        }
      }
    } finally {
      for (const door of doors) door.release()
    }
    // What the requests left running (an admitted lead's after-answer work), counted to its worker.
    await Promise.all(
      targets.map(async (t, j) => {
        const started = performance.now()
        const before = cpuMs(t.pid)!
        await settle(t.pid, idle[j]!)
        used[j]! += cpuMs(t.pid)! - before - (idle[j]! * (performance.now() - started)) / 1000
      }),
    )
    out.push({ kind, cpuUs: used.map((ms) => (ms * 1000) / n), statuses })
    onKind?.(out.at(-1)!)
  }
  return out
}
