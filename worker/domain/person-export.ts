/**
 * "Export everything we hold about this person", for a privacy access request: every row found
 * by the person's e-mail address (compared without case), as one JSON document the super admin
 * downloads and sends. Leads come whole (a chat lead's transcript is in its metadata), each with
 * its later inquiries, tasks and timeline (notes included); then the inquiries the person sent
 * that joined someone else's lead, the newsletter subscription, every consent given or withdrawn
 * (its consent records, with the words of each text),
 * the complaints and privacy requests with their history, and the e-mails sent to the address.
 * Rate alerts and renewal reminders belong to a device's push subscription and carry no address:
 * none can be found by e-mail, and the export says so.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm'
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core'
import type { Db } from '#worker/db/client.ts'
import {
  complianceCaseEvents,
  complianceCases,
  leadActivities,
  leadInquiries,
  leads,
  leadTasks,
  mailLog,
  newsletterSubscribers,
} from '#worker/db/schema/index.ts'
import { consentHistory } from '#worker/domain/consent-records.ts'

export const PERSON_EXPORT_VERSION = 2

const NOT_BY_EMAIL =
  'Rate alerts and renewal reminders are kept per device (a push subscription), with no e-mail address: none can be found for a person.'

const lowerEq = (column: SQLiteColumn, email: string) => sql`lower(${column}) = ${email}`

export async function exportPerson(db: Db, rawEmail: string, now: Date) {
  const email = rawEmail.trim().toLowerCase()
  const [leadRows, inquiryRows, subscriberRows, caseRows, mailRows, consents] = await db.batch([
    db.select().from(leads).where(lowerEq(leads.clientEmail, email)).orderBy(asc(leads.createdAt)),
    db
      .select()
      .from(leadInquiries)
      .where(lowerEq(leadInquiries.clientEmail, email))
      .orderBy(asc(leadInquiries.createdAt)),
    db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)),
    db.select().from(complianceCases).where(eq(complianceCases.email, email)).orderBy(asc(complianceCases.receivedAt)),
    db
      .select({
        kind: mailLog.kind,
        subject: mailLog.subject,
        state: mailLog.state,
        createdAt: mailLog.createdAt,
        sentAt: mailLog.sentAt,
      })
      .from(mailLog)
      .where(lowerEq(mailLog.to, email))
      .orderBy(asc(mailLog.createdAt)),
    consentHistory(db, email),
  ])
  const leadIds = leadRows.map((l) => l.id)
  const caseIds = caseRows.map((c) => c.id)
  const [tasks, activities, ownInquiries, caseEvents] =
    leadIds.length > 0 || caseIds.length > 0
      ? await db.batch([
          db
            .select()
            .from(leadTasks)
            .where(inArray(leadTasks.leadId, leadIds.length > 0 ? leadIds : ['']))
            .orderBy(asc(leadTasks.createdAt)),
          db
            .select()
            .from(leadActivities)
            .where(inArray(leadActivities.leadId, leadIds.length > 0 ? leadIds : ['']))
            .orderBy(asc(leadActivities.createdAt)),
          db
            .select()
            .from(leadInquiries)
            .where(inArray(leadInquiries.leadId, leadIds.length > 0 ? leadIds : ['']))
            .orderBy(asc(leadInquiries.createdAt)),
          db
            .select()
            .from(complianceCaseEvents)
            .where(inArray(complianceCaseEvents.caseId, caseIds.length > 0 ? caseIds : ['']))
            .orderBy(asc(complianceCaseEvents.at)),
        ])
      : [[], [], [], []]

  const byLead = <T extends { leadId: string }>(rows: T[], id: string) => rows.filter((r) => r.leadId === id)
  return {
    exportVersion: PERSON_EXPORT_VERSION,
    email,
    generatedAt: now.toISOString(),
    leads: leadRows.map((l) => ({
      ...l,
      inquiries: byLead(ownInquiries, l.id),
      tasks: byLead(tasks, l.id),
      timeline: byLead(activities, l.id),
    })),
    inquiriesOnOtherLeads: inquiryRows.filter((q) => !leadIds.includes(q.leadId)),
    newsletter: subscriberRows.map(({ unsubscribeToken: _token, ...s }) => s),
    consents,
    complaintsAndPrivacyRequests: caseRows.map(({ submissionHash: _hash, ...c }) => ({
      ...c,
      history: caseEvents.filter((e) => e.caseId === c.id),
    })),
    emailsSent: mailRows,
    notFoundByEmail: NOT_BY_EMAIL,
  }
}

export type PersonExport = Awaited<ReturnType<typeof exportPerson>>
