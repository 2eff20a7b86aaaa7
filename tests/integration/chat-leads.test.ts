// One lead per chat conversation (docs/decisions/056-chat-lead-upsert.md): the chat
// sends its session's lead again, as a new outbox entry, whenever the visitor's details change.
import { eq, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { afterAll, describe, expect, it } from 'vitest'
import type { LeadBatchResponse, LeadPayloadInput } from '#shared/schemas/leads.ts'
import { leads } from '#worker/db/schema/index.ts'
import { baseUrl, call, callUntilAnswered, testDb } from './helpers'
import { postInit, validPayload } from './leads-fixtures'

const { db, client } = testDb()
afterAll(() => client.close())

const origin = () => new URL(baseUrl()).origin
const submit = (body: unknown) => call('/api/leads', postInit(body, origin()))
const submitBatch = (entries: unknown[]) => call('/api/leads/batch', postInit({ entries }, origin()))

type ChatPayload = LeadPayloadInput<'chat'>

/** The chat's lead for a session at a moment of the conversation, as a new outbox entry. */
function chatEntry(
  sessionId: string,
  at: string,
  details: { name?: string; email?: string; phone?: string; value?: number } = {},
) {
  const base = validPayload('chat')
  const payload: ChatPayload = {
    ...base,
    client_name: details.name ?? 'Anonymous Lead',
    client_email: details.email ?? null,
    client_phone: details.phone ?? '416-555-0199',
    message: {
      conversation: [...base.message.conversation, { role: 'user', content: `at ${at}` }],
      last_interaction: at,
    },
    metadata: { ...base.metadata, chat_session_id: sessionId, property_value: details.value ?? null },
  }
  return { id: uuidv7(), kind: 'chat' as const, payload }
}

async function leadsOfSession(sessionId: string) {
  return db.select().from(leads).where(sql`json_extract(${leads.metadata}, '$.chat_session_id') = ${sessionId}`)
}

describe('chat leads: one lead per chat_session_id', () => {
  it('later details update the same lead (name, email, value, conversation); version moves', async () => {
    const sessionId = `s_${uuidv7()}`
    const first = chatEntry(sessionId, '2026-03-01T10:00:00.000Z')
    const res1 = await submit(first)
    expect(res1.status).toBe(201)
    expect(await res1.json()).toEqual({ id: first.id, outcome: 'ok', status: 'new' })

    const second = chatEntry(sessionId, '2026-03-01T10:02:00.000Z', {
      name: 'Sam Lee',
      email: 'sam.lee@example.com',
      value: 820000,
    })
    const res2 = await submit(second)
    expect(res2.status).toBe(201)
    expect(await res2.json()).toEqual({ id: second.id, outcome: 'ok', status: 'new' })

    const rows = await leadsOfSession(sessionId)
    expect(rows).toHaveLength(1)
    const [row] = rows
    expect(row).toMatchObject({
      id: first.id,
      clientName: 'Sam Lee',
      clientEmail: 'sam.lee@example.com',
      clientPhone: '+14165550199',
      version: 2,
      status: 'new',
    })
    expect(row?.metadata).toMatchObject({ property_value: 820000, chat_session_id: sessionId })
    expect(JSON.parse(row!.message!)).toMatchObject({ last_interaction: '2026-03-01T10:02:00.000Z' })
  })

  it('an older entry arriving late, or a replay, changes nothing and is answered duplicate', async () => {
    const sessionId = `s_${uuidv7()}`
    const first = chatEntry(sessionId, '2026-03-02T10:00:00.000Z')
    const newer = chatEntry(sessionId, '2026-03-02T10:05:00.000Z', { name: 'Ava Chen' })
    const older = chatEntry(sessionId, '2026-03-02T10:03:00.000Z', { name: 'Old Name' })
    expect((await submit(first)).status).toBe(201)
    expect((await submit(newer)).status).toBe(201)

    const late = await submit(older)
    expect(late.status).toBe(200)
    expect(await late.json()).toEqual({ id: older.id, outcome: 'duplicate', status: 'new' })
    for (const replay of [first, newer]) {
      const res = await submit(replay)
      expect(res.status).toBe(200)
      expect(((await res.json()) as { outcome: string }).outcome).toBe('duplicate')
    }
    const rows = await leadsOfSession(sessionId)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ id: first.id, clientName: 'Ava Chen', version: 2 })
  })

  it('10 concurrent posts of one session (distinct entries, and repeats of each) → exactly one lead, newest details', async () => {
    const sessionId = `s_${uuidv7()}`
    const entries = Array.from({ length: 5 }, (_, i) =>
      chatEntry(sessionId, `2026-03-03T10:0${i}:00.000Z`, { name: `Name ${i}` }),
    )
    const responses = await Promise.all(
      [...entries, ...entries].map((e) => callUntilAnswered('/api/leads', postInit(e, origin()))),
    )
    for (const res of responses) expect([200, 201]).toContain(res.status)
    const rows = await leadsOfSession(sessionId)
    expect(rows).toHaveLength(1)
    expect(rows[0]?.clientName).toBe('Name 4')
    expect(entries.map((e) => e.id)).toContain(rows[0]?.id)
  })

  it('entries of one session in one outbox batch and in concurrent batches → one lead', async () => {
    const sessionId = `s_${uuidv7()}`
    const a = chatEntry(sessionId, '2026-03-04T10:00:00.000Z')
    const b = chatEntry(sessionId, '2026-03-04T10:01:00.000Z', { email: 'b@example.com' })
    const c = chatEntry(sessionId, '2026-03-04T10:02:00.000Z', { email: 'c@example.com' })
    const res = await submitBatch([a, b])
    const body = (await res.json()) as LeadBatchResponse
    expect(body.results.map((r) => r.outcome)).toEqual(['ok', 'ok'])
    await Promise.all([submitBatch([b, c]), submitBatch([c, a]), submitBatch([a, b, c])])
    const rows = await leadsOfSession(sessionId)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ id: a.id, clientEmail: 'c@example.com' })
  })

  it('two sessions stay two leads; a staff status change survives a later chat update', async () => {
    const s1 = `s_${uuidv7()}`
    const s2 = `s_${uuidv7()}`
    const e1 = chatEntry(s1, '2026-03-05T10:00:00.000Z')
    const e2 = chatEntry(s2, '2026-03-05T10:00:00.000Z')
    await Promise.all([submit(e1), submit(e2)])
    expect(await leadsOfSession(s1)).toHaveLength(1)
    expect(await leadsOfSession(s2)).toHaveLength(1)

    await db.update(leads).set({ status: 'contacted' }).where(eq(leads.id, e1.id))
    const later = await submit(chatEntry(s1, '2026-03-05T10:09:00.000Z', { name: 'Later Name' }))
    expect(await later.json()).toMatchObject({ outcome: 'ok', status: 'contacted' })
    expect((await leadsOfSession(s1))[0]).toMatchObject({ status: 'contacted', clientName: 'Later Name' })
  })

  it('an invalid chat entry (control character in the conversation) is a 400 naming the field; nothing stored', async () => {
    const sessionId = `s_${uuidv7()}`
    const bad = chatEntry(sessionId, '2026-03-06T10:00:00.000Z')
    bad.payload.message.conversation[0] = { role: 'user', content: 'bad \u0007 bell' }
    const res = await submit(bad)
    expect(res.status).toBe(400)
    expect(JSON.stringify(await res.json())).toContain('payload.message.conversation.0.content')
    expect(await leadsOfSession(sessionId)).toHaveLength(0)
  })
})
