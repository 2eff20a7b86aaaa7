/**
 * The mail queue: a message is recorded in mail_log, then queued; the queue's consumer (the
 * worker's `queue` handler) sends it through the Email Service and records how it went. A send
 * that fails is retried by the queue (wrangler.toml: max_retries); after the last attempt the
 * message goes to the dead-letter queue, whose consumer marks it failed. A request that queues
 * mail never waits on, or fails because of, the sending.
 *
 * Exactly once: each message has an idempotency key (what it is for and to whom); a second
 * enqueue under the same key is nothing, and a message the queue delivers twice is sent once
 * (the consumer claims the row before sending and skips one already sent).
 */
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { MailLogEntry, MailState } from '#shared/schemas/mail.ts'
import type { Db } from '#worker/db/client.ts'
import { mailLog } from '#worker/db/schema/index.ts'
import { log } from '#worker/lib/log.ts'
import type { MailMessage } from './lead-messages'

/** What travels through the queue: the record's id and the message itself. */
export type MailJob = { mailId: string; message: MailMessage }

/** The producer side of the queue binding (a Cloudflare Queue). */
export type MailQueue = Pick<Queue<MailJob>, 'sendBatch'>

/** The Email Service's binding, as far as the consumer uses it. */
export type MailSender = { send(message: Parameters<SendEmail['send']>[0] & object): Promise<unknown> }

export type OutgoingMail = { idempotencyKey: string; leadId: string | null; message: MailMessage }

/** Longest error text kept with a record. */
const ERROR_MAX_CHARS = 300

/**
 * Records and queues the messages not recorded before (by idempotency key); returns how many
 * were queued. A queue that refuses them leaves them `failed` with the reason.
 */
export async function enqueueMail(db: Db, queue: MailQueue, mails: readonly OutgoingMail[], now = new Date()) {
  if (mails.length === 0) return 0
  const inserted = await db
    .insert(mailLog)
    .values(
      mails.map((m) => ({
        idempotencyKey: m.idempotencyKey,
        kind: m.message.kind,
        to: m.message.to.email,
        subject: m.message.subject,
        leadId: m.leadId,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing({ target: mailLog.idempotencyKey })
    .returning({ id: mailLog.id, idempotencyKey: mailLog.idempotencyKey })
  if (inserted.length === 0) return 0
  const byKey = new Map(mails.map((m) => [m.idempotencyKey, m.message]))
  const jobs = inserted.map((row) => ({ body: { mailId: row.id, message: byKey.get(row.idempotencyKey)! } }))
  try {
    await queue.sendBatch(jobs)
  } catch (error) {
    log.error('mail could not be queued', { count: jobs.length, error: String(error) })
    await db
      .update(mailLog)
      .set({ state: 'failed', lastError: errorText(error), updatedAt: new Date() })
      .where(
        inArray(
          mailLog.id,
          inserted.map((r) => r.id),
        ),
      )
    return 0
  }
  return jobs.length
}

/**
 * The Email Service delivers to real domains only; `.invalid` is reserved (RFC 2606) and never
 * delivers. The local simulation accepts any address, so refusing it here makes a failing send
 * (retries, then the dead-letter queue) the same locally as in production.
 */
export function undeliverable(email: string): boolean {
  return /\.invalid$/i.test(email.trim())
}

/** Sends one message through the binding; throws when the service refuses it. */
export async function sendMail(sender: MailSender, message: MailMessage): Promise<void> {
  if (undeliverable(message.to.email)) throw new Error('The recipient domain cannot receive mail (.invalid)')
  await sender.send({
    from: message.from.name ? { email: message.from.email, name: message.from.name } : message.from.email,
    to: message.to.name ? { email: message.to.email, name: message.to.name } : message.to.email,
    ...(message.replyTo
      ? {
          replyTo: message.replyTo.name
            ? { email: message.replyTo.email, name: message.replyTo.name }
            : message.replyTo.email,
        }
      : {}),
    subject: message.subject,
    text: message.text,
  })
}

/** A queue message as the consumer handles it (Cloudflare's Message, as far as used). */
export type MailDelivery = { body: MailJob; attempts: number; ack(): void; retry(): void }

/**
 * The consumer of the mail queue: sends each message once and records the outcome. A failed
 * send is marked `retried` and handed back to the queue, which tries again until its retries are
 * spent and then moves the message to the dead-letter queue (`deadLetters`).
 */
export async function deliverMail(db: Db, sender: MailSender, deliveries: readonly MailDelivery[]): Promise<void> {
  if (deliveries.length === 0) return
  // Claim the batch in one write: count an attempt for each message not sent already (a second
  // delivery of a sent one is acked), as one statement per queue batch, not two writes per
  // message (decision 235: in a burst of leads they were a third of the database's writes).
  const ids = [...new Set(deliveries.map((d) => d.body.mailId))]
  const claimed = new Set(
    (
      await db
        .update(mailLog)
        .set({ attempts: sql`${mailLog.attempts} + 1`, updatedAt: new Date() })
        .where(and(inArray(mailLog.id, ids), ne(mailLog.state, 'sent')))
        .returning({ id: mailLog.id })
    ).map((r) => r.id),
  )
  const sent: MailDelivery[] = []
  for (const delivery of deliveries) {
    const { mailId, message } = delivery.body
    // Not claimed (sent already), or a second copy in this batch: sent once.
    if (!claimed.delete(mailId)) {
      delivery.ack()
      continue
    }
    try {
      await sendMail(sender, message)
      sent.push(delivery)
    } catch (error) {
      log.warn('mail send failed', { mailId, attempt: delivery.attempts, error: errorText(error) })
      await markMail(db, mailId, 'retried', errorText(error))
      delivery.retry()
    }
  }
  if (sent.length === 0) return
  // Recorded sent together, then acked: should this write fail, the batch comes back and its
  // messages may go out twice (before, only the one whose write failed could).
  const now = new Date()
  await db
    .update(mailLog)
    .set({ state: 'sent', lastError: null, sentAt: now, updatedAt: now })
    .where(
      inArray(
        mailLog.id,
        sent.map((d) => d.body.mailId),
      ),
    )
  for (const delivery of sent) delivery.ack()
}

/** The dead-letter queue's consumer: every message in it failed its last attempt. */
export async function deadLetters(db: Db, deliveries: readonly MailDelivery[]): Promise<void> {
  const ids = deliveries.map((d) => d.body.mailId)
  if (ids.length > 0)
    await db
      .update(mailLog)
      .set({ state: 'failed', updatedAt: new Date() })
      .where(and(inArray(mailLog.id, ids), ne(mailLog.state, 'sent')))
  for (const d of deliveries) d.ack()
}

async function markMail(db: Db, mailId: string, state: MailState, lastError: string) {
  await db.update(mailLog).set({ state, lastError, updatedAt: new Date() }).where(eq(mailLog.id, mailId))
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  return text.slice(0, ERROR_MAX_CHARS)
}

/** The Mail tab's list: newest first, optionally one state. */
export async function listMail(db: Db, query: { state?: MailState; limit: number }): Promise<MailLogEntry[]> {
  const rows = await db
    .select()
    .from(mailLog)
    .where(query.state ? eq(mailLog.state, query.state) : undefined)
    .orderBy(desc(mailLog.createdAt), desc(mailLog.id))
    .limit(query.limit)
  return rows.map(({ idempotencyKey: _, ...r }) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
  }))
}
