import { describe, expect, it } from 'vitest'

describe('zod-jitless', () => {
  it('turns off zod’s eval-based JIT when loaded before zod', async () => {
    await import('./zod-jitless')
    const z = await import('zod/mini')
    expect(z.config().jitless).toBe(true)
  })
})
