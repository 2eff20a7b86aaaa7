import { Hono } from 'hono'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DB_LIMITS } from '#worker/db/request-gate.ts'
import type { AppEnv } from '#worker/env.ts'
import { refusedAtTheDoor, refuseWhenBusy, requestContext } from './context'
import { onError } from './errors'
import { API_SECURITY_HEADERS, securityHeaders } from './security'

afterEach(() => vi.restoreAllMocks())

/** A lead route behind the admission whose handler reads the body, then waits for the test. */
function leadRoute() {
  let enter: () => void = () => undefined
  let finish: () => void = () => undefined
  const held = new Promise<void>((resolve) => {
    finish = resolve
  })
  const app = new Hono<AppEnv>()
  app.use('*', requestContext)
  app.use('*', securityHeaders)
  app.post('/lead', refuseWhenBusy, async (c) => {
    enter()
    await c.req.text()
    await held
    return c.json({ ok: true }, 201)
  })
  app.onError(onError)
  // Its own database URL: its own gate, nothing listens there, and no call is made.
  const env = { DATABASE_URL: `http://127.0.0.1:9/admission-${crypto.randomUUID()}`, JWT_SECRET: 'x' } as never
  /** A request whose body records whether anything read it. */
  const send = () => {
    const read = { pulled: false }
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          read.pulled = true
          controller.enqueue(new TextEncoder().encode('{}'))
          controller.close()
        },
        // Nothing is pulled until someone reads.
      },
      { highWaterMark: 0 },
    )
    const entered = new Promise<'admitted'>((resolve) => {
      enter = () => resolve('admitted')
    })
    const answer = Promise.resolve(app.request('/lead', { method: 'POST', body, duplex: 'half' } as RequestInit, env))
    return { read, entered, answer }
  }
  return { send, finish, env }
}

describe('refuseWhenBusy (decision 229)', () => {
  it('lets a bounded number of lead requests in; the next is refused with 503 before its body is read; a place frees when one answers', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const route = leadRoute()
    const admitted: Promise<Response>[] = []
    let refused: ReturnType<typeof route.send> | undefined
    for (let i = 0; i < 1000 && !refused; i++) {
      const request = route.send()
      const first = await Promise.race([request.entered, request.answer.then(() => 'answered' as const)])
      if (first === 'admitted') admitted.push(request.answer)
      else refused = request
    }
    // The bound is the gate's (the write slots' pace over the budget), within its floor and ceiling.
    const rule = DB_LIMITS.admission!
    expect(admitted.length).toBeGreaterThanOrEqual(rule.min)
    expect(admitted.length).toBeLessThanOrEqual(rule.max)
    const res = await refused!.answer
    expect(res.status).toBe(503)
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('unavailable')
    // Decided before the body was read (and so before the rate limit and any database call).
    expect(refused!.read.pulled).toBe(false)

    // The requests let in all finish; their places free, and the next request is let in.
    route.finish()
    expect((await Promise.all(admitted)).every((r) => r.status === 201)).toBe(true)
    const next = route.send()
    expect(await Promise.race([next.entered, next.answer.then(() => 'answered')])).toBe('admitted')
    expect((await next.answer).status).toBe(201)
    expect(next.read.pulled).toBe(true)
  })

  it("tells the worker's own time on the lead routes only, so no other answer (a sign-in) differs by it", async () => {
    const route = leadRoute()
    route.finish()
    const lead = await route.send().answer
    expect(lead.status).toBe(201)
    expect(lead.headers.get('Server-Timing')).toMatch(/^worker;dur=\d+$/)

    const app = new Hono<AppEnv>()
    app.use('*', requestContext)
    app.post('/api/auth/sign-in', (c) => c.json({ error: { code: 'unauthorized' } }, 401))
    const env = { DATABASE_URL: `http://127.0.0.1:9/timing-${crypto.randomUUID()}`, JWT_SECRET: 'x' } as never
    const signIn = await app.request('/api/auth/sign-in', { method: 'POST' }, env)
    expect(signIn.status).toBe(401)
    expect(signIn.headers.get('Server-Timing')).toBeNull()
  })

  it('answers a lead submission the door refuses before the app runs, with the same 503 as the app, its body unread; anything else goes on', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const route = leadRoute()
    const post = (path: string, read: { pulled: boolean }) =>
      new Request(`http://worker.test${path}`, {
        method: 'POST',
        body: new ReadableStream<Uint8Array>({ pull: () => void (read.pulled = true) }, { highWaterMark: 0 }),
        duplex: 'half',
      } as RequestInit)
    const read = { pulled: false }
    // The door open: the app runs.
    route.send()
    expect(refusedAtTheDoor(post('/api/leads', read), route.env)).toBeNull()
    // Shut: every place taken.
    const admitted: Promise<Response>[] = []
    let appRefusal: Response | undefined
    for (let i = 0; i < 1000 && !appRefusal; i++) {
      const request = route.send()
      const first = await Promise.race([request.entered, request.answer.then(() => 'answered' as const)])
      if (first === 'admitted') admitted.push(request.answer)
      else appRefusal = await request.answer
    }
    for (const path of ['/api/leads', '/api/leads/batch']) {
      const res = refusedAtTheDoor(post(path, read), route.env)
      expect(res?.status).toBe(503)
      expect(Number(res!.headers.get('Retry-After'))).toBeGreaterThan(0)
      expect(((await res!.json()) as { error: { code: string } }).error.code).toBe('unavailable')
      for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) expect(res!.headers.get(name)).toBe(value)
      // The app's own refusal, through its security headers, says the same.
      const names = (r: Response) => [...r.headers.keys()].filter((k) => k !== 'server-timing').sort()
      expect(names(res!)).toEqual(names(appRefusal!))
      for (const name of names(res!)) expect(res!.headers.get(name)).toBe(appRefusal!.headers.get(name))
    }
    expect(read.pulled).toBe(false)
    // Not a lead submission: the app answers it, door or not.
    expect(refusedAtTheDoor(post('/api/auth/sign-in', read), route.env)).toBeNull()
    expect(refusedAtTheDoor(new Request('http://worker.test/api/leads'), route.env)).toBeNull()
    route.finish()
    await Promise.all(admitted)
  })
})
