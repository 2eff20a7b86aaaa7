import { asc, eq, gt } from 'drizzle-orm'
import { newsletterClientName } from '#shared/schemas/leads.ts'
import type { Db } from '#worker/db/client.ts'
import { runAsJob } from '#worker/db/request-gate.ts'
import { leads, newsletterSubscribers } from '#worker/db/schema/index.ts'
import type { CsvColumn } from '#worker/lib/csv.ts'
import { heldConsentSql } from './consent-records'

/**
 * The newsletter subscribers export: every subscriber, subscribed or not, with the
 * CASL record (consent text version and time) and the address of the public unsubscribe page
 * with the subscriber's token (app/routes/newsletter.unsubscribe.tsx reads `?token=`), so a
 * mailing tool can put the link in every message. Written with the project's one CSV writer
 * (worker/lib/csv.ts). docs/decisions/081-newsletter-subscribers-export.md.
 */

export const NEWSLETTER_EXPORT_PAGE = 500

export type SubscriberExportRow = {
  id: string
  email: string
  name: string | null
  subscribedAt: Date
  consentVersion: string
  consentAt: Date
  unsubscribedAt: Date | null
  unsubscribeToken: string
  heldConsent: string
}

/** The public page that asks for the one click (a GET must not unsubscribe: mail scanners open links). */
export const unsubscribeLink = (origin: string, token: string) =>
  `${origin}/newsletter/unsubscribe?${new URLSearchParams({ token })}`

export function subscriberExportColumns(origin: string): readonly CsvColumn<SubscriberExportRow>[] {
  return [
    { header: 'Email', value: (r) => r.email },
    // The sign-up asks only for the email; the lead's client_name is then the part before the @
    //, which is not a name: only a name someone entered since is exported.
    { header: 'Name', value: (r) => (r.name && r.name !== newsletterClientName(r.email) ? r.name : null) },
    { header: 'Subscribed at', value: (r) => r.subscribedAt },
    { header: 'Consent text version', value: (r) => r.consentVersion },
    { header: 'Consent given at', value: (r) => r.consentAt },
    { header: 'Status', value: (r) => (r.unsubscribedAt ? 'unsubscribed' : 'subscribed') },
    { header: 'Unsubscribed at', value: (r) => r.unsubscribedAt },
    // The latest consent recorded for the address, whatever withdrew it (./consent-records).
    { header: 'Marketing consent', value: (r) => r.heldConsent },
    { header: 'Unsubscribe link', value: (r) => unsubscribeLink(origin, r.unsubscribeToken) },
  ]
}

/** Pages of subscribers by email (keyset paging on the unique email index), each read under runAsJob. */
export function exportSubscriberPages(db: Db): () => Promise<SubscriberExportRow[] | null> {
  let last: string | null = null
  let done = false
  return async () => {
    if (done) return null
    const after: string | null = last
    const rows = await runAsJob(() =>
      db
        .select({
          id: newsletterSubscribers.id,
          email: newsletterSubscribers.email,
          name: leads.clientName,
          subscribedAt: newsletterSubscribers.subscribedAt,
          consentVersion: newsletterSubscribers.consentVersion,
          consentAt: newsletterSubscribers.consentAt,
          unsubscribedAt: newsletterSubscribers.unsubscribedAt,
          unsubscribeToken: newsletterSubscribers.unsubscribeToken,
          heldConsent: heldConsentSql(newsletterSubscribers.email),
        })
        .from(newsletterSubscribers)
        .leftJoin(leads, eq(leads.id, newsletterSubscribers.leadId))
        .where(after === null ? undefined : gt(newsletterSubscribers.email, after))
        .orderBy(asc(newsletterSubscribers.email))
        .limit(NEWSLETTER_EXPORT_PAGE),
    )
    if (rows.length < NEWSLETTER_EXPORT_PAGE) done = true
    last = rows.at(-1)?.email ?? last
    return rows.length === 0 ? null : rows
  }
}
