/**
 * Expensive hashing is bounded (docs/decisions/153): a flood of failed sign-ins gets fast 503s
 * beyond a small number of password checks at once, and the public reads of the same worker
 * keep their pace: their median latency during 50 concurrent failed sign-ins stays within twice
 * the median measured just before.
 */
import { describe, expect, it } from 'vitest'
import { TEST_CLIENT_IP_HEADER } from '#worker/middleware/rate-limit.ts'
import { freshIp, jsonInit } from './auth-helpers'
import { call } from './helpers'

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

async function publicRead(): Promise<number> {
  const started = performance.now()
  const res = await call('/api/rates')
  await res.arrayBuffer()
  expect(res.status).toBe(200)
  return performance.now() - started
}

async function readsFor(count: number): Promise<number[]> {
  const times: number[] = []
  for (let i = 0; i < count; i++) times.push(await publicRead())
  return times
}

describe('a flood of failed sign-ins', () => {
  it('is answered with 401 or a fast 503, and does not slow the public reads more than 2×', async () => {
    await readsFor(5) // warm
    const before = median(await readsFor(30))

    const flood = Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const started = performance.now()
        const res = await call(
          '/api/auth/sign-in',
          jsonInit(
            'POST',
            { email: `flood-${i}-${crypto.randomUUID()}@it.brokerage.test`, password: 'Wrong-password-1' },
            { [TEST_CLIENT_IP_HEADER]: freshIp() },
          ),
        )
        const body = (await res.json()) as { error: { code: string } }
        return {
          status: res.status,
          code: body.error.code,
          retryAfter: res.headers.get('Retry-After'),
          ms: performance.now() - started,
        }
      }),
    )
    const during = median(await readsFor(30))
    const answers = await flood

    const refused = answers.filter((a) => a.status === 503)
    const checked = answers.filter((a) => a.status === 401)
    console.log(
      `sign-in flood: ${checked.length} checked (401), ${refused.length} refused (503, median ${Math.round(median(refused.map((a) => a.ms)))} ms); public reads p50 ${before.toFixed(1)} ms before, ${during.toFixed(1)} ms during`,
    )
    expect(checked.length + refused.length).toBe(50)
    expect(refused.length).toBeGreaterThan(0)
    for (const a of refused) {
      expect(a.code).toBe('unavailable')
      expect(Number(a.retryAfter)).toBeGreaterThan(0)
    }
    expect(during).toBeLessThanOrEqual(2 * before)
  }, 60_000)
})
