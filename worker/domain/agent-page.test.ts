import { describe, expect, it } from 'vitest'
import { BRAND } from '#shared/config/brand.ts'
import type { agents } from '#worker/db/schema/index.ts'
import { agentPageMeta, isBotUserAgent } from './agent-page'

type AgentRow = typeof agents.$inferSelect
const ORIGIN = 'https://lakeshore.example'

function agent(overrides: Partial<AgentRow> = {}): AgentRow {
  return {
    id: '019b76da-a800-7fff-8fff-000000000001',
    userId: null,
    name: 'Sarah Chen',
    email: 'sarah@example.com',
    phone: null,
    bio: null,
    calendlyLink: null,
    crmEmail: null,
    socialLinks: {},
    applicationLinks: {},
    seoSettings: {},
    contactDetails: {},
    profileSlug: 'sarahchen',
    headshotUrl: null,
    bannerImageUrl: null,
    customBackgroundImage: null,
    agentLogoUrl: null,
    badge1Url: null,
    badge2Url: null,
    isActive: true,
    licensedName: 'Sarah Chen',
    licenceNumber: 'M08001234',
    licenceTitle: 'Mortgage Agent Level 2',
    emailNewLeads: true,
    acceptsNewLeads: true,
    createdAt: new Date(0),
    updatedAt: new Date(0),
    version: 1,
    deletedAt: null,
    ...overrides,
  }
}

describe('agentPageMeta', () => {
  it('takes title, description and image from the SEO settings, absolute, with the slug as canonical', () => {
    const meta = agentPageMeta(
      agent({
        seoSettings: {
          meta_title: 'Sarah Chen | Toronto Mortgages',
          meta_description: 'Compare 50 lenders.',
          og_image: '/media/x.png',
        },
        headshotUrl: '/media/h.png',
      }),
      ORIGIN,
    )
    expect(meta).toEqual({
      status: 200,
      title: `Sarah Chen | Toronto Mortgages | ${BRAND.name}`,
      description: 'Compare 50 lenders.',
      image: 'https://lakeshore.example/media/x.png',
      canonical: 'https://lakeshore.example/agent/sarahchen',
      robots: 'index, follow',
    })
  })

  it('falls back to name and custom title (default the spec’s), the bio, then the headshot', () => {
    const meta = agentPageMeta(
      agent({ bio: 'Helping  buyers\nsince 2010.', headshotUrl: '/demo/agents/sarah-headshot.svg' }),
      ORIGIN,
    )
    expect(meta.title).toBe(`Sarah Chen | Your Trusted Mortgage Broker | ${BRAND.name}`)
    expect(meta.description).toBe('Helping buyers since 2010.')
    expect(meta.image).toBe('https://lakeshore.example/demo/agents/sarah-headshot.svg')
    const titled = agentPageMeta(
      agent({ contactDetails: { title: 'Senior Agent', location: 'Oakville, ON' }, profileSlug: null }),
      ORIGIN,
    )
    expect(titled.title).toBe(`Sarah Chen | Senior Agent | ${BRAND.name}`)
    expect(titled.description).toContain('in Oakville, ON')
    expect(titled.canonical).toBe('https://lakeshore.example/agents/019b76da-a800-7fff-8fff-000000000001')
    expect(titled.image).toBeNull()
  })

  it('clips the agent’s title to 60 characters (the brand after it) and the description to 160; refuses a non-http image', () => {
    const meta = agentPageMeta(
      agent({
        seoSettings: { meta_title: 'T'.repeat(80), meta_description: 'D'.repeat(300), og_image: 'javascript:alert(1)' },
      }),
      ORIGIN,
    )
    expect(meta.title!.replace(` | ${BRAND.name}`, '')).toHaveLength(60)
    expect(meta.title!.endsWith(` | ${BRAND.name}`)).toBe(true)
    expect(meta.description).toHaveLength(160)
    expect(meta.image).toBeNull()
  })

  it('is a 404, noindex page for a missing agent', () => {
    expect(agentPageMeta(null, ORIGIN)).toMatchObject({ status: 404, robots: 'noindex', image: null, canonical: null })
    expect(agentPageMeta(null, ORIGIN).title).toMatch(/^Agent Not Found/)
  })
})

describe('isBotUserAgent', () => {
  it('tells crawlers, preview fetchers and scripts from browsers', () => {
    expect(
      isBotUserAgent(
        'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36',
      ),
    ).toBe(false)
    for (const ua of [
      'Googlebot/2.1',
      'facebookexternalhit/1.1',
      'Mozilla/5.0 HeadlessChrome/130',
      'curl/8.5.0',
      'python-requests/2.32',
      'Slackbot-LinkExpanding 1.0',
      '',
      undefined,
    ]) {
      expect(isBotUserAgent(ua), String(ua)).toBe(true)
    }
  })
})
