/**
 * The public lead forms' server rules: the contact form's partner POST (to the TEST
 * SEAM tests/support/partner-contact-fixture.ts, which the worker is pointed at through
 * PARTNER_CONTACT_URL) and the newsletter's subscribers and unsubscribe link.
 */
import { asc, eq } from 'drizzle-orm'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { ROUTING_ACTORS } from '#shared/leads/routing.ts'
import type { LeadBatchResponse } from '#shared/schemas/leads.ts'
import { type PartnerPost, REFUSE_BROKER_CODE } from '#tests/support/partner-contact-fixture.ts'
import {
  leadActivities,
  leadInquiries,
  leadPartnerPosts,
  leads,
  newsletterSubscribers,
} from '#worker/db/schema/index.ts'
import { baseUrl, call, testDb } from './helpers'
import { CONSENT, postInit, submissionOf, validPayload } from './leads-fixtures'

const { db, client } = testDb()
afterAll(() => client.close())

const origin = () => new URL(baseUrl()).origin
const submit = (body: unknown) => call('/api/leads', postInit(body, origin()))
const submitBatch = (entries: unknown[]) => call('/api/leads/batch', postInit({ entries }, origin()))
const unsubscribe = (body: unknown) => call('/api/newsletter/unsubscribe', postInit(body, origin()))

/** What the partner fixture received for an email (it runs in the setup process). */
async function partnerPostsFor(email: string): Promise<PartnerPost[]> {
  const url = new URL('/__posts', inject('partnerContactUrl'))
  url.searchParams.set('email', email)
  return (await (await fetch(url)).json()) as PartnerPost[]
}

function contactWithCodes(brokerCode = 'LSM1234', extra: Partial<ReturnType<typeof validPayload<'contact'>>> = {}) {
  return submissionOf('contact', {
    ...validPayload('contact', { agentId: null }),
    broker_code: brokerCode,
    wpnonce: 'a1b2c3d4e5',
    ...extra,
  })
}

/** A phone as the partner receives it: 416-555-0123. */
const partnerPhone = (phone: string) => {
  const d = phone.replace(/\D/g, '').slice(-10)
  return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`
}

const emailOf = (s: { payload: unknown }) => (s.payload as { client_email: string }).client_email

describe('contact form: the partner network POST', () => {
  it('posts the spec fields form-urlencoded, once, and reports sent; a replay reports the stored outcome', async () => {
    const s = contactWithCodes('LSM1234', { metadata: { phoneType: 'Residential', postalCode: 'k1a0b1' } })
    const first = await submit(s)
    expect(first.status).toBe(201)
    expect(await first.json()).toEqual({ id: s.id, outcome: 'ok', status: 'new', partner: 'sent' })

    const posts = await partnerPostsFor(emailOf(s))
    expect(posts).toHaveLength(1)
    const p = s.payload as ReturnType<typeof validPayload<'contact'>>
    expect(posts[0]?.contentType).toMatch(/^application\/x-www-form-urlencoded/)
    expect(posts[0]?.fields).toEqual({
      firstName: 'Jane',
      lastName: p.last_name,
      email: p.client_email,
      phone: partnerPhone(p.client_phone),
      phoneType: '3',
      city: '',
      postalCode: 'K1A 0B1',
      comments: 'Please call me about a renewal.\nThanks!',
      casl: 'true',
      action: 'm3-boss-contact-form',
      brokerCode: 'LSM1234',
      wpnonce: 'a1b2c3d4e5',
    })

    // The outbox replays (a lost answer): one lead, one partner post, the same message.
    const again = await submitBatch([s, s])
    const { results } = (await again.json()) as LeadBatchResponse
    expect(results.map((r) => [r.outcome, r.partner])).toEqual([
      ['duplicate', 'sent'],
      ['duplicate', 'sent'],
    ])
    expect(await partnerPostsFor(emailOf(s))).toHaveLength(1)
    const [row] = await db.select().from(leadPartnerPosts).where(eq(leadPartnerPosts.leadId, s.id))
    expect(row).toMatchObject({ state: 'sent', httpStatus: 200 })
  })

  it('the same new lead twice in one batch is posted once', async () => {
    const s = contactWithCodes()
    const res = await submitBatch([s, s])
    const { results } = (await res.json()) as LeadBatchResponse
    expect(results.map((r) => [r.outcome, r.partner])).toEqual([
      ['ok', 'sent'],
      ['duplicate', 'sent'],
    ])
    expect(await partnerPostsFor(emailOf(s))).toHaveLength(1)
  })

  it('a partner failure keeps the lead and reports failed (also on replay, without a second post)', async () => {
    const s = contactWithCodes(REFUSE_BROKER_CODE)
    const res = await submit(s)
    expect(res.status).toBe(201)
    expect(await res.json()).toMatchObject({ outcome: 'ok', partner: 'failed' })
    const [lead] = await db.select().from(leads).where(eq(leads.id, s.id))
    expect(lead).toMatchObject({ type: 'contact', source: 'contact_form', status: 'new' })
    expect(await (await submit(s)).json()).toMatchObject({ outcome: 'duplicate', partner: 'failed' })
    expect(await partnerPostsFor(emailOf(s))).toHaveLength(1)
    const [row] = await db.select().from(leadPartnerPosts).where(eq(leadPartnerPosts.leadId, s.id))
    expect(row).toMatchObject({ state: 'failed', httpStatus: 500 })
  })

  it('without brokerCode or wpnonce nothing is posted and the answer says skipped', async () => {
    const noNonce = submissionOf('contact', {
      ...validPayload('contact', { agentId: null }),
      broker_code: 'LSM1234',
      wpnonce: '',
    })
    const res = await submit(noNonce)
    expect(await res.json()).toMatchObject({ outcome: 'ok', partner: 'skipped' })
    expect(await partnerPostsFor(emailOf(noNonce))).toHaveLength(0)
    const rows = await db.select().from(leadPartnerPosts).where(eq(leadPartnerPosts.leadId, noNonce.id))
    expect(rows).toHaveLength(0)
  })

  it("the partner outcome is a note on the lead's timeline for staff, once (not on a replay)", async () => {
    const sent = contactWithCodes()
    const skipped = submissionOf('contact', { ...validPayload('contact', { agentId: null }) })
    await submit(sent)
    await submit(skipped)
    await submit(skipped)
    const notes = async (leadId: string) =>
      (
        await db
          .select()
          .from(leadActivities)
          .where(eq(leadActivities.leadId, leadId))
          .orderBy(asc(leadActivities.createdAt), asc(leadActivities.id))
      ).map((a) => [a.kind, a.actorName, a.note])
    // The routing row (no agent: unassigned for triage; written after the answer, dated at the
    // lead's arrival), then the partner network's note.
    await expect
      .poll(() => notes(sent.id))
      .toEqual([
        ['assignment', ROUTING_ACTORS.triage, null],
        ['note', 'Partner network', 'Also submitted to Mortgage Alliance (external).'],
      ])
    await expect
      .poll(() => notes(skipped.id))
      .toEqual([
        ['assignment', ROUTING_ACTORS.triage, null],
        ['note', 'Partner network', 'Broker code or wpnonce not provided; skipped external submission.'],
      ])
  })

  it('a broker code that is not a token → 400 naming payload.broker_code, nothing stored or posted', async () => {
    const s = contactWithCodes('bad code&action=x')
    const res = await submit(s)
    expect(res.status).toBe(400)
    const body = (await res.json()) as { error: { fields: Record<string, string> } }
    expect(Object.keys(body.error.fields)).toEqual(['payload.broker_code'])
    expect(await db.select().from(leads).where(eq(leads.id, s.id))).toHaveLength(0)
    expect(await partnerPostsFor(emailOf(s))).toHaveLength(0)
  })

  it("a returning client's contact joins the open lead: not posted again, skipped, no note; a replay is one inquiry", async () => {
    const first = contactWithCodes()
    await submit(first)
    const back = contactWithCodes('LSM1234', {
      client_email: emailOf(first).toUpperCase(),
      client_phone: '+1 613 555 0000',
    })
    const res = await submitBatch([back])
    expect(((await res.json()) as LeadBatchResponse).results).toEqual([
      { id: back.id, outcome: 'ok', status: 'new', partner: 'skipped' },
    ])
    const replay = await submitBatch([back])
    expect(((await replay.json()) as LeadBatchResponse).results[0]).toMatchObject({ outcome: 'duplicate' })
    expect(await partnerPostsFor(emailOf(first))).toHaveLength(1)
    expect(await db.select().from(leads).where(eq(leads.id, back.id))).toHaveLength(0)
    expect(await db.select().from(leadInquiries).where(eq(leadInquiries.leadId, first.id))).toHaveLength(1)
    const timeline = await db.select().from(leadActivities).where(eq(leadActivities.leadId, first.id))
    // The first contact's routing row, its partner note, and the returning inquiry: no second note.
    expect(timeline.map((a) => a.kind).sort()).toEqual(['assignment', 'inquiry', 'note'])
  })

  it('other lead kinds carry no partner outcome', async () => {
    const s = submissionOf('become-broker')
    expect(await (await submit(s)).json()).toEqual({ id: s.id, outcome: 'ok', status: 'new' })
  })
})

describe('newsletter: subscribers, consent and the unsubscribe link', () => {
  async function subscriberOf(email: string) {
    const rows = await db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email.toLowerCase()))
    return rows
  }

  it('a subscription stores the lead AND one subscriber with the consent version, time and a token', async () => {
    const s = submissionOf('newsletter')
    expect((await submit(s)).status).toBe(201)
    const [sub, ...others] = await subscriberOf(emailOf(s))
    expect(others).toHaveLength(0)
    expect(sub).toMatchObject({ leadId: s.id, consentVersion: CONSENT.text_version, unsubscribedAt: null })
    expect(sub?.consentAt.toISOString()).toBe(CONSENT.granted_at)
    expect(sub?.unsubscribeToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it('subscribing twice (another submission, other letter case) keeps one subscriber and its token', async () => {
    const first = submissionOf('newsletter')
    await submit(first)
    const [before] = await subscriberOf(emailOf(first))
    const second = submissionOf('newsletter', {
      ...validPayload('newsletter'),
      client_email: emailOf(first).toUpperCase(),
    })
    const res = await submit(second)
    // One address, one subscription: answered as such, not as an error, and no second lead.
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ id: second.id, outcome: 'duplicate', status: 'new', alreadySubscribed: true })
    const after = await subscriberOf(emailOf(first))
    expect(after).toHaveLength(1)
    expect(after[0]?.unsubscribeToken).toBe(before?.unsubscribeToken)
    expect(after[0]?.leadId).toBe(first.id)
    expect(await db.select({ id: leads.id }).from(leads).where(eq(leads.id, second.id))).toHaveLength(0)
    // A replay of the first sign-up is still a plain duplicate of its stored lead.
    expect(await (await submit(first)).json()).toEqual({ id: first.id, outcome: 'duplicate', status: 'new' })
  })

  it('the outbox path too: a batch signing one address up twice, and once more later, stores one lead', async () => {
    const email = `twice.${crypto.randomUUID().slice(0, 8)}@example.ca`
    const one = submissionOf('newsletter', { ...validPayload('newsletter'), client_email: email })
    const two = submissionOf('newsletter', { ...validPayload('newsletter'), client_email: email.toUpperCase() })
    const res = await submitBatch([one, two])
    expect(res.status).toBe(200)
    const { results } = (await res.json()) as LeadBatchResponse
    expect(results).toEqual([
      { id: one.id, outcome: 'ok', status: 'new' },
      { id: two.id, outcome: 'duplicate', status: 'new', alreadySubscribed: true },
    ])
    const later = submissionOf('newsletter', { ...validPayload('newsletter'), client_email: email })
    const { results: again } = (await (await submitBatch([later])).json()) as LeadBatchResponse
    expect(again).toEqual([{ id: later.id, outcome: 'duplicate', status: 'new', alreadySubscribed: true }])
    const rows = await db.select({ id: leads.id }).from(leads).where(eq(leads.clientEmail, email))
    expect(rows.map((r) => r.id)).toEqual([one.id])
    expect(await subscriberOf(email)).toHaveLength(1)
  })

  it('unsubscribe works without signing in, is idempotent, and a new subscription re-subscribes', async () => {
    const s = submissionOf('newsletter')
    await submit(s)
    const [sub] = await subscriberOf(emailOf(s))
    const token = sub?.unsubscribeToken as string

    const first = await unsubscribe({ token })
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ outcome: 'unsubscribed' })
    const [off] = await subscriberOf(emailOf(s))
    expect(off?.unsubscribedAt).toBeInstanceOf(Date)

    const second = await unsubscribe({ token })
    expect(await second.json()).toEqual({ outcome: 'unsubscribed' })
    const [still] = await subscriberOf(emailOf(s))
    expect(still?.unsubscribedAt?.getTime()).toBe(off?.unsubscribedAt?.getTime())

    // A replay of the old submission must not re-subscribe; a new one does.
    await submit(s)
    expect((await subscriberOf(emailOf(s)))[0]?.unsubscribedAt).not.toBeNull()
    const again = submissionOf('newsletter', { ...validPayload('newsletter'), client_email: emailOf(s) })
    await submit(again)
    const [back] = await subscriberOf(emailOf(s))
    expect(back).toMatchObject({ unsubscribedAt: null, leadId: again.id, unsubscribeToken: token })
  })

  it('an unknown token answers unknown; a malformed one is a 400 naming token', async () => {
    expect(await (await unsubscribe({ token: 'A'.repeat(43) })).json()).toEqual({ outcome: 'unknown' })
    const bad = await unsubscribe({ token: 'not a token' })
    expect(bad.status).toBe(400)
    const body = (await bad.json()) as { error: { fields: Record<string, string> } }
    expect(body.error.fields).toEqual({ token: 'This unsubscribe link is not valid' })
    expect((await unsubscribe({ token: 'A'.repeat(43), extra: 1 })).status).toBe(400)
  })
})
