import { describe, expect, it } from 'vitest'
import { leadSourceLabel as agentTabLabel } from '#app/features/leads/labels.ts'
import { LEAD_SOURCES } from '#shared/leads/sources.ts'
import { LEAD_SOURCE_OPTIONS } from './messages'

describe("the Leads tabs' sources come from the registry", () => {
  it('the admin filter offers every source once, by its label, and nothing else', () => {
    expect(LEAD_SOURCE_OPTIONS.map((o) => o.value)).toEqual(LEAD_SOURCES.map((s) => s.id))
    for (const o of LEAD_SOURCE_OPTIONS) expect(o.label).toBe(LEAD_SOURCES.find((s) => s.id === o.value)?.label)
  })

  it("the agent's tab labels a source, or an older spelling of it, as the registry does", () => {
    for (const s of LEAD_SOURCES) expect(agentTabLabel(s.id)).toBe(s.label)
    expect(agentTabLabel('Website')).toBe('Website')
    expect(agentTabLabel('ai chatbot')).toBe('AI Chatbot')
  })
})
