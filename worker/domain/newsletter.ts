import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm'
import { base64url } from 'jose'
import type { NewsletterLeadPayload } from '#shared/schemas/leads.ts'
import type { Db } from '#worker/db/client.ts'
import { newsletterSubscribers } from '#worker/db/schema/index.ts'
import { unsubscribeWithdrawal } from './consent-records'

/**
 * Newsletter subscribers: every newsletter submission is a lead (its own row in leads); the
 * subscriber list is kept apart, one row per address, with the CASL consent (text version and
 * time) and an unsubscribe token. Subscribing again while subscribed changes nothing (the first
 * consent stays on record); subscribing after unsubscribing starts a new consent.
 */

/** 32 random bytes, base64url: 43 characters (UNSUBSCRIBE_TOKEN_PATTERN). */
function newUnsubscribeToken(): string {
  return base64url.encode(crypto.getRandomValues(new Uint8Array(32)))
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

/**
 * Which of `emails` are on the list now (subscribed, not unsubscribed), by their normalized form:
 * a new sign-up for one of them is the same subscription, and stores nothing. A query to run in
 * the caller's batch of reads (at least one address).
 */
export function subscribedAddresses(db: Db, emails: readonly string[]) {
  return db
    .select({ email: newsletterSubscribers.email })
    .from(newsletterSubscribers)
    .where(
      and(
        inArray(newsletterSubscribers.email, emails.map(normalizeEmail)),
        isNull(newsletterSubscribers.unsubscribedAt),
      ),
    )
}

/**
 * Adds the address, in one statement. A new newsletter lead (`resubscribe`) also re-subscribes
 * an address that unsubscribed, with the new consent; a replayed one (an earlier attempt may
 * have stored the lead and then failed) only makes sure the subscriber exists, never
 * re-subscribing someone who unsubscribed since. Subscribed already: nothing changes either way.
 */
export async function subscribeToNewsletter(
  db: Db,
  lead: { id: string; payload: NewsletterLeadPayload },
  { resubscribe, now = new Date() }: { resubscribe: boolean; now?: Date },
): Promise<void> {
  const { consent } = lead.payload
  const insert = db.insert(newsletterSubscribers).values({
    email: normalizeEmail(lead.payload.client_email),
    leadId: lead.id,
    unsubscribeToken: newUnsubscribeToken(),
    consentVersion: consent.text_version,
    consentAt: new Date(consent.granted_at),
    subscribedAt: now,
  })
  if (!resubscribe) {
    await insert.onConflictDoNothing({ target: newsletterSubscribers.email })
    return
  }
  await insert.onConflictDoUpdate({
    target: newsletterSubscribers.email,
    set: {
      leadId: lead.id,
      consentVersion: sql`excluded.consent_version`,
      consentAt: sql`excluded.consent_at`,
      subscribedAt: sql`excluded.subscribed_at`,
      unsubscribedAt: null,
    },
    setWhere: isNotNull(newsletterSubscribers.unsubscribedAt),
  })
}

/**
 * Takes the token's address off the list, recording the withdrawal in the same batch
 * (./consent-records). Idempotent: a second call answers `unsubscribed` again and keeps the
 * first time (and its one record). `unknown` when no subscriber has the token.
 */
export async function unsubscribeFromNewsletter(
  db: Db,
  token: string,
  now = new Date(),
): Promise<'unsubscribed' | 'unknown'> {
  const [updated, , existing] = await db.batch([
    db
      .update(newsletterSubscribers)
      .set({ unsubscribedAt: now })
      .where(and(eq(newsletterSubscribers.unsubscribeToken, token), isNull(newsletterSubscribers.unsubscribedAt)))
      .returning({ id: newsletterSubscribers.id }),
    unsubscribeWithdrawal(db, token, now),
    db
      .select({ id: newsletterSubscribers.id })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.unsubscribeToken, token)),
  ])
  return updated.length > 0 || existing.length > 0 ? 'unsubscribed' : 'unknown'
}
