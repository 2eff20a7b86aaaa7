import { describe, expect, it } from 'vitest'
import { HttpError } from '#worker/lib/http-error.ts'
import { createHashGate, HASH_BUSY_RETRY_AFTER_SECONDS } from './hash-gate'

const limits = { maxRunning: 1, maxWaiting: 2, maxWaitMs: 300, pollMs: 2, leaseMs: 5000 }

function deferred() {
  let resolve!: () => void
  const promise = new Promise<void>((r) => {
    resolve = r
  })
  return { promise, resolve }
}

async function refusal(p: Promise<unknown>) {
  const error = await p.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(HttpError)
  expect((error as HttpError).status).toBe(503)
  expect((error as HttpError).headers).toEqual({ 'Retry-After': String(HASH_BUSY_RETRY_AFTER_SECONDS) })
}

describe('the password hash gate', () => {
  it('runs one at a time, lets two wait in order, and refuses the fourth at once without running it', async () => {
    const gate = createHashGate(limits)
    const order: number[] = []
    const first = deferred()
    const a = gate.run(async () => {
      order.push(1)
      await first.promise
    })
    const b = gate.run(async () => {
      order.push(2)
    })
    const c = gate.run(async () => {
      order.push(3)
    })
    await new Promise((r) => setTimeout(r, 10))
    expect(gate.stats()).toEqual({ running: 1, waiting: 2 })
    let ranFourth = false
    const fourth = gate.run(async () => {
      ranFourth = true
    })
    // At once: settled before the next task of the event loop, so before any wait or poll could end.
    const nextTask = new Promise<string>((resolve) => setTimeout(() => resolve('still waiting'), 0))
    expect(
      await Promise.race([
        fourth.then(
          () => 'ran',
          () => 'refused',
        ),
        nextTask,
      ]),
    ).toBe('refused')
    await refusal(fourth)
    expect(ranFourth).toBe(false)
    first.resolve()
    await Promise.all([a, b, c])
    expect(order).toEqual([1, 2, 3])
    expect(gate.stats()).toEqual({ running: 0, waiting: 0 })
  })

  it('a waiter gives up after maxWaitMs with a 503', async () => {
    const gate = createHashGate(limits)
    const hold = deferred()
    const a = gate.run(() => hold.promise)
    const started = Date.now()
    await refusal(gate.run(async () => 1))
    expect(Date.now() - started).toBeGreaterThanOrEqual(limits.maxWaitMs - 5)
    hold.resolve()
    await a
  })

  it('a hash whose request was dropped frees its place after leaseMs', async () => {
    const gate = createHashGate({ ...limits, leaseMs: 30 })
    void gate.run(() => new Promise(() => undefined)) // never finishes
    await new Promise((r) => setTimeout(r, 40))
    expect(await gate.run(async () => 'ran')).toBe('ran')
  })
})
