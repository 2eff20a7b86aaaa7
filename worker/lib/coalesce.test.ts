import { describe, expect, it } from 'vitest'
import { type CoalesceLimits, coalesce } from './coalesce'

const LIMITS: CoalesceLimits = { pollMs: 1, maxItems: 100, maxWaitMs: 60_000, staleMs: 60_000 }

/** A gate a test opens by hand. */
function gate() {
  let open: () => void = () => undefined
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { opened, open }
}

describe('coalesce', () => {
  it('runs a lone item at once, in a group of its own run by its own caller', async () => {
    const groups: { items: number[]; own: number }[] = []
    const add = coalesce<number>(async (items, own) => void groups.push({ items, own }), LIMITS)
    await add(1)
    expect(groups).toEqual([{ items: [1], own: 1 }])
  })

  it('groups what arrives while a group runs, one group at a time, each item exactly once', async () => {
    const first = gate()
    const groups: number[][] = []
    let running = 0
    let overlapped = false
    const add = coalesce<number>(async (items) => {
      running += 1
      if (running > 1) overlapped = true
      groups.push(items)
      if (items.includes(1)) await first.opened
      running -= 1
    }, LIMITS)
    const one = add(1)
    const rest = [add(2), add(3), add(4)]
    first.open()
    await Promise.all([one, ...rest])
    expect(groups).toEqual([[1], [2, 3, 4]])
    expect(overlapped).toBe(false)
  })

  it('a group that fails ends its items and the next group still runs', async () => {
    const first = gate()
    const groups: number[][] = []
    const add = coalesce<number>(async (items) => {
      groups.push(items)
      if (items.includes(1)) {
        await first.opened
        throw new Error('database unavailable')
      }
    }, LIMITS)
    const one = add(1)
    const two = add(2)
    first.open()
    await expect(one).resolves.toBeUndefined()
    await two
    expect(groups).toEqual([[1], [2]])
  })

  it('takes at most maxItems in a group, first come first served', async () => {
    const first = gate()
    const groups: number[][] = []
    const add = coalesce<number>(
      async (items) => {
        groups.push(items)
        if (items.includes(1)) await first.opened
      },
      { ...LIMITS, maxItems: 2 },
    )
    const all = [add(1), add(2), add(3), add(4), add(5)]
    first.open()
    await Promise.all(all)
    expect(groups).toEqual([[1], [2, 3], [4, 5]])
  })

  it('an item not taken within maxWaitMs runs alone; a stuck group does not hold it for ever', async () => {
    const groups: number[][] = []
    const add = coalesce<number>(
      async (items) => {
        groups.push(items)
        if (items.includes(1)) await new Promise(() => undefined) // its request is gone
      },
      { ...LIMITS, maxWaitMs: 20 },
    )
    void add(1)
    await add(2)
    expect(groups).toEqual([[1], [2]])
  })
})
