import { describe, expect, it } from 'vitest'
import { LEAD_KINDS } from '#shared/constants/leads.ts'
import { leadPayloadSchemas } from '#shared/schemas/leads.ts'
import {
  LEAD_SOURCE_IDS,
  LEAD_SOURCES,
  leadSourceLabel,
  leadSourceOf,
  leadSourceOfKind,
  legacySpellings,
} from './sources'

describe('the lead-source registry', () => {
  it('has one entry per id, whatever the case, and each form in exactly one entry', () => {
    const keys = LEAD_SOURCES.flatMap((s) => [s.id, ...legacySpellings(s.id)].map((v) => v.toLowerCase()))
    expect(new Set(keys).size).toBe(LEAD_SOURCES.length)
    for (const kind of LEAD_KINDS)
      expect(LEAD_SOURCES.filter((s) => (s.kinds as readonly string[]).includes(kind))).toHaveLength(1)
  })

  it('labels every id, reads any case and older spelling as its source, and shows an unknown value as stored', () => {
    for (const s of LEAD_SOURCES) {
      expect(leadSourceLabel(s.id)).toBe(s.label)
      expect(leadSourceOf(s.id.toUpperCase())?.id).toBe(s.id)
    }
    expect(leadSourceOf('Website')?.id).toBe('website')
    expect(leadSourceLabel('ai chatbot')).toBe('AI Chatbot')
    expect(leadSourceLabel('Partner import')).toBe('Partner import')
  })
})

describe('the payload schemas take each form’s source from the registry', () => {
  const sourceOf = (schema: (typeof leadPayloadSchemas)[keyof typeof leadPayloadSchemas], source: string) => {
    // Only the source is judged: an issue on any other field is ignored.
    const result = schema.safeParse({ source })
    return result.error?.issues.some((i) => i.path[0] === 'source') ? 'refused' : 'accepted'
  }

  it('accepts the registry id of its form and no other source', () => {
    for (const kind of LEAD_KINDS) {
      const own = leadSourceOfKind(kind)
      expect(sourceOf(leadPayloadSchemas[kind], own), `${kind} ${own}`).toBe('accepted')
      for (const other of LEAD_SOURCE_IDS.filter((id) => id !== own))
        expect(sourceOf(leadPayloadSchemas[kind], other), `${kind} ${other}`).toBe('refused')
    }
  })

  it("accepts an older spelling an older app queued, and stores the registry's id", () => {
    for (const s of LEAD_SOURCES)
      for (const spelling of legacySpellings(s.id))
        for (const kind of s.kinds)
          expect(sourceOf(leadPayloadSchemas[kind], spelling), `${kind} ${spelling}`).toBe('accepted')
    const application = leadPayloadSchemas.application.parse({
      type: 'application',
      source: 'Website',
      client_name: 'Pat Applicant',
      client_email: 'pat@example.ca',
      client_phone: '6135550100',
      metadata: {},
    })
    expect(application.source).toBe('website')
  })
})
