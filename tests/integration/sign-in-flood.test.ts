/**
 * Expensive hashing is bounded (docs/decisions/153): a flood of failed sign-ins gets 503s beyond
 * a small number of password checks at once, and the public reads of the same worker still
 * answer meanwhile. How much the flood slows them (the budget: at most twice) is a timing, so
 * `npm run bench -- sign-in-flood` measures it; this test asserts the answers.
 */
import { describe, expect, it } from 'vitest'
import { TEST_CLIENT_IP_HEADER } from '#worker/middleware/rate-limit.ts'
import { freshIp, jsonInit } from './auth-helpers'
import { call } from './helpers'

async function publicReads(count: number): Promise<number[]> {
  const statuses: number[] = []
  for (let i = 0; i < count; i++) {
    const res = await call('/api/rates')
    await res.arrayBuffer()
    statuses.push(res.status)
  }
  return statuses
}

describe('a flood of failed sign-ins', () => {
  it('is answered with 401 or 503 + Retry-After, some refused, while the public reads answer', async () => {
    await publicReads(5) // warm

    const flood = Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
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
        }
      }),
    )
    const during = await publicReads(30)
    const answers = await flood

    const refused = answers.filter((a) => a.status === 503)
    const checked = answers.filter((a) => a.status === 401)
    expect(checked.length + refused.length).toBe(50)
    expect(refused.length).toBeGreaterThan(0)
    for (const a of refused) {
      expect(a.code).toBe('unavailable')
      expect(Number(a.retryAfter)).toBeGreaterThan(0)
    }
    expect(during.filter((status) => status !== 200)).toEqual([])
  }, 60_000)
})
