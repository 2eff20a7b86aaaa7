import { describe, expect, it, vi } from 'vitest'
import { createUpdateController, type WorkboxLike } from './update-controller'

type Listener = (event: { isExternal?: boolean; isUpdate?: boolean }) => void

/** A Workbox stand-in: tests fire its lifecycle events by hand. */
function fakeWorkbox() {
  const listeners = new Map<string, Set<Listener>>()
  const wb = {
    skipWaitingCalls: 0,
    addEventListener(type: string, listener: Listener) {
      if (!listeners.has(type)) listeners.set(type, new Set())
      listeners.get(type)!.add(listener)
    },
    removeEventListener(type: string, listener: Listener) {
      listeners.get(type)?.delete(listener)
    },
    messageSkipWaiting() {
      wb.skipWaitingCalls++
    },
    fire(type: 'waiting' | 'controlling', event: { isExternal?: boolean; isUpdate?: boolean } = {}) {
      for (const l of listeners.get(type) ?? []) l(event)
    },
    listenerCount: () => [...listeners.values()].reduce((n, s) => n + s.size, 0),
  }
  return wb satisfies WorkboxLike
}

/** An outbox stand-in: a count and the watchers the controller registers. */
function fakeOutbox(initial: number) {
  let unsent = initial
  const watchers = new Set<(n: number) => void>()
  return {
    countUnsent: vi.fn(async () => unsent),
    watchUnsent: (listener: (n: number) => void) => {
      watchers.add(listener)
      return () => watchers.delete(listener)
    },
    set(n: number) {
      unsent = n
      for (const w of [...watchers]) w(n)
    },
    watcherCount: () => watchers.size,
  }
}

function setup(unsent: number) {
  const wb = fakeWorkbox()
  const outbox = fakeOutbox(unsent)
  const reload = vi.fn()
  const timers: { handler: () => void; ms: number }[] = []
  const controller = createUpdateController({
    workbox: wb,
    countUnsent: outbox.countUnsent,
    watchUnsent: outbox.watchUnsent,
    reload,
    setTimeout: (handler, ms) => timers.push({ handler, ms }),
    clearTimeout: () => undefined,
  })
  return { wb, outbox, reload, controller, timers }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('update controller', () => {
  it('shows the prompt when a new worker waits, and reloads only after it takes control', async () => {
    const { wb, reload, controller } = setup(0)
    expect(controller.getState().phase).toBe('idle')
    wb.fire('waiting', { isUpdate: true })
    expect(controller.getState().phase).toBe('available')

    await controller.requestReload()
    expect(wb.skipWaitingCalls).toBe(1)
    expect(controller.getState().phase).toBe('activating')
    expect(reload).not.toHaveBeenCalled()

    wb.fire('controlling', { isUpdate: true })
    await flush()
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('never reloads while submissions wait; reloads by itself once they are delivered', async () => {
    const { wb, outbox, reload, controller } = setup(2)
    wb.fire('waiting', { isUpdate: true })
    await controller.requestReload()

    expect(controller.getState()).toEqual({ phase: 'blocked', unsent: 2 })
    expect(wb.skipWaitingCalls).toBe(0)
    expect(reload).not.toHaveBeenCalled()

    outbox.set(1)
    expect(controller.getState()).toEqual({ phase: 'blocked', unsent: 1 })
    expect(wb.skipWaitingCalls).toBe(0)

    outbox.set(0)
    expect(controller.getState().phase).toBe('activating')
    expect(wb.skipWaitingCalls).toBe(1)
    expect(outbox.watcherCount()).toBe(0)
    wb.fire('controlling', { isUpdate: true })
    await flush()
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('does not reload when the outbox empties if the visitor did not ask', async () => {
    const { wb, outbox, reload, controller } = setup(3)
    wb.fire('waiting', { isUpdate: true })
    outbox.set(0)
    await flush()
    expect(controller.getState().phase).toBe('available')
    expect(wb.skipWaitingCalls).toBe(0)
    expect(reload).not.toHaveBeenCalled()
  })

  it('re-checks at the last moment: a submission queued during activation blocks the reload', async () => {
    const { wb, outbox, reload, controller } = setup(0)
    wb.fire('waiting', { isUpdate: true })
    await controller.requestReload()
    expect(wb.skipWaitingCalls).toBe(1)

    outbox.set(1) // queued between SKIP_WAITING and controllerchange
    wb.fire('controlling', { isUpdate: true })
    await flush()
    expect(reload).not.toHaveBeenCalled()
    expect(controller.getState()).toEqual({ phase: 'blocked', unsent: 1 })

    outbox.set(0)
    // The new worker already controls: no second SKIP_WAITING, just the reload.
    expect(wb.skipWaitingCalls).toBe(1)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('ignores the first install claiming the page', async () => {
    const { wb, reload, controller } = setup(0)
    wb.fire('controlling', { isUpdate: false })
    await flush()
    expect(controller.getState().phase).toBe('idle')
    expect(reload).not.toHaveBeenCalled()
  })

  it('a worker activated by another tab offers a reload but never forces one', async () => {
    const { wb, reload, controller } = setup(0)
    wb.fire('waiting', { isExternal: true })
    wb.fire('controlling', { isExternal: true, isUpdate: true })
    await flush()
    expect(controller.getState().phase).toBe('available')
    expect(reload).not.toHaveBeenCalled()

    await controller.requestReload()
    // Nothing waits any more: reload directly.
    expect(wb.skipWaitingCalls).toBe(0)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('treats an unreadable outbox as not empty', async () => {
    const { wb, outbox, reload, controller } = setup(0)
    outbox.countUnsent.mockRejectedValueOnce(new Error('DatabaseClosedError'))
    wb.fire('waiting', { isUpdate: true })
    await controller.requestReload()
    expect(controller.getState().phase).toBe('blocked')
    expect(wb.skipWaitingCalls).toBe(0)
    expect(reload).not.toHaveBeenCalled()
  })

  it('dismiss hides the prompt and cancels a pending reload', async () => {
    const { wb, outbox, reload, controller } = setup(1)
    wb.fire('waiting', { isUpdate: true })
    await controller.requestReload()
    controller.dismiss()
    expect(controller.getState().phase).toBe('idle')
    outbox.set(0)
    expect(wb.skipWaitingCalls).toBe(0)
    expect(reload).not.toHaveBeenCalled()
    // A later update shows the prompt again.
    wb.fire('waiting', { isUpdate: true })
    expect(controller.getState().phase).toBe('available')
  })

  it('falls back to reloading if the new worker never takes control, re-checking the outbox', async () => {
    const { wb, outbox, reload, controller, timers } = setup(0)
    wb.fire('waiting', { isUpdate: true })
    await controller.requestReload()
    expect(timers).toHaveLength(1)
    outbox.set(2)
    timers[0]!.handler()
    await flush()
    expect(reload).not.toHaveBeenCalled()
    expect(controller.getState()).toEqual({ phase: 'blocked', unsent: 2 })
  })

  it('notifies subscribers and removes its listeners on dispose', () => {
    const { wb, controller } = setup(0)
    const listener = vi.fn()
    controller.subscribe(listener)
    wb.fire('waiting', { isUpdate: true })
    expect(listener).toHaveBeenCalledTimes(1)
    controller.dispose()
    expect(wb.listenerCount()).toBe(0)
  })
})
