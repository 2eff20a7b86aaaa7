/**
 * Provable consent through the running worker (workerd + sqld): a form's consent is recorded in
 * the batch that stores its lead, once however often it is replayed; the unsubscribe link and a
 * staff member's "client asked to stop marketing" record withdrawals and take the address off the
 * newsletter at once; the exports say which consent each row holds; the migration's backfill.
 */
import { readFileSync } from 'node:fs'
import { and, eq, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_IDS } from '#scripts/seed-data.ts'
import { CONTACT_CONSENT, NEWSLETTER_CONSENT } from '#shared/constants/public-forms.ts'
import type { LeadWorkResponse } from '#shared/leads/lead-work.ts'
import {
  auditLog,
  consentRecords,
  consentTexts,
  leadActivities,
  leads,
  newsletterSubscribers,
} from '#worker/db/schema/index.ts'
import { type SignedIn, signInAs } from './auth-helpers'
import { baseUrl, call, testDb } from './helpers'
import { postInit, submissionOf, validPayload } from './leads-fixtures'

const { db, client } = testDb()
afterAll(() => client.close())
const origin = () => new URL(baseUrl()).origin
const submit = (body: unknown) => call('/api/leads', postInit(body, origin()))
const submitBatch = (entries: unknown[]) => call('/api/leads/batch', postInit({ entries }, origin()))

let agent: SignedIn
let superAdmin: SignedIn
beforeAll(async () => {
  agent = await signInAs('agent')
  superAdmin = await signInAs('super_admin')
})

const recordsOf = (email: string) =>
  db.select().from(consentRecords).where(eq(consentRecords.email, email.toLowerCase())).orderBy(consentRecords.id)
const emailOf = (s: { payload: unknown }) => (s.payload as { client_email: string }).client_email

function contact(agentId: string | null = null, page = '/contact') {
  const payload = validPayload('contact', { agentId })
  return submissionOf('contact', {
    ...payload,
    client_email: `Consent.${uuidv7().slice(-12)}@Example.ca`,
    consent: { granted: true, text_version: CONTACT_CONSENT.version, granted_at: '2026-11-20T15:00:00.000Z' },
    metadata: { ...payload.metadata, context: { page } },
  })
}

const stop = (who: SignedIn, leadId: string, id = uuidv7()) =>
  call(`/api/leads/${leadId}/stop-marketing`, {
    method: 'POST',
    headers: { ...who.authHeaders, 'Idempotency-Key': id },
    body: JSON.stringify({ id }),
  })

describe('consent given on a form', () => {
  it('is recorded with the lead: who, purpose, version, when, page, form and how; once under replays', async () => {
    const s = contact(null, '/mortgage-options')
    expect((await submit(s)).status).toBe(201)
    expect((await submit(s)).status).toBe(200)
    const replay = await submitBatch([s, s])
    expect(replay.status).toBe(200)
    const rows = await recordsOf(emailOf(s))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      key: `lead:${s.id}:marketing-email`,
      leadId: s.id,
      purpose: 'marketing-email',
      action: 'granted',
      textVersion: CONTACT_CONSENT.version,
      page: '/mortgage-options',
      form: 'contact',
      method: 'web-form',
      backfilled: false,
    })
    expect(rows[0]?.at.toISOString()).toBe('2026-11-20T15:00:00.000Z')
  })

  it('a returning client’s inquiry is recorded on the lead it joined; a form without consent records none', async () => {
    const first = contact()
    await submit(first)
    const later = contact()
    ;(later.payload as { client_email: string }).client_email = emailOf(first)
    expect((await submit(later)).status).toBe(201)
    const rows = await recordsOf(emailOf(first))
    expect(rows.map((r) => [r.key, r.leadId])).toEqual([
      [`lead:${first.id}:marketing-email`, first.id],
      [`lead:${later.id}:marketing-email`, first.id],
    ])
    const quote = submissionOf('quote')
    await submit(quote)
    expect(await recordsOf(emailOf(quote))).toHaveLength(0)
  })

  it('the exact words of every text in use are kept by version', async () => {
    const texts = await db.select().from(consentTexts)
    expect(texts).toEqual(
      expect.arrayContaining([
        { version: CONTACT_CONSENT.version, purpose: 'marketing-email', text: CONTACT_CONSENT.text },
        { version: NEWSLETTER_CONSENT.version, purpose: 'newsletter', text: NEWSLETTER_CONSENT.text },
      ]),
    )
  })

  it('records cannot be changed or removed', async () => {
    const s = contact()
    await submit(s)
    await expect(
      db.update(consentRecords).set({ action: 'withdrawn' }).where(eq(consentRecords.leadId, s.id)),
    ).rejects.toThrow()
    await expect(db.delete(consentRecords).where(eq(consentRecords.leadId, s.id))).rejects.toThrow()
  })
})

describe('withdrawal', () => {
  it('the unsubscribe link records one withdrawal and takes the address off at once', async () => {
    const s = submissionOf('newsletter')
    await submit(s)
    const [sub] = await db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, emailOf(s)))
    const token = sub?.unsubscribeToken as string
    for (let i = 0; i < 2; i++)
      expect((await call('/api/newsletter/unsubscribe', postInit({ token }, origin()))).status).toBe(200)
    const rows = await recordsOf(emailOf(s))
    expect(rows.map((r) => [r.action, r.purpose, r.method])).toEqual([
      ['granted', 'newsletter', 'web-form'],
      ['withdrawn', 'newsletter', 'unsubscribe-link'],
    ])
    expect(rows[1]).toMatchObject({ subscriberId: sub?.id, page: '/newsletter/unsubscribe' })
  })

  it("the lead's agent records 'client asked to stop marketing': every purpose, off the list, audited, once", async () => {
    const s = contact(DEMO_IDS.agents.sarah)
    await submit(s)
    const email = emailOf(s).toLowerCase()
    const n = submissionOf('newsletter', { ...validPayload('newsletter'), client_email: email })
    await submit(n)
    const id = uuidv7()
    const res = await stop(agent, s.id, id)
    expect(res.status).toBe(200)
    expect(((await res.json()) as LeadWorkResponse).outcome).toBe('ok')
    expect(((await (await stop(agent, s.id, id)).json()) as LeadWorkResponse).outcome).toBe('duplicate')

    const withdrawn = (await recordsOf(email)).filter((r) => r.action === 'withdrawn')
    expect(withdrawn.map((r) => [r.purpose, r.method, r.actorUserId, r.leadId])).toEqual([
      ['marketing-email', 'staff-recorded', agent.session.user.id, s.id],
      ['newsletter', 'staff-recorded', agent.session.user.id, s.id],
    ])
    const [sub] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))
    expect(sub?.unsubscribedAt).toBeInstanceOf(Date)
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, 'consent_withdrawn'), eq(auditLog.targetId, s.id)))
    expect(audits).toHaveLength(1)
    expect(audits[0]?.actorUserId).toBe(agent.session.user.id)
    const notes = await db.select().from(leadActivities).where(eq(leadActivities.id, id))
    expect(notes[0]?.note).toMatch(/stop marketing/)
  })

  it("another agent's lead is a 404 and records nothing; a super admin records on any lead", async () => {
    const s = contact(DEMO_IDS.agents.marcus)
    await submit(s)
    expect((await stop(agent, s.id)).status).toBe(404)
    expect((await recordsOf(emailOf(s))).filter((r) => r.action === 'withdrawn')).toHaveLength(0)
    expect((await stop(superAdmin, s.id)).status).toBe(200)
    expect((await recordsOf(emailOf(s))).filter((r) => r.action === 'withdrawn')).toHaveLength(2)
    const bad = await call(`/api/leads/${s.id}/stop-marketing`, {
      method: 'POST',
      headers: superAdmin.authHeaders,
      body: JSON.stringify({ id: 'nope' }),
    })
    expect(bad.status).toBe(400)
    expect(JSON.stringify(await bad.json())).toContain('id')
  })
})

describe('exports', () => {
  it('the leads export says which consent each row holds; a formula-looking name stays text', async () => {
    const given = contact()
    const withdrawn = contact(DEMO_IDS.agents.sarah)
    await submitBatch([given, withdrawn])
    await db.update(leads).set({ clientName: '=HYPERLINK("http://x")' }).where(eq(leads.id, given.id))
    await stop(agent, withdrawn.id)
    const csvOf = async (q: string) => {
      const res = await call(`/api/admin/leads/export.csv?q=${encodeURIComponent(q)}`, {
        headers: superAdmin.authHeaders,
      })
      expect(res.status).toBe(200)
      return res.text()
    }
    const [header, row] = (await csvOf(emailOf(given))).split('\r\n')
    expect(header).toContain('"Marketing consent"')
    expect(row).toContain(`,"granted ${CONTACT_CONSENT.version} 2026-11-20",`)
    expect(row).toContain(`"'=HYPERLINK(""http://x"")"`)
    const [, other] = (await csvOf(emailOf(withdrawn))).split('\r\n')
    expect(other).toMatch(/,"withdrawn \d{4}-\d{2}-\d{2}",/)
  })

  it('the subscribers export has the column; the consent history CSV is the person’s records, escaped', async () => {
    const s = submissionOf('newsletter')
    await submit(s)
    const res = await call('/api/admin/newsletter/subscribers.csv', { headers: superAdmin.authHeaders })
    const lines = (await res.text()).split('\r\n')
    expect(lines[0]).toContain('"Marketing consent"')
    const line = lines.find((l) => l.includes(emailOf(s).toLowerCase()))
    expect(line).toContain(',"granted contact-v1 2026-01-05",')

    const c = contact(null, '=1+2')
    await submit(c)
    const history = await call(
      `/api/admin/compliance/consent-history.csv?email=${encodeURIComponent(emailOf(c).toUpperCase())}`,
      { headers: superAdmin.authHeaders },
    )
    expect(history.status).toBe(200)
    expect(history.headers.get('content-disposition')).toMatch(/consent-history-\d{4}-\d{2}-\d{2}\.csv/)
    const [head, first, rest] = (await history.text()).replace(/^\uFEFF/, '').split('\r\n')
    expect(head).toContain('"text"')
    expect(first).toContain(`"${CONTACT_CONSENT.text}"`)
    expect(first).toContain(`"'=1+2"`)
    expect(rest).toBe('')
    expect(
      (await call('/api/admin/compliance/consent-history.csv?email=a@b.ca', { headers: agent.authHeaders })).status,
    ).toBe(403)
  })
})

describe('the migration backfill', () => {
  it('turns consent columns into backfilled records under the application keys, once', async () => {
    const s = contact()
    await submit(s)
    const legacy = uuidv7()
    const email = `legacy.${legacy.slice(-12)}@example.ca`
    await db.insert(newsletterSubscribers).values({
      email,
      leadId: null,
      unsubscribeToken: `t${legacy.replace(/-/g, '')}`.padEnd(43, 'x'),
      consentVersion: NEWSLETTER_CONSENT.version,
      consentAt: new Date('2025-03-01T00:00:00Z'),
      subscribedAt: new Date('2025-03-01T00:00:00Z'),
      unsubscribedAt: new Date('2025-06-01T00:00:00Z'),
    })
    const migration = readFileSync(new URL('../../migrations/0027_consent-records.sql', import.meta.url), 'utf8')
    const backfill = migration
      .split('--> statement-breakpoint')
      .filter((st) => st.includes('INSERT OR IGNORE INTO `consent_records`'))
    expect(backfill).toHaveLength(4)
    for (let i = 0; i < 2; i++) for (const st of backfill) await db.run(sql.raw(st))
    expect(await recordsOf(emailOf(s))).toHaveLength(1)
    const rows = await recordsOf(email)
    expect(rows.map((r) => [r.action, r.method, r.backfilled, r.textVersion])).toEqual([
      ['granted', 'web-form', true, NEWSLETTER_CONSENT.version],
      ['withdrawn', 'unsubscribe-link', true, null],
    ])
  })
})
