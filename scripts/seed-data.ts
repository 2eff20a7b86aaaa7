// Demo data for a local or staging database: every screen of the product has something
// believable to show. Pure and deterministic: no I/O, no clock, no Math.random. Every date is
// relative to the `now` argument and every id is a fixed UUID, so two runs with the same `now`
// produce identical rows and re-seeding keeps the same ids. Inserting is the caller's job.

import { CHAT_PLACEHOLDER_EMAIL, LEAD_STATUSES, type LeadStatus, lostReasonWords } from '#shared/constants/leads.ts'
import type { MortgageType, RateType, Term } from '#shared/constants/rates.ts'
import { MORTGAGE_TYPES, PROVINCES, RATE_TYPES, TERMS } from '#shared/constants/rates.ts'
import { insurancePremium, mortgagePayment, type PaymentFrequency, roundCents } from '#shared/finance/index.ts'
import { defaultMaturity } from '#shared/leads/deal.ts'
import { chatMessageText } from '#shared/leads/lead-message.ts'
import { AGENT_LICENCE_TITLES, type AgentLicenceTitle } from '#shared/schemas/agent-licence.ts'
import { CHAT_SOURCE_DETAILS } from '#shared/schemas/leads.ts'
import { torontoDay } from '#shared/time/toronto-time.ts'
import type {
  agents,
  analyticsEvents,
  blogPosts,
  leadActivities,
  leads,
  lenders,
  mortgageRates,
  mortgageServices,
  products,
  profiles,
  testimonials,
  users,
} from '#worker/db/schema/index.ts'
import { dealChangeWords, dealColumns } from '#worker/domain/lead-deal.ts'

export type DemoUser = typeof users.$inferInsert
export type DemoProfile = typeof profiles.$inferInsert
export type DemoAgent = typeof agents.$inferInsert
export type DemoMortgageRate = typeof mortgageRates.$inferInsert
export type DemoLender = typeof lenders.$inferInsert
export type DemoTestimonial = typeof testimonials.$inferInsert
export type DemoBlogPost = typeof blogPosts.$inferInsert
export type DemoMortgageService = typeof mortgageServices.$inferInsert
export type DemoProduct = typeof products.$inferInsert
export type DemoLead = typeof leads.$inferInsert
export type DemoAnalyticsEvent = typeof analyticsEvents.$inferInsert
export type DemoLeadActivity = typeof leadActivities.$inferInsert

export interface DemoData {
  users: DemoUser[]
  profiles: DemoProfile[]
  agents: DemoAgent[]
  mortgageRates: DemoMortgageRate[]
  lenders: DemoLender[]
  testimonials: DemoTestimonial[]
  blogPosts: DemoBlogPost[]
  mortgageServices: DemoMortgageService[]
  products: DemoProduct[]
  leads: DemoLead[]
  /** The timeline of every lead past New: how it got to its stage, and when it was first contacted. */
  leadActivities: DemoLeadActivity[]
  analyticsEvents: DemoAnalyticsEvent[]
}

export interface DemoPasswordHashes {
  superAdmin: string
  admin: string
  agent: string
}

export type DemoRole = 'super_admin' | 'admin' | 'agent'

export interface DemoAccount {
  readonly role: DemoRole
  readonly email: string
  readonly password: string
  readonly fullName: string
}

/** The three sign-in accounts of the demo (the caller hashes the passwords). */
export const DEMO_ACCOUNTS: readonly [DemoAccount, DemoAccount, DemoAccount] = [
  {
    role: 'super_admin',
    email: 'superadmin@demo.brokerage.test',
    password: 'Demo-Super-2026!',
    fullName: 'Morgan Ellis',
  },
  { role: 'admin', email: 'admin@demo.brokerage.test', password: 'Demo-Admin-2026!', fullName: 'Priya Raman' },
  { role: 'agent', email: 'agent@demo.brokerage.test', password: 'Demo-Agent-2026!', fullName: 'Sarah Chen' },
]

// ---------------------------------------------------------------------------------------------
// Ids, time and randomness
// ---------------------------------------------------------------------------------------------

/**
 * Fixed ids in UUIDv7 layout (version 7, RFC 4122 variant) whose timestamp part is always
 * 2026-01-01T00:00:00Z; the next 12 bits name the table and the last 60 bits count rows.
 * They pass any UUID validator and never change between runs.
 */
const ID_PREFIX = '019b76da-a800'
const TABLE_CODES = {
  users: 0x001,
  agents: 0x002,
  mortgageRates: 0x003,
  lenders: 0x004,
  testimonials: 0x005,
  blogPosts: 0x006,
  mortgageServices: 0x007,
  products: 0x008,
  leads: 0x009,
  analyticsEvents: 0x00a,
  chatSessions: 0x00b,
  leadActivities: 0x00c,
} as const

function demoId(table: keyof typeof TABLE_CODES, n: number): string {
  const code = TABLE_CODES[table].toString(16).padStart(3, '0')
  const counter = n.toString(16).padStart(15, '0')
  return `${ID_PREFIX}-7${code}-8${counter.slice(0, 3)}-${counter.slice(3)}`
}

/** Ids other code (tests, the seeding script, end-to-end fixtures) may want to refer to. */
export const DEMO_IDS = {
  users: {
    superAdmin: demoId('users', 1),
    admin: demoId('users', 2),
    agent: demoId('users', 3),
    marcus: demoId('users', 4),
    amelie: demoId('users', 5),
    daniel: demoId('users', 6),
    jennifer: demoId('users', 7),
  },
  agents: {
    /** The admin's own agent page (the team's principal broker). */
    priya: demoId('agents', 1),
    /** Linked to the demo agent account. */
    sarah: demoId('agents', 2),
    marcus: demoId('agents', 3),
    amelie: demoId('agents', 4),
    daniel: demoId('agents', 5),
    /** Inactive: hidden from the directory and the public pages. */
    jennifer: demoId('agents', 6),
  },
} as const

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** `now` minus a duration. */
function ago(now: Date, days: number, hours = 0, minutes = 0): Date {
  return new Date(now.getTime() - days * DAY - hours * HOUR - minutes * MINUTE)
}

function startOfUtcDay(date: Date): number {
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())
}

/** mulberry32: a small, well-mixed 32-bit PRNG; the same seed always gives the same sequence. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const round2 = (x: number) => Math.round(x * 100) / 100
const round3 = (x: number) => Math.round(x * 1000) / 1000

/** The spec's slug rule: lowercase, runs of non-alphanumerics become one hyphen, no edge hyphens. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

const paragraphs = (...parts: string[]) => parts.join('\n\n')

// ---------------------------------------------------------------------------------------------
// Mortgage rates: today's 312 active rows plus six days of inactive history
// ---------------------------------------------------------------------------------------------

export const RATE_SOURCE_URL = 'https://rates.example-network.ca/daily'
export const RATE_HISTORY_DAYS = 6

/** Posted rate and the network discount, Conventional mortgages, Ontario, today (2026 market). */
const BASE_RATES: Record<RateType, Record<Term, { posted: number; discount: number }>> = {
  fixed: {
    '1 year': { posted: 5.09, discount: 0.45 },
    '3 year': { posted: 4.54, discount: 0.55 },
    '5 year': { posted: 4.44, discount: 0.6 },
    '7 year': { posted: 4.69, discount: 0.5 },
  },
  // Variable rates track prime (4.45 %): posted at or a little above prime, ours below it.
  variable: {
    '1 year': { posted: 4.7, discount: 0.25 },
    '3 year': { posted: 4.55, discount: 0.5 },
    '5 year': { posted: 4.45, discount: 0.7 },
    '7 year': { posted: 4.6, discount: 0.45 },
  },
}

/** Insured (high-ratio) mortgages price lower; refinances price higher. */
const MORTGAGE_TYPE_SPREAD: Record<MortgageType, { posted: number; our: number }> = {
  Conventional: { posted: 0, our: 0 },
  'High-Ratio': { posted: -0.1, our: -0.15 },
  Refinance: { posted: 0.1, our: 0.2 },
}

/** Regional pricing: Ontario is the home market; the territories carry the largest premium. */
const PROVINCE_SPREAD: Record<string, number> = {
  AB: 0.03,
  BC: 0.02,
  MB: 0.05,
  NB: 0.06,
  NL: 0.08,
  NT: 0.13,
  NS: 0.06,
  NU: 0.15,
  ON: 0,
  PE: 0.07,
  QC: 0.04,
  SK: 0.05,
  YT: 0.12,
}

/**
 * The network's promotion: Ontario, 5-year variable, insured. Its discount is larger than any
 * regional or daily noise, so this one row is the single lowest rate every day (best-rate badge).
 */
const PROMOTION = {
  province: 'ON',
  term: '5 year',
  rateType: 'variable',
  mortgageType: 'High-Ratio',
  extra: 0.15,
} as const

/** Largest per-row noise either way, in percentage points (kept well under the promotion). */
const ROW_NOISE = 0.008

/**
 * Movement of each rate-type/term group relative to today, for each day back (index 0 = today,
 * always 0). Rates were drifting down over the week, with the odd uptick.
 */
function groupDrift(): Map<string, number[]> {
  const random = seededRandom(0x5eed_0001)
  const drift = new Map<string, number[]>()
  for (const rateType of RATE_TYPES) {
    for (const term of TERMS) {
      const series = [0]
      for (let d = 1; d <= RATE_HISTORY_DAYS; d++) {
        const step = random() * 0.07 - 0.025 // between −0.025 and +0.045, mostly up going back
        series.push(round3((series[d - 1] ?? 0) + step))
      }
      drift.set(`${rateType}|${term}`, series)
    }
  }
  return drift
}

function buildMortgageRates(now: Date): DemoMortgageRate[] {
  const drift = groupDrift()
  const today = startOfUtcDay(now)
  const rows: DemoMortgageRate[] = []
  let n = 0
  for (let d = 0; d <= RATE_HISTORY_DAYS; d++) {
    const random = seededRandom(0x5eed_1000 + d)
    // The daily scrape lands at 10:15 UTC; today's never lies in the future of `now`.
    const scheduled = new Date(today - d * DAY + 10 * HOUR + 15 * MINUTE)
    const scrapedAt = d === 0 && scheduled.getTime() > now.getTime() ? new Date(now.getTime()) : scheduled
    for (const province of PROVINCES) {
      for (const term of TERMS) {
        for (const rateType of RATE_TYPES) {
          for (const mortgageType of MORTGAGE_TYPES) {
            n += 1
            const base = BASE_RATES[rateType][term]
            const spread = MORTGAGE_TYPE_SPREAD[mortgageType]
            const regional = PROVINCE_SPREAD[province.code] ?? 0
            const move = drift.get(`${rateType}|${term}`)?.[d] ?? 0
            const noise = random() * 2 * ROW_NOISE - ROW_NOISE
            const promoted =
              province.code === PROMOTION.province &&
              term === PROMOTION.term &&
              rateType === PROMOTION.rateType &&
              mortgageType === PROMOTION.mortgageType
            const postedRate = round2(base.posted + spread.posted + regional + move)
            const ourRate = round3(
              base.posted - base.discount + spread.our + regional + move + noise - (promoted ? PROMOTION.extra : 0),
            )
            rows.push({
              id: demoId('mortgageRates', n),
              province: province.name,
              term,
              rateType,
              mortgageType,
              postedRate,
              ourRate,
              sourceUrl: RATE_SOURCE_URL,
              scrapedAt,
              isActive: d === 0,
              createdAt: scrapedAt,
              updatedAt: scrapedAt,
            })
          }
        }
      }
    }
  }
  return rows
}

/** Today's rates as the demo rate page publishes them: the seed's active rows for `now`. */
export function demoRatesOfDay(now: Date): DemoMortgageRate[] {
  return buildMortgageRates(now).filter((r) => r.isActive)
}

/** The lowest our_rate among active rows (what the best-rate badge shows), from the rows given. */
export function bestActiveRate(rows: readonly DemoMortgageRate[]): {
  ourRate: number
  term: string
  rateType: RateType
  mortgageType: DemoMortgageRate['mortgageType']
} {
  let best: DemoMortgageRate | undefined
  for (const row of rows) {
    if (row.isActive === false) continue
    if (!best || row.ourRate < best.ourRate) best = row
  }
  if (!best) throw new Error('No active rates in the demo data')
  return { ourRate: best.ourRate, term: best.term, rateType: best.rateType, mortgageType: best.mortgageType }
}

/**
 * The best-rate badge's expected content. Rate values do not depend on the date (only the
 * timestamps do), so any reference date gives the same answer.
 */
export const EXPECTED_BEST_RATE = bestActiveRate(buildMortgageRates(new Date(Date.UTC(2026, 0, 1, 12))))

// ---------------------------------------------------------------------------------------------
// Lenders
// ---------------------------------------------------------------------------------------------

function buildLenders(now: Date): DemoLender[] {
  // Fictional lenders (no real bank's name, logo or trademark), each with a wordmark made for the demo.
  const list: { name: string; type: 'a_lender' | 'alternate_lender'; isActive?: boolean }[] = [
    { name: 'Maplecrest Bank', type: 'a_lender' },
    { name: 'Harbourline Bank', type: 'a_lender' },
    { name: 'Birchmount Bank', type: 'a_lender' },
    { name: 'Kestrel National Bank', type: 'a_lender' },
    { name: 'Larchwood Credit Union', type: 'a_lender' },
    { name: 'Tidewater Savings', type: 'a_lender' },
    { name: 'Aurora Crest Bank', type: 'a_lender' },
    { name: 'Foxmere Direct', type: 'a_lender' },
    { name: 'Amberlight Trust', type: 'alternate_lender' },
    { name: 'Granite Key Mortgage', type: 'alternate_lender' },
    { name: 'Copperleaf Trust', type: 'alternate_lender' },
    { name: 'Bluewren Capital', type: 'alternate_lender' },
    { name: 'Northgate Home Lending', type: 'alternate_lender' },
    { name: 'Quarry Lane Financial', type: 'alternate_lender', isActive: false },
  ]
  const orderInGroup = { a_lender: 0, alternate_lender: 0 }
  return list.map((lender, i) => {
    orderInGroup[lender.type] += 10
    const createdAt = ago(now, 210 - i, 3)
    return {
      id: demoId('lenders', i + 1),
      name: lender.name,
      logoUrl: `/demo/lenders/${slugify(lender.name)}.svg`,
      type: lender.type,
      isActive: lender.isActive ?? true,
      displayOrder: orderInGroup[lender.type],
      createdAt,
      updatedAt: lender.isActive === false ? ago(now, 35, 5) : createdAt,
    }
  })
}

// ---------------------------------------------------------------------------------------------
// People: users, profiles, agents
// ---------------------------------------------------------------------------------------------

interface AgentSeed {
  key: keyof typeof DEMO_IDS.agents
  userKey: keyof typeof DEMO_IDS.users
  name: string
  slug: string
  email: string
  phone: string
  title: string
  location: string
  bio: string
  calendly: boolean
  isActive: boolean
  joinedDaysAgo: number
  crmEmail?: string
}

const AGENT_SEEDS: AgentSeed[] = [
  {
    key: 'priya',
    userKey: 'admin',
    name: 'Priya Raman',
    slug: 'priyaraman',
    email: 'priya.raman@demo.brokerage.test',
    phone: '(416) 555-0101',
    title: 'Principal Broker',
    location: 'Toronto, ON',
    bio: 'Priya has arranged residential and commercial mortgages across the Greater Toronto Area for more than fifteen years and leads our team of agents. She is known for untangling complicated files (new Canadians, blended families, small rental portfolios) and for explaining every option in plain language. When she is not reviewing deals, she mentors newly licensed agents and volunteers with a financial literacy program in Scarborough.',
    calendly: true,
    isActive: true,
    joinedDaysAgo: 420,
    crmEmail: 'priya.raman+crm@demo.brokerage.test',
  },
  {
    key: 'sarah',
    userKey: 'agent',
    name: 'Sarah Chen',
    slug: 'sarahchen',
    email: 'sarah.chen@demo.brokerage.test',
    phone: '(416) 555-0134',
    title: 'Mortgage Agent, Level 2',
    location: 'Markham, ON',
    bio: 'Sarah helps first-time buyers and growing families in Toronto and York Region find mortgages that fit the life they actually live, not just the rate sheet. Before becoming a mortgage agent she spent six years in retail banking, so she knows how lenders read an application and how to present yours at its best. She works in English, Mandarin and Cantonese and answers most messages the same day.',
    calendly: true,
    isActive: true,
    joinedDaysAgo: 365,
  },
  {
    key: 'marcus',
    userKey: 'marcus',
    name: 'Marcus Thompson',
    slug: 'marcusthompson',
    email: 'marcus.thompson@demo.brokerage.test',
    phone: '(905) 555-0147',
    title: 'Mortgage Agent, Level 2',
    location: 'Mississauga, ON',
    bio: 'Marcus works with buyers, renewing homeowners and small landlords in Mississauga, Brampton and Oakville. A former credit analyst, he enjoys the numbers side of the job: comparing prepayment penalties, running renewal scenarios and showing clients exactly what each option costs over the term. Evening and weekend appointments are never a problem.',
    calendly: false,
    isActive: true,
    joinedDaysAgo: 300,
  },
  {
    key: 'amelie',
    userKey: 'amelie',
    name: 'Amélie Tremblay',
    slug: 'amelietremblay',
    email: 'amelie.tremblay@demo.brokerage.test',
    phone: '(613) 555-0162',
    title: 'Mortgage Agent, Level 2',
    location: 'Ottawa, ON',
    bio: 'Amélie serves clients in Ottawa and Eastern Ontario in English and French. Many of her clients are self-employed professionals and contractors, and she has built strong relationships with lenders that understand business-for-self income. She believes a good mortgage plan starts with a clear conversation about goals, not with a credit application.',
    calendly: true,
    isActive: true,
    joinedDaysAgo: 240,
  },
  {
    key: 'daniel',
    userKey: 'daniel',
    name: 'Daniel Okafor',
    slug: 'danielokafor',
    email: 'daniel.okafor@demo.brokerage.test',
    phone: '(289) 555-0178',
    title: 'Mortgage Agent, Level 1',
    location: 'Hamilton, ON',
    bio: 'Daniel focuses on first homes and investment properties in Hamilton, Burlington and Niagara. He grew up in a family of small landlords and brings practical experience of rental cash flow, multi-unit financing and renovation budgets to every file. He is building his practice under the mentorship of our principal broker.',
    calendly: false,
    isActive: true,
    joinedDaysAgo: 120,
  },
  {
    key: 'jennifer',
    userKey: 'jennifer',
    name: 'Jennifer Walsh',
    slug: 'jenniferwalsh',
    email: 'jennifer.walsh@demo.brokerage.test',
    phone: '(905) 555-0193',
    title: 'Mortgage Agent, Level 2',
    location: 'Oakville, ON',
    bio: 'Jennifer has helped Oakville and Burlington homeowners with renewals, refinances and purchases for eight years. She is currently on leave from the team; her clients are being looked after by Marcus Thompson.',
    calendly: false,
    isActive: false,
    joinedDaysAgo: 500,
  },
]

export const DEMO_AGENT_SLUGS = AGENT_SEEDS.map((a) => a.slug)

/**
 * Each demo agent's licence (fictional numbers in FSRA's shape; Priya's is the principal
 * broker's licence the brand shows), so every demo page is publishable.
 */
const DEMO_LICENCE_NUMBERS: Record<keyof typeof DEMO_IDS.agents, string> = {
  priya: 'M08004127',
  sarah: 'M12003318',
  marcus: 'M13005542',
  amelie: 'M15002761',
  daniel: 'M21007093',
  jennifer: 'M14006685',
}

/** The approved title a seed's display title names ('Mortgage Agent, Level 2' → Mortgage Agent Level 2). */
function demoLicenceTitle(title: string): AgentLicenceTitle {
  const found = AGENT_LICENCE_TITLES.find((t) => t === title.replace(',', ''))
  if (!found) throw new Error(`No approved title for ${title}`)
  return found
}

function agentImage(slug: string, kind: 'headshot' | 'banner'): string {
  return `/demo/agents/${slug}-${kind}.svg`
}

function buildPeople(now: Date, hashes: DemoPasswordHashes) {
  const [superAdmin, admin, agent] = DEMO_ACCOUNTS
  const accountUsers: { key: keyof typeof DEMO_IDS.users; account: DemoAccount; hash: string; days: number }[] = [
    { key: 'superAdmin', account: superAdmin, hash: hashes.superAdmin, days: 450 },
    { key: 'admin', account: admin, hash: hashes.admin, days: 420 },
    { key: 'agent', account: agent, hash: hashes.agent, days: 365 },
  ]

  const userRows: DemoUser[] = []
  const profileRows: DemoProfile[] = []
  for (const u of accountUsers) {
    const createdAt = ago(now, u.days, 2)
    userRows.push({
      id: DEMO_IDS.users[u.key],
      email: u.account.email,
      passwordHash: u.hash,
      isActive: true,
      sessionVersion: 1,
      createdAt,
      updatedAt: createdAt,
    })
    profileRows.push({
      id: DEMO_IDS.users[u.key],
      role: u.account.role,
      fullName: u.account.fullName,
      updatedAt: createdAt,
    })
  }

  // The other agents sign in with their own e-mail; they share the demo agent's password hash.
  for (const seed of AGENT_SEEDS) {
    if (seed.userKey === 'admin' || seed.userKey === 'agent') continue
    const createdAt = ago(now, seed.joinedDaysAgo, 1)
    userRows.push({
      id: DEMO_IDS.users[seed.userKey],
      email: seed.email,
      passwordHash: hashes.agent,
      isActive: seed.isActive,
      // A deactivated account has had its sessions ended.
      sessionVersion: seed.isActive ? 1 : 2,
      createdAt,
      updatedAt: seed.isActive ? createdAt : ago(now, 40),
    })
    profileRows.push({ id: DEMO_IDS.users[seed.userKey], role: 'agent', fullName: seed.name, updatedAt: createdAt })
  }

  const agentRows: DemoAgent[] = AGENT_SEEDS.map((seed) => {
    const createdAt = ago(now, seed.joinedDaysAgo)
    const updatedAt = seed.isActive ? ago(now, Math.min(seed.joinedDaysAgo - 1, 9), 4) : ago(now, 40)
    const handle = seed.slug
    const [firstName = seed.name] = seed.name.split(' ')
    return {
      id: DEMO_IDS.agents[seed.key],
      userId: DEMO_IDS.users[seed.userKey],
      name: seed.name,
      email: seed.email,
      phone: seed.phone,
      bio: seed.bio,
      calendlyLink: seed.calendly ? `https://calendly.com/demo-${handle}/mortgage-consultation` : null,
      crmEmail: seed.crmEmail ?? null,
      socialLinks: {
        linkedin: `https://www.linkedin.com/in/demo-${handle}`,
        facebook: `https://www.facebook.com/demo.${handle}.mortgages`,
        ...(seed.key === 'sarah' || seed.key === 'priya'
          ? { instagram: `https://www.instagram.com/demo.${handle}` }
          : {}),
        ...(seed.key === 'priya' ? { youtube: 'https://www.youtube.com/@demo-priyaraman' } : {}),
      },
      // No external links: 'Apply Now' opens the site's own application form with the agent named.
      applicationLinks: {},
      seoSettings: {
        meta_title: `${seed.name} | Mortgage Agent in ${seed.location.replace(', ON', '')}`.slice(0, 60),
        meta_description: `${firstName} helps buyers and homeowners in ${seed.location.replace(', ON', '')} compare mortgage rates from over 50 lenders. Book a free consultation.`,
        meta_keywords: `mortgage broker ${seed.location.replace(', ON', '')}, mortgage rates Ontario, ${seed.name}`,
      },
      contactDetails: { title: seed.title, location: seed.location },
      profileSlug: seed.slug,
      headshotUrl: agentImage(seed.slug, 'headshot'),
      bannerImageUrl: agentImage(seed.slug, 'banner'),
      customBackgroundImage: null,
      agentLogoUrl: null,
      badge1Url: null,
      badge2Url: null,
      isActive: seed.isActive,
      licensedName: seed.name,
      licenceNumber: DEMO_LICENCE_NUMBERS[seed.key],
      licenceTitle: demoLicenceTitle(seed.title),
      createdAt,
      updatedAt,
    }
  })

  return { users: userRows, profiles: profileRows, agents: agentRows }
}

// ---------------------------------------------------------------------------------------------
// Testimonials
// ---------------------------------------------------------------------------------------------

function buildTestimonials(now: Date): DemoTestimonial[] {
  const admin = DEMO_IDS.users.superAdmin
  const a = DEMO_IDS.agents
  const list: {
    clientName: string
    content: string
    rating: number
    daysAgo: number
    by: 'admin' | string
    approved: boolean
  }[] = [
    // Written by the super admin: approved at once, shown on the home page (newest 6).
    {
      clientName: 'Olivia & James M.',
      content:
        'We were renewing with our bank and assumed their offer was as good as it gets. The team found us a lower rate with a different lender, handled the switch paperwork and covered the legal costs. We are saving a little over $180 a month.',
      rating: 5,
      daysAgo: 4,
      by: 'admin',
      approved: true,
    },
    {
      clientName: 'Harpreet S.',
      content:
        'As a first-time buyer I had a hundred questions, and every one got a patient, clear answer. They explained the stress test, the insurance premium and closing costs before I ever made an offer, so nothing on closing day was a surprise.',
      rating: 5,
      daysAgo: 11,
      by: 'admin',
      approved: true,
    },
    {
      clientName: 'Mark T.',
      content:
        'Being self-employed, I had been turned down by two banks. Within a week I had an approval that worked with my business income and a plan to move to a prime lender at renewal. Professional from start to finish.',
      rating: 5,
      daysAgo: 23,
      by: 'admin',
      approved: true,
    },
    {
      clientName: 'Chantal & Luc B.',
      content:
        'We needed bridge financing to buy our new home before the old one closed. The timeline was tight, but they coordinated with both lawyers and our realtor and everything closed on the same day. Merci pour tout!',
      rating: 5,
      daysAgo: 38,
      by: 'admin',
      approved: true,
    },
    {
      clientName: 'Wei L.',
      content:
        'Consolidating our credit cards and car loan into the mortgage freed up almost $1,100 a month. They were upfront about the penalty for breaking our term early and showed us it still paid off within the first year.',
      rating: 4,
      daysAgo: 52,
      by: 'admin',
      approved: true,
    },
    {
      clientName: 'Grace O.',
      content:
        'Quick pre-approval, honest advice about what we could comfortably afford (not just the maximum), and a rate hold that protected us while we house-hunted for three months. Highly recommend.',
      rating: 5,
      daysAgo: 75,
      by: 'admin',
      approved: true,
    },
    {
      clientName: 'Robert & Anne K.',
      content:
        'We are retired and wanted to renovate without taking on a monthly payment. They walked us through a reverse mortgage and a HELOC side by side, and encouraged us to involve our children in the decision. We felt respected, never rushed.',
      rating: 5,
      daysAgo: 96,
      by: 'admin',
      approved: true,
    },
    {
      clientName: 'Nadia F.',
      content:
        'Good communication and a competitive rate on our rental property. The document list was long, but they told us exactly what was needed and why, which made it manageable.',
      rating: 4,
      daysAgo: 130,
      by: 'admin',
      approved: true,
    },
    {
      clientName: 'Samuel A.',
      content:
        'I called on a Saturday about an offer deadline on Monday. By Sunday evening I had a written pre-approval and a clear picture of my payments. That responsiveness won the house for us.',
      rating: 5,
      daysAgo: 181,
      by: 'admin',
      approved: true,
    },
    // Written by agents: approved ones show on the agent's page.
    {
      clientName: 'Jessica & Tom W.',
      content:
        'Sarah made buying our first condo feel manageable. She set up our FHSA withdrawal timing, compared four lenders for us and was on the phone with our lawyer the week of closing. We would not have done it without her.',
      rating: 5,
      daysAgo: 19,
      by: a.sarah,
      approved: true,
    },
    {
      clientName: 'Kevin L.',
      content:
        'Sarah found a lender that would count my new job income even though I was still on probation. Clear, fast and always reachable by text.',
      rating: 5,
      daysAgo: 63,
      by: a.sarah,
      approved: true,
    },
    {
      clientName: 'Andrea P.',
      content:
        'Marcus laid out three renewal options in a simple table, including what each would cost if we sold in two years. We chose a shorter fixed term and feel great about it.',
      rating: 5,
      daysAgo: 28,
      by: a.marcus,
      approved: true,
    },
    {
      clientName: 'Philippe G.',
      content:
        'Amélie understood my consulting income right away and knew which lenders would look at it fairly. She kept me updated in French throughout, which I really appreciated.',
      rating: 5,
      daysAgo: 47,
      by: a.amelie,
      approved: true,
    },
    {
      clientName: 'Monique & Dev R.',
      content:
        'Daniel got us approved for our duplex, but closing came down to the wire because the appraisal was ordered late. He owned the delay and kept us informed, and the rate was good. Three stars for the stress, five for the result.',
      rating: 3,
      daysAgo: 33,
      by: a.daniel,
      approved: true,
    },
    {
      clientName: 'Priyanka D.',
      content:
        'Priya handled our purchase and the sale of my parents’ condo at the same time. Calm, organised and always one step ahead of the lenders.',
      rating: 5,
      daysAgo: 88,
      by: a.priya,
      approved: true,
    },
    // Submitted by agents, waiting for approval.
    {
      clientName: 'Brandon C.',
      content:
        'Sarah helped us port our mortgage to the new house and blend in the extra amount we needed. She explained the blended rate clearly and the whole process took less than three weeks.',
      rating: 5,
      daysAgo: 2,
      by: a.sarah,
      approved: false,
    },
    {
      clientName: 'Isabelle N.',
      content:
        'Très bon service. Amélie a trouvé une solution pour mon refinancement alors que ma banque avait refusé. Rapide et professionnelle.',
      rating: 4,
      daysAgo: 5,
      by: a.amelie,
      approved: false,
    },
  ]

  return list.map((t, i) => {
    const createdAt = ago(now, t.daysAgo, 3 + (i % 5), (i * 7) % 60)
    const byAdmin = t.by === 'admin'
    return {
      id: demoId('testimonials', i + 1),
      agentId: byAdmin ? null : t.by,
      adminId: byAdmin ? admin : null,
      clientName: t.clientName,
      content: t.content,
      rating: t.rating,
      isApproved: t.approved,
      createdAt,
      updatedAt: byAdmin || !t.approved ? createdAt : ago(now, Math.max(t.daysAgo - 1, 0), 1),
    }
  })
}

// ---------------------------------------------------------------------------------------------
// Blog posts
// ---------------------------------------------------------------------------------------------

interface PostSeed {
  title: string
  excerpt: string
  content: string
  author: { agent: keyof typeof DEMO_IDS.agents | null; adminCreated: boolean }
  /** Days since publication; null for a draft. */
  publishedDaysAgo: number | null
  createdDaysAgo: number
  keywords: string
}

const POSTS: PostSeed[] = [
  {
    title: 'Mortgage Renewal in 2026: Your 120-Day Game Plan',
    excerpt:
      'Your renewal letter is not a bill you have to pay. Start four months early, hold a rate, and compare before you sign.',
    author: { agent: null, adminCreated: true },
    publishedDaysAgo: 3,
    createdDaysAgo: 5,
    keywords: 'mortgage renewal, switch lenders, rate hold, Ontario',
    content: paragraphs(
      'Hundreds of thousands of Canadian households renew a mortgage every year, and many of them simply sign the renewal offer their lender mails out. That offer is rarely the best rate available to you. Lenders know that most borrowers do not shop at renewal, and they price accordingly.',
      'The good news is that renewal is the one moment in the life of a mortgage when you can move to another lender without a prepayment penalty. A little preparation turns that moment into real savings.',
      '120 days before maturity: get a rate hold. Many lenders will hold a rate for up to 120 days on a switch. If rates fall before your renewal date, a good broker will re-quote you at the lower rate; if they rise, you are protected.',
      '90 days before: gather your documents. Expect to provide your current mortgage statement, a recent property tax bill, photo ID and proof of income (a recent pay stub and employment letter, or two years of Notices of Assessment if you are self-employed).',
      '60 days before: compare real offers. Look beyond the rate. Check the prepayment privileges, how the penalty is calculated if you break the term early, whether the mortgage is portable if you move, and whether the lender covers legal and appraisal costs on a switch. Most do; your current lender may still charge a discharge fee of a few hundred dollars.',
      '30 days before: decide and sign. Once you accept, the new lender and their lawyer handle the transfer. If you stay with your current lender, ask them to match the best offer in writing. They often will.',
      'One more reason to shop: since November 2024, federally regulated lenders no longer have to apply the mortgage stress test when you switch lenders at renewal, as long as you are not increasing the amount you owe or extending your amortization. Moving for a better rate is easier than it used to be.',
      'If your payment is going up because your last term was signed at a lower rate, talk to us early. Options such as a different term length, a lump-sum prepayment before renewal or, where it makes sense, a longer amortization can soften the change.',
    ),
  },
  {
    title: 'First-Time Buyers in Ontario: Nine Things to Sort Out Before You Make an Offer',
    excerpt:
      'From your FHSA to closing costs, here is the checklist we go through with every first-time buyer before they start touring homes.',
    author: { agent: 'sarah', adminCreated: false },
    publishedDaysAgo: 9,
    createdDaysAgo: 12,
    keywords: 'first-time home buyer, FHSA, down payment, Ontario land transfer tax',
    content: paragraphs(
      'Buying your first home is exciting, and it moves fast once you find the right place. These are the nine things I ask every first-time buyer to sort out before they book a single showing.',
      '1. Get pre-approved, not just pre-qualified. A pre-approval means a lender has looked at your credit and income and holds a rate for you, usually for 90 to 120 days. It tells you what you can borrow and protects you if rates rise while you search.',
      '2. Know your minimum down payment. It is 5% of the first $500,000 of the price and 10% of the portion above that, up to $1.5 million. Homes at $1.5 million or more need 20% down. On a $700,000 home the minimum is $45,000.',
      '3. Use your First Home Savings Account. You can contribute up to $8,000 a year, to a lifetime maximum of $40,000. Contributions are tax-deductible and qualifying withdrawals are tax-free. You can combine it with the RRSP Home Buyers’ Plan, which lets each buyer withdraw up to $60,000.',
      '4. Budget for mortgage default insurance. With less than 20% down, your mortgage must be insured. The premium (4% of the loan at 5% down) is added to the mortgage, but in Ontario the 8% sales tax on the premium is due in cash on closing.',
      '5. Consider a 30-year amortization. First-time buyers can now get an insured mortgage amortized over 30 years. Payments are lower, but you pay more interest over time, so use the room wisely.',
      '6. Plan for closing costs of 1.5% to 4% of the price. Land transfer tax, legal fees, title insurance, a home inspection and property tax adjustments add up. First-time buyers get an Ontario land transfer tax refund of up to $4,000, plus up to $4,475 from the City of Toronto if you buy there.',
      '7. Keep your credit steady. Do not finance a car, open new credit cards or miss a payment between pre-approval and closing. Lenders re-check your credit before funding.',
      '8. Do not change jobs mid-process. If you must, call your broker first. A new role, especially one with a probation period, can change how lenders view your income.',
      '9. Build a cushion. Aim to keep at least three months of housing costs in savings after closing. Furnace repairs and new appliances rarely wait until you are ready.',
      'If you would like to walk through your own numbers, book a call. It is free and there is no obligation.',
    ),
  },
  {
    title: 'Fixed or Variable? How to Choose When Rates Keep Moving',
    excerpt:
      'There is no universally right answer, but there is a right answer for you. Four questions that settle the fixed-versus-variable debate.',
    author: { agent: 'priya', adminCreated: true },
    publishedDaysAgo: 17,
    createdDaysAgo: 18,
    keywords: 'fixed vs variable mortgage, prime rate, prepayment penalty',
    content: paragraphs(
      'It is the question we hear most: should I lock in or go variable? Headlines make it sound like a bet on the Bank of Canada. In practice, the better choice depends more on your life than on the rate forecast.',
      'A fixed rate stays the same for the whole term. Your payment is predictable, which is valuable when the budget is tight or when you simply sleep better knowing the number. The trade-off is the penalty if you break the mortgage early: on a fixed rate it is usually the greater of three months’ interest or the interest rate differential, and the differential can run into the thousands.',
      'A variable rate moves with the lender’s prime rate. With an adjustable-rate mortgage your payment changes whenever prime does; with a variable rate and fixed payments, the split between interest and principal shifts instead. Variable mortgages usually carry a penalty of only three months’ interest, which makes them more flexible if you might sell or refinance.',
      'Four questions help most clients decide. How likely are you to move, sell or refinance in the next five years? Could your budget absorb a payment increase of a few hundred dollars a month? Do you plan to make large prepayments? And how would you feel if rates rose after you chose variable, or fell after you locked in?',
      'There are middle paths, too. A shorter fixed term (two or three years) lets you reassess sooner. Some lenders offer hybrid mortgages that split the balance between fixed and variable portions.',
      'Whatever you choose, compare the full cost over the term, not just the headline rate, and read how the penalty is calculated before you sign. We are happy to run both scenarios side by side with your numbers.',
    ),
  },
  {
    title: 'The Mortgage Stress Test, Explained in Plain English',
    excerpt:
      'Why you qualify at a higher rate than you will actually pay, how much it changes your budget, and what you can do about it.',
    author: { agent: 'marcus', adminCreated: false },
    publishedDaysAgo: 26,
    createdDaysAgo: 27,
    keywords: 'mortgage stress test, minimum qualifying rate, GDS, TDS',
    content: paragraphs(
      'If you are getting a mortgage from a federally regulated lender, you have to pass the stress test. It is meant to make sure you could still afford your payments if rates went up at renewal.',
      'The rule is simple: you must qualify at the higher of 5.25% or your contract rate plus two percentage points. If you are offered 3.99%, the lender checks your budget as if the rate were 5.99%. It applies to both insured mortgages (less than 20% down) and uninsured ones.',
      'Here is what that means in dollars. A $600,000 mortgage at 3.99% over 25 years costs about $3,153 a month. At the qualifying rate of 5.99%, the same mortgage works out to about $3,835. The lender uses the higher figure when it measures your debt ratios.',
      'Those ratios are the gross debt service (GDS) ratio, which compares housing costs (mortgage payment, property tax, heating and half of any condo fees) with your gross income, and the total debt service (TDS) ratio, which adds car loans, credit cards and other debts. For insured mortgages the limits are 39% and 44%. In our example, with $500 a month for property tax and heating, the household would need an income of roughly $133,000 to qualify, compared with about $112,000 without the stress test.',
      'Not every mortgage is stress-tested. Since November 2024, a straight switch to a new lender at renewal, with no increase in the amount or amortization, is exempt. Lenders that are not federally regulated, such as some credit unions and private lenders, set their own rules, usually with higher rates or fees.',
      'If the stress test is holding you back, you have options: pay down a car loan or credit card to improve your TDS ratio, add a co-borrower, increase your down payment, or, if you qualify as a first-time buyer, look at a 30-year insured amortization. Sometimes simply waiting a few months to document a raise or bonus makes the difference.',
    ),
  },
  {
    title: 'Self-Employed? How Lenders Actually Look at Your Income',
    excerpt:
      'Write-offs that lower your taxes can also lower your borrowing power. Here is how to prepare a self-employed mortgage application that gets approved.',
    author: { agent: 'amelie', adminCreated: false },
    publishedDaysAgo: 41,
    createdDaysAgo: 44,
    keywords: 'self-employed mortgage, business for self, stated income, Notice of Assessment',
    content: paragraphs(
      'Nearly one in seven working Canadians is self-employed, yet many are surprised when a bank offers them far less than they expected. The reason is usually on line 15000 of their tax return.',
      'Traditional lenders look at the income you report to the Canada Revenue Agency. Most ask for your last two T1 General returns and Notices of Assessment and average the two years. If your business has been growing, some lenders will use the most recent year instead. Incorporated owners also provide financial statements for the company.',
      'The catch is that good tax planning, such as claiming your vehicle, home office and capital cost allowance, reduces the income a lender can use. Some lenders add back certain non-cash expenses like depreciation, and a broker knows which ones do.',
      'If your declared income does not support the mortgage you need, there are business-for-self programs with alternative lenders. They look at your business bank statements and the reasonableness of your stated income for your industry. Expect a slightly higher rate, a lender fee and, typically, a larger down payment. Many clients use these programs for one or two terms and then move to a prime lender once their tax returns catch up.',
      'To prepare, keep your personal and business accounts separate, make sure your taxes (including HST) are paid up to date, and have two years of returns ready. Lenders care about stability as much as income, so a business licence, articles of incorporation or long-term contracts all help.',
      'Every self-employed file is different. Talk to us before you file your next return if you are planning to buy in the coming year; a few decisions made now can change what you qualify for.',
    ),
  },
  {
    title: 'Using a HELOC Wisely: Renovations, Not Vacations',
    excerpt:
      'A home equity line of credit is one of the cheapest ways to borrow, and one of the easiest to misuse. Here is how to keep it working for you.',
    author: { agent: 'sarah', adminCreated: false },
    publishedDaysAgo: null,
    createdDaysAgo: 6,
    keywords: 'HELOC, home equity line of credit, renovation financing',
    content: paragraphs(
      'A home equity line of credit (HELOC) lets you borrow against the equity in your home at a rate close to prime. The revolving portion can be up to 65% of your home’s value, and your mortgage and HELOC combined can reach 80%.',
      'Used well, a HELOC can pay for a renovation that adds value, cover an emergency or bridge a gap between buying and selling. Used poorly, it becomes a second credit card with your house as the collateral.',
      'Most HELOCs only require interest payments, so the balance can linger for years. Before you borrow, write down how and when you will repay it, and consider setting up automatic principal payments.',
      'Remember that the rate is variable. If prime rises, so does your cost of borrowing on the whole balance.',
    ),
  },
  {
    title: 'Land Transfer Tax Rebates for First-Time Buyers in Ontario and Toronto',
    excerpt:
      'Buying your first home in Toronto? You could get up to $8,475 back in land transfer tax. Here is how the two rebates work.',
    author: { agent: 'daniel', adminCreated: false },
    publishedDaysAgo: null,
    createdDaysAgo: 3,
    keywords: 'land transfer tax, first-time buyer rebate, Toronto, Ontario',
    content: paragraphs(
      'Land transfer tax is one of the largest closing costs in Ontario, and it is due in cash on closing day. Buyers in Toronto pay it twice: once to the province and once to the city.',
      'First-time buyers can get a refund of up to $4,000 of the Ontario tax, which covers the full tax on homes up to about $368,000. In Toronto, the municipal rebate is up to $4,475, which covers the city tax on homes up to $400,000.',
      'On a $500,000 home in Toronto, the provincial and municipal taxes come to $6,475 each, or $12,950 in total. A first-time buyer would receive $8,475 in rebates and pay $4,475.',
      'Your real estate lawyer usually claims both rebates when registering the transfer, so the savings show up on your closing statement.',
    ),
  },
]

function buildBlogPosts(now: Date): DemoBlogPost[] {
  return POSTS.map((post, i) => {
    const slug = slugify(post.title)
    const createdAt = ago(now, post.createdDaysAgo, 4, 20)
    const publishedAt = post.publishedDaysAgo === null ? null : ago(now, post.publishedDaysAgo, 2, 5)
    const metaTitle = post.title.length <= 60 ? post.title : `${post.title.slice(0, 57).trimEnd()}...`
    return {
      id: demoId('blogPosts', i + 1),
      agentId: post.author.agent === null ? null : DEMO_IDS.agents[post.author.agent],
      title: post.title,
      slug,
      excerpt: post.excerpt,
      content: post.content,
      featuredImageUrl: `/demo/blog/${slug}.svg`,
      isPublished: publishedAt !== null,
      publishedAt,
      seoSettings: {
        meta_title: metaTitle,
        description: post.excerpt.length <= 160 ? post.excerpt : `${post.excerpt.slice(0, 157).trimEnd()}...`,
        keywords: post.keywords,
        ...(post.author.adminCreated ? { admin_created: true } : {}),
      },
      createdAt,
      updatedAt: publishedAt ?? ago(now, Math.max(post.createdDaysAgo - 1, 0), 1),
    }
  })
}

// ---------------------------------------------------------------------------------------------
// Mortgage services and products
// ---------------------------------------------------------------------------------------------

const SERVICES: { name: string; description: string; content: string; features: string[] }[] = [
  {
    name: 'Purchase Mortgages',
    description: 'Financing for your first home, your next home or a second property, from over 50 lenders.',
    features: [
      'Pre-approvals with rate holds of up to 120 days',
      'Insured mortgages from 5% down',
      '30-year amortization for eligible first-time buyers',
      'Help with FHSA and RRSP Home Buyers’ Plan timing',
    ],
    content: paragraphs(
      'Whether it is your first home or your fourth, we shop your mortgage across big banks, credit unions and monoline lenders so you see the best options side by side, not just one bank’s rate sheet.',
      'We start with a pre-approval that holds your rate while you search and tells you exactly what price range makes sense. When you find the right home, we handle the lender conditions, appraisal and paperwork with your realtor and lawyer so you can focus on the move.',
      'First-time buyers get extra help with down payment rules, mortgage default insurance, land transfer tax rebates and the First Home Savings Account.',
    ),
  },
  {
    name: 'Renewals & Switches',
    description: 'Do not just sign your renewal letter. Compare offers and switch lenders at no cost to you.',
    features: [
      'Start up to 120 days before maturity',
      'No stress test on a straight switch',
      'Legal and appraisal costs usually covered by the new lender',
      'Side-by-side comparison with your current lender’s offer',
    ],
    content: paragraphs(
      'Your renewal is the one time you can move your mortgage without a penalty. Lenders know that most people sign the first offer they receive, and that offer is rarely the best available.',
      'We review your renewal letter, hold a competitive rate up to four months in advance and compare it with offers from other lenders. If a switch makes sense, the new lender typically covers legal and appraisal costs, and since November 2024 a straight switch no longer requires re-qualifying under the stress test.',
      'If staying put is the best choice, we will tell you, and often help you negotiate a better rate with your current lender.',
    ),
  },
  {
    name: 'Refinancing',
    description: 'Access your home equity for renovations, investments or major expenses at mortgage rates.',
    features: [
      'Borrow up to 80% of your home’s value',
      'Penalty calculations before you commit',
      'Blend-and-extend and HELOC alternatives compared',
      'Fast appraisals across Ontario',
    ],
    content: paragraphs(
      'Refinancing replaces your current mortgage with a new one, usually for a larger amount, so you can turn home equity into cash. It is often the lowest-cost way to fund a renovation, help a child with a down payment or invest.',
      'Breaking a mortgage mid-term can carry a penalty, so we calculate it up front and compare a full refinance with alternatives such as a blend-and-extend with your current lender or a home equity line of credit.',
      'You can borrow up to 80% of your home’s appraised value, subject to qualifying under the stress test.',
    ),
  },
  {
    name: 'Debt Consolidation',
    description: 'Roll high-interest credit card and loan balances into your mortgage and cut your monthly payments.',
    features: [
      'Replace 20%+ credit card interest with a mortgage rate',
      'One payment instead of many',
      'A repayment plan that rebuilds your credit',
      'Options with alternative lenders when banks say no',
    ],
    content: paragraphs(
      'Credit card balances at 20% or more can keep you running in place. Consolidating them into your mortgage replaces that interest with a mortgage rate and often frees up hundreds of dollars a month.',
      'We look at the full picture: the cost of refinancing, any prepayment penalty and how long it takes for the savings to outweigh it. Then we help you set up a plan so the cards stay paid off.',
      'If your credit has taken a hit, alternative lenders can often help for a term or two while you rebuild, with a clear path back to a prime lender.',
    ),
  },
  {
    name: 'Self-Employed Mortgages',
    description:
      'Mortgages for business owners, contractors and commission earners, with lenders who understand your income.',
    features: [
      'Prime lenders that average two years of income',
      'Business-for-self and stated-income programs',
      'Add-backs for eligible business expenses',
      'Incorporated and sole-proprietor files',
    ],
    content: paragraphs(
      'Smart tax planning lowers the income on your Notice of Assessment, and that can limit what a bank will lend you. We know which lenders add back non-cash expenses, which average your income and which look at your business bank statements instead.',
      'For newer businesses, or when declared income does not tell the whole story, business-for-self programs with alternative lenders bridge the gap, usually with a plan to move to a prime lender at renewal.',
    ),
  },
  {
    name: 'Investment Properties',
    description:
      'Financing for rental condos, multi-unit homes and secondary suites, one property or a growing portfolio.',
    features: [
      'Rental income included in your qualification',
      'Two- to four-unit and mixed-use properties',
      'Portfolio lending for multiple properties',
      'Secondary suite and garden suite financing',
    ],
    content: paragraphs(
      'Rental properties are financed differently from your home: lenders want at least 20% down and apply their own rules for counting rental income. We know which lenders use rental offsets, which add a share of the rent to your income and which lend to larger portfolios.',
      'Thinking of adding a basement or garden suite? Ontario now allows up to three units on most residential lots, and some lenders will finance the renovation based on the future rental income.',
    ),
  },
  {
    name: 'Pre-Approvals',
    description: 'Know your budget and lock in a rate before you start house hunting.',
    features: ['Rate holds of 90 to 120 days', 'Written pre-approval for your offers', 'Free, with no obligation'],
    content: paragraphs(
      'A pre-approval tells you how much you can borrow and protects you from rate increases while you shop. Sellers and realtors take your offer more seriously when it is backed by one.',
      'We review your credit, income and down payment up front, so there are fewer surprises when your offer is accepted.',
    ),
  },
  {
    name: 'Reverse Mortgages',
    description: 'Tax-free funds from your home equity for homeowners aged 55 and older, with no monthly payments.',
    features: [
      'For homeowners 55 and older',
      'Tax-free funds, no monthly payments',
      'You keep ownership of your home',
      'Family members welcome in every conversation',
    ],
    content: paragraphs(
      'A reverse mortgage lets homeowners aged 55 and older turn part of their home equity into tax-free cash without selling or making monthly payments. The loan is repaid when the home is sold or the last borrower moves out.',
      'It is not the right fit for everyone. Rates are higher than a regular mortgage and the balance grows over time, so we always compare it with a HELOC or downsizing and encourage you to include your family in the conversation.',
    ),
  },
]

function buildMortgageServices(now: Date): DemoMortgageService[] {
  return SERVICES.map((s, i) => {
    // The public list is ordered by created_at ascending: the first entry is the oldest.
    const createdAt = ago(now, 200 - i * 3, 2)
    return {
      id: demoId('mortgageServices', i + 1),
      name: s.name,
      description: s.description,
      content: s.content,
      imageUrl: `/demo/services/${slugify(s.name)}.svg`,
      features: s.features,
      createdAt,
      updatedAt: createdAt,
    }
  })
}

const PRODUCTS: { name: string; description: string; price: number | null; content: string }[] = [
  {
    name: 'Big-Bank 5-Year Fixed',
    description: 'A five-year fixed-rate mortgage from a major Canadian bank, at our negotiated network rate.',
    price: null,
    content: paragraphs(
      'The most popular mortgage in Canada: one predictable payment for five years. Through our network you get the same bank and the same product, usually at a lower rate than the branch offers.',
      'Typical features include prepayments of up to 20% of the original balance each year, payment increases of up to 20%, a portable mortgage if you move, and rate holds of up to 120 days. There is no fee to you; the lender pays us.',
    ),
  },
  {
    name: 'Big-Bank Variable Rate Mortgage',
    description:
      'A variable-rate mortgage priced below prime, with the flexibility of a three-months’-interest penalty.',
    price: null,
    content: paragraphs(
      'Your rate moves with the bank’s prime rate, set at a discount that stays fixed for the whole term. Most clients choose it for flexibility: breaking a variable mortgage usually costs three months’ interest, far less than a typical fixed-rate penalty.',
      'Many lenders allow you to convert to a fixed rate at any time without a penalty. We will show you the trigger rate and how payments would change if prime moved.',
    ),
  },
  {
    name: 'Alternative Lender 1-Year Term',
    description:
      'For bruised credit, new businesses or recent arrivals to Canada: a short term to get you into the home while you rebuild.',
    price: 995,
    content: paragraphs(
      'Alternative (B) lenders such as trust companies look beyond credit scores and tax returns. They focus on your equity, your overall story and your ability to pay.',
      'Rates are higher than at a bank and there is usually a lender fee (shown here as a starting price), so we keep the term short and build a plan to move you to a prime lender at renewal. A minimum of 20% down or equity is typical.',
    ),
  },
  {
    name: 'Alternative Lender Equity Refinance',
    description: 'Refinance up to 80% of your home’s value to consolidate debt when the banks have said no.',
    price: 1250,
    content: paragraphs(
      'When debt has piled up or income is hard to document, an equity-based refinance with an alternative lender can replace several high-interest payments with one.',
      'We compare the total cost, including the lender fee, the appraisal and any penalty on your current mortgage, against the interest you will save, and only recommend it when the numbers work.',
    ),
  },
  {
    name: 'MIC Private First Mortgage',
    description:
      'Short-term private financing from a mortgage investment corporation for files that need speed or flexibility.',
    price: 1995,
    content: paragraphs(
      'Mortgage investment corporations (MICs) pool investor funds to lend on real estate. They can approve in days, lend on unique properties and consider situations banks will not, such as consumer proposals or properties needing major work.',
      'Private mortgages are typically interest-only, for terms of 6 to 24 months, with rates and fees well above bank levels. We treat them as a bridge, with a written exit plan to a conventional lender before you sign.',
    ),
  },
  {
    name: 'MIC Second Mortgage',
    description: 'Borrow against your equity without breaking your first mortgage and its low rate.',
    price: 1495,
    content: paragraphs(
      'If your first mortgage has a low rate or a large penalty, a second mortgage lets you access equity while keeping it in place. Combined borrowing can go up to about 80% of your home’s value, sometimes more with a private lender.',
      'Second mortgages are usually short-term and interest-only. They work best for a specific purpose with a clear end date, such as finishing a renovation before selling or consolidating debt until your first mortgage renews.',
    ),
  },
]

function buildProducts(now: Date): DemoProduct[] {
  return PRODUCTS.map((p, i) => {
    const createdAt = ago(now, 190 - i * 4, 5)
    return {
      id: demoId('products', i + 1),
      name: p.name,
      description: p.description,
      imageUrl: `/demo/products/${slugify(p.name)}.svg`,
      price: p.price,
      content: p.content,
      createdAt,
      updatedAt: createdAt,
    }
  })
}

// ---------------------------------------------------------------------------------------------
// Leads
// ---------------------------------------------------------------------------------------------

type QuoteFrequency = Extract<
  PaymentFrequency,
  'monthly' | 'semi-monthly' | 'bi-weekly' | 'accelerated-bi-weekly' | 'weekly'
>

/**
 * The quote dialog's metadata: its inputs and the figures it showed the visitor, computed as the
 * dialog computes them (shared/finance: the insurance premium in force on `now`, added to the
 * loan; app/features/quote/quote-model.ts).
 */
function quoteMetadata(
  input: {
    price: number
    downPayment: number
    location: string
    amortization: number
    mortgageRate: number
    paymentFrequency: QuoteFrequency
  },
  now: Date,
): Record<string, unknown> {
  const insurance = insurancePremium({
    price: input.price,
    downPayment: input.downPayment,
    amortizationYears: input.amortization,
    asOf: now,
  })
  const cmhcInsurance = insurance.premium
  const totalMortgage = roundCents(input.price - input.downPayment + cmhcInsurance)
  const result = mortgagePayment({
    principal: totalMortgage,
    annualRatePct: input.mortgageRate,
    amortizationYears: input.amortization,
    frequency: input.paymentFrequency,
  })
  return {
    ...input,
    calculations: {
      cmhcInsurance,
      totalMortgage,
      periodicPayment: result.payment,
      totalPayments: result.totalPaid,
      totalInterest: result.totalInterest,
      payoffYears: round2(result.payoffYears),
    },
  }
}

const CHAT_GREETING =
  "Hi! I'm your mortgage assistant. Ask me about today's rates, payments, qualifying or the buying process, and I'll do my best to help."

/** The conversation as the server stores a chat lead's message (shared/leads/lead-message.ts). */
function chatMessage(turns: [role: 'user' | 'assistant', content: string][], lastInteraction: Date): string {
  return chatMessageText(
    [{ role: 'assistant', content: CHAT_GREETING }, ...turns.map(([role, content]) => ({ role, content }))],
    lastInteraction.toISOString(),
  )
}

function chatMetadata(session: number, details: Record<string, unknown>): Record<string, unknown> {
  return {
    property_value: null,
    property_type: null,
    down_payment: null,
    mortgage_type: null,
    ...details,
    source_details: CHAT_SOURCE_DETAILS,
    chat_session_id: demoId('chatSessions', session),
  }
}

export const CONTACT_CONSENT_VERSION = 'contact-v1'
export { CHAT_PLACEHOLDER_EMAIL }

function buildLeads(now: Date): DemoLead[] {
  const a = DEMO_IDS.agents
  type Draft = Omit<DemoLead, 'id' | 'createdAt' | 'updatedAt'> & { at: Date; changed?: Date }
  const drafts: Draft[] = []
  const at = (days: number, hours = 0, minutes = 0) => ago(now, days, hours, minutes)

  // 1. Quote dialog, purchase.
  drafts.push({
    at: at(0, 5, 12),
    agentId: a.sarah,
    clientName: 'Emily Nguyen',
    clientEmail: 'emily.nguyen@example.com',
    clientPhone: '(647) 555-0182',
    type: 'rate_quote',
    source: 'mortgage_calculator',
    status: 'new',
    submissionKind: 'quote',
    metadata: quoteMetadata(
      {
        price: 725000,
        downPayment: 72500,
        location: 'Ontario',
        amortization: 25,
        mortgageRate: 3.84,
        paymentFrequency: 'monthly',
      },
      now,
    ),
  })
  // 2. Quote dialog, renewal/refinance.
  drafts.push({
    at: at(3, 2, 40),
    changed: at(2, 6),
    agentId: a.marcus,
    clientName: 'Raj Patel',
    clientEmail: 'raj.patel@example.com',
    clientPhone: '(905) 555-0121',
    type: 'refinance',
    source: 'mortgage_calculator',
    status: 'contacted',
    submissionKind: 'quote',
    notes: 'Renewal in March with his bank at 5.14%. Sent switch comparison; waiting on his current statement.',
    metadata: quoteMetadata(
      {
        price: 980000,
        downPayment: 392000,
        location: 'Ontario',
        amortization: 20,
        mortgageRate: 4.04,
        paymentFrequency: 'bi-weekly',
      },
      now,
    ),
  })
  // 3. Chat assistant, e-mail given.
  const chat1 = at(1, 3, 25)
  drafts.push({
    at: chat1,
    agentId: null,
    clientName: 'Kevin Brooks',
    clientEmail: 'kevin.brooks@example.com',
    clientPhone: null,
    type: 'contact',
    source: 'AI Chatbot',
    status: 'new',
    submissionKind: 'chat',
    message: chatMessage(
      [
        ['user', 'What is the lowest 5 year fixed rate right now?'],
        [
          'assistant',
          "Today's 5-year fixed rates start around 3.7% for insured purchases in Ontario. Your exact rate depends on your down payment, the property and your credit. Would you like an agent to send you a personalized quote?",
        ],
        ['user', "We're looking at a condo in Toronto around $650,000 with 10% down."],
        [
          'assistant',
          'With 10% down ($65,000) your mortgage would need default insurance; the 3.1% premium is added to the loan, for a total mortgage of about $603,135. Want me to have an agent run the payment numbers for you?',
        ],
        ['user', 'Sure, my name is Kevin Brooks and my email is kevin.brooks@example.com'],
        [
          'assistant',
          "Thanks, Kevin! I've passed your details to our team. A licensed mortgage agent will email you within one business day.",
        ],
      ],
      chat1,
    ),
    metadata: chatMetadata(1, {
      property_value: 650000,
      property_type: 'condo',
      down_payment: 65000,
      mortgage_type: 'fixed',
    }),
  })
  // 4. Chat assistant, phone only: default name and placeholder e-mail.
  const chat2 = at(12, 1, 5)
  drafts.push({
    at: chat2,
    changed: at(10, 4),
    agentId: a.sarah,
    clientName: 'Anonymous Lead',
    clientEmail: CHAT_PLACEHOLDER_EMAIL,
    clientPhone: '(416) 555-0199',
    type: 'contact',
    source: 'AI Chatbot',
    status: 'application',
    submissionKind: 'chat',
    notes:
      'Called back: townhouse owner in Scarborough, renewal in 4 months. Pre-qualified for a switch; rate hold requested.',
    message: chatMessage(
      [
        ['user', 'My mortgage renews soon. Do I have to stay with my bank?'],
        [
          'assistant',
          'No. At renewal you can move to another lender without a prepayment penalty, and a straight switch no longer requires passing the stress test again. Many lenders will hold a rate for up to 120 days.',
        ],
        ['user', 'Ok. Our townhouse is worth about 900k. Can someone call me at 416-555-0199?'],
        ['assistant', "Absolutely. I've shared your number with our team, and a mortgage agent will call you shortly."],
      ],
      chat2,
    ),
    metadata: chatMetadata(2, { property_value: 900000, property_type: 'townhouse', mortgage_type: 'renewal' }),
  })
  // 5. Contact form (source contact_form), agent preselected.
  const contact1 = at(2, 7, 30)
  drafts.push({
    at: contact1,
    agentId: a.sarah,
    clientName: 'Michelle Okonkwo',
    clientEmail: 'michelle.okonkwo@example.com',
    clientPhone: '(647) 555-0166',
    type: 'contact',
    source: 'contact_form',
    status: 'new',
    submissionKind: 'contact',
    message:
      'Hi Sarah, my husband and I are hoping to buy our first home in Markham this spring. Could we book a time to go over what we can afford? Evenings work best for us.',
    metadata: { phoneType: 'Mobile', postalCode: 'L3R 2Z5' },
    consentVersion: CONTACT_CONSENT_VERSION,
    consentAt: contact1,
  })
  // 6. Contact form (source website).
  const contact2 = at(6, 3)
  drafts.push({
    at: contact2,
    changed: at(5, 2),
    agentId: null,
    clientName: 'Tom Becker',
    clientEmail: 'tom.becker@example.com',
    clientPhone: '(416) 555-0118',
    type: 'contact',
    source: 'website',
    status: 'contacted',
    submissionKind: 'contact',
    message:
      'I own a semi in Leslieville and would like to add a garden suite. Is it possible to refinance based on the rent it would bring in?',
    notes: 'Left voicemail and sent an email with the garden suite financing checklist.',
    metadata: { phoneType: 'Work', postalCode: 'M4M 2G3' },
    consentVersion: CONTACT_CONSENT_VERSION,
    consentAt: contact2,
  })
  // 7. Become-a-broker form.
  drafts.push({
    at: at(4, 6, 45),
    agentId: null,
    clientName: 'Jasmine Lee',
    clientEmail: 'jasmine.lee@example.com',
    clientPhone: '(905) 555-0137',
    type: 'contact',
    source: 'website',
    status: 'new',
    submissionKind: 'become-broker',
    message:
      'I passed the Level 1 course in the fall and have been working at a bank branch for three years. I am looking for a team with strong mentorship.',
    metadata: { type: 'agent_application', experience: 'Licensed Agent (Level 1), 3 years in retail banking' },
  })
  // 8. Newsletter.
  drafts.push({
    at: at(1, 9, 10),
    agentId: null,
    clientName: 'alex.morgan',
    clientEmail: 'alex.morgan@example.com',
    clientPhone: null,
    type: 'contact',
    source: 'newsletter',
    status: 'new',
    submissionKind: 'newsletter',
    metadata: { subscribed_to: 'newsletter' },
  })
  // 9-11, 17. Applications page.
  drafts.push({
    at: at(0, 8, 3),
    agentId: a.sarah,
    clientName: 'David Kim',
    clientEmail: 'david.kim@example.com',
    clientPhone: '(416) 555-0152',
    type: 'application',
    source: 'website',
    status: 'new',
    submissionKind: 'application',
    metadata: { mortgage_amount: 540000, property_address: '27 Maple Grove Crescent, Markham, ON L3R 4K2' },
  })
  drafts.push({
    at: at(9, 5),
    changed: at(6, 3),
    agentId: a.marcus,
    clientName: 'Hannah Schultz',
    clientEmail: 'hannah.schultz@example.com',
    clientPhone: '(905) 555-0184',
    type: 'application',
    source: 'website',
    status: 'approved',
    submissionKind: 'application',
    notes:
      'Approved with a monoline lender at 3.89% 5-yr fixed. Conditions: employment letter and proof of down payment.',
    metadata: {
      mortgage_amount: 612000,
      property_address: '1450 Lakeshore Road West, Unit 12, Mississauga, ON L5H 1G8',
    },
  })
  drafts.push({
    at: at(27, 4),
    changed: at(8, 2),
    agentId: a.priya,
    clientName: 'Omar Haddad',
    clientEmail: 'omar.haddad@example.com',
    clientPhone: '(416) 555-0107',
    type: 'application',
    source: 'website',
    status: 'funded',
    submissionKind: 'application',
    notes: 'Funded. Purchase closed on schedule; client referred his sister.',
    metadata: { mortgage_amount: 835000, property_address: '18 Birchmount Road, Toronto, ON M1N 3J5' },
  })
  drafts.push({
    at: at(5, 1, 50),
    changed: at(4, 5),
    agentId: a.sarah,
    clientName: 'Ahmed Hassan',
    clientEmail: 'ahmed.hassan@example.com',
    clientPhone: '(647) 555-0125',
    type: 'application',
    source: 'website',
    status: 'contacted',
    submissionKind: 'application',
    notes: 'Intro call done. Collecting T4s and NOAs; second applicant is his wife.',
    metadata: { mortgage_amount: 478000, property_address: '96 Highglen Avenue, Markham, ON L3S 1V2' },
  })
  // 12-13. Entered by hand by an agent.
  drafts.push({
    at: at(14, 2),
    changed: at(11, 1),
    agentId: a.sarah,
    clientName: 'Carlos Mendes',
    clientEmail: 'carlos.mendes@example.com',
    clientPhone: '(416) 555-0171',
    type: 'rate_quote',
    source: 'Manual',
    status: 'submitted',
    submissionKind: null,
    notes: 'Referral from a realtor partner. Submitted to the lender for $690,000; rate held at 3.84% for 120 days.',
    metadata: { referral: 'Realtor partner' },
  })
  drafts.push({
    at: at(24, 3),
    changed: at(3, 2),
    agentId: a.sarah,
    clientName: 'Sophie Martin',
    clientEmail: 'sophie.martin@example.com',
    clientPhone: '(905) 555-0143',
    type: 'refinance',
    source: 'Manual',
    status: 'funded',
    submissionKind: null,
    notes: 'Refinanced to consolidate $38k of debt. Funded last week; payments down $940/month.',
    metadata: {},
  })
  // 14-15, 18, 21. More quote dialog leads.
  drafts.push({
    at: at(29, 6),
    changed: at(7, 1),
    agentId: a.amelie,
    clientName: 'Mathieu Gagnon',
    clientEmail: 'mathieu.gagnon@example.com',
    clientPhone: '(613) 555-0115',
    type: 'rate_quote',
    source: 'mortgage_calculator',
    status: 'funded',
    submissionKind: 'quote',
    notes: 'Purchase closed in Orléans. Sent a thank-you card.',
    metadata: quoteMetadata(
      {
        price: 585000,
        downPayment: 117000,
        location: 'Ontario',
        amortization: 25,
        mortgageRate: 3.94,
        paymentFrequency: 'monthly',
      },
      now,
    ),
  })
  drafts.push({
    at: at(2, 0, 35),
    agentId: null,
    clientName: "Brian O'Neill",
    clientEmail: 'brian.oneill@example.com',
    clientPhone: null,
    type: 'refinance',
    source: 'mortgage_calculator',
    status: 'new',
    submissionKind: 'quote',
    metadata: quoteMetadata(
      {
        price: 1150000,
        downPayment: 460000,
        location: 'Ontario',
        amortization: 25,
        mortgageRate: 4.19,
        paymentFrequency: 'accelerated-bi-weekly',
      },
      now,
    ),
  })
  drafts.push({
    at: at(7, 4, 15),
    changed: at(6, 1),
    agentId: a.priya,
    clientName: 'Natalie Rossi',
    clientEmail: 'natalie.rossi@example.com',
    clientPhone: '(416) 555-0188',
    type: 'rate_quote',
    source: 'mortgage_calculator',
    status: 'contacted',
    submissionKind: 'quote',
    notes: 'Spoke Tuesday. Buying with her partner; booked a pre-approval meeting.',
    metadata: quoteMetadata(
      {
        price: 899000,
        downPayment: 134850,
        location: 'Ontario',
        amortization: 30,
        mortgageRate: 3.79,
        paymentFrequency: 'accelerated-bi-weekly',
      },
      now,
    ),
  })
  drafts.push({
    at: at(0, 3, 5),
    agentId: a.daniel,
    clientName: 'Tyler Brown',
    clientEmail: 'tyler.brown@example.com',
    clientPhone: '(289) 555-0164',
    type: 'rate_quote',
    source: 'mortgage_calculator',
    status: 'new',
    submissionKind: 'quote',
    metadata: quoteMetadata(
      {
        price: 649000,
        downPayment: 40000,
        location: 'Ontario',
        amortization: 25,
        mortgageRate: 3.84,
        paymentFrequency: 'weekly',
      },
      now,
    ),
  })
  // 16, 22. Contact form.
  const contact3 = at(20, 5)
  drafts.push({
    at: contact3,
    changed: at(13, 2),
    agentId: a.daniel,
    clientName: 'Laura Fitzgerald',
    clientEmail: 'laura.fitzgerald@example.com',
    clientPhone: '(905) 555-0129',
    type: 'contact',
    source: 'contact_form',
    status: 'lost',
    lostReason: 'not_ready',
    lostNote: 'Decided to wait a year.',
    submissionKind: 'contact',
    message: 'Looking for a mortgage on a duplex in Hamilton. We plan to live in one unit and rent the other.',
    notes: 'Closed: client decided to wait a year. Added to follow-up list.',
    metadata: { phoneType: 'Residential', postalCode: 'L8P 2A1' },
    consentVersion: CONTACT_CONSENT_VERSION,
    consentAt: contact3,
  })
  const contact4 = at(10, 2, 20)
  drafts.push({
    at: contact4,
    agentId: null,
    clientName: 'Fatima Rahman',
    clientEmail: 'fatima.rahman@example.com',
    clientPhone: '(647) 555-0131',
    type: 'contact',
    source: 'contact_form',
    status: 'new',
    submissionKind: 'contact',
    message:
      'I recently moved to Canada on a work permit. Can I buy a home with a Canadian credit history of less than a year?',
    metadata: { phoneType: 'Mobile', postalCode: 'M2N 6K1' },
    consentVersion: CONTACT_CONSENT_VERSION,
    consentAt: contact4,
  })
  // 19. Newsletter.
  drafts.push({
    at: at(15, 11),
    agentId: null,
    clientName: 'mei.wong88',
    clientEmail: 'mei.wong88@example.com',
    clientPhone: null,
    type: 'contact',
    source: 'newsletter',
    status: 'new',
    submissionKind: 'newsletter',
    metadata: { subscribed_to: 'newsletter' },
  })
  // 20. Chat assistant.
  const chat3 = at(18, 6, 40)
  drafts.push({
    at: chat3,
    changed: at(17, 3),
    agentId: a.amelie,
    clientName: 'Jordan Clarke',
    clientEmail: 'jordan.clarke@example.com',
    clientPhone: '(613) 555-0158',
    type: 'contact',
    source: 'AI Chatbot',
    status: 'contacted',
    submissionKind: 'chat',
    notes: 'Self-employed electrician. Sent BFS document list.',
    message: chatMessage(
      [
        ['user', "I'm self employed, can I still get a mortgage?"],
        [
          'assistant',
          'Yes. Lenders usually look at your last two years of tax returns and Notices of Assessment. If your declared income is lower because of write-offs, business-for-self programs may help. An agent can review your situation.',
        ],
        [
          'user',
          'My name is Jordan Clarke, email jordan.clarke@example.com, 613-555-0158. Looking at a detached house in Kanata, variable rate probably.',
        ],
        ['assistant', 'Thanks, Jordan! A mortgage agent who works with self-employed clients will be in touch soon.'],
      ],
      chat3,
    ),
    metadata: chatMetadata(3, { property_type: 'detached', mortgage_type: 'variable' }),
  })

  return drafts.map(({ at: createdAt, changed, ...lead }, i) => ({
    id: demoId('leads', i + 1),
    ...lead,
    createdAt,
    updatedAt: changed ?? createdAt,
  }))
}

/**
 * The deals of the funded demo leads (amount, lender, rate, term, closing on the day it was
 * funded, maturity at the end of the term), so the renewals list has clients to show: terms of
 * 5 years, 3 years and 1 year, taken in turn.
 */
const DEMO_DEAL_TERMS = [
  { termMonths: 60, ratePct: 4.19, lender: 'Maplecrest Bank' },
  { termMonths: 36, ratePct: 4.39, lender: 'Larchwood Credit Union' },
  { termMonths: 12, ratePct: 5.24, lender: 'Amberlight Trust' },
]

function withDemoDeals(leads: DemoLead[], lenders: DemoLender[]): DemoLead[] {
  let turn = 0
  return leads.map((lead) => {
    if (lead.status !== 'funded') return lead
    const terms = DEMO_DEAL_TERMS[turn++ % DEMO_DEAL_TERMS.length]!
    const lender = lenders.find((l) => l.name === terms.lender)!
    const quote = lead.metadata as { price?: number; downPayment?: number } | null
    const amount = quote?.price && quote.downPayment !== undefined ? quote.price - quote.downPayment : 412_000
    const closingOn = torontoDay(lead.updatedAt as Date)
    return {
      ...lead,
      dealAmount: amount,
      dealLenderId: lender.id!,
      dealLenderName: lender.name,
      dealRatePct: terms.ratePct,
      dealTermMonths: terms.termMonths,
      dealClosingOn: closingOn,
      dealMaturityOn: defaultMaturity(closingOn, terms.termMonths),
    }
  })
}

/**
 * Minutes from a lead's arrival to its first contact, taken in turn by the leads past New: most
 * within the hour, some within five minutes, a few the next day, so the response-time panels
 * show a spread rather than one figure.
 */
const FIRST_CONTACT_MINUTES = [4, 11, 3, 38, 7, 95, 16, 240, 2, 27, 1500, 9]

/** Who moved a lead: its agent's account, or the admin for a lead nobody was assigned. */
function leadActor(agentId: string | null | undefined): { userId: string; name: string } {
  const seed =
    AGENT_SEEDS.find((s) => DEMO_IDS.agents[s.key] === agentId) ?? AGENT_SEEDS.find((s) => s.key === 'priya')!
  return { userId: DEMO_IDS.users[seed.userKey], name: seed.name }
}

/**
 * The timeline a lead past New would have had: a call, the move to Contacted, then each stage up
 * to its own (or to Lost, with its reason), the last one at the lead's own `updatedAt`. The
 * database sets each lead's first contact from these rows, as it does for an agent's work.
 */
function buildLeadTimelines(leads: DemoLead[]): DemoLeadActivity[] {
  const rows: DemoLeadActivity[] = []
  const pipeline = LEAD_STATUSES.filter((s) => s !== 'new' && s !== 'lost')
  let turn = 0
  for (const lead of leads) {
    const status = lead.status ?? 'new'
    if (status === 'new') continue
    const created = (lead.createdAt as Date).getTime()
    const last = (lead.updatedAt as Date).getTime()
    if (last <= created) throw new RangeError(`demo lead ${lead.id} is past New but never changed`)
    const actor = leadActor(lead.agentId)
    const span = last - created
    const delay = Math.min(FIRST_CONTACT_MINUTES[turn++ % FIRST_CONTACT_MINUTES.length]! * MINUTE, span * 0.4)
    const contactedAt = created + delay
    const stages: LeadStatus[] =
      status === 'lost' ? ['contacted', 'lost'] : pipeline.slice(0, pipeline.indexOf(status) + 1)
    const entry = (kind: DemoLeadActivity['kind'], at: number, extra: Partial<DemoLeadActivity> = {}) =>
      rows.push({
        id: demoId('leadActivities', rows.length + 1),
        leadId: lead.id!,
        kind,
        actorUserId: actor.userId,
        actorName: actor.name,
        createdAt: new Date(Math.round(at)),
        ...extra,
      })
    entry('contact', contactedAt, { toValue: 'call' })
    // A deal is recorded a minute before the move to Funded, with the words the timeline shows.
    if (lead.dealAmount != null) {
      const keys = Object.keys(dealColumns) as (keyof typeof dealColumns)[]
      const none = Object.fromEntries(keys.map((k) => [k, null]))
      const deal = Object.fromEntries(keys.map((k) => [k, lead[k] ?? null]))
      entry('deal', last - MINUTE, {
        fromValue: JSON.stringify(none),
        toValue: JSON.stringify(deal),
        toLabel: dealChangeWords(none, deal),
      })
    }
    // The move to Contacted a minute after the call (or at the lead's last change if sooner);
    // the later stages spread evenly up to the last change.
    const firstMove = Math.min(contactedAt + MINUTE, last)
    stages.forEach((stage, i) => {
      const at = stages.length === 1 ? firstMove : firstMove + ((last - firstMove) * i) / (stages.length - 1)
      entry('status', at, {
        fromValue: i === 0 ? 'new' : stages[i - 1]!,
        toValue: stage,
        toLabel: stage === 'lost' ? lostReasonWords(lead.lostReason, lead.lostNote) : null,
      })
    })
  }
  return rows
}

// ---------------------------------------------------------------------------------------------
// Analytics: profile page views over the last 30 days
// ---------------------------------------------------------------------------------------------

function buildAnalyticsEvents(now: Date): DemoAnalyticsEvent[] {
  const random = seededRandom(0x5eed_2000)
  const weights: [keyof typeof DEMO_IDS.agents, number][] = [
    ['sarah', 34],
    ['priya', 22],
    ['marcus', 18],
    ['amelie', 15],
    ['daniel', 11],
  ]
  const slugOf = new Map(AGENT_SEEDS.map((s) => [s.key, s.slug]))
  const events: { agentKey: keyof typeof DEMO_IDS.agents; offset: number; bySlug: boolean }[] = []
  for (const [agentKey, count] of weights) {
    for (let k = 0; k < count; k++) {
      // Skewed towards recent days; at least 3 minutes ago.
      const offset = 3 * MINUTE + Math.floor(random() ** 1.4 * (30 * DAY - 3 * MINUTE))
      events.push({ agentKey, offset, bySlug: random() < 0.8 })
    }
  }
  // Oldest first, so ids follow time.
  events.sort((x, y) => y.offset - x.offset)
  return events.map((e, i) => ({
    id: demoId('analyticsEvents', i + 1),
    agentId: DEMO_IDS.agents[e.agentKey],
    eventType: 'page_view',
    path: e.bySlug ? `/agents/${slugOf.get(e.agentKey)}` : `/agents/${DEMO_IDS.agents[e.agentKey]}`,
    createdAt: new Date(now.getTime() - e.offset),
  }))
}

// ---------------------------------------------------------------------------------------------
// Entry point
// ---------------------------------------------------------------------------------------------

/** Every demo row, relative to `now`. Pure: the same arguments always give the same rows. */
export function buildDemoData(now: Date, hashes: DemoPasswordHashes): DemoData {
  if (Number.isNaN(now.getTime())) throw new RangeError('buildDemoData: `now` is not a valid date')
  const people = buildPeople(now, hashes)
  const lenders = buildLenders(now)
  const leads = withDemoDeals(buildLeads(now), lenders)
  return {
    users: people.users,
    profiles: people.profiles,
    agents: people.agents,
    mortgageRates: buildMortgageRates(now),
    lenders,
    testimonials: buildTestimonials(now),
    blogPosts: buildBlogPosts(now),
    mortgageServices: buildMortgageServices(now),
    products: buildProducts(now),
    leads,
    leadActivities: buildLeadTimelines(leads),
    analyticsEvents: buildAnalyticsEvents(now),
  }
}

/** Site-relative image paths the demo rows refer to (files under app/public). */
export function demoImagePaths(data: DemoData): string[] {
  const paths = [
    ...data.agents.flatMap((a) => [a.headshotUrl, a.bannerImageUrl]),
    ...data.blogPosts.map((p) => p.featuredImageUrl),
    ...data.mortgageServices.map((s) => s.imageUrl),
    ...data.products.map((p) => p.imageUrl),
    ...data.lenders.map((l) => l.logoUrl),
  ]
  return paths.filter((p): p is string => typeof p === 'string' && p.startsWith('/demo/'))
}
