import { afterEach, describe, expect, it, vi } from 'vitest'

// The scheduled handler with both jobs replaced by spies: the order, and that one step's
// failure never stops the other.
const calls: string[] = []
const rates = vi.fn()
const news = vi.fn()
vi.mock('./domain/rate-refresh', () => ({ runRateRefresh: (...args: unknown[]) => rates(...args) }))
vi.mock('./jobs/news/refresh', () => ({ runNewsRefresh: (...args: unknown[]) => news(...args) }))

const { default: worker } = await import('./index')

const env = {
  DATABASE_URL: 'http://127.0.0.1:9',
  JWT_SECRET: 'k7Qp2vN9xR4mT8wB1zL6yH3jD5fG0sAcEuYi',
  ENVIRONMENT: 'production',
  NEWS_FEEDS: '[]',
} as never
const controller = { cron: '15 10 * * *', scheduledTime: Date.now(), noRetry() {} } as ScheduledController
const ctx = {} as ExecutionContext
const ok = (name: string) => async () => {
  calls.push(name)
  return { success: true, outcome: 'x', date: null, ratesCount: 0, articlesCount: 0, newCount: 0 }
}

afterEach(() => {
  calls.length = 0
  rates.mockReset()
  news.mockReset()
  vi.restoreAllMocks()
})

describe('scheduled (the daily cron)', () => {
  it('runs the rate refresh first, then the news aggregator, both as the cron in production mode', async () => {
    rates.mockImplementation(ok('rates'))
    news.mockImplementation(ok('news'))
    vi.spyOn(console, 'log').mockImplementation(() => {})
    await worker.scheduled(controller, env, ctx)
    expect(calls).toEqual(['rates', 'news'])
    expect(rates.mock.calls[0]![1]).toMatchObject({ trigger: 'cron', allowPrivate: false })
    expect(news.mock.calls[0]![1]).toMatchObject({
      trigger: 'cron',
      allowPrivate: false,
      env: expect.objectContaining({ NEWS_FEEDS: '[]' }),
    })
  })

  it('a crashing rate refresh does not stop the news, and the crash is logged', async () => {
    rates.mockRejectedValue(new Error('rates exploded'))
    news.mockImplementation(ok('news'))
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'log').mockImplementation(() => {})
    await worker.scheduled(controller, env, ctx)
    expect(calls).toEqual(['news'])
    expect(String(errors.mock.calls[0]?.[0])).toContain('scheduled rate refresh crashed')
  })

  it('a crashing news run is contained too (after the rates)', async () => {
    rates.mockImplementation(ok('rates'))
    news.mockRejectedValue(new Error('news exploded'))
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'log').mockImplementation(() => {})
    await expect(worker.scheduled(controller, env, ctx)).resolves.toBeUndefined()
    expect(calls).toEqual(['rates'])
    expect(String(errors.mock.calls[0]?.[0])).toContain('scheduled news refresh crashed')
  })
})
