import { inArray } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { describe, expect, it } from 'vitest'
import { fileTestDb } from '#tests/support/rates-db.ts'
import type { Db } from '#worker/db/client.ts'
import { mailLog } from '#worker/db/schema/index.ts'
import { deliverMail, type MailDelivery, type MailSender } from './mail-queue'

let db: Db
fileTestDb((made) => {
  db = made
})

/** A mail_log row in `state`, and the queue message that delivers it. */
async function queued(to: string, state: 'queued' | 'sent' = 'queued') {
  const id = uuidv7()
  const now = new Date()
  await db.insert(mailLog).values({
    id,
    idempotencyKey: `test:${id}`,
    kind: 'new-lead',
    to,
    subject: 'A lead',
    state,
    createdAt: now,
    updatedAt: now,
  })
  const message = {
    kind: 'new-lead' as const,
    from: { email: 'leads@example.com' },
    to: { email: to },
    subject: 'A lead',
    text: 'Hello',
  }
  return { id, message }
}

function delivery(job: { id: string; message: Awaited<ReturnType<typeof queued>>['message'] }) {
  const outcome = { acked: false, retried: false }
  const d: MailDelivery = {
    body: { mailId: job.id, message: job.message },
    attempts: 1,
    ack: () => void (outcome.acked = true),
    retry: () => void (outcome.retried = true),
  }
  return { d, outcome }
}

describe('deliverMail (a queue batch)', () => {
  it('sends each claimed message once and records it sent; a sent one or a second copy is acked unsent; a refused send is retried', async () => {
    const a = await queued('a@example.com')
    const b = await queued('b@example.com')
    const already = await queued('c@example.com', 'sent')
    const refused = await queued('nobody@example.invalid')
    const sentTo: string[] = []
    const sender: MailSender = { send: async (m) => void sentTo.push(String((m as { to: unknown }).to)) }
    const batch = [delivery(a), delivery(already), delivery(b), delivery(a), delivery(refused)]

    await deliverMail(
      db,
      sender,
      batch.map((x) => x.d),
    )

    expect(sentTo.sort()).toEqual(['a@example.com', 'b@example.com'])
    expect(batch.map((x) => x.outcome)).toEqual([
      { acked: true, retried: false },
      { acked: true, retried: false },
      { acked: true, retried: false },
      { acked: true, retried: false },
      { acked: false, retried: true },
    ])
    const rows = await db
      .select({ id: mailLog.id, state: mailLog.state, attempts: mailLog.attempts, sentAt: mailLog.sentAt })
      .from(mailLog)
      .where(inArray(mailLog.id, [a.id, b.id, already.id, refused.id]))
    const byId = new Map(rows.map((r) => [r.id, r]))
    expect(byId.get(a.id)).toMatchObject({ state: 'sent', attempts: 1 })
    expect(byId.get(a.id)?.sentAt).toBeInstanceOf(Date)
    expect(byId.get(b.id)).toMatchObject({ state: 'sent', attempts: 1 })
    expect(byId.get(already.id)).toMatchObject({ state: 'sent', attempts: 0 })
    expect(byId.get(refused.id)).toMatchObject({ state: 'retried', attempts: 1 })
  })

  it('a second delivery of the batch sends nothing again', async () => {
    const a = await queued('again@example.com')
    const sentTo: string[] = []
    const sender: MailSender = { send: async (m) => void sentTo.push(String((m as { to: unknown }).to)) }
    await deliverMail(db, sender, [delivery(a).d])
    const second = delivery(a)
    await deliverMail(db, sender, [second.d])
    expect(sentTo).toEqual(['again@example.com'])
    expect(second.outcome).toEqual({ acked: true, retried: false })
  })
})
