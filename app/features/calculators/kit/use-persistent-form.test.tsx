// @vitest-environment happy-dom
import { cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { usePersistentForm } from './use-persistent-form'

// The device database: one saved form (a Toronto first-time buyer's) the hook may restore.
const device = vi.hoisted(() => ({
  saved: { price: '900000', downPayment: '180000', inToronto: true, firstTimeBuyer: true } as unknown,
  loads: 0,
}))
vi.mock('./persistence', () => ({
  deviceDb: async () => ({}) as never,
  loadLastInputs: async () => {
    device.loads += 1
    return device.saved
  },
  saveLastInputs: async () => undefined,
}))

const DEFAULTS = { price: '', downPayment: '', inToronto: false, firstTimeBuyer: false }
const read = (raw: unknown) => ({ ...DEFAULTS, ...(raw as object) })

afterEach(() => {
  cleanup()
  device.loads = 0
})

describe('usePersistentForm', () => {
  it('without a link, restores the values saved on the device', async () => {
    const { result } = renderHook(() => usePersistentForm('closing-costs', DEFAULTS, read))
    await waitFor(() => expect(result.current.restore).toBe('restored'))
    expect(result.current.values).toEqual(device.saved)
  })

  it("from a link, starts from the defaults plus the link's values: saved flags do not leak in", async () => {
    const { result } = renderHook(() =>
      usePersistentForm('closing-costs', DEFAULTS, read, { price: '700000', downPayment: '140000' }),
    )
    await waitFor(() => expect(result.current.restore).toBe('fresh'))
    expect(result.current.values).toEqual({
      price: '700000',
      downPayment: '140000',
      inToronto: false,
      firstTimeBuyer: false,
    })
    expect(device.loads).toBe(0)
  })

  it('a new link while the page is open replaces the values, from the defaults again', async () => {
    const { result, rerender } = renderHook(
      ({ prefill }) => usePersistentForm('closing-costs', DEFAULTS, read, prefill),
      { initialProps: { prefill: { price: '700000', inToronto: true } as Partial<typeof DEFAULTS> } },
    )
    await waitFor(() => expect(result.current.restore).toBe('fresh'))
    result.current.update({ firstTimeBuyer: true })
    rerender({ prefill: { price: '500000' } })
    await waitFor(() => expect(result.current.values.price).toBe('500000'))
    expect(result.current.values).toEqual({ price: '500000', downPayment: '', inToronto: false, firstTimeBuyer: false })
  })

  it('an empty prefill (a link without values) restores as usual', async () => {
    const { result } = renderHook(() => usePersistentForm('closing-costs', DEFAULTS, read, {}))
    await waitFor(() => expect(result.current.restore).toBe('restored'))
    expect(result.current.values.inToronto).toBe(true)
  })
})
