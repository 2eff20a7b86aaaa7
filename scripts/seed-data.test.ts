import { existsSync, statSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { MORTGAGE_TYPES, PROVINCES, RATE_TYPES, TERMS } from '#shared/constants/rates.ts'
import { insurancePremium } from '#shared/finance/index.ts'
import { defaultMaturity } from '#shared/leads/deal.ts'
import { chatMessageText, parseLeadMessage } from '#shared/leads/lead-message.ts'
import { LEAD_SOURCE_IDS } from '#shared/leads/sources.ts'
import { CHAT_SOURCE_DETAILS, quoteLeadPayloadSchema } from '#shared/schemas/leads.ts'
import { LEAD_STATUSES, LEAD_TYPES } from '#worker/db/schema/index.ts'
import {
  bestActiveRate,
  buildDemoData,
  DEMO_ACCOUNTS,
  DEMO_IDS,
  type DemoData,
  demoImagePaths,
  EXPECTED_BEST_RATE,
  RATE_HISTORY_DAYS,
  slugify,
} from './seed-data'

const HASHES = { superAdmin: 'hash-super', admin: 'hash-admin', agent: 'hash-agent' }
const NOW = new Date('2026-03-10T14:32:00Z')
const data = buildDemoData(NOW, HASHES)

const DAY = 86_400_000
const utcDay = (d: Date) => d.toISOString().slice(0, 10)
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

function activeToday(d: DemoData, now: Date) {
  return d.mortgageRates.filter((r) => r.isActive !== false && utcDay(r.scrapedAt) === utcDay(now))
}

describe('mortgage rates', () => {
  const today = activeToday(data, NOW)

  it('has 312 active rows for today, one per province × term × rate type × mortgage type', () => {
    expect(today).toHaveLength(PROVINCES.length * TERMS.length * RATE_TYPES.length * MORTGAGE_TYPES.length)
    expect(today).toHaveLength(312)
    const keys = new Set(today.map((r) => `${r.province}|${r.term}|${r.rateType}|${r.mortgageType}`))
    expect(keys.size).toBe(312)
    for (const p of PROVINCES)
      for (const t of TERMS)
        for (const rt of RATE_TYPES)
          for (const mt of MORTGAGE_TYPES) expect(keys.has(`${p.name}|${t}|${rt}|${mt}`)).toBe(true)
  })

  it('activates only today: every other row is inactive, and there is history for each past day', () => {
    const active = data.mortgageRates.filter((r) => r.isActive !== false)
    expect(active).toEqual(today)
    const past = data.mortgageRates.filter((r) => utcDay(r.scrapedAt) !== utcDay(NOW))
    expect(past.every((r) => r.isActive === false)).toBe(true)
    for (let d = 1; d <= RATE_HISTORY_DAYS; d++) {
      const day = utcDay(new Date(NOW.getTime() - d * DAY))
      const rows = past.filter((r) => utcDay(r.scrapedAt) === day)
      expect(rows, day).toHaveLength(312)
      expect(new Set(rows.map((r) => `${r.province}|${r.term}|${r.rateType}|${r.mortgageType}`)).size).toBe(312)
    }
    expect(data.mortgageRates).toHaveLength(312 * (RATE_HISTORY_DAYS + 1))
  })

  it('history drifts from day to day (the chart is not flat)', () => {
    const series = data.mortgageRates
      .filter(
        (r) =>
          r.province === 'Ontario' &&
          r.term === '5 year' &&
          r.rateType === 'fixed' &&
          r.mortgageType === 'Conventional',
      )
      .map((r) => r.ourRate)
    expect(series).toHaveLength(RATE_HISTORY_DAYS + 1)
    expect(new Set(series).size).toBeGreaterThan(3)
    for (let i = 1; i < series.length; i++) expect(Math.abs(series[i]! - series[i - 1]!)).toBeLessThan(0.1)
  })

  it('scrapes today at 10:15 UTC, never after now', () => {
    expect(today[0]!.scrapedAt.toISOString()).toBe('2026-03-10T10:15:00.000Z')
    const early = new Date('2026-03-10T06:00:00Z')
    const earlyToday = activeToday(buildDemoData(early, HASHES), early)
    expect(earlyToday).toHaveLength(312)
    expect(earlyToday.every((r) => r.scrapedAt.getTime() <= early.getTime())).toBe(true)
  })

  it('has plausible values: our rate below posted, within 2.5–6.5 %, at most 3 decimals', () => {
    for (const r of data.mortgageRates) {
      expect(r.ourRate).toBeLessThan(r.postedRate)
      expect(r.ourRate).toBeGreaterThan(2.5)
      expect(r.postedRate).toBeLessThan(6.5)
      expect(Math.abs(r.ourRate * 1000 - Math.round(r.ourRate * 1000))).toBeLessThan(1e-6)
    }
    const on = (mt: string) =>
      today.find(
        (r) => r.province === 'Ontario' && r.term === '5 year' && r.rateType === 'fixed' && r.mortgageType === mt,
      )!
    expect(on('High-Ratio').ourRate).toBeLessThan(on('Conventional').ourRate)
    expect(on('Refinance').ourRate).toBeGreaterThan(on('Conventional').ourRate)
  })

  it('EXPECTED_BEST_RATE is the single lowest active our_rate, whatever the date', () => {
    for (const now of [NOW, new Date('2026-07-01T00:00:01Z'), new Date('2027-01-15T23:59:00Z')]) {
      const rows = activeToday(buildDemoData(now, HASHES), now)
      const min = Math.min(...rows.map((r) => r.ourRate))
      const lowest = rows.filter((r) => r.ourRate === min)
      expect(lowest).toHaveLength(1)
      expect(EXPECTED_BEST_RATE).toEqual({
        ourRate: min,
        term: lowest[0]!.term,
        rateType: lowest[0]!.rateType,
        mortgageType: lowest[0]!.mortgageType,
      })
    }
    expect(bestActiveRate(data.mortgageRates)).toEqual(EXPECTED_BEST_RATE)
  })
})

describe('lenders', () => {
  it('has both groups, ordered, with one inactive lender', () => {
    const a = data.lenders.filter((l) => l.type === 'a_lender' && l.isActive !== false)
    const alt = data.lenders.filter((l) => l.type === 'alternate_lender' && l.isActive !== false)
    expect(a.length).toBeGreaterThanOrEqual(6)
    expect(alt.length).toBeGreaterThanOrEqual(4)
    expect(data.lenders.filter((l) => l.isActive === false)).toHaveLength(1)
    expect(new Set(data.lenders.map((l) => l.name)).size).toBe(data.lenders.length)
    for (const group of [a, alt]) expect(new Set(group.map((l) => l.displayOrder)).size).toBe(group.length)
  })
})

describe('people', () => {
  it('has the three demo accounts with their hashes and roles', () => {
    for (const [account, hash] of [
      [DEMO_ACCOUNTS[0], HASHES.superAdmin],
      [DEMO_ACCOUNTS[1], HASHES.admin],
      [DEMO_ACCOUNTS[2], HASHES.agent],
    ] as const) {
      expect(account.password.length).toBeGreaterThanOrEqual(12)
      const user = data.users.find((u) => u.email === account.email)
      expect(user, account.email).toBeDefined()
      expect(user!.passwordHash).toBe(hash)
      expect(user!.isActive).toBe(true)
      const profile = data.profiles.find((p) => p.id === user!.id)
      expect(profile).toMatchObject({ role: account.role, fullName: account.fullName })
    }
    expect(DEMO_ACCOUNTS[0].email).toBe('superadmin@demo.brokerage.test')
  })

  it('gives every user a profile and unique lowercase e-mail', () => {
    expect(data.profiles.map((p) => p.id).sort()).toEqual(data.users.map((u) => u.id).sort())
    const emails = data.users.map((u) => u.email)
    expect(new Set(emails).size).toBe(emails.length)
    for (const e of emails) expect(e).toMatch(/^[a-z0-9.]+@demo\.brokerage\.test$/)
  })

  it('has ≥ 4 active agents and 1 inactive, with unique slugs and complete profiles', () => {
    const active = data.agents.filter((a) => a.isActive !== false)
    expect(active.length).toBeGreaterThanOrEqual(4)
    expect(data.agents.filter((a) => a.isActive === false)).toHaveLength(1)
    const slugs = data.agents.map((a) => a.profileSlug)
    expect(new Set(slugs).size).toBe(slugs.length)
    for (const a of data.agents) {
      expect(a.profileSlug).toMatch(/^[a-z0-9]+$/)
      expect(a.email).toMatch(/@demo\.brokerage\.test$/)
      expect(a.phone).toMatch(/^\((416|647|905|289|613)\) 555-01\d\d$/)
      expect(a.bio!.split(/(?<=\.) /).length).toBeGreaterThanOrEqual(2)
      expect(a.contactDetails?.title).toBeTruthy()
      expect(a.contactDetails?.location).toMatch(/, ON$/)
      expect(a.headshotUrl).toBe(`/demo/agents/${a.profileSlug}-headshot.svg`)
      expect(a.bannerImageUrl).toBe(`/demo/agents/${a.profileSlug}-banner.svg`)
      expect(a.seoSettings?.meta_title?.length ?? 0).toBeLessThanOrEqual(60)
      expect(a.seoSettings?.meta_description?.length ?? 0).toBeLessThanOrEqual(160)
      const user = data.users.find((u) => u.id === a.userId)
      expect(user, a.name).toBeDefined()
      expect(user!.isActive).toBe(a.isActive)
    }
    // No link to a made-up outside page: 'Apply Now' opens the site's own form.
    expect(data.agents.every((a) => Object.keys(a.applicationLinks ?? {}).length === 0)).toBe(true)
    expect(data.agents.some((a) => a.calendlyLink)).toBe(true)
  })

  it('links the demo agent account to an active agent, and agent users have the agent role', () => {
    const demoUser = data.users.find((u) => u.email === DEMO_ACCOUNTS[2].email)!
    const linked = data.agents.find((a) => a.userId === demoUser.id)
    expect(linked?.isActive).toBe(true)
    expect(linked?.id).toBe(DEMO_IDS.agents.sarah)
    const userIds = data.agents.map((a) => a.userId)
    expect(new Set(userIds).size).toBe(userIds.length)
    for (const a of data.agents) {
      const role = data.profiles.find((p) => p.id === a.userId)?.role
      expect(['agent', 'admin']).toContain(role)
    }
  })
})

describe('testimonials', () => {
  const superAdminId = data.users.find((u) => u.email === DEMO_ACCOUNTS[0].email)!.id

  it('has ≥ 6 approved admin-written ones (home page), none tied to an agent', () => {
    const home = data.testimonials.filter((t) => t.isApproved && t.adminId != null)
    expect(home.length).toBeGreaterThanOrEqual(6)
    for (const t of home) {
      expect(t.adminId).toBe(superAdminId)
      expect(t.agentId).toBeNull()
    }
    expect(new Set(home.map((t) => t.createdAt!.getTime())).size).toBe(home.length)
  })

  it('has approved and pending agent-written ones, and valid ratings', () => {
    const byAgent = data.testimonials.filter((t) => t.agentId != null)
    expect(byAgent.every((t) => t.adminId == null)).toBe(true)
    expect(byAgent.filter((t) => t.isApproved).length).toBeGreaterThanOrEqual(3)
    expect(byAgent.filter((t) => !t.isApproved).length).toBeGreaterThanOrEqual(2)
    const agentIds = new Set(data.agents.map((a) => a.id))
    for (const t of byAgent) expect(agentIds.has(t.agentId!)).toBe(true)
    for (const t of data.testimonials) {
      expect(Number.isInteger(t.rating)).toBe(true)
      expect(t.rating).toBeGreaterThanOrEqual(1)
      expect(t.rating).toBeLessThanOrEqual(5)
    }
    expect(data.testimonials.filter((t) => t.rating === 3)).toHaveLength(1)
  })
})

describe('blog posts', () => {
  it('has ≥ 4 published and ≥ 2 drafts, consistent with publishedAt', () => {
    const published = data.blogPosts.filter((p) => p.isPublished)
    const drafts = data.blogPosts.filter((p) => !p.isPublished)
    expect(published.length).toBeGreaterThanOrEqual(4)
    expect(drafts.length).toBeGreaterThanOrEqual(2)
    for (const p of published) expect(p.publishedAt!.getTime()).toBeLessThanOrEqual(NOW.getTime())
    for (const p of drafts) expect(p.publishedAt).toBeNull()
  })

  it('derives unique slugs from titles and has admin and agent authors', () => {
    const slugs = data.blogPosts.map((p) => p.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    for (const p of data.blogPosts) {
      expect(p.slug).toBe(slugify(p.title))
      expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      expect(p.content.split('\n\n').length).toBeGreaterThanOrEqual(3)
      expect(p.excerpt).toBeTruthy()
      expect(p.seoSettings?.meta_title?.length ?? 0).toBeLessThanOrEqual(60)
      expect(p.seoSettings?.description?.length ?? 0).toBeLessThanOrEqual(160)
    }
    const published = data.blogPosts.filter((p) => p.isPublished)
    expect(published.some((p) => p.seoSettings?.admin_created === true && p.agentId == null)).toBe(true)
    expect(published.some((p) => p.seoSettings?.admin_created === true && p.agentId != null)).toBe(true)
    expect(published.some((p) => !p.seoSettings?.admin_created && p.agentId != null)).toBe(true)
  })

  it('slugify follows the spec rule', () => {
    expect(slugify('  Fixed or Variable? How to Choose!  ')).toBe('fixed-or-variable-how-to-choose')
    expect(slugify('Renewals & Switches')).toBe('renewals-switches')
  })
})

describe('services and products', () => {
  it('has ≥ 6 services with content and feature lists, and ≥ 5 products', () => {
    expect(data.mortgageServices.length).toBeGreaterThanOrEqual(6)
    for (const s of data.mortgageServices) {
      expect(s.name.length).toBeLessThanOrEqual(255)
      expect(s.description!.length).toBeLessThanOrEqual(255)
      expect(s.content!.length).toBeGreaterThan(180)
      expect(Array.isArray(s.features) && s.features.length > 0).toBe(true)
    }
    expect(data.products.length).toBeGreaterThanOrEqual(5)
    expect(data.products.some((p) => p.price == null)).toBe(true)
    expect(data.products.some((p) => typeof p.price === 'number')).toBe(true)
  })
})

describe('leads', () => {
  const leads = data.leads

  it('covers every type, status and source', () => {
    for (const type of LEAD_TYPES)
      expect(
        leads.some((l) => l.type === type),
        type,
      ).toBe(true)
    for (const status of LEAD_STATUSES)
      expect(
        leads.some((l) => l.status === status),
        status,
      ).toBe(true)
    // Every source of the registry but the affordability calculator's copy, which has no demo lead.
    const sources = LEAD_SOURCE_IDS.filter((id) => id !== 'affordability_calculator')
    for (const source of sources)
      expect(
        leads.some((l) => l.source === source),
        source,
      ).toBe(true)
    expect(new Set(leads.map((l) => l.source))).toEqual(new Set(sources))
  })

  it('gives every lead past New a timeline that leads to its stage, first contact first', () => {
    for (const lead of leads) {
      const timeline = data.leadActivities
        .filter((a) => a.leadId === lead.id)
        .sort((x, y) => x.createdAt!.getTime() - y.createdAt!.getTime())
      if (lead.status === 'new') {
        expect(timeline, lead.clientName).toEqual([])
        continue
      }
      expect(timeline[0]!.kind, lead.clientName).toBe('contact')
      const moves = timeline.filter((a) => a.kind === 'status')
      expect(moves[0]!.fromValue).toBe('new')
      expect(moves.at(-1)!.toValue, lead.clientName).toBe(lead.status)
      // Each move starts where the one before ended.
      for (let i = 1; i < moves.length; i++) expect(moves[i]!.fromValue).toBe(moves[i - 1]!.toValue)
      for (const a of timeline) {
        expect(a.createdAt!.getTime()).toBeGreaterThan(lead.createdAt!.getTime())
        expect(a.createdAt!.getTime()).toBeLessThanOrEqual(lead.updatedAt!.getTime())
        expect(a.actorUserId).toBeTruthy()
      }
      if (lead.status === 'lost') expect(moves.at(-1)!.toLabel).toContain(lead.lostNote!)
    }
  })

  it('records a deal on every funded lead, in its timeline, maturing at the end of its term', () => {
    const funded = leads.filter((l) => l.status === 'funded')
    expect(funded.length).toBeGreaterThanOrEqual(2)
    for (const lead of funded) {
      expect(lead.dealAmount, lead.clientName).toBeGreaterThan(0)
      expect(data.lenders.find((l) => l.id === lead.dealLenderId)?.name).toBe(lead.dealLenderName)
      expect(lead.dealMaturityOn).toBe(defaultMaturity(lead.dealClosingOn!, lead.dealTermMonths!))
      const entry = data.leadActivities.find((a) => a.leadId === lead.id && a.kind === 'deal')
      expect(entry?.toLabel).toContain(lead.dealLenderName!)
    }
    expect(leads.filter((l) => l.status !== 'funded').every((l) => l.dealAmount == null)).toBe(true)
  })

  it('spreads first contacts so response times show a range', () => {
    const firstContact = (leadId: string) =>
      Math.min(...data.leadActivities.filter((a) => a.leadId === leadId).map((a) => a.createdAt!.getTime()))
    const minutes = leads
      .filter((l) => l.status !== 'new')
      .map((l) => (firstContact(l.id!) - l.createdAt!.getTime()) / 60_000)
    expect(minutes.filter((m) => m <= 5).length).toBeGreaterThanOrEqual(2)
    expect(minutes.filter((m) => m > 5 && m <= 60).length).toBeGreaterThanOrEqual(2)
    expect(minutes.filter((m) => m > 60).length).toBeGreaterThanOrEqual(2)
    // The demo agent's Analytics has contacted leads to show.
    const sarahs = leads.filter((l) => l.agentId === DEMO_IDS.agents.sarah && l.status !== 'new')
    expect(sarahs.length).toBeGreaterThanOrEqual(3)
  })

  it('shapes metadata and messages by origin', () => {
    for (const l of leads.filter((l) => l.source === 'mortgage_calculator')) {
      expect(['rate_quote', 'refinance']).toContain(l.type)
      expect(Object.keys(l.metadata!).sort()).toEqual(
        ['amortization', 'calculations', 'downPayment', 'location', 'mortgageRate', 'paymentFrequency', 'price'].sort(),
      )
    }
    const chats = leads.filter((l) => l.source === 'AI Chatbot')
    expect(chats.length).toBeGreaterThanOrEqual(2)
    for (const l of chats) {
      expect(l.type).toBe('contact')
      const conversation = JSON.parse(l.message!) as {
        messages: { role: string; content: string }[]
        last_interaction: string
      }
      expect(conversation.messages.length).toBeGreaterThan(1)
      for (const m of conversation.messages) expect(['user', 'assistant']).toContain(m.role)
      expect(Number.isNaN(Date.parse(conversation.last_interaction))).toBe(false)
      expect(l.metadata).toMatchObject({ source_details: 'Captured from chat conversation' })
      expect(l.metadata!.chat_session_id).toBeTruthy()
    }
    for (const l of leads.filter((l) => l.type === 'application')) {
      expect(l.source).toBe('website')
      expect(typeof l.metadata!.mortgage_amount).toBe('number')
      expect(typeof l.metadata!.property_address).toBe('string')
    }
    const brokers = leads.filter((l) => l.metadata?.type === 'agent_application')
    expect(brokers.length).toBeGreaterThanOrEqual(1)
    for (const l of brokers) expect(l).toMatchObject({ type: 'contact', source: 'website' })
    for (const l of brokers) expect(l.metadata!.experience).toBeTruthy()
    const newsletter = leads.filter((l) => l.source === 'newsletter')
    expect(newsletter.length).toBeGreaterThanOrEqual(1)
    for (const l of newsletter) {
      expect(l.metadata).toEqual({ subscribed_to: 'newsletter' })
      expect(l.clientName).toBe(l.clientEmail.split('@')[0])
    }
    const contactForms = leads.filter((l) => l.metadata?.phoneType !== undefined)
    expect(contactForms.some((l) => l.source === 'contact_form')).toBe(true)
    expect(contactForms.some((l) => l.source === 'website')).toBe(true)
    for (const l of contactForms) {
      expect(l.consentVersion).toBe('contact-v1')
      expect(l.consentAt).toEqual(l.createdAt)
      expect(['Mobile', 'Work', 'Residential']).toContain(l.metadata!.phoneType)
    }
  })

  it('spreads leads over agents (several for the demo agent) and unassigned, within 30 days', () => {
    expect(leads.length).toBeGreaterThanOrEqual(18)
    expect(leads.filter((l) => l.agentId === DEMO_IDS.agents.sarah).length).toBeGreaterThanOrEqual(4)
    expect(leads.some((l) => l.agentId == null)).toBe(true)
    expect(new Set(leads.map((l) => l.agentId).filter(Boolean)).size).toBeGreaterThanOrEqual(3)
    const activeAgents = new Set(data.agents.filter((a) => a.isActive).map((a) => a.id))
    for (const l of leads) {
      if (l.agentId != null) expect(activeAgents.has(l.agentId)).toBe(true)
      expect(NOW.getTime() - l.createdAt!.getTime()).toBeLessThanOrEqual(30 * DAY)
    }
  })
})

describe('analytics events', () => {
  it('has ~100 page views of active agents over the last 30 days', () => {
    const events = data.analyticsEvents
    expect(events.length).toBeGreaterThanOrEqual(90)
    const active = new Set(data.agents.filter((a) => a.isActive).map((a) => a.id))
    for (const e of events) {
      expect(e.eventType).toBe('page_view')
      expect(active.has(e.agentId!)).toBe(true)
      const age = NOW.getTime() - e.createdAt!.getTime()
      expect(age).toBeGreaterThan(0)
      expect(age).toBeLessThanOrEqual(30 * DAY)
    }
    const demoAgentViews = events.filter((e) => e.agentId === DEMO_IDS.agents.sarah)
    expect(demoAgentViews.some((e) => NOW.getTime() - e.createdAt!.getTime() < 7 * DAY)).toBe(true)
  })
})

describe('whole data set', () => {
  it('is deterministic: same now → deep-equal output', () => {
    expect(buildDemoData(new Date(NOW), HASHES)).toEqual(data)
  })

  it('keeps ids stable across dates, and dates relative to now', () => {
    const later = new Date(NOW.getTime() + 45 * DAY)
    const other = buildDemoData(later, HASHES)
    for (const table of Object.keys(data) as (keyof DemoData)[]) {
      expect(other[table].map((r) => r.id)).toEqual(data[table].map((r) => r.id))
    }
    expect(other.leads[0]!.createdAt!.getTime() - data.leads[0]!.createdAt!.getTime()).toBe(45 * DAY)
  })

  it('uses unique, valid UUIDs per table', () => {
    for (const [table, rows] of Object.entries(data) as [string, { id?: string }[]][]) {
      const ids = rows.map((r) => r.id)
      expect(new Set(ids).size, table).toBe(ids.length)
      for (const id of ids) expect(id, table).toMatch(UUID)
    }
  })

  it('sets createdAt and updatedAt explicitly, in order and never after now', () => {
    for (const [table, rows] of Object.entries(data) as [string, { createdAt?: Date; updatedAt?: Date }[]][]) {
      for (const r of rows) {
        if (table !== 'profiles') expect(r.createdAt, table).toBeInstanceOf(Date)
        // Page views and timeline entries are written once and never change.
        if (table !== 'analyticsEvents' && table !== 'leadActivities') expect(r.updatedAt, table).toBeInstanceOf(Date)
        if (r.createdAt && r.updatedAt) expect(r.updatedAt.getTime()).toBeGreaterThanOrEqual(r.createdAt.getTime())
        for (const d of [r.createdAt, r.updatedAt]) if (d) expect(d.getTime(), table).toBeLessThanOrEqual(NOW.getTime())
      }
    }
  })

  it('references only agents and users that exist', () => {
    const agentIds = new Set(data.agents.map((a) => a.id))
    const userIds = new Set(data.users.map((u) => u.id))
    for (const row of [...data.blogPosts, ...data.testimonials, ...data.leads, ...data.analyticsEvents]) {
      if (row.agentId != null) expect(agentIds.has(row.agentId)).toBe(true)
    }
    for (const t of data.testimonials) if (t.adminId != null) expect(userIds.has(t.adminId)).toBe(true)
  })

  it('gives every post, service, product, lender and agent its own picture: no placeholder in the demo', () => {
    expect(data.blogPosts.every((p) => p.featuredImageUrl?.startsWith('/demo/blog/'))).toBe(true)
    expect(data.mortgageServices.every((s) => s.imageUrl?.startsWith('/demo/services/'))).toBe(true)
    expect(data.products.every((p) => p.imageUrl?.startsWith('/demo/products/'))).toBe(true)
    expect(data.lenders.every((l) => l.logoUrl?.startsWith('/demo/lenders/'))).toBe(true)
    expect(data.agents.every((a) => a.headshotUrl && a.bannerImageUrl)).toBe(true)
    const paths = demoImagePaths(data)
    expect(new Set(paths).size, 'one picture per row').toBe(paths.length)
  })

  it('ships every demo image it refers to (small SVGs under app/public)', () => {
    const paths = demoImagePaths(data)
    expect(paths.length).toBeGreaterThanOrEqual(data.agents.length * 2)
    for (const p of paths) {
      const file = fileURLToPath(new URL(`../app/public${p}`, import.meta.url))
      expect(existsSync(file), p).toBe(true)
      expect(statSync(file).size, p).toBeLessThan(p.startsWith('/demo/agents/') ? 2048 : 3072)
    }
  })
})

describe('leads as the product would have stored them', () => {
  it('quote leads carry the metadata the quote dialog sends (the contract, with shared/finance figures)', () => {
    const quotes = data.leads.filter((l) => l.submissionKind === 'quote')
    expect(quotes.length).toBeGreaterThanOrEqual(4)
    for (const l of quotes) {
      const parsed = quoteLeadPayloadSchema.shape.metadata.safeParse(l.metadata)
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true)
      const m = l.metadata as {
        price: number
        downPayment: number
        amortization: number
        calculations: { cmhcInsurance: number; totalMortgage: number }
      }
      const premium = insurancePremium({
        price: m.price,
        downPayment: m.downPayment,
        amortizationYears: m.amortization,
        asOf: NOW,
      }).premium
      expect(m.calculations.cmhcInsurance).toBe(premium)
      expect(m.calculations.totalMortgage).toBeCloseTo(m.price - m.downPayment + premium, 2)
    }
  })

  it('chat leads store their conversation as the server does, and read back as one', () => {
    const chats = data.leads.filter((l) => l.submissionKind === 'chat')
    for (const l of chats) {
      const view = parseLeadMessage(l.message)
      expect(view.kind).toBe('conversation')
      if (view.kind !== 'conversation') continue
      expect(l.message).toBe(chatMessageText(view.turns, view.lastInteraction!))
      expect(l.metadata).toMatchObject({ source_details: CHAT_SOURCE_DETAILS })
    }
  })
})
