import { describe, expect, it } from 'vitest'
import { myPageHref } from './my-page-href'

describe("'View My Page'", () => {
  it("opens the agent's own page by slug, else by id, and the directory only without a record", () => {
    expect(myPageHref({ id: 'a1', profileSlug: 'priya-raman' })).toBe('/agent/priya-raman')
    expect(myPageHref({ id: 'a1', profileSlug: null })).toBe('/agents/a1')
    expect(myPageHref(undefined)).toBe('/find-broker')
  })
})
