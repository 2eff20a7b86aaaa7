import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NEWSLETTER_CONSENT } from '#shared/constants/public-forms.ts'
import type { LeadBatchResponse, LeadPayloadInput, LeadSubmission } from '#shared/schemas/leads.ts'
import type { OfflineClient } from './client'
import { DeviceDb } from './db'
import { createOutbox, type OutboxTransport, RetryableTransportError } from './outbox'
import { createLeadSender, type LeadNotices } from './send-lead'

const UUIDV7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

function quote(email = 'jane@example.ca'): LeadPayloadInput<'quote'> {
  return {
    type: 'rate_quote',
    source: 'mortgage_calculator',
    client_name: 'Jane Doe',
    client_email: email,
    client_phone: null,
    agent_id: null,
    metadata: {
      price: 500_000,
      downPayment: 50_000,
      location: 'Ontario',
      amortization: 25,
      mortgageRate: 3.94,
      paymentFrequency: 'monthly',
      calculations: {
        cmhcInsurance: 13_950,
        totalMortgage: 463_950,
        periodicPayment: 2_425.4,
        totalPayments: 727_620,
        totalInterest: 263_670,
        payoffYears: 25,
      },
    },
  }
}

const CONFLICT = {
  code: 'conflict',
  message: 'This submission id was already used for different details; nothing was changed. Send the form again.',
  fields: { id: 'Already used for a submission with different details' },
}

function newsletter(email = 'jane@example.ca'): LeadPayloadInput<'newsletter'> {
  return {
    type: 'contact',
    source: 'newsletter',
    client_email: email,
    consent: { granted: true, text_version: NEWSLETTER_CONSENT.version, granted_at: '2026-11-27T15:00:00.000Z' },
    metadata: { subscribed_to: 'newsletter' },
  }
}

/**
 * The server: stores each id once; refuses emails at blocked.example; a newsletter sign-up for
 * an address on the list answers 'already subscribed' and stores nothing; can be down.
 */
class FakeServer implements OutboxTransport {
  stored = new Map<string, LeadSubmission>()
  subscribed = new Set<string>()
  down = false
  async sendBatch(entries: LeadSubmission[]): Promise<LeadBatchResponse> {
    if (this.down) throw new RetryableTransportError('Network error')
    return {
      results: entries.map((entry) => {
        const email = (entry.payload as { client_email?: string }).client_email ?? ''
        if (email.endsWith('@blocked.example')) {
          return {
            id: entry.id,
            outcome: 'rejected' as const,
            error: { code: 'validation_failed', message: 'Email domain not accepted' },
          }
        }
        if (entry.kind === 'newsletter' && !this.stored.has(entry.id)) {
          if (this.subscribed.has(email))
            return { id: entry.id, outcome: 'duplicate' as const, status: 'new', alreadySubscribed: true as const }
          this.subscribed.add(email)
        }
        const held = this.stored.get(entry.id)
        // Other details under a stored id: refused, the stored copy kept (as the real server does).
        if (held && JSON.stringify(held.payload) !== JSON.stringify(entry.payload)) {
          return { id: entry.id, outcome: 'rejected' as const, error: CONFLICT }
        }
        const duplicate = held !== undefined
        this.stored.set(entry.id, entry)
        return { id: entry.id, outcome: duplicate ? ('duplicate' as const) : ('ok' as const), status: 'new' }
      }),
    }
  }
  async sendMutation(): Promise<never> {
    throw new Error('not used')
  }
  async sendDealMutation(): Promise<never> {
    throw new Error('not used')
  }
  async sendWorkMutation(): Promise<never> {
    throw new Error('not used')
  }
}

class FakeWindow {
  private listeners = new Set<() => void>()
  addEventListener(_type: string, listener: () => void) {
    this.listeners.add(listener)
  }
  removeEventListener(_type: string, listener: () => void) {
    this.listeners.delete(listener)
  }
  goOnline() {
    for (const l of [...this.listeners]) l()
  }
  get count() {
    return this.listeners.size
  }
}

const dbs: DeviceDb[] = []
afterEach(async () => {
  for (const db of dbs.splice(0)) {
    db.close()
    await db.delete()
  }
  vi.useRealTimers()
})

function setup() {
  const db = new DeviceDb(`submit-lead-${Math.random().toString(36).slice(2)}`)
  dbs.push(db)
  const server = new FakeServer()
  let online = true
  const outbox = createOutbox({
    db,
    transport: server,
    locks: null,
    storage: null,
    isOnline: () => online,
    log: () => undefined,
  })
  const client: OfflineClient = { db, outbox }
  const win = new FakeWindow()
  const send = createLeadSender({
    getClient: async () => client,
    isOnline: () => online,
    events: win,
    waitMs: 2_000,
    recheckMs: 50,
  })
  const notices = { delivered: vi.fn(), failed: vi.fn() } satisfies LeadNotices
  return { db, server, client, win, send, notices, setOnline: (v: boolean) => (online = v) }
}

const until = async (check: () => boolean | Promise<boolean>, ms = 2_000) => {
  const end = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 10))
  }
}

describe('through the outbox', () => {
  it('reports "sent" once the server stored it, exactly one row', async () => {
    const { send, server, notices, db } = setup()
    await expect(send('quote', quote(), notices)).resolves.toEqual({ status: 'sent' })
    expect(server.stored.size).toBe(1)
    const [entry] = await db.outbox.toArray()
    expect(entry?.status).toBe('sent')
    expect(entry?.id).toMatch(UUIDV7)
    expect(server.stored.has(entry!.id)).toBe(true)
    expect(notices.delivered).not.toHaveBeenCalled()
  })

  it("returns the server's reason for a refusal and drops the refused copy", async () => {
    const { send, notices, db } = setup()
    await expect(send('quote', quote('jane@blocked.example'), notices)).resolves.toMatchObject({
      status: 'rejected',
      message: 'Email domain not accepted',
    })
    expect(await db.outbox.count()).toBe(0)
  })

  it('refuses an invalid payload with field messages and saves nothing', async () => {
    const { send, notices, db } = setup()
    const outcome = await send('quote', { ...quote(), client_email: 'not-an-email' }, notices)
    expect(outcome.status).toBe('invalid')
    expect(outcome.status === 'invalid' && Object.keys(outcome.fields)).toContain('client_email')
    expect(await db.outbox.count()).toBe(0)
  })

  it('a second newsletter sign-up for one address is answered "already subscribed", online or queued', async () => {
    const { send, server, notices, setOnline, win } = setup()
    await expect(send('newsletter', newsletter(), notices)).resolves.toEqual({ status: 'sent' })
    await expect(send('newsletter', newsletter(), notices)).resolves.toEqual({
      status: 'sent',
      alreadySubscribed: true,
    })
    setOnline(false)
    await expect(send('newsletter', newsletter(), notices)).resolves.toEqual({ status: 'queued', onDevice: true })
    setOnline(true)
    win.goOnline()
    await until(() => notices.delivered.mock.calls.length === 1)
    expect(notices.delivered).toHaveBeenCalledWith({ alreadySubscribed: true })
    expect(server.stored.size).toBe(1)
  })

  it('keeps it on the device while offline and announces the delivery once back online', async () => {
    const { send, notices, server, setOnline, win } = setup()
    setOnline(false)
    await expect(send('quote', quote(), notices)).resolves.toEqual({ status: 'queued', onDevice: true })
    expect(server.stored.size).toBe(0)
    setOnline(true)
    win.goOnline()
    await until(() => notices.delivered.mock.calls.length === 1)
    expect(server.stored.size).toBe(1)
    expect(notices.failed).not.toHaveBeenCalled()
    // The watcher stops once nothing is left to watch.
    await until(() => win.count === 0)
  })

  it('calls a transient failure "queued" and delivers on a later flush', async () => {
    const { send, notices, server, client } = setup()
    server.down = true
    await expect(send('quote', quote(), notices)).resolves.toEqual({ status: 'queued', onDevice: true })
    server.down = false
    // Backoff makes the entry due later: make it due now and flush, as the scheduler would.
    await client.db.outbox.toCollection().modify({ nextAttemptAt: 0 })
    await client.outbox.flush()
    await until(() => notices.delivered.mock.calls.length === 1)
    expect(server.stored.size).toBe(1)
  })

  it('announces a refusal that arrives after the form said "queued"', async () => {
    const { send, notices, setOnline, win } = setup()
    setOnline(false)
    await send('quote', quote('late@blocked.example'), notices)
    setOnline(true)
    win.goOnline()
    await until(() => notices.failed.mock.calls.length === 1)
    expect(notices.failed).toHaveBeenCalledWith('Email domain not accepted')
    expect(notices.delivered).not.toHaveBeenCalled()
  })
})

describe('a submission id the server holds for other details', () => {
  it('is announced as refused with the reason, leaves the queue, and the stored copy stays', async () => {
    const { send, notices, setOnline, win, server, db } = setup()
    setOnline(false)
    await send('quote', quote('first@example.ca'), notices)
    const [entry] = await db.outbox.toArray()
    const held = { id: entry!.id, kind: 'quote', payload: quote('held@example.ca') } as LeadSubmission
    server.stored.set(entry!.id, held)
    setOnline(true)
    win.goOnline()
    await until(() => notices.failed.mock.calls.length === 1, 5_000)
    expect(notices.failed).toHaveBeenCalledWith(CONFLICT.message)
    await until(async () => (await db.outbox.count()) === 0)
    expect(server.stored.get(entry!.id)).toBe(held)
    expect(notices.delivered).not.toHaveBeenCalled()
  })
})

describe('without IndexedDB (direct POST)', () => {
  function direct(status: number, body: unknown = { id: 'x', outcome: 'ok', status: 'new' }) {
    let online = true
    const win = new FakeWindow()
    const fetchImpl = vi.fn(
      async (_url: string | URL | Request, _init?: RequestInit) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    )
    const send = createLeadSender({
      getClient: async () => null,
      fetch: fetchImpl as typeof fetch,
      isOnline: () => online,
      events: win,
      recheckMs: 50,
    })
    const notices = { delivered: vi.fn(), failed: vi.fn() } satisfies LeadNotices
    return { send, fetchImpl, notices, win, setOnline: (v: boolean) => (online = v) }
  }

  it('posts { id, kind, payload } to /api/leads', async () => {
    const { send, fetchImpl, notices } = direct(201)
    await expect(send('quote', quote(), notices)).resolves.toEqual({ status: 'sent' })
    expect(fetchImpl).toHaveBeenCalledTimes(1)
    const [url, init] = fetchImpl.mock.calls[0]!
    expect(url).toBe('/api/leads')
    expect(init?.method).toBe('POST')
    const body = JSON.parse(String(init?.body)) as { id: string; kind: string; payload: { client_email: string } }
    expect(body.id).toMatch(UUIDV7)
    expect(body.kind).toBe('quote')
    expect(body.payload.client_email).toBe('jane@example.ca')
  })

  it("passes on the server's 'already subscribed'", async () => {
    const { send, notices } = direct(200, { id: 'x', outcome: 'duplicate', status: 'new', alreadySubscribed: true })
    await expect(send('newsletter', newsletter(), notices)).resolves.toEqual({
      status: 'sent',
      alreadySubscribed: true,
    })
  })

  it("passes on the server's refusal", async () => {
    const { send, notices } = direct(400, {
      error: {
        code: 'validation_failed',
        message: 'Invalid lead submission',
        fields: { 'payload.client_email': 'Bad' },
      },
    })
    await expect(send('quote', quote(), notices)).resolves.toEqual({
      status: 'rejected',
      message: 'Invalid lead submission',
      fields: { 'payload.client_email': 'Bad' },
    })
  })

  it('waits until online, then posts once and announces it', async () => {
    const { send, fetchImpl, notices, win, setOnline } = direct(201)
    setOnline(false)
    await expect(send('quote', quote(), notices)).resolves.toEqual({ status: 'queued', onDevice: false })
    expect(fetchImpl).not.toHaveBeenCalled()
    setOnline(true)
    win.goOnline()
    await until(() => notices.delivered.mock.calls.length === 1)
    await new Promise((r) => setTimeout(r, 120))
    expect(fetchImpl).toHaveBeenCalledTimes(1)
    expect(win.count).toBe(0)
  })

  it.each([503, 408, 429])(
    'HTTP %i means "try later": queued, then delivered once the server takes it',
    async (status) => {
      const { send, fetchImpl, notices } = direct(201)
      fetchImpl.mockImplementationOnce(
        async () => new Response(JSON.stringify({ error: { code: 'unavailable', message: 'Busy' } }), { status }),
      )
      await expect(send('quote', quote(), notices)).resolves.toEqual({ status: 'queued', onDevice: false })
      await until(() => notices.delivered.mock.calls.length === 1)
      expect(fetchImpl).toHaveBeenCalledTimes(2)
      expect(notices.failed).not.toHaveBeenCalled()
    },
  )

  it('any other 4xx, 401 included, is a refusal (a visitor has no session to renew)', async () => {
    const { send, fetchImpl, notices } = direct(401, { error: { code: 'unauthorized', message: 'Not allowed' } })
    await expect(send('quote', quote(), notices)).resolves.toEqual({
      status: 'rejected',
      message: 'Not allowed',
      fields: {},
    })
    expect(fetchImpl).toHaveBeenCalledTimes(1)
  })

  it("a 409 (the id holds other details) is a refusal with the server's reason, not retried", async () => {
    const { send, fetchImpl, notices } = direct(409, { error: CONFLICT })
    await expect(send('quote', quote(), notices)).resolves.toEqual({
      status: 'rejected',
      message: CONFLICT.message,
      fields: CONFLICT.fields,
    })
    expect(fetchImpl).toHaveBeenCalledTimes(1)
  })

  it('validates before posting', async () => {
    const { send, fetchImpl, notices } = direct(201)
    const outcome = await send('quote', { ...quote(), client_name: '' }, notices)
    expect(outcome.status).toBe('invalid')
    expect(fetchImpl).not.toHaveBeenCalled()
  })
})
