import { afterEach, describe, expect, it, vi } from 'vitest'
import { sendAgentPageView } from './agent-page'

afterEach(() => vi.unstubAllGlobals())

describe('sendAgentPageView', () => {
  it('lets the answer go: a body left unread keeps the request open in the browser', async () => {
    let cancelled = false
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"ok":true}'))
      },
      cancel() {
        cancelled = true
      },
    })
    const fetch = vi.fn(async () => new Response(body, { status: 202 }))
    vi.stubGlobal('fetch', fetch)
    await sendAgentPageView('019b76da-a800-7002-8000-000000000002', '/agent/sarahchen')
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toContain(
      '/api/agents/019b76da-a800-7002-8000-000000000002/views',
    )
    expect(cancelled).toBe(true)
  })

  it('is best effort: a failed send is not the visitor’s problem', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    )
    await expect(sendAgentPageView('019b76da-a800-7002-8000-000000000002', '/agent/sarahchen')).resolves.toBeUndefined()
  })
})
